// What exchanging records with tsshogi and json-kifu-format showed (docs/records.md "Endings"):
// KIF without 不成 for a declined promotion, the winner in the まで line, a CSA time after the
// ending line, and every ending the KIF and CSA standards define (CSA V3.0 milliseconds too).
#include <catch2/catch.hpp>

#include <string>

#include "core/showgit/records/csa.h"
#include "core/showgit/records/kif.h"
#include "core/showgit/records/record.h"

using namespace regalia;
using namespace regalia::showgit;

namespace {

Record from_usi(const std::string& moves, const std::string& ending = "", int winner = 0) {
  Record rec;
  REQUIRE_FALSE(read_usi_record("position startpos moves " + moves, rec));
  rec.ending = ending;
  rec.winner = winner;
  return rec;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("records: exchange: KIF writes a declined promotion without 不成 and still reads 不成", "[record][showgit][kif]") {
  const Record rec = from_usi("7g7f 3c3d 8h2b");  // the bishop could promote on 2b
  std::string kif;
  REQUIRE_FALSE(write_kif(rec, kif));
  CHECK(has(kif, "２二角(88)"));
  CHECK_FALSE(has(kif, "不成"));
  Record back;
  REQUIRE_FALSE(read_kif(kif, back));
  CHECK(back.moves == rec.moves);
  // Other programs write 不成: it still reads as the move without promotion.
  Record old;
  REQUIRE_FALSE(read_kif("手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角不成(88)\n", old));
  REQUIRE(old.moves.size() == 3);
  CHECK(old.moves[2].usi == "8h2b");
}

TEST_CASE("records: exchange: a resignation without a winner writes the winner in the まで line", "[record][showgit][kif]") {
  std::string kif;
  REQUIRE_FALSE(write_kif(from_usi("7g7f 3c3d 2g2f", "resign"), kif));
  CHECK(has(kif, "   4 投了\n"));
  CHECK(has(kif, "まで3手で先手の勝ち\n"));
  CHECK_FALSE(has(kif, "手で投了"));
  REQUIRE_FALSE(write_kif(from_usi("7g7f 3c3d", "time-up"), kif));
  CHECK(has(kif, "まで2手で時間切れにより後手の勝ち\n"));
  // Endings json-kifu-format's まで grammar does not know get no まで line (the move line says it).
  REQUIRE_FALSE(write_kif(from_usi("7g7f 3c3d", "max-moves"), kif));
  CHECK(has(kif, "最大手数\n"));
  CHECK_FALSE(has(kif, "まで"));
}

TEST_CASE("records: exchange: a CSA time after the ending line leaves the last move's time", "[record][showgit][csa]") {
  Record rec;
  REQUIRE_FALSE(read_csa("V2.2\nPI\n+\n+7776FU\nT3\n-3334FU\nT7\n%TORYO\nT0\n", rec));
  REQUIRE(rec.moves.size() == 2);
  CHECK(rec.moves[1].seconds == 7);
  CHECK(rec.ending == "resign");
  CHECK(rec.winner == 2);
}

TEST_CASE("records: exchange: every KIF ending word reads", "[record][showgit][kif]") {
  struct Case {
    const char* word;
    const char* ending;
    int winner;  // after 2 moves sente is to move
  };
  const Case cases[] = {{"不詰", "no-mate", 0},  {"不戦勝", "forfeit", 1}, {"不戦敗", "forfeit", 2},
                        {"トライ", "try", 1},     {"詰", "mate", 2},        {"詰み", "mate", 2},
                        {"投了", "resign", 2},    {"入玉勝ち", "impasse", 1}, {"反則負け", "illegal-move", 2}};
  for (const Case& c : cases) {
    INFO(c.word);
    Record rec;
    REQUIRE_FALSE(read_kif(std::string("手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ") + c.word + "\n", rec));
    CHECK(rec.ending == c.ending);
    CHECK(rec.winner == c.winner);
    // And each writes back to the same ending.
    std::string kif;
    REQUIRE_FALSE(write_kif(rec, kif));
    Record back;
    REQUIRE_FALSE(read_kif(kif, back));
    CHECK(back.ending == rec.ending);
    CHECK(back.winner == rec.winner);
  }
}

TEST_CASE("records: exchange: every CSA ending reads, V3.0 milliseconds are kept", "[record][showgit][csa]") {
  struct Case {
    const char* special;
    const char* ending;
  };
  for (const Case& c : {Case{"%FUZUMI", "no-mate"}, Case{"%ERROR", "error"}, Case{"%TSUMI", "mate"}, Case{"%KACHI", "impasse"}}) {
    INFO(c.special);
    Record rec;
    REQUIRE_FALSE(read_csa(std::string("V2.2\nPI\n+\n+7776FU\n") + c.special + "\n", rec));
    CHECK(rec.ending == c.ending);
    std::string csa;
    REQUIRE_FALSE(write_csa(rec, csa));
    CHECK(has(csa, c.special));
  }
  Record rec;
  REQUIRE_FALSE(read_csa("'CSA encoding=UTF-8\nV3.0\nPI\n+\n+7776FU\nT12.345\n-3334FU\nT0.5\n%TORYO\n", rec));
  REQUIRE(rec.moves.size() == 2);
  CHECK(rec.moves[0].seconds == 12);
  CHECK(rec.moves[0].milliseconds == 345);
  CHECK(rec.moves[1].milliseconds == 500);
  std::string csa;
  REQUIRE_FALSE(write_csa(rec, csa));
  CHECK(has(csa, "V3.0\n"));
  CHECK(has(csa, "T12.345\n"));
  Record back;
  REQUIRE_FALSE(read_csa(csa, back));
  CHECK(back.moves == rec.moves);
  for (const char* bad : {"T1.", "T1.2345", "T1.x", "T.5"}) {
    INFO(bad);
    Record r;
    const Error e = read_csa(std::string("V3.0\nPI\n+\n+7776FU\n") + bad + "\n", r);
    CHECK(e.code == "record-bad-line");
    CHECK(has(e.message, "line 5"));
  }
}

TEST_CASE("records: exchange: a CSA file with several games is refused, a closing '/' is not", "[record][showgit][csa]") {
  Record rec;
  rec.comment = "untouched";
  const Error e = read_csa("V2.2\nPI\n+\n+7776FU\n%TORYO\n/\nV2.2\nPI\n+\n+2726FU\n", rec);
  CHECK(e.code == "record-several-games");
  CHECK(has(e.message, "line 6"));
  CHECK(rec.comment == "untouched");
  REQUIRE_FALSE(read_csa("V2.2\nPI\n+\n+7776FU\n%TORYO\n/\n\n", rec));
  CHECK(rec.moves.size() == 1);
}
