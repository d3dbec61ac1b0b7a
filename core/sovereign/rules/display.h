#pragma once
// A readable form of a Sovereign Chess move for move lists, naming the army (colour) of the
// piece that moves: "navy Q a13-i5", "white P e2-e4", "white P e4xf5", "white P h6-h7=Q",
// "white K castles e1 (i1-g1)" (the rook square, then the king's path), "white K defects to
// navy", "white K defects to navy e5-d4" (with the forced king step), "swap" (pie rule).
#include <string>
#include <string_view>

#include "core/common/error.h"
#include "core/sovereign/rules/position.h"

namespace regalia::sovereign {

// m must be legal in pos (the position before the move).
std::string display_move(const Position& pos, Move m);
// Reads a move string of spec 5.2 (or "swap") in pos and writes its display form.
// Errors as parse_move: bad-move-syntax, illegal-move.
Error display_move(const Position& pos, std::string_view text, std::string& out);

}  // namespace regalia::sovereign
