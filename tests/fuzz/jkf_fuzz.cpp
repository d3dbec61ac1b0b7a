// JKF reader (core/showgit/records/jkf.h): any bytes give a record or a named error; a record that
// reads writes back as JKF, and that text reads to the same record: start, headers, comments,
// times, the whole move tree and every line's ending and winner.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/showgit/records/jkf.h"
#include "tests/fuzz/fuzz_check.h"

using namespace regalia::showgit;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  Record rec;
  if (regalia::Error e = read_jkf(bytes, rec)) {
    FUZZ_CHECK(!e.code.empty(), "error without a code");
    FUZZ_CHECK(rec.moves.empty() && rec.headers.empty(), "a refused record was half loaded");
    return 0;
  }
  std::string text;
  regalia::Error w = write_jkf(rec, text);
  FUZZ_CHECK(!w, "a record read from JKF does not write (%s: %s)", w.code.c_str(), w.message.c_str());
  Record again;
  regalia::Error e = read_jkf(text, again);
  FUZZ_CHECK(!e, "written JKF does not read back (%s: %s):\n%s", e.code.c_str(), e.message.c_str(), text.c_str());
  FUZZ_CHECK(again.start_sfen == rec.start_sfen, "start %s -> %s", rec.start_sfen.c_str(), again.start_sfen.c_str());
  FUZZ_CHECK(again.headers == rec.headers, "the headers changed:\n%s", text.c_str());
  FUZZ_CHECK(again.comment == rec.comment, "the opening comment changed:\n%s", text.c_str());
  FUZZ_CHECK(again.moves == rec.moves, "the move tree changed:\n%s", text.c_str());
  FUZZ_CHECK(again.ending == rec.ending && again.winner == rec.winner, "ending %s/%d -> %s/%d:\n%s", rec.ending.c_str(),
             rec.winner, again.ending.c_str(), again.winner, text.c_str());
  return 0;
}
