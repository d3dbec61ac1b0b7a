#pragma once
// The one command loop of the two engine commands (`regalia usi`, `regalia engine sovereign`;
// docs/ai.md "Engine protocols"). The loop owns what both speak alike: the `usi` answer and its
// common options, isready, setoption, usinewgame, position, go, referee, d, quit and the
// commands that need no answer. A game supplies only what differs, as a class meeting
// EngineProtocol below (engine_showgit.cpp, engine_sovereign.cpp).
#include <atomic>
#include <concepts>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <utility>

#include "bindings/cli/engine_protocol.h"
#include "core/common/version.h"

namespace regalia::cli {

// The settings every engine has (USI_Hash, Threads, Level, Seed, NetworkDelay, MultiPV). The
// hash is resized at the next isready/usinewgame, not in setoption (USI: a GUI sends isready
// after its options); Threads takes effect at once.
struct EngineSettings {
  size_t hash_mb = 64;
  int threads = 1;
  int level = 10;
  int multipv = 1;
  uint64_t seed = 1;
  double overhead_ms = kDefaultNetworkDelayMs;
  bool hash_dirty = false;

  // False when `name` is not one of them.
  bool set(const std::string& name, const std::string& value) {
    if (name == "USI_Hash" || name == "Hash") {
      const long mb = std::atol(value.c_str());
      if (mb >= 1 && mb <= 4096) hash_mb = size_t(mb), hash_dirty = true;
    } else if (name == "Threads") {
      const int n = std::atoi(value.c_str());
      if (n >= 1) threads = n;  // the engine clamps it to its maximum
    } else if (name == "Level") {
      const int l = std::atoi(value.c_str());
      if (l >= 1 && l <= 10) level = l;
    } else if (name == "Seed") {
      seed = std::strtoull(value.c_str(), nullptr, 10);
    } else if (name == "MultiPV") {
      const int n = std::atoi(value.c_str());
      if (n >= 1 && n <= search::kMaxLines) multipv = n;
    } else if (name == "NetworkDelay" || name == "Overhead") {
      overhead_ms = std::atof(value.c_str());
    } else {
      return false;
    }
    return true;
  }
  search::Limits base_limits() const {
    search::Limits base;
    base.level = level;
    base.seed = seed;
    base.overhead_ms = overhead_ms;
    base.multipv = multipv;
    return base;
  }
};

// What a game supplies to the loop.
template <class P>
concept EngineProtocol =
    std::constructible_from<P, size_t> &&  // from USI_Hash's default, building `engine`
    requires(P& p, const P& cp, typename P::Game& game, const std::string& text, std::istringstream& in,
             const PositionCommand& position, GoCommand& go, std::atomic<bool>& stop) {
      { P::kName } -> std::convertible_to<const char*>;  // "id name <kName> <version>"
      { P::kScoreScale } -> std::convertible_to<search::ScoreScale>;  // how `score` and `eval` are reported
      // After "position": "startpos" (start_text()) or one of these; the first one also names
      // the position text in errors and in `d` ("sfen", "scfen").
      std::span<const char* const>(P::kPositionKeywords);
      { P::start_text() } -> std::convertible_to<std::string>;
      p.engine.new_game();               // `engine`: the game's search facade (core/search/engine.h)
      { P::Engine::move_string(uint32_t{}) } -> std::same_as<std::string>;
      cp.print_options();                // its own "option name ..." lines, after the common ones
      p.set_option(text, text);          // ... and their values (name, value)
      p.on_position(position);           // a position the engine accepted
      // true: `go` answered without the search; it may take time off `go.limits` for the search
      { p.answer_before_search(go, stop) } -> std::same_as<bool>;
      { p.command(text, in) } -> std::same_as<bool>;                // its own commands; false: unknown
      // The referee: the rules-layer Game set from the position text, and the words after
      // "referee ok <n> ".
      { P::set_referee_start(game, text) } -> std::same_as<Error>;
      { P::referee_result(std::as_const(game)) } -> std::convertible_to<std::string>;
      { P::position_text(std::as_const(p.engine)) } -> std::convertible_to<std::string>;  // `d`
      { P::static_eval(std::as_const(p.engine)) } -> std::convertible_to<int>;             // `d`
    };

template <EngineProtocol Protocol>
class EngineLoop {
 public:
  // Reads commands until `quit` (or end of input); returns the exit code.
  int run() {
    std::string line;
    while (reader_.next(line)) {
      std::istringstream in(line);
      std::string cmd;
      in >> cmd;
      if (cmd == "quit") break;
      dispatch(cmd, in);
    }
    return 0;
  }

 private:
  using Engine = typename Protocol::Engine;

