// Random Sovereign move sequences: each input byte picks a legal move (byte % count), or takes
// one back when it is 0xFF; every 16th position is also checked against the reference
// generator. After every step: key == recomputed key, the SCFEN reloads to the same key; at the
// end every undo restores the SCFEN and key seen on the way down.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/sovereign/rules/notation.h"
#include "core/sovereign/rules/position.h"
#include "tests/support/sovereign_reference.h"
#include "tests/fuzz/fuzz_check.h"

using namespace regalia::sovereign;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Position pos;
  struct Step {
    std::string scfen;
    uint64_t key;
  };
  std::vector<Step> stack;
  for (size_t i = 0; i < size && i < 300; ++i) {
    if (data[i] == 0xFF) {
      if (stack.empty()) continue;
      pos.undo_move();
      FUZZ_CHECK(pos.scfen() == stack.back().scfen && pos.key() == stack.back().key, "undo to %s", stack.back().scfen.c_str());
      stack.pop_back();
      continue;
    }
    MoveList list;
    pos.generate_legal(list);
    if (list.size() == 0) break;
    if (i % 16 == 0) {
      std::vector<std::string> fast;
      for (Move m : list) fast.push_back(move_to_string(m));
      std::sort(fast.begin(), fast.end());
      FUZZ_CHECK(fast == reference::legal_moves(pos), "fast != reference at %s", pos.scfen().c_str());
    }
    const Move m = list[data[i] % list.size()];
    stack.push_back({pos.scfen(), pos.key()});
    pos.do_move(m);
    FUZZ_CHECK(pos.key() == pos.compute_key(), "key after %s at %s", move_to_string(m).c_str(), stack.back().scfen.c_str());
    Position copy;
    const std::string scfen = pos.scfen();
    FUZZ_CHECK(!copy.set_scfen(scfen), "scfen() output %s does not parse", scfen.c_str());
    FUZZ_CHECK(copy.key() == pos.key() && copy.scfen() == scfen, "reloaded %s differs", scfen.c_str());
  }
  while (!stack.empty()) {
    pos.undo_move();
    FUZZ_CHECK(pos.scfen() == stack.back().scfen && pos.key() == stack.back().key, "undo to %s", stack.back().scfen.c_str());
    stack.pop_back();
  }
  return 0;
}
