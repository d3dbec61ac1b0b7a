#pragma once
// The game-agnostic search: iterative deepening, PVS alpha-beta with aspiration windows,
// quiescence (captures + promotions, all evasions in check), a transposition table, move ordering
// (hash move, captures by victim value, killers, history), reverse futility, optional null move,
// late-move reductions and pruning, check extensions, mate scores and playing levels.
//
// Templated on a game adapter G (see core/showgit/ai/search_adapter.h for a complete one):
//   using Move; using MoveList;                    // a fixed-capacity move buffer
//   static constexpr int kMaxMoves, kHistorySize;  // buffer capacity; history_index range
//   static constexpr bool kNullMove;               // has do_null()/undo_null()
//   static Move* moves(MoveList&); static int count(const MoveList&);
//   void generate(MoveList&);                      // legal moves (the ones search should try)
//   void generate_tactical(MoveList&);             // legal captures and promotions
//   void do_move(Move); void undo_move(Move);
//   uint64_t key() const; int side() const; int game_ply() const; bool in_check() const;
//   int evaluate();                                // side to move's view
//   bool rule_outcome(int ply, int& score);        // repetition etc. decided here? (ply >= 1)
//   int no_moves_score(int ply) const;             // no legal move: mated_in(ply) or a draw
//   int capture_value(Move) const;                 // gain of a capture (0 for quiet), before do
//   int mover_value(Move) const; bool is_promotion(Move) const;
//   int history_index(Move) const;                 // [0, kHistorySize)
//   static uint32_t to_raw(Move); static Move from_raw(uint32_t);
//
// No heap allocation and no exceptions during think(): the Searcher owns every per-ply buffer
// (allocate it once, e.g. with std::make_unique, outside the search). Single-threaded; stopping
// is by node/time limits checked inside, an atomic flag, or the poll hook.
#include <algorithm>
#include <cmath>
#include <cstdint>

#include "core/common/prng.h"
#include "core/search/levels.h"
#include "core/search/time_manager.h"
#include "core/search/tt.h"
#include "core/search/types.h"

namespace regalia::search {

template <class G>
class Searcher {
 public:
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;
  // Optional adapter calls: static exchange evaluation, check detection before making a move,
  // the target square of a move and of the last move (recaptures in deep quiescence).
  static constexpr bool kSee = requires(const G& g, Move m) { g.see_ge(m, 0); };
  static constexpr bool kGivesCheck = requires(const G& g, Move m) { g.gives_check(m); };
  static constexpr bool kRecapture = requires(const G& g, Move m) { G::move_to(m); g.last_move_to(); };
  // Countermove and continuation history: the adapter names a move by (moved piece, target).
  static constexpr bool kCont = requires(const G& g, Move m) { g.cont_index(m); G::kContSize; };
  static constexpr int kContN = [] {
    if constexpr (requires { G::kContSize; }) return G::kContSize;
    else return 1;
  }();
  static constexpr bool kMate1 = requires(G& g) { g.mate1(); };
  static constexpr bool kKeyAfter = requires(const G& g, Move m) { g.key_after(m); };
  // Plays m, fetching the child's TT cluster as early as possible.
  void make(G& g, Move m) {
    if constexpr (kKeyAfter) {
      tt_.prefetch(g.key_after(m));
      g.do_move(m);
    } else {
      g.do_move(m);
      tt_.prefetch(g.key());
    }
  }

  explicit Searcher(TranspositionTable& tt) : tt_(tt) {
    for (int d = 0; d < 64; ++d)
      for (int m = 0; m < 64; ++m)
        lmr_[d][m] = (d && m) ? int(0.6 + std::log(double(d)) * std::log(double(m)) / (lmr_c_ / 100.0)) : 0;
    clear();
  }

  // Forget history and killers (new game). The TT is cleared separately.
  void clear() {
    for (auto& side : history_)
      for (auto& h : side) h = 0;
    for (auto& k : killers_) k[0] = k[1] = 0;
    for (auto& t : cont_)
      for (auto& row : t)
        for (auto& h : row) h = 0;
    for (auto& c : countermoves_) c = 0;
    for (auto& c : cm_) c = -1;
  }

  Result think(G& game, const Limits& limits, const Hooks& hooks = {});

