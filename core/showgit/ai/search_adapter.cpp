// The SHOWGIT search adapter and engine facade.
#include "core/showgit/ai/search_adapter.h"

#include <algorithm>

#include "core/search/levels.h"
#include "core/search/time_manager.h"
#include "core/showgit/rules/usi.h"

namespace regalia::showgit {

SearchAdapter::SearchAdapter() { set_position(kStartSfen); }

// Depth, nodes, margin (a pawn is 90). Levels 1-5 at depths 1-4; levels 6 and 7 two plies
// apart, with a margin. Levels 8 and 9 are the full search stopped at 120,000 and 400,000 nodes
// (the root mate probe on a tenth of them), playing its best move: a margin scores every root
// move exactly (no aspiration window, no reduction at the root), which costs plies. At ten plies
// with margin 15, level 8 played level with the full search at 100,000 nodes while thinking three
// times as long (docs/ai.md "Levels 1–10").
const search::LevelTable& SearchAdapter::levels() {
  static constexpr search::LevelTable kLevels = {{
      {1, 2000, 400},     // 1: one ply, picks among many moves: blunders often
      {1, 4000, 220},     // 2
      {2, 10000, 160},    // 3
      {3, 20000, 110},    // 4
      {4, 50000, 80},     // 5
      {6, 300000, 35},    // 6
      {8, 800000, 20},    // 7
      {0, 120000, 0},     // 8: no depth cap, 120,000 nodes, the best move
      {0, 400000, 0},     // 9: the same on 400,000 nodes
      {0, 0, 0},          // 10: full strength for the time given
  }};
  return kLevels;
}

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
  views_.assign(mat_.size(), {0, 0});
  pos_ = p;
  n_ = int(keys.size());
  keys.resize(keys.size() + search::kMaxPly + 16);
  checks.resize(checks.size() + search::kMaxPly + 16);
  since_null_.assign(keys.size(), 0);
  last_to_.assign(keys.size(), -1);
  for (size_t i = 0; i < size_t(n_); ++i) since_null_[i] = int(i);
  keys_ = std::move(keys);
  checks_ = std::move(checks);
  check_info_.resize(keys_.size() + 1);
  check_key_.assign(keys_.size() + 1, 0);
  // Make sure the position's own state stack has room for the deepest search path.
  for (int i = 0; i < search::kMaxPly + 8; ++i) {
    MoveList l;
    generate_legal(pos_, l);
    if (l.empty()) break;
    pos_.do_move(l[0]);
  }
  while (pos_.ply() > int(usi_moves.size())) pos_.undo_move();
  sum_views();
  return {};
}

