#pragma once
// How a game stands, in one shape for both games: the referee's answer, the CLI's `status`
// line and the JS API's status() all read it.
#include <string>

namespace regalia {

struct GameStatus {
  std::string reason;  // "" while the game goes on, else why it ended (each game's docs list them)
  int winner = 0;      // 0 none or draw, 1 the first seat, 2 the second seat
  bool over() const { return !reason.empty(); }
};

}  // namespace regalia
