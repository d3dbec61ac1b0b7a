// The search on SHOWGIT: mates, material, determinism, legality, limits, levels.
#include <atomic>
#include <utility>
#include <catch2/catch.hpp>

#include "core/common/prng.h"
#include "core/search/time_manager.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/ai/search_adapter.h"
#include "core/showgit/rules/usi.h"
#include "tests/native/test_seed.h"

using namespace regalia;
using namespace regalia::showgit;

namespace {
search::Limits depth_limit(int d) {
  search::Limits l;
  l.depth = d;
  return l;
}

// A clock that advances half a millisecond each time the search reads it, so time limits are
// tested without depending on the machine's speed or load.
double g_fake_ms = 0;
double fake_now() { return g_fake_ms += 0.5; }
search::Hooks fake_clock_hooks() {
  g_fake_ms = 0;
  search::Hooks h;
  h.now = &fake_now;
  return h;
}
}  // namespace

TEST_CASE("search finds a mate in 1 (gold drop supported by a pawn)", "[search][showgit]") {
  Engine e(4);
  REQUIRE(!e.set_position("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"));
  const search::Result r = e.think(depth_limit(4));
  CHECK(Engine::move_string(r.best_move) == "G*5b");
  CHECK(r.score == search::mate_in(1));
}

TEST_CASE("search finds a mate in 3 (two gold drops, checked with Fairy-Stockfish)", "[search][showgit]") {
  // 1. G*2c K-2a (only move) 2. G*2b mate; no mate in 1 exists.
  Engine e(4);
  REQUIRE(!e.set_position("8k/9/9/9/9/9/9/9/K8 b 2G 1"));
  const search::Result r = e.think(depth_limit(6));
  CHECK(r.score == search::mate_in(3));
  REQUIRE(r.pv_length == 3);
  CHECK(Engine::move_string(r.pv[0]) == "G*2c");
  // Replaying the PV ends in a position without legal moves.
  Position p;
  REQUIRE(!p.set_sfen("8k/9/9/9/9/9/9/9/K8 b 2G 1"));
  for (int i = 0; i < r.pv_length; ++i) {
    REQUIRE(is_legal(p, Move(uint16_t(r.pv[i]))));
    p.do_move(Move(uint16_t(r.pv[i])));
  }
  CHECK(count_legal(p) == 0);
  CHECK(p.in_check());
}

TEST_CASE("search takes a hanging rook and sees a defended one", "[search][showgit]") {
  Engine e(4);
  REQUIRE(!e.set_position("4k4/9/9/9/4r4/9/9/4R4/4K4 b - 1"));
  search::Result r = e.think(depth_limit(4));
  CHECK(Engine::move_string(r.best_move) == "5h5e");
  CHECK(r.score > 1500);
}

TEST_CASE("search is deterministic under a node limit", "[search][showgit]") {
  search::Limits l;
  l.nodes = 30000;
  Engine a(8), b(8);
  const std::vector<std::string> moves{"7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e"};
  REQUIRE(!a.set_position(kStartSfen, moves));
  REQUIRE(!b.set_position(kStartSfen, moves));
  const search::Result r1 = a.think(l);
  const search::Result r2 = b.think(l);
  a.new_game();
  const search::Result r3 = a.think(l);
  CHECK(r1.best_move == r2.best_move);
  CHECK(r1.nodes == r2.nodes);
  CHECK(r1.score == r2.score);
  CHECK(r1.best_move == r3.best_move);
  CHECK(r1.nodes == r3.nodes);
  CHECK(r1.nodes == 30000);
}

TEST_CASE("search never returns an illegal move over random positions", "[search][showgit]") {
  Engine e(4);
  Prng rng(regalia::test::seed(2024));
  for (int game = 0; game < 6; ++game) {
    std::vector<std::string> moves;
    Position p;
    for (int ply = 0; ply < 90; ++ply) {
      MoveList list;
      generate_legal(p, list);
      if (list.empty()) break;
      if (ply % 9 == 4) {
        REQUIRE(!e.set_position(kStartSfen, moves));
        search::Limits l;
        l.nodes = 1500;
        l.level = 1 + int(rng.below(10));
        l.seed = rng.next();
        const search::Result r = e.think(l);
        REQUIRE(r.best_move != 0);
        CHECK(is_legal(p, Move(uint16_t(r.best_move))));
        // The PV replays legally too.
        Position q = p;
        for (int i = 0; i < r.pv_length; ++i) {
          REQUIRE(is_legal(q, Move(uint16_t(r.pv[i]))));
          q.do_move(Move(uint16_t(r.pv[i])));
        }
      }
      const Move m = list[rng.below(uint32_t(list.size()))];
      moves.push_back(to_usi(m));
      p.do_move(m);
    }
  }
}

