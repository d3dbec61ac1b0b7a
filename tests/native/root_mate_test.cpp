// The root mate probe of the SHOWGIT engine (Engine::think): a df-pn tsume solve before the
// alpha-beta search at full strength, within ~10 % of the budget; and the root mate guard in
// that search: no move after which the opponent mates by checks.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/search/parameters.h"
#include "core/showgit/tsume/mate_search.h"
#include "core/showgit/ai/search_adapter.h"

using namespace regalia;
using namespace regalia::showgit;

namespace {

// From our games against Fairy-Stockfish (tools/match/out): each has a tsume of 13 or more
// plies whose first proof costs the solver under 1 000 nodes, and the search alone, even with
// 1 000 000 nodes, reports no mate there.
// Black to move: a 13-ply mate (the plain search scores it about -6 pawns).
const char* const kMate13 = "ln2gk1+P1/3s1gg2/3pp1n+R1/p4pB1p/7p1/1rpS1P3/P2PP1P1P/6G2/L1+p1K2NL b SNLPbs2p 101";
// White to move: a mate of 15 plies (first proof 21).
const char* const kMate15 = "9/1pp+P5/5+S+R1p/p8/2Pp2pPP/2S1P+b3/PPS2kPp1/1K3g1G1/LN1LsP3 w RNPb2g2n2lp 162";
// A middlegame (after 60 plies of one of those games): nine checks for the side to move, no
// mate (the full solver proves none in ~6 000 nodes; the probe's 5 000 do not decide it).
const char* const kQuiet = "ln1Gs3l/1kg1+P4/2ppppp1n/6r2/pp6P/3BP2p1/PPNP1PP2/2S4G1/+r2GK2NL b BSLPsp 61";
// No mate found by the solver within its budget: it runs until its time or node cap.
const char* const kHard = "9/9/3gkg3/9/9/9/9/9/4K4 b RBSNLP 1";

Position position(const char* sfen) {
  Position p;
  REQUIRE(!p.set_sfen(sfen));
  return p;
}

std::vector<Move> pv_moves(const search::Result& r) {
  std::vector<Move> pv;
  for (int i = 0; i < r.pv_length; ++i) pv.push_back(Move(uint16_t(r.pv[i])));
  return pv;
}

struct InfoLog {
  int calls = 0;
  search::Info first, last;
  static void on_info(const search::Info& info, void* ctx) {
    auto* log = static_cast<InfoLog*>(ctx);
    if (log->calls++ == 0) log->first = info;
    log->last = info;
  }
  // Search hooks that report every info line to this log.
  search::Hooks hooks() {
    search::Hooks h;
    h.on_info = &InfoLog::on_info;
    h.info_ctx = this;
    return h;
  }
};

// A clock that advances 0.5 ms at every reading: timings become exact and repeatable.
double g_fake_ms = 0;
double fake_now() { return g_fake_ms += 0.5; }

}  // namespace

TEST_CASE("root mate probe: a long tsume the search misses is played, with a mate score", "[rootmate][showgit]") {
  for (const char* sfen : {kMate13, kMate15}) {
    INFO(sfen);
    search::Limits nodes;
    nodes.nodes = 100000;  // probe: at most 10 000 nodes
    // The plain search at this node limit does not see it ...
    Engine plain(8);
    plain.set_root_mate(false);
    REQUIRE(!plain.set_position(sfen));
    const search::Result p = plain.think(nodes);
    CHECK(!plain.last_probe().ran);
    CHECK(!search::is_mate_score(p.score));
    // ... the probe does: the first move of a verified mate, scored as mate in its length.
    Engine e(8);
    REQUIRE(e.root_mate());
    REQUIRE(!e.set_position(sfen));
    InfoLog log;
    const search::Result r = e.think(nodes, log.hooks());
    REQUIRE(e.last_probe().ran);
    CHECK(e.last_probe().outcome == MateOutcome::kMate);
    CHECK(e.last_probe().node_cap == 10000);
    REQUIRE(r.pv_length >= 11);
    CHECK(MateSearch::is_mating_sequence(position(sfen), pv_moves(r)));
    CHECK(r.best_move == r.pv[0]);
    CHECK(r.score == search::mate_in(r.pv_length));
    CHECK(search::mate_moves(r.score) == (r.pv_length + 1) / 2);
    CHECK(r.depth == r.pv_length);
    CHECK(r.nodes == e.last_probe().nodes);
    CHECK(r.nodes <= 10000);
    CHECK(r.legal_moves > 0);
    CHECK(!r.stopped);
    // One info line, the same as the result.
    CHECK(log.calls == 1);
    CHECK(log.last.score == r.score);
    CHECK(log.last.pv_length == r.pv_length);
    CHECK(log.last.pv[0] == r.best_move);

    // With a short movetime as well (probe: 10 % of 100 - 30 ms overhead), on the fake clock: the
    // 7 ms are the probe's own, whatever the machine's load or a sanitizer's slowdown.
    Engine t(8);
    REQUIRE(!t.set_position(sfen));
    search::Limits mt;
    mt.movetime_ms = 100;
    search::Hooks fake;
    g_fake_ms = 0;
    fake.now = &fake_now;
    const search::Result rt = t.think(mt, fake);
    CHECK(t.last_probe().time_cap_ms == Approx(7.0));
    CHECK(search::is_mate_score(rt.score));
    CHECK(rt.score > 0);
    CHECK(MateSearch::is_mating_sequence(position(sfen), pv_moves(rt)));
  }
}