namespace {
inline bool useless_non_promotion(const Position& pos, Move m, Color us) {
  if (m.is_drop() || m.promotes()) return false;
  const PieceType pt = type_of(pos.piece_on(m.from()));
  const int rt = relative_rank(us, rank_of(m.to()));
  switch (pt) {
    case kPawn: return rt <= 2;
    case kLance: return rt == 1;
    case kBishop:
    case kRook: return rt <= 2 || relative_rank(us, rank_of(m.from())) <= 2;
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

std::string SearchAdapter::move_text(Move m) { return to_usi(m); }

uint64_t SearchAdapter::refuted_by_force(Move m, uint64_t nodes, const std::function<bool()>& stop, bool& refuted) {
  refuted = false;
  if (!guard_solver_) return 0;
  guard_solver_->clear();  // a small table: the estimates of other positions would crowd it
  MateLimits ml;
  ml.nodes = nodes;
  ml.should_stop = stop;
  // The solver starts from a copy without the history (Position::set_root): the move is played
  // on the search's own position and taken back, not on a copy of it and its state stack.
  pos_.do_move(m);
  const MateResult r = guard_solver_->solve(pos_, ml);
  pos_.undo_move(m);
  refuted = r.outcome == MateOutcome::kMate;
  return r.nodes;
}

Error Engine::load_king_tables(std::string_view bytes) {
  auto tables = std::make_shared<KingTables>();
  if (Error e = tables->load(bytes)) return e;
  game_.set_king_tables(std::move(tables));
  return {};
}

void Engine::new_game() {
  Base::new_game();
  game_.clear_eval_cache();
  mate_.clear();
  mate_table_live_ = false;
}

namespace {

// The probe's stop test: the search's stop flag and poll hook, and its own time cap.
struct ProbeStop {
  const search::Hooks* hooks;
  search::NowFn now;
  double start_ms, cap_ms;  // cap 0: no time cap
  bool operator()() const {
    if (hooks->stop && hooks->stop->load(std::memory_order_relaxed)) return true;
    if (hooks->poll && hooks->poll(hooks->poll_ctx)) return true;
    return cap_ms > 0 && now() - start_ms >= cap_ms;
  }
};

// Passes the search's progress on with the probe's nodes and time added.
struct OffsetInfo {
  const search::Hooks* hooks;
  uint64_t nodes;
  double time_ms;
  static void forward(const search::Info& in, void* ctx) {
    const auto* self = static_cast<const OffsetInfo*>(ctx);
    search::Info info = in;
    info.nodes += self->nodes;
    info.time_ms += self->time_ms;
    info.nps = info.time_ms > 0 ? uint64_t(double(info.nodes) * 1000.0 / info.time_ms) : 0;
    self->hooks->on_info(info, self->hooks->info_ctx);
  }
};

}  // namespace

search::Result Engine::think(const search::Limits& limits, const search::Hooks& hooks) {
  probe_ = {};
  guard_ = {};
  // The full search only (level 10, and levels 8 and 9, the full search on fewer nodes): the
  // weaker levels' depth caps and random choice stay as they are. One line only: a proof gives one
  // line, and MultiPV asks for the others too.
  const search::LevelSettings ls = search::level_settings(SearchAdapter::levels(), limits.level);
  if (!root_mate_ || ls.max_depth || ls.margin || limits.multipv > 1) return Base::think(limits, hooks);
  // A level's node cap is its node limit: the probe takes its share of it, not more.
  const uint64_t node_limit = search::node_limit(ls, limits.nodes);
  const search::NowFn now = hooks.now ? hooks.now : search::default_now_ms;
  const double start = now();

  // Budget: ~10 % of the node limit (at most kRootMateNodes) and of the soft time budget.
  uint64_t node_cap = kRootMateNodes;
  if (node_limit) node_cap = std::min(node_cap, uint64_t(double(node_limit) * kRootMateShare / 100));
  double time_cap = 0;
  if (!limits.infinite) {
    const search::TimeBudget b = search::plan_time(limits, game_.side(), game_.game_ply());
    if (b.limited()) time_cap = b.soft_ms * kRootMateShare / 100;
  }
  MoveList root;
  game_.generate(root);
  if (node_cap == 0 || root.size() == 0) return Base::think(limits, hooks);

  // Proofs are exact per position (mate_table.h), so the table may outlive a probe; it is kept
  // only after a proven mate (the next probe, after the defender's reply, then finds the rest of
  // that proof and the mate gets shorter move by move) and cleared otherwise, so that the small
  // table does not fill with the estimates of unrelated positions.
  if (!mate_table_live_) mate_.clear();
  MateLimits ml;
  ml.nodes = node_cap;
  ml.shortest = true;
  const ProbeStop stop{&hooks, now, start, time_cap};
  ml.should_stop = [s = &stop] { return (*s)(); };
  const MateResult m = mate_.solve(game_.position(), ml);
  const double spent = now() - start;
  const bool mate = m.outcome == MateOutcome::kMate && !m.pv.empty() && int(m.pv.size()) < search::kMaxPly;
  mate_table_live_ = mate;
  probe_ = {true, m.outcome, m.nodes, spent, node_cap, time_cap};

  if (mate) {
    search::Result r;
    r.legal_moves = int(root.size());
    r.best_move = m.pv[0].v;
    r.score = search::mate_in(int(m.pv.size()));
    r.depth = r.seldepth = r.pv_length = int(m.pv.size());
    for (int i = 0; i < r.pv_length; ++i) r.pv[i] = m.pv[size_t(i)].v;
    r.nodes = m.nodes;
    r.time_ms = spent;
    search::Line& line = r.lines[0];
    r.line_count = 1;
    line.depth = line.seldepth = line.pv_length = r.pv_length;
    line.score = r.score;
    for (int i = 0; i < r.pv_length; ++i) line.pv[i] = r.pv[i];
    if (hooks.on_info) {
      search::Info info;
      info.depth = info.seldepth = r.depth;
      info.score = r.score;
      info.nodes = r.nodes;
      info.time_ms = spent;
      info.nps = spent > 0 ? uint64_t(double(r.nodes) * 1000.0 / spent) : 0;
      info.pv_length = r.pv_length;
      for (int i = 0; i < r.pv_length; ++i) info.pv[i] = r.pv[i];
      info.hashfull = tt_.hashfull();
      info.line_count = 1;
      info.lines[0] = line;
      hooks.on_info(info, hooks.info_ctx);
    }
    return r;
  }

  // No mate: the search gets what is left. The probe's time joins the overhead that plan_time
  // takes off every budget (movetime, byoyomi and main time alike), so probe + search stay
  // within the original budget; its nodes come off the node limit.
  search::Limits rest = limits;
  rest.overhead_ms += spent;
  if (node_limit) rest.nodes = node_limit > m.nodes ? node_limit - m.nodes : 1;
  OffsetInfo offset{&hooks, m.nodes, spent};
  search::Hooks h = hooks;
  if (hooks.on_info) h.on_info = &OffsetInfo::forward, h.info_ctx = &offset;
  // The guard shares the probe's solver and table: the probe found no mate, so none of its proofs
  // is kept (mate_table_live_ is false).
  game_.set_root_guard(&mate_);
  search::Result r = Base::think(rest, h);
  game_.set_root_guard(nullptr);
  guard_ = {searcher_->guard_checks(), searcher_->guard_refuted()};
  r.nodes += m.nodes;
  r.time_ms += spent;
  return r;
}

}  // namespace regalia::showgit
