#pragma once
// Tsume solver: df-pn (depth-first proof-number search) for "the side to move mates".
// OR nodes (the checker to move) try only checking moves, AND nodes (the defender) every legal
// evasion; the legal generator already refuses nifu, dead drops and pawn-drop mates.
//
// Repetition: a position repeated on the current path counts as "no mate" there (perpetual check
// loses for the checker, and a plain repetition is a draw). Such a disproof holds only while that
// ancestor is on the path, so it is carried up with the ancestor's ply, discharged at the
// ancestor itself and never stored in the table as final. Proofs never rest on a repetition.
// The game history before the root is not consulted.
#include <cstdint>
#include <functional>
#include <vector>

#include "core/showgit/tsume/mate_table.h"
#include "core/showgit/rules/position.h"

namespace regalia::showgit {

struct MateLimits {
  uint64_t nodes = 0;      // 0 = no node limit
  int max_plies = 0;       // longest mate looked for, in plies (0 = up to the solver's max_plies)
  // After a mate, look for shorter ones (within the limits and a budget of 8 x the first
  // proof's nodes + 200 000).
  bool shortest = false;
  // Polled every 1024 nodes; true ends the solve with Unknown (stop command, clock).
  std::function<bool()> should_stop;
};

enum class MateOutcome { kMate, kNoMate, kUnknown };

struct MateResult {
  MateOutcome outcome = MateOutcome::kUnknown;
  // Mate: the checker's moves and the defender's longest resistance found, ending in a position
  // where the defender has no legal move. Checked move by move before it is returned.
  std::vector<Move> pv;
  uint64_t nodes = 0;  // positions searched (solver calls), the PV's re-solves included
};

class MateSearch {
 public:
  // Longest path the solver walks (the position's state stack holds it without growing).
  static constexpr int kMaxMatePlies = 240;

  // max_plies: the longest path this solver can walk (<= kMaxMatePlies); its per-ply move
  // buffers (~20 KB a ply) are allocated for that many plies at once.
  explicit MateSearch(size_t table_mb = 16, int max_plies = kMaxMatePlies);
  void set_table_mb(size_t mb) { table_.resize(mb); }
  void clear() { table_.clear(); }
  // Solves from pos (unchanged). Allocates only the returned PV.
  MateResult solve(const Position& pos, const MateLimits& limits = {});

  // Whether pv is a mate from pos: every odd-numbered move (the checker's) is legal and checks,
  // every reply is legal, and the defender has no legal move at the end.
  static bool is_mating_sequence(const Position& pos, const std::vector<Move>& pv);

 private:
  struct Value {
    uint32_t pn, dn;
    int16_t dep;      // for a disproof: ply of the repeated ancestor it rests on (see above)
    uint16_t length;  // for a proof: plies to mate
  };
  struct Child {
    Move move;
    uint64_t key;
    Value v;
  };
  struct Frame {
    MoveList moves;
    Child children[kMaxMoves];
    int count = 0;
  };

  Value search(int ply, uint32_t th_pn, uint32_t th_dn);
  void expand(int ply);
  Value child_value(int ply, bool child_is_or);
  int repetition_ply(int ply) const;
  bool poll_stop();
  bool extract_pv(std::vector<Move>& pv);
  const MateEntry* proven_entry(uint64_t key, int remaining) const;

  MateTable table_;
  std::vector<Frame> frames_;        // one per ply, allocated once
  uint64_t path_[kMaxMatePlies + 2];  // keys along the current path
  Position pos_;
  int capacity_ = kMaxMatePlies;  // plies frames_ holds (constructor's max_plies)
  int max_plies_ = kMaxMatePlies;
  bool limit_from_user_ = false;
  uint64_t nodes_ = 0, node_limit_ = 0;
  const std::function<bool()>* should_stop_ = nullptr;
  bool stopped_ = false;
};

}  // namespace regalia::showgit
