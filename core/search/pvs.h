#pragma once
// Searcher::search, the interior nodes: principal-variation alpha-beta (the first move with the
// full window, the others with a null window and a re-search when they beat alpha) and what
// makes it selective — mate-distance pruning, TT cuts, the mate-in-one probe, the static
// evaluation corrected by correction history (which each search's result teaches), reverse
// futility, razoring, null move, internal iterative reduction, singular extension, late-move
// pruning, futility, continuation-history and SEE pruning, check and one-reply extensions,
// late-move reductions — and the history updates when a quiet move cuts. docs/ai.md gives the
// numbers.
#include "core/search/parameters.h"
#include "core/search/searcher.h"

namespace regalia::search {

template <SearchGame G>
int Searcher<G>::search(G& g, int depth, int alpha, int beta, int ply, bool cut_node) {
  constexpr bool kSee = HasStaticExchange<G>;
  constexpr bool kGivesCheck = HasGivesCheck<G>;
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
  TTData tte;
  TTEntry* slot = probe(key, found, tte);
  uint32_t tt_move = found ? tte.move : 0;
  const uint32_t excluded = excluded_[ply];
  if (found && !pv_node && !excluded && tte.depth - 1 >= depth) {
    const int s = from_tt(tte.score, ply);
    const Bound b = tte.bound;
    if (b == kBoundExact || (b == kBoundLower && s >= beta) || (b == kBoundUpper && s <= alpha)) return s;
  }

  // Mate in one at non-PV nodes without a hash hit: a cheap probe that shogi engines use because
  // drops make short mates common (docs/ai.md, "Pruning and reductions").
  if constexpr (HasMateInOne<G>) {
    if (!pv_node && !in_check && !found && !excluded) {
      if (const uint32_t mm = g.mate1()) {
        const int s = mate_in(ply + 1);
        tt_->store(slot, key, mm, to_tt(s, ply), kNoEval16, depth, kBoundExact);
        return s;
      }
    }
  }

  int raw_eval = kNoScore, eval = kNoScore;
  if (!in_check) {
    raw_eval = (found && tte.eval != kNoEval16) ? tte.eval : g.evaluate();
    eval = correction_.corrected(g, raw_eval);
  }
  // Improving: our static evaluation rose since our previous move (prune less when it did).
  static_evals_[ply] = eval;
  const bool improving = !in_check && (ply < 2 || static_evals_[ply - 2] == kNoScore || eval > static_evals_[ply - 2]);

  if (!pv_node && !in_check && !excluded && eval > -kMateInMaxPly && eval < kMateInMaxPly) {
    // Reverse futility (static null move).
    if (depth <= 6 && eval - param::kReverseFutility * depth >= beta) return eval;
    // Razoring.
    if (depth <= 2 && eval + 350 * depth < alpha) {
      const int q = qsearch(g, alpha, alpha + 1, ply, 0);
      if (q <= alpha) return q;
    }
    // Null move, at expected cut nodes only.
    if constexpr (HasNullMove<G>) {
      if (depth >= 3 && eval >= beta && cut_node) {
        const int r = 3 + depth / 3 + ((eval - beta) / 200 < 2 ? (eval - beta) / 200 : 2);
        g.do_null();
        history_.set_played_null(ply);
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
  // The entry is read again here, as the slot stands after the searches above (a null-move search
  // may have replaced it): the search has always decided on that, and one thread still does.
  int singular_ext = 0;
  TTData now;
  if (depth >= param::kSingularDepth && !excluded && found && tt_move && tt_->read(slot, now) &&
      now.depth - 1 >= depth - 3 && (now.bound & kBoundLower)) {
    const int tt_score = from_tt(now.score, ply);
    if (tt_score > -kMateInMaxPly && tt_score < kMateInMaxPly) {
      const int sb = tt_score - param::kSingularMargin * depth;
      excluded_[ply] = tt_move;
      const int s = search(g, (depth - 1) / 2, sb - 1, sb, ply, cut_node);
      excluded_[ply] = 0;
      if (stopped_) return 0;
      pv_len_[ply] = ply;
      if (s < sb) singular_ext = 1;
      else if (sb >= beta) return sb;
    }
  }

  g.generate(lists_[ply]);
  MovePicker<G> order = picker(g, ply);
  const int n = order.size();
  if (n == 0) return g.no_moves_score(ply);
  order.score_all(tt_move, true);

  int best = -kInfinite;
  uint32_t best_move = 0;
  int searched = 0;
  uint32_t quiets[64];
  int nquiets = 0;
  for (int i = 0; i < n; ++i) {
    // Selection for the first moves (most cuts come early), then one sort of the rest.
    if (i < 6) order.pick(i);
    else if (i == 6) order.sort_from(i);
    const Move m = order.move(i);
    const uint32_t raw = G::to_raw(m);
    if (excluded && raw == excluded) continue;
    const bool quiet = !g.capture_value(m) && !g.is_promotion(m);
    const bool prune_ok = !pv_node && !in_check && best > -kMateInMaxPly;
    // Late-move pruning (to depth 8, after half as many moves when not improving); quiet checks
    // that keep their material are spared (a mating attack by drops often starts with one, and
    // ordering by history puts them late).
    if (prune_ok && quiet && depth <= 8 && searched >= (improving ? 5 + depth * depth : (5 + depth * depth) / 2)) {
      bool spare = false;
      if constexpr (kGivesCheck && kSee) spare = g.gives_check(m) && g.see_ge(m, 0);
      if (!spare) continue;
    }
    bool gives_check = false;
    bool safe_check = true;  // a check that does not lose material (SEE >= 0), worth extending
    if constexpr (kGivesCheck) {
      gives_check = g.gives_check(m);
      if constexpr (kSee)
        if (gives_check) safe_check = g.see_ge(m, 0);
      if (prune_ok && !gives_check) {
        if (quiet) {
          // Futility pruning of quiet moves that cannot raise alpha, on the depth left after the
          // late-move reduction this move would get.
          const int lmr_depth = depth - 1 - lmr_(depth, searched);
          if (lmr_depth < 6 && eval + 100 + param::kFutility * (lmr_depth > 0 ? lmr_depth : 0) <= alpha) continue;
          // Continuation history says this reply has failed after both previous moves.
          if (lmr_depth < 3 && history_.continuation_fails(g, m, ply)) continue;
        }
        // SEE pruning: moves that lose material in the exchange on their square.
        if constexpr (kSee)
          if (depth <= 7 && raw != tt_move &&
              !g.see_ge(m, quiet ? -param::kSeeQuiet * depth * depth : -param::kSeeCapture * depth))
            continue;
      } else if (prune_ok) {
        // A check that gives away more than a capture's margin (a piece dropped en prise).
        if constexpr (kSee)
          if (depth <= 7 && raw != tt_move && !safe_check && !g.see_ge(m, -param::kSeeCapture * depth)) continue;
      }
    }
    // Without gives_check (Sovereign) the SEE verdict is taken before the move and used once the
    // move shows whether it checks: a check is never pruned by it.
    bool see_pruned = false;
    if constexpr (!kGivesCheck && kSee)
      see_pruned = prune_ok && depth <= 7 && raw != tt_move &&
                   !g.see_ge(m, quiet ? -param::kSeeQuiet * depth * depth : -param::kSeeCapture * depth);
    const int sc = order.score(i);
    const int stat = quiet && sc < MovePicker<G>::kKillers ? sc : 0;  // the quiet statistic it was ordered by
    history_.set_played(g, ply, m);
    make(g, m);
    if constexpr (!kGivesCheck) {
      gives_check = g.in_check();
      // Futility pruning of quiet moves that cannot raise alpha, and SEE pruning.
      if (prune_ok && !gives_check &&
          (see_pruned || (quiet && depth <= 4 && eval + 100 + param::kFutility * depth <= alpha))) {
        g.undo_move(m);
        continue;
      }
      // Only a check that keeps its material is extended: the SEE of the move, taken back to ask.
      if constexpr (kSee)
        if (gives_check && ply < 2 * root_depth_) {
          g.undo_move(m);
          safe_check = g.see_ge(m, 0);
          make(g, m);
        }
    }
    int ext = 0;
    if (singular_ext && raw == tt_move) ext = 1;
    else if (gives_check && ply < 2 * root_depth_ && safe_check) ext = 1;
    else if (in_check && n == 1) ext = 1;
    const int new_depth = depth - 1 + ext;
    int s;
    if (searched == 0) {
      s = -search(g, new_depth, -beta, -alpha, ply + 1, !pv_node && !cut_node);
    } else {
      // Late-move reduction of quiet moves, quiet checks that lose material included.
      int r = 0;
      if (depth >= 3 && quiet && (!gives_check || !safe_check) && !in_check && searched >= (pv_node ? 3 : 1)) {
        r = lmr_(depth, searched);
        if (!pv_node) ++r;
        if (cut_node) ++r;
        if (history_.is_killer(ply, raw)) --r;
        r -= stat / param::kLmrHistoryDivisor;
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
          if (quiet) history_.quiet_cutoff(g, m, ply, depth, quiets, nquiets);
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
  // What the search found teaches the correction of the static evaluation, unless the best move
  // was a capture or a promotion (the static evaluation does not see those) or the bound says
  // nothing about the evaluation's error.
  if (!in_check && best > -kMateInMaxPly && best < kMateInMaxPly &&
      !(best_move && (g.capture_value(G::from_raw(best_move)) || g.is_promotion(G::from_raw(best_move)))) &&
      !(b == kBoundLower && best <= eval) && !(b == kBoundUpper && best >= eval))
    correction_.update(g, depth, best, eval);
  tt_->store(slot, key, best_move ? best_move : tt_move, to_tt(best, ply), raw_eval == kNoScore ? kNoEval16 : raw_eval, depth, b);
  return best;
}

}  // namespace regalia::search
