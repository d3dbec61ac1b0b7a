#pragma once
// How scores leave the engine (docs/api.md "Scores"): a score in the search's own units becomes
// centipawns of the game's pawn, and a mate becomes mate-in-N, counted either in plies or in
// moves of the mating side as the game's convention says. The search itself never converts; the
// engine protocols (bindings/cli) and the JS objects (bindings/wasm) report through report_score,
// so the two give the same numbers.
#include "core/search/types.h"

namespace regalia::search {

struct ScoreScale {
  int pawn;            // the game's pawn in the search's units
  bool mate_in_plies;  // mate-in-N counts plies (shogi, USI) rather than the mating side's moves (chess, UCI)
};

// Search units to centipawns, rounded to the nearest and symmetric around 0, so that a score
// seen from the other side reports as the same number negated.
constexpr int to_centipawns(int score, int pawn) {
  const long long twice = 200LL * (score < 0 ? -score : score);
  const int magnitude = int((twice + pawn) / (2LL * pawn));
  return score < 0 ? -magnitude : magnitude;
}

// Plies to the mate from a mate score (negative when the side to move is mated).
constexpr int mate_plies(int score) { return score > 0 ? kMate - score : -(kMate + score); }

// A score as reported: centipawns, or mate-in-N (N > 0: the side to move mates; N < 0: it is
// mated; 0: it is mated now, no legal move).
struct ReportedScore {
  bool mate;
  int value;
};

constexpr ReportedScore report_score(int score, ScoreScale scale) {
  if (!is_mate_score(score)) return {false, to_centipawns(score, scale.pawn)};
  return {true, scale.mate_in_plies ? mate_plies(score) : mate_moves(score)};
}

}  // namespace regalia::search
