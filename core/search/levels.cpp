// A level's settings from a game's level table (the tables: each game's search adapter).
#include "core/search/levels.h"

namespace regalia::search {

LevelSettings level_settings(const LevelTable& table, int level) {
  if (level < 1) level = 1;
  if (level > 10) level = 10;
  return table[level - 1];
}

uint64_t node_limit(const LevelSettings& level, uint64_t requested) {
  if (!level.max_nodes) return requested;
  return requested && requested < level.max_nodes ? requested : level.max_nodes;
}

}  // namespace regalia::search
