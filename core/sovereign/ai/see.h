#pragma once
// Static exchange evaluation for Sovereign Chess: does a move win at least `threshold` in the
// exchange on its target square, both players taking back with their least valuable piece
// first? Attackers are the pieces of the colours each player owns or controls now (R3.6), sliders
// within 8 squares (R5.2), pawns by the centre-bound capture rule (R6.3), x-rays through the
// pieces already taken; pins and the control changes of the recaptures are ignored.
// Moves that change control themselves (from or to a coloured square), promotions, castling and
// defections are not exchanges this can value: they pass any threshold up to 0 and any negative
// one, so the search never prunes them or orders them as losing on this evidence.
#include "core/sovereign/rules/position.h"

namespace regalia::sovereign {

bool see_ge(const Position& pos, Move m, int threshold);

}  // namespace regalia::sovereign
