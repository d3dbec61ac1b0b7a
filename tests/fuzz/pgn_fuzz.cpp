// Sovereign PGN reader: any bytes give a record or a named error; a record that reads writes
// back as PGN, and that text reads to the same tags, start, moves, comments, variations (at any
// depth, with their comments) and result.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/sovereign/records/pgn.h"
#include "tests/fuzz/fuzz_check.h"

using namespace regalia::sovereign;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  PgnRecord rec;
  if (regalia::Error e = read_pgn(text, rec)) {
    FUZZ_CHECK(!e.code.empty(), "error without a code");
    return 0;
  }
  std::string out;
  regalia::Error w = write_pgn(rec, out);
  FUZZ_CHECK(!w, "a record that reads does not write (%s: %s)", w.code.c_str(), w.message.c_str());
  PgnRecord again;
  regalia::Error e = read_pgn(out, again);
  FUZZ_CHECK(!e, "written PGN does not read back (%s: %s):\n%s", e.code.c_str(), e.message.c_str(), out.c_str());
  FUZZ_CHECK(again.start_scfen == rec.start_scfen, "start %s -> %s", rec.start_scfen.c_str(), again.start_scfen.c_str());
  FUZZ_CHECK(again.result == rec.result, "result %s -> %s", rec.result.c_str(), again.result.c_str());
  FUZZ_CHECK(again.comment == rec.comment, "comment '%s' -> '%s'", rec.comment.c_str(), again.comment.c_str());
  FUZZ_CHECK(again.moves.size() == rec.moves.size(), "%zu moves -> %zu", rec.moves.size(), again.moves.size());
  for (size_t i = 0; i < rec.moves.size(); ++i) {
    FUZZ_CHECK(again.moves[i].move == rec.moves[i].move, "move %zu: %s -> %s", i, rec.moves[i].move.c_str(),
               again.moves[i].move.c_str());
    FUZZ_CHECK(again.moves[i].comment == rec.moves[i].comment, "comment of move %zu: '%s' -> '%s'", i,
               rec.moves[i].comment.c_str(), again.moves[i].comment.c_str());
  }
  FUZZ_CHECK(again.moves == rec.moves, "the variations or their comments changed:\n%s", out.c_str());
  for (const auto& [name, value] : rec.tags)
    FUZZ_CHECK(again.tag(name) == value, "tag %s: '%s' -> '%s'", name.c_str(), value.c_str(), again.tag(name).c_str());
  return 0;
}
