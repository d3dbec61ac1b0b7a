#pragma once
// Strict legal move generation: board moves (both promotion choices where legal), drops
// (no nifu, no dead drops, no pawn-drop mate), never leaving the own king attacked.
#include "core/showgit/rules/position.h"

namespace regalia::showgit {

// Appends every legal move of the side to move to `list` (which is not cleared).
void generate_legal(const Position& pos, MoveList& list);

// Writes every legal move of the side to move from `out` on (room for kMaxMoves) and returns
// the end. For callers that keep their own buffers (perft): no MoveList to construct per node.
Move* generate_legal(const Position& pos, Move* out);

// Appends the legal moves that give check (generate_legal's, filtered by gives_check, though
// not in the same order): drops only where they check, for the tsume solver's attacking side.
void generate_legal_checks(const Position& pos, MoveList& list);

// Number of legal moves (same as generate_legal's count).
int count_legal(const Position& pos);

// Whether m is among the legal moves of pos.
bool is_legal(const Position& pos, Move m);

}  // namespace regalia::showgit
