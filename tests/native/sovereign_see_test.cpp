// Static exchange evaluation for Sovereign Chess (core/sovereign/ai/see.h) on built exchanges:
// the exact value of a capture is found as the threshold where see_ge turns false, and the
// Sovereign twists are checked: defenders of a controlled army count, those of a neutral one do
// not, sliders reach 8 squares and no further, x-rays through the pieces taken, and moves that
// change control are not valued.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "core/sovereign/ai/see.h"
#include "core/sovereign/rules/notation.h"

using namespace regalia;
using namespace regalia::sovereign;

namespace {

// A White-to-move SCFEN (P1 owns White, P2 Black) from pieces such as {"wr", "d4"}.
std::string board(const std::vector<std::pair<std::string, std::string>>& pieces) {
  std::string at[256];
  for (const auto& [piece, square] : pieces) {
    const int file = square[0] - 'a', rank = std::stoi(square.substr(1)) - 1;
    at[file + 16 * rank] = piece;
  }
  std::string s;
  for (int r = 15; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 16; ++f) {
      const std::string& p = at[f + 16 * r];
      if (p.empty()) {
        ++empty;
        continue;
      }
      if (empty) s += std::to_string(empty), empty = 0;
      s += p;
    }
    if (empty) s += std::to_string(empty);
    if (r) s += '/';
  }
  return s + " 1 w b - 0 1";
}

// The largest threshold the move passes (its exchange value), searched over [-3000, 3000].
int exchange_value(const std::vector<std::pair<std::string, std::string>>& pieces, const char* move) {
  Position p;
  REQUIRE_FALSE(p.set_scfen(board(pieces)));
  Move m;
  REQUIRE_FALSE(parse_move(p, move, m));
  int lo = -3000, hi = 3000;  // see_ge(lo) holds, see_ge(hi + 1) does not
  REQUIRE(see_ge(p, m, lo));
  REQUIRE_FALSE(see_ge(p, m, hi + 1));
  while (lo < hi) {
    const int mid = lo + (hi - lo + 1) / 2;
    if (see_ge(p, m, mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

using Pieces = std::vector<std::pair<std::string, std::string>>;
const Pieces kKings = {{"wk", "a1"}, {"bk", "p16"}};
Pieces with(Pieces more) {
  more.insert(more.end(), kKings.begin(), kKings.end());
  return more;
}

}  // namespace

TEST_CASE("sovereign SEE: a free pawn, a defended one, an x-ray", "[sovereign][search]") {
  CHECK(exchange_value(with({{"wr", "d4"}, {"bp", "d8"}}), "d4d8") == 100);
  // The black knight e10 takes back: a rook for a pawn.
  CHECK(exchange_value(with({{"wr", "d4"}, {"bp", "d8"}, {"bn", "e10"}}), "d4d8") == 100 - 525);
  // A black rook d12 takes back, a white rook behind on d2 takes again: the pawn is won.
  CHECK(exchange_value(with({{"wr", "d4"}, {"bp", "d8"}, {"br", "d12"}}), "d4d8") == 100 - 525);
  CHECK(exchange_value(with({{"wr", "d4"}, {"wr", "d2"}, {"bp", "d8"}, {"br", "d12"}}), "d4d8") == 100);
  // A pawn takes a defended queen: the pawn is lost, the queen won.
  CHECK(exchange_value(with({{"wp", "c7"}, {"bq", "d8"}, {"bn", "e10"}}), "c7d8") == 1000 - 100);
}

TEST_CASE("sovereign SEE: sliders reach 8 squares, no further", "[sovereign][search]") {
  CHECK(exchange_value(with({{"wr", "d4"}, {"bp", "d8"}, {"br", "l8"}}), "d4d8") == 100 - 525);  // 8 squares
  CHECK(exchange_value(with({{"wr", "d4"}, {"bp", "d8"}, {"br", "m8"}}), "d4d8") == 100);        // 9 squares
}

TEST_CASE("sovereign SEE: a controlled army defends, a neutral one does not", "[sovereign][search]") {
  // The green knight e10 defends d8 only while Black controls Green, through a black piece on
  // f6 (a green square).
  CHECK(exchange_value(with({{"wr", "d4"}, {"bp", "d8"}, {"gn", "e10"}}), "d4d8") == 100);
  CHECK(exchange_value(with({{"wr", "d4"}, {"bp", "d8"}, {"gn", "e10"}, {"bp", "f6"}}), "d4d8") == 100 - 525);
}

TEST_CASE("sovereign SEE: moves that change control are not valued", "[sovereign][search]") {
  // Taking the queen on e5 (a navy square) would be worth 1000 as an exchange, but the move
  // changes control: it passes every threshold up to 0 and none above.
  Position p;
  REQUIRE_FALSE(p.set_scfen(board(with({{"wr", "e2"}, {"bq", "e5"}, {"bn", "d7"}}))));
  Move take;
  REQUIRE_FALSE(parse_move(p, "e2e5", take));
  CHECK(see_ge(p, take, 0));
  CHECK(see_ge(p, take, -3000));
  CHECK_FALSE(see_ge(p, take, 1));
}
