// SCFEN parser: any bytes either fail with a named error (position unchanged) or load a position
// that round-trips through scfen(), has a consistent key, and whose fast legal-move list equals
// the slow reference path's.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/sovereign/rules/notation.h"
#include "core/sovereign/rules/position.h"
#include "tests/support/sovereign_reference.h"
#include "tests/fuzz/fuzz_check.h"

using namespace regalia::sovereign;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  Position pos;
  const std::string before = pos.scfen();
  if (regalia::Error e = pos.set_scfen(text)) {
    FUZZ_CHECK(!e.code.empty() && !e.message.empty(), "error without code or message");
    FUZZ_CHECK(pos.scfen() == before, "a failed set_scfen changed the position to %s", pos.scfen().c_str());
    return 0;
  }
  const std::string scfen = pos.scfen();
  FUZZ_CHECK(pos.key() == pos.compute_key(), "key mismatch after set_scfen(%s)", scfen.c_str());
  Position again;
  regalia::Error e = again.set_scfen(scfen);
  FUZZ_CHECK(!e, "scfen() output does not parse: %s (%s)", scfen.c_str(), e.message.c_str());
  FUZZ_CHECK(again.scfen() == scfen, "round trip %s -> %s", scfen.c_str(), again.scfen().c_str());
  FUZZ_CHECK(again.key() == pos.key(), "key differs after round trip of %s", scfen.c_str());
  MoveList list;
  pos.generate_legal(list);
  std::vector<std::string> fast;
  for (Move m : list) fast.push_back(move_to_string(m));
  std::sort(fast.begin(), fast.end());
  const std::vector<std::string> ref = reference::legal_moves(pos);
  FUZZ_CHECK(fast == ref, "fast generator (%zu moves) != reference (%zu moves) at %s", fast.size(), ref.size(),
             scfen.c_str());
  for (Move m : list) {
    pos.do_move(m);
    FUZZ_CHECK(pos.key() == pos.compute_key(), "key after %s at %s", move_to_string(m).c_str(), scfen.c_str());
    pos.undo_move();
  }
  FUZZ_CHECK(pos.scfen() == scfen, "do/undo changed %s", scfen.c_str());
  return 0;
}
