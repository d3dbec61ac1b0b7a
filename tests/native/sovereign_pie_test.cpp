// The AI's pie-rule choice (core/sovereign/ai/pie_rule.h) on first moves whose right answer is known
// without the engine: each case first checks the fact that makes the answer right (a capture, a
// seized army, a reply that cannot be stopped) with the rules layer, then asks the AI.
// The swap is right when White's first move left White better; a blunder is kept.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/sovereign/rules/game.h"
#include "core/sovereign/rules/notation.h"
#include "core/sovereign/ai/eval.h"
#include "core/sovereign/ai/pie_rule.h"

using namespace regalia;
using namespace regalia::sovereign;

namespace {

// The queens face each other on the d-file, neither defended: White to move.
const char* const kQueensFacing = "15br/12bk3/16/16/16/16/3bq12/16/16/16/16/16/3wq12/16/16/wr3wk11 1 w b - 0 1";
// The Green army (queen a16, rook a14) is neutral; its squares are f6 and k11. White's knight
// e4 can reach f6, Black's knight j9 can reach k11; whoever lands first holds the army, and the
// other square is then blocked.
const char* const kGreenRace = "gq14br/12bk3/gr15/16/16/16/16/9bn6/16/16/16/16/4wn11/16/16/wr3wk11 1 w b - 0 1";

// Every case below gives the same answer at depths 2 to 6; 4 keeps the file fast.
PieChoice choice_after(const std::string& start, const std::string& first, int threshold = 0, int depth = 4) {
  Engine e(8);
  REQUIRE_FALSE(e.set_position(start, {first}));
  search::Limits l;
  l.depth = depth;
  const PieChoice c = choose_pie(e, start, {first}, l, threshold);
  REQUIRE(c.offered);
  return c;
}

Game game_after(const std::string& start, const std::vector<std::string>& moves) {
  Game g;
  if (start != "startpos") REQUIRE_FALSE(g.set_scfen(start));
  for (const std::string& m : moves) REQUIRE_FALSE(g.play(m));
  return g;
}

// Whether any legal move of the side to move lands on `square` ("d10").
bool can_move_to(const Position& pos, const std::string& square) {
  MoveList list;
  pos.generate_legal(list);
  for (const Move m : list)
    if (square_to_string(m.to()) == square) return true;
  return false;
}

// For every reply of the side to move after `moves`, `follow_up` is legal and leaves `colour`
// controlled by `by`: a threat the opponent cannot stop in one move.
void check_unstoppable(const std::string& start, const std::vector<std::string>& moves, const std::string& follow_up,
                       int colour, Player by) {
  const Game g = game_after(start, moves);
  MoveList replies;
  g.position().generate_legal(replies);
  REQUIRE_FALSE(replies.empty());
  for (const Move reply : replies) {
    Game h = g;
    REQUIRE_FALSE(h.play(reply));
    INFO("reply " << move_to_string(reply));
    REQUIRE_FALSE(h.play(follow_up));
    CHECK(h.position().controller(colour) == by);
  }
}

}  // namespace

TEST_CASE("pie: a first move that wins the undefended queen is swapped", "[pie][sovereign]") {
  const Game g = game_after(kQueensFacing, {"d4d10"});
  REQUIRE(g.position().captured_piece() == make_piece(kBlack, kQueen));
  CHECK_FALSE(can_move_to(g.position(), "d10"));  // nothing takes back
  CHECK(choice_after(kQueensFacing, "d4d10").swap);
}

TEST_CASE("pie: a first move that leaves the queen en prise is kept", "[pie][sovereign]") {
  const Game g = game_after(kQueensFacing, {"a1a2", "d10d4"});
  REQUIRE(g.position().captured_piece() == make_piece(kWhite, kQueen));
  CHECK_FALSE(can_move_to(g.position(), "d4"));  // nothing takes back
  CHECK_FALSE(choice_after(kQueensFacing, "a1a2").swap);
}

TEST_CASE("pie: a first move that seizes a neutral army is swapped", "[pie][sovereign]") {
  REQUIRE(game_after(kGreenRace, {}).position().controller(kGreen) == kNobody);
  const Game g = game_after(kGreenRace, {"e4f6"});
  REQUIRE(g.position().controller(kGreen) == kP1);
  CHECK_FALSE(can_move_to(g.position(), "f6"));  // Black cannot take the square back
  CHECK_FALSE(can_move_to(g.position(), "k11"));  // the army's other square is blocked
  CHECK(choice_after(kGreenRace, "e4f6").swap);
  // With a threshold above what the army is worth (the match runners' way of keeping seats),
  // the same first move is kept.
  CHECK_FALSE(choice_after(kGreenRace, "e4f6", 100000).swap);
}

