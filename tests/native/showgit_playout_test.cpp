// Random playouts: do/undo restore key and SFEN, and the incremental key equals a fresh one.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/common/prng.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/position.h"
#include "tests/native/test_seed.h"

using namespace regalia::showgit;

TEST_CASE("do/undo restores key and SFEN over random playouts", "[showgit][playout]") {
  regalia::Prng rng(regalia::test::seed(12345));
  Position pos;
  for (int game = 0; game < 200; ++game) {
    REQUIRE_FALSE(pos.set_sfen(kStartSfen));
    std::vector<Move> played;
    std::vector<std::string> sfens;
    std::vector<uint64_t> keys;
    for (int ply = 0; ply < 160; ++ply) {
      MoveList list;
      generate_legal(pos, list);
      if (list.empty()) break;
      sfens.push_back(pos.sfen());
      keys.push_back(pos.key());
      const Move m = list[rng.below(static_cast<uint32_t>(list.size()))];
      pos.do_move(m);
      played.push_back(m);
      REQUIRE(pos.key() == pos.compute_key());
      // The side that moved never leaves its king attacked.
      const Square k = pos.king_square(~pos.side_to_move());
      REQUIRE_FALSE((k != kNoSquare && pos.attacked(pos.side_to_move(), k, pos.pieces())));
      // The SFEN reads back to the same key.
      Position copy;
      REQUIRE_FALSE(copy.set_sfen(pos.sfen()));
      REQUIRE(copy.key() == pos.key());
      REQUIRE(copy.in_check() == pos.in_check());
    }
    while (!played.empty()) {
      pos.undo_move(played.back());
      played.pop_back();
      REQUIRE(pos.key() == keys.back());
      REQUIRE(pos.sfen() == sfens.back());
      keys.pop_back();
      sfens.pop_back();
    }
  }
}

TEST_CASE("set_root gives the position as its SFEN reads, without the history", "[showgit][playout]") {
  regalia::Prng rng(regalia::test::seed(4242));
  Position rooted;
  for (int game = 0; game < 40; ++game) {
    Position pos;
    for (int ply = 0; ply < 120; ++ply) {
      MoveList list;
      generate_legal(pos, list);
      if (list.empty()) break;
      rooted.set_root(pos);
      Position read;
      REQUIRE_FALSE(read.set_sfen(pos.sfen()));
      REQUIRE(rooted.ply() == 0);
      REQUIRE(rooted.sfen() == read.sfen());
      REQUIRE(rooted.key() == read.key());
      REQUIRE(rooted.checkers() == read.checkers());
      REQUIRE(rooted.pinned() == read.pinned());
      REQUIRE(rooted.captured_piece() == kNoPiece);
      MoveList again;
      generate_legal(rooted, again);
      REQUIRE(again.size() == list.size());
      // It plays on and takes back like the position it came from.
      const Move m = list[rng.below(static_cast<uint32_t>(list.size()))];
      rooted.do_move(m);
      pos.do_move(m);
      REQUIRE(rooted.key() == pos.key());
      rooted.undo_move(m);
      REQUIRE(rooted.sfen() == read.sfen());
    }
  }
}
