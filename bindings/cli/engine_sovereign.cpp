// `regalia engine sovereign`: a Sovereign Chess engine with the USI protocol's shape (see
// docs/ai.md): `position startpos|scfen <SCFEN> [moves ...]`, `go ...`, `bestmove <move>|swap|
// resign`, plus `pie` (the pie-rule decision). Same reader-thread design as usi.cpp.
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "bindings/cli/commands.h"
#include "bindings/cli/engine_protocol.h"
#include "core/common/version.h"
#include "core/sovereign/rules/game.h"
#include "core/sovereign/ai/pie_rule.h"
#include "core/sovereign/ai/search_adapter.h"

namespace regalia::cli {

namespace {

void print_info(const search::Info& info, void*) { out(info_line(info, &sovereign::Engine::move_string)); }

struct SovState {
  size_t hash_mb = 64;
  int level = 10;
  uint64_t seed = 1;
  double overhead_ms = kDefaultNetworkDelayMs;
  bool hash_dirty = false;
  PositionCommand game;  // the last `position`: the pie choice needs the game, not only the board
  int swap_threshold = 0;
};

void set_option(sovereign::Engine& engine, SovState& st, const std::string& name, const std::string& value) {
  if (name == "USI_Hash" || name == "Hash") {
    const long mb = std::atol(value.c_str());
    if (mb >= 1 && mb <= 4096) st.hash_mb = size_t(mb), st.hash_dirty = true;
  } else if (name == "Level") {
    const int l = std::atoi(value.c_str());
    if (l >= 1 && l <= 10) st.level = l;
  } else if (name == "Seed") {
    st.seed = std::strtoull(value.c_str(), nullptr, 10);
  } else if (name == "MaterialOnly") {
    engine.set_material_only(value == "true");
  } else if (name == "SwapThreshold") {
    st.swap_threshold = std::atoi(value.c_str());
  } else if (name == "NetworkDelay" || name == "Overhead") {
    st.overhead_ms = std::atof(value.c_str());
  }
  (void)engine;
}

// "position startpos|scfen <SCFEN> [moves m1 m2 ...]" (every token up to `moves` is the SCFEN;
// "sfen" is accepted for "scfen"; a `swap` among the moves is skipped by the engine).
void handle_position(sovereign::Engine& engine, std::istringstream& in, SovState& st) {
  PositionCommand cmd;
  if (!parse_position(in, sovereign::kStartScfen, {"scfen", "sfen"}, cmd)) {
    out("info string error: position needs startpos or scfen");
    return;
  }
  st.game = cmd;
  if (Error e = engine.set_position(cmd.position, cmd.moves)) out("info string error: " + e.code + ": " + e.message);
}

// Match-runner helper (not USI): "referee startpos|scfen <SCFEN> [moves ...]" replays the moves
// (and `swap`) through the rules layer: "referee ok <n> status <reason|none> winner <0|1|2>"
// (winner: 1 = P1/White side, 2 = P2, 0 = none) or "referee illegal <index> <move> <code>".
void handle_referee(std::istringstream& in) {
  PositionCommand cmd;
  parse_position(in, sovereign::kStartScfen, {"scfen", "sfen"}, cmd);
  sovereign::Game game;
  if (Error e = game.set_scfen(cmd.position)) {
    out("referee illegal -1 position " + e.code);
    return;
  }
  if (!referee_play(game, cmd.moves)) return;
  const size_t n = cmd.moves.size();
  const sovereign::Status st = game.status();
  out("referee ok " + std::to_string(n) + " status " + (st.over ? st.reason : std::string("none")) + " winner " +
      std::to_string(st.winner == sovereign::kNobody ? 0 : int(st.winner) + 1));
}

void handle_go(sovereign::Engine& engine, SovState& st, std::istringstream& in, std::atomic<bool>& stop,
               LineReader& reader) {
  search::Limits base;
  base.level = st.level;
  base.seed = st.seed;
  base.overhead_ms = st.overhead_ms;
  const GoCommand go = parse_go(in, base);
  const search::Limits& lim = go.limits;
  const bool infinite = go.infinite, mate_mode = go.mate;
  search::Hooks hooks;
  hooks.stop = &stop;
  hooks.on_info = print_info;
  if (!infinite && !mate_mode) {
    const sovereign::PieChoice pie = sovereign::choose_pie(engine, st.game.position, st.game.moves, lim, st.swap_threshold);
    if (pie.offered) out("info string pie score " + std::to_string(pie.score) + (pie.swap ? " swap" : " keep"));
    if (pie.swap) {
      out("bestmove swap");
      return;
    }
  }
  const search::Result r = engine.think(lim, hooks);
  if (infinite && !mate_mode) reader.wait_stop();  // USI: bestmove only after stop
  print_result(r, mate_mode, &sovereign::Engine::move_string);
}

}  // namespace

int sovereign_engine() {
  std::atomic<bool> stop{false};
  SovState st;
  sovereign::Engine engine(st.hash_mb);
  LineReader reader(stop);
  std::string line;
  while (reader.next(line)) {
    std::istringstream in(line);
    std::string cmd;
    in >> cmd;
    if (cmd == "usi") {
      out(std::string("id name regalia-sovereign ") + version());
      out("id author the regalia authors");
      out("option name USI_Hash type spin default 64 min 1 max 4096");
      out("option name USI_Ponder type check default false");
      out("option name Level type spin default 10 min 1 max 10");
      out("option name Seed type spin default 1 min 0 max 1000000000");
      out("option name NetworkDelay type spin default " + std::to_string(kDefaultNetworkDelayMs) + " min 0 max 10000");
      out("option name SwapThreshold type spin default 0 min -10000 max 10000");
      out("option name MaterialOnly type check default false");
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
      handle_position(engine, in, st);
    } else if (cmd == "pie") {
      search::Limits lim;
      lim.movetime_ms = 1000;
      std::string tok;
      while (in >> tok)
        if (tok == "movetime" || tok == "depth" || tok == "nodes") {
          std::string v;
          in >> v;
          if (tok == "movetime") lim.movetime_ms = std::atof(v.c_str());
          else if (tok == "depth") lim.depth = std::atoi(v.c_str()), lim.movetime_ms = 0;
          else lim.nodes = std::strtoull(v.c_str(), nullptr, 10), lim.movetime_ms = 0;
        }
      const sovereign::PieChoice pie = sovereign::decide_pie(engine, lim, st.swap_threshold);
      out(std::string("pie ") + (pie.swap ? "swap" : "keep") + " score " + std::to_string(pie.score));
    } else if (cmd == "go") {
      handle_go(engine, st, in, stop, reader);
    } else if (cmd == "referee") {
      handle_referee(in);
    } else if (cmd == "quit") {
      break;
    } else if (cmd == "d") {
      out("info string scfen " + engine.position().scfen());
      out("info string eval " + std::to_string(sovereign::evaluate(engine.position())));
    } else if (cmd == "stop" || cmd == "ponderhit" || cmd == "gameover" || cmd.empty()) {
      // nothing running / nothing to do
    } else {
      out("info string unknown command " + cmd);
    }
  }
  return 0;
}

}  // namespace regalia::cli
