// The SHOWGIT search adapter and engine facade.
#include "core/showgit/search_adapter.h"

#include "core/showgit/usi.h"

namespace regalia::showgit {

SearchAdapter::SearchAdapter() { set_position(START_SFEN); }

Error SearchAdapter::set_position(std::string_view sfen, const std::vector<std::string>& usi_moves) {
  Position p;
  if (Error e = p.set_sfen(sfen)) return e;
  std::vector<uint64_t> keys{p.key()};
  std::vector<uint8_t> checks{uint8_t(p.in_check())};
  for (const std::string& text : usi_moves) {
    Move m;
    if (Error e = parse_usi_move(p, text, m)) return e;
    p.do_move(m);
    keys.push_back(p.key());
    checks.push_back(p.in_check());
  }
  mat_.assign(keys.size() + search::kMaxPly + 16, 0);
  mat_[keys.size() - 1] = material(p);
  pos_ = p;
  n_ = int(keys.size());
  keys.resize(keys.size() + search::kMaxPly + 16);
  checks.resize(checks.size() + search::kMaxPly + 16);
  since_null_.assign(keys.size(), 0);
  last_to_.assign(keys.size(), -1);
  for (size_t i = 0; i < size_t(n_); ++i) since_null_[i] = int(i);
  keys_ = std::move(keys);
  checks_ = std::move(checks);
  // Make sure the position's own state stack has room for the deepest search path.
  for (int i = 0; i < search::kMaxPly + 8; ++i) {
    MoveList l;
    generate_legal(pos_, l);
    if (l.empty()) break;
    pos_.do_move(l[0]);
  }
  while (pos_.moves_played() > int(usi_moves.size())) pos_.undo_move();
  return {};
}

namespace {
inline bool useless_non_promotion(const Position& pos, Move m, Color us) {
  if (m.is_drop() || m.promotes()) return false;
  const PieceType pt = type_of(pos.piece_on(m.from()));
  const int rt = relative_rank(us, rank_of(m.to()));
  switch (pt) {
    case PAWN: return rt <= 2;
    case LANCE: return rt == 1;
    case BISHOP:
    case ROOK: return rt <= 2 || relative_rank(us, rank_of(m.from())) <= 2;
    default: return false;
  }
}
}  // namespace

void SearchAdapter::generate(MoveList& list) {
  list.clear();
  generate_legal(pos_, list);
  const Color us = pos_.side_to_move();
  Move* out = list.begin();
  for (Move m : list)
    if (!useless_non_promotion(pos_, m, us)) *out++ = m;
  list.set_end(out);
}

void SearchAdapter::generate_tactical(MoveList& list) {
  list.clear();
  generate_captures(pos_, list);
}

bool SearchAdapter::rule_outcome(int /*ply*/, int& score) const {
  const int cur = n_ - 1;
  const uint64_t k = keys_[cur];
  int stop = cur - 64 > 0 ? cur - 64 : 0;
  if (cur - since_null_[cur] > stop) stop = cur - since_null_[cur];
  for (int j = cur - 4; j >= stop; j -= 2) {
    if (keys_[j] != k) continue;
    // Positions with the current side to move in check (the opponent checked each time)?
    bool them_checking = true, us_checking = true;
    for (int i = cur; i > j; i -= 2) them_checking &= checks_[i] != 0;
    for (int i = cur - 1; i > j; i -= 2) us_checking &= checks_[i] != 0;
    if (them_checking) score = search::kDecisive;
    else if (us_checking) score = -search::kDecisive;
    else score = search::kDraw;
    return true;
  }
  return false;
}

Engine::Engine(size_t hash_mb)
    : tt_(hash_mb), searcher_(std::make_unique<search::Searcher<SearchAdapter>>(tt_)) {}

void Engine::new_game() {
  tt_.clear();
  searcher_->clear();
  game_.clear_eval_cache();
}

search::Result Engine::think(const search::Limits& limits, const search::Hooks& hooks) {
  return searcher_->think(game_, limits, hooks);
}

std::string Engine::move_string(uint32_t raw) { return raw ? to_usi(Move(uint16_t(raw))) : std::string(); }

}  // namespace regalia::showgit
