#include "core/sovereign/rules/perft.h"

#include <algorithm>

#include "core/sovereign/rules/notation.h"

namespace regalia::sovereign {

uint64_t perft(Position& pos, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return uint64_t(pos.count_legal());
  MoveList list;
  pos.generate_legal(list);
  uint64_t n = 0;
  for (Move m : list) {
    pos.do_move(m);
    n += perft(pos, depth - 1);
    pos.undo_move();
  }
  return n;
}

std::vector<std::pair<std::string, uint64_t>> perft_divide(Position& pos, int depth) {
  std::vector<std::pair<std::string, uint64_t>> out;
  MoveList list;
  pos.generate_legal(list);
  for (Move m : list) {
    pos.do_move(m);
    out.emplace_back(move_to_string(m), perft(pos, depth - 1));
    pos.undo_move();
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace regalia::sovereign
