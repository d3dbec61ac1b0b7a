#include "core/showgit/perft.h"

#include <algorithm>

#include "core/showgit/movegen.h"
#include "core/showgit/usi.h"

namespace regalia::showgit {

uint64_t perft(Position& pos, int depth) {
  if (depth <= 0) return 1;
  MoveList list;
  generate_legal(pos, list);
  if (depth == 1) return list.size();
  uint64_t n = 0;
  for (Move m : list) {
    pos.do_move(m);
    n += perft(pos, depth - 1);
    pos.undo_move(m);
  }
  return n;
}

std::vector<std::pair<std::string, uint64_t>> perft_divide(Position& pos, int depth) {
  std::vector<std::pair<std::string, uint64_t>> out;
  MoveList list;
  generate_legal(pos, list);
  for (Move m : list) {
    pos.do_move(m);
    out.emplace_back(to_usi(m), perft(pos, depth - 1));
    pos.undo_move(m);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace regalia::showgit
