// Several lines (MultiPV, search::Limits::multipv) in the game-agnostic search: distinct root
// moves best first, one line per legal move at most, mates first, the lines of a depth cut short,
// the weaker levels' choice beside the lines, and line 1 equal to the one-line search. Which
// properties are exact and why is in docs/ai.md, "MultiPV".
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "core/showgit/ai/search_adapter.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/tsume/mate_search.h"
#include "core/sovereign/ai/search_adapter.h"
#include "tests/native/sovereign_test_line.h"

using namespace regalia;

namespace {

search::Limits lines_limit(int lines, int depth) {
  search::Limits l;
  l.multipv = lines;
  l.depth = depth;
  return l;
}

// What every result with lines must satisfy: `expected` lines, each a different root move that
// `legal` accepts, scores never rising, line 0 the result's own move, score and PV.
template <class Legal>
void check_lines(const search::Result& r, int expected, Legal legal) {
  REQUIRE(r.line_count == expected);
  std::set<uint32_t> moves;
  for (int k = 0; k < r.line_count; ++k) {
    const search::Line& line = r.lines[k];
    REQUIRE(line.pv_length >= 1);
    CHECK(legal(line.pv[0]));
    CHECK(line.depth >= 1);
    CHECK(line.seldepth >= line.depth);
    moves.insert(line.pv[0]);
    if (k > 0 && line.depth == r.lines[k - 1].depth) CHECK(line.score <= r.lines[k - 1].score);
  }
  CHECK(int(moves.size()) == r.line_count);
  CHECK(r.lines[0].pv[0] == r.best_move);
  CHECK(r.lines[0].score == r.score);
  CHECK(r.lines[0].depth == r.depth);
  REQUIRE(r.lines[0].pv_length == r.pv_length);
  for (int i = 0; i < r.pv_length; ++i) CHECK(r.lines[0].pv[i] == r.pv[i]);
}

auto showgit_legal(const std::string& sfen) {
  showgit::Position p;
  REQUIRE(!p.set_sfen(sfen));
  return [p](uint32_t raw) { return showgit::is_legal(p, showgit::Move(uint16_t(raw))); };
}

const char* const kPositions[] = {
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3",
    "ln1gk2nl/1r1s2gb1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1BG2S1R1/LNS1KG1NL b - 13",
    "4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
};

}  // namespace

TEST_CASE("MultiPV: the lines are distinct legal root moves, best first, line 0 the result", "[search][multipv]") {
  for (const char* sfen : kPositions) {
    for (const int lines : {2, 3, 5}) {
      showgit::Engine e(8);
      REQUIRE(!e.set_position(sfen));
      const search::Result r = e.think(lines_limit(lines, 5));
      INFO(sfen << " lines " << lines);
      check_lines(r, lines, showgit_legal(sfen));
      // A finished search (to depth 5, or fewer when a mate stops the deepening): every line
      // comes from the last depth.
      CHECK_FALSE(r.stopped);
      for (int k = 0; k < r.line_count; ++k) CHECK(r.lines[k].depth == r.depth);
    }
  }
}

TEST_CASE("MultiPV: every finished depth reports all its lines", "[search][multipv]") {
  struct Seen {
    int infos = 0, short_infos = 0;
  };
  auto record = [](const search::Info& info, void* ctx) {
    auto* seen = static_cast<Seen*>(ctx);
    ++seen->infos;
    std::set<uint32_t> moves;
    for (int k = 0; k < info.line_count; ++k) moves.insert(info.lines[k].pv[0]);
    if (info.line_count != 4 || int(moves.size()) != 4 || info.lines[0].pv[0] != info.pv[0] ||
        info.lines[0].score != info.score || info.lines[0].depth != info.depth)
      ++seen->short_infos;
  };
  showgit::Engine e(8);
  REQUIRE(!e.set_position(kPositions[1]));
  Seen seen;
  search::Hooks h;
  h.on_info = record;
  h.info_ctx = &seen;
  e.think(lines_limit(4, 6), h);
  CHECK(seen.infos == 6);
  CHECK(seen.short_infos == 0);
}

TEST_CASE("MultiPV: fewer legal moves than lines gives one line per legal move", "[search][multipv]") {
  // The king on 5a, a gold on 5c: 6a and 4a are its only moves.
  const std::string sfen = "4k4/9/4G4/9/9/9/9/9/4K4 w - 1";
  showgit::Position p;
  REQUIRE(!p.set_sfen(sfen));
  REQUIRE(showgit::count_legal(p) == 2);
  showgit::Engine e(8);
  REQUIRE(!e.set_position(sfen));
  check_lines(e.think(lines_limit(5, 4)), 2, showgit_legal(sfen));
  check_lines(e.think(lines_limit(search::kMaxLines + 10, 4)), 2, showgit_legal(sfen));
}

