// The tsume solver (df-pn, core/showgit/tsume/mate_search.h): problems built for this test, each
// solution checked against a brute-force AND/OR search written here (and, by hand, against
// Fairy-Stockfish: every final position below is mate there too).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/common/prng.h"
#include "core/showgit/tsume/mate_search.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/usi.h"
#include "tests/native/test_seed.h"

using namespace regalia;
using namespace regalia::showgit;

namespace {

// Can the side to move (checking at every move) mate within `plies`? Exhaustive, no table.
bool brute_mates(Position& pos, int plies, bool checker_to_move = true) {
  MoveList moves;
  generate_legal(pos, moves);
  if (!checker_to_move) {
    if (moves.empty()) return true;  // only reached after a check
    if (plies <= 0) return false;
  } else if (plies <= 0) {
    return false;
  }
  for (Move m : moves) {
    if (checker_to_move && !pos.gives_check(m)) continue;
    pos.do_move(m);
    const bool mates = brute_mates(pos, plies - 1, !checker_to_move);
    pos.undo_move(m);
    if (mates == checker_to_move) return checker_to_move;
  }
  return !checker_to_move;
}

// Shortest mate within max_plies by brute force (odd plies), or -1.
int brute_shortest(const std::string& sfen, int max_plies) {
  Position pos;
  REQUIRE(!pos.set_sfen(sfen));
  for (int d = 1; d <= max_plies; d += 2)
    if (brute_mates(pos, d)) return d;
  return -1;
}

Position position(const std::string& sfen) {
  Position pos;
  REQUIRE(!pos.set_sfen(sfen));
  return pos;
}

std::string usi_line(const std::vector<Move>& pv) {
  std::string s;
  for (Move m : pv) s += (s.empty() ? "" : " ") + to_usi(m);
  return s;
}

MateResult solve(const std::string& sfen, bool shortest = true, uint64_t nodes = 0, int max_plies = 0) {
  MateSearch solver(4);
  MateLimits limits;
  limits.shortest = shortest;
  limits.nodes = nodes;
  limits.max_plies = max_plies;
  return solver.solve(position(sfen), limits);
}

// A found mate: returned as Mate, and the PV really mates (checked here, not by the solver).
void require_mate(const std::string& sfen, const MateResult& r) {
  REQUIRE(r.outcome == MateOutcome::kMate);
  INFO(usi_line(r.pv));
  REQUIRE(MateSearch::is_mating_sequence(position(sfen), r.pv));
}

}  // namespace

TEST_CASE("mate in 1 by a gold drop while the pawn-drop mate is refused", "[mate][showgit]") {
  // White king 1a; black silver 3b covers 2a, gold 2c covers 1b and 2b. P*1b would mate
  // (uchifuzume, illegal); G*1b mates.
  const std::string sfen = "8k/6S2/7G1/9/9/9/9/9/K8 b GP 1";
  const Position pos = position(sfen);
  const Move pawn_drop = Move::drop(kPawn, make_square(0, 1));
  CHECK(pos.pawn_drop_mates(make_square(0, 1)));
  CHECK_FALSE(is_legal(pos, pawn_drop));
  const MateResult r = solve(sfen);
  require_mate(sfen, r);
  CHECK(usi_line(r.pv) == "G*1b");
  CHECK(brute_shortest(sfen, 5) == 1);
}

TEST_CASE("the pawn-drop mate is the only mate: proven no mate", "[mate][showgit]") {
  const std::string sfen = "8k/6S2/7G1/9/9/9/9/9/K8 b P 1";
  CHECK(position(sfen).pawn_drop_mates(make_square(0, 1)));
  const MateResult r = solve(sfen);
  CHECK(r.outcome == MateOutcome::kNoMate);
  CHECK(r.pv.empty());
  CHECK(brute_shortest(sfen, 5) == -1);
}

TEST_CASE("mate in 3: gold drop, then a promoting silver", "[mate][showgit]") {
  const std::string sfen = "9/2k6/4S4/3P5/9/1R7/9/9/2K6 b GNP 1";
  const MateResult r = solve(sfen);
  require_mate(sfen, r);
  CHECK(r.pv.size() == 3);
  CHECK(brute_shortest(sfen, 5) == 3);
}

