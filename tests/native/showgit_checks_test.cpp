// generate_legal_checks (the tsume solver's moves for the attacking side) is exactly
// generate_legal filtered by gives_check: over random playouts, where hands fill up and kings
// get checked and pinned, and on the pawn-drop mate and the dead-drop ranks.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "core/common/prng.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/position.h"
#include "tests/native/test_seed.h"

using namespace regalia::showgit;

namespace {

std::vector<uint16_t> sorted(std::vector<uint16_t> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The checks by the slow route and by the generator, each sorted.
void require_same_checks(const Position& pos, int& checks_seen) {
  MoveList all, checks;
  generate_legal(pos, all);
  generate_legal_checks(pos, checks);
  std::vector<uint16_t> want, got;
  for (Move m : all)
    if (pos.gives_check(m)) want.push_back(m.v);
  for (Move m : checks) got.push_back(m.v);
  INFO(pos.sfen());
  REQUIRE(got.size() == want.size());  // no move twice
  REQUIRE(sorted(got) == sorted(want));
  checks_seen += int(want.size());
}

}  // namespace

TEST_CASE("generate_legal_checks: the legal checks, over random playouts", "[showgit][checks]") {
  regalia::Prng rng(regalia::test::seed(777));
  Position pos;
  int positions = 0, checks = 0, in_check = 0;
  for (int game = 0; game < 150; ++game) {
    REQUIRE_FALSE(pos.set_sfen(kStartSfen));
    for (int ply = 0; ply < 200; ++ply) {
      require_same_checks(pos, checks);
      ++positions;
      in_check += pos.in_check();
      MoveList list;
      generate_legal(pos, list);
      if (list.empty()) break;
      pos.do_move(list[rng.below(static_cast<uint32_t>(list.size()))]);
    }
  }
  // The playouts reach the cases that matter: many checks, and positions in check.
  CHECK(checks > positions);
  CHECK(in_check > 500);
  WARN(positions << " positions, " << checks << " checks, " << in_check << " in check");
}

TEST_CASE("generate_legal_checks: no pawn-drop mate, no dead drops, checks out of check", "[showgit][checks]") {
  int checks = 0;
  // P*1b would mate (refused); G*1b checks and mates.
  for (const char* sfen : {"8k/6S2/7G1/9/9/9/9/9/K8 b GP 1", "8k/6S2/7G1/9/9/9/9/9/K8 b P 1",
                           // a king on the second rank: knight drops two ranks below it only
                           "9/4k4/9/9/9/9/9/9/4K4 b NLP 1",
                           // black in check from a rook: only interpositions and king moves that check
                           "4k4/9/9/9/9/9/9/4r4/4K4 b GSNLP 1",
                           // a pinned silver may still check by a discovered line
                           "4k4/9/9/4S4/9/9/9/9/4R3K b - 1"}) {
    Position pos;
    REQUIRE_FALSE(pos.set_sfen(sfen));
    require_same_checks(pos, checks);
  }
  Position pos;
  REQUIRE_FALSE(pos.set_sfen("8k/6S2/7G1/9/9/9/9/9/K8 b P 1"));
  MoveList list;
  generate_legal_checks(pos, list);
  CHECK(list.size() == 3);  // the silver and the gold check; the mating pawn drop is refused
  for (Move m : list) CHECK_FALSE(m.is_drop());
}
