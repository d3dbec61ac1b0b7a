#pragma once
// Translation for the AI: JS think options -> search::Limits, search::Result/Info -> plain
// objects. The JS layer has already checked every option's type and range.
#include <emscripten/val.h>

#include <memory>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/search/score_scale.h"
#include "core/search/types.h"
#include "bindings/wasm/values.h"

namespace regalia::wasm {

inline double number_or(const emscripten::val& options, const char* key, double fallback) {
  const emscripten::val v = options[key];
  return v.isNumber() ? v.as<double>() : fallback;
}

// { depth, movetimeMs, nodes, level, seed, lines, infinite, clock: { time: [t1, t2], increment: [i1, i2], byoyomi } }
inline search::Limits limits_from(const emscripten::val& options) {
  search::Limits limits;
  limits.multipv = int(number_or(options, "lines", 1));
  limits.depth = int(number_or(options, "depth", 0));
  limits.movetime_ms = number_or(options, "movetimeMs", 0);
  limits.nodes = uint64_t(number_or(options, "nodes", 0));
  limits.level = int(number_or(options, "level", 10));
  limits.seed = uint64_t(number_or(options, "seed", 1));
  limits.infinite = options["infinite"].isTrue();  // JS accepts it only with shouldStop
  const emscripten::val clock = options["clock"];
  if (clock.isUndefined() || clock.isNull()) return limits;
  for (int side = 0; side < 2; ++side) {
    const emscripten::val time = clock["time"], inc = clock["increment"];
    if (!time.isUndefined()) limits.clock.time_ms[side] = time[side].as<double>();
    if (!inc.isUndefined()) limits.clock.inc_ms[side] = inc[side].as<double>();
  }
  limits.clock.byoyomi_ms = number_or(clock, "byoyomi", 0);
  return limits;
}

// Score as { cp } or { mate }, reported on the game's scale (core/search/score_scale.h: its
// centipawns; mate-in-N negative when the side to move is mated), the numbers the CLI prints.
inline emscripten::val score_value(int score, search::ScoreScale scale) {
  emscripten::val out = emscripten::val::object();
  const search::ReportedScore reported = search::report_score(score, scale);
  out.set(reported.mate ? "mate" : "cp", reported.value);
  return out;
}

template <class MoveString>
emscripten::val pv_value(const uint32_t* pv, int length, MoveString move_string) {
  emscripten::val out = emscripten::val::array();
  for (int i = 0; i < length; ++i) out.call<void>("push", move_string(pv[i]));
  return out;
}

// { score, lowerbound, pv, depth, seldepth } of one line.
template <class MoveString>
emscripten::val line_value(const search::Line& line, MoveString move_string, search::ScoreScale scale) {
  emscripten::val out = emscripten::val::object();
  out.set("score", score_value(line.score, scale));
  out.set("lowerbound", line.lowerbound);
  out.set("pv", pv_value(line.pv, line.pv_length, move_string));
  out.set("depth", line.depth);
  out.set("seldepth", line.seldepth);
  return out;
}

// The lines best first; the first is the top-level fields (search::Info, search::Result).
template <class MoveString>
emscripten::val lines_value(const search::Line* lines, int count, MoveString move_string, search::ScoreScale scale) {
  emscripten::val out = emscripten::val::array();
  for (int k = 0; k < count; ++k) out.call<void>("push", line_value(lines[k], move_string, scale));
  return out;
}

template <class MoveString>
emscripten::val info_value(const search::Info& info, MoveString move_string, search::ScoreScale scale) {
  emscripten::val out = emscripten::val::object();
  out.set("depth", info.depth);
  out.set("seldepth", info.seldepth);
  out.set("score", score_value(info.score, scale));
  out.set("lowerbound", info.lowerbound);  // a depth a limit cut short: the score is at least this
  out.set("nodes", double(info.nodes));
  out.set("nps", double(info.nps));
  out.set("timeMs", info.time_ms);
  out.set("pv", pv_value(info.pv, info.pv_length, move_string));
  out.set("lines", lines_value(info.lines, info.line_count, move_string, scale));
  return out;
}

template <class MoveString>
emscripten::val result_value(const search::Result& r, MoveString move_string, search::ScoreScale scale) {
  emscripten::val out = emscripten::val::object();
  out.set("move", r.best_move ? emscripten::val(move_string(r.best_move)) : emscripten::val::null());
  out.set("score", score_value(r.score, scale));
  out.set("lowerbound", r.line_count > 0 && r.lines[0].lowerbound);
  out.set("depth", r.depth);
  out.set("seldepth", r.seldepth);
  out.set("nodes", double(r.nodes));
  out.set("timeMs", r.time_ms);
  out.set("pv", pv_value(r.pv, r.pv_length, move_string));
  out.set("lines", lines_value(r.lines, r.line_count, move_string, scale));
  return out;
}

// Hooks that forward each finished iteration to a JS callback (when one is given).
template <class Engine>
struct InfoForwarder {
  emscripten::val callback;
  search::ScoreScale scale;
  static void forward(const search::Info& info, void* ctx) {
    auto* self = static_cast<InfoForwarder*>(ctx);
    self->callback(info_value(info, &Engine::move_string, self->scale));
  }
  search::Hooks hooks() {
    search::Hooks h;
    if (callback.typeOf().as<std::string>() == "function") {
      h.on_info = &InfoForwarder::forward;
      h.info_ctx = this;
    }
    return h;
  }
};

// Hooks::poll over the think option shouldStop (a JS function, wrapped by the JS layer so that it
// returns a boolean and never throws): true stops the search as a limit would.
struct StopPoller {
  emscripten::val callback;
  static bool poll(void* ctx) { return static_cast<StopPoller*>(ctx)->callback().as<bool>(); }
  search::Hooks added_to(search::Hooks h) {
    if (callback.typeOf().as<std::string>() == "function") {
      h.poll = &StopPoller::poll;
      h.poll_ctx = this;
    }
    return h;
  }
};

// The engine of a game, created at its first think() (it holds the hash table), set to the
// game's start position and moves.
template <class Engine>
Error prepare_engine(std::unique_ptr<Engine>& engine, const std::string& start, const std::vector<std::string>& moves) {
  if (!engine) engine = std::make_unique<Engine>(16);
  return engine->set_position(start, moves);
}

// Searches and answers { error, move: { move, score, depth, seldepth, nodes, timeMs, pv } }, the
// scores on the game's `scale`. `spent_ms`: time this move already took (Sovereign's pie
// decision), kept back from the search's time budget.
template <class Engine>
emscripten::val run_think(Engine& engine, const emscripten::val& options, const emscripten::val& on_info,
                          search::ScoreScale scale, double spent_ms = 0) {
  InfoForwarder<Engine> forwarder{on_info, scale};
  StopPoller poller{options["shouldStop"]};
  search::Limits limits = limits_from(options);
  limits.overhead_ms += spent_ms;
  const search::Result r = engine.think(limits, poller.added_to(forwarder.hooks()));
  return play_result(Error(), result_value(r, &Engine::move_string, scale));
}

}  // namespace regalia::wasm