TEST_CASE("mate in 5: rook drop, promotion, promotion", "[mate][showgit]") {
  const std::string sfen = "9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 b R 1";
  const MateResult r = solve(sfen);
  require_mate(sfen, r);
  CHECK(r.pv.size() == 5);
  CHECK(brute_shortest(sfen, 5) == 5);
  // Without the shortening passes df-pn proves a longer mate first: the passes do their job.
  const MateResult first = solve(sfen, false);
  require_mate(sfen, first);
  CHECK(first.pv.size() > 5);
}

TEST_CASE("mate in 7: rook drop, promotion, gold drop", "[mate][showgit]") {
  const std::string sfen = "9/k8/9/9/9/G8/9/9/K8 b RG 1";
  const MateResult r = solve(sfen);
  require_mate(sfen, r);
  CHECK(r.pv.size() == 7);
  CHECK(brute_shortest(sfen, 5) == -1);  // so 7 is the shortest
}

TEST_CASE("mate in 9: a checking pawn drop that does not mate, silver promotes", "[mate][showgit]") {
  const std::string sfen = "k8/9/2p6/1R7/9/9/9/9/4K4 b SP 1";
  const MateResult r = solve(sfen);
  require_mate(sfen, r);
  CHECK(r.pv.size() == 9);
  CHECK(r.pv[0] == Move::drop(kPawn, make_square(8, 1)));  // P*9b
  CHECK(brute_shortest(sfen, 7) == -1);
}

TEST_CASE("a long mate (none within 9 plies): bishop drop, promotion, a king hunt", "[mate][showgit]") {
  const std::string sfen = "lk7/9/9/3S5/3R5/9/9/9/3K5 b B 1";
  const MateResult r = solve(sfen, false);
  require_mate(sfen, r);
  CHECK(r.pv.size() >= 11);
  bool drop = false, promotion = false;
  for (size_t i = 0; i < r.pv.size(); i += 2) drop |= r.pv[i].is_drop(), promotion |= r.pv[i].promotes();
  CHECK(drop);
  CHECK(promotion);
  CHECK(brute_shortest(sfen, 9) == -1);
}

TEST_CASE("no mate: proven, and the brute force agrees", "[mate][showgit]") {
  for (const char* sfen : {"4k4/9/9/9/9/9/9/9/K8 b G 1", "4k4/9/9/9/9/9/9/9/K8 b GS 1", kStartSfen}) {
    INFO(sfen);
    CHECK(solve(sfen).outcome == MateOutcome::kNoMate);
    CHECK(brute_shortest(sfen, 5) == -1);
  }
}

TEST_CASE("endless rook checks are no mate (repetition is not a proof)", "[mate][showgit]") {
  // A lone rook can check the bare king forever; every such line repeats.
  const std::string sfen = "8k/9/9/9/9/9/9/9/K6R1 b - 1";
  CHECK(solve(sfen).outcome == MateOutcome::kNoMate);
  CHECK(brute_shortest(sfen, 5) == -1);
}

TEST_CASE("limits: nodes, the stop callback and the mate length", "[mate][showgit]") {
  const std::string sfen = "lk7/9/9/3S5/3R5/9/9/9/3K5 b B 1";
  const MateResult few = solve(sfen, false, 50);
  CHECK(few.outcome == MateOutcome::kUnknown);
  CHECK(few.nodes <= 50);

  MateSearch solver(4);
  MateLimits stop_now;
  int polls = 0;
  stop_now.should_stop = [&polls] { return ++polls > 0; };
  const MateResult stopped = solver.solve(position(sfen), stop_now);
  CHECK(stopped.outcome == MateOutcome::kUnknown);
  CHECK(polls > 0);

  // The mate in 5 does not exist within 3 plies; within 5 it does.
  const std::string five = "9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 b R 1";
  CHECK(solve(five, false, 0, 3).outcome == MateOutcome::kNoMate);
  const MateResult within5 = solve(five, false, 0, 5);
  require_mate(five, within5);
  CHECK(within5.pv.size() == 5);
}

