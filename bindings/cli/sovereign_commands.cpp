// `regalia perft sovereign ...` and `regalia moves sovereign ...`.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "bindings/cli/commands.h"
#include "core/sovereign/rules/notation.h"
#include "core/sovereign/rules/perft.h"
#include "core/sovereign/rules/position.h"

namespace regalia::cli {

namespace {
bool load(const std::optional<std::string>& text, sovereign::Position& pos) {
  if (!text) return true;
  if (Error e = pos.set_scfen(*text)) {
    std::fprintf(stderr, "regalia: bad SCFEN (%s): %s\n", e.code.c_str(), e.message.c_str());
    return false;
  }
  return true;
}
}  // namespace

int sovereign_perft(int depth, const std::optional<std::string>& position, bool divide) {
  sovereign::Position pos;
  if (!load(position, pos)) return 1;
  const auto start = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (divide) {
    for (const auto& [move, count] : sovereign::perft_divide(pos, depth)) {
      std::printf("%s: %llu\n", move.c_str(), static_cast<unsigned long long>(count));
      nodes += count;
    }
  } else {
    nodes = sovereign::perft(pos, depth);
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("perft %d: %llu nodes in %.2f s, %.1f M nodes/s\n", depth, static_cast<unsigned long long>(nodes),
              secs, secs > 0 ? double(nodes) / secs / 1e6 : 0.0);
  return 0;
}

int sovereign_moves(const std::optional<std::string>& position) {
  sovereign::Position pos;
  if (!load(position, pos)) return 1;
  sovereign::MoveList list;
  pos.generate_legal(list);
  std::vector<std::string> moves;
  for (sovereign::Move m : list) moves.push_back(sovereign::move_to_string(m));
  std::sort(moves.begin(), moves.end());
  for (const auto& m : moves) std::printf("%s\n", m.c_str());
  return 0;
}

}  // namespace regalia::cli
