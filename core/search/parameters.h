#pragma once
// The search's tuned numbers, in one place. The alternatives tried in self-play matches are in
// docs/ai.md's tables (e.g. futility 85/90 and 94 per ply, LMR divisor 1.80 and 2.40); changing
// a number here is a new experiment to measure there, not a setting.
namespace regalia::search::param {

// Pruning margins, in evaluation units (SHOWGIT: pawn = 90).
inline constexpr int kReverseFutility = 110;  // per ply of depth: static eval this far above beta cuts
inline constexpr int kFutility = 110;         // per ply of the depth a quiet move would keep
inline constexpr int kSeeQuiet = 50;          // quiet moves pruned below -kSeeQuiet x depth²
inline constexpr int kSeeCapture = 190;       // captures and material-losing checks below -kSeeCapture x depth

// Late-move reductions: log(depth) x log(move number) / (kLmrDivisor100 / 100), and one ply
// less per kLmrHistoryDivisor of the quiet move's history statistic.
inline constexpr int kLmrDivisor100 = 210;
inline constexpr int kLmrHistoryDivisor = 8000;

// Singular extension of the hash move: from this depth on, verified against
// hash score - kSingularMargin x depth.
inline constexpr int kSingularDepth = 6;
inline constexpr int kSingularMargin = 2;

// Quiescence: from this quiescence ply on only recaptures on the last move's square are tried;
// the mate-in-one probe runs at quiescence plies up to kMateInOneQDepth.
inline constexpr int kQuiescenceRecaptureDepth = 5;
inline constexpr int kMateInOneQDepth = 2;

// Root guard: each check of a new best move gets at most kRootGuardNodes solver nodes and
// kRootGuardShare per cent of the soft time budget and of the node limit; all the checks of a
// search together kRootGuardTotalShare per cent.
inline constexpr unsigned kRootGuardNodes = 50000;
inline constexpr int kRootGuardShare = 5;
inline constexpr int kRootGuardTotalShare = 15;
// A move first found by a depth the clock cut short is checked after the deadline: briefly.
inline constexpr unsigned kRootGuardLateNodes = 1000;
inline constexpr double kRootGuardLateMs = 4;

}  // namespace regalia::search::param
