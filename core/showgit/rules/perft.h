#pragma once
// Perft: leaf count of the legal move tree (bulk-counted at depth 1).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/showgit/rules/position.h"

namespace regalia::showgit {

// Leaves at `depth` plies below pos (depth 0 = 1). pos is restored on return.
uint64_t perft(Position& pos, int depth);

// Per root move (USI string) leaf counts at depth - 1, sorted by the USI string.
std::vector<std::pair<std::string, uint64_t>> perft_divide(Position& pos, int depth);

}  // namespace regalia::showgit