TEST_CASE("pie: a first move that lets the opponent seize the army is kept", "[pie][sovereign]") {
  REQUIRE(game_after(kGreenRace, {"e4d6", "j9k11"}).position().controller(kGreen) == kP2);
  CHECK_FALSE(choice_after(kGreenRace, "e4d6").swap);
}

// From the start position the first moves race for the neutral armies. i2i4 opens White's
// queen's diagonal h1-l5, and l5 is a red square: whatever Black replies, Qh1-l5 takes the Red
// army. White is better, so the second player takes White's side.
TEST_CASE("pie: i2i4 from the start, which wins the Red army by force, is swapped", "[pie][sovereign]") {
  check_unstoppable("startpos", {"i2i4"}, "h1l5", kRed, kP1);
  CHECK(choice_after("startpos", "i2i4").swap);
}

// A quiet opening move: e2e3 develops but does nothing in the race, and hands the next move to
// Black, who wins the race by the mirror of i2i4: i15i14 opens Black's queen's diagonal h16-l12,
// and l12 is a navy square that no White reply can cover. So the right answer for a quiet first
// move is to keep Black's side: swapping would hand that tempo back to White.
TEST_CASE("pie: the quiet opening move e2e3 is kept", "[pie][sovereign]") {
  check_unstoppable("startpos", {"e2e3", "i15i14"}, "h16l12", kNavy, kP2);
  CHECK_FALSE(choice_after("startpos", "e2e3").swap);
}

namespace {

// The start position with one side's queen and both bishops taken off (1,700 of the owned army:
// more than any neutral army but Ash and Slate is worth), then a quiet first move that takes and
// seizes nothing. The side with the full army is the better one whoever moves next: with White's
// army whole the second player swaps, with White's army short it keeps. Before the evaluation
// weighed seizures one move away, the second seat's search at depths 3 to 7 scored the Black
// side short of Q+2B as the better one and kept.
const char* const kBlackShort =
    "aqabvrvnbrbn2bk1bnbrynyrsbsq/aranvpvpbpbpbpbpbpbpbpbpypypsnsr/nbnp12opob/nqnp12opoq/crcp12rprr/"
    "cncp12rprn/gbgp12pppb/gqgp12pppq/yqyp12vpvq/ybyp12vpvb/onop12npnn/orop12npnr/rqrp12cpcq/rbrp12cpcb/"
    "srsnppppwpwpwpwpwpwpwpwpgpgpanar/sqsbprpnwrwnwbwqwkwbwnwrgngrabaq 1 w b CELNceln 0 1";
const char* const kWhiteShort =
    "aqabvrvnbrbnbbbqbkbbbnbrynyrsbsq/aranvpvpbpbpbpbpbpbpbpbpypypsnsr/nbnp12opob/nqnp12opoq/crcp12rprr/"
    "cncp12rprn/gbgp12pppb/gqgp12pppq/yqyp12vpvq/ybyp12vpvb/onop12npnn/orop12npnr/rqrp12cpcq/rbrp12cpcb/"
    "srsnppppwpwpwpwpwpwpwpwpgpgpanar/sqsbprpnwrwn2wk1wnwrgngrabaq 1 w b CELNceln 0 1";

// The material of a colour's pieces on the board.
int army_value(const Position& pos, int colour) {
  int v = 0;
  for (Square s = 0; s < kSquares; ++s)
    if (pos.piece_on(s) && colour_of(pos.piece_on(s)) == colour) v += kPieceValue[type_of(pos.piece_on(s))];
  return v;
}

// After e2e3 from `start`: nothing taken, no army held but the two owned ones, White's army
// `white_lead` ahead of Black's; then the choice at depths 2 to 6 is the lead's side.
void check_quiet_move_at_odds(const char* start, int white_lead) {
  const Game g = game_after(start, {"e2e3"});
  const Position& pos = g.position();
  REQUIRE(pos.captured_piece() == kEmpty);
  for (int c = 0; c < kColours; ++c)
    if (c != kWhite && c != kBlack) REQUIRE(pos.controller(c) == kNobody);
  REQUIRE(army_value(pos, kWhite) - army_value(pos, kBlack) == white_lead);
  for (int depth = 2; depth <= 6; ++depth) {
    INFO("depth " << depth);
    CHECK(choice_after(start, "e2e3", 0, depth).swap == (white_lead > 0));
  }
}

}  // namespace

