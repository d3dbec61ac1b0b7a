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
  // The variation is kept (it was skipped before variations were read) and written where it was.
  REQUIRE(rec.moves[3].variations.size() == 1);
  INFO(out);
  REQUIRE(out.find("1. e2e4 swap {Lee takes White} 1... e15e13 2. e4e5 (2. f2f4 e13e12)") != std::string::npos);
  REQUIRE(out.find("2... e13e12 *") != std::string::npos);
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

// Variations (PGN's RAV), hand-written by the PGN standard's rules for them (section 8.2.5 of the
// PGN specification: a parenthesised variation after a move is an alternative to that move, and
// variations nest): at the first move (two of them, one with its own), and at the last.
namespace {
const std::string kPgnWithVariations =
    "[Event \"Variations\"]\n[Player1 \"Ann\"]\n[Player2 \"Bo\"]\n[Result \"*\"]\n[Variant \"Sovereign Chess\"]\n\n"
    "{before} 1. e2e4\n"
    "({the other pawn} 1. f2f4 f15f13\n"
    "(1... g15g14 2. g2g4) 2. g2g4) (1. h2h3)\n"
    "1... e15e13 {reply} 2. f2f4 (2. g2g4 {at the last move}) *\n";

std::vector<std::string> pgn_moves(const std::vector<PgnMove>& moves) {
  std::vector<std::string> out;
  for (const PgnMove& m : moves) out.push_back(m.move);
  return out;
}
}  // namespace

TEST_CASE("Sovereign PGN variations read into a tree, nested, and write back the same", "[records][variations]") {
  PgnRecord rec;
  REQUIRE(read_pgn(kPgnWithVariations, rec).message == "");
  CHECK(pgn_moves(rec.moves) == std::vector<std::string>{"e2e4", "e15e13", "f2f4"});
  CHECK(rec.comment == "before");
  CHECK(rec.moves[1].comment == "reply");
  REQUIRE(rec.moves[0].variations.size() == 2);
  const PgnVariation& other = rec.moves[0].variations[0];
  CHECK(other.comment == "the other pawn");
  CHECK(pgn_moves(other.moves) == std::vector<std::string>{"f2f4", "f15f13", "g2g4"});
  REQUIRE(other.moves[1].variations.size() == 1);
  CHECK(pgn_moves(other.moves[1].variations[0].moves) == std::vector<std::string>{"g15g14", "g2g4"});
  CHECK(pgn_moves(rec.moves[0].variations[1].moves) == std::vector<std::string>{"h2h3"});
  REQUIRE(rec.moves[2].variations.size() == 1);
  CHECK(rec.moves[2].variations[0].moves[0].comment == "at the last move");
  CHECK(rec.moves[1].variations.empty());

  std::string text;
  REQUIRE(write_pgn(rec, text).message == "");
  PgnRecord back;
  INFO(text);
  REQUIRE(read_pgn(text, back).message == "");
  CHECK(back.moves == rec.moves);
  CHECK(back.comment == rec.comment);
  std::string again;
  REQUIRE(write_pgn(back, again).message == "");
  CHECK(again == text);
}

TEST_CASE("Sovereign PGN variations: an illegal move names its line, bad parentheses are errors", "[records][variations]") {
  PgnRecord rec;
  std::string bad = kPgnWithVariations;
  bad.replace(bad.find("g15g14"), 6, "g15g11");
  Error e = read_pgn(bad, rec);
  CHECK(e.code == "record-illegal-move");
  CHECK(e.message.rfind("line 9:", 0) == 0);
  CHECK(e.message.find("g15g11") != std::string::npos);
  const std::string head = "[Result \"*\"]\n\n";
  struct Case {
    std::string movetext, code, what;
  } cases[] = {
      {"( 1. e2e4 ) *\n", "record-bad-line", "no move before it"},
      {"1. e2e4 ) *\n", "record-bad-line", "no ( before it"},
      {"1. e2e4 ( ) *\n", "record-bad-line", "without moves"},
      {"1. e2e4 (1. f2f4 *) *\n", "record-bad-line", "inside a variation"},
      {"1. e2e4 (1. f2f4\n", "record-truncated", "never closed"},
      {"1. e2e4 (1. e2e4 e15e13 e4e8) *\n", "record-illegal-move", "variation move 3"},
  };
  for (const Case& c : cases) {
    INFO(c.movetext);
    e = read_pgn(head + c.movetext, rec);
    CHECK(e.code == c.code);
    CHECK(e.message.find(c.what) != std::string::npos);
  }
  // Nesting: 100 levels read, 101 do not (each variation replaces the move before it).
  auto nested = [&](int levels) {
    std::string t = head + "1. e2e4";
    for (int d = 0; d < levels; ++d) t += " (1. e2e4";
    for (int d = 0; d < levels; ++d) t += ")";
    return t + " *\n";
  };
  REQUIRE(read_pgn(nested(kMaxPgnVariationDepth), rec).message == "");
  std::string text;
  CHECK(write_pgn(rec, text).message == "");
  CHECK(read_pgn(nested(kMaxPgnVariationDepth + 1), rec).code == "record-bad-line");
  // The writer checks variation moves.
  rec = PgnRecord();
  rec.moves.push_back({"e2e4", "", {{"", {{"e15e13", "", {}}}}}});
  CHECK(write_pgn(rec, text).code == "record-illegal-move");
}
