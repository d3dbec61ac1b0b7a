// Game: pie rule, status (checkmate, stalemate, repetition, fifty moves), history, undo.
#include <catch2/catch.hpp>

#include "core/sovereign/rules/game.h"

using namespace regalia::sovereign;

TEST_CASE("sovereign game: pie rule", "[sovereign]") {
  Game g;
  CHECK_FALSE(g.can_swap());
  CHECK(g.play("swap").code == "swap-not-allowed");
  CHECK(g.person_on(kP1) == 1);
  CHECK(g.person_on(kP2) == 2);
  REQUIRE_FALSE(g.play("e2e4"));
  CHECK(g.can_swap());
  REQUIRE_FALSE(g.play("swap"));
  CHECK(g.swapped());
  CHECK(g.person_on(kP1) == 2);
  CHECK(g.person_on(kP2) == 1);
  CHECK(g.position().side_to_move() == kP2);  // the board is unchanged
  CHECK_FALSE(g.can_swap());
  CHECK(g.play("swap").code == "swap-not-allowed");
  REQUIRE_FALSE(g.play("e15e13"));
  CHECK(g.history() == std::vector<std::string>{"e2e4", "swap", "e15e13"});
  CHECK(g.play("e4e9").code == "illegal-move");
  CHECK(g.play("e4").code == "bad-move-syntax");
  REQUIRE(g.undo());
  REQUIRE(g.undo());
  CHECK_FALSE(g.swapped());
  CHECK(g.can_swap());
  REQUIRE(g.undo());
  CHECK_FALSE(g.undo());
  CHECK(g.position().scfen() == kStartScfen);
}

TEST_CASE("sovereign game: checkmate names the winner", "[sovereign]") {
  Game g;
  REQUIRE_FALSE(g.set_scfen("bk15/16/16/16/16/16/16/wrwr14/16/16/16/16/16/16/16/8wk7 2 w b - 0 1"));
  regalia::GameStatus s = g.status();
  CHECK(s.over());
  CHECK(s.reason == "checkmate");
  CHECK(s.winner == 1);
  CHECK(g.winner_person(s) == 1);
  CHECK(g.play("a16b16").code == "game-over");
  // Mate delivered by a move, after a swap: person 2 plays the White side and wins.
  REQUIRE_FALSE(g.set_scfen("bk15/16/16/16/16/16/16/wr15/16/16/16/16/16/1wr14/16/8wk7 1 w b - 0 1"));
  CHECK(g.status().reason.empty());
  REQUIRE_FALSE(g.play("b3b9"));
  CHECK(g.can_swap());
  REQUIRE_FALSE(g.play("swap"));
  s = g.status();
  CHECK(s.reason == "checkmate");
  CHECK(s.winner == 1);
  CHECK(g.winner_person(s) == 2);
}

TEST_CASE("sovereign game: stalemate", "[sovereign]") {
  Game g;
  REQUIRE_FALSE(g.set_scfen("bk15/2wr13/16/16/16/16/16/1wr14/16/16/16/16/16/16/16/8wk7 2 w b - 0 1"));
  CHECK_FALSE(g.position().in_check());
  regalia::GameStatus s = g.status();
  CHECK(s.over());
  CHECK(s.reason == "stalemate");
  CHECK(s.winner == 0);
  CHECK(g.winner_person(s) == 0);
}

TEST_CASE("sovereign game: threefold repetition", "[sovereign]") {
  Game g;
  const char* moves[] = {"f1g3", "f16g14", "g3f1", "g14f16", "f1g3", "f16g14", "g3f1"};
  for (const char* m : moves) {
    REQUIRE_FALSE(g.play(m));
    CHECK_FALSE(g.status().over());
  }
  REQUIRE_FALSE(g.play("g14f16"));
  CHECK(g.is_repetition());
  CHECK(g.status().reason == "repetition");
  g.undo();
  CHECK_FALSE(g.status().over());
}

TEST_CASE("sovereign game: fifty-move rule", "[sovereign]") {
  Game g;
  REQUIRE_FALSE(g.set_scfen("8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b EL 99 80"));
  CHECK_FALSE(g.status().over());
  REQUIRE_FALSE(g.play("Oe1g1"));  // castling does not reset the clock
  CHECK(g.position().halfmove_clock() == 100);
  CHECK(g.status().reason == "fifty-moves");
  // A capture or pawn move resets it.
  REQUIRE_FALSE(g.set_scfen("8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/4wp11/8wk7 1 w b - 99 80"));
  REQUIRE_FALSE(g.play("e2e4"));
  CHECK(g.position().halfmove_clock() == 0);
  CHECK_FALSE(g.status().over());
}

TEST_CASE("sovereign game: search-facing position interface", "[sovereign]") {
  Position pos;
  REQUIRE_FALSE(pos.set_scfen("15bk/16/16/16/4bp10rr/16/16/16/4wr11/16/16/16/16/16/16/wk15 1 w b - 0 1"));  // T12
  MoveList list;
  pos.generate_legal(list);
  REQUIRE(list.size() == 25);
  int captures = 0;
  for (Move m : list)
    if (pos.victim(m)) ++captures;
  CHECK(captures == 1);
  const uint64_t key = pos.key();
  for (Move m : list) {
    const Piece v = pos.victim(m);
    pos.do_move(m);
    CHECK(pos.captured_piece() == v);
    CHECK(pos.side_to_move() == kP2);
    pos.undo_move();
  }
  CHECK(pos.key() == key);
  CHECK_FALSE(pos.in_check());
}
