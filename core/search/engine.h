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
#include "core/search/levels.h"
#include "core/search/search.h"
#if REGALIA_THREADS
#include "core/search/helper_threads.h"
#endif

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
  // Search threads: natively up to 64 (REGALIA_THREADS, set by the build); 1 in a build without
  // threads (wasm).
#if REGALIA_THREADS
  static constexpr int kMaxThreads = 64;
#else
  static constexpr int kMaxThreads = 1;
#endif

  explicit Engine(size_t hash_mb = 16) : tt_(hash_mb), searcher_(std::make_unique<Searcher<G>>(tt_)) {}
  void set_hash_mb(size_t mb) {
#if REGALIA_THREADS
    helpers_.stop();  // the last search's helpers still write to the table
#endif
    tt_.resize(mb);
    if (side_tt_) side_tt_->resize(side_mb());
  }
  // Threads (1..kMaxThreads, clamped): n - 1 Lazy SMP helpers beside the search (helper_threads.h),
  // allocated here. They take part at full strength (level 10) only: a weaker level's caps and
  // seeded choice stay those of one thread. At 1 the search is exactly the one-thread search.
  void set_threads(int n) {
    n = n < 1 ? 1 : n > kMaxThreads ? kMaxThreads : n;
#if REGALIA_THREADS
    helpers_.resize(n - 1);
#endif
    threads_ = n;
  }
  int threads() const { return threads_; }
  // Clears the transposition tables and the move-ordering history (bit-identical reruns).
  void new_game() {
#if REGALIA_THREADS
    helpers_.clear();  // joins the last search's helpers first
#endif
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
  // Searches the current position; the position is unchanged afterwards. With helpers the move,
  // score, PV and reports are the main search's; the nodes count every thread.
  // The answer does not wait for the helpers to end: they stop within 1,024 nodes and are joined
  // at the next call that needs the table (think, set_hash_mb, new_game, set_threads).
  // The first search of several lines allocates their side table (a quarter of the main one, at
  // least 1 MB); the helpers search line 1 only.
  Result think(const Limits& limits, const Hooks& hooks = {}) {
#if REGALIA_THREADS
    helpers_.stop();  // the last search's, before the table's generation moves on
#endif
    if (limits.multipv > 1 && !side_tt_) {
      side_tt_ = std::make_unique<TranspositionTable>(side_mb());
      searcher_->set_side_table(side_tt_.get());
    }
    tt_.new_search();
#if REGALIA_THREADS
    const LevelSettings ls = level_settings(G::levels(), limits.level);
    if (helpers_.size() > 0 && !ls.margin && !ls.max_depth && !ls.max_nodes) {
      searcher_->join_team(0, helpers_.team_nodes());
      helpers_.start(game_, limits);
      Result r = searcher_->think(game_, limits, hooks);
      r.nodes = helpers_.signal_stop();  // every thread's nodes as last counted
      searcher_->join_team(0, nullptr);
      return r;
    }
#endif
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
  int threads_ = 1;
#if REGALIA_THREADS
  HelperThreads<G> helpers_{tt_};
#endif
};

}  // namespace regalia::search