TEST_CASE("root mate probe: the mate goes on after the defender's reply, shorter", "[rootmate][showgit]") {
  Engine e(8);
  REQUIRE(!e.set_position(kMate15));
  search::Limits l;
  l.nodes = 100000;
  const search::Result first = e.think(l);
  REQUIRE(first.pv_length >= 3);
  REQUIRE(search::is_mate_score(first.score));
  // Play the mating move and the defender's reply from the PV: the probe keeps its table after
  // a proof, so it finds the rest at once.
  const std::vector<std::string> moves{Engine::move_string(first.pv[0]), Engine::move_string(first.pv[1])};
  REQUIRE(!e.set_position(kMate15, moves));
  const search::Result next = e.think(l);
  REQUIRE(e.last_probe().outcome == MateOutcome::kMate);
  CHECK(next.pv_length <= first.pv_length - 2);
  CHECK(next.score == search::mate_in(next.pv_length));
}

TEST_CASE("root mate probe: no mate: the search runs in the budget left, deterministic under a node limit",
          "[rootmate][showgit]") {
  // Node limit: probe + search use exactly the limit, the same each time from a fresh engine.
  search::Limits l;
  l.nodes = 50000;
  Engine a(8), b(8);
  REQUIRE(!a.set_position(kQuiet));
  REQUIRE(!b.set_position(kQuiet));
  InfoLog log;
  const search::Result ra = a.think(l, log.hooks());
  const RootMateProbe probe = a.last_probe();
  const search::Result rb = b.think(l);
  REQUIRE(a.last_probe().ran);
  CHECK(a.last_probe().outcome != MateOutcome::kMate);
  CHECK(a.last_probe().node_cap == 5000);
  CHECK(a.last_probe().nodes > 0);
  CHECK(!search::is_mate_score(ra.score));
  CHECK(ra.best_move != 0);
  CHECK(ra.nodes == 50000);  // the probe's nodes came off the search's limit
  CHECK(ra.best_move == rb.best_move);
  CHECK(ra.nodes == rb.nodes);
  CHECK(ra.score == rb.score);
  CHECK(a.last_probe().nodes == b.last_probe().nodes);
  a.new_game();
  const search::Result again = a.think(l);
  CHECK(again.best_move == ra.best_move);
  CHECK(again.nodes == ra.nodes);
  // The info lines count the probe's nodes (and time) too, from the first iteration on.
  REQUIRE(log.calls > 0);
  CHECK(log.first.depth == 1);
  CHECK(log.first.nodes > probe.nodes);
  CHECK(log.first.time_ms >= probe.time_ms);
  CHECK(log.last.nodes <= ra.nodes);

  // Movetime: the probe takes its share and a move comes back (the budget itself is checked with
  // a fake clock in the next test, not against the wall clock of a busy machine).
  Engine t(8);
  REQUIRE(!t.set_position(kQuiet));
  search::Limits mt;
  mt.movetime_ms = 200;
  const search::Result rt = t.think(mt);
  REQUIRE(t.last_probe().ran);
  CHECK(t.last_probe().time_cap_ms == Approx(17.0));  // 10 % of 200 - 30 ms overhead
  CHECK(rt.best_move != 0);
  CHECK(rt.time_ms >= t.last_probe().time_ms);
}

TEST_CASE("root mate probe: its time comes off the search's budget (movetime, byoyomi)", "[rootmate][showgit]") {
  // With a clock that ticks 0.5 ms per reading, the probe in a position it cannot solve runs to
  // its time cap (10 % of the budget), and probe + search end at the budget, not 10 % past it.
  for (const bool byoyomi : {false, true}) {
    INFO("byoyomi " << byoyomi);
    search::Limits l;
    if (byoyomi) l.clock.byoyomi_ms = 200;
    else l.movetime_ms = 200;
    l.overhead_ms = 30;  // budget 170 ms
    search::Hooks hooks;
    hooks.now = &fake_now;
    Engine e(8);
    REQUIRE(!e.set_position(kHard));
    g_fake_ms = 0;
    const search::Result r = e.think(l, hooks);
    const RootMateProbe& probe = e.last_probe();
    REQUIRE(probe.ran);
    CHECK(probe.outcome == MateOutcome::kUnknown);
    CHECK(probe.time_cap_ms == Approx(17.0));
    CHECK(probe.time_ms >= 17.0);
    CHECK(probe.nodes < probe.node_cap);  // the time cap ended it
    CHECK(r.best_move != 0);
    CHECK(r.time_ms >= 170.0);
    // A move first found by the depth the clock cut short gets the root guard's short look after
    // the deadline (parameters.h).
    CHECK(r.time_ms <= 171.0 + search::param::kRootGuardLateMs);
  }
}

