#pragma once
// Playing levels 1-10 for people. A level caps depth and nodes and lets the root pick at random
// (seeded) among moves whose score is within `margin` of the best; level 10 is full strength.
// Each game has its own table (its adapter's `levels()`, docs/ai.md "Levels 1–10"): a ply or a
// margin is worth a different strength in each game, and the levels aim at even steps in both.
#include <array>
#include <cstdint>

namespace regalia::search {

struct LevelSettings {
  int max_depth;       // 0 = no cap
  uint64_t max_nodes;  // 0 = no cap
  int margin;          // root moves within this many points of the best are candidates (0 = best only)
};

// Levels 1..10, in order.
using LevelTable = std::array<LevelSettings, 10>;

// level is clamped to 1..10.
LevelSettings level_settings(const LevelTable& table, int level);

// The nodes a search at this level may spend: the smaller of the level's cap and the caller's
// limit (0 = no limit on either side).
uint64_t node_limit(const LevelSettings& level, uint64_t requested);

}  // namespace regalia::search
