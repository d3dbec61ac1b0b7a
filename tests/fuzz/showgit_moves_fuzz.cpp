// Random SHOWGIT move sequences: each input byte picks a legal move (byte % count), or takes one
// back when it is 0xFF. After every step: key == recomputed key, the SFEN reloads to the same
// key; at the end every undo restores the SFEN and key seen on the way down.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/position.h"
#include "core/showgit/rules/usi.h"
#include "tests/fuzz/fuzz_check.h"

using namespace regalia::showgit;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Position pos;
  struct Step {
    Move move;
    std::string sfen;
    uint64_t key;
  };
  std::vector<Step> stack;
  for (size_t i = 0; i < size && i < 400; ++i) {
    if (data[i] == 0xFF) {
      if (stack.empty()) continue;
      pos.undo_move(stack.back().move);
      FUZZ_CHECK(pos.sfen() == stack.back().sfen && pos.key() == stack.back().key, "undo of %s", to_usi(stack.back().move).c_str());
      stack.pop_back();
      continue;
    }
    MoveList list;
    generate_legal(pos, list);
    if (list.size() == 0) break;
    const Move m = list[data[i] % list.size()];
    stack.push_back({m, pos.sfen(), pos.key()});
    FUZZ_CHECK(pos.gives_check(m) == [&] { Position& p = pos; p.do_move(m); bool c = p.in_check(); p.undo_move(m); return c; }(),
               "gives_check(%s) wrong at %s", to_usi(m).c_str(), stack.back().sfen.c_str());
    pos.do_move(m);
    FUZZ_CHECK(pos.key() == pos.compute_key(), "key after %s at %s", to_usi(m).c_str(), stack.back().sfen.c_str());
    Position copy;
    const std::string sfen = pos.sfen();
    FUZZ_CHECK(!copy.set_sfen(sfen), "sfen() output %s does not parse", sfen.c_str());
    FUZZ_CHECK(copy.key() == pos.key() && copy.sfen() == sfen, "reloaded %s differs", sfen.c_str());
    FUZZ_CHECK(copy.in_check() == pos.in_check(), "in_check differs after reload of %s", sfen.c_str());
  }
  while (!stack.empty()) {
    pos.undo_move(stack.back().move);
    FUZZ_CHECK(pos.sfen() == stack.back().sfen && pos.key() == stack.back().key, "undo of %s to %s",
               to_usi(stack.back().move).c_str(), stack.back().sfen.c_str());
    stack.pop_back();
  }
  return 0;
}
