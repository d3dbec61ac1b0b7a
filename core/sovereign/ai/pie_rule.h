#pragma once
// The AI's side of the pie rule, in one place for the CLI and the wasm bindings. The rules side
// (docs/sovereign.md "Game status"): `swap` is allowed once, right after the first move of a game
// started with P1 to move (Game::can_swap). The AI then searches from the second seat at full
// strength and swaps when White's side is the better one: its own best score is below -threshold.
#include <string>
#include <string_view>
#include <vector>

#include "core/search/types.h"
#include "core/sovereign/ai/search_adapter.h"

namespace regalia::sovereign {

struct PieChoice {
  bool offered = false;  // the rules allow `swap` now, and the search ran
  bool swap = false;     // take over White's side
  int score = 0;         // the second seat's search score (side to move's view) before the choice
  double time_ms = 0;    // what the decision took
};

// The decision alone, for the position the engine is set to (P2 to move after White's first
// move); `offered` is true. `threshold` > 0 asks White's side to be better by more than that.
// `hooks` reach the search (a caller's stop: the wasm binding's shouldStop). The move, when it
// does not swap, is searched on the same clock: a timed decision takes at most half the move's
// time budget (and no more than its soft part), and the caller adds `time_ms` to the move
// search's `Limits::overhead_ms`, so that both searches together keep the one budget. Node and
// depth limits apply to each search whole.
// Below level 10 the decision searches kPieNodesBelowLevel10 nodes (or `limits.nodes`), bounded
// in time only by a game clock: the same choice whatever the machine's speed.
inline constexpr uint64_t kPieNodesBelowLevel10 = 30000;
PieChoice decide_pie(Engine& engine, const search::Limits& limits, int threshold = 0, const search::Hooks& hooks = {});

// The AI's choice in a game: `start` (SCFEN or "startpos") and `moves` (spec 5.2 strings, `swap`
// included) are the game so far, and the engine must already be set to that position. When the
// rules offer the swap this is decide_pie; otherwise nothing is searched and `offered` is false.
PieChoice choose_pie(Engine& engine, std::string_view start, const std::vector<std::string>& moves,
                     const search::Limits& limits, int threshold = 0, const search::Hooks& hooks = {});

}  // namespace regalia::sovereign
