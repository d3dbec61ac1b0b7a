// SCFEN round trips and errors; move strings (syntax vs legality).
#include <catch2/catch.hpp>
#include <string>

#include "core/sovereign/rules/notation.h"
#include "core/sovereign/rules/position.h"
#include "core/sovereign/rules/tables.h"

using namespace regalia::sovereign;

namespace {
const char* const kT5 = "8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b EL 0 1";
std::string error_code(const std::string& scfen) {
  Position pos;
  const std::string before = pos.scfen();
  auto e = pos.set_scfen(scfen);
  CHECK(pos.scfen() == before);  // unchanged on error
  return e.code;
}
}  // namespace

TEST_CASE("sovereign: SCFEN round trips", "[sovereign]") {
  for (const char* s : {kStartScfen, kT5, "8bk7/16/16/16/16/16/16/16/16/16/16/4wk11/16/16/16/16 1 w b - 0 1",
                        "15bk/16/16/16/4bp10rr/16/16/16/4wr11/16/16/16/16/16/16/wk15 2 w b - 37 112"}) {
    Position pos;
    REQUIRE_FALSE(pos.set_scfen(s));
    CHECK(pos.scfen() == s);
  }
  Position pos;
  CHECK(pos.scfen() == kStartScfen);
  CHECK(pos.owned(kP1) == kWhite);
  CHECK(pos.owned(kP2) == kBlack);
  CHECK(pos.castling() == 0xFF);
  CHECK(pos.key() == pos.compute_key());
}

TEST_CASE("sovereign: SCFEN errors", "[sovereign]") {
  const std::string good_board = "8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4";
  CHECK(error_code("") == "bad-field-count");
  CHECK(error_code(good_board + " 1 w b EL 0") == "bad-field-count");
  CHECK(error_code("8bk7/16/16 1 w b - 0 1") == "bad-board");
  CHECK(error_code("8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4/16 1 w b - 0 1") == "bad-board");
  CHECK(error_code("8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr3 1 w b - 0 1") == "bad-rank-length");
  CHECK(error_code("8bk8/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b - 0 1") == "bad-rank-length");
  CHECK(error_code("8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr13 1 w b - 0 1") == "bad-rank-length");
  CHECK(error_code("8bk4/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b - 0 1") == "bad-rank-length");
  CHECK(error_code("8bk3/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b - 0 1") == "bad-rank-length");
  CHECK(error_code("8bk4" "3/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b - 0 1") == "bad-rank-length");
  CHECK(error_code("8bx7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b - 0 1") == "unknown-piece");
  CHECK(error_code("8zk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b - 0 1") == "unknown-piece");
  CHECK(error_code("8bk6b/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b - 0 1") == "unknown-piece");
  CHECK(error_code(good_board + " 3 w b EL 0 1") == "bad-side-to-move");
  CHECK(error_code(good_board + " w w b EL 0 1") == "bad-side-to-move");
  CHECK(error_code(good_board + " 1 x b EL 0 1") == "bad-colour");
  CHECK(error_code(good_board + " 1 w w EL 0 1") == "bad-colour");
  CHECK(error_code(good_board + " 1 w bb EL 0 1") == "bad-colour");
  CHECK(error_code(good_board + " 1 w b LE 0 1") == "bad-castling");
  CHECK(error_code(good_board + " 1 w b X 0 1") == "bad-castling");
  CHECK(error_code(good_board + " 1 w b C 0 1") == "bad-castling");   // no rook on c1
  CHECK(error_code(good_board + " 1 w b e 0 1") == "bad-castling");   // no rook on e16
  CHECK(error_code(good_board + " 1 w b EL x 1") == "bad-clock");
  CHECK(error_code(good_board + " 1 w b EL 0 0") == "bad-clock");
  CHECK(error_code(good_board + " 1 w b EL -1 1") == "bad-clock");
  // Validity.
  CHECK(error_code("8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 n b - 0 1") == "bad-kings");
  CHECK(error_code("8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk1wk5 1 w b - 0 1") == "bad-kings");
  CHECK(error_code("8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk1nk5 1 w b - 0 1") == "bad-kings");
  CHECK(error_code("8bk7/16/16/16/16/16/16/16/7wp8/16/16/16/16/16/16/8wk7 1 w b - 0 1") == "pawn-in-centre");
  CHECK(error_code("8bk7/16/16/16/16/16/16/7wn8/16/16/16/16/16/16/16/8wk7 1 w b - 0 1") == "piece-on-own-colour");
  CHECK(error_code("8bk7/16/16/16/16/16/16/8wn7/7wn8/16/16/16/16/16/16/8wk7 1 w b - 0 1") ==
        "both-squares-occupied");
}

