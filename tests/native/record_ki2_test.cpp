// KI2 (core/showgit/records/ki2.h): generated games with variations and comments written and
// read back to the same tree, the KIF variations record as KI2, and hand-written odd cases:
// every disambiguation word, 同 after a variation, kanji and half-width numerals, comments with
// markup, an illegal move in a variation, truncated and hostile files.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/common/prng.h"
#include "core/showgit/records/ki2.h"
#include "core/showgit/records/kif.h"
#include "core/showgit/records/record.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/usi.h"
#include "tests/native/test_seed.h"

using namespace regalia;
using namespace regalia::showgit;

namespace {

// A random line of up to `plies` moves from `game` (captures, promotions, declined promotions
// and drops preferred), with comments and, while `depth` allows, variations.
void random_line(Prng& rng, Game game, int plies, int depth, std::vector<RecordMove>& out) {
  for (int ply = 0; ply < plies && !game.status().over(); ++ply) {
    MoveList list;
    generate_legal(game.position(), list);
    std::vector<Move> rich;
    for (Move m : list) {
      const bool declined = !m.is_drop() && !m.promotes() && is_legal(game.position(), Move::board(m.from(), m.to(), true));
      if (m.is_drop() || m.promotes() || declined || game.position().piece_on(m.to())) rich.push_back(m);
    }
    const Move m = !rich.empty() && rng.below(3) ? rich[rng.below(uint32_t(rich.size()))] : list[rng.below(uint32_t(list.size()))];
    RecordMove rm;
    rm.usi = to_usi(m);
    if (rng.below(5) == 0) rm.comment = rng.below(2) ? "<b>評価値</b> +" + std::to_string(rng.below(500)) : "two\nlines";
    if (depth > 0 && rng.below(8) == 0) {
      RecordVariation v;
      random_line(rng, game, 1 + int(rng.below(6)), depth - 1, v.moves);
      // The first move of the variation must differ from the move it replaces.
      if (!v.moves.empty() && v.moves[0].usi != rm.usi) {
        v.moves[0].variations.clear();
        if (rng.below(3) == 0) v.ending = "resign";
        rm.variations.push_back(std::move(v));
      }
    }
    out.push_back(std::move(rm));
    game.play(m);
  }
}

Record random_record(uint64_t seed) {
  Prng rng(seed);
  Record rec;
  const std::vector<HandicapStart> starts = handicaps();
  if (rng.below(3) == 0) rec.start_sfen = std::string(starts[rng.below(uint32_t(starts.size()))].sfen);
  rec.set_header("sente", "先手" + std::to_string(seed));
  rec.comment = "a game";
  Game game;
  REQUIRE_FALSE(game.set_sfen(rec.start_sfen));
  random_line(rng, game, 20 + int(rng.below(60)), 2, rec.moves);
  REQUIRE_FALSE(replay(rec, game));
  if (!game.status().over()) rec.ending = rng.below(2) ? "resign" : "abort";
  set_ending_from_rules(game, rec);
  if (rec.ending == "resign") rec.winner = game.position().side_to_move() == kBlack ? 2 : 1;
  return rec;
}

// The winner a summary gives back for a line's ending (a KI2 ending names it).
void expect_same_tree(const std::vector<RecordMove>& a, const std::vector<RecordMove>& b, const std::string& where) {
  REQUIRE(a.size() == b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    INFO(where << " move " << i + 1);
    CHECK(a[i].usi == b[i].usi);
    CHECK(a[i].comment == b[i].comment);
    REQUIRE(a[i].variations.size() == b[i].variations.size());
    for (size_t k = 0; k < a[i].variations.size(); ++k) {
      const RecordVariation& va = a[i].variations[k];
      const RecordVariation& vb = b[i].variations[k];
      CHECK(va.ending == vb.ending);
      expect_same_tree(va.moves, vb.moves, where + "/" + std::to_string(i + 1) + "v" + std::to_string(k));
    }
  }
}

std::string fixture(const std::string& name) {
  std::ifstream in(std::string(REGALIA_TEST_DATA_DIR) + "/records/" + name, std::ios::binary);
  REQUIRE(in.good());
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> usi_of(const std::vector<RecordMove>& moves) {
  std::vector<std::string> out;
  for (const RecordMove& m : moves) out.push_back(m.usi);
  return out;
}

// The record of KI2 `moves` after a 平手 header, or the error.
Error read_moves(const std::string& moves, Record& rec, const std::string& start = "手合割：平手\n") {
  return read_ki2(start + moves, rec);
}

}  // namespace

TEST_CASE("records: KI2: generated games with variations written and read back the same", "[record][showgit][ki2]") {
  const uint64_t seed = test::seed(35);
  for (uint64_t i = 0; i < 40; ++i) {
    INFO("game seed " << seed + i);
    const Record rec = random_record(seed + i);
    std::string text;
    REQUIRE_FALSE(write_ki2(rec, text));
    INFO(text);
    Record back;
    const Error e = read_ki2(text, back);
    REQUIRE(e.message == "");
    CHECK(back.start_sfen == rec.start_sfen);
    CHECK(back.comment == rec.comment);
    CHECK(back.ending == rec.ending);
    CHECK(back.winner == rec.winner);
    CHECK(back.header("sente") == rec.header("sente"));
    expect_same_tree(rec.moves, back.moves, "main");
    CHECK(guess_record_format(text) == RecordFormat::kKi2);
  }
}

TEST_CASE("records: KI2: the KIF variations record as KI2 keeps its tree", "[record][showgit][ki2]") {
  Record kif;
  REQUIRE_FALSE(read_kif(fixture("variations.kifu"), kif));
  std::string text;
  REQUIRE_FALSE(write_ki2(kif, text));
  CHECK(text.find("変化：") != std::string::npos);
  Record back;
  REQUIRE(read_ki2(text, back).message == "");
  expect_same_tree(kif.moves, back.moves, "main");
  CHECK(back.comment == kif.comment);
}

TEST_CASE("records: KI2: each disambiguation word and 打 picks its move", "[record][showgit][ki2]") {
  struct Case {
    const char* sfen;  // the position before the move
    const char* ki2;   // the move as KI2 writes it
    const char* usi;
  };
  const Case cases[] = {
      // Golds on 6九 and 4九 to 5八: 右 is 4九's, 左 6九's.
      {"4k4/9/9/9/9/9/9/9/3G1G2K b - 1", "▲５八金右", "4i5h"},
      {"4k4/9/9/9/9/9/9/9/3G1G2K b - 1", "▲５八金左", "6i5h"},
      // Golds on 6九 and 5九 to 5八: both go up, 直 is the one straight ahead.
      {"4k4/9/9/9/9/9/9/9/3GG3K b - 1", "▲５八金直", "5i5h"},
      // Golds on 6八 and 5九 to 5八: 6八 moves sideways (寄), 5九 up (上).
      {"4k4/9/9/9/9/9/9/3G5/4G3K b - 1", "▲５八金寄", "6h5h"},
      {"4k4/9/9/9/9/9/9/3G5/4G3K b - 1", "▲５八金上", "5i5h"},
      // Silvers on 4七 and 6九 to 5八: 4七 steps back (引).
      {"4k4/9/9/9/9/9/5S3/9/3S4K b - 1", "▲５八銀引", "4g5h"},
      // A gold on 4九 could go to 5八: the gold in hand is dropped with 打.
      {"4k4/9/9/9/9/9/9/9/5G2K b G 1", "▲５八金打", "G*5h"},
      // Gote: 右 and 左 are seen from gote's side (gote's right is the board's left).
      {"3g1g2k/9/9/9/9/9/9/9/4K4 w - 1", "△５二金右", "6a5b"},
  };
  for (const Case& c : cases) {
    INFO(c.ki2);
    Record rec;
    Position pos;
    REQUIRE_FALSE(pos.set_sfen(c.sfen));
    // Read from a board diagram the KIF writer makes for the position.
    Record start;
    start.start_sfen = c.sfen;
    std::string header = kifu_headers(start, pos);
    const Error e = read_ki2(header + c.ki2 + "\n", rec);
    REQUIRE(e.message == "");
    REQUIRE(rec.moves.size() == 1);
    CHECK(rec.moves[0].usi == c.usi);
    // And the writer gives the same words back.
    std::string written;
    REQUIRE_FALSE(write_ki2(rec, written));
    CHECK(written.find(c.ki2) != std::string::npos);
  }
}

TEST_CASE("records: KI2: numerals, marks, 同 after a variation, markup in comments", "[record][showgit][ki2]") {
  Record rec;
  // Half-width digits, kanji numerals for both, ☗/☖ marks, spaces anywhere.
  REQUIRE(read_moves("☗76歩 ☖三四歩\n▲２六歩　△8四歩\n", rec).message == "");
  CHECK(usi_of(rec.moves) == std::vector<std::string>{"7g7f", "3c3d", "2g2f", "8c8d"});
  // 同 in a variation refers to the move before it in that line, not to the main line's.
  REQUIRE(read_moves("▲７六歩 △３四歩 ▲２二角成 △同　銀\n\n変化：3手\n▲２六歩 △８八角成 ▲同　銀\n", rec).message == "");
  REQUIRE(rec.moves.size() == 4);
  REQUIRE(rec.moves[2].variations.size() == 1);
  CHECK(usi_of(rec.moves[2].variations[0].moves) == std::vector<std::string>{"2g2f", "2b8h+", "7i8h"});
  // A comment with markup is kept as text.
  REQUIRE(read_moves("▲７六歩\n*<script>alert(1)</script> & <b>\n", rec).message == "");
  CHECK(rec.moves[0].comment == "<script>alert(1)</script> & <b>");
  // The ending from the summary, in a variation too.
  REQUIRE(read_moves("▲７六歩 △３四歩\nまで2手で先手の勝ち\n\n変化：2手\n△８四歩\nまで2手で後手の勝ち\n", rec).message == "");
  CHECK(rec.ending == "resign");
  CHECK(rec.winner == 1);
  CHECK(rec.moves[1].variations[0].ending == "resign");
  CHECK(rec.moves[1].variations[0].winner == 2);
  // 不成 where the move could promote, and without it the move does not promote.
  REQUIRE(read_moves("▲７六歩 △３四歩 ▲２二角不成\n", rec).message == "");
  CHECK(rec.moves[2].usi == "8h2b");
  REQUIRE(read_moves("▲７六歩 △３四歩 ▲２二角\n", rec).message == "");
  CHECK(rec.moves[2].usi == "8h2b");
}

TEST_CASE("records: KI2: handicaps and the summary's side names", "[record][showgit][ki2]") {
  Record rec;
  REQUIRE(read_moves("△３四歩 ▲７六歩\nまで2手で上手の勝ち\n", rec, "手合割：香落ち\n上手：A\n下手：B\n").message == "");
  CHECK(rec.start_sfen == std::string(handicap_sfen("香落ち")));
  CHECK(rec.header("gote") == "A");
  CHECK(rec.winner == 2);
  std::string text;
  REQUIRE_FALSE(write_ki2(rec, text));
  CHECK(text.find("手合割：香落ち") != std::string::npos);
  CHECK(text.find("まで2手で上手の勝ち") != std::string::npos);
}

TEST_CASE("records: KI2: bad, truncated and hostile files are named errors", "[record][showgit][ki2][hostile]") {
  struct Case {
    std::string text;
    const char* code;
    int line;
  };
  const Case cases[] = {
      {"手合割：平手\n▲７六歩 △３四歩\n\n変化：2手\n△５五角\n", "record-illegal-move", 5},      // illegal in a variation
      {"手合割：平手\n▲７六歩 △３四歩\n▲２二角成 △同　角\n", "record-illegal-move", 3},          // 同 with the wrong piece
      {"手合割：平手\n▲７六歩 ▲２六歩\n", "record-illegal-move", 2},                              // the wrong side's mark
      {"手合割：平手\n▲７六歩 △３四", "record-truncated", 2},                                       // cut in a move
      {"手合割：平手\n▲７六歩\nまで1手で先手の", "record-bad-line", 3},                             // cut summary
      {"手合割：平手\n▲７六歩\n\n変化：5手\n▲２六歩\n", "record-bad-line", 4},                      // no move 5 before
      {"手合割：平手\n▲７六歩\n\n変化：1手\nまで0手で後手の勝ち\n", "record-bad-line", 5},         // ending first
      {"手合割：平手\n▲７六歩 投了\n", "record-bad-line", 2},                                      // not a move
      {"手合割：平手\n▲\n", "record-bad-line", 2},                                                   // a lone mark
      {"手合割：平手\n▲７六歩\nまで1手で先手の勝ち\n△３四歩\n", "record-bad-line", 4},             // after the end
      {"手合割：平手\n▲同　歩\n", "record-bad-line", 2},                                            // 同 first
      {"手合割：百枚落ち\n▲７六歩\n", "record-bad-header", 1},
      {"手合割：平手\n▲５五金\n", "record-illegal-move", 2},                                        // no such piece
      {"手合割：平手\n▲７六歩\nhello\n", "record-bad-line", 3},
      {std::string("#KI2\n") + std::string(1, '\xff') + "\n", "record-bad-encoding", 2},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    Record rec;
    rec.comment = "untouched";
    const Error e = read_ki2(c.text, rec);
    CHECK(e.code == c.code);
    CHECK(e.message.rfind("line " + std::to_string(c.line) + ":", 0) == 0);
    INFO(e.message);
    CHECK(rec.comment == "untouched");  // nothing half-loaded
    CHECK(rec.moves.empty());
  }
  Record rec;
  CHECK(read_ki2("", rec).code == "record-empty");
}
