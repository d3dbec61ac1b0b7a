#pragma once
// What the search learns about quiet moves while it runs: two killers per ply, butterfly history
// [side][history_index], and, for games that name a move by (piece, target) — HasContinuationIndex —
// the countermove of the previous move and continuation history on the moves one and two plies
// back. Move ordering reads these (move_picker.h), reductions and pruning read the statistic, and
// a quiet move that cuts earns a bonus while the quiets tried before it get the same malus.
#include <cstdint>
#include <cstring>

#include "core/search/game_concept.h"
#include "core/search/types.h"

namespace regalia::search {

template <SearchGame G>
class MoveHistory {
 public:
  using Move = typename G::Move;
  static constexpr bool kContinuation = HasContinuationIndex<G>;

  MoveHistory() { clear(); }

  // Forget everything (a new game).
  void clear() {
    for (auto& side : history_)
      for (auto& h : side) h = 0;
    for (auto& k : killers_) k[0] = k[1] = 0;
    for (auto& t : cont_)
      for (auto& row : t)
        for (auto& h : row) h = 0;
    for (auto& c : countermoves_) c = 0;
    for (auto& c : played_) c = -1;
  }
  // A new search: killers belong to the old tree, history keeps half its weight.
  void new_search() {
    for (auto& k : killers_) k[0] = k[1] = 0;
    for (auto& side : history_)
      for (auto& h : side) h /= 2;
  }

  // A search whose learning must not outlive it (MultiPV's side lines, iterative_deepening.h):
  // checkpoint() saves the killers, the butterfly history and the countermoves, and keeps the
  // continuation history read-only (too large to copy at every depth); rollback() restores the
  // saved tables and lets the continuation history learn again. In between, the search learns
  // on the small tables as usual and reads the continuation history as it was.
  void checkpoint() {
    copy_table(saved_killers_, killers_);
    copy_table(saved_history_, history_);
    copy_table(saved_countermoves_, countermoves_);
    continuation_frozen_ = true;
  }
  void rollback() {
    copy_table(killers_, saved_killers_);
    copy_table(history_, saved_history_);
    copy_table(countermoves_, saved_countermoves_);
    continuation_frozen_ = false;
  }

  uint32_t killer(int ply, int k) const { return killers_[ply][k]; }
  bool is_killer(int ply, uint32_t raw) const { return raw == killers_[ply][0] || raw == killers_[ply][1]; }

  // The reply that last refuted the move played just before this node (0: none).
  uint32_t countermove(int ply) const {
    if constexpr (kContinuation) return played_[ply + 1] >= 0 ? countermoves_[played_[ply + 1]] : 0;
    return 0;
  }

  // The move about to be played at `ply` (continuation history of the plies below it).
  void set_played(const G& g, int ply, Move m) {
    if constexpr (kContinuation) played_[ply + 2] = g.cont_index(m);
  }
  // A null move at `ply`: no continuation through it.
  void set_played_null(int ply) { played_[ply + 2] = -1; }

  // Ordering statistic of a quiet move: butterfly history plus continuation history.
  int quiet_stat(const G& g, Move m, int ply) const {
    int v = history_[g.side() & 1][g.history_index(m)];
    if constexpr (kContinuation) {
      const int c = g.cont_index(m);
      if (played_[ply + 1] >= 0) v += cont_[0][played_[ply + 1]][c];
      if (played_[ply] >= 0) v += cont_[1][played_[ply]][c];
    }
    return v;
  }

  // Both continuation entries of m exist and say it failed after the previous two moves.
  bool continuation_fails(const G& g, Move m, int ply) const {
    if constexpr (kContinuation) {
      if (played_[ply + 1] < 0 || played_[ply] < 0) return false;
      const int c = g.cont_index(m);
      return cont_[0][played_[ply + 1]][c] < 0 && cont_[1][played_[ply]][c] < 0;
    }
    return false;
  }

  // A quiet move cut at `ply`: it becomes a killer and the countermove, its statistic rises by a
  // depth² bonus and those of the quiet moves tried before it (raw codes) fall by the same.
  void quiet_cutoff(const G& g, Move m, int ply, int depth, const uint32_t* tried, int ntried) {
    const uint32_t raw = G::to_raw(m);
    if (killers_[ply][0] != raw) killers_[ply][1] = killers_[ply][0], killers_[ply][0] = raw;
    const int bonus = depth * depth * 16 < 4000 ? depth * depth * 16 : 4000;
    add_quiet_stat(g, m, ply, bonus);
    for (int k = 0; k < ntried; ++k) add_quiet_stat(g, G::from_raw(tried[k]), ply, -bonus);
    if constexpr (kContinuation)
      if (played_[ply + 1] >= 0) countermoves_[played_[ply + 1]] = raw;
  }

 private:
  static constexpr int kContSize = [] {
    if constexpr (kContinuation) return G::kContSize;
    else return 1;
  }();

  // One table over another of the same type (arrays of integers).
  template <class Table>
  static void copy_table(Table& to, const Table& from) {
    std::memcpy(&to, &from, sizeof(Table));
  }
  // Moves the value towards bonus, the more slowly the larger it already is (bounded by 16384).
  static void gravity(int& h, int bonus) { h += bonus - h * (bonus < 0 ? -bonus : bonus) / 16384; }
  static void gravity16(int16_t& h, int bonus) {
    int v = h;
    gravity(v, bonus);
    h = int16_t(v);
  }
  void add_quiet_stat(const G& g, Move m, int ply, int bonus) {
    gravity(history_[g.side() & 1][g.history_index(m)], bonus);
    if constexpr (kContinuation) {
      if (continuation_frozen_) return;
      const int c = g.cont_index(m);
      if (played_[ply + 1] >= 0) gravity16(cont_[0][played_[ply + 1]][c], bonus);
      if (played_[ply] >= 0) gravity16(cont_[1][played_[ply]][c], bonus);
    }
  }

  uint32_t killers_[kMaxPly + 2][2];
  int history_[2][G::kHistorySize];
  // played_[ply + 2]: continuation index of the move played at ply (-1: none, or a null move).
  int played_[kMaxPly + 4];
  int16_t cont_[2][kContSize][kContSize];
  uint32_t countermoves_[kContSize];
  // What checkpoint() saved.
  uint32_t saved_killers_[kMaxPly + 2][2];
  int saved_history_[2][G::kHistorySize];
  uint32_t saved_countermoves_[kContSize];
  bool continuation_frozen_ = false;
};

}  // namespace regalia::search
