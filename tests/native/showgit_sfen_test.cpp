// SFEN round trips and every SFEN error code.
#include <catch2/catch.hpp>

#include <string>

#include "core/showgit/rules/position.h"

using namespace regalia::showgit;

TEST_CASE("SFEN round trips", "[showgit][sfen]") {
  const char* sfens[] = {
      kStartSfen,
      "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
      "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
      "4k4/9/9/9/9/9/9/9/9 b 2P10p 1",  // no first-player king: accepted
  };
  for (const char* s : sfens) {
    Position pos;
    INFO(s);
    REQUIRE_FALSE(pos.set_sfen(s));
    REQUIRE(pos.sfen() == s);
    REQUIRE(pos.key() == pos.compute_key());
  }
  Position pos;
  REQUIRE_FALSE(pos.set_sfen("4k4/9/9/9/9/9/9/9/4K4 b pP2gSb 7"));
  REQUIRE(pos.sfen() == "4k4/9/9/9/9/9/9/9/4K4 b SPb2gp 7");
  REQUIRE_FALSE(pos.set_sfen("4k4/9/9/9/9/9/9/9/4K4 w -"));
  REQUIRE(pos.sfen() == "4k4/9/9/9/9/9/9/9/4K4 w - 1");
  REQUIRE_FALSE(pos.set_sfen("startpos"));
  REQUIRE(pos.sfen() == kStartSfen);
}

TEST_CASE("SFEN errors leave the position unchanged", "[showgit][sfen]") {
  struct Bad { const char* sfen; const char* code; };
  const Bad bad[] = {
      {"lnsgkgsnl b", "bad-sfen"}, {"lnsgkgsnl b - 1 x", "bad-sfen"},
      {"", "bad-sfen"},
      {"lnsgkgsnl/1r5b/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "bad-rank-length"},
      {"lnsgkgsnl/1r5b11/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "bad-rank-length"},
      {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1", "bad-rank-count"},
      {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL/9 b - 1", "bad-rank-count"},
      {"lnsgkgsnl/1r5b1/ppppppppp/9/4x4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "unknown-piece"},
      {"lnsg+kgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "unknown-piece"},
      {"P3k4/9/9/9/9/9/9/9/4K4 b - 1", "dead-piece"},
      {"4k4/N8/9/9/9/9/9/9/4K4 b - 1", "dead-piece"},
      {"4k4/9/9/9/9/9/9/9/l3K4 b - 1", "dead-piece"},
      {"4k4/9/9/9/9/9/9/n8/4K4 b - 1", "dead-piece"},
      {"4k4/9/9/4P4/4P4/9/9/9/4K4 b - 1", "nifu"},
      {"4k4/9/9/4p4/4p4/9/9/9/4K4 b - 1", "nifu"},
      {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1", "too-many-pieces"},
      {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b R 1", "too-many-pieces"},
      {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b g 1", "too-many-pieces"},
      {"4k4/9/9/9/9/9/9/9/K3K4 b - 1", "too-many-kings"},
      {"4k4/4k4/9/9/9/9/9/9/4K4 b - 1", "too-many-kings"},
      {"4k4/9/9/9/9/9/9/9/r3K4 w - 1", "king-can-be-captured"},
      {"4k4/4G4/9/9/9/9/9/9/4K4 b - 1", "king-can-be-captured"},
      {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1", "bad-side-to-move"},
      {"4k4/9/9/9/9/9/9/9/4K4 b K 1", "bad-hand"},
      {"4k4/9/9/9/9/9/9/9/4K4 b 2 1", "bad-hand"},
      {"4k4/9/9/9/9/9/9/9/4K4 b 0P 1", "bad-hand"},
      {"4k4/9/9/9/9/9/9/9/4K4 b +P 1", "bad-hand"},
      {"4k4/9/9/9/9/9/9/9/4K4 b P 0", "bad-ply"},
      {"4k4/9/9/9/9/9/9/9/4K4 b P x", "bad-ply"},
  };
  for (const Bad& b : bad) {
    Position pos;
    INFO(b.sfen);
    const regalia::Error e = pos.set_sfen(b.sfen);
    REQUIRE(e.code == b.code);
    REQUIRE_FALSE(e.message.empty());
    REQUIRE(pos.sfen() == kStartSfen);
  }
}
