#pragma once
// Move ordering at one node: scores the node's move list in bands (hash move, winning captures by
// victim value, promotions, killers and the countermove, quiet moves by history, losing captures)
// and brings the moves forward best first. Quiet moves outside the killer band are scored lazily:
// most cuts come from the hash move, a capture or a killer, and their history lookups would then
// be wasted. The list and score buffers belong to the Searcher (one per ply); a MovePicker is a
// view on them for the duration of one node.
#include <algorithm>
#include <cstdint>

#include "core/search/game_concept.h"
#include "core/search/history.h"

namespace regalia::search {

template <SearchGame G>
class MovePicker {
 public:
  using Move = typename G::Move;

  // Score bands, best first. Killers are kKillers + 2 and + 1, the countermove kKillers.
  static constexpr int kHashMove = 1 << 30;
  static constexpr int kCapture = 1 << 28;
  static constexpr int kPromotion = 1 << 27;
  static constexpr int kKillers = 1 << 26;
  // Quiet moves other than killers and the countermove wait with this score (below them, above
  // losing captures) until the search reaches them.
  static constexpr int kQuietPending = 1 << 25;
  static constexpr int kLosingCapture = -(1 << 24);

  MovePicker(const G& g, const MoveHistory<G>& history, int ply, typename G::MoveList& list, int* scores)
      : g_(g), history_(history), ply_(ply), moves_(G::moves(list)), scores_(scores), n_(G::count(list)) {}

  int size() const { return n_; }
  Move move(int i) const { return moves_[i]; }
  int score(int i) const { return scores_[i]; }

  // Scores every move. Without quiet ordering (quiescence outside check) only captures and
  // promotions are told apart, by victim value, and SEE is not asked.
  void score_all(uint32_t tt_move, bool quiet_ordering) {
    const uint32_t counter = history_.countermove(ply_);
    for (int i = 0; i < n_; ++i) {
      const Move m = moves_[i];
      const uint32_t raw = G::to_raw(m);
      int s;
      if (raw == tt_move) s = kHashMove;
      else if (int cv = g_.capture_value(m)) {
        s = kCapture + cv * 16 - g_.mover_value(m) / 16;
        if constexpr (HasStaticExchange<G>)
          if (quiet_ordering && !g_.see_ge(m, 0)) s = kLosingCapture + cv;
      }
      else if (g_.is_promotion(m)) s = kPromotion;
      else if (!quiet_ordering) s = 0;
      else if (raw == history_.killer(ply_, 0)) s = kKillers + 2;
      else if (raw == history_.killer(ply_, 1)) s = kKillers + 1;
      else if (raw == counter) s = kKillers;
      else s = kQuietPending;
      scores_[i] = s;
    }
  }

  // Looks up the history of the pending quiet moves among [from, n).
  void score_quiets(int from) {
    for (int j = from; j < n_; ++j)
      if (scores_[j] == kQuietPending) scores_[j] = history_.quiet_stat(g_, moves_[j], ply_);
  }

  // Selection: brings the best of [i, n) to i, scoring the pending quiets first when the best of
  // the rest is one of them.
  void pick(int i) {
    if (select(i) == kQuietPending) {
      score_quiets(i);
      select(i);
    }
  }

  // Scores the pending quiets of [from, n) and sorts them descending by score, ties in list
  // order. Short tails: insertion sort. Long ones (drops make 100+ moves common): one std::sort
  // of packed keys, score above, reversed index below, which gives the same order as the stable
  // insertion sort for fewer instructions.
  void sort_from(int from) {
    score_quiets(from);
    Move* mv = moves_;
    int* sc = scores_;
    const int n = n_;
    if (n - from <= 16) {
      for (int i = from + 1; i < n; ++i) {
        const Move m = mv[i];
        const int s = sc[i];
        int j = i - 1;
        while (j >= from && sc[j] < s) {
          mv[j + 1] = mv[j];
          sc[j + 1] = sc[j];
          --j;
        }
        mv[j + 1] = m;
        sc[j + 1] = s;
      }
      return;
    }
    uint64_t keys[G::kMaxMoves];
    Move tmp[G::kMaxMoves];
    const int len = n - from;
    for (int i = 0; i < len; ++i) {
      keys[i] = (uint64_t(uint32_t(sc[from + i]) ^ 0x80000000u) << 32) | uint32_t(G::kMaxMoves - i);
      tmp[i] = mv[from + i];
    }
    std::sort(keys, keys + len, [](uint64_t a, uint64_t b) { return a > b; });
    for (int i = 0; i < len; ++i) {
      const int k = G::kMaxMoves - int(uint32_t(keys[i]));
      mv[from + i] = tmp[k];
      sc[from + i] = int(uint32_t(keys[i] >> 32) ^ 0x80000000u);
    }
  }

 private:
  // Swaps the best-scored move of [i, n) (the first of equals) to i; returns its score.
  int select(int i) {
    int best = i, best_score = scores_[i];
    for (int j = i + 1; j < n_; ++j)
      if (scores_[j] > best_score) best_score = scores_[best = j];
    if (best != i) {
      const Move tm = moves_[i]; moves_[i] = moves_[best]; moves_[best] = tm;
      const int ts = scores_[i]; scores_[i] = scores_[best]; scores_[best] = ts;
    }
    return scores_[i];
  }

  const G& g_;
  const MoveHistory<G>& history_;
  const int ply_;
  Move* const moves_;
  int* const scores_;
  const int n_;
};

}  // namespace regalia::search
