// King-relative piece tables (core/showgit/ai/king_tables.h): the file format, the features and
// the sum against the features one by one, its symmetry, and the engine that adds it to its
// evaluation, keeping each king's view move by move.
#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "core/common/prng.h"
#include "core/showgit/ai/king_tables.h"
#include "core/showgit/ai/search_adapter.h"
#include "core/showgit/rules/movegen.h"
#include "tests/native/showgit_playouts.h"
#include "tests/native/showgit_transforms.h"
#include "tests/native/test_seed.h"

using namespace regalia;
using namespace regalia::showgit;
namespace kf = regalia::showgit::king_features;

namespace {

// A table file whose weight i is weight(i).
template <class F>
std::string table_file(F weight) {
  std::string s = "RGKT1\n";
  for (int i = 0; i < kf::kCount; ++i) {
    const auto v = uint16_t(int16_t(weight(i)));
    s += char(v & 0xff);
    s += char(v >> 8);
  }
  return s;
}

}  // namespace

TEST_CASE("king tables refuse a file of the wrong kind or size and keep what they had", "[eval][showgit]") {
  KingTables t;
  CHECK(t.load("RGKT2\n").code == "bad-evaluation");
  CHECK_FALSE(t.loaded());
  std::string good = table_file([](int i) { return i % 7; });
  CHECK_FALSE(t.load(good));
  REQUIRE(t.loaded());
  CHECK(t.weights()[13] == 6);
  const Error short_file = t.load(good.substr(0, good.size() - 1));
  CHECK(short_file.code == "bad-evaluation");
  CHECK(short_file.message.find("size") != std::string::npos);
  CHECK(t.weights()[13] == 6);
}

TEST_CASE("a king table weight counts for the side to move's king and against the other's", "[eval][showgit]") {
  // The first player's king on 5i (file index 4, rank index 8: king square 44 of the table) with
  // its own gold (kind 6) on 4i (square 3 * 9 + 8); with the king on the centre file the gold on
  // 6i folds onto 4i. The second player's view, turned, is the same.
  const int feature = (44 * kf::kKinds + 6) * 81 + 35;
  KingTables t;
  REQUIRE_FALSE(t.load(table_file([&](int i) { return i == feature ? 100 : 0; })));
  Position pos;
  CHECK(t.evaluate(pos) == 0);  // both kings have it twice
  Move m;
  {
    MoveList list;
    generate_legal(pos, list);
    bool found = false;
    for (const Move x : list)
      if (!x.is_drop() && x.from() == 53 && x.to() == make_square(6, 7)) m = x, found = true;
    REQUIRE(found);  // 6i7h
  }
  pos.do_move(m);
  CHECK(t.evaluate(pos) == 100);  // the second player to move has it twice, the first once
}

TEST_CASE("king table features are in range and their sum adds them up, symmetric under colour swap and mirror", "[eval][showgit]") {
  Prng weights(7);
  KingTables t;
  REQUIRE_FALSE(t.load(table_file([&](int) { return int(weights.below(401)) - 200; })));
  const int checked = test::showgit_playouts(20261206, 30, 200, [&](const Position& pos) {
    int naive = 0;  // the sum from the features one by one
    for (int c = 0; c < 2; ++c) {
      int f[kf::kMaxActive];
      const int n = kf::active(pos, Color(c), f);
      REQUIRE(n <= kf::kMaxActive);
      for (int i = 0; i < n; ++i) {
        REQUIRE(f[i] >= 0);
        REQUIRE(f[i] < kf::kCount);
        naive += (Color(c) == pos.side_to_move() ? 1 : -1) * t.weights()[size_t(f[i])];
        REQUIRE(kf::parts(f[i]).king / 9 <= 4);  // the king stands in files 1-5 of its own view
      }
    }
    Position fl, mi;
    REQUIRE_FALSE(fl.set_sfen(test::flipped(pos)));
    REQUIRE_FALSE(mi.set_sfen(test::mirrored(pos)));
    INFO(pos.sfen());
    const int v = t.evaluate(pos);
    REQUIRE(v == naive);
    REQUIRE(t.evaluate(fl) == v);
    REQUIRE(t.evaluate(mi) == v);
  });
  CHECK(checked > 2000);
}

TEST_CASE("the engine adds loaded king tables to its evaluation and searches as before once they are cleared", "[eval][search][showgit]") {
  Prng weights(11);
  const std::string file = table_file([&](int) { return int(weights.below(61)) - 30; });
  KingTables t;
  REQUIRE_FALSE(t.load(file));
  const std::vector<std::string> moves{"7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h"};
  search::Limits l;
  l.nodes = 20000;
  Engine e(8);
  REQUIRE_FALSE(e.set_position(kStartSfen, moves));
  const int base = e.evaluate();
  CHECK(base == evaluate(e.position()));
  const search::Result before = e.think(l);

  REQUIRE_FALSE(e.load_king_tables(file));
  CHECK(e.has_king_tables());
  REQUIRE(t.evaluate(e.position()) != 0);
  CHECK(e.evaluate() == base + t.evaluate(e.position()));
  // A bad file changes nothing.
  CHECK(e.load_king_tables(file.substr(0, 100)).code == "bad-evaluation");
  CHECK(e.has_king_tables());
  CHECK(e.evaluate() == base + t.evaluate(e.position()));

  e.clear_king_tables();
  CHECK_FALSE(e.has_king_tables());
  CHECK(e.evaluate() == base);
  e.new_game();
  const search::Result after = e.think(l);
  CHECK(after.best_move == before.best_move);
  CHECK(after.score == before.score);
  CHECK(after.nodes == before.nodes);
}

TEST_CASE("the search keeps each king's view of the tables move by move as a fresh sum would", "[eval][search][showgit]") {
  Prng weights(13);
  auto tables = std::make_shared<KingTables>();
  REQUIRE_FALSE(tables->load(table_file([&](int) { return int(weights.below(61)) - 30; })));
  SearchAdapter g;
  g.set_king_tables(tables);
  auto fresh = [&] { return evaluate(g.position()) + tables->evaluate(g.position()); };
  Prng rng(test::seed(20261206));
  int checked = 0;
  for (int game = 0; game < 12; ++game) {
    REQUIRE_FALSE(g.set_position(kStartSfen));
    for (int ply = 0; ply < 100; ++ply) {  // captures, drops, promotions and king moves all come
      MoveList l;
      g.generate(l);
      if (l.empty()) break;
      for (const Move m : l) {
        g.do_move(m);
        INFO(g.position().sfen());
        REQUIRE(g.evaluate() == fresh());
        if (!g.in_check()) {
          g.do_null();
          REQUIRE(g.evaluate() == fresh());
          g.undo_null();
        }
        g.undo_move(m);
        ++checked;
      }
      g.do_move(l[int(rng.below(uint32_t(l.size())))]);
      REQUIRE(g.evaluate() == fresh());
    }
  }
  CHECK(checked > 20000);
}