 private:
  int root_search(G& g, int depth, int alpha, int beta);
  int search(G& g, int depth, int alpha, int beta, int ply, bool cut_node);
  int qsearch(G& g, int alpha, int beta, int ply, int qdepth);
  void score_moves(G& g, int ply, uint32_t tt_move, bool quiet_ordering);
  // Quiet moves other than killers and the countermove wait with this score (below them, above
  // losing captures) until the search reaches them; most cuts come before, saving the lookups.
  static constexpr int kQuietPending = 1 << 25;
  void score_quiets(G& g, int ply, int from, int n);
  int pick(int ply, int i, int n);
  // pick(), scoring the pending quiets first when the best of the rest is one of them.
  int pick_scored(G& g, int ply, int i, int n) {
    if (pick(ply, i, n) != kQuietPending) return scores_[ply][i];
    score_quiets(g, ply, i, n);
    return pick(ply, i, n);
  }
  void sort_rest(int ply, int from, int n);
  void update_pv(int ply, uint32_t m) {
    pv_[ply][ply] = m;
    for (int k = ply + 1; k < pv_len_[ply + 1]; ++k) pv_[ply][k] = pv_[ply + 1][k];
    pv_len_[ply] = pv_len_[ply + 1] > ply + 1 ? pv_len_[ply + 1] : ply + 1;
  }
  double elapsed() const { return now_() - start_ms_; }
  // Progress for the caller (on_info): the result's move and PV as searched to `depth`.
  void report(int depth, int score, bool lowerbound, const Result& res) {
    if (!hooks_.on_info) return;
    Info info;
    info.depth = depth;
    info.seldepth = seldepth_;
    info.score = score;
    info.lowerbound = lowerbound;
    info.nodes = nodes_;
    info.time_ms = elapsed();
    info.nps = info.time_ms > 0 ? uint64_t(nodes_ * 1000.0 / info.time_ms) : 0;
    info.pv_length = res.pv_length;
    for (int k = 0; k < res.pv_length; ++k) info.pv[k] = res.pv[k];
    info.hashfull = tt_.hashfull();
    hooks_.on_info(info, hooks_.info_ctx);
  }
  // Counts a node and checks the limits; true when the search must unwind.
  bool tick() {
    if (stopped_) return true;
    ++nodes_;
    if (node_limit_ && nodes_ >= node_limit_) stopped_ = true;
    else if ((nodes_ & 1023) == 0) poll();
    return stopped_;
  }
  void poll() {
    if (hooks_.stop && hooks_.stop->load(std::memory_order_relaxed)) stopped_ = true;
    if (hooks_.poll && hooks_.poll(hooks_.poll_ctx)) stopped_ = true;
    if (budget_.limited() && elapsed() >= budget_.hard_ms) stopped_ = true;
  }
  int history(G& g, Move m) const { return history_[g.side() & 1][g.history_index(m)]; }
  static void gravity(int& h, int bonus) { h += bonus - h * (bonus < 0 ? -bonus : bonus) / 16384; }
  static void gravity16(int16_t& h, int bonus) {
    int v = h;
    gravity(v, bonus);
    h = int16_t(v);
  }
  // Quiet-move statistics: butterfly history plus continuation history on the moves one and two
  // plies back (cm_[ply + 2] = cont index of the move played at ply; -1 none/null).
  int quiet_stat(G& g, Move m, int ply) const {
    int v = history(g, m);
    if constexpr (kCont) {
      const int c = g.cont_index(m);
      if (cm_[ply + 1] >= 0) v += cont_[0][cm_[ply + 1]][c];
      if (cm_[ply] >= 0) v += cont_[1][cm_[ply]][c];
    }
    return v;
  }
  void add_quiet_stat(G& g, Move m, int ply, int bonus) {
    gravity(history_[g.side() & 1][g.history_index(m)], bonus);
    if constexpr (kCont) {
      const int c = g.cont_index(m);
      if (cm_[ply + 1] >= 0) gravity16(cont_[0][cm_[ply + 1]][c], bonus);
      if (cm_[ply] >= 0) gravity16(cont_[1][cm_[ply]][c], bonus);
    }
  }
  void set_cont(G& g, int ply, Move m) {
    if constexpr (kCont) cm_[ply + 2] = g.cont_index(m);
  }
  uint32_t countermove(int ply) const {
    if constexpr (kCont) return cm_[ply + 1] >= 0 ? countermoves_[cm_[ply + 1]] : 0;
    return 0;
  }

  TranspositionTable& tt_;
  Hooks hooks_;
  NowFn now_ = default_now_ms;
  TimeBudget budget_;
  double start_ms_ = 0;
  uint64_t nodes_ = 0, node_limit_ = 0;
  bool stopped_ = false;
  int seldepth_ = 0, root_depth_ = 0, margin_ = 0;

