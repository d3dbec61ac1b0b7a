#pragma once
// Searcher::think and the root: iterative deepening, one depth after the other, each in an
// aspiration window around the previous score (±40, widening on a fail); the root moves searched
// with PVS and kept best first; with several lines (MultiPV), line 0 searched exactly as one line
// would be, then the root once per other line without the moves of the lines before it, on a side
// table and a history checkpoint that line 0 never sees; the move played when a limit stops a depth before it
// completes; and, at the weaker levels, the seeded choice among the near-best moves
// (level_choice.h).
#include <algorithm>

#include "core/search/level_choice.h"
#include "core/search/levels.h"
#include "core/search/parameters.h"
#include "core/search/searcher.h"

namespace regalia::search {

template <SearchGame G>
Result Searcher<G>::think(G& g, const Limits& limits, const Hooks& hooks) {
  Result res;
  hooks_ = hooks;
  now_ = hooks.now ? hooks.now : default_now_ms;
  start_ms_ = now_();
  nodes_ = 0;
  stopped_ = false;
  seldepth_ = 0;
  budget_ = plan_time(limits, g.side(), g.game_ply());
  const LevelSettings ls = level_settings(G::levels(), limits.level);
  int max_depth = kMaxPly - 8;
  if (limits.depth > 0 && limits.depth < max_depth) max_depth = limits.depth;
  if (ls.max_depth && ls.max_depth < max_depth) max_depth = ls.max_depth;
  node_limit_ = node_limit(ls, limits.nodes);
  margin_ = ls.margin;
  if (side_tt_) side_tt_->new_search();  // the main table's moves on in Engine::think
  history_.new_search();

  MoveList& root = lists_[0];
  g.generate(root);
  int n = G::count(root);
  res.legal_moves = n;
  if (n == 0) {
    res.score = g.no_moves_score(0);
    res.time_ms = elapsed();
    return res;
  }
  Move* mv = G::moves(root);
  // Initial root order: hash move, captures, then the rest.
  {
    bool found = false;
    TTData e;
    main_tt_.probe(g.key(), found, e);
    MovePicker<G> order = picker(g, 0);
    order.score_all(found ? e.move : 0, true);
    order.score_quiets(0);
    for (int i = 0; i < n; ++i) order.pick(i);
  }
  root_count_ = n;
  guard_checked_count_ = 0;
  guard_checks_ = guard_refuted_ = 0;
  guard_nodes_ = 0;
  guard_ms_ = 0;
  for (int i = 0; i < n; ++i) root_scores_[i] = root_prev_[i] = -kInfinite, line0_order_[i] = mv[i];
  res.best_move = G::to_raw(mv[0]);
  res.pv[0] = res.best_move;
  res.pv_length = 1;

  // Lines searched per depth: what the caller asked for, at most the legal moves (one without a
  // side table).
  int lines = limits.multipv > 1 && side_tt_ ? limits.multipv : 1;
  if (lines > kMaxLines) lines = kMaxLines;
  if (lines > n) lines = n;
  res.line_count = 1;  // until a depth completes: the first root move, as above

  int prev_score = 0;
  bool have_prev_scores = false;
  for (int depth = 1; depth <= max_depth; ++depth) {
    if (helper_skips(depth)) continue;
    root_depth_ = depth;
    // Line 0 is the search of one line: the root moves in its own order, its window, and the
    // table and history as its last depth left them (the side lines change neither).
    for (int i = 0; i < n; ++i) root_scores_[i] = -kInfinite, mv[i] = line0_order_[i];
    partial_len_ = 0;
    int done = 0;
    const int score0 = aspiration_search(g, depth, prev_score, 0);
    if (!stopped_) {
      Line& line = depth_lines_[0];
      line.depth = depth;
      line.seldepth = seldepth_;
      line.score = depth_line_scores_[0] = score0;
      line.lowerbound = line.upperbound = false;
      line.pv_length = pv_len_[0];
      for (int k = 0; k < pv_len_[0]; ++k) line.pv[k] = pv_[0][k];
      for (int i = 0; i < n; ++i) line0_order_[i] = mv[i], line0_scores_[i] = root_scores_[i];
      // The weaker levels draw among the scores of the last depth line 0 finished, as with one line.
      for (int i = 0; i < n; ++i) root_prev_[i] = line0_scores_[i], root_prev_moves_[i] = G::to_raw(mv[i]);
      have_prev_scores = true;
      done = lines > 1 ? search_side_lines(g, depth, lines, res) : 1;
    }
    if (stopped_) {
      if (done == 0 && depth == 1) {
        // Depth 1 cut short: nothing searched before it, so the move played is the best root
        // move that completed, or, when not even the first did, the best by a static look one
        // move ahead (first_move_fallback). Either way the caller hears which.
        if (partial_len_ == 0) first_move_fallback(g);
        Line& line = depth_lines_[0];
        line = Line{};
        line.score = partial_score_;
        line.lowerbound = partial_lower_;
        line.pv_length = partial_len_;
        for (int k = 0; k < partial_len_; ++k) line.pv[k] = partial_pv_[k];
        keep_cut_lines(res, 1, lines);
        report(depth, partial_score_, partial_lower_, res);
      } else if (done == 0) {
        // A depth the clock cut short still counts when a move other than the previous best beat
        // that move's score at this depth (it had to score above alpha, the fail-highs of an
        // aspiration window included), or when the previous best itself scored higher than before.
        // A new move from a cut depth has not met the root guard: it gets a short look first.
        bool refuted = false;
        if constexpr (HasRootGuard<G>)
          refuted = partial_len_ > 0 && partial_pv_[0] != res.best_move &&
                    guard_refutes(g, partial_pv_[0], lines, true);
        if (partial_len_ > 0 && margin_ == 0 && !refuted &&
            (partial_pv_[0] != res.best_move || partial_score_ > prev_score)) {
          Line& line = depth_lines_[0];
          line.depth = res.depth;
          line.seldepth = res.seldepth;
          line.score = partial_score_;
          line.lowerbound = partial_lower_;
          line.upperbound = false;
          line.pv_length = partial_len_;
          for (int k = 0; k < partial_len_; ++k) line.pv[k] = partial_pv_[k];
          keep_cut_lines(res, 1, lines);
          report(depth, partial_score_, partial_lower_, res);  // the GUI shows the move played
        }
      } else {
        // Several lines, the first ones finished at this depth: they lead, the last depth's lines
        // fill the rest.
        sort_side_lines(done);
        keep_cut_lines(res, done, lines);
        res.depth = depth;
        res.seldepth = depth_lines_[0].seldepth;
        report(depth, res.score, false, res);
      }
      res.stopped = true;
      break;
    }
    sort_side_lines(lines);
    prev_score = score0;
    res.depth = depth;
    res.seldepth = seldepth_;
    res.line_count = lines;
    for (int k = 0; k < lines; ++k) res.lines[k] = depth_lines_[k], line_scores_[k] = depth_line_scores_[k];
    set_top_line(res);

    report(depth, score0, false, res);
    // Root guard: each new best move is checked once by the game's solver; one the opponent
    // refutes by force goes to the end of the root moves, unsearched, and the depth is searched
    // again without it (the move it gave way to stands meanwhile).
    if constexpr (HasRootGuard<G>) {
      if (n > 1 && score0 > -kMateInMaxPly && guard_refutes(g, res.best_move, lines)) {
        int j = 0;
        while (j < n && G::to_raw(mv[j]) != res.best_move) ++j;
        if (j < n) {
          std::rotate(mv + j, mv + j + 1, mv + n);
          root_count_ = --n;
          for (int i = 0; i < n; ++i) line0_order_[i] = mv[i];
          Line& top = res.lines[0];
          top.pv_length = 1;
          top.pv[0] = G::to_raw(mv[0]);
          set_top_line(res);
          --depth;
          continue;
        }
      }
      if (stopped_) break;
    }
    if (n == 1 && budget_.limited() && depth >= 4) break;  // forced move: do not spend time
    if (!limits.infinite && is_mate_score(score0) && depth >= (kMate - (score0 > 0 ? score0 : -score0)) + 2) break;
    if (budget_.limited() && elapsed() >= budget_.soft_ms) break;
  }
  if (res.seldepth < res.depth) res.seldepth = res.depth;
  // Line 0 is the result's move (as kept above, a cut depth's included).
  {
    Line& top = res.lines[0];
    top.depth = res.depth;
    top.seldepth = res.seldepth;
    top.score = res.score;
    top.pv_length = res.pv_length;
    for (int k = 0; k < res.pv_length; ++k) top.pv[k] = res.pv[k];
  }
  for (int k = 1; k < res.line_count; ++k)
    if (res.lines[k].seldepth < res.lines[k].depth) res.lines[k].seldepth = res.lines[k].depth;

  // Weaker levels: a seeded choice among root moves within margin of the best.
  if (margin_ > 0 && have_prev_scores && !is_mate_score(res.score)) {
    const int i = choose_level_move(root_prev_, n, margin_, limits.seed, g.key());
    if (i >= 0 && root_prev_moves_[i] != res.best_move) {
      res.best_move = root_prev_moves_[i];
      res.score = root_prev_[i];
      res.pv[0] = res.best_move;
      res.pv_length = 1;
    }
  }
  if (team_nodes_) team_nodes_->fetch_add(nodes_ & 1023, std::memory_order_relaxed);  // the rest
  res.nodes = team_nodes_ ? team_nodes_->load(std::memory_order_relaxed) : nodes_;
  res.time_ms = elapsed();
  return res;
}

template <SearchGame G>
bool Searcher<G>::guard_refutes(G& g, uint32_t move, int lines, bool late) {
  if constexpr (HasRootGuard<G>) {
    if (helper_ != 0 || lines != 1 || margin_ != 0 || !g.root_guard_on()) return false;
    for (int k = 0; k < guard_checked_count_; ++k)
      if (guard_checked_[k] == move) return false;
    if (guard_checked_count_ == kMaxGuardChecks) return false;
    guard_checked_[guard_checked_count_++] = move;
    // Its nodes count as the search's (a node limit stays exact); its time is the search's too.
    // A check gets kRootGuardShare per cent of the soft time budget and of the node limit, all
    // checks together kRootGuardTotalShare; late, when the search has stopped (its time is up),
    // only a short look past the deadline.
    uint64_t cap = late ? param::kRootGuardLateNodes : param::kRootGuardNodes;
    if (node_limit_) {
      const uint64_t total = node_limit_ * param::kRootGuardTotalShare / 100;
      if (nodes_ >= node_limit_ || guard_nodes_ >= total) return false;
      cap = std::min({cap, node_limit_ * param::kRootGuardShare / 100, total - guard_nodes_, node_limit_ - nodes_});
    }
    double share = late ? param::kRootGuardLateMs : 0;
    if (!late && budget_.limited()) {
      const double left = budget_.soft_ms * param::kRootGuardTotalShare / 100 - guard_ms_;
      if (left <= 0) return false;
      share = std::min(budget_.soft_ms * param::kRootGuardShare / 100, left);
    }
    const double t0 = elapsed();
    const std::function<bool()> stop = [&] {
      if ((hooks_.stop && hooks_.stop->load(std::memory_order_relaxed)) || (hooks_.poll && hooks_.poll(hooks_.poll_ctx)))
        return stopped_ = true;
      if (!late && budget_.limited() && elapsed() >= budget_.hard_ms) return stopped_ = true;
      return share > 0 && elapsed() - t0 >= share;
    };
    bool refuted = false;
    const uint64_t used = g.refuted_by_force(G::from_raw(move), cap, stop, refuted);
    nodes_ += used;
    guard_nodes_ += used;
    guard_ms_ += elapsed() - t0;
    if (team_nodes_) team_nodes_->fetch_add(used, std::memory_order_relaxed);
    if (node_limit_ && nodes_ >= node_limit_) stopped_ = true;
    ++guard_checks_;
    if (refuted) ++guard_refuted_;
    return refuted;
  } else {
    (void)g, (void)move, (void)lines, (void)late;
    return false;
  }
}

template <SearchGame G>
int Searcher<G>::aspiration_search(G& g, int depth, int prev_score, int first) {
  if (margin_ > 0 || depth < 4 || is_mate_score(prev_score)) return root_search(g, depth, -kInfinite, kInfinite, first);
  int delta = 40;
  int alpha = prev_score - delta, beta = prev_score + delta;
  for (;;) {
    const int score = root_search(g, depth, alpha, beta, first);
    if (stopped_) return score;
    if (score <= alpha) {
      beta = (alpha + beta) / 2;
      alpha = score - delta > -kInfinite ? score - delta : -kInfinite;
    } else if (score >= beta) {
      beta = score + delta < kInfinite ? score + delta : kInfinite;
    } else {
      return score;
    }
    delta += delta;
    if (delta > 1000) alpha = -kInfinite, beta = kInfinite;
  }
}

template <SearchGame G>
int Searcher<G>::search_side_lines(G& g, int depth, int lines, const Result& res) {
  // The root: line 0's move first, then the other moves of the last depth's lines in their order
  // (each line starts from a move it had, with that move's score for its window), then the rest
  // in line 0's order.
  Move* mv = G::moves(lists_[0]);
  const int n = root_count_;
  int prev[kMaxLines];
  int at = 1;
  for (int k = 0; k < res.line_count && at < lines; ++k) {
    if (res.lines[k].depth == 0) continue;  // no depth finished yet
    int j = at;
    while (j < n && G::to_raw(mv[j]) != res.lines[k].pv[0]) ++j;
    if (j == n) continue;  // line 0's move now
    const Move m = mv[j];
    for (; j > at; --j) mv[j] = mv[j - 1];
    mv[at] = m;
    prev[at++] = line_scores_[k];
  }
  // A line without a move of its own from the last depth: around the line above it.
  for (; at < lines; ++at) prev[at] = at > 1 ? prev[at - 1] : depth_line_scores_[0];
  // Line k searches the root moves from index k on (the moves of lines 0..k-1 sit before it),
  // in its own aspiration window (the rule of line 0).
  tt_ = side_tt_;
  history_.checkpoint();
  correction_.freeze(true);
  int done = 1;
  for (; done < lines; ++done) {
    partial_len_ = 0;
    const int score = aspiration_search(g, depth, prev[done], done);
    if (stopped_) break;
    Line& line = depth_lines_[done];
    line.depth = depth;
    line.seldepth = seldepth_;
    line.score = depth_line_scores_[done] = score;
    line.lowerbound = line.upperbound = false;
    line.pv_length = pv_len_[0];
    for (int k = 0; k < pv_len_[0]; ++k) line.pv[k] = pv_[0][k];
  }
  history_.rollback();
  correction_.freeze(false);
  tt_ = &main_tt_;
  return done;
}

template <SearchGame G>
void Searcher<G>::sort_side_lines(int count) {
  // Insertion sort, stable: a later line that searched higher than an earlier one (the search is
  // not exact) moves up.
  for (int i = 2; i < count; ++i)
    for (int k = i; k > 1 && depth_line_scores_[k] > depth_line_scores_[k - 1]; --k) {
      std::swap(depth_lines_[k], depth_lines_[k - 1]);
      std::swap(depth_line_scores_[k], depth_line_scores_[k - 1]);
    }
  // A side line that searched above line 0 (line 0's search had it at most line 0's score) is
  // shown at line 0's score, as a lower bound: line 0 stays the one-line search's answer.
  for (int k = 1; k < count; ++k)
    if (depth_lines_[k].score > depth_lines_[0].score) {
      depth_lines_[k].score = depth_lines_[0].score;
      depth_lines_[k].lowerbound = true;
    }
}

template <SearchGame G>
void Searcher<G>::keep_cut_lines(Result& res, int done, int lines) {
  // The `done` lines of the cut depth first, then the lines of the last completed depth whose
  // root move is not among them (none before depth 1 completes).
  Line* kept = depth_lines_;
  int count = done;
  for (int k = 0; k < res.line_count && count < lines; ++k) {
    const Line& old = res.lines[k];
    if (old.depth == 0) continue;
    bool taken = false;
    for (int j = 0; j < done; ++j) taken |= kept[j].pv[0] == old.pv[0];
    if (!taken) kept[count++] = old;
  }
  res.line_count = count;
  for (int k = 0; k < count; ++k) res.lines[k] = kept[k];
  set_top_line(res);
}

template <SearchGame G>
void Searcher<G>::set_top_line(Result& res) {
  const Line& top = res.lines[0];
  res.best_move = top.pv[0];
  res.score = top.score;
  res.pv_length = top.pv_length;
  for (int k = 0; k < top.pv_length; ++k) res.pv[k] = top.pv[k];
}

template <SearchGame G>
int Searcher<G>::root_search(G& g, int depth, int alpha, int beta, int first) {
  Move* mv = G::moves(lists_[0]);
  const int n = root_count_;
  int best = -kInfinite;
  const int orig_alpha = alpha;
  pv_len_[0] = 0;
  for (int i = first; i < n; ++i) {
    const Move m = mv[i];
    const bool quiet = !g.capture_value(m) && !g.is_promotion(m);
    history_.set_played(g, 0, m);
    make(g, m);
    const bool gives_check = g.in_check();
    const int new_depth = depth - 1 + (gives_check ? 1 : 0);
    int s;
    pv_len_[1] = 1;
    if (i == first) {
      s = -search(g, new_depth, -beta, -alpha, 1, false);
    } else {
      int a = alpha;
      if (margin_ > 0) a = best - margin_ > orig_alpha ? best - margin_ : orig_alpha;
      int r = (depth >= 3 && i - first >= 3 && quiet && !gives_check && margin_ == 0) ? 1 : 0;
      s = -search(g, new_depth - r, -a - 1, -a, 1, true);
      if (s > a && r) s = -search(g, new_depth, -a - 1, -a, 1, true);
      if (s > a && s < beta) s = -search(g, new_depth, -beta, -a, 1, false);
    }
    g.undo_move(m);
    if (stopped_) return best;
    root_scores_[i] = s;
    if (s > best) {
      best = s;
      if (s > alpha || i == first) {
        // New best: move it to the front of the moves searched (keeps the order of the others).
        for (int k = i; k > first; --k) {
          mv[k] = mv[k - 1];
          root_scores_[k] = root_scores_[k - 1];
        }
        mv[first] = m;
        root_scores_[first] = s;
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

template <SearchGame G>
void Searcher<G>::first_move_fallback(G& g) {
  // No node is counted and no limit is read: this runs after the search stopped. A move that
  // loses material by SEE is taken only when every move does.
  Move* mv = G::moves(lists_[0]);
  const int n = root_count_;
  int best = -kInfinite, best_i = 0;
  for (int i = 0; i < n; ++i) {
    int s;
    g.do_move(mv[i]);
    s = -g.evaluate();
    g.undo_move(mv[i]);
    if constexpr (HasStaticExchange<G>)
      if (!g.see_ge(mv[i], 0)) s -= kDecisive;
    if (s > best) best = s, best_i = i;
  }
  partial_pv_[0] = G::to_raw(mv[best_i]);
  partial_len_ = 1;
  partial_score_ = best > -kDecisive / 2 ? best : best + kDecisive;
  partial_lower_ = false;
}

}  // namespace regalia::search
