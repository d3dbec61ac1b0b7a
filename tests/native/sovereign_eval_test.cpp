// The Sovereign evaluation treats the two players alike: a position and its mirror (board
// flipped top to bottom, every colour replaced by the colour whose squares it lands on, the
// seats exchanged) evaluate the same from the side to move's view, over random playouts.
#include <catch2/catch.hpp>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "core/common/prng.h"
#include "core/sovereign/ai/eval.h"
#include "core/sovereign/rules/position.h"
#include "core/sovereign/rules/tables.h"

using namespace regalia::sovereign;

namespace {

// Flipping the ranks maps each colour's squares onto another colour's (docs/sovereign.md,
// "Colours and the 24 coloured squares"): w<->b, a<->s, p<->v, r<->n, o<->c, y<->g.
char mirror_colour(char c) {
  const std::string from = "wasbprocygnv", to = "bsawvncogyrp";
  const auto i = from.find(c);
  REQUIRE(i != std::string::npos);
  return to[i];
}

std::string mirror_scfen(const std::string& scfen) {
  std::istringstream in(scfen);
  std::string board, side, own1, own2, castling, halfmove, fullmove;
  in >> board >> side >> own1 >> own2 >> castling >> halfmove >> fullmove;
  std::vector<std::string> ranks;
  std::string rank;
  for (char ch : board + "/") {
    if (ch != '/') {
      rank += ch;
      continue;
    }
    std::string out;
    for (size_t i = 0; i < rank.size(); ++i) {
      if (rank[i] >= '0' && rank[i] <= '9') {
        out += rank[i];
      } else {
        out += mirror_colour(rank[i]);
        out += rank[++i];
      }
    }
    ranks.insert(ranks.begin(), out);  // rank 1 becomes rank 16
    rank.clear();
  }
  std::string flipped;
  for (size_t i = 0; i < ranks.size(); ++i) flipped += (i ? "/" : "") + ranks[i];
  std::string rights;
  for (char ch : castling) rights += ch == '-' ? '-' : char(ch >= 'a' ? ch - 'a' + 'A' : ch - 'A' + 'a');
  if (rights != "-") {  // P1's letters first, as SCFEN writes them
    std::string upper, lower;
    for (char ch : rights) (ch >= 'a' ? lower : upper) += ch;
    rights = upper + lower;
  }
  return flipped + " " + (side == "1" ? "2" : "1") + " " + mirror_colour(own2[0]) + " " +
         mirror_colour(own1[0]) + " " + rights + " " + halfmove + " " + fullmove;
}

}  // namespace

TEST_CASE("Sovereign mirror: the start position is its own mirror with the other seat to move", "[sovereign-eval]") {
  Position pos;
  const std::string m = mirror_scfen(pos.scfen());
  // Same board, P2 to move.
  CHECK(m.substr(0, m.find(' ')) == pos.scfen().substr(0, pos.scfen().find(' ')));
  Position mirrored;
  REQUIRE(!mirrored.set_scfen(m));
  CHECK(mirrored.side_to_move() == kP2);
  CHECK(evaluate(mirrored) == evaluate(pos));
}

TEST_CASE("Sovereign evaluation is the same for a position and its mirror", "[sovereign-eval]") {
  regalia::Prng rng(0x5eed0f5e11ull);
  int compared = 0, controlled = 0;
  for (int game = 0; game < 40; ++game) {
    Position pos;
    for (int ply = 0; ply < 120; ++ply) {
      MoveList list;
      pos.generate_legal(list);
      if (list.size() == 0) break;
      // Prefer moves that change control: they are what the evaluation weighs most.
      Move pick = list[rng.below(uint32_t(list.size()))];
      if (rng.below(2))
        for (Move m : list)
          if (square_colour(m.to()) != kNoColour && !rng.below(3)) pick = m;
      pos.do_move(pick);
      const std::string scfen = pos.scfen();
      Position mirrored;
      INFO(scfen);
      REQUIRE(!mirrored.set_scfen(mirror_scfen(scfen)));
      CHECK(evaluate(mirrored) == evaluate(pos));
      CHECK(evaluate_material(mirrored) == evaluate_material(pos));
      ++compared;
      for (int c = 0; c < kColours; ++c)
        if (pos.controller(c) != kNobody && pos.owned(pos.controller(c)) != c) {
          ++controlled;
          break;
        }
    }
  }
  CHECK(compared > 2000);
  CHECK(controlled > compared / 4);  // most compared positions have a controlled army
}
