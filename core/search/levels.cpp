// The level table (documented in docs/ai.md).
#include "core/search/levels.h"

namespace regalia::search {

namespace {
constexpr LevelSettings kLevels[10] = {
    {1, 2000, 400},       // 1: one ply, picks among many moves: blunders often
    {1, 4000, 220},       // 2
    {2, 10000, 160},      // 3
    {3, 20000, 110},      // 4: from here on, one ply deeper than the level below
    {4, 50000, 80},       // 5
    {5, 120000, 55},      // 6
    {6, 300000, 35},      // 7
    {7, 800000, 20},      // 8
    {9, 2500000, 8},      // 9
    {0, 0, 0},            // 10: full strength for the time given
};
}  // namespace

LevelSettings level_settings(int level) {
  if (level < 1) level = 1;
  if (level > 10) level = 10;
  return kLevels[level - 1];
}

}  // namespace regalia::search