TEST_CASE("no legal move: no best move and a mated score", "[search][showgit]") {
  Engine e(4);
  REQUIRE(!e.set_position("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1"));
  const search::Result r = e.think(depth_limit(3));
  CHECK(r.best_move == 0);
  CHECK(r.legal_moves == 0);
  CHECK(r.score == search::mated_in(0));
}

TEST_CASE("time limit and stop flag end the search", "[search][showgit]") {
  Engine e(4);
  search::Limits l;
  l.movetime_ms = 150;
  const search::Result r = e.think(l, fake_clock_hooks());
  CHECK(r.best_move != 0);
  CHECK(r.time_ms <= 151.0);  // on the fake clock: the budget is kept, whatever the machine's load
  std::atomic<bool> stop{true};
  search::Hooks h;
  h.stop = &stop;
  search::Limits inf;
  inf.infinite = true;
  const search::Result r2 = e.think(inf, h);
  CHECK(r2.best_move != 0);
  CHECK(r2.stopped);
}

TEST_CASE("clock limits (byoyomi, sudden death) stop the search", "[search][showgit]") {
  Engine e(4);
  search::Limits l;
  l.clock.byoyomi_ms = 200;
  search::Result r = e.think(l, fake_clock_hooks());
  CHECK(r.best_move != 0);
  CHECK(r.time_ms <= 201.0);
  search::Limits s;
  s.clock.time_ms[0] = s.clock.time_ms[1] = 5000;
  r = e.think(s, fake_clock_hooks());
  CHECK(r.best_move != 0);
  CHECK(r.time_ms <= 5000.0 / 10);  // sudden death spends a fraction of what is left
}

TEST_CASE("time budget: with little main time, the increment is not spent before it arrives", "[search][time]") {
  // Fischer adds the increment after the move: a hard deadline past the main time loses on time.
  for (const double rem : {300.0, 1000.0, 3000.0, 60000.0}) {
    for (const double inc : {2000.0, 5000.0, 10000.0}) {
      INFO("main " << rem << " ms, increment " << inc << " ms");
      search::Limits l;
      l.clock.time_ms[0] = l.clock.time_ms[1] = rem;
      l.clock.inc_ms[0] = l.clock.inc_ms[1] = inc;
      const search::TimeBudget b = search::plan_time(l, 0, 40);
      REQUIRE(b.hard_ms <= std::max(1.0, rem - l.overhead_ms));
      REQUIRE(b.soft_ms <= b.hard_ms);
    }
  }
  // Byoyomi is this move's time: main time left plus one period.
  search::Limits l;
  l.clock.time_ms[0] = 5000;
  l.clock.byoyomi_ms = 10000;
  REQUIRE(search::plan_time(l, 0, 40).hard_ms == 15000 - l.overhead_ms);
}

TEST_CASE("a repeated position is a draw for the search", "[search][showgit]") {
  SearchAdapter a;
  REQUIRE(!a.set_position("4k4/9/9/9/9/9/9/9/4K4 b - 1", {"5i5h", "5a5b", "5h5i", "5b5a"}));
  int score = 1;
  CHECK(a.rule_outcome(1, score));
  CHECK(score == search::kDraw);
}

TEST_CASE("perpetual check loses for the checker, plain repetition draws", "[search][showgit]") {
  // Black: king 9i, rook 4i; White: king 5a. The rook checks on file 5 and file 4 in turn while
  // the king steps 5a-4a-5a: the fourth ply repeats the start with every black move a check.
  const char* sfen = "4k4/9/9/9/9/9/9/9/K4R3 b - 1";
  SearchAdapter a;
  int s = 12345;
  REQUIRE(!a.set_position(sfen, {"4i5i", "5a4a", "5i4i", "4a5a"}));
  REQUIRE(a.rule_outcome(1, s));
  CHECK(s == -search::kDecisive);  // black (to move) gave every check of the cycle: black loses
  // The same cycle without checks (the black king shuffles) is a draw.
  REQUIRE(!a.set_position(sfen, {"9i8i", "5a6a", "8i9i", "6a5a"}));
  s = 12345;
  REQUIRE(a.rule_outcome(1, s));
  CHECK(s == search::kDraw);
  // No repetition yet: nothing decided.
  REQUIRE(!a.set_position(sfen, {"4i5i", "5a4a", "5i4i"}));
  CHECK(!a.rule_outcome(1, s));
  // The search sees it: White, in check, steps back to 5a and wins by the perpetual-check rule.
  Engine e(4);
  REQUIRE(!e.set_position(sfen, {"4i5i", "5a4a", "5i4i"}));
  search::Result r = e.think(depth_limit(3));
  CHECK(Engine::move_string(r.best_move) == "4a5a");
  CHECK(r.score == search::kDecisive);
}

