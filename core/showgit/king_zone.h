#pragma once
// King-zone features for a learned table (YaneuraOu's ladder steps 5 and 9 in a compact form):
// every square of the 5x5 zone around a king, by where it lies from that king (file distance
// 0..2, both sides alike; rank offset -2..+2 toward the enemy camp), how many of the king's own
// pieces attack it (0..3, 3 = three or more, the king itself counted), how many enemy pieces do
// (0..3) and what stands on it (empty, own piece, enemy piece). The tuner
// (tests/tune/fit_king_zone.cpp) reads the features from here, and so would an evaluation term
// built on them (docs/ai.md, session 11: a table fitted to 5,508 games played like the
// evaluation without it, so none is in the evaluation).
#include "core/showgit/eval.h"

namespace regalia::showgit {

constexpr int kKingZoneCells = 15;  // 3 file distances x 5 rank offsets
constexpr int kKingZoneSize = kKingZoneCells * 4 * 4 * 3;
// With the enemy's hand (any piece but pawns in it, or not) as one more dimension.
constexpr int kKingZoneHandSize = kKingZoneSize * 2;

inline bool king_zone_hand(const Position& pos, Color enemy) {
  for (int pt = LANCE; pt <= GOLD; ++pt)
    if (pos.hand_count(enemy, PieceType(pt))) return true;
  return false;
}

// Calls f(index) for each square of the zone around us's king (nothing without a king); own and
// enemy are the attack maps of us and of the other side.
template <class F>
inline void for_each_king_zone_feature(const Position& pos, const AttackMap& own, const AttackMap& enemy, Color us,
                                       F&& f, bool with_hand = false) {
  const Square k = pos.king_square(us);
  if (k == SQ_NONE) return;
  const int base = with_hand && king_zone_hand(pos, ~us) ? kKingZoneSize : 0;
  const Bitboard mine = pos.pieces(us), theirs = pos.pieces(~us);
  const int kf = file_of(k), kr = rank_of(k);
  for (int df = -2; df <= 2; ++df) {
    const int f2 = kf + df;
    if (f2 < 0 || f2 > 8) continue;
    for (int dr = -2; dr <= 2; ++dr) {
      const int r2 = kr + dr;
      if (r2 < 0 || r2 > 8) continue;
      const Square s = make_square(f2, r2);
      // The first player advances toward rank 0.
      const int forward = us == BLACK ? -dr : dr;
      const int cell = (df < 0 ? -df : df) * 5 + forward + 2;
      const int o = int(own.a1.test(s)) + int(own.a2.test(s)) + int(own.a3.test(s));
      const int e = int(enemy.a1.test(s)) + int(enemy.a2.test(s)) + int(enemy.a3.test(s));
      const int occ = mine.test(s) ? 1 : theirs.test(s) ? 2 : 0;
      f(base + ((cell * 4 + o) * 4 + e) * 3 + occ);
    }
  }
}

}  // namespace regalia::showgit
