// Sovereign move-string parser on a few positions (first byte picks one): a move that parses is
// legal, prints back to the same text, and do/undo restores the position.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/sovereign/rules/notation.h"
#include "core/sovereign/rules/position.h"
#include "tests/fuzz/fuzz_check.h"

using namespace regalia::sovereign;

namespace {
// The start position and positions reached by fixed openings (defections and castling nearby).
const char* const kLines[][8] = {
    {nullptr},
    {"e2e4", "e15e13", "f1e3", "f16g14", nullptr},
    {"h2h4", "i15i13", "h4h5", "i13i12", "h5h6", "i12i11", "h6h7", nullptr},
    {"f1g3", "f16e14", "g3h5", "e14d12", "h5i7", "d12c10", nullptr},
};
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  Position pos;
  const int which = data[0] % (sizeof(kLines) / sizeof(kLines[0]));
  for (int i = 0; kLines[which][i]; ++i) {
    Move m;
    if (parse_move(pos, kLines[which][i], m)) break;  // an opening that no longer fits: stop there
    pos.do_move(m);
  }
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const std::string scfen = pos.scfen();
  const uint64_t key = pos.key();
  size_t at = 0;
  Square sq;
  if (parse_square(text, at, sq)) FUZZ_CHECK(at <= text.size(), "parse_square read past the end");
  Move m;
  if (regalia::Error e = parse_move(pos, text, m)) {
    FUZZ_CHECK(e.code == "bad-move-syntax" || e.code == "illegal-move", "unexpected error code %s", e.code.c_str());
    FUZZ_CHECK(pos.scfen() == scfen, "a failed parse changed the position");
    return 0;
  }
  FUZZ_CHECK(pos.is_legal(m), "parsed move %s is not legal at %s", move_to_string(m).c_str(), scfen.c_str());
  FUZZ_CHECK(move_to_string(m) == text, "'%.*s' parsed as %s", int(text.size()), text.data(), move_to_string(m).c_str());
  pos.do_move(m);
  FUZZ_CHECK(pos.key() == pos.compute_key(), "key after %s", move_to_string(m).c_str());
  pos.undo_move();
  FUZZ_CHECK(pos.key() == key && pos.scfen() == scfen, "do/undo of %s changed the position", move_to_string(m).c_str());
  return 0;
}
