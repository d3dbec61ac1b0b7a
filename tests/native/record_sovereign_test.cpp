// Sovereign Chess records: the PGN-like format (round trips on random games with the pie rule,
// defections, castling and comments; hostile texts) and the display notation.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/common/prng.h"
#include "core/sovereign/rules/display.h"
#include "core/sovereign/rules/notation.h"
#include "core/sovereign/records/pgn.h"
#include "tests/native/test_seed.h"

using namespace regalia;
using namespace regalia::sovereign;

namespace {

PgnRecord random_pgn(uint64_t seed, int plies, const std::string& scfen = "") {
  Prng rng(seed);
  Game game;
  PgnRecord rec;
  if (!scfen.empty()) {
    REQUIRE_FALSE(game.set_scfen(scfen));
    rec.start_scfen = scfen;
  }
  rec.set_tag("Event", "random " + std::to_string(seed));
  rec.set_tag("Date", "2024.05.01");
  rec.set_tag("Player1", "Kim \"the rook\"");
  rec.set_tag("Player2", "Lee");
  rec.set_tag("Annotator", "regalia");
  rec.comment = "start";
  for (int i = 0; i < plies && !game.status().over(); ++i) {
    std::string text;
    if (game.can_swap() && seed % 2) {
      text = "swap";
    } else {
      MoveList list;
      game.position().generate_legal(list);
      std::vector<Move> special;
      for (Move m : list)
        if (m.kind() != kNormal || game.position().victim(m)) special.push_back(m);
      const Move m = !special.empty() && rng.below(3) == 0 ? special[rng.below(uint32_t(special.size()))]
                                                            : list[rng.below(uint32_t(list.size()))];
      text = move_to_string(m);
    }
    REQUIRE_FALSE(game.play(text));
    rec.moves.push_back({text, rng.below(8) == 0 ? "note " + std::to_string(i) : ""});
  }
  rec.result = result_of(game);
  return rec;
}

void require_round_trip(const PgnRecord& rec) {
  std::string text;
  REQUIRE(write_pgn(rec, text).message == "");
  PgnRecord back;
  const Error e = read_pgn(text, back);
  INFO(text);
  REQUIRE(e.message == "");
  REQUIRE(back.moves.size() == rec.moves.size());
  REQUIRE(back.result == rec.result);
  REQUIRE(back.comment == rec.comment);
  REQUIRE(back.tag("Player1") == rec.tag("Player1"));
  REQUIRE(back.tag("Annotator") == "regalia");
  Game a, b;
  if (!rec.start_scfen.empty()) {
    REQUIRE_FALSE(a.set_scfen(rec.start_scfen));
    REQUIRE_FALSE(b.set_scfen(back.start_scfen));
  }
  for (size_t i = 0; i < rec.moves.size(); ++i) {
    REQUIRE(back.moves[i].move == rec.moves[i].move);
    REQUIRE(back.moves[i].comment == rec.moves[i].comment);
    REQUIRE_FALSE(a.play(rec.moves[i].move));
    REQUIRE_FALSE(b.play(back.moves[i].move));
    REQUIRE(a.position().scfen() == b.position().scfen());
  }
  REQUIRE(a.swapped() == b.swapped());
}

std::string shown(const char* scfen, const char* move) {
  Position pos;
  REQUIRE_FALSE(pos.set_scfen(scfen));
  std::string out;
  const Error e = display_move(pos, move, out);
  INFO(e.message);
  REQUIRE_FALSE(e);
  return out;
}

}  // namespace

TEST_CASE("records: sovereign display notation", "[record][sovereign]") {
  Position start;
  std::string out;
  REQUIRE_FALSE(display_move(start, "e2e4", out));
  REQUIRE(out == "white P e2-e4");
  REQUIRE_FALSE(display_move(start, "swap", out));
  REQUIRE(out == "swap");
  REQUIRE(display_move(start, "e2e5", out).code == "illegal-move");
  // Spec T9: the navy queen; defection.
  const char* t9 = "8bk7/16/16/nq15/16/16/16/16/16/16/16/4wp11/16/16/16/8wk7 1 w b - 0 1";
  REQUIRE(shown(t9, "a13i5") == "navy Q a13-i5");
  REQUIRE(shown(t9, "Dn") == "white K defects to navy");
  // T5 castling, T7 promotion with capture, T10 compound defection.
  REQUIRE(shown("8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b EL 0 1", "Oe1g1") ==
          "white K castles e1 (i1-g1)");
  REQUIRE(shown("15bk/16/16/16/16/16/16/16/16/6bn1bn7/7wp8/16/16/16/16/wk15 1 w b - 0 1", "h6h7=Q") == "white P h6-h7=Q");
  REQUIRE(shown("15bk/16/16/16/16/16/16/16/16/6bn1bn7/7wp8/16/16/16/16/wk15 1 w b - 0 1", "h6g7=N") == "white P h6xg7=N");
  REQUIRE(shown("8bk7/16/16/16/16/16/16/16/16/16/16/4wk11/16/16/16/16 1 w b - 0 1", "Dne5d4") ==
          "white K defects to navy e5-d4");
}

