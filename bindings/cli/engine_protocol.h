#pragma once
// The pieces of the engine protocol (`regalia usi`, `regalia engine sovereign`) that need no
// game: a stdin reader thread that raises the stop flag at once, line output, info lines and the
// parsers of go/position/setoption. The command loop itself is engine_loop.h.
#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <span>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "core/common/error.h"
#include "core/search/score_scale.h"
#include "core/search/types.h"

namespace regalia::cli {

// Default of the NetworkDelay option: milliseconds kept back from every time budget for the
// answer to reach the GUI. A local GUI needs little (our bestmove comes 2-8 ms after the deadline
// on a loaded machine); 20 instead of 60 gives a 200 ms byoyomi 40 ms more search, which scored
// 53.8 % instead of 48.1 % over 160 games against Fairy-Stockfish (docs/ai.md, "Engine
// protocols"). Raise it for play over a network.
constexpr int kDefaultNetworkDelayMs = 20;

// Reads stdin on its own thread; `stop` is raised as soon as a stop/quit line arrives and
// cleared when a go line arrives (in input order, so a quick "go ... stop" is never lost).
class LineReader {
 public:
  explicit LineReader(std::atomic<bool>& stop) : stop_(stop), thread_([this] { run(); }) {}
  ~LineReader() { thread_.join(); }
  // Next line (EOF arrives as "quit").
  bool next(std::string& line);
  // Blocks until the stop flag is raised (for go infinite / go ponder).
  void wait_stop();

 private:
  void run();
  std::atomic<bool>& stop_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::string> lines_;
  std::thread thread_;
};

// Writes one line to stdout and flushes it.
void out(const std::string& s);

// "cp 120" or "mate 5" (negative when mated): a search score as the game reports it (its
// centipawns; mates in plies or in the mater's moves, core/search/score_scale.h).
std::string score_text(int score, search::ScoreScale scale);

// "info depth ... pv ..." of line `line` of `info` (0: the best, from the top-level fields), the
// pv moves written by `move_string`; `multipv` adds "multipv <line + 1>" after seldepth (USI's
// MultiPV, announced only when more than one line is asked for); the score reported on `scale`.
std::string info_line(const search::Info& info, int line, bool multipv, std::string (*move_string)(uint32_t),
                      search::ScoreScale scale);

// A `go` command: its limits (on top of `base`, which carries level, seed and overhead), and
// whether it asks for an infinite search (`infinite`, `ponder`, `mate infinite`) or a mate.
struct GoCommand {
  search::Limits limits;
  bool infinite = false;
  bool mate = false;
};
GoCommand parse_go(std::istringstream& in, const search::Limits& base);

// The rest of a `position` (or `referee`) line: "startpos [moves ...]" gives `start_text`;
// "<keyword> <fields...> [moves ...]" (keyword one of `keywords`, e.g. {"sfen"}) gives the fields.
// False when the line starts with neither.
struct PositionCommand {
  std::string position;
  std::vector<std::string> moves;
};
bool parse_position(std::istringstream& in, const std::string& start_text,
                    std::span<const char* const> keywords, PositionCommand& cmd);

// The match runners' `referee` command: plays `moves` on `game` (already at its start position);
// at the first move the rules refuse, prints "referee illegal <index> <move> <code>" and
// returns false.
template <class Game>
bool referee_play(Game& game, const std::vector<std::string>& moves) {
  for (size_t n = 0; n < moves.size(); ++n)
    if (Error e = game.play(moves[n])) {
      out("referee illegal " + std::to_string(n) + " " + moves[n] + " " + e.code);
      return false;
    }
  return true;
}

// `setoption name <name...> value <value...>` after the command word.
void parse_setoption(std::istringstream& in, std::string& name, std::string& value);

// Prints the answer to a finished go: `checkmate ...|nomate|timeout` for a mate search, else
// `bestmove resign` with no move, else `bestmove <move> [ponder <move>]`.
void print_result(const search::Result& r, bool mate, std::string (*move_string)(uint32_t));

}  // namespace regalia::cli
