// USI move parser on a few SHOWGIT positions (first byte picks one): a move that parses is legal
// and prints back to the same text; parse_usi_syntax never accepts what it cannot print.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/position.h"
#include "core/showgit/rules/usi.h"
#include "tests/fuzz/fuzz_check.h"

using namespace regalia::showgit;

namespace {
const char* const kPositions[] = {
    "startpos",
    // Hands on both sides, promotions and drops available.
    "ln1g1g1nl/1ks2r3/1pppp1bpp/p4pp2/9/2P1P4/PPBP1PPPP/1KS1R4/LN1G1GSNL b S 27",
    // Pawn-drop mate available (P*1b would mate), and an enemy king in the corner.
    "8k/9/8K/9/9/9/9/9/9 b P 1",
    // Gote to move, pieces deep in the promotion zone.
    "4k4/9/9/9/9/9/2+B6/p1s3r2/4K4 w GNLP2p 60",
};
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  Position pos;
  const int which = data[0] % (sizeof(kPositions) / sizeof(kPositions[0]));
  FUZZ_CHECK(!pos.set_sfen(kPositions[which]), "fixture %d does not parse", which);
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const std::string sfen = pos.sfen();
  Move syntax;
  if (!parse_usi_syntax(text, syntax)) {
    Move again;
    FUZZ_CHECK(!parse_usi_syntax(to_usi(syntax), again) && again == syntax, "syntax round trip of %s",
               to_usi(syntax).c_str());
  }
  Move m;
  if (regalia::Error e = parse_usi_move(pos, text, m)) {
    FUZZ_CHECK(e.code == "bad-move-syntax" || e.code == "illegal-move", "unexpected error code %s", e.code.c_str());
    FUZZ_CHECK(pos.sfen() == sfen, "a failed parse changed the position");
    return 0;
  }
  FUZZ_CHECK(is_legal(pos, m), "parsed move %s is not legal at %s", to_usi(m).c_str(), sfen.c_str());
  FUZZ_CHECK(to_usi(m) == text, "'%.*s' parsed as %s", int(text.size()), text.data(), to_usi(m).c_str());
  const uint64_t key = pos.key();
  pos.do_move(m);
  FUZZ_CHECK(pos.key() == pos.compute_key(), "key after %s", to_usi(m).c_str());
  pos.undo_move(m);
  FUZZ_CHECK(pos.key() == key && pos.sfen() == sfen, "do/undo of %s changed the position", to_usi(m).c_str());
  return 0;
}