TEST_CASE("MultiPV: the mates in one come first, exactly the moves the rules find mating", "[search][multipv]") {
  // G*1b and G*2b both mate (each gold backed by a pawn); no other move does. The rules decide
  // which moves mate, the search must show those first with the mate score and nothing else.
  for (const char* sfen : {"8k/9/7PP/9/9/9/9/9/K8 b G 1", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"}) {
    showgit::Position p;
    REQUIRE(!p.set_sfen(sfen));
    showgit::MoveList all;
    showgit::generate_legal(p, all);
    std::set<uint32_t> mates;
    for (const showgit::Move m : all) {
      showgit::Position after = p;
      after.do_move(m);
      if (after.in_check() && showgit::count_legal(after) == 0) mates.insert(m.v);
    }
    REQUIRE(!mates.empty());
    const int n = int(mates.size());
    showgit::Engine e(8);
    REQUIRE(!e.set_position(sfen));
    const search::Result r = e.think(lines_limit(n + 2, 3));
    INFO(sfen);
    check_lines(r, n + 2, showgit_legal(sfen));
    std::set<uint32_t> shown;
    for (int k = 0; k < n; ++k) {
      CHECK(r.lines[k].score == search::mate_in(1));
      shown.insert(r.lines[k].pv[0]);
    }
    CHECK(shown == mates);
    for (int k = n; k < r.line_count; ++k) CHECK(r.lines[k].score < search::mate_in(1));
  }
}

TEST_CASE("MultiPV: a depth cut short keeps its finished lines and fills in from the depth before", "[search][multipv]") {
  // Node limits that stop the search inside a depth, before, between and after its lines.
  int cut_after_first_line = 0;
  for (uint64_t nodes = 3000; nodes <= 60000; nodes += 1900) {
    showgit::Engine e(8);
    REQUIRE(!e.set_position(kPositions[2]));
    search::Limits l;
    l.multipv = 3;
    l.nodes = nodes;
    const search::Result r = e.think(l);
    INFO("nodes " << nodes);
    REQUIRE(r.stopped);
    check_lines(r, 3, showgit_legal(kPositions[2]));
    // The lines of the cut depth lead (their depth is the result's), older ones follow.
    for (int k = 1; k < r.line_count; ++k) CHECK(r.lines[k].depth <= r.lines[k - 1].depth);
    if (r.lines[0].depth > r.lines[2].depth) ++cut_after_first_line;
  }
  CHECK(cut_after_first_line > 0);
}

TEST_CASE("MultiPV: a level below 10 still chooses among the root moves, the lines stay the search's", "[search][multipv]") {
  showgit::Engine e(8);
  REQUIRE(!e.set_position(kPositions[1]));
  const auto legal = showgit_legal(kPositions[1]);
  std::set<uint32_t> chosen;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    search::Limits l;
    l.level = 2;
    l.seed = seed;
    l.multipv = 3;
    const search::Result r = e.think(l);
    REQUIRE(r.line_count == 3);
    std::set<uint32_t> moves;
    for (int k = 0; k < 3; ++k) {
      CHECK(legal(r.lines[k].pv[0]));
      moves.insert(r.lines[k].pv[0]);
      if (k > 0) CHECK(r.lines[k].score <= r.lines[k - 1].score);
    }
    CHECK(moves.size() == 3);
    CHECK(legal(r.best_move));
    chosen.insert(r.best_move);
  }
  CHECK(chosen.size() > 1);  // the level's draw, not always line 0
}

TEST_CASE("MultiPV: Sovereign Chess lines are distinct legal moves, best first", "[search][multipv][sovereign]") {
  sovereign::Engine e(8);
  REQUIRE(!e.set_position("startpos"));
  sovereign::Position p;
  REQUIRE(!p.set_scfen(sovereign::kStartScfen));
  const search::Result r = e.think(lines_limit(4, 3));
  check_lines(r, 4, [&p](uint32_t raw) { return p.is_legal(sovereign::Move{raw}); });
}

