#pragma once
// USI move strings: "7g7f", "8h2b+", "P*5e" (drop letter upper case).
#include <string>
#include <string_view>

#include "core/common/error.h"
#include "core/showgit/rules/position.h"

namespace regalia::showgit {

// USI text of a square: file digit then rank letter, "7f" (the one writer of square text for
// SHOWGIT; CSA's digit-digit squares are another format, csa.cpp).
std::string usi_square(Square s);

// USI text of a move.
std::string to_usi(Move m);

// Reads a USI move without looking at a position; "bad-move-syntax" on malformed text.
Error parse_usi_syntax(std::string_view text, Move& out);

// Reads a USI move and checks it is legal in pos: "bad-move-syntax" or "illegal-move".
Error parse_usi_move(const Position& pos, std::string_view text, Move& out);

}  // namespace regalia::showgit
