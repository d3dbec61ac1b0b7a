// The seeded choice among near-best root moves (level_choice.h).
#include "core/search/level_choice.h"

#include "core/common/prng.h"
#include "core/search/types.h"

namespace regalia::search {

int choose_level_move(const int* scores, int n, int margin, uint64_t seed, uint64_t position_key) {
  int best = -kInfinite;
  for (int i = 0; i < n; ++i) best = scores[i] > best ? scores[i] : best;
  uint64_t total = 0;
  for (int i = 0; i < n; ++i)
    if (scores[i] > best - margin) total += uint64_t(margin - (best - scores[i]));
  if (total == 0) return -1;
  Prng rng(seed * 0x9E3779B97F4A7C15ULL + position_key);
  uint64_t r = rng.next() % total;
  for (int i = 0; i < n; ++i) {
    if (scores[i] <= best - margin) continue;
    const uint64_t w = uint64_t(margin - (best - scores[i]));
    if (r < w) return i;
    r -= w;
  }
  return -1;
}

}  // namespace regalia::search
