// Perft from the start position and every row of the spec's showgit-perft1.tsv.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/perft.h"
#include "core/showgit/rules/position.h"

using namespace regalia::showgit;

TEST_CASE("showgit start position perft 1-5", "[showgit][perft]") {
  Position pos;
  const uint64_t expected[] = {1, 30, 900, 25470, 719731, 19861490};
  for (int d = 1; d <= 5; ++d) {
    INFO("depth " << d);
    REQUIRE(perft(pos, d) == expected[d]);
  }
  REQUIRE(pos.sfen() == kStartSfen);
}

TEST_CASE("showgit perft1 positions from the spec", "[showgit][perft]") {
  std::ifstream in(std::string(REGALIA_TEST_DATA_DIR) + "/rules/showgit-perft1.tsv");
  REQUIRE(in.good());
  std::string line;
  int rows = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ls(line);
    std::string sfen, depth, count;
    std::getline(ls, sfen, '\t');
    std::getline(ls, depth, '\t');
    std::getline(ls, count, '\t');
    Position pos;
    INFO(sfen);
    REQUIRE_FALSE(pos.set_sfen(sfen));
    REQUIRE(perft(pos, std::stoi(depth)) == std::stoull(count));
    ++rows;
  }
  REQUIRE(rows == 292);
}

TEST_CASE("showgit drop- and promotion-rich positions (checked with fairy-stockfish)", "[showgit][perft]") {
  // Counts cross-checked with `fairy-stockfish` go perft (no pawn-drop mate possible there).
  struct Row { const char* sfen; int depth; uint64_t nodes; };
  const Row rows[] = {
      // Each side has one of everything in hand.
      {"4k4/9/9/9/9/9/9/9/4K4 b RBGSNLPrbgsnlp 1", 3, 104100181},
      {"l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1", 3, 4809015},
      {"8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 1", 3, 2552846},
  };
  for (const Row& r : rows) {
    Position pos;
    REQUIRE_FALSE(pos.set_sfen(r.sfen));
    REQUIRE(perft(pos, r.depth) == r.nodes);
  }
}
