#include "core/showgit/rules/perft.h"

#include <algorithm>

#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/usi.h"

namespace regalia::showgit {

namespace {

// One move buffer per remaining ply, allocated once per perft call: a MoveList per node would
// zero its 1,200 bytes every time (Move has a default member initializer), a memset call that
// cost ~9% of perft in wasm.
uint64_t perft_rec(Position& pos, int depth, Move* buf) {
  Move* const end = generate_legal(pos, buf);
  if (depth == 1) return static_cast<uint64_t>(end - buf);
  uint64_t n = 0;
  for (const Move* m = buf; m != end; ++m) {
    pos.do_move(*m);
    n += perft_rec(pos, depth - 1, end);
    pos.undo_move(*m);
  }
  return n;
}

}  // namespace

uint64_t perft(Position& pos, int depth) {
  if (depth <= 0) return 1;
  std::vector<Move> buf(static_cast<size_t>(depth) * kMaxMoves);
  return perft_rec(pos, depth, buf.data());
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
