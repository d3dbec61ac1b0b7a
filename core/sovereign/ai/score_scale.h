#pragma once
// Sovereign Chess's reported scores (docs/api.md "Scores"): the search's pawn is already 100
// (eval.cpp, kPieceValue), so centipawns are its own units; mates count the mating side's moves,
// the chess convention (mate 1: mate on the next move).
#include "core/search/score_scale.h"

namespace regalia::sovereign {

inline constexpr search::ScoreScale kScoreScale{100, false};

// Search units to centipawns: the identity for this game.
constexpr int to_centipawns(int score) { return search::to_centipawns(score, kScoreScale.pawn); }

constexpr search::ReportedScore report_score(int score) { return search::report_score(score, kScoreScale); }

}  // namespace regalia::sovereign