TEST_CASE("records: sovereign PGN round trips on random games", "[record][sovereign]") {
  int swaps = 0, specials = 0;
  const uint64_t first = regalia::test::seed(1);
  for (uint64_t seed = first; seed < first + 8; ++seed) {
    const PgnRecord rec = random_pgn(seed, 60 + int(seed * 17 % 80));
    for (const PgnMove& m : rec.moves) {
      swaps += m.move == "swap";
      specials += m.move[0] == 'D' || m.move[0] == 'O' || m.move.find('=') != std::string::npos;
    }
    require_round_trip(rec);
  }
  REQUIRE(swaps >= 3);
  REQUIRE(specials >= 1);
  // A non-standard start (spec T5, castling rights) with P2 to move first in the movetext.
  require_round_trip(random_pgn(11, 20, "8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 2 w b EL 0 1"));
}

TEST_CASE("records: sovereign PGN: a record written by hand", "[record][sovereign]") {
  const char* text =
      "[Event \"Club night\"]\n[Site \"Seoul\"]\n[Date \"2024.05.01\"]\n[Round \"3\"]\n"
      "[Player1 \"Kim\"]\n[Player2 \"Lee\"]\n[Result \"*\"]\n[Variant \"Sovereign Chess\"]\n[Opening \"?\"]\n\n"
      "{Kim opens} 1. e2e4 swap {Lee takes White} { \n } 1... e15e13 ; a line comment\n"
      "2.e4e5 $1 (2. f2f4 e13e12) 2... e13e12 *\n";
  PgnRecord rec;
  REQUIRE(read_pgn(text, rec).message == "");
  REQUIRE(rec.moves.size() == 5);
  REQUIRE(rec.moves[1].move == "swap");
  REQUIRE(rec.moves[1].comment == "Lee takes White");
  REQUIRE(rec.comment == "Kim opens");
  REQUIRE(rec.tag("Round") == "3");
  REQUIRE(rec.tag("Opening").empty());  // "?" = unknown
  REQUIRE(rec.result == "*");
  std::string out;
  REQUIRE_FALSE(write_pgn(rec, out));
  REQUIRE(out.find("1. e2e4 swap {Lee takes White} 1... e15e13 2. e4e5 e13e12 *") != std::string::npos);
}

TEST_CASE("records: sovereign PGN: hostile texts", "[record][sovereign][hostile]") {
  auto fails = [](const std::string& text, const char* code, const char* words = "") {
    PgnRecord out;
    out.comment = "untouched";
    const Error e = read_pgn(text, out);
    INFO(text << "\n-> " << e.code << ": " << e.message);
    REQUIRE(e.code == code);
    REQUIRE(e.message.find(words) != std::string::npos);
    REQUIRE(out.comment == "untouched");
  };
  fails("", "record-empty");
  fails("[Event \"x\"]\n\n1. e2e4 e15e13 2. e4e9 *\n", "record-illegal-move", "line 3");
  fails("1. e2e4 swap swap *\n", "record-illegal-move", "swap");
  fails("1. e2e4 e15e13 2. e4", "record-truncated", "line 1");
  fails("1. e2e4 e15e13\n", "record-truncated", "without a result");
  fails("[Event \"x\n", "record-bad-header");
  fails("[Event \"x\\\ny\"]\n*\n", "record-bad-header");  // an escaped line end (pgn_fuzz)
  fails("[Event \"x\"", "record-truncated");
  fails("1. e2e4 {never closed\n", "record-truncated");
  fails("[Variant \"Shogi\"]\n*\n", "record-bad-header", "Shogi");
  fails("[SCFEN \"16/16 1 w b - 0 1\"]\n*\n", "record-bad-position");
  fails("[Result \"1-0\"]\n1. e2e4 0-1\n", "record-bad-header");
  fails("1. e2e4 zz9 *\n", "record-bad-line", "zz9");
  fails("1. e2e4 * e15e13\n", "record-bad-line", "after the result");
}
