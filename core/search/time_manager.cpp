// Time allocation for movetime, sudden death + increment, and byoyomi.
#include "core/search/time_manager.h"

#include <algorithm>

namespace regalia::search {

TimeBudget plan_time(const Limits& lim, int side, int game_ply) {
  TimeBudget b;
  if (lim.infinite) return b;
  const double overhead = lim.overhead_ms;
  if (lim.movetime_ms > 0) {
    b.hard_ms = b.soft_ms = std::max(1.0, lim.movetime_ms - overhead);
    return b;
  }
  const Clock& c = lim.clock;
  if (!c.active()) return b;
  const double rem = std::max(0.0, c.time_ms[side & 1]);
  const double inc = c.inc_ms[side & 1];
  const double byo = c.byoyomi_ms;
  const int mtg = c.moves_to_go > 0 ? std::min(c.moves_to_go, 50)
                                    : std::max(20, (160 - std::min(game_ply, 80)) / 2);
  if (rem < 1.2 * byo || (rem <= 0 && byo > 0)) {
    // Main time (nearly) gone: spend the byoyomi, keep iterating until the deadline.
    b.hard_ms = b.soft_ms = std::max(1.0, rem + byo - overhead);
    return b;
  }
  if (byo > 0) {
    // Byoyomi with main time left. Once the main time is gone every move gets the whole period,
    // so a move of the main time that thinks less than a period gives that thinking away, and the
    // sooner the main time runs out, the more moves get a period: spend it over the next few
    // moves (the middlegame, where games are decided), on top of the period.
    const int spread = std::max(10, mtg / 3);
    const double share = rem / spread;
    const double maximum = std::max(1.0, std::min({rem * 0.3 + byo, (byo + share) * 3.0, rem + byo}) - overhead);
    b.hard_ms = maximum;
    b.soft_ms = std::min(maximum, std::max(1.0, byo - overhead + share * 0.6));
    return b;
  }
  // Every move still to come costs the overhead too (the answer's trip, the process waiting for a
  // core). What its increment does not pay for is kept back from the main time, so that sudden
  // death does not run the clock down to where the overhead alone makes the flag fall.
  const double unpaid = std::max(0.0, overhead - inc);
  const double usable = std::max(0.0, rem - unpaid * (mtg - 1));
  double optimum = usable / mtg + inc * 0.8;
  double maximum = std::min(usable * 0.3 + inc, optimum * 5.0);
  // Never lose on time: this move may use the main time, but not the increment, which comes only
  // after the move.
  maximum = std::min(maximum, rem - overhead);
  maximum = std::max(1.0, maximum - overhead);
  optimum = std::max(1.0, std::min(optimum - overhead, maximum));
  b.hard_ms = maximum;
  // An iteration costs about as much as all before it: do not start one past ~60 % of optimum.
  b.soft_ms = optimum * 0.6;
  return b;
}

}  // namespace regalia::search
