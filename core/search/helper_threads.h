#pragma once
// Lazy SMP helpers for Engine<G> (engine.h), native builds only (REGALIA_THREADS): Threads = N
// runs N - 1 helper threads beside the caller's search. Each helper has its own copy of the
// position and its own Searcher (history, killers, buffers) and searches the same root with
// staggered depths (Searcher::helper_skips) into the shared transposition table, whose entries
// the main search then finds; it decides nothing and reports nothing. The main search ends as
// it would alone and the helpers are told to stop (each stops within 1,024 nodes); the answer
// does not wait for them: they are joined before anything else touches the table or them.
#include <atomic>
#include <cstdint>
#include <memory>
#include <thread>
#include <type_traits>
#include <vector>

#include "core/search/search.h"

namespace regalia::search {

template <SearchGame G>
class HelperThreads {
 public:
  static_assert(std::is_copy_assignable_v<G>, "each helper searches its own copy of the position");

  explicit HelperThreads(TranspositionTable& tt) : tt_(tt) {}
  HelperThreads(const HelperThreads&) = delete;
  HelperThreads& operator=(const HelperThreads&) = delete;
  ~HelperThreads() { stop(); }

  // n helpers, their searchers and positions allocated here (never during a search).
  void resize(int n) {
    stop();
    searchers_.clear();
    games_.clear();
    for (int k = 1; k <= n; ++k) {
      searchers_.push_back(std::make_unique<Searcher<G>>(tt_));
      searchers_.back()->join_team(k, &nodes_);
      games_.push_back(std::make_unique<G>());
    }
    threads_.reserve(size_t(n));
  }
  int size() const { return int(searchers_.size()); }
  std::atomic<uint64_t>* team_nodes() { return &nodes_; }
  // Forget the helpers' histories (a new game).
  void clear() {
    stop();
    for (auto& s : searchers_) s->clear();
  }

  // Starts every helper on a copy of `game`; returns at once. The table's new search must have
  // begun (TranspositionTable::new_search) and the caller's own search not yet.
  // They search without a limit of their own but the main search's node limit, which counts the
  // nodes of every thread (`team_nodes`, which the main search joins too).
  void start(const G& game, const Limits& main) {
    stop();  // the last search's helpers
    stop_.store(false, std::memory_order_relaxed);
    nodes_.store(0, std::memory_order_relaxed);
    Limits limits;
    limits.nodes = main.nodes;
    limits.seed = main.seed;
    for (size_t k = 0; k < searchers_.size(); ++k) {
      *games_[k] = game;
      threads_.emplace_back([this, k, limits] {
        Hooks hooks;
        hooks.stop = &stop_;
        searchers_[k]->think(*games_[k], limits, hooks);
      });
    }
  }
  // Tells the helpers to stop without waiting for them; returns the team's nodes so far (the
  // main search's all, once it has ended).
  uint64_t signal_stop() {
    stop_.store(true, std::memory_order_relaxed);
    return nodes_.load(std::memory_order_relaxed);
  }
  // Stops and joins the helpers (nothing to do when none runs).
  void stop() {
    signal_stop();
    for (std::thread& t : threads_) t.join();
    threads_.clear();
  }

 private:
  TranspositionTable& tt_;
  std::vector<std::unique_ptr<Searcher<G>>> searchers_;
  std::vector<std::unique_ptr<G>> games_;
  std::vector<std::thread> threads_;
  std::atomic<bool> stop_{false};
  std::atomic<uint64_t> nodes_{0};
};

}  // namespace regalia::search
