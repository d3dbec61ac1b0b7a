#pragma once
// Sovereign Chess static evaluation (docs/ai.md, "Sovereign evaluation"), from the side to move's view:
// material of every army a player owns (x1.0) or controls (x0.85), pawn progress toward the
// central promotion zone, centralisation, pressure on the coloured squares of neutral armies,
// part of a neutral army a player can seize by one quiet move, and king safety against
// opponent-controlled pieces.
#include "core/sovereign/rules/position.h"

namespace regalia::sovereign {

extern const int kPieceValue[7];  // by PieceType (king 0)

// Full evaluation, side to move's view.
int evaluate(const Position& pos);
// Material only (owned x1.0, controlled x0.85), side to move's view (the "material-only"
// opponent of the strength checks).
int evaluate_material(const Position& pos);

}  // namespace regalia::sovereign