TEST_CASE("sovereign: move strings", "[sovereign]") {
  Position pos;
  Move m;
  CHECK(parse_move(pos, "e2e4", m).code.empty());
  CHECK(move_to_string(m) == "e2e4");
  CHECK(parse_move(pos, "e2e5", m).code == "illegal-move");
  CHECK(parse_move(pos, "e2", m).code == "bad-move-syntax");
  CHECK(parse_move(pos, "e2e4=", m).code == "bad-move-syntax");
  CHECK(parse_move(pos, "e2e4=X", m).code == "bad-move-syntax");
  CHECK(parse_move(pos, "q2q4", m).code == "bad-move-syntax");
  CHECK(parse_move(pos, "e0e4", m).code == "bad-move-syntax");
  CHECK(parse_move(pos, "e17e4", m).code == "bad-move-syntax");
  CHECK(parse_move(pos, "E2E4", m).code == "bad-move-syntax");
  CHECK(parse_move(pos, "Dz", m).code == "bad-move-syntax");
  CHECK(parse_move(pos, "D", m).code == "bad-move-syntax");
  CHECK(parse_move(pos, "Dn", m).code == "illegal-move");
  CHECK(parse_move(pos, "O", m).code == "bad-move-syntax");
  CHECK(parse_move(pos, "Oe1g1", m).code == "illegal-move");
  CHECK(parse_move(pos, "swap", m).code == "bad-move-syntax");
  CHECK(parse_move(pos, "", m).code == "bad-move-syntax");
  // Greedy squares: a13i5, h15e12, p16.
  size_t k = 0;
  Square s;
  REQUIRE(parse_square("a13i5", k, s));
  CHECK(s == make_square(0, 12));
  REQUIRE(parse_square("a13i5", k, s));
  CHECK(s == make_square(8, 4));
  CHECK(k == 5);
  k = 0;
  REQUIRE(parse_square("p16", k, s));
  CHECK(s == 255);
  CHECK(square_to_string(0) == "a1");
  CHECK(square_to_string(255) == "p16");
  CHECK(square_to_string(make_square(4, 11)) == "e12");

  REQUIRE_FALSE(pos.set_scfen(kT5));
  REQUIRE(parse_move(pos, "Oe1g1", m).code.empty());
  CHECK(m.kind() == kCastle);
  pos.do_move(m);
  CHECK(pos.piece_on(make_square(6, 0)) == make_piece(kWhite, kKing));
  CHECK(pos.piece_on(make_square(7, 0)) == make_piece(kWhite, kRook));
  CHECK(pos.scfen() == "8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/6wkwr3wr4 2 w b - 1 1");
  pos.undo_move();
  CHECK(pos.scfen() == kT5);
  REQUIRE(parse_move(pos, "i1h1", m).code.empty());
  CHECK(m.kind() == kNormal);

  REQUIRE_FALSE(pos.set_scfen("8bk7/16/16/16/16/16/16/16/16/16/16/4wk11/16/16/16/16 1 w b - 0 1"));  // T10
  CHECK(parse_move(pos, "Dn", m).code == "illegal-move");  // needs the king step
  REQUIRE(parse_move(pos, "Dne5d4", m).code.empty());
  CHECK(move_to_string(m) == "Dne5d4");
  pos.do_move(m);
  CHECK(pos.owned(kP1) == kNavy);
  CHECK(pos.piece_on(make_square(3, 3)) == make_piece(kNavy, kKing));
  CHECK(pos.scfen() == "8bk7/16/16/16/16/16/16/16/16/16/16/16/3nk12/16/16/16 2 n b - 1 1");

  REQUIRE_FALSE(pos.set_scfen("15bk/16/16/16/16/16/16/16/16/6bn1bn7/7wp8/16/16/16/16/wk15 1 w b - 0 1"));  // T7
  REQUIRE(parse_move(pos, "h6g7=K", m).code.empty());
  CHECK(parse_move(pos, "h6g7", m).code == "illegal-move");
}

TEST_CASE("sovereign: board colours", "[sovereign]") {
  CHECK(square_colour(make_square(7, 8)) == kWhite);   // h9
  CHECK(square_colour(make_square(8, 7)) == kWhite);   // i8
  CHECK(square_colour(make_square(4, 4)) == kNavy);    // e5
  CHECK(square_colour(make_square(11, 11)) == kNavy);  // l12
  CHECK(square_colour(make_square(0, 0)) == kNoColour);
  int coloured = 0;
  for (int s = 0; s < kSquares; ++s)
    if (square_colour(s) != kNoColour) {
      ++coloured;
      CHECK(square_colour(255 - s) == square_colour(s));
    }
  CHECK(coloured == 24);
}
