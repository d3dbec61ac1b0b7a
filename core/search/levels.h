#pragma once
// Playing levels 1-10 for people. A level caps depth and nodes and lets the root pick at random
// (seeded) among moves whose score is within `margin` of the best; level 10 is full strength.
#include <cstdint>

namespace regalia::search {

struct LevelSettings {
  int max_depth;       // 0 = no cap
  uint64_t max_nodes;  // 0 = no cap
  int margin;          // root moves within this many points of the best are candidates (0 = best only)
};

// level is clamped to 1..10.
LevelSettings level_settings(int level);

}  // namespace regalia::search
