#pragma once
// SHOWGIT's reported scores (docs/api.md "Scores"): centipawns of a UNIFORM, which the search
// values at 90 (eval.cpp, kBoardValue), and mates in plies, the shogi count (a 3-ply tsume is
// mate 3) that USI uses.
#include "core/search/score_scale.h"

namespace regalia::showgit {

inline constexpr search::ScoreScale kScoreScale{90, true};

// Search units to centipawns (x 100 / 90, rounded): what leaves the engine as `cp`.
constexpr int to_centipawns(int score) { return search::to_centipawns(score, kScoreScale.pawn); }

constexpr search::ReportedScore report_score(int score) { return search::report_score(score, kScoreScale); }

}  // namespace regalia::showgit
