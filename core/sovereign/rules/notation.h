#pragma once
// Move strings of spec section 5.2: `e2e4`, `h6h7=Q`, `Oe1g1` (castle: rook square, king
// destination), `Dn` (defection), `Dne5d4` (defection with the forced king step).
#include <string>
#include <string_view>

#include "core/common/error.h"
#include "core/sovereign/rules/position.h"

namespace regalia::sovereign {

std::string square_to_string(Square s);  // "a1" .. "p16"; the one writer of Sovereign square text
// Parses one square at text[pos] greedily (letter, then 1-2 digits <= 16); advances pos.
bool parse_square(std::string_view text, size_t& pos, Square& out);
std::string move_to_string(Move m);
// Reads a move string and checks it against the legal moves of `pos`.
// Errors: `bad-move-syntax` (not a move string) or `illegal-move` (well formed, not legal).
Error parse_move(const Position& pos, std::string_view text, Move& out);

}  // namespace regalia::sovereign
