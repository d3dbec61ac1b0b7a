#pragma once
// Turns limits into two budgets: `soft` (do not start another iteration after it) and `hard`
// (stop the search at once). The shape of YaneuraOu's time manager, simplified
// (docs/ai.md, "Time management").
#include "core/search/types.h"

namespace regalia::search {

struct TimeBudget {
  double soft_ms = 0;  // 0 = no time limit
  double hard_ms = 0;
  bool limited() const { return hard_ms > 0; }
};

// side: 0 or 1, the side to move. game_ply: plies played so far (for moves-to-go estimates).
TimeBudget plan_time(const Limits& limits, int side, int game_ply);

}  // namespace regalia::search
