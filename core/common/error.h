#pragma once
// A named error returned by parsers and move readers. The core never throws:
// callers (CLI, wasm bindings) turn an Error into their own way of failing.
#include <string>
#include <utility>

namespace regalia {

struct Error {
  std::string code;     // stable machine name, kebab-case: "bad-rank-length", "illegal-move"
  std::string message;  // one sentence for people, naming the bad input

  Error() = default;
  Error(std::string c, std::string m) : code(std::move(c)), message(std::move(m)) {}
  // True when this holds an error (so `if (auto e = pos.set_sfen(s)) ...` reads naturally).
  explicit operator bool() const { return !code.empty(); }
};

}  // namespace regalia
