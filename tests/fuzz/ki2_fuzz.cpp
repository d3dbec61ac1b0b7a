// KI2 reader (UTF-8 and Shift_JIS, auto-detected): any bytes give a record or a named error; a
// record that reads writes back as KI2, and that text reads to the same record: start, move tree
// (every variation's moves and ending), comments, and the main line's ending and winner.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/showgit/records/ki2.h"
#include "tests/fuzz/fuzz_check.h"
#include "tests/fuzz/record_difference.h"

using namespace regalia::showgit;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  Record rec;
  if (regalia::Error e = read_ki2(bytes, rec)) {
    FUZZ_CHECK(!e.code.empty(), "error without a code");
    FUZZ_CHECK(e.message.rfind("line ", 0) == 0 || e.code == "record-empty", "error without its line: %s", e.message.c_str());
    return 0;
  }
  std::string text;
  if (write_ki2(rec, text)) return 0;  // not every record read is writable (e.g. unknown start)
  Record again;
  regalia::Error e = read_ki2(text, again, KifEncoding::kUtf8);
  FUZZ_CHECK(!e, "written KI2 does not read back (%s: %s):\n%s", e.code.c_str(), e.message.c_str(), text.c_str());
  FUZZ_CHECK(again.start_sfen == rec.start_sfen, "start %s -> %s", rec.start_sfen.c_str(), again.start_sfen.c_str());
  FUZZ_CHECK(again.comment == rec.comment, "the comment before the first move changed:\n%s", text.c_str());
  const std::string d = record_difference(rec.moves, again.moves, "main", true);
  FUZZ_CHECK(d.empty(), "the move tree changed (%s):\n%s", d.c_str(), text.c_str());
  FUZZ_CHECK(again.ending == rec.ending, "ending %s -> %s", rec.ending.c_str(), again.ending.c_str());
  FUZZ_CHECK(again.winner == rec.winner, "winner %d -> %d:\n%s", rec.winner, again.winner, text.c_str());
  return 0;
}
