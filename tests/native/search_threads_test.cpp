// Threads (Lazy SMP, core/search/helper_threads.h) in both games: with helpers the search still
// answers a legal move, keeps its time budget, stops at `stop`, counts every thread's nodes and
// leaves the weaker levels alone; back at one thread it is the one-thread search again; and the
// shared table never hands out a torn entry. (A run under -fsanitize=thread: docs/ai.md, "Threads".)
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "core/search/tt.h"
#include "core/showgit/ai/search_adapter.h"
#include "core/showgit/rules/movegen.h"
#include "core/sovereign/ai/search_adapter.h"
#include "core/sovereign/rules/game.h"
#include "tests/native/sovereign_test_line.h"

using namespace regalia;

namespace {

const char* const kShowgitPositions[] = {
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "ln1gk2nl/1r1s2gb1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1BG2S1R1/LNS1KG1NL b - 13",
    "lnsg2s1l/2rk5/pp1pppn+Rp/5bp2/2p6/4PP3/PPPP2P1P/2S1K1S2/LNBG1G1NL b GPp 23",
};

bool showgit_legal(const std::string& sfen, uint32_t raw) {
  showgit::Position p;
  REQUIRE(!p.set_sfen(sfen));
  return raw != 0 && showgit::is_legal(p, showgit::Move(uint16_t(raw)));
}

// Sovereign positions: the start and a few plies into a game.
std::vector<std::vector<std::string>> sovereign_lines() {
  const std::vector<std::string> line = test::sovereign_fixed_line(12);
  return {{}, {line.begin(), line.begin() + 6}, line};
}

bool sovereign_legal(const std::vector<std::string>& moves, uint32_t raw) {
  sovereign::Game g;
  REQUIRE(!g.set_scfen(sovereign::kStartScfen));
  for (const std::string& m : moves) REQUIRE(!g.play(m));
  return raw != 0 && g.position().is_legal(sovereign::Move{raw});
}

// A clock that advances half a millisecond each time the main search reads it: the budget is
// tested whatever the machine's load. (Helpers never read the caller's clock.)
double g_fake_ms = 0;
double fake_now() { return g_fake_ms += 0.5; }

// Sets `stop` after `ms` of real time, from another thread, as the protocols' reader does.
struct StopLater {
  std::atomic<bool> stop{false};
  std::thread t;
  explicit StopLater(int ms) : t([this, ms] {
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
    stop.store(true);
  }) {}
  ~StopLater() { t.join(); }
};

}  // namespace

TEST_CASE("Threads=2: SHOWGIT answers legal moves at a node limit, and the nodes count both threads", "[search][threads][showgit]") {
  showgit::Engine e(16);
  e.set_threads(2);
  REQUIRE(e.threads() == 2);
  for (const char* sfen : kShowgitPositions) {
    INFO(sfen);
    REQUIRE(!e.set_position(sfen));
    search::Limits l;
    l.nodes = 60000;
    const search::Result r = e.think(l);
    CHECK(showgit_legal(sfen, r.best_move));
    CHECK(r.depth >= 1);
    // Each thread adds its nodes to the team's count every 1,024 and stops at its next 1,024 once
    // the count reaches the limit: at most 1,024 over from the last addition, plus 2 x 1,024 per
    // thread, whatever the scheduling.
    CHECK(r.nodes >= l.nodes);
    CHECK(r.nodes <= l.nodes + 5 * 1024);
  }
}

TEST_CASE("Threads=2: Sovereign answers legal moves at a node limit and at a move time", "[search][threads][sovereign]") {
  sovereign::Engine e(16);
  e.set_threads(2);
  for (const auto& moves : sovereign_lines()) {
    INFO(moves.size() << " plies");
    REQUIRE(!e.set_position("startpos", moves));
    search::Limits l;
    l.nodes = 40000;
    search::Result r = e.think(l);
    CHECK(sovereign_legal(moves, r.best_move));
    CHECK(r.nodes >= l.nodes);
    CHECK(r.nodes <= l.nodes + 5 * 1024);
    search::Limits t;
    t.movetime_ms = 100;
    search::Hooks h;
    g_fake_ms = 0;
    h.now = &fake_now;
    r = e.think(t, h);
    CHECK(sovereign_legal(moves, r.best_move));
    CHECK(r.time_ms <= 101.0);
  }
}

