// `regalia usi`: a USI SHOWGIT engine over stdin/stdout. A reader thread (CLI only; the core is
// single-threaded) queues input lines and raises the stop flag on `stop`/`quit` while the main
// thread searches.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "bindings/cli/commands.h"
#include "bindings/cli/engine_protocol.h"
#include "core/common/version.h"
#include "core/showgit/game.h"
#include "core/showgit/mate_search.h"
#include "core/showgit/usi.h"
#include "core/showgit/search_adapter.h"

namespace regalia::cli {

namespace {

constexpr size_t kMateTableMb = 32;  // the tsume solver's table, apart from USI_Hash

void print_info(const search::Info& info, void*) { out(info_line(info, &showgit::Engine::move_string)); }

struct UsiState {
  size_t hash_mb = 64;
  int level = 10;
  uint64_t seed = 1;
  double overhead_ms = kDefaultNetworkDelayMs;
  bool hash_dirty = false;
  bool impasse = false;  // declare the 27-point impasse win when valid ("bestmove win")
};

void set_option(showgit::Engine& engine, UsiState& st, const std::string& name, const std::string& value) {
  if (name == "USI_Hash" || name == "Hash") {
    const long mb = std::atol(value.c_str());
    if (mb >= 1 && mb <= 4096) st.hash_mb = size_t(mb), st.hash_dirty = true;
  } else if (name == "Level") {
    const int l = std::atoi(value.c_str());
    if (l >= 1 && l <= 10) st.level = l;
  } else if (name == "Seed") {
    st.seed = std::strtoull(value.c_str(), nullptr, 10);
  } else if (name == "Impasse" || name == "EnteringKingRule") {
    st.impasse = value == "true" || value == "CSARule27";
  } else if (name == "NetworkDelay" || name == "Overhead") {
    st.overhead_ms = std::atof(value.c_str());
  } else if (name == "RootMate") {
    engine.set_root_mate(value != "false");
  }
}

// "position startpos|sfen <4 fields> [moves m1 m2 ...]"
void handle_position(showgit::Engine& engine, std::istringstream& in) {
  PositionCommand cmd;
  if (!parse_position(in, showgit::START_SFEN, {"sfen"}, cmd)) {
    out("info string error: position needs startpos or sfen");
    return;
  }
  if (Error e = engine.set_position(cmd.position, cmd.moves)) out("info string error: " + e.code + ": " + e.message);
}

// `go mate <ms>|infinite`: the df-pn solver, answered per USI with `checkmate <moves>`,
// `checkmate nomate` (proven) or `checkmate timeout` (time, stop or the solver's limits).
void handle_go_mate(const showgit::Position& pos, showgit::MateSearch& solver, const GoCommand& go,
                    std::atomic<bool>& stop) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  const double budget_ms = go.infinite ? 0 : go.limits.movetime_ms;  // 0: until stop
  auto elapsed_ms = [&start] { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); };
  showgit::MateLimits limits;
  limits.shortest = true;
  limits.should_stop = [&] { return stop.load() || (budget_ms > 0 && elapsed_ms() >= budget_ms); };
  const showgit::MateResult r = solver.solve(pos, limits);
  const double ms = elapsed_ms();
  out("info nodes " + std::to_string(r.nodes) + " nps " + std::to_string(uint64_t(r.nodes * 1000.0 / std::max(ms, 1.0))) +
      " time " + std::to_string(int64_t(ms)));
  if (r.outcome == showgit::MateOutcome::Mate) {
    std::string s = "checkmate";
    for (showgit::Move m : r.pv) (s += ' ') += showgit::to_usi(m);
    out(s);
  } else {
    out(r.outcome == showgit::MateOutcome::NoMate ? "checkmate nomate" : "checkmate timeout");
  }
}

void handle_go(showgit::Engine& engine, showgit::MateSearch& solver, UsiState& st, std::istringstream& in,
               std::atomic<bool>& stop, LineReader& reader) {
  search::Limits base;
  base.level = st.level;
  base.seed = st.seed;
  base.overhead_ms = st.overhead_ms;
  const GoCommand go = parse_go(in, base);
  const search::Limits& lim = go.limits;
  if (go.mate) return handle_go_mate(engine.position(), solver, go, stop);
  if (st.impasse && showgit::can_declare_impasse(engine.position())) {
    out("bestmove win");
    return;
  }
  search::Hooks hooks;
  hooks.stop = &stop;
  hooks.on_info = print_info;
  const search::Result r = engine.think(lim, hooks);
  if (go.infinite) reader.wait_stop();  // USI: bestmove only after stop
  print_result(r, false, &showgit::Engine::move_string);
}

// Match-runner helper (not USI): "referee startpos|sfen <SFEN> [moves ...]" replays the moves
// through the rules layer and prints "referee ok <n> status <reason|none> winner <0|1|2> sfen <SFEN>"
// or "referee illegal <index> <move> <error-code>".
void handle_referee(std::istringstream& in) {
  PositionCommand cmd;
  parse_position(in, showgit::START_SFEN, {"sfen"}, cmd);
  showgit::Game game;
  if (Error e = game.set_sfen(cmd.position)) {
    out("referee illegal -1 position " + e.code);
    return;
  }
  if (!referee_play(game, cmd.moves)) return;
  const size_t n = cmd.moves.size();
  const showgit::Status st = game.status();
  out("referee ok " + std::to_string(n) + " status " + (st.over() ? st.reason : std::string("none")) +
      " winner " + std::to_string(st.winner) + " sfen " + game.position().sfen());
}

}  // namespace

int showgit_usi() {
  std::atomic<bool> stop{false};
  UsiState st;
  showgit::Engine engine(st.hash_mb);
  showgit::MateSearch solver(kMateTableMb);
  LineReader reader(stop);
  std::string line;
  while (reader.next(line)) {
    std::istringstream in(line);
    std::string cmd;
    in >> cmd;
    if (cmd == "usi") {
      out(std::string("id name regalia ") + version());
      out("id author the regalia authors");
      out("option name USI_Hash type spin default 64 min 1 max 4096");
      out("option name USI_Ponder type check default false");
      out("option name Level type spin default 10 min 1 max 10");
      out("option name Seed type spin default 1 min 0 max 1000000000");
      out("option name NetworkDelay type spin default " + std::to_string(kDefaultNetworkDelayMs) + " min 0 max 10000");
      out("option name Impasse type check default false");
      out("option name RootMate type check default true");
      out("usiok");
    } else if (cmd == "isready") {
      if (st.hash_dirty) engine.set_hash_mb(st.hash_mb), st.hash_dirty = false;
      out("readyok");
    } else if (cmd == "setoption") {
      std::string name, value;
      parse_setoption(in, name, value);
      set_option(engine, st, name, value);
    } else if (cmd == "usinewgame") {
      if (st.hash_dirty) engine.set_hash_mb(st.hash_mb), st.hash_dirty = false;
      engine.new_game();
    } else if (cmd == "position") {
      handle_position(engine, in);
    } else if (cmd == "go") {
      handle_go(engine, solver, st, in, stop, reader);
    } else if (cmd == "referee") {
      handle_referee(in);
    } else if (cmd == "quit") {
      break;
    } else if (cmd == "d") {
      out("info string sfen " + engine.position().sfen());
      out("info string eval " + std::to_string(showgit::evaluate(engine.position())));
    } else if (cmd == "stop" || cmd == "ponderhit" || cmd == "gameover" || cmd.empty()) {
      // nothing running / nothing to do
    } else {
      out("info string unknown command " + cmd);
    }
  }
  return 0;
}

}  // namespace regalia::cli
