// CheckInfo (check squares and discoverers prepared once per node) against playing the move.
#include <catch2/catch.hpp>

#include "core/common/prng.h"
#include "core/showgit/rules/check_info.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/usi.h"
#include "tests/native/test_seed.h"

using namespace regalia;
using namespace regalia::showgit;

TEST_CASE("CheckInfo says which moves give check, direct and discovered, as playing them does", "[showgit][check]") {
  Prng rng(regalia::test::seed(20261201));
  int moves = 0, checks = 0, discovered = 0, drops = 0;
  for (int game = 0; game < 60; ++game) {
    Position pos;
    for (int ply = 0; ply < 200; ++ply) {
      MoveList list;
      generate_legal(pos, list);
      if (list.size() == 0) break;
      CheckInfo ci;
      ci.init(pos);
      for (const Move m : list) {
        Position after = pos;
        after.do_move(m);
        const bool check = after.in_check();
        INFO(pos.sfen() << " move " << to_usi(m));
        REQUIRE(ci.gives_check(pos, m) == check);
        REQUIRE(pos.gives_check(m) == check);
        ++moves;
        if (!check) continue;
        ++checks;
        if (m.is_drop()) ++drops;
        if (after.checkers().andnot(sq_bb(m.to()))) ++discovered;
      }
      // Checks and captures are preferred so that kings get exposed and lines open.
      size_t pick = size_t(rng.below(uint32_t(list.size())));
      for (size_t i = 0; i < list.size() && rng.below(2); ++i) {
        const Move m = list[(pick + i) % list.size()];
        if (pos.gives_check(m) || (!m.is_drop() && pos.piece_on(m.to()))) {
          pick = (pick + i) % list.size();
          break;
        }
      }
      pos.do_move(list[pick]);
    }
  }
  // About 580 K moves, 23 K checks, 6.5 K of them drops, 480 discovered.
  CHECK(moves > 300000);
  CHECK(checks > 10000);
  CHECK(drops > 3000);
  CHECK(discovered > 200);
}