TEST_CASE("Threads=2 keeps the move time and stops at stop", "[search][threads][showgit]") {
  showgit::Engine e(16);
  e.set_threads(2);
  const char* sfen = kShowgitPositions[1];
  REQUIRE(!e.set_position(sfen));
  search::Limits l;
  l.movetime_ms = 150;
  search::Hooks h;
  g_fake_ms = 0;
  h.now = &fake_now;
  search::Result r = e.think(l, h);
  CHECK(showgit_legal(sfen, r.best_move));
  // It spends its budget (the move time less the 30 ms overhead), no more. The end comes from the
  // clock, either cutting a depth short (stopped) or at the end of a depth that finished just as
  // the budget ran out (not stopped): which of the two depends on how the helper's table entries
  // speed up the main thread.
  CHECK(r.time_ms >= 150.0 - l.overhead_ms);
  CHECK(r.time_ms <= 151.0);

  // An infinite search ends only at stop; the helper is told to stop with it and joined by the
  // next call that needs it (the set_threads below). The bound below only turns a hang into a
  // failure: it is not a speed figure.
  const auto start = std::chrono::steady_clock::now();
  search::Result s;
  {
    StopLater later(100);
    search::Hooks hs;
    hs.stop = &later.stop;
    search::Limits inf;
    inf.infinite = true;
    s = e.think(inf, hs);
  }
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  CHECK(s.stopped);
  CHECK(showgit_legal(sfen, s.best_move));
  CHECK(ms < 10000.0);
  e.set_threads(1);
  CHECK(e.threads() == 1);
}

TEST_CASE("Threads=1 after Threads=2 is the one-thread search, node for node", "[search][threads]") {
  for (const char* sfen : kShowgitPositions) {
    INFO(sfen);
    showgit::Engine alone(16), back(16);
    back.set_threads(2);
    REQUIRE(!back.set_position(sfen));
    search::Limits warm;
    warm.nodes = 20000;
    back.think(warm);
    back.set_threads(1);
    back.new_game();
    REQUIRE(!alone.set_position(sfen));
    search::Limits l;
    l.nodes = 50000;
    const search::Result a = alone.think(l), b = back.think(l);
    CHECK(a.best_move == b.best_move);
    CHECK(a.score == b.score);
    CHECK(a.depth == b.depth);
    CHECK(a.nodes == b.nodes);
  }
}

TEST_CASE("Threads=2 leaves the weaker levels as one thread plays them", "[search][threads]") {
  // A level below 10 caps the depth or nodes and draws among near-best moves: helpers would
  // change what it sees, so they stay idle and the level's answer is the one-thread answer.
  for (int level : {2, 5, 8}) {
    INFO("level " << level);
    showgit::Engine one(16), two(16);
    two.set_threads(2);
    REQUIRE(!one.set_position(kShowgitPositions[1]));
    REQUIRE(!two.set_position(kShowgitPositions[1]));
    search::Limits l;
    l.level = level;
    l.seed = 7;
    l.nodes = 30000;
    const search::Result a = one.think(l), b = two.think(l);
    CHECK(a.best_move == b.best_move);
    CHECK(a.nodes == b.nodes);
  }
}

TEST_CASE("the transposition table reads a torn entry as no entry", "[search][threads]") {
  // Two threads writing one slot can leave the data word of one write beside the key word of the
  // other; the entry's check must refuse such a pair.
  search::TranspositionTable tt(1);
  search::TTEntry a, b;
  tt.store(&a, 0x1234567800000001ULL, 77, 150, 140, 9, search::kBoundExact);
  tt.store(&b, 0x1234567800000001ULL, 78, -300, 20, 9, search::kBoundLower);
  search::TTData out;
  REQUIRE(tt.read(&a, out));
  CHECK(out.move == 77);
  CHECK(out.score == 150);
  CHECK(out.eval == 140);
  CHECK(out.depth == 10);
  CHECK(out.bound == search::kBoundExact);
  const search::TTEntry torn{b.data, a.meta};
  CHECK_FALSE(tt.read(&torn, out));
  CHECK(out.move == 77);  // untouched
}
