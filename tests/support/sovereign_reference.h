#pragma once
// A deliberately simple, independent rules implementation (coordinate arithmetic, copy-make,
// control recomputed from scratch after every move, king attack found by asking every
// opponent piece whether it can capture on the king's square). Slow; it exists only to check
// the fast generator in tests. It shares no tables with the fast code.
#include <cstdint>
#include <string>
#include <vector>

#include "core/sovereign/rules/position.h"

namespace regalia::sovereign::reference {

// The legal moves of the side to move, as sorted move strings (spec 5.2).
std::vector<std::string> legal_moves(const Position& pos);
// Control of each colour recomputed from the board alone: kP1, kP2 or kNobody.
void control(const Position& pos, uint8_t out[kColours]);

}  // namespace regalia::sovereign::reference