TEST_CASE("is_mating_sequence refuses a quiet first move and an unfinished line", "[mate][showgit]") {
  const Position pos = position("9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 b R 1");
  Move m;
  std::vector<Move> pv;
  for (const char* s : {"R*1b", "5b6a", "7c7b+", "6a5a", "1b1a+"}) {
    REQUIRE(!parse_usi_syntax(s, m));
    pv.push_back(m);
  }
  CHECK(MateSearch::is_mating_sequence(pos, pv));
  pv.pop_back();
  pv.pop_back();
  CHECK_FALSE(MateSearch::is_mating_sequence(pos, pv));  // 3 plies, the king still escapes
  REQUIRE(!parse_usi_syntax("4d4c", m));                 // the gold steps without checking
  CHECK_FALSE(MateSearch::is_mating_sequence(pos, {m}));
}

TEST_CASE("random positions: the solver within 1 and 3 plies equals the brute force", "[mate][showgit]") {
  // Bare-ish white king on the top two ranks, a few black attackers near it and up to three
  // pieces in hand; positions the SFEN reader refuses are skipped.
  Prng rng(regalia::test::seed(20240611));
  MateSearch solver(4);
  int tried = 0, mates = 0;
  while (tried < 300) {
    char board[9][9] = {};
    auto put = [&](int file, int rank, char c) {
      if (file >= 0 && file < 9 && rank >= 0 && rank < 9 && !board[rank][file]) board[rank][file] = c;
    };
    const int kf = int(rng.below(9)), kr = int(rng.below(2));
    put(kf, kr, 'k');
    put(int(rng.below(9)), 8, 'K');
    for (uint32_t i = 0, n = rng.below(3); i < n; ++i) put(kf + int(rng.below(5)) - 2, kr + int(rng.below(3)), "plnsgbr"[rng.below(7)]);
    for (uint32_t i = 0, n = 1 + rng.below(3); i < n; ++i) put(kf + int(rng.below(7)) - 3, kr + 1 + int(rng.below(4)), "PLNSGBR"[rng.below(7)]);
    std::string sfen;
    for (int rank = 0; rank < 9; ++rank) {
      int empty = 0;
      for (int file = 8; file >= 0; --file) {
        const char c = board[rank][file];
        if (!c) {
          ++empty;
          continue;
        }
        if (empty) sfen += char('0' + empty), empty = 0;
        sfen += c;
      }
      if (empty) sfen += char('0' + empty);
      if (rank < 8) sfen += '/';
    }
    sfen += " b ";
    for (uint32_t i = 0, n = 1 + rng.below(3); i < n; ++i) sfen += "PLNSGBR"[rng.below(7)];
    sfen += " 1";
    Position pos;
    if (pos.set_sfen(sfen)) continue;
    ++tried;
    for (int plies : {1, 3}) {
      INFO(sfen << " within " << plies);
      MateLimits limits;
      limits.max_plies = plies;
      const MateResult r = solver.solve(pos, limits);
      const bool brute = brute_mates(pos, plies);
      REQUIRE(r.outcome == (brute ? MateOutcome::kMate : MateOutcome::kNoMate));
      if (brute) {
        REQUIRE(MateSearch::is_mating_sequence(pos, r.pv));
        REQUIRE(int(r.pv.size()) <= plies);
        mates += plies == 3;
      }
    }
    solver.clear();
  }
  CHECK(mates >= 20);  // the sample holds enough mates to mean something
}

TEST_CASE("the table keeps a proof until a shorter one replaces it", "[mate][showgit]") {
  // A pass for a shorter mate searches a proven position again when its proof is too long for the
  // plies left; what that pass leaves must not erase the proof (the root mate probe reuses it).
  MateTable t(1);
  t.store(42, 0, 1u << 30, 15, 100);
  t.store(42, 3, 2, 0, 10);  // an estimate from such a pass
  const MateEntry* e = t.find(42);
  REQUIRE(e);
  CHECK(e->pn == 0);
  CHECK(e->length == 15);
  CHECK(e->work == 110);  // the work still adds up
  t.store(42, 0, 1u << 30, 17, 10);  // a longer proof does not replace it either
  CHECK(t.find(42)->length == 15);
  t.store(42, 0, 1u << 30, 11, 10);  // a shorter one does
  CHECK(t.find(42)->length == 11);
  t.store(43, 5, 6, 0, 1);  // an estimate is replaced by the next estimate
  t.store(43, 7, 8, 0, 1);
  CHECK(t.find(43)->pn == 7);
}
