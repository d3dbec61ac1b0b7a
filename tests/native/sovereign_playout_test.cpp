// Random playouts: the fast generator against the independent reference (make, recompute
// control from scratch, test the king), and do/undo restoring key and SCFEN.
//
// The default run covers a few thousand positions. The long run is hidden:
//   SOVEREIGN_PLAYOUT_POSITIONS=1000000 build/native/tests/native/regalia_tests "[sovereign-long]"
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/sovereign/rules/notation.h"
#include "core/sovereign/rules/position.h"
#include "tests/support/sovereign_reference.h"
#include "core/sovereign/rules/tables.h"
#include "tests/native/test_seed.h"

using namespace regalia::sovereign;

namespace {

struct Rng {
  uint64_t s;
  uint64_t next() {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
  }
  int below(int n) { return int(next() % uint64_t(n)); }
};

// Moves that change control or the regime are rare in uniform play: prefer them half the time.
bool interesting(const Position& pos, Move m) {
  if (m.kind() != kNormal) return true;
  return square_colour(m.from()) != kNoColour || square_colour(m.to()) != kNoColour || pos.piece_on(m.to());
}

struct Stats {
  long positions = 0, moves = 0, defections = 0, king_promotions = 0, castles = 0, checks = 0, neutral_cycles = 0;
};

void check_position(Position& pos, Stats& st) {
  MoveList list;
  pos.generate_legal(list);
  std::vector<std::string> fast;
  for (Move m : list) fast.push_back(move_to_string(m));
  std::sort(fast.begin(), fast.end());
  const auto ref = reference::legal_moves(pos);
  if (fast != ref) {
    INFO("position " << pos.scfen());
    std::string only_fast, only_ref;
    for (auto& m : fast)
      if (!std::binary_search(ref.begin(), ref.end(), m)) only_fast += m + " ";
    for (auto& m : ref)
      if (!std::binary_search(fast.begin(), fast.end(), m)) only_ref += m + " ";
    INFO("only fast: " << only_fast);
    INFO("only reference: " << only_ref);
    REQUIRE(fast == ref);
  }
  REQUIRE(pos.count_legal() == list.size());
  uint8_t ctl[kColours];
  reference::control(pos, ctl);
  for (int c = 0; c < kColours; ++c) REQUIRE(pos.controller(c) == ctl[c]);
  REQUIRE(pos.key() == pos.compute_key());
  const std::string scfen = pos.scfen();
  const uint64_t key = pos.key();
  for (Move m : list) {
    pos.do_move(m);
    REQUIRE(pos.key() == pos.compute_key());
    pos.undo_move();
    REQUIRE(pos.key() == key);
  }
  REQUIRE(pos.scfen() == scfen);
  Position copy;
  REQUIRE_FALSE(copy.set_scfen(scfen));
  REQUIRE(copy.key() == key);
  REQUIRE(copy.scfen() == scfen);
  ++st.positions;
  st.moves += list.size();
  if (pos.in_check()) ++st.checks;
}

// True when the colour graph (colour -> colour of the piece on its squares) has a cycle
// among non-owned colours.
bool has_cycle(const Position& pos) {
  int next[kColours];
  for (int c = 0; c < kColours; ++c) next[c] = -1;
  for (int s = 0; s < kSquares; ++s)
    if (square_colour(s) != kNoColour && pos.piece_on(s)) next[square_colour(s)] = colour_of(pos.piece_on(s));
  for (int c = 0; c < kColours; ++c) {
    int cur = c;
    for (int i = 0; i < kColours && cur >= 0; ++i) {
      if (cur == pos.owned(kP1) || cur == pos.owned(kP2)) {
        cur = -1;
        break;
      }
      cur = next[cur];
    }
    if (cur >= 0) return true;
  }
  return false;
}

Stats run_playouts(long positions, uint64_t seed) {
  Rng rng{seed};
  Stats st;
  while (st.positions < positions) {
    Position pos;
    const int plies = 40 + rng.below(160);
    for (int ply = 0; ply < plies && st.positions < positions; ++ply) {
      check_position(pos, st);
      MoveList list;
      pos.generate_legal(list);
      if (list.size() == 0) break;
      Move pick = list[rng.below(list.size())];
      if (rng.below(2)) {
        std::vector<Move> special;
        for (Move m : list)
          if (interesting(pos, m)) special.push_back(m);
        if (!special.empty()) pick = special[rng.below(int(special.size()))];
      }
      if (pick.kind() == kDefect || pick.kind() == kDefectStep) ++st.defections;
      if (pick.kind() == kCastle) ++st.castles;
      if (pick.kind() == kPromotion && pick.promotion() == kKing) ++st.king_promotions;
      pos.do_move(pick);
      if (has_cycle(pos)) ++st.neutral_cycles;
    }
  }
  return st;
}

}  // namespace

TEST_CASE("sovereign: fast generator equals the reference over random playouts", "[sovereign]") {
  const Stats st = run_playouts(10000, regalia::test::seed(0x1234567ull));
  CHECK(st.positions == 10000);
  CHECK(st.defections > 0);
  CHECK(st.king_promotions > 0);
  WARN("playouts: " << st.positions << " positions, " << st.moves << " moves, " << st.checks << " in check, "
                    << st.defections << " defections, " << st.king_promotions << " king promotions, " << st.castles
                    << " castlings, " << st.neutral_cycles << " positions with a control cycle");
}

TEST_CASE("sovereign: long playout comparison (hidden)", "[.sovereign-long]") {
  long n = 1000000;
  if (const char* env = std::getenv("SOVEREIGN_PLAYOUT_POSITIONS")) n = std::atol(env);
  const Stats st = run_playouts(n, regalia::test::seed(0xC0FFEEull));
  CHECK(st.positions == n);
  WARN("long playouts: " << st.positions << " positions, " << st.moves << " moves, " << st.checks << " in check, "
                         << st.defections << " defections, " << st.king_promotions << " king promotions, "
                         << st.castles << " castlings, " << st.neutral_cycles << " positions with a control cycle");
}
