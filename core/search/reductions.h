#pragma once
// Late-move reductions: how many plies shallower the search looks at a quiet move, growing with
// the depth left and with the move's place in the ordering (log x log, precomputed once). The
// futility pruning of quiet moves is decided on the depth such a move would keep.
#include <cmath>

#include "core/search/parameters.h"

namespace regalia::search {

class LateMoveReductions {
 public:
  LateMoveReductions() {
    for (int d = 0; d < 64; ++d)
      for (int m = 0; m < 64; ++m)
        table_[d][m] = (d && m) ? int(0.6 + std::log(double(d)) * std::log(double(m)) / (param::kLmrDivisor100 / 100.0)) : 0;
  }
  // Base reduction at `depth` for the move after `searched` others (both capped at 63).
  int operator()(int depth, int searched) const { return table_[depth < 63 ? depth : 63][searched < 63 ? searched : 63]; }

 private:
  int table_[64][64];
};

}  // namespace regalia::search