TEST_CASE("pie: a quiet first move with White's army whole against Black's short of Q+2B is swapped", "[pie][sovereign]") {
  check_quiet_move_at_odds(kBlackShort, 1700);
}

TEST_CASE("pie: a quiet first move with White's army short of Q+2B is kept", "[pie][sovereign]") {
  check_quiet_move_at_odds(kWhiteShort, -1700);
}

// When the rules offer the swap (Game::can_swap) is the same for every caller; the AI searches
// only then.
TEST_CASE("pie: the AI is asked only right after the first move of a game started by P1", "[pie][sovereign]") {
  search::Limits l;
  l.depth = 1;
  const auto offered = [&](const std::string& start, const std::vector<std::string>& moves) {
    Engine e(1);
    REQUIRE_FALSE(e.set_position(start, moves));
    return choose_pie(e, start, moves, l).offered;
  };
  CHECK(offered("startpos", {"e2e4"}));
  CHECK(offered(kStartScfen, {"e2e4"}));
  CHECK(offered(kGreenRace, {"e4f6"}));  // any start with P1 to move, not only the standard one
  CHECK_FALSE(offered("startpos", {}));
  CHECK_FALSE(offered("startpos", {"e2e4", "e15e13"}));
  CHECK_FALSE(offered("startpos", {"e2e4", "swap"}));
  const std::string p2_to_move = "15br/12bk3/16/16/16/16/3bq12/16/16/16/16/16/3wq12/16/16/wr3wk11 2 w b - 0 1";
  CHECK_FALSE(offered(p2_to_move, {"d10d4"}));
}

namespace {
// A clock that advances half a millisecond at each reading: time limits without the machine's load.
double g_pie_ms = 0;
double pie_now() { return g_pie_ms += 0.5; }
}  // namespace

// The pie decision and the move after it are one move on the clock: together they keep the
// move's time budget (at byoyomi 100 ms with 30 ms overhead, 70 ms), the decision at most half.
TEST_CASE("pie: the decision and the move search share the move's time", "[pie][sovereign]") {
  Engine e(8);
  REQUIRE_FALSE(e.set_position("startpos", {"e2e4"}));
  search::Limits l;
  l.clock.byoyomi_ms = 100;
  l.overhead_ms = 30;
  const double budget = e.plan_time(l).hard_ms;
  REQUIRE(budget == 70);
  g_pie_ms = 0;
  search::Hooks h;
  h.now = &pie_now;
  const PieChoice c = choose_pie(e, "startpos", {"e2e4"}, l, 1000000, h);
  REQUIRE(c.offered);
  REQUIRE_FALSE(c.swap);
  CHECK(c.time_ms <= budget / 2 + 2);  // + the fake clock's own readings, half a ms each
  search::Limits rest = l;
  rest.overhead_ms += c.time_ms;
  const search::Result r = e.think(rest, h);
  CHECK(r.best_move != 0);
  CHECK(c.time_ms + r.time_ms <= budget + 2);
}

// Below level 10 the decision is a count of nodes: a level's move time of 1 ms or of 100 s, or a
// machine so loaded that each reading of the clock jumps, gives the same choice from the same
// search (the page's level-1 AI once swapped or not by the machine's load).
TEST_CASE("pie: below level 10 the decision does not depend on time", "[pie][sovereign]") {
  search::Limits quick;
  quick.level = 3;
  quick.movetime_ms = 1;
  search::Limits slow = quick;
  slow.movetime_ms = 100000;
  search::Hooks h;
  h.now = &pie_now;
  for (const char* first : {"e2e4", "i2i4"}) {
    Engine a(8), b(8);
    REQUIRE_FALSE(a.set_position("startpos", {first}));
    REQUIRE_FALSE(b.set_position("startpos", {first}));
    g_pie_ms = 0;
    const PieChoice fast = choose_pie(a, "startpos", {first}, quick, 0, h);
    const PieChoice full = choose_pie(b, "startpos", {first}, slow);
    REQUIRE(fast.offered);
    CHECK(fast.score == full.score);
    CHECK(fast.swap == full.swap);
  }
}
