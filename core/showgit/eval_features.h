#pragma once
// The learned part of the SHOWGIT evaluation: which table entries a position switches on.
// Shared by the evaluation (sums the weights) and the tuner (tests/tune/tune.cpp, which learns
// them), so both always see the same features.
//
// Every feature is seen from the owner of the piece: the second player's squares are turned
// 180 degrees, and files are folded (|file difference|, or the file counted from the nearer
// edge) so a left-side castle and a right-side castle share what is learned.
#include <cstdint>

#include "core/showgit/eval.h"
#include "core/showgit/position.h"

namespace regalia::showgit::features {

constexpr int kTypes = 13;     // board pieces but the king: P L N S B R G +P +L +N +S horse dragon
constexpr int kRel = 9 * 17;   // |file difference| 0..8 x rank difference -8..8 (owner's view)
constexpr int kFolded = 5 * 9; // squares with the file folded onto files 1..5
constexpr int kHandSlots = 8;  // the 1st..8th piece of a kind in hand (more count as the 8th)

constexpr int kEnemyKing = 0;                          // [type][square relative to the enemy king]
constexpr int kOwnKing = kEnemyKing + kTypes * kRel;   // [type][square relative to the own king]
constexpr int kSquare = kOwnKing + kTypes * kRel;      // [type][folded square]
constexpr int kKingSquare = kSquare + kTypes * kFolded;  // [folded square of the own king]
constexpr int kHand = kKingSquare + kFolded;             // [hand type 1..7][i-th piece]
constexpr int kMobilityN = 20;                           // reachable squares 0..19 (more count as 19)
constexpr int kMobility = kHand + 7 * kHandSlots;        // [slider L B R horse dragon][reachable squares]
// [side to move's piece / the other side's][hanging / attacked by a pawn][type]: a piece the
// enemy attacks and nothing of ours defends, or a piece (not a pawn) a pawn attacks.
constexpr int kThreat = kMobility + 5 * kMobilityN;
constexpr int kCount = kThreat + 2 * 2 * kTypes;

// Type index 0..12, or -1 for the king.
constexpr int type_index(PieceType pt) {
  return pt < KING ? pt - 1 : pt == KING ? -1 : pt - 2;
}
// The square as its owner sees it (the second player's board turned around).
constexpr Square own_view(Color c, Square s) { return c == BLACK ? s : 80 - s; }
constexpr int folded(Square s) {
  const int f = file_of(s);
  return (f < 4 ? f : 8 - f) * 9 + rank_of(s);
}
constexpr int relative(Square s, Square k) {  // both already in the owner's view
  const int df = file_of(s) - file_of(k);
  return (df < 0 ? -df : df) * 17 + rank_of(s) - rank_of(k) + 8;
}

// Calls f(index, sign) for every feature of pos; sign is +1 for the first player's, -1 for the
// second player's. Positions without a king skip the features relative to it.
// Slider kind 0..4 (lance, bishop, rook, horse, dragon), or -1.
constexpr int slider_index(PieceType pt) {
  return pt == LANCE ? 0 : pt == BISHOP ? 1 : pt == ROOK ? 2 : pt == HORSE ? 3 : pt == DRAGON ? 4 : -1;
}

template <class F>
inline void for_each(const Position& pos, const AttackMaps& maps, F&& f) {
  const Bitboard occ = pos.pieces();
  Square king[2];
  for (int c = 0; c < 2; ++c) {
    const Square k = pos.king_square(Color(c));
    king[c] = k == SQ_NONE ? SQ_NONE : own_view(Color(c), k);
  }
  for (int c = 0; c < 2; ++c) {
    const Color us = Color(c);
    const int sign = us == BLACK ? 1 : -1;
    // The enemy king as we see it.
    const Square ek = pos.king_square(~us) == SQ_NONE ? SQ_NONE : own_view(us, pos.king_square(~us));
    const Square ok = king[c];
    if (ok != SQ_NONE) f(kKingSquare + folded(ok), sign);
    Bitboard b = pos.pieces(us);
    while (b) {
      const Square s0 = b.pop();
      const int t = type_index(type_of(pos.piece_on(s0)));
      if (t < 0) continue;
      const Square s = own_view(us, s0);
      f(kSquare + t * kFolded + folded(s), sign);
      if (ek != SQ_NONE) f(kEnemyKing + t * kRel + relative(s, ek), sign);
      if (ok != SQ_NONE) f(kOwnKing + t * kRel + relative(s, ok), sign);
    }
    for (int pt = PAWN; pt <= GOLD; ++pt) {
      const int n = pos.hand_count(us, PieceType(pt));
      for (int i = 0; i < n && i < kHandSlots; ++i) f(kHand + (pt - 1) * kHandSlots + i, sign);
    }
    const Bitboard mine = pos.pieces(us);
    for (Bitboard sl = pos.pieces(us, LANCE) | pos.pieces(us, BISHOP) | pos.pieces(us, ROOK) |
                       pos.pieces(us, HORSE) | pos.pieces(us, DRAGON);
         sl;) {
      const Square s = sl.pop();
      const PieceType pt = type_of(pos.piece_on(s));
      const Bitboard a = attacks(pt, us, s, occ).andnot(mine);
      const int n = __builtin_popcountll(a.lo) + __builtin_popcountll(a.hi);
      f(kMobility + slider_index(pt) * kMobilityN + (n < kMobilityN ? n : kMobilityN - 1), sign);
    }
    const int rel = us == pos.side_to_move() ? 0 : 2;
    const AttackMap& ours = maps.m[us];
    const AttackMap& theirs = maps.m[~us];
    const Bitboard targets = mine.andnot(pos.pieces(us, KING));
    for (Bitboard h = targets & theirs.a1.andnot(ours.a1); h;)
      f(kThreat + rel * kTypes + type_index(type_of(pos.piece_on(h.pop()))), sign);
    for (Bitboard p = targets.andnot(pos.pieces(us, PAWN)) & theirs.pawns; p;)
      f(kThreat + (rel + 1) * kTypes + type_index(type_of(pos.piece_on(p.pop()))), sign);
  }
}

}  // namespace regalia::showgit::features
