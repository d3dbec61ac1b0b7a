#pragma once
// Random SHOWGIT playouts for property tests: the positions of games from the start position, each
// move drawn uniformly from the legal ones with the test's seed (test_seed.h).
#include <cstdint>

#include "core/common/prng.h"
#include "core/showgit/rules/movegen.h"
#include "tests/native/test_seed.h"

namespace regalia::test {

// Calls visit(position) on every position of `games` playouts of at most `plies` plies that has a
// legal move; returns how many positions it visited.
template <class Visit>
int showgit_playouts(uint64_t fixed_seed, int games, int plies, Visit visit) {
  Prng rng(seed(fixed_seed));
  int visited = 0;
  for (int game = 0; game < games; ++game) {
    showgit::Position pos;
    for (int ply = 0; ply < plies; ++ply) {
      showgit::MoveList list;
      showgit::generate_legal(pos, list);
      if (list.size() == 0) break;
      visit(static_cast<const showgit::Position&>(pos));
      ++visited;
      pos.do_move(list[size_t(rng.below(uint32_t(list.size())))]);
    }
  }
  return visited;
}

}  // namespace regalia::test
