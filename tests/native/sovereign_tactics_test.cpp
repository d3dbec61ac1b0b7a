// The Sovereign AI on tactics with one right move: mate in 1, mate in 2, a hanging queen, an
// army whose coloured square is undefended, and a check that only a defection escapes. Each
// position's facts (the mate is mate, the capture cannot be answered, ...) are first checked
// with the rules layer, by brute force where that is cheap; then the engine must play the move.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "core/sovereign/rules/game.h"
#include "core/sovereign/rules/notation.h"
#include "core/sovereign/ai/search_adapter.h"

using namespace regalia;
using namespace regalia::sovereign;

namespace {

// Depth 4 solves every position below in at most a few thousand nodes.
search::Result solve(const char* scfen) {
  Engine e(8);
  REQUIRE_FALSE(e.set_position(scfen));
  search::Limits l;
  l.depth = 4;
  return e.think(l);
}

Position position_of(const char* scfen) {
  Position p;
  REQUIRE_FALSE(p.set_scfen(scfen));
  return p;
}

bool checkmated(const Position& p) { return p.in_check() && p.count_legal() == 0; }

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The moves after which the opponent is checkmated.
std::vector<std::string> mates_in_one(Position& p) {
  std::vector<std::string> out;
  MoveList list;
  p.generate_legal(list);
  for (const Move m : list) {
    p.do_move(m);
    if (checkmated(p)) out.push_back(move_to_string(m));
    p.undo_move();
  }
  return out;
}

// The moves that do not mate at once but after which every reply allows a mate in one.
std::vector<std::string> mates_in_two(Position& p) {
  std::vector<std::string> out;
  MoveList list;
  p.generate_legal(list);
  for (const Move m : list) {
    p.do_move(m);
    MoveList replies;
    p.generate_legal(replies);
    bool forced = !replies.empty();
    for (std::size_t i = 0; forced && i < replies.size(); ++i) {
      p.do_move(replies[i]);
      forced = !mates_in_one(p).empty();
      p.undo_move();
    }
    if (forced) out.push_back(move_to_string(m));
    p.undo_move();
  }
  return out;
}

// The legal moves of the side to move that land on `square`.
std::vector<std::string> moves_to(const Position& p, const std::string& square) {
  std::vector<std::string> out;
  MoveList list;
  p.generate_legal(list);
  for (const Move m : list)
    if (square_to_string(m.to()) == square) out.push_back(move_to_string(m));
  return out;
}

Position after(const char* scfen, const std::string& move) {
  Position p = position_of(scfen);
  Move m;
  REQUIRE_FALSE(parse_move(p, move, m));
  p.do_move(m);
  return p;
}

}  // namespace

// Black king p16; the rook i15 holds rank 15 from j15 to p15 (a slider reaches 8 squares), so
// Rk10-k16 mates. Nxd6 (the black queen) is the bait.
TEST_CASE("sovereign tactics: mate in 1", "[tactics][sovereign]") {
  const char* scfen = "15bk/8wr7/16/16/16/16/10wr5/16/16/16/3bq12/16/4wn11/16/16/wk15 1 w b - 0 1";
  Position p = position_of(scfen);
  REQUIRE(mates_in_one(p) == std::vector<std::string>{"k10k16"});
  Game g;
  REQUIRE_FALSE(g.set_scfen(scfen));
  REQUIRE_FALSE(g.play("k10k16"));
  REQUIRE(g.status().reason == "checkmate");
  REQUIRE(g.status().winner == 1);  // the seat kP1

  const search::Result r = solve(scfen);
  CHECK(Engine::move_string(r.best_move) == "k10k16");
  CHECK(search::is_mate_score(r.score));
  CHECK(search::mate_moves(r.score) == 1);
}

// Black king o16 behind a rook k14, bishops o12 and n10, knight o9; White queen k13, rook h15
// (which reaches p15 exactly). Only Qk13-o13+ mates next move whatever Black does.
TEST_CASE("sovereign tactics: mate in 2", "[tactics][sovereign]") {
  const char* scfen = "14bk1/7wr8/10br5/10wq5/5wn8bb1/16/13bb2/14bn1/16/16/16/16/2wk13/16/16/16 1 w b - 0 1";
  Position p = position_of(scfen);
  REQUIRE(mates_in_one(p).empty());
  REQUIRE(mates_in_two(p) == std::vector<std::string>{"k13o13"});

  const search::Result r = solve(scfen);
  CHECK(Engine::move_string(r.best_move) == "k13o13");
  CHECK(search::is_mate_score(r.score));
  CHECK(search::mate_moves(r.score) == 2);
}