  // One info line per line searched; "multipv k" on each when MultiPV is above 1.
  static void print_info(const search::Info& info, void* ctx) {
    const bool multipv = static_cast<const EngineSettings*>(ctx)->multipv > 1;
    const int lines = multipv && info.line_count > 1 ? info.line_count : 1;
    for (int k = 0; k < lines; ++k) out(info_line(info, k, multipv, &Engine::move_string, Protocol::kScoreScale));
  }
  static std::string position_word() { return Protocol::kPositionKeywords[0]; }

  void dispatch(const std::string& cmd, std::istringstream& in) {
    if (cmd == "usi") {
      usi();
    } else if (cmd == "isready") {
      apply_hash();
      out("readyok");
    } else if (cmd == "setoption") {
      std::string name, value;
      parse_setoption(in, name, value);
      if (!settings_.set(name, value)) protocol_.set_option(name, value);
      else if (name == "Threads") protocol_.engine.set_threads(settings_.threads);
    } else if (cmd == "usinewgame") {
      apply_hash();
      protocol_.engine.new_game();
    } else if (cmd == "position") {
      position(in);
    } else if (cmd == "go") {
      go(in);
    } else if (cmd == "referee") {
      referee(in);
    } else if (cmd == "d") {
      out("info string " + position_word() + " " + Protocol::position_text(protocol_.engine));
      out("info string eval " +
          std::to_string(search::to_centipawns(Protocol::static_eval(protocol_.engine), Protocol::kScoreScale.pawn)));
    } else if (cmd == "stop" || cmd == "ponderhit" || cmd == "gameover" || cmd.empty()) {
      // nothing running / nothing to do
    } else if (!protocol_.command(cmd, in)) {
      out("info string unknown command " + cmd);
    }
  }

  void usi() {
    out(std::string("id name ") + Protocol::kName + " " + version());
    out("id author the regalia authors");
    out("option name USI_Hash type spin default 64 min 1 max 4096");
    out("option name USI_Ponder type check default false");
    out("option name Threads type spin default 1 min 1 max " + std::to_string(Engine::kMaxThreads));
    out("option name Level type spin default 10 min 1 max 10");
    out("option name Seed type spin default 1 min 0 max 1000000000");
    out("option name NetworkDelay type spin default " + std::to_string(kDefaultNetworkDelayMs) + " min 0 max 10000");
    out("option name MultiPV type spin default 1 min 1 max " + std::to_string(search::kMaxLines));
    protocol_.print_options();
    out("usiok");
  }

  void apply_hash() {
    if (settings_.hash_dirty) protocol_.engine.set_hash_mb(settings_.hash_mb), settings_.hash_dirty = false;
  }

  static bool read_position(std::istringstream& in, PositionCommand& cmd) {
    return parse_position(in, Protocol::start_text(), Protocol::kPositionKeywords, cmd);
  }

  // "position startpos|<keyword> <text...> [moves m1 m2 ...]"
  void position(std::istringstream& in) {
    PositionCommand cmd;
    if (!read_position(in, cmd)) {
      out("info string error: position needs startpos or " + position_word());
      return;
    }
    if (Error e = protocol_.engine.set_position(cmd.position, cmd.moves)) {
      out("info string error: " + e.code + ": " + e.message);
      return;
    }
    protocol_.on_position(cmd);
  }

  void go(std::istringstream& in) {
    GoCommand go = parse_go(in, settings_.base_limits());
    if (protocol_.answer_before_search(go, stop_)) return;
    search::Hooks hooks;
    hooks.stop = &stop_;
    hooks.on_info = print_info;
    hooks.info_ctx = &settings_;
    const search::Result r = protocol_.engine.think(go.limits, hooks);
    if (go.infinite && !go.mate) reader_.wait_stop();  // USI: bestmove only after stop
    print_result(r, go.mate, &Engine::move_string);
  }

  // Match-runner helper (not USI): "referee startpos|<keyword> <text> [moves ...]" replays the
  // moves through the rules layer and prints "referee ok <n> <the game's result words>" or
  // "referee illegal <index> <move> <error-code>" (index -1: the position itself).
  void referee(std::istringstream& in) {
    PositionCommand cmd;
    read_position(in, cmd);
    typename Protocol::Game game;
    if (Error e = Protocol::set_referee_start(game, cmd.position)) {
      out("referee illegal -1 position " + e.code);
      return;
    }
    if (!referee_play(game, cmd.moves)) return;
    out("referee ok " + std::to_string(cmd.moves.size()) + " " + Protocol::referee_result(game));
  }

  std::atomic<bool> stop_{false};
  EngineSettings settings_;
  Protocol protocol_{settings_.hash_mb};
  LineReader reader_{stop_};
};

// Runs the engine protocol of one game on stdin/stdout.
template <EngineProtocol Protocol>
int run_engine_protocol() {
  EngineLoop<Protocol> loop;
  return loop.run();
}

}  // namespace regalia::cli
