// Reported scores (core/search/score_scale.h, docs/api.md "Scores"): SHOWGIT's search units to
// centipawns (x 100 / 90, rounded), Sovereign's unchanged, and mate-in-N in each game's count.
#include <catch2/catch.hpp>
#include <cmath>

#include "core/showgit/ai/eval.h"
#include "core/showgit/ai/score_scale.h"
#include "core/sovereign/ai/eval.h"
#include "core/sovereign/ai/score_scale.h"

using namespace regalia;

TEST_CASE("score scale: each game's pawn is its evaluation's pawn value", "[search][score]") {
  CHECK(showgit::kScoreScale.pawn == showgit::kBoardValue[showgit::kPawn]);
  CHECK(sovereign::kScoreScale.pawn == sovereign::kPieceValue[sovereign::kPawn]);
}

TEST_CASE("score scale: SHOWGIT centipawns are search units x 100 / 90, rounded", "[search][score]") {
  CHECK(showgit::to_centipawns(0) == 0);
  CHECK(showgit::to_centipawns(90) == 100);   // a UNIFORM is a pawn
  CHECK(showgit::to_centipawns(-90) == -100);
  CHECK(showgit::to_centipawns(4) == 4);      // 4.44
  CHECK(showgit::to_centipawns(5) == 6);      // 5.56
  CHECK(showgit::to_centipawns(-5) == -6);
  CHECK(showgit::to_centipawns(30) == 33);    // the page's draw threshold (web/game-flow.js)
  CHECK(showgit::to_centipawns(1325) == 1472);  // the review's logistic scale (bindings/js/review.js)
  CHECK(showgit::to_centipawns(990) == 1100);   // a rook
  // Every non-mate score: the nearest integer, the same magnitude from either side, never out of order.
  int previous = showgit::to_centipawns(-search::kMateInMaxPly);
  for (int s = -search::kMateInMaxPly + 1; s < search::kMateInMaxPly; ++s) {
    const int cp = showgit::to_centipawns(s);
    REQUIRE(std::abs(cp - s * 100.0 / 90) < 0.5);
    REQUIRE(showgit::to_centipawns(-s) == -cp);
    REQUIRE(cp >= previous);
    previous = cp;
  }
}

TEST_CASE("score scale: Sovereign centipawns are its search units", "[search][score]") {
  for (int s = -search::kMateInMaxPly + 1; s < search::kMateInMaxPly; ++s) REQUIRE(sovereign::to_centipawns(s) == s);
}

TEST_CASE("score scale: mates in plies for SHOWGIT, in the mating side's moves for Sovereign", "[search][score]") {
  // Mating in 3 plies (the mater's 2nd move mates), mated in 2 and 4 plies, mated now.
  const int mate3 = search::mate_in(3), mated2 = search::mated_in(2), mated4 = search::mated_in(4);
  const search::ReportedScore g3 = showgit::report_score(mate3), s3 = sovereign::report_score(mate3);
  CHECK((g3.mate && g3.value == 3));
  CHECK((s3.mate && s3.value == 2));
  CHECK(showgit::report_score(search::mate_in(1)).value == 1);
  CHECK(sovereign::report_score(search::mate_in(1)).value == 1);
  CHECK(showgit::report_score(mated2).value == -2);
  CHECK(sovereign::report_score(mated2).value == -1);
  CHECK(showgit::report_score(mated4).value == -4);
  CHECK(sovereign::report_score(mated4).value == -2);
  const search::ReportedScore g0 = showgit::report_score(search::mated_in(0));
  CHECK((g0.mate && g0.value == 0));
  CHECK(sovereign::report_score(search::mated_in(0)).value == 0);
  // The first score that is a mate, and the last that is not.
  CHECK(showgit::report_score(search::kMateInMaxPly).mate);
  const search::ReportedScore below = showgit::report_score(search::kMateInMaxPly - 1);
  CHECK((!below.mate && below.value == showgit::to_centipawns(search::kMateInMaxPly - 1)));
}
