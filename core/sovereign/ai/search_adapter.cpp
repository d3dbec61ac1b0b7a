// The Sovereign Chess search adapter and engine facade.
#include "core/sovereign/ai/search_adapter.h"

#include "core/search/levels.h"

#include "core/sovereign/rules/notation.h"

namespace regalia::sovereign {

SearchAdapter::SearchAdapter() { set_position(kStartScfen); }

// Depth, nodes, margin (a pawn is 100). Here a ply is worth about 250 Elo and a margin little
// (400 against 220 at one ply, or 300 against 160 at two, changed next to nothing), so levels 1-6
// are one ply apart, level 5 between four and five plies by a node cap (five where they cost at
// most 10,000 nodes). From three plies on a margin counts, so levels 3-6 take narrow ones: against
// the level below, level 3 went from about 60 Elo to 110 (margin 110 to 40) and level 5 from 35 to
// 170 (100 to 40, level 4 80 to 40); level 6 takes 20 to stay above it. Levels 7-9 are the full
// search stopped at 16,000, 64,000 and 250,000 nodes, playing its best move: seven and eight plies
// played within 150 Elo of six and level 10 far above them, six plies stood barely above level 6
// and far under level 8 (6-14 and 1-19), and a margin costs plies (margin 20 at 64,000 nodes lost
// 3-7 to none; docs/ai.md "Levels 1–10").
const search::LevelTable& SearchAdapter::levels() {
  static constexpr search::LevelTable kLevels = {{
      {1, 2000, 400},    // 1: one ply, picks among many moves: blunders often
      {2, 10000, 160},   // 2
      {3, 20000, 40},    // 3
      {4, 50000, 40},    // 4
      {5, 10000, 40},    // 5
      {5, 120000, 20},   // 6
      {0, 16000, 0},     // 7: no depth cap, 16,000 nodes, the best move
      {0, 64000, 0},     // 8: the same on 64,000 nodes
      {0, 250000, 0},    // 9: the same on 250,000 nodes
      {0, 0, 0},         // 10: full strength for the time given
  }};
  return kLevels;
}

Error SearchAdapter::set_position(std::string_view scfen, const std::vector<std::string>& moves) {
  Position p;
  if (scfen != "startpos")
    if (Error e = p.set_scfen(scfen)) return e;
  std::vector<uint64_t> keys{p.key()};
  std::vector<uint8_t> checks{uint8_t(p.in_check())};
  for (const std::string& text : moves) {
    if (text == "swap") continue;
    Move m;
    if (Error e = parse_move(p, text, m)) return e;
    p.do_move(m);
    keys.push_back(p.key());
    checks.push_back(p.in_check());
  }
  pos_ = p;
  n_ = int(keys.size());
  keys.resize(keys.size() + search::kMaxPly + 16);
  checks.resize(checks.size() + search::kMaxPly + 16);
  keys_ = std::move(keys);
  checks_ = std::move(checks);
  return {};
}

void SearchAdapter::generate_tactical(MoveList& list) {
  list.clear();
  pos_.generate_legal(list);
  Move* kept = list.begin();
  for (const Move m : list) {
    if (m.kind() == kPromotion || capture_value(m)) *kept++ = m;
  }
  list.set_end(kept);
}

bool SearchAdapter::rule_outcome(int, int& score) const {
  if (pos_.halfmove_clock() >= 100) {
    score = search::kDraw;
    return true;
  }
  const int cur = n_ - 1;
  const uint64_t k = keys_[cur];
  int stop = cur - pos_.halfmove_clock();
  if (stop < 0) stop = 0;
  for (int j = cur - 4; j >= stop; j -= 2)
    if (keys_[j] == k) {
      score = search::kDraw;
      return true;
    }
  return false;
}

std::string SearchAdapter::move_text(Move m) { return move_to_string(m); }

}  // namespace regalia::sovereign
