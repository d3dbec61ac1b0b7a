#pragma once
// Sovereign Chess for the generic search (core/search/search.h): the adapter and `Engine`, the
// facade for the CLI and the wasm bindings (position, think; the pie rule is in pie_rule.h).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/error.h"
#include "core/search/engine.h"
#include "core/sovereign/ai/eval.h"
#include "core/sovereign/ai/see.h"
#include "core/sovereign/rules/position.h"

namespace regalia::sovereign {

class SearchAdapter {
 public:
  using Move = sovereign::Move;
  using MoveList = sovereign::MoveList;
  static constexpr int kMaxMoves = sovereign::kMaxMoves;
  static constexpr int kHistorySize = 256 * 256;
  // Levels 1-10 (docs/ai.md "Levels 1–10"), defined in search_adapter.cpp.
  static const search::LevelTable& levels();

  SearchAdapter();
  // SCFEN (or "startpos") plus move strings; "swap" entries (pie rule) are skipped.
  Error set_position(std::string_view scfen, const std::vector<std::string>& moves = {});
  const Position& position() const { return pos_; }
  // Use material-only evaluation (the reference opponent of the strength checks).
  void set_material_only(bool on) { material_only_ = on; }

  static Move* moves(MoveList& l) { return l.begin(); }
  static int count(const MoveList& l) { return int(l.size()); }
  static uint32_t to_raw(Move m) { return m.v; }
  static Move from_raw(uint32_t raw) { return Move{raw}; }
  static std::string move_text(Move m);

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
    if (m.kind() != kNormal && m.kind() != kPromotion) return 0;
    const Piece p = pos_.piece_on(m.to());
    return p ? kPieceValue[type_of(p)] + 50 : 0;
  }
  int mover_value(Move m) const { return kPieceValue[type_of(pos_.piece_on(m.from()))]; }
  bool is_promotion(Move m) const { return m.kind() == kPromotion; }
  int history_index(Move m) const { return m.from() * 256 + m.to(); }
  // Static exchange (see.h): losing captures last, SEE pruning in the search and quiescence.
  bool see_ge(Move m, int threshold) const { return sovereign::see_ge(pos_, m, threshold); }
  // Target squares: deep quiescence plays only recaptures on the last move's square.
  static int move_to(Move m) { return m.to(); }
  int last_move_to() const { return pos_.ply() > 0 ? pos_.last_move().to() : -1; }

 private:
  Position pos_;
  std::vector<uint64_t> keys_;
  std::vector<uint8_t> checks_;
  int n_ = 0;
  bool material_only_ = false;
};

// Of the search's optional capabilities (core/search/game_concept.h): static exchange and
// recapture squares. No check detection before a move, no null move, no continuation history.
static_assert(search::SearchGame<SearchAdapter>);
static_assert(search::HasStaticExchange<SearchAdapter>);
static_assert(search::HasRecaptureSquares<SearchAdapter>);
static_assert(search::EngineGame<SearchAdapter>);  // and what the facade below needs

// One Sovereign Chess AI: the generic facade (core/search/engine.h) plus the material-only
// evaluation of the strength checks. The pie-rule decision is core/sovereign/ai/pie_rule.h.
class Engine : public search::Engine<SearchAdapter> {
 public:
  explicit Engine(size_t hash_mb = 16) : search::Engine<SearchAdapter>(hash_mb) {}
  void set_material_only(bool on) { game_.set_material_only(on); }
};

}  // namespace regalia::sovereign