// Line 0 of three lines against one line, both from a fresh engine, at every depth to `max_depth`:
// the same move, score and PV.
template <class Engine>
void check_line0_is_one_line(Engine& one, Engine& three, int max_depth) {
  for (int depth = 1; depth <= max_depth; ++depth) {
    INFO("depth " << depth);
    one.new_game();
    three.new_game();
    const search::Result r1 = one.think(lines_limit(1, depth));
    const search::Result r3 = three.think(lines_limit(3, depth));
    REQUIRE(r3.line_count == 3);
    CHECK(r3.lines[0].pv[0] == r1.best_move);
    CHECK(r3.lines[0].score == r1.score);
    CHECK(r3.depth == r1.depth);
    REQUIRE(r3.lines[0].pv_length == r1.pv_length);
    for (int i = 0; i < r1.pv_length; ++i) CHECK(r3.lines[0].pv[i] == r1.pv[i]);
  }
}

TEST_CASE("MultiPV: line 1 is the one-line search at every depth, and a forced mate is the same mate in N",
          "[search][multipv]") {
  // Line 0 is searched exactly as one line would be, and the other lines use a side table and a
  // history checkpoint, so the two agree at every depth (docs/ai.md, "MultiPV"); a proven mate is
  // reported as the same mate in N, which the pv then plays out.
  // The root mate probe is off: it runs for one line only and answers a checks-only mate.
  for (const char* sfen : kPositions) {
    INFO(sfen);
    showgit::Engine one(8), three(8);
    one.set_root_mate(false);
    three.set_root_mate(false);
    REQUIRE(!one.set_position(sfen));
    REQUIRE(!three.set_position(sfen));
    check_line0_is_one_line(one, three, 6);
  }
  {
    // Sovereign: the start, a position full of captures, and one after twelve fixed moves.
    const std::vector<std::string> moves = test::sovereign_fixed_line(12);
    const char* const explosive =
        "1abvrvnbrbn2bkbbbnbrynyrsbsq/ar1vpvpbp1bp1bp1pbbpypypsnsr/1np7bp4opob/nqnpan2bp8opoq/"
        "crcp2bb9rprr/cncp5bp5rp1rn/gbgp12pp1/gqgp12pp1/yqyp3rb4bq3vppq/ybyp12vpvb/onop8wp3npnn/"
        "1opwb1rp9npnr/5or8cpcq/1rp12cpcb/srsnpp3wpwpwpwpwp1gpgpanar/sqsbprpnpp2wqwkwbwn1gngrabaq 2 w b CNceln 1 24";
    struct Start {
      const char* scfen;
      std::vector<std::string> moves;
    };
    for (const Start& st : {Start{"startpos", {}}, Start{explosive, {}}, Start{"startpos", moves}}) {
      INFO(st.scfen << " after " << st.moves.size() << " moves");
      sovereign::Engine one(8), three(8);
      REQUIRE(!one.set_position(st.scfen, st.moves));
      REQUIRE(!three.set_position(st.scfen, st.moves));
      check_line0_is_one_line(one, three, 6);
    }
  }
  // Tsume of 3 and 5 plies (tests/native/mate_search_test.cpp proves no shorter mate by brute force).
  struct Mate {
    const char* sfen;
    int plies;
  };
  for (const Mate m : {Mate{"9/2k6/4S4/3P5/9/1R7/9/9/2K6 b GNP 1", 3}, Mate{"9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 b R 1", 5}}) {
    for (int depth = m.plies; depth <= m.plies + 2; ++depth) {
      INFO(m.sfen << " depth " << depth);
      showgit::Engine one(8), lines(8);
      one.set_root_mate(false);
      lines.set_root_mate(false);
      REQUIRE(!one.set_position(m.sfen));
      REQUIRE(!lines.set_position(m.sfen));
      const search::Result r1 = one.think(lines_limit(1, depth));
      const search::Result r3 = lines.think(lines_limit(3, depth));
      CHECK(r1.score == search::mate_in(m.plies));
      CHECK(r3.lines[0].score == r1.score);
      CHECK(search::mate_moves(r3.lines[0].score) == (m.plies + 1) / 2);
      CHECK(r3.lines[0].pv_length == m.plies);
      std::vector<showgit::Move> pv;
      for (int i = 0; i < r3.lines[0].pv_length; ++i) pv.push_back(showgit::Move(uint16_t(r3.lines[0].pv[i])));
      showgit::Position p;
      REQUIRE(!p.set_sfen(m.sfen));
      CHECK(showgit::MateSearch::is_mating_sequence(p, pv));
    }
  }
}