TEST_CASE("adapter: key_after, incremental material and cached eval match the position", "[search][showgit]") {
  SearchAdapter g;
  Prng rng(regalia::test::seed(12345));
  for (int game = 0; game < 40; ++game) {
    REQUIRE(!g.set_position("startpos"));
    for (int ply = 0; ply < 100; ++ply) {  // the adapter holds kMaxPly moves past its position
      MoveList l;
      g.generate(l);
      if (l.empty()) break;
      for (Move m : l) {
        const uint64_t k = g.key_after(m);
        g.do_move(m);
        REQUIRE(k == g.position().key());
        REQUIRE(g.evaluate() == evaluate(g.position()));
        g.undo_move(m);
      }
      const Move m = l[int(rng.next() % uint64_t(l.size()))];
      g.do_move(m);
      REQUIRE(g.evaluate() == evaluate(g.position()));
      REQUIRE(g.evaluate() == evaluate(g.position()));  // cached
    }
  }
}

TEST_CASE("mate_in_one: only real mates, and it finds the common ones", "[search][showgit]") {
  {
    Position p;
    REQUIRE(!p.set_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"));
    CHECK(to_usi(mate_in_one(p)) == "G*5b");
    REQUIRE(!p.set_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b P 1"));  // pawn-drop mate is illegal
    CHECK(mate_in_one(p) == Move());
  }
  Prng rng(regalia::test::seed(777));
  int mates_found = 0, mates_total = 0;
  for (int game = 0; game < 60; ++game) {
    Position p;
    for (int ply = 0; ply < 200; ++ply) {
      MoveList l;
      generate_legal(p, l);
      if (l.empty()) break;
      if (!p.in_check()) {
        const std::string before = p.sfen();
        const Move m = mate_in_one(p);
        REQUIRE(p.sfen() == before);
        bool any = false, listed = false;
        for (Move x : l) {
          listed |= x == m;
          p.do_move(x);
          MoveList r;
          generate_legal(p, r);
          const bool mate = p.in_check() && r.empty();
          p.undo_move(x);
          if (x == m) REQUIRE(mate);
          any |= mate && !(x.is_drop() && x.drop_type() == kPawn);
        }
        if (m != Move()) REQUIRE((any && listed));
        mates_total += any;
        mates_found += m != Move();
      }
      p.do_move(l[int(rng.next() % uint64_t(l.size()))]);
    }
  }
  INFO("found " << mates_found << " of " << mates_total);
  CHECK(mates_found * 10 >= mates_total * 7);
}

TEST_CASE("the transposition table keeps a position apart from its board with the other side to move", "[search][showgit]") {
  // Keys of the two differ only in bit 0 (the side to move). The table once ignored that bit, so
  // a null-move search's entries cut the real position's search with the other side's scores.
  search::TranspositionTable tt(1);
  Position a;
  REQUIRE_FALSE(a.set_sfen("lnsg2s1l/2rk5/pp1pppn+Rp/5bp2/2p6/4PP3/PPPP2P1P/2S1K1S2/LNBG1G1NL b GPp 23"));
  Position b;
  REQUIRE_FALSE(b.set_sfen("lnsg2s1l/2rk5/pp1pppn+Rp/5bp2/2p6/4PP3/PPPP2P1P/2S1K1S2/LNBG1G1NL w GPp 22"));
  REQUIRE((a.key() ^ b.key()) == 1);
  bool found = false;
  search::TTData entry;
  tt.store(tt.probe(b.key(), found, entry), b.key(), 0, -1900, -1900, 6, search::kBoundUpper);
  REQUIRE(tt.probe(b.key(), found, entry) != nullptr);
  REQUIRE(found);
  CHECK(entry.score == -1900);
  CHECK(entry.depth == 7);
  CHECK(entry.bound == search::kBoundUpper);
  tt.probe(a.key(), found, entry);
  CHECK_FALSE(found);
}

TEST_CASE("search in a game keeps seeing a hanging gold (hash table regression)", "[search][showgit]") {
  // From a lost match game: after searching the earlier moves of the game with one engine, the
  // side to move put its gold en prise (3b2c, 2d2c+ takes it and promotes) because a null-move
  // entry of the same board with the other side to move answered for the real position.
  const char* game = "7i7h 5a6b 5i5h 3c3d 5g5f 8b7b 8h7i 2b4d 3i3h 4a4b 4g4f 2a3c 2g2f 7c7d 2f2e 4b3b 2e2d 2c2d 2h2d";
  std::vector<std::string> moves;
  {
    std::string w;
    for (const char* p = game;; ++p) {
      if (*p == ' ' || !*p) {
        moves.push_back(w);
        w.clear();
        if (!*p) break;
      } else {
        w += *p;
      }
    }
  }
  Engine e(16);
  for (size_t i = 1; i < moves.size(); i += 2) {
    REQUIRE_FALSE(e.set_position("startpos", std::vector<std::string>(moves.begin(), moves.begin() + long(i))));
    search::Limits l;
    l.nodes = 50000;
    e.think(l);
  }
  REQUIRE_FALSE(e.set_position("startpos", moves));
  const search::Result r = e.think(depth_limit(8));
  CHECK(Engine::move_string(r.best_move) != "3b2c");
  // And after the blunder, the same engine (table kept) takes the gold.
  moves.push_back("3b2c");
  REQUIRE_FALSE(e.set_position("startpos", moves));
  const search::Result t = e.think(depth_limit(8));
  CHECK(Engine::move_string(t.best_move) == "2d2c+");
  CHECK(t.score > 1000);
}

TEST_CASE("a depth cut short by the limit plays a move that beat the previous best, and reports it", "[search][showgit]") {
  // Whenever a limit stops a depth, the best move is the head of the last PV reported: the
  // previous depth's, or the one of a root move that beat it in the unfinished depth (then
  // reported as that depth). Over these searches the second case must occur.
  struct Last {
    search::Info info;
    int count = 0;
  };
  auto record = [](const search::Info& info, void* ctx) {
    auto* last = static_cast<Last*>(ctx);
    last->info = info;
    ++last->count;
  };
  const std::vector<std::vector<std::string>> lines{
      {"7g7f", "3c3d", "2g2f", "4c4d", "2f2e", "2b3c", "3i4h", "8b4b", "5i6h", "5a6b"},
      {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"},
      {"2g2f", "8c8d", "2f2e", "8d8e", "6i7h", "4a3b", "2e2d", "2c2d", "2h2d", "P*2c", "2d2f"},
      {"7g7f", "8c8d", "7i6h", "3c3d", "6h7g", "7a6b", "2g2f", "6c6d", "5i6h", "6b6c"},
  };
  int unfinished_used = 0;
  for (const auto& moves : lines) {
    Engine e(8);
    REQUIRE(!e.set_position(kStartSfen, moves));
    for (uint64_t nodes = 4000; nodes <= 64000; nodes += 3000) {
      e.new_game();
      Last last;
      search::Hooks h;
      h.on_info = record;
      h.info_ctx = &last;
      search::Limits l;
      l.nodes = nodes;
      const search::Result r = e.think(l, h);
      REQUIRE(last.count > 0);
      CHECK(r.best_move == last.info.pv[0]);
      CHECK(r.pv[0] == r.best_move);
      if (last.info.depth > r.depth) {
        ++unfinished_used;
        CHECK(r.stopped);
      }
    }
  }
  CHECK(unfinished_used > 0);
}

TEST_CASE("levels 8 and 9: no depth cap, 120,000 and 400,000 nodes, the best move", "[search][showgit][levels]") {
  // Levels 8 and 9 are level 10 on fewer nodes (docs/ai.md "Levels 1–10"): they go past level
  // 7's eight plies and stop at their own node caps, whatever the caller allows, and play their
  // best move (a margin costs plies).
  const std::vector<std::string> moves = {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"};
  for (const auto& [level, cap] : {std::pair{8, 120000}, std::pair{9, 400000}}) {
    INFO("level " << level);
    const search::LevelSettings ls = search::level_settings(SearchAdapter::levels(), level);
    CHECK(ls.margin == 0);
    CHECK(ls.max_depth == 0);
    search::Limits l;
    l.nodes = 1480000;
    l.seed = 3;
    l.level = level;
    Engine e(16);
    REQUIRE(!e.set_position(kStartSfen, moves));
    const search::Result r = e.think(l);
    CHECK(r.depth > 8);
    CHECK(r.stopped);
    CHECK(r.nodes >= uint64_t(cap));
    CHECK(r.nodes < uint64_t(cap) + 1000);
  }
  // Level 9 searches deeper than level 8.
  search::Limits l;
  l.nodes = 1480000;
  Engine e8(16), e9(16);
  REQUIRE(!e8.set_position(kStartSfen, moves));
  REQUIRE(!e9.set_position(kStartSfen, moves));
  l.level = 8;
  const int d8 = e8.think(l).depth;
  l.level = 9;
  CHECK(e9.think(l).depth > d8);
}
