// The AI's pie-rule decision (see pie_rule.h).
#include "core/sovereign/ai/pie_rule.h"

#include <algorithm>

#include "core/sovereign/rules/game.h"

namespace regalia::sovereign {

namespace {

// Whether the rules offer `swap` after `moves` from `start`: the game is replayed so that
// Game::can_swap stays the only statement of when the pie rule applies. It can hold only with a
// single move played, so a long game is not replayed at every `go`.
bool swap_offered(std::string_view start, const std::vector<std::string>& moves) {
  if (moves.size() != 1) return false;
  Game game;
  if (start != "startpos")
    if (game.set_scfen(start)) return false;
  for (const std::string& m : moves)
    if (game.play(m)) return false;
  return game.can_swap();
}

}  // namespace

PieChoice decide_pie(Engine& engine, const search::Limits& limits, int threshold, const search::Hooks& hooks) {
  const search::NowFn now = hooks.now ? hooks.now : search::default_now_ms;
  const double start = now();
  search::Limits lim = limits;
  lim.level = 10;  // a level's randomised choice is for moves; the pie choice is made at full strength
  lim.multipv = 1;  // the best score decides; other lines would only cost time
  search::Limits timed = limits;
  if (limits.level < 10) {
    // Below level 10 a count of nodes decides, so that a level makes the same choice on any
    // machine at any load. A level's fixed move time only makes sure it answers and is dropped;
    // a game clock still bounds the decision, which must not lose on time.
    timed.movetime_ms = lim.movetime_ms = 0;
    if (lim.nodes == 0) lim.nodes = kPieNodesBelowLevel10;
  }
  const search::TimeBudget move_budget = engine.plan_time(timed);
  if (move_budget.limited() && !limits.infinite) {
    // A fixed time for the decision: plan_time takes the overhead off it again.
    lim.clock = {};
    lim.movetime_ms = std::min(move_budget.soft_ms, move_budget.hard_ms / 2) + lim.overhead_ms;
  }
  PieChoice c;
  c.offered = true;
  c.score = engine.think(lim, hooks).score;
  c.swap = c.score < -threshold;
  c.time_ms = now() - start;
  return c;
}

PieChoice choose_pie(Engine& engine, std::string_view start, const std::vector<std::string>& moves,
                     const search::Limits& limits, int threshold, const search::Hooks& hooks) {
  if (!swap_offered(start, moves)) return {};
  return decide_pie(engine, limits, threshold, hooks);
}

}  // namespace regalia::sovereign
