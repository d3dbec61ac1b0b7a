// The search on Sovereign Chess: legal moves, determinism, levels (the pie rule: sovereign_pie_test.cpp).
#include <catch2/catch.hpp>

#include "core/common/prng.h"
#include "core/sovereign/ai/search_adapter.h"
#include "tests/native/test_seed.h"

using namespace regalia;
using namespace regalia::sovereign;

TEST_CASE("Sovereign AI returns legal moves from the start and random positions", "[search][sovereign]") {
  Engine e(8);
  Prng rng(regalia::test::seed(77));
  Position p;
  std::vector<std::string> moves;
  for (int ply = 0; ply < 40; ++ply) {
    MoveList list;
    p.generate_legal(list);
    if (list.empty()) break;
    if (ply % 8 == 0) {
      REQUIRE(!e.set_position(kStartScfen, moves));
      search::Limits l;
      l.nodes = 3000;
      l.level = 1 + int(rng.below(10));
      const search::Result r = e.think(l);
      REQUIRE(r.best_move != 0);
      CHECK(p.is_legal(Move{r.best_move}));
    }
    const Move m = list[rng.below(uint32_t(list.size()))];
    moves.push_back(Engine::move_string(m.v));
    p.do_move(m);
  }
}

TEST_CASE("Sovereign search is deterministic under a node limit", "[search][sovereign]") {
  Engine a(8), b(8);
  search::Limits l;
  l.nodes = 8000;
  const search::Result r1 = a.think(l), r2 = b.think(l);
  CHECK(r1.best_move == r2.best_move);
  CHECK(r1.nodes == r2.nodes);
}
