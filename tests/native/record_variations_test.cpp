// SHOWGIT record variations (変化) in KIF: the reader builds the move tree from
// tests/native/data/records/variations.kifu (hand-written; its header names where the KIF rules
// it follows come from), every branch is checked against the rules with the bad line named, and
// the writer gives the tree back.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/common/prng.h"
#include "core/showgit/records/csa.h"
#include "core/showgit/records/kif.h"
#include "core/showgit/records/record.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/usi.h"
#include "tests/native/test_seed.h"

using namespace regalia;
using namespace regalia::showgit;

namespace {

std::string variations_kif() {
  std::ifstream in(std::string(REGALIA_TEST_DATA_DIR) + "/records/variations.kifu", std::ios::binary);
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

// The line (from 1) of the first occurrence of `needle` in `text`.
int line_of(const std::string& text, const std::string& needle) {
  const size_t at = text.find(needle);
  REQUIRE(at != std::string::npos);
  return line_of_offset(text, at);
}

// `text` with its first `from` replaced by `to`.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("KIF variations read into the move tree, nested, at the first and the last move", "[records][variations]") {
  Record rec;
  const Error e = read_kif(variations_kif(), rec);
  REQUIRE(e.message == "");
  CHECK(rec.comment == "before the first move");
  CHECK(usi_of(rec.moves) == std::vector<std::string>{"7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h"});
  CHECK(rec.ending == "resign");
  CHECK(rec.winner == 1);
  CHECK(rec.moves[0].comment == "角道を開ける");
  CHECK(rec.moves[0].seconds == 3);
  CHECK(rec.moves[6].comment == "<b>markup</b> stays text");

  // At the first move: one alternative.
  REQUIRE(rec.moves[0].variations.size() == 1);
  const RecordVariation& first = rec.moves[0].variations[0];
  CHECK(usi_of(first.moves) == std::vector<std::string>{"2g2f", "8c8d"});
  CHECK(first.moves[0].comment == "a variation at the first move");
  CHECK(first.ending.empty());

  // At move 4: two alternatives in the order written; the first has its own variation at move 5.
  REQUIRE(rec.moves[3].variations.size() == 2);
  const RecordVariation& a = rec.moves[3].variations[0];
  CHECK(usi_of(a.moves) == std::vector<std::string>{"4c4d", "2f2e", "2b3c"});
  CHECK(a.moves[0].seconds == 3);
  REQUIRE(a.moves[1].variations.size() == 1);
  const RecordVariation& nested = a.moves[1].variations[0];
  CHECK(usi_of(nested.moves) == std::vector<std::string>{"3i4h", "8b4b"});
  CHECK(nested.moves[0].comment == "nested");
  CHECK(a.moves[0].variations.empty());  // its sibling sits beside it, not under it
  CHECK(usi_of(rec.moves[3].variations[1].moves) == std::vector<std::string>{"7a6b"});

  // At the last move: a line that captures with 同 and ends in a resignation.
  REQUIRE(rec.moves[6].variations.size() == 1);
  const RecordVariation& last = rec.moves[6].variations[0];
  CHECK(usi_of(last.moves) == std::vector<std::string>{"2e2d", "2c2d", "2h2d"});
  CHECK(last.moves[2].comment == "飛車先を交換");
  CHECK(last.ending == "resign");
  CHECK(last.winner == 1);

  for (int i : {1, 2, 4, 5}) CHECK(rec.moves[i].variations.empty());
}

TEST_CASE("KIF variations round trip: written, read back to the same tree, written the same", "[records][variations]") {
  Record rec;
  REQUIRE(read_kif(variations_kif(), rec).message == "");
  std::string text;
  REQUIRE(write_kif(rec, text).message == "");
  CHECK(text.find("変化：1手") != std::string::npos);
  CHECK(text.find("変化：7手") < text.find("変化：4手"));  // the last branching move first
  Record back;
  const Error e = read_kif(text, back);
  INFO(text);
  REQUIRE(e.message == "");
  CHECK(back.moves == rec.moves);
  CHECK(back.comment == rec.comment);
  CHECK(back.ending == rec.ending);
  std::string again;
  REQUIRE(write_kif(back, again).message == "");
  CHECK(again == text);
  // Shift_JIS keeps the tree too.
  std::string sjis;
  REQUIRE(write_kif(rec, sjis, KifEncoding::kShiftJis).message == "");
  Record from_sjis;
  REQUIRE(read_kif(sjis, from_sjis).message == "");
  CHECK(from_sjis.moves == rec.moves);
  // CSA has no variations: the main line alone.
  std::string csa;
  REQUIRE(write_csa(rec, csa).message == "");
  Record from_csa;
  REQUIRE(read_csa(csa, from_csa).message == "");
  CHECK(usi_of(from_csa.moves) == usi_of(rec.moves));
  for (const RecordMove& m : from_csa.moves) CHECK(m.variations.empty());
}

TEST_CASE("an illegal move in a variation is an error naming its line", "[records][variations]") {
  const std::string kif = variations_kif();
  Record rec;
  // The nested variation's rook from a square that holds none.
  std::string bad = replaced(kif, "   6 ４二飛(82)", "   6 ４二飛(72)");
  Error e = read_kif(bad, rec);
  CHECK(e.code == "record-illegal-move");
  CHECK(e.message.rfind("line " + std::to_string(line_of(bad, "４二飛(72)")) + ":", 0) == 0);
  // 同 in a variation refers to the move before it in that line: here a pawn cannot take there.
  bad = replaced(kif, "   2 ８四歩(83)   ( 0:01/00:00:01)", "   2 ７五歩(76)   ( 0:01/00:00:01)");
  e = read_kif(bad, rec);
  CHECK(e.code == "record-illegal-move");
  CHECK(e.message.rfind("line " + std::to_string(line_of(bad, "７五歩(76)")) + ":", 0) == 0);
  // A move number out of sequence inside a variation.
  bad = replaced(kif, "   6 ３三角(22)", "   7 ３三角(22)");
  e = read_kif(bad, rec);
  CHECK(e.code == "record-bad-line");
  CHECK(e.message.rfind("line " + std::to_string(line_of(bad, "   7 ３三角(22)")) + ":", 0) == 0);
  CHECK(rec.moves.empty());  // nothing half-loaded
}

TEST_CASE("malformed variation blocks are named errors", "[records][variations]") {
  const std::string head = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n";
  struct Case {
    std::string tail;
    std::string code;
    std::string what;
  } cases[] = {
      {"\n変化：5手\n   5 ２五歩(26)\n", "record-bad-line", "no line before it has a move 5"},
      {"\n変化：2手\n", "record-bad-line", "a variation without moves"},
      {"\n変化：2手\n変化：3手\n   3 ２六歩(27)\n", "record-bad-line", "a variation without moves"},
      {"\n変化：2手\n   2 投了\n", "record-bad-line", "must start with a move"},
      {"\n変化：2手\n*a comment\n   2 ８四歩(83)\n", "record-bad-line", "before the variation's first move"},
      {"\n変化：1手\n   1 ２六歩(27)\n\n変化：2手\n   2 ８四歩(83)\n", "record-bad-line", "from the last move back"},
      {"\n変化：x手\n", "record-bad-line", "is not a variation line"},
      {"\n変化：2手\n   2 ３四歩(33)\n   3 ２六歩(28)\n", "record-illegal-move", "no 歩"},
  };
  for (const Case& c : cases) {
    Record rec;
    const Error e = read_kif(head + c.tail, rec);
    INFO(c.tail);
    CHECK(e.code == c.code);
    CHECK(e.message.find(c.what) != std::string::npos);
    CHECK(e.message.rfind("line ", 0) == 0);
  }
  // A variation at a later move after one at an earlier move of the same line: refused (it would
  // make reading the tree quadratic, and no KIF writer orders them so), unless a longer variation
  // has that move, which then takes it.
  Record rec;
  Error e = read_kif(head + "\n変化：2手\n   2 ８四歩(83)\n\n変化：3手\n   3 ５六歩(57)\n", rec);
  CHECK(e.code == "record-bad-line");
  e = read_kif(head + "\n変化：2手\n   2 ８四歩(83)\n   3 ５六歩(57)\n\n変化：3手\n   3 ４八銀(39)\n", rec);
  REQUIRE(e.message == "");
  CHECK(usi_of(rec.moves[1].variations[0].moves[1].variations[0].moves) == std::vector<std::string>{"3i4h"});
}

TEST_CASE("variations nested too deep are refused, reading and writing", "[records][variations]") {
  // A legal game long enough that a chain of variations can go kMaxVariationDepth + 1 deep.
  Game game;
  Prng rng(test::seed(0x5EED));
  Record played;
  while (played.moves.size() < size_t(kMaxVariationDepth) + 3) {
    MoveList list;
    generate_legal(game.position(), list);
    if (game.status().over() || list.size() == 0) {
      game = Game();
      played.moves.clear();
      continue;
    }
    const Move m = list[rng.below(list.size())];
    played.moves.push_back({to_usi(m), "", -1, {}});
    game.play(m);
  }
  std::string written;
  REQUIRE(write_kif(played, written).message == "");
  std::vector<std::string> move_lines;  // "   N text\n" for each move, as the writer wrote them
  std::istringstream in(written);
  for (std::string l; std::getline(in, l);)
    if (l.size() > 5 && l[3] >= '0' && l[3] <= '9') move_lines.push_back(l + "\n");
  REQUIRE(move_lines.size() == played.moves.size());

  // The main line's first two moves; variation d starts at move d + 1 with two moves, and the
  // next replaces its second: each one level deeper.
  auto chain = [&](int levels) {
    std::string kif = "手合割：平手\n手数----指手---------消費時間--\n" + move_lines[0] + move_lines[1];
    for (int d = 1; d <= levels; ++d) kif += "\n変化：" + std::to_string(d + 1) + "手\n" + move_lines[d] + move_lines[d + 1];
    return kif;
  };
  Record rec;
  REQUIRE(read_kif(chain(kMaxVariationDepth), rec).message == "");
  std::string text;
  REQUIRE(write_kif(rec, text).message == "");
  const Error e = read_kif(chain(kMaxVariationDepth + 1), rec);
  CHECK(e.code == "record-bad-line");
  CHECK(e.message.find("nested more than") != std::string::npos);

  // The writer refuses a tree built one level deeper.
  std::vector<RecordMove>* line = &rec.moves;
  for (int d = 0; d < kMaxVariationDepth; ++d) line = &line->back().variations.back().moves;
  REQUIRE(line->size() == 2);
  line->back().variations.push_back({{{line->back().usi, "", -1, {}}}, "", 0});
  CHECK(write_kif(rec, text).code == "record-bad-line");
}

TEST_CASE("the KIF writer checks every variation move against the rules", "[records][variations]") {
  Record rec;
  rec.moves.push_back({"7g7f", "", -1, {}});
  rec.moves.push_back({"3c3d", "", -1, {}});
  rec.moves[1].variations.push_back({{{"8c8d", "", -1, {}}, {"7f7e", "", -1, {}}, {"8d8e", "", -1, {}}}, "", 0});
  std::string text;
  REQUIRE(write_kif(rec, text).message == "");
  CHECK(text.find("変化：2手\n   2 ８四歩(83)") != std::string::npos);
  rec.moves[1].variations[0].moves[1].usi = "7g7f";  // the pawn is on 7f by then
  const Error e = write_kif(rec, text);
  CHECK(e.code == "record-illegal-move");
  CHECK(e.message.find("7g7f") != std::string::npos);
  rec.moves[1].variations[0].moves.clear();
  CHECK(write_kif(rec, text).code == "record-bad-line");
}
