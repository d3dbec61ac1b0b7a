#pragma once
// Perft: leaf count of the legal move tree, with bulk counting at the last ply.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/sovereign/rules/position.h"

namespace regalia::sovereign {

uint64_t perft(Position& pos, int depth);
// One (move string, count) per root move, sorted by move string.
std::vector<std::pair<std::string, uint64_t>> perft_divide(Position& pos, int depth);

}  // namespace regalia::sovereign
