#pragma once
// SHOWGIT names of the pieces and the move-direction table the page draws (dots for steps,
// squares for slides), taken from the same patterns the move generator uses.
#include <cstdint>
#include <span>
#include <string_view>

#include "core/showgit/rules/types.h"

namespace regalia::showgit {

// "STAR" (first player's king), "TIME" (second player's king), "MIKE", "ALPHA", "NEO-ALPHA",
// "YANKEE", "NEO-YANKEE", "LIMA", "NEO-LIMA", "VICTOR", "NEO-VICTOR", "TANGO", "NEO-TANGO",
// "UNIFORM", "NEO-UNIFORM"; "" for an empty square / unknown type.
std::string_view piece_name(Color owner, PieceType pt);
inline std::string_view piece_name(Piece p) { return p ? piece_name(color_of(p), type_of(p)) : std::string_view(); }

// SFEN text of a piece: "P", "+p", ...
std::string_view piece_sfen(Piece p);

// One move direction seen by the owner with the piece pointing up: dx > 0 to the owner's
// right, dy > 0 forward. slide = any distance (drawn as a square), else one step or a jump
// (drawn as a dot).
struct Direction {
  int8_t dx;
  int8_t dy;
  bool slide;
};

// Directions of a piece type (promoted types included).
std::span<const Direction> piece_directions(PieceType pt);

}  // namespace regalia::showgit
