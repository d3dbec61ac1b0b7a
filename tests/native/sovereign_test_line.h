#pragma once
// A fixed Sovereign Chess line for search tests: from the start, at each ply the legal move at
// index 7·ply (modulo the count) of the generator's order. Deterministic, cheap, and it reaches
// positions a few plies into a game that no hand-written list has to keep legal.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/sovereign/ai/search_adapter.h"

namespace regalia::test {

/** The line's first `plies` moves as move strings. */
inline std::vector<std::string> sovereign_fixed_line(int plies) {
  sovereign::Position p;
  REQUIRE(!p.set_scfen(sovereign::kStartScfen));
  std::vector<std::string> moves;
  for (int ply = 0; ply < plies; ++ply) {
    sovereign::MoveList list;
    p.generate_legal(list);
    REQUIRE(!list.empty());
    const sovereign::Move m = list[size_t(ply * 7) % list.size()];
    moves.push_back(sovereign::Engine::move_string(m.v));
    p.do_move(m);
  }
  return moves;
}

}  // namespace regalia::test