// The black queen h7 stands where the knight g5 takes it and nothing recaptures; Rxa9 is a
// rook for a rook (the bishop c11 takes back).
TEST_CASE("sovereign tactics: win a hanging queen", "[tactics][sovereign]") {
  const char* scfen = "15bk/16/16/16/16/2bb13/16/br15/16/7bq8/16/6wn9/16/1wk14/wr15/16 1 w b - 0 1";
  const Position p = position_of(scfen);
  REQUIRE(moves_to(p, "h7") == std::vector<std::string>{"g5h7"});
  const Position taken = after(scfen, "g5h7");
  REQUIRE(taken.captured_piece() == make_piece(kBlack, kQueen));
  REQUIRE(moves_to(taken, "h7").empty());
  REQUIRE(moves_to(after(scfen, "a2a9"), "a9") == std::vector<std::string>{"c11a9"});

  CHECK(Engine::move_string(solve(scfen).best_move) == "g5h7");
}

// The Green army (queen a16, rook a14) is neutral. Its squares are f6 and k11: the knight e4
// reaches f6, where nothing of Black's can follow; the rook k3 reaches k11, where the knight l13
// takes it and with it the army.
TEST_CASE("sovereign tactics: seize an army whose coloured square is undefended", "[tactics][sovereign]") {
  const char* scfen = "gq14bk/12br3/gr15/11bn4/16/16/16/16/16/16/16/16/2wk1wn11/10wr5/16/16 1 w b - 0 1";
  REQUIRE(position_of(scfen).controller(kGreen) == kNobody);
  const Position seized = after(scfen, "e4f6");
  REQUIRE(seized.controller(kGreen) == kP1);
  REQUIRE(moves_to(seized, "f6").empty());
  REQUIRE(moves_to(seized, "k11").empty());  // a coloured square is blocked while its twin is occupied
  const Position exposed = after(scfen, "k3k11");
  REQUIRE(exposed.controller(kGreen) == kP1);
  REQUIRE(moves_to(exposed, "k11") == std::vector<std::string>{"l13k11"});
  REQUIRE(after(exposed.scfen().c_str(), "l13k11").controller(kGreen) == kP2);

  CHECK(Engine::move_string(solve(scfen).best_move) == "e4f6");
}

// The White king j7 stands on a slate square, so White controls Slate (docs/sovereign.md, A10).
// The queen n11 checks along n11-j7 and covers i6 and k8; the rooks p6 and a7 and the knights m8
// and k10 cover every other square around the king but i8. i8 is a white square, which a white
// king may not enter; defecting to Slate makes the king slate, and the defection's forced king
// step (Dsj7i8, spec 5.2) lands there. The one other legal move, Rl1-l9, blocks the check, and
// Black then mates in 3 (Qn11-f11+ first; depths 4 to 7 all find it).
TEST_CASE("sovereign tactics: escape check by defection", "[tactics][sovereign]") {
  const char* scfen = "15bk/16/16/16/16/13bq2/10bn5/16/12bn3/br8wk6/15br/16/16/16/2wq13/11wr4 1 w b - 0 1";
  const Position p = position_of(scfen);
  REQUIRE(p.in_check());
  REQUIRE(p.controller(kSlate) == kP1);
  MoveList list;
  p.generate_legal(list);
  std::vector<std::string> legal;
  for (const Move m : list) legal.push_back(move_to_string(m));
  REQUIRE(sorted(legal) == sorted({"Dsj7i8", "l1l9"}));
  Move plain;
  REQUIRE(parse_move(p, "j7i8", plain).code == "illegal-move");
  const Position defected = after(scfen, "Dsj7i8");
  REQUIRE(defected.owned(kP1) == kSlate);
  REQUIRE(defected.piece_on(defected.king_square(kP1)) == make_piece(kSlate, kKing));
  REQUIRE(defected.count_legal() > 0);
  const search::Result blocked = solve(after(scfen, "l1l9").scfen().c_str());
  REQUIRE(search::is_mate_score(blocked.score));
  REQUIRE(search::mate_moves(blocked.score) == 3);

  const search::Result r = solve(scfen);
  CHECK(Engine::move_string(r.best_move) == "Dsj7i8");
  CHECK_FALSE(search::is_mate_score(r.score));
}
