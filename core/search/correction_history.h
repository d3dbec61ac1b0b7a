#pragma once
// Correction history: what the searches below a node said its static evaluation got wrong,
// learnt per part of the position the game names (HasCorrectionKeys: SHOWGIT's pawns, castles
// and hands) and added to the static evaluation the pruning reads. A static evaluation that
// errs alike on positions that share a part is corrected for all of them.
#include <cstdint>

#include "core/search/game_concept.h"
#include "core/search/types.h"

namespace regalia::search {

template <SearchGame G>
class CorrectionHistory {
 public:
  static constexpr int kTables = [] {
    if constexpr (HasCorrectionKeys<G>) return G::kCorrectionKeys;
    else return 0;
  }();

  CorrectionHistory() { clear(); }
  void clear() {
    for (auto& table : t_)
      for (auto& side : table)
        for (auto& e : side) e = 0;
  }

  // The static evaluation `raw` of g, corrected (and kept out of the mate range).
  int corrected(const G& g, int raw) const {
    if constexpr (kTables == 0) return raw;
    else {
      int sum = 0;
      for (int i = 0; i < kTables; ++i) sum += t_[i][g.side() & 1][index(g, i)];
      int v = raw + sum / kUnit;
      if (v > kMateInMaxPly - 1) v = kMateInMaxPly - 1;
      if (v < -kMateInMaxPly + 1) v = -kMateInMaxPly + 1;
      return v;
    }
  }
  // MultiPV's side lines read the tables and do not teach them (iterative_deepening.h), so that
  // line 0 searches as it would alone.
  void freeze(bool frozen) { frozen_ = frozen; }

  // A search of `depth` below g found `best` where the corrected static evaluation said `eval`.
  void update(const G& g, int depth, int best, int eval) {
    if constexpr (kTables > 0) {
      if (frozen_) return;
      int bonus = (best - eval) * depth / 8;
      if (bonus > kLimit / 4) bonus = kLimit / 4;
      if (bonus < -kLimit / 4) bonus = -kLimit / 4;
      for (int i = 0; i < kTables; ++i) {
        int16_t& e = t_[i][g.side() & 1][index(g, i)];
        int v = e;
        v += bonus - v * (bonus < 0 ? -bonus : bonus) / kLimit;
        e = int16_t(v);
      }
    }
  }

 private:
  static constexpr int kSize = 1 << 14;
  static constexpr int kLimit = 1024;  // an entry's bound
  static constexpr int kUnit = 16;     // an entry of kLimit corrects by kLimit / kUnit
  static int index(const G& g, int i) {
    if constexpr (kTables == 0) return 0;
    else return int(g.correction_key(i) >> 50) & (kSize - 1);
  }
  int16_t t_[kTables > 0 ? kTables : 1][2][kTables > 0 ? kSize : 1];
  bool frozen_ = false;
};

}  // namespace regalia::search
