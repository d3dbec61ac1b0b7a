// SFEN parser: any bytes either fail with a named error (position unchanged) or load a position
// that round-trips through sfen(), has a consistent key and a sane legal-move list.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/position.h"
#include "core/showgit/rules/usi.h"
#include "tests/fuzz/fuzz_check.h"

using namespace regalia::showgit;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  Position pos;
  const std::string before = pos.sfen();
  if (regalia::Error e = pos.set_sfen(text)) {
    FUZZ_CHECK(!e.code.empty() && !e.message.empty(), "error without code or message");
    FUZZ_CHECK(pos.sfen() == before, "a failed set_sfen changed the position to %s", pos.sfen().c_str());
    return 0;
  }
  const std::string sfen = pos.sfen();
  FUZZ_CHECK(pos.key() == pos.compute_key(), "key mismatch after set_sfen(%s)", sfen.c_str());
  Position again;
  regalia::Error e = again.set_sfen(sfen);
  FUZZ_CHECK(!e, "sfen() output does not parse: %s (%s)", sfen.c_str(), e.message.c_str());
  FUZZ_CHECK(again.sfen() == sfen, "round trip %s -> %s", sfen.c_str(), again.sfen().c_str());
  FUZZ_CHECK(again.key() == pos.key(), "key differs after round trip of %s", sfen.c_str());
  MoveList list;
  generate_legal(pos, list);
  FUZZ_CHECK(count_legal(pos) == int(list.size()), "count_legal differs at %s", sfen.c_str());
  for (Move m : list) {
    FUZZ_CHECK(is_legal(pos, m), "generated move %s not is_legal at %s", to_usi(m).c_str(), sfen.c_str());
    Move parsed;
    FUZZ_CHECK(!parse_usi_move(pos, to_usi(m), parsed) && parsed == m, "usi round trip of %s at %s",
               to_usi(m).c_str(), sfen.c_str());
    pos.do_move(m);
    FUZZ_CHECK(pos.key() == pos.compute_key(), "key after %s at %s", to_usi(m).c_str(), sfen.c_str());
    pos.undo_move(m);
  }
  FUZZ_CHECK(pos.sfen() == sfen, "do/undo changed %s", sfen.c_str());
  return 0;
}