  MoveList lists_[kMaxPly + 2];
  int scores_[kMaxPly + 2][G::kMaxMoves];
  int root_scores_[G::kMaxMoves];
  int root_prev_[G::kMaxMoves];
  uint32_t root_prev_moves_[G::kMaxMoves];
  uint32_t pv_[kMaxPly + 2][kMaxPly + 2];
  // The best root move of the current depth so far, over all its aspiration windows: a move
  // that completed with a score above alpha (a fail-high included), or the first one searched.
  // Played when the clock stops the depth before it completes.
  uint32_t partial_pv_[kMaxPly + 2];
  int partial_len_ = 0, partial_score_ = 0;
  bool partial_lower_ = false;  // its score is a fail-high's lower bound
  int pv_len_[kMaxPly + 2];
  uint32_t killers_[kMaxPly + 2][2];
  uint32_t excluded_[kMaxPly + 2] = {};  // move skipped at that ply (singular verification)
  int history_[2][G::kHistorySize];
  int cm_[kMaxPly + 4];
  int16_t cont_[2][kContN][kContN];
  uint32_t countermoves_[kContN];
  int lmr_[64][64];
  int static_evals_[kMaxPly + 4];

 public:
  // Tunables (kept public for tests and tuning matches).
  int see_quiet_ = 50, see_capture_ = 190, qrecapture_ = 5;
  bool null_all_ = false;  // null move at every non-PV node, not only expected cut nodes
  int lmr_hist_div_ = 8000;  // history-based reduction: one ply per this much quiet statistic
  int rfp_ = 110, fut_ = 110, lmr_c_ = 210;  // reverse futility / futility per ply; LMR divisor x100
  bool singular_ = true;    // singular extension of the hash move
  int singular_depth_ = 6;  // from this depth on
  int singular_margin_ = 2;  // verification bound: hash score - margin x depth
  bool mate1_ = true;      // mate-in-one probe at non-PV nodes without a hash hit
  int mate1_qdepth_ = 2;   // ... and in quiescence up to this ply of it (-1: not there)
  bool check_ext_see_ = true;  // extend only checks with SEE >= 0 (else: captures, PV, depth <= 3)
  bool lmr_bad_checks_ = true;  // late quiet checks that lose material (SEE < 0) are reduced too
  bool see_prune_checks_ = true;  // checks that lose material are SEE-pruned like captures
  bool q_evasion_pruning_ = true;  // quiescence: skip losing quiet evasions once one evasion was searched
  bool lmp_spares_checks_ = true;  // late-move pruning keeps quiet checks with SEE >= 0
  bool late_pruning_ = true;  // move-count pruning to depth 8 (halved when not improving), futility on the reduced depth, continuation-history pruning
};

// ------------------------------------------------------------------------------------------------

template <class G>
void Searcher<G>::score_moves(G& g, int ply, uint32_t tt_move, bool quiet_ordering) {
  MoveList& list = lists_[ply];
  Move* mv = G::moves(list);
  const int n = G::count(list);
  const uint32_t counter = countermove(ply);
  for (int i = 0; i < n; ++i) {
    const Move m = mv[i];
    const uint32_t raw = G::to_raw(m);
    int s;
    if (raw == tt_move) s = 1 << 30;
    else if (int cv = g.capture_value(m)) {
      s = (1 << 28) + cv * 16 - g.mover_value(m) / 16;
      if constexpr (kSee)
        if (quiet_ordering && !g.see_ge(m, 0)) s = -(1 << 24) + cv;  // losing captures last
    }
    else if (g.is_promotion(m)) s = (1 << 27);
    else if (!quiet_ordering) s = 0;
    else if (raw == killers_[ply][0]) s = (1 << 26) + 2;
    else if (raw == killers_[ply][1]) s = (1 << 26) + 1;
    else if (raw == counter) s = (1 << 26);
    else s = kQuietPending;  // history looked up only if the search gets that far
    scores_[ply][i] = s;
  }
}

template <class G>
void Searcher<G>::score_quiets(G& g, int ply, int from, int n) {
  Move* mv = G::moves(lists_[ply]);
  int* sc = scores_[ply];
  for (int j = from; j < n; ++j)
    if (sc[j] == kQuietPending) sc[j] = quiet_stat(g, mv[j], ply);
}

template <class G>
int Searcher<G>::pick(int ply, int i, int n) {
  Move* mv = G::moves(lists_[ply]);
  int* sc = scores_[ply];
  int best = i, best_score = sc[i];
  for (int j = i + 1; j < n; ++j)
    if (sc[j] > best_score) best_score = sc[best = j];
  if (best != i) {
    const Move tm = mv[i]; mv[i] = mv[best]; mv[best] = tm;
    const int ts = sc[i]; sc[i] = sc[best]; sc[best] = ts;
  }
  return sc[i];
}

template <class G>
void Searcher<G>::sort_rest(int ply, int from, int n) {
  // Descending by score, ties in list order. Short tails: insertion sort. Long ones (drops make
  // 100+ moves common): one std::sort of packed keys, score above, reversed index below, which
  // gives the same order as the stable insertion sort for fewer instructions.
  Move* mv = G::moves(lists_[ply]);
  int* sc = scores_[ply];
  if (n - from <= 16) {
    for (int i = from + 1; i < n; ++i) {
      const Move m = mv[i];
      const int s = sc[i];
      int j = i - 1;
      while (j >= from && sc[j] < s) {
        mv[j + 1] = mv[j];
        sc[j + 1] = sc[j];
        --j;
      }
      mv[j + 1] = m;
      sc[j + 1] = s;
    }
    return;
  }
  uint64_t keys[G::kMaxMoves];
  Move tmp[G::kMaxMoves];
  const int len = n - from;
  for (int i = 0; i < len; ++i) {
    keys[i] = (uint64_t(uint32_t(sc[from + i]) ^ 0x80000000u) << 32) | uint32_t(G::kMaxMoves - i);
    tmp[i] = mv[from + i];
  }
  std::sort(keys, keys + len, [](uint64_t a, uint64_t b) { return a > b; });
  for (int i = 0; i < len; ++i) {
    const int k = G::kMaxMoves - int(uint32_t(keys[i]));
    mv[from + i] = tmp[k];
    sc[from + i] = int(uint32_t(keys[i] >> 32) ^ 0x80000000u);
  }
}

template <class G>
Result Searcher<G>::think(G& g, const Limits& limits, const Hooks& hooks) {
  Result res;
  hooks_ = hooks;
  now_ = hooks.now ? hooks.now : default_now_ms;
  start_ms_ = now_();
  nodes_ = 0;
  stopped_ = false;
  seldepth_ = 0;
  budget_ = plan_time(limits, g.side(), g.game_ply());
  const LevelSettings ls = level_settings(limits.level);
  int max_depth = kMaxPly - 8;
  if (limits.depth > 0 && limits.depth < max_depth) max_depth = limits.depth;
  if (ls.max_depth && ls.max_depth < max_depth) max_depth = ls.max_depth;
  node_limit_ = limits.nodes;
  if (ls.max_nodes && (!node_limit_ || ls.max_nodes < node_limit_)) node_limit_ = ls.max_nodes;
  margin_ = ls.margin;
  tt_.new_search();
  for (auto& k : killers_) k[0] = k[1] = 0;
  for (auto& side : history_)
    for (auto& h : side) h /= 2;

  MoveList& root = lists_[0];
  g.generate(root);
  const int n = G::count(root);
  res.legal_moves = n;
  if (n == 0) {
    res.score = g.no_moves_score(0);
    res.time_ms = elapsed();
    return res;
  }
  // Initial root order: hash move, captures, then the rest.
  {
    bool found = false;
    TTEntry* e = tt_.probe(g.key(), found);
    score_moves(g, 0, found ? e->move : 0, true);
    score_quiets(g, 0, 0, n);
    for (int i = 0; i < n; ++i) pick(0, i, n);
  }
  for (int i = 0; i < n; ++i) root_scores_[i] = root_prev_[i] = -kInfinite;
  res.best_move = G::to_raw(G::moves(root)[0]);
  res.pv[0] = res.best_move;
  res.pv_length = 1;

  int prev_score = 0;
  bool have_prev_scores = false;
  for (int depth = 1; depth <= max_depth; ++depth) {
    root_depth_ = depth;
    for (int i = 0; i < n; ++i) root_scores_[i] = -kInfinite;
    partial_len_ = 0;
    int score;
    if (margin_ > 0 || depth < 4 || is_mate_score(prev_score)) {
      score = root_search(g, depth, -kInfinite, kInfinite);
    } else {
      int delta = 40;
      int alpha = prev_score - delta, beta = prev_score + delta;
      for (;;) {
        score = root_search(g, depth, alpha, beta);
        if (stopped_) break;
        if (score <= alpha) {
          beta = (alpha + beta) / 2;
          alpha = score - delta > -kInfinite ? score - delta : -kInfinite;
        } else if (score >= beta) {
          beta = score + delta < kInfinite ? score + delta : kInfinite;
        } else {
          break;
        }
        delta += delta;
        if (delta > 1000) alpha = -kInfinite, beta = kInfinite;
      }
    }
    if (stopped_) {
      // A depth the clock cut short still counts when a move other than the previous best beat
      // that move's score at this depth (it had to score above alpha, the fail-highs of an
      // aspiration window included), or when the previous best itself scored higher than before.
      if (partial_len_ > 0 && depth > 1 && margin_ == 0 &&
          (partial_pv_[0] != res.best_move || partial_score_ > prev_score)) {
        res.best_move = partial_pv_[0];
        res.score = partial_score_;
        res.pv_length = partial_len_;
        for (int k = 0; k < partial_len_; ++k) res.pv[k] = partial_pv_[k];
        report(depth, partial_score_, partial_lower_, res);  // the GUI shows the move played
      }
      res.stopped = true;
      break;
    }
    prev_score = score;
    res.depth = depth;
    res.seldepth = seldepth_;
    res.score = score;
    res.best_move = pv_[0][0];
    res.pv_length = pv_len_[0];
    for (int k = 0; k < pv_len_[0]; ++k) res.pv[k] = pv_[0][k];
    for (int i = 0; i < n; ++i) root_prev_[i] = root_scores_[i], root_prev_moves_[i] = G::to_raw(G::moves(root)[i]);
    have_prev_scores = true;

    report(depth, score, false, res);
    if (n == 1 && budget_.limited() && depth >= 4) break;  // forced move: do not spend time
    if (!limits.infinite && is_mate_score(score) && depth >= (kMate - (score > 0 ? score : -score)) + 2) break;
    if (budget_.limited() && elapsed() >= budget_.soft_ms) break;
  }

  // Weaker levels: a seeded choice among root moves within margin of the best.
  if (margin_ > 0 && have_prev_scores && !is_mate_score(res.score)) {
    int best = -kInfinite;
    for (int i = 0; i < n; ++i) best = root_prev_[i] > best ? root_prev_[i] : best;
    uint64_t total = 0;
    for (int i = 0; i < n; ++i)
      if (root_prev_[i] > best - margin_) total += uint64_t(margin_ - (best - root_prev_[i]));
    if (total > 0) {
      Prng rng(limits.seed * 0x9E3779B97F4A7C15ULL + g.key());
      uint64_t r = rng.next() % total;
      for (int i = 0; i < n; ++i) {
        if (root_prev_[i] <= best - margin_) continue;
        const uint64_t w = uint64_t(margin_ - (best - root_prev_[i]));
        if (r < w) {
          const uint32_t raw = root_prev_moves_[i];
          if (raw != res.best_move) {
            res.best_move = raw;
            res.score = root_prev_[i];
            res.pv[0] = raw;
            res.pv_length = 1;
          }
          break;
        }
        r -= w;
      }
    }
  }
  res.nodes = nodes_;
  res.time_ms = elapsed();
  if (res.seldepth < res.depth) res.seldepth = res.depth;
  return res;
}

template <class G>
int Searcher<G>::root_search(G& g, int depth, int alpha, int beta) {
  MoveList& list = lists_[0];
  Move* mv = G::moves(list);
  const int n = G::count(list);
  int best = -kInfinite;
  const int orig_alpha = alpha;
  pv_len_[0] = 0;
  for (int i = 0; i < n; ++i) {
    const Move m = mv[i];
    const bool quiet = !g.capture_value(m) && !g.is_promotion(m);
    set_cont(g, 0, m);
    make(g, m);
    const bool gives_check = g.in_check();
    const int new_depth = depth - 1 + (gives_check ? 1 : 0);
    int s;
    pv_len_[1] = 1;
    if (i == 0) {
      s = -search(g, new_depth, -beta, -alpha, 1, false);
    } else {
      int a = alpha;
      if (margin_ > 0) a = best - margin_ > orig_alpha ? best - margin_ : orig_alpha;
      int r = (depth >= 3 && i >= 3 && quiet && !gives_check && margin_ == 0) ? 1 : 0;
      s = -search(g, new_depth - r, -a - 1, -a, 1, true);
      if (s > a && r) s = -search(g, new_depth, -a - 1, -a, 1, true);
      if (s > a && s < beta) s = -search(g, new_depth, -beta, -a, 1, false);
    }
    g.undo_move(m);
    if (stopped_) return best;
    root_scores_[i] = s;
    if (s > best) {
      best = s;
      if (s > alpha || i == 0) {
        // New best: move it to the front (keeps the order of the others).
        for (int k = i; k > 0; --k) {
          mv[k] = mv[k - 1];
          root_scores_[k] = root_scores_[k - 1];
        }
        mv[0] = m;
        root_scores_[0] = s;
        update_pv(0, G::to_raw(m));
        // A first move that fails low in a later window of the depth does not displace what an
        // earlier window found.
        if (s > alpha || partial_len_ == 0) {
          partial_score_ = s;
          partial_lower_ = s >= beta;
          partial_len_ = pv_len_[0];
          for (int k = 0; k < partial_len_; ++k) partial_pv_[k] = pv_[0][k];
        }
        if (margin_ == 0 && s > alpha) alpha = s;
        if (s >= beta) return s;
      }
    }
  }
  return best;
}

template <class G>
int Searcher<G>::search(G& g, int depth, int alpha, int beta, int ply, bool cut_node) {
  if (depth <= 0) return qsearch(g, alpha, beta, ply, 0);
  const bool pv_node = beta - alpha > 1;
  pv_len_[ply] = ply;
  if (tick()) return 0;
  if (ply > seldepth_) seldepth_ = ply;
  int rule_score;
  if (g.rule_outcome(ply, rule_score)) return rule_score;
  const bool in_check = g.in_check();
  if (ply >= kMaxPly - 4) return in_check ? 0 : g.evaluate();
  // Mate distance pruning.
  if (mated_in(ply) > alpha) alpha = mated_in(ply);
  if (mate_in(ply + 1) < beta) beta = mate_in(ply + 1);
  if (alpha >= beta) return alpha;
  const int orig_alpha = alpha;

  const uint64_t key = g.key();
  bool found = false;
  TTEntry* tte = tt_.probe(key, found);
  uint32_t tt_move = found ? tte->move : 0;
  const uint32_t excluded = excluded_[ply];
  if (found && !pv_node && !excluded && tte->depth - 1 >= depth) {
    const int s = from_tt(tte->score, ply);
    const Bound b = tte->bound();
    if (b == kBoundExact || (b == kBoundLower && s >= beta) || (b == kBoundUpper && s <= alpha)) return s;
  }

  // Mate in one at non-PV nodes without a hash hit (engine-notes 2.1 item 6).
  if constexpr (kMate1) {
    if (mate1_ && !pv_node && !in_check && !found && !excluded) {
      if (const uint32_t mm = g.mate1()) {
        const int s = mate_in(ply + 1);
        tt_.store(tte, key, mm, to_tt(s, ply), kNoEval16, depth, kBoundExact);
        return s;
      }
    }
  }

  int eval = kNoScore;
  if (!in_check) eval = (found && tte->eval != kNoEval16) ? tte->eval : g.evaluate();
  // Improving: our static evaluation rose since our previous move (prune less when it did).
  static_evals_[ply] = eval;
  const bool improving = !in_check && (ply < 2 || static_evals_[ply - 2] == kNoScore || eval > static_evals_[ply - 2]);

  if (!pv_node && !in_check && !excluded && eval > -kMateInMaxPly && eval < kMateInMaxPly) {
    // Reverse futility (static null move).
    if (depth <= 6 && eval - rfp_ * depth >= beta) return eval;
    // Razoring.
    if (depth <= 2 && eval + 350 * depth < alpha) {
      const int q = qsearch(g, alpha, alpha + 1, ply, 0);
      if (q <= alpha) return q;
    }
    if constexpr (G::kNullMove) {
      if (depth >= 3 && eval >= beta && (cut_node || null_all_)) {
        const int r = 3 + depth / 3 + ((eval - beta) / 200 < 2 ? (eval - beta) / 200 : 2);
        g.do_null();
        cm_[ply + 2] = -1;
        pv_len_[ply + 1] = ply + 1;
        int s = -search(g, depth - r, -beta, -beta + 1, ply + 1, false);
        g.undo_null();
        if (stopped_) return 0;
        if (s >= beta) return s >= kMateInMaxPly ? beta : s;
      }
    }
  }

  // Internal iterative reduction: no hash move in a deep PV/cut node, search shallower.
  if (!tt_move && depth >= 6 && (pv_node || cut_node)) --depth;

  // Singular extension: when every other move fails well below the hash move's lower bound,
  // the hash move is extended; when even the others reach beta, cut (multi-cut). Done before
  // this node's move list is generated (the verification search reuses this ply's buffers).
  int singular_ext = 0;
  if (singular_ && depth >= singular_depth_ && !excluded && found && tt_move && tte->depth - 1 >= depth - 3 &&
      (tte->bound() & kBoundLower)) {
    const int tt_score = from_tt(tte->score, ply);
    if (tt_score > -kMateInMaxPly && tt_score < kMateInMaxPly) {
      const int sb = tt_score - singular_margin_ * depth;
      excluded_[ply] = tt_move;
      const int s = search(g, (depth - 1) / 2, sb - 1, sb, ply, cut_node);
      excluded_[ply] = 0;
      if (stopped_) return 0;
      pv_len_[ply] = ply;
      if (s < sb) singular_ext = 1;
      else if (sb >= beta) return sb;
    }
  }

  MoveList& list = lists_[ply];
  g.generate(list);
  const int n = G::count(list);
  if (n == 0) return g.no_moves_score(ply);
  score_moves(g, ply, tt_move, true);

  int best = -kInfinite;
  uint32_t best_move = 0;
  int searched = 0;
  uint32_t quiets[64];
  int nquiets = 0;
  for (int i = 0; i < n; ++i) {
    // Selection for the first moves (most cuts come early), then one sort of the rest.
    if (i < 6) {
      pick_scored(g, ply, i, n);
    } else if (i == 6) {
      score_quiets(g, ply, i, n);
      sort_rest(ply, i, n);
    }
    const Move m = G::moves(list)[i];
    const uint32_t raw = G::to_raw(m);
    if (excluded && raw == excluded) continue;
    const bool quiet = !g.capture_value(m) && !g.is_promotion(m);
    const bool prune_ok = !pv_node && !in_check && best > -kMateInMaxPly;
    // Late-move pruning; quiet checks that keep their material are spared (a mating attack by
    // drops often starts with one, and ordering by history puts them late).
    if (late_pruning_) {
      if (prune_ok && quiet && depth <= 8 && searched >= (improving ? 5 + depth * depth : (5 + depth * depth) / 2)) {
        bool spare = false;
        if constexpr (kGivesCheck && kSee) spare = lmp_spares_checks_ && g.gives_check(m) && g.see_ge(m, 0);
        if (!spare) continue;
      }
    } else if (prune_ok && quiet && depth <= 5 && searched >= 4 + depth * depth) {
      continue;
    }
    bool gives_check = false;
    bool safe_check = true;  // a check that does not lose material (SEE >= 0), worth extending
    if constexpr (kGivesCheck) {
      gives_check = g.gives_check(m);
      if constexpr (kSee)
        if (gives_check && check_ext_see_) safe_check = g.see_ge(m, 0);
      if (prune_ok && !gives_check) {
        // Futility pruning of quiet moves that cannot raise alpha.
        if (late_pruning_ && quiet) {
          // On the depth left after the late-move reduction this move would get.
          const int lmr_depth = depth - 1 - lmr_[depth < 63 ? depth : 63][searched < 63 ? searched : 63];
          if (lmr_depth < 6 && eval + 100 + fut_ * (lmr_depth > 0 ? lmr_depth : 0) <= alpha) continue;
          // Continuation history says this reply has failed after both previous moves.
          if constexpr (kCont) {
            if (lmr_depth < 3 && cm_[ply + 1] >= 0 && cm_[ply] >= 0) {
              const int c = g.cont_index(m);
              if (cont_[0][cm_[ply + 1]][c] < 0 && cont_[1][cm_[ply]][c] < 0) continue;
            }
          }
        } else if (quiet && depth <= 4 && eval + 100 + fut_ * depth <= alpha) {
          continue;
        }
        // SEE pruning: moves that lose material in the exchange on their square.
        if constexpr (kSee)
          if (depth <= 7 && raw != tt_move && !g.see_ge(m, quiet ? -see_quiet_ * depth * depth : -see_capture_ * depth)) continue;
      } else if (prune_ok && see_prune_checks_) {
        // A check that gives away more than a capture's margin (a piece dropped en prise).
        if constexpr (kSee)
          if (depth <= 7 && raw != tt_move && !safe_check && !g.see_ge(m, -see_capture_ * depth)) continue;
      }
    }
    const int sc = scores_[ply][i];
    const int stat = quiet && sc < (1 << 26) ? sc : 0;  // the quiet statistic it was ordered by
    set_cont(g, ply, m);
    make(g, m);
    if constexpr (!kGivesCheck) {
      gives_check = g.in_check();
      // Futility pruning of quiet moves that cannot raise alpha.
      if (prune_ok && quiet && !gives_check && depth <= 4 && eval + 100 + 110 * depth <= alpha) {
        g.undo_move(m);
        continue;
      }
    }
    int ext = 0;
    if (singular_ext && raw == tt_move) ext = 1;
    else if (gives_check && ply < 2 * root_depth_ && safe_check && (check_ext_see_ || !quiet || depth <= 3 || pv_node)) ext = 1;
    else if (in_check && n == 1) ext = 1;
    const int new_depth = depth - 1 + ext;
    int s;
    if (searched == 0) {
      s = -search(g, new_depth, -beta, -alpha, ply + 1, !pv_node && !cut_node);
    } else {
      int r = 0;
      if (depth >= 3 && quiet && (!gives_check || (lmr_bad_checks_ && !safe_check)) && !in_check && searched >= (pv_node ? 3 : 1)) {
        r = lmr_[depth < 63 ? depth : 63][searched < 63 ? searched : 63];
        if (!pv_node) ++r;
        if (cut_node) ++r;
        if (raw == killers_[ply][0] || raw == killers_[ply][1]) --r;
        r -= stat / lmr_hist_div_;
        if (r < 0) r = 0;
        if (r > new_depth - 1) r = new_depth - 1 > 0 ? new_depth - 1 : 0;
      }
      s = -search(g, new_depth - r, -alpha - 1, -alpha, ply + 1, true);
      if (s > alpha && r > 0) s = -search(g, new_depth, -alpha - 1, -alpha, ply + 1, !cut_node);
      if (s > alpha && s < beta) s = -search(g, new_depth, -beta, -alpha, ply + 1, false);
    }
    g.undo_move(m);
    if (stopped_) return 0;
    ++searched;
    if (s > best) {
      best = s;
      if (s > alpha) {
        best_move = raw;
        if (pv_node) update_pv(ply, raw);
        if (s >= beta) {
          if (quiet) {
            if (killers_[ply][0] != raw) killers_[ply][1] = killers_[ply][0], killers_[ply][0] = raw;
            const int bonus = depth * depth * 16 < 4000 ? depth * depth * 16 : 4000;
            add_quiet_stat(g, m, ply, bonus);
            for (int k = 0; k < nquiets; ++k) add_quiet_stat(g, G::from_raw(quiets[k]), ply, -bonus);
            if constexpr (kCont)
              if (cm_[ply + 1] >= 0) countermoves_[cm_[ply + 1]] = raw;
          }
          break;
        }
        alpha = s;
      }
    }
    if (quiet && nquiets < 64) quiets[nquiets++] = raw;
  }
  if (searched == 0) return alpha;  // everything pruned (cannot happen for the first move)
  if (excluded) return best;        // a verification search: no TT entry for it
  const Bound b = best >= beta ? kBoundLower : best > orig_alpha ? kBoundExact : kBoundUpper;
  tt_.store(tte, key, best_move ? best_move : tt_move, to_tt(best, ply), eval == kNoScore ? kNoEval16 : eval, depth, b);
  return best;
}

template <class G>
int Searcher<G>::qsearch(G& g, int alpha, int beta, int ply, int qdepth) {
  pv_len_[ply] = ply;
  if (tick()) return 0;
  if (ply > seldepth_) seldepth_ = ply;
  const bool in_check = g.in_check();
  if (ply >= kMaxPly - 4) return in_check ? 0 : g.evaluate();
  const bool pv_node = beta - alpha > 1;

  const uint64_t key = g.key();
  bool found = false;
  TTEntry* tte = tt_.probe(key, found);
  if (found && !pv_node) {
    const int s = from_tt(tte->score, ply);
    const Bound b = tte->bound();
    if (b == kBoundExact || (b == kBoundLower && s >= beta) || (b == kBoundUpper && s <= alpha)) return s;
  }
  const int orig_alpha = alpha;
  int best = -kInfinite, stand = kNoScore;
  MoveList& list = lists_[ply];
  if (in_check) {
    g.generate(list);
    if (G::count(list) == 0) return g.no_moves_score(ply);
  } else {
    stand = (found && tte->eval != kNoEval16) ? tte->eval : g.evaluate();
    if (stand >= beta) return stand;
    if constexpr (kMate1) {
      // A mate in one by a drop or a quiet move, which the captures below cannot see: without
      // it a reduced or null-move search that ends here overlooks the mate threat (first ply:
      // +22 Elo in fixed-node self-play, ±34; plies 0-2: +38 more, ±34).
      if (mate1_ && qdepth <= mate1_qdepth_ && !found && g.mate1()) return mate_in(ply + 1);
    }
    if (stand > alpha) alpha = stand;
    best = stand;
    g.generate_tactical(list);
  }
  const int n = G::count(list);
  score_moves(g, ply, found ? tte->move : 0, in_check);
  uint32_t best_move = 0;
  for (int i = 0; i < n; ++i) {
    pick_scored(g, ply, i, n);
    const Move m = G::moves(list)[i];
    if (!in_check) {
      const int cv = g.capture_value(m);
      if (!g.is_promotion(m) && stand + cv + 200 <= alpha) continue;  // delta pruning
      if constexpr (kRecapture)
        if (qdepth >= qrecapture_ && G::move_to(m) != g.last_move_to()) continue;
      if constexpr (kSee)
        if (!g.see_ge(m, 0)) continue;  // losing exchanges
    } else if (q_evasion_pruning_ && best > -kMateInMaxPly && !g.capture_value(m)) {
      // Once one evasion holds, quiet evasions that lose material (a piece interposed or
      // dropped where it is taken) are not tried.
      if constexpr (kSee)
        if (!g.see_ge(m, 0)) continue;
    }
    make(g, m);
    const int s = -qsearch(g, -beta, -alpha, ply + 1, qdepth + 1);
    g.undo_move(m);
    if (stopped_) return 0;
    if (s > best) {
      best = s;
      if (s > alpha) {
        best_move = G::to_raw(m);
        if (pv_node) update_pv(ply, best_move);
        if (s >= beta) break;
        alpha = s;
      }
    }
  }
  if (best == -kInfinite) best = alpha;  // every evasion pruned: impossible, kept safe
  const Bound b = best >= beta ? kBoundLower : best > orig_alpha ? kBoundExact : kBoundUpper;
  tt_.store(tte, key, best_move, to_tt(best, ply), stand == kNoScore ? kNoEval16 : stand, 0, b);
  return best;
}

}  // namespace regalia::search

