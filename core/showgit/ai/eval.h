#pragma once
// SHOWGIT static evaluation (pawn = 90, the scale of the piece values in eval.cpp), from the side to move's
// view: material on the board and in hand (hand worth ~10 % more), promoted pieces, attack-map
// king safety around both kings (YaneuraOu's hand-made ladder, steps 2-4 and 8, compacted),
// hand pieces as attackers, gold/silver placement next to the own king, slider mobility and
// threats against enemy pieces.
#include "core/showgit/rules/position.h"

namespace regalia::showgit {

// Piece values on the board (by PieceType) and in hand (by hand type kPawn..kGold).
extern const int kBoardValue[kPieceTypes];
extern const int kHandValue[kHandTypes];

// Material only (board + hand), first player's view.
int material(const Position& pos);

// Attack maps of both sides (computed once per node, shared by the evaluation and mate_in_one).
struct AttackMap {
  Bitboard a1, a2, a3;  // attacked by at least 1, 2, 3 pieces (king included)
  Bitboard no_king;     // attacked by some piece other than the king
  int mobility;         // slider mobility, eighths of a centipawn
  Bitboard pawn;        // attacked by a pawn
  Bitboard minor;       // attacked by a pawn, gold-mover, silver, knight or lance
};
struct AttackMaps {
  AttackMap m[2];  // by colour
};
void attack_maps(const Position& pos, AttackMaps& m);

// Full evaluation from the side to move's view.
int evaluate(const Position& pos);
// The same with the material (first player's view, = material(pos)) known, e.g. kept
// incrementally with material_delta.
int evaluate(const Position& pos, int material);
int evaluate(const Position& pos, int material, const AttackMaps& maps);
// Change of material(pos) (first player's view) made by the legal move m, before it is played.
int material_delta(const Position& pos, Move m);

// The individual terms (first player's view), for tests and tuning.
struct EvalTerms {
  int material = 0;
  int king_safety = 0;  // attack maps around both kings
  int hand_danger = 0;  // hand pieces usable against each king
  int shelter = 0;      // king neighbourhood and gold/silver placement
  int mobility = 0;     // squares the lances, bishops and rooks reach
  int threats = 0;      // enemy pieces left hanging or attacked by cheaper pieces
  // Not in the sum as such: the enemy's pressure on each king (attacks up to two steps away, hand
  // danger, zone control, weighted as in the sum; by colour, >= 0). The side to move gets a tenth
  // of the enemy king's.
  int danger[2] = {0, 0};
};
EvalTerms evaluate_terms(const Position& pos);

}  // namespace regalia::showgit
