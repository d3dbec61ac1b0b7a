#pragma once
// Small helpers shared by the game bindings: plain JS objects out of core values.
#include <emscripten/val.h>

#include <string_view>

#include "core/common/error.h"

namespace regalia::wasm {

inline emscripten::val str(std::string_view s) { return emscripten::val(std::string(s)); }

// null on success, { code, message } on failure: the JS layer throws a RegaliaError from it.
inline emscripten::val error_value(const Error& e) {
  if (!e) return emscripten::val::null();
  emscripten::val out = emscripten::val::object();
  out.set("code", e.code);
  out.set("message", e.message);
  return out;
}

// { error, move }: the outcome of play() (move is null when error is set).
inline emscripten::val play_result(const Error& e, emscripten::val move) {
  emscripten::val out = emscripten::val::object();
  out.set("error", error_value(e));
  out.set("move", e ? emscripten::val::null() : move);
  return out;
}

inline emscripten::val status_value(int winner, std::string_view reason, bool draw) {
  emscripten::val out = emscripten::val::object();
  const bool over = !reason.empty();
  out.set("over", over);
  out.set("result", !over ? "*" : draw ? "1/2-1/2" : winner == 1 ? "1-0" : "0-1");
  out.set("winner", over && !draw ? winner : 0);
  out.set("reason", over ? str(reason) : emscripten::val::null());
  return out;
}

}  // namespace regalia::wasm
