#pragma once
// King-relative piece tables, the learned part of a SHOWGIT evaluation (docs/ai.md, "A learned
// evaluation (king tables)"): a value for every (own king square, piece, square) and (own king
// square, hand piece, count), seen from each king in turn. Each side's view is turned so that its
// king sits on the first player's side and in files 1-5 (the board mirrored left-right when it is
// not), so one table serves both kings. The tables are read from a file the tools write
// (tools/tune) and loaded by Engine::load_king_tables (the USI option EvalFile); none is loaded by
// default.
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/common/error.h"
#include "core/showgit/rules/position.h"

namespace regalia::showgit {

namespace king_features {
constexpr int kKingSquares = 45;  // files 1-5 x 9 ranks, after turning and mirroring
constexpr int kKinds = 27;        // own 13 non-king types, enemy 13, the enemy king
constexpr int kHandCounts = 19;   // a hand count 1..18 (0 has no feature)
constexpr int kBoard = kKingSquares * kKinds * 81;
constexpr int kHand = kKingSquares * 2 * 7 * kHandCounts;
constexpr int kCount = kBoard + kHand;
constexpr int kMaxActive = 40 + 14;  // pieces other than the own king, and hand types of both

// What a feature is made of: the king square (0..44), the kind (0..26 on the board, 0..13 in
// hand: own types 0..6, enemy 7..13), the square (turned and mirrored, 0..80) or the hand count.
struct Parts {
  int king, kind, square, count;
  bool hand;
};
Parts parts(int feature);

// The active features of king c's view; returns how many (at most kMaxActive). No feature when c
// has no king.
int active(const Position& pos, Color c, int* out);
}  // namespace king_features

class KingTables {
 public:
  // The file: "RGKT1\n", then king_features::kCount little-endian int16 values in centipawns.
  // On error (wrong header or size) nothing changes.
  Error load(std::string_view bytes);
  bool loaded() const { return !w_.empty(); }
  // Sum of the side to move's view minus the other side's view.
  int evaluate(const Position& pos) const;
  // Colour c's view alone (0 when c has no king): evaluate() is view(stm) - view(other).
  int view(const Position& pos, Color c) const;
  // How the legal move m, not yet played, changes colour c's view, so that a search can keep
  // both views move by move. Not for a move of c's own king: that view is computed afresh.
  int view_delta(const Position& pos, Color c, Move m) const;
  const std::vector<int16_t>& weights() const { return w_; }

 private:
  std::vector<int16_t> w_;
};

}  // namespace regalia::showgit
