#pragma once
// Engine<G>: the facade the CLI and the wasm bindings call for any game — a position, a
// transposition table and the Searcher's buffers (several MB, allocated once at construction or
// by set_hash_mb; nothing is allocated while thinking). Each game's own Engine derives from it
// and adds only what is particular to that game (SHOWGIT's root mate probe, Sovereign's pie
// rule); the game adapter adds to SearchGame the calls below (EngineGame).
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/error.h"
#include "core/search/search.h"

namespace regalia::search {

// A game the facade can hold: set from a start text (SFEN, SCFEN, "startpos") and move texts,
// and a move written back as text.
template <class G>
concept EngineGame = SearchGame<G> && requires(G& g, const G& cg, std::string_view start,
                                                 const std::vector<std::string>& moves, typename G::Move m) {
  { g.set_position(start, moves) } -> std::same_as<Error>;
  cg.position();
  { G::move_text(m) } -> std::same_as<std::string>;
};

template <EngineGame G>
class Engine {
 public:
  explicit Engine(size_t hash_mb = 16) : tt_(hash_mb), searcher_(std::make_unique<Searcher<G>>(tt_)) {}
  void set_hash_mb(size_t mb) {
    tt_.resize(mb);
    if (side_tt_) side_tt_->resize(side_mb());
  }
  // Clears the transposition tables and the move-ordering history (bit-identical reruns).
  void new_game() {
    tt_.clear();
    if (side_tt_) side_tt_->clear();
    searcher_->clear();
  }
  // A start position followed by moves; the moves feed the repetition rules. On error nothing
  // changes.
  Error set_position(std::string_view start, const std::vector<std::string>& moves = {}) {
    return game_.set_position(start, moves);
  }
  const auto& position() const { return game_.position(); }
  // Searches the current position; the position is unchanged afterwards. The first search of
  // several lines allocates their side table (a quarter of the main one, at least 1 MB).
  Result think(const Limits& limits, const Hooks& hooks = {}) {
    if (limits.multipv > 1 && !side_tt_) {
      side_tt_ = std::make_unique<TranspositionTable>(side_mb());
      searcher_->set_side_table(side_tt_.get());
    }
    return searcher_->think(game_, limits, hooks);
  }
  // The time budget think() would plan for the current position (time_manager.h).
  TimeBudget plan_time(const Limits& limits) const { return search::plan_time(limits, game_.side(), game_.game_ply()); }
  // The text of a raw move from Result/Info ("" for 0).
  static std::string move_string(uint32_t raw) { return raw ? G::move_text(G::from_raw(raw)) : std::string(); }

 protected:
  size_t side_mb() const { return tt_.size_mb() / 4; }

  TranspositionTable tt_;
  std::unique_ptr<TranspositionTable> side_tt_;  // MultiPV's side lines (Searcher::set_side_table)
  std::unique_ptr<Searcher<G>> searcher_;
  G game_;
};

}  // namespace regalia::search
