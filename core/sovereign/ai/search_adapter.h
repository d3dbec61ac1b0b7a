#pragma once
// Sovereign Chess for the generic search (core/search/search.h): the adapter and `Engine`, the
// facade for the CLI and the wasm bindings (position, think, pie-rule decision).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/error.h"
#include "core/search/search.h"
#include "core/sovereign/ai/eval.h"
#include "core/sovereign/rules/position.h"

namespace regalia::sovereign {

class SearchAdapter {
 public:
  using Move = sovereign::Move;
  using MoveList = sovereign::MoveList;
  static constexpr int kMaxMoves = MoveList::kCapacity;
  static constexpr int kHistorySize = 256 * 256;
  static constexpr bool kNullMove = false;

  SearchAdapter();
  // SCFEN (or "startpos") plus move strings; "swap" entries (pie rule) are skipped.
  Error set_position(std::string_view scfen, const std::vector<std::string>& moves = {});
  const Position& position() const { return pos_; }
  // Use material-only evaluation (the reference opponent of the strength checks).
  void set_material_only(bool on) { material_only_ = on; }

  static Move* moves(MoveList& l) { return l.moves; }
  static int count(const MoveList& l) { return l.count; }
  static uint32_t to_raw(Move m) { return m.v; }
  static Move from_raw(uint32_t raw) { return Move{raw}; }

  void generate(MoveList& list) {
    list.clear();
    pos_.generate_legal(list);
  }
  void generate_tactical(MoveList& list);
  void do_move(Move m) {
    pos_.do_move(m);
    keys_[n_] = pos_.key();
    checks_[n_] = pos_.in_check();
    ++n_;
  }
  void undo_move(Move) {
    pos_.undo_move();
    --n_;
  }
  uint64_t key() const { return pos_.key(); }
  int side() const { return pos_.side_to_move(); }
  int game_ply() const { return 2 * (pos_.fullmove_number() - 1) + pos_.side_to_move(); }
  bool in_check() const { return checks_[n_ - 1] != 0; }
  int evaluate() const { return material_only_ ? evaluate_material(pos_) : sovereign::evaluate(pos_); }
  bool rule_outcome(int ply, int& score) const;
  int no_moves_score(int ply) const { return in_check() ? search::mated_in(ply) : search::kDraw; }
  int capture_value(Move m) const {
    if (m.kind() != Normal && m.kind() != Promotion) return 0;
    const Piece p = pos_.piece_on(m.to());
    return p ? kPieceValue[type_of(p)] + 50 : 0;
  }
  int mover_value(Move m) const { return kPieceValue[type_of(pos_.piece_on(m.from()))]; }
  bool is_promotion(Move m) const { return m.kind() == Promotion; }
  int history_index(Move m) const { return m.from() * 256 + m.to(); }

 private:
  Position pos_;
  std::vector<uint64_t> keys_;
  std::vector<uint8_t> checks_;
  int n_ = 0;
  bool material_only_ = false;
};

class Engine {
 public:
  explicit Engine(size_t hash_mb = 16);
  void set_hash_mb(size_t mb) { tt_.resize(mb); }
  void new_game();
  Error set_position(std::string_view scfen, const std::vector<std::string>& moves = {}) {
    return game_.set_position(scfen, moves);
  }
  const Position& position() const { return game_.position(); }
  void set_material_only(bool on) { game_.set_material_only(on); }
  search::Result think(const search::Limits& limits, const search::Hooks& hooks = {});
  // Pie rule, asked right after White's first move (P2 to move): searches under `limits` and
  // returns true when taking over White's side is better (P2's score below `-threshold`).
  bool should_swap(const search::Limits& limits, int* score_out = nullptr, int threshold = 0);
  static std::string move_string(uint32_t raw);

 private:
  search::TranspositionTable tt_;
  std::unique_ptr<search::Searcher<SearchAdapter>> searcher_;
  SearchAdapter game_;
};

}  // namespace regalia::sovereign
