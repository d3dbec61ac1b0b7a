#pragma once
// Vocabulary of the game-agnostic search: scores, limits, clocks, hooks and results.
// Nothing here knows a game; core/search/search.h is templated on a game adapter.
#include <atomic>
#include <cstdint>

namespace regalia::search {

// --- scores -----------------------------------------------------------------------------------
// Centipawn-like units of the game's evaluation (SHOWGIT: pawn = 90). Mate in n plies from the
// root is kMate - n; being mated in n plies is -(kMate - n).
constexpr int kMaxPly = 128;
constexpr int kMate = 32000;
constexpr int kMateInMaxPly = kMate - 2 * kMaxPly;  // |score| >= this is a mate score
constexpr int kInfinite = 32001;
constexpr int kDraw = 0;
constexpr int kNoScore = -32002;
// Decisive non-mate outcome (perpetual check loses): below mate scores, above any eval.
constexpr int kDecisive = 20000;

constexpr int mate_in(int ply) { return kMate - ply; }
constexpr int mated_in(int ply) { return -kMate + ply; }
constexpr bool is_mate_score(int s) { return s >= kMateInMaxPly || s <= -kMateInMaxPly; }
// Moves (not plies) to mate, positive when the side to move mates, negative when mated.
constexpr int mate_moves(int s) { return s > 0 ? (kMate - s + 1) / 2 : -(kMate + s) / 2; }

// --- time ---------------------------------------------------------------------------------------
// A time source in milliseconds (any origin, monotonic). nullptr means std::chrono's steady clock
// (which Emscripten maps to performance.now()). The wasm binding may pass its own.
using NowFn = double (*)();
double default_now_ms();

// Clock state for the side to move, as USI/UCI send it (all ms, 0 = absent).
struct Clock {
  double time_ms[2] = {0, 0};  // remaining main time of side 0 (first player) and side 1
  double inc_ms[2] = {0, 0};   // Fischer increment per move
  double byoyomi_ms = 0;       // byoyomi per move (after the main time is gone)
  int moves_to_go = 0;         // moves to the next time control, 0 = sudden death
  bool active() const { return time_ms[0] > 0 || time_ms[1] > 0 || byoyomi_ms > 0 || inc_ms[0] > 0 || inc_ms[1] > 0; }
};

// --- limits ---------------------------------------------------------------------------------------
struct Limits {
  int depth = 0;             // 0 = no depth limit (up to kMaxPly - 8)
  uint64_t nodes = 0;        // 0 = no node limit; exact: the same limit gives the same result
  double movetime_ms = 0;    // 0 = none; fixed time for this move
  Clock clock;               // game clocks (USI btime/wtime/binc/winc/byoyomi)
  bool infinite = false;     // search until stopped (ignores clock and movetime)
  int level = 10;            // 1..10 for people (see levels.h); 10 = full strength
  uint64_t seed = 1;         // randomness of the weaker levels (same seed -> same choice)
  double overhead_ms = 30;   // subtracted from every time budget (I/O, GUI latency)
  int multipv = 1;           // lines searched and reported, 1..kMaxLines (clamped); see Line
};

// --- lines (MultiPV) ------------------------------------------------------------------------------
// With Limits::multipv = N, every depth searches the root N times, each time without the root
// moves already chosen, and Info/Result carry the N lines best first (fewer with fewer legal
// moves). The top-level fields of Info/Result are those of line 0 (docs/ai.md, "MultiPV").
constexpr int kMaxLines = 16;

struct Line {
  int depth = 0;      // the depth this line comes from (lines of a depth cut short may differ)
  int seldepth = 0;
  int score = 0;      // side to move's view
  bool lowerbound = false, upperbound = false;
  int pv_length = 0;  // pv[0] is the line's root move
  uint32_t pv[kMaxPly] = {};
};

// --- hooks (all optional) -------------------------------------------------------------------------
struct Info;  // progress after each finished iteration

struct Hooks {
  NowFn now = nullptr;                      // clock source; nullptr = default_now_ms
  const std::atomic<bool>* stop = nullptr;  // set to true (from anywhere) to stop the search
  // Called every 1,024 nodes (natively: poll stdin; in wasm: read a SharedArrayBuffer flag).
  // Returning true stops the search.
  bool (*poll)(void* ctx) = nullptr;
  void* poll_ctx = nullptr;
  // Called after each completed iteration (outside the recursive search), and once more when
  // the move played comes from a depth that a limit stopped.
  void (*on_info)(const Info& info, void* ctx) = nullptr;
  void* info_ctx = nullptr;
};

// Moves travel through the generic layer as raw 32-bit codes (each adapter converts).
struct Info {
  int depth = 0;
  int seldepth = 0;
  int score = 0;          // from the side to move at the root
  bool lowerbound = false, upperbound = false;
  uint64_t nodes = 0;
  double time_ms = 0;
  uint64_t nps = 0;
  int pv_length = 0;
  uint32_t pv[kMaxPly] = {};
  int hashfull = 0;       // per mille
  int line_count = 0;     // lines[0] is the line above; more with Limits::multipv > 1
  Line lines[kMaxLines];
};

struct Result {
  uint32_t best_move = 0;   // raw move; 0 when there is no legal move
  int score = 0;            // side to move's view; see is_mate_score / mate_moves
  int depth = 0;            // last completed iteration
  int seldepth = 0;
  uint64_t nodes = 0;
  double time_ms = 0;
  int pv_length = 0;
  uint32_t pv[kMaxPly] = {};
  int legal_moves = 0;      // number of legal root moves
  bool stopped = false;     // interrupted by stop/time/nodes rather than depth
  // The lines searched, best first (0 without a legal move). Line 0 is the move, score and PV
  // above, except at the levels below 10, whose seeded choice replaces only the fields above.
  int line_count = 0;
  Line lines[kMaxLines];
};

}  // namespace regalia::search