TEST_CASE("root mate probe: only for the full search, only when on, not without legal moves", "[rootmate][showgit]") {
  search::Limits l;
  l.nodes = 100000;
  // Levels with a depth cap and a margin (and level 0, which levels.cpp clamps to 1) keep their
  // own search: no probe.
  for (const int level : {7, 5, 0}) {
    INFO("level " << level);
    Engine e(8);
    REQUIRE(!e.set_position(kMate13));
    l.level = level;
    const search::Result r = e.think(l);
    CHECK(!e.last_probe().ran);
    CHECK(!search::is_mate_score(r.score));
  }
  {
    // Level 9 is the full search on its own node cap (400,000), which the probe shares: 10 % of
    // the caller's 1.48 M would be 148,000 of it.
    search::Limits l9;
    l9.nodes = 1480000;
    l9.level = 9;
    Engine e(8);
    REQUIRE(!e.set_position(kMate13));
    const search::Result r = e.think(l9);
    CHECK(e.last_probe().ran);
    CHECK(e.last_probe().node_cap == 40000);
    CHECK(search::is_mate_score(r.score));
  }
  l.level = 10;
  {
    Engine e(8);
    e.set_root_mate(false);
    REQUIRE(!e.set_position(kMate13));
    e.think(l);
    CHECK(!e.last_probe().ran);
    e.set_root_mate(true);
    const search::Result r = e.think(l);
    CHECK(e.last_probe().ran);
    CHECK(search::is_mate_score(r.score));
  }
  {
    // No legal move: the search's answer (no move, mated), no probe.
    Engine e(8);
    REQUIRE(!e.set_position("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1"));
    const search::Result r = e.think(l);
    CHECK(!e.last_probe().ran);
    CHECK(r.best_move == 0);
    CHECK(r.legal_moves == 0);
  }
}

// From our games against gpsusi at 60 s + 2 s (tools/match/out/series): Black to move, and the
// search's choice 3c3b lets White mate by checks in 17 plies (the solver's first proof takes about
// 2,000 nodes; gpsusi found it and won).
const char* const kGuarded = "l5s+B1/1r2k1g2/p1ngpp+Lpp/2p1N4/P2p1P3/SpP1P+sP2/3Ps3P/1KG6/+n6RL b BNPgl2p 87";

// Does the opponent mate by checks after `move` (USI) from `sfen`? The solver at 1 M nodes.
MateOutcome mate_after(const char* sfen, uint32_t move) {
  Position p = position(sfen);
  p.do_move(SearchAdapter::from_raw(move));
  MateSearch solver(8);
  MateLimits ml;
  ml.nodes = 1000000;
  return solver.solve(p, ml).outcome;
}

TEST_CASE("root mate guard: a move after which the opponent mates by checks is not played", "[rootmate][showgit]") {
  search::Limits l;
  l.nodes = 100000;
  // Without the probe and the guard the search plays into the mate.
  Engine plain(8);
  plain.set_root_mate(false);
  REQUIRE(!plain.set_position(kGuarded));
  const search::Result rp = plain.think(l);
  CHECK(Engine::move_string(rp.best_move) == "3c3b");
  CHECK(mate_after(kGuarded, rp.best_move) == MateOutcome::kMate);
  CHECK(plain.last_guard().checked == 0);

  // With them, every move the guard refutes leaves the root; the move played is proven safe from
  // a mate by checks, and the node limit stays exact and repeatable (the guard's nodes count).
  Engine a(8), b(8);
  REQUIRE(!a.set_position(kGuarded));
  REQUIRE(!b.set_position(kGuarded));
  const search::Result ra = a.think(l);
  const search::Result rb = b.think(l);
  CHECK(a.last_guard().refuted >= 1);
  CHECK(a.last_guard().checked > a.last_guard().refuted);
  CHECK(Engine::move_string(ra.best_move) != "3c3b");
  CHECK(mate_after(kGuarded, ra.best_move) == MateOutcome::kNoMate);
  CHECK(!search::is_mate_score(ra.score));
  CHECK(ra.nodes == 100000);
  CHECK(ra.best_move == rb.best_move);
  CHECK(ra.score == rb.score);
  CHECK(a.last_guard().checked == b.last_guard().checked);
  // A mate the probe answers leaves no search, so no guard: its figures are this think's.
  REQUIRE(!a.set_position(kMate13));
  const search::Result mate = a.think(l);
  CHECK(search::is_mate_score(mate.score));
  CHECK(a.last_guard().checked == 0);

  // Several lines (analysis) and the weaker levels see every move: no guard.
  search::Limits two = l;
  two.multipv = 2;
  Engine m(8);
  REQUIRE(!m.set_position(kGuarded));
  m.think(two);
  CHECK(m.last_guard().checked == 0);
}
