// The Sovereign evaluation treats the two players alike: a position and its mirror (board
// flipped top to bottom, every colour replaced by the colour whose squares it lands on, the
// seats exchanged) evaluate the same from the side to move's view, over random playouts. And a
// held army whose square is attacked more times than defended costs its holder part of it.
#include <catch2/catch.hpp>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "core/common/prng.h"
#include "core/sovereign/ai/eval.h"
#include "core/sovereign/rules/notation.h"
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

namespace {

int evaluate_after(const char* scfen, const std::vector<std::string>& moves) {
  Position pos;
  REQUIRE(!pos.set_scfen(scfen));
  for (const std::string& text : moves) {
    Move m;
    REQUIRE_FALSE(parse_move(pos, text, m));
    pos.do_move(m);
  }
  return evaluate(pos);
}

}  // namespace

TEST_CASE("Sovereign contested control: a held army's square attacked more than defended costs the holder",
          "[sovereign-eval]") {
  // Line 72 of the tactical suite: d6f8 takes Cyan (queen, two rooks: 2,050, 1,742 controlled).
  // A black rook on b8 attacks f8, on b9 it does not; nothing else differs for the evaluation.
  const char* const kCyan = "8br7/wb15/16/16/1br4cr9/16/14cq1/16/16/5wn10/3wb12/16/8cr7/16/5wk10/9bk6 1 w b - 0 1";
  const int attacked = evaluate_after(kCyan, {"d6f8", "b12b8"}), quiet = evaluate_after(kCyan, {"d6f8", "b12b9"});
  CHECK(quiet - attacked == 1742 * 40 / 100);  // White, the holder, to move
  // Defended once (a15g9), attacked once: nothing at stake.
  CHECK(evaluate_after(kCyan, {"d6f8", "b12b8", "a15g9"}) == evaluate_after(kCyan, {"d6f8", "b12b9", "a15g9"}));
  // Attacked twice (b8, f16), defended once, Black (the attacker) to move: a smaller share.
  CHECK(evaluate_after(kCyan, {"d6f8", "b12b8", "a15g9", "i16f16", "f2e2"}) -
            evaluate_after(kCyan, {"d6f8", "b12b8", "a15g9", "i16i15", "f2e2"}) ==
        1742 * 20 / 100);
}
