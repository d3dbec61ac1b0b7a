#pragma once
// The weaker levels' randomness: instead of the best root move, a seeded draw among the root
// moves scoring within the level's margin of the best, each weighted by how close it came (the
// best weighs `margin`, a move `margin` behind weighs nothing). The same seed and position give
// the same choice, so a game at a weak level can be replayed.
#include <cstdint>

namespace regalia::search {

// Index of the chosen move among the n root scores, or -1 when no move qualifies.
int choose_level_move(const int* scores, int n, int margin, uint64_t seed, uint64_t position_key);

}  // namespace regalia::search
