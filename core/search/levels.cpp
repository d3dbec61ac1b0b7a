// The level table (documented in docs/ai.md).
#include "core/search/levels.h"

namespace regalia::search {

namespace {
constexpr LevelSettings kLevels[10] = {
    {1, 2000, 400},       // 1: one ply, picks among many moves: blunders often
    {1, 4000, 220},       // 2
    {2, 10000, 160},      // 3
    {2, 20000, 110},      // 4
    {3, 50000, 80},       // 5
    {4, 120000, 55},      // 6
    {5, 300000, 35},      // 7
    {6, 800000, 20},      // 8
    {8, 2500000, 8},      // 9
    {0, 0, 0},            // 10: full strength for the time given
};
}  // namespace

LevelSettings level_settings(int level) {
  if (level < 1) level = 1;
  if (level > 10) level = 10;
  return kLevels[level - 1];
}

}  // namespace regalia::search
