#pragma once
// Searcher::qsearch: past the nominal depth, only captures and promotions are searched until the
// position is quiet, standing pat on the static evaluation — except in check, where every
// evasion is tried (a check must not look like a quiet position). Losing exchanges (SEE < 0) and
// hopeless captures (delta pruning) are skipped; from kQuiescenceRecaptureDepth on only
// recaptures on the last move's square; and a mate in one, which captures cannot show, is probed
// on the first plies (see kMateInOneQDepth).
#include "core/search/parameters.h"
#include "core/search/searcher.h"

namespace regalia::search {

template <SearchGame G>
int Searcher<G>::qsearch(G& g, int alpha, int beta, int ply, int qdepth) {
  pv_len_[ply] = ply;
  if (tick()) return 0;
  if (ply > seldepth_) seldepth_ = ply;
  const bool in_check = g.in_check();
  if (ply >= kMaxPly - 4) return in_check ? 0 : g.evaluate();
  const bool pv_node = beta - alpha > 1;

  const uint64_t key = g.key();
  bool found = false;
  TTData tte;
  TTEntry* slot = probe(key, found, tte);
  if (found && !pv_node) {
    const int s = from_tt(tte.score, ply);
    const Bound b = tte.bound;
    if (b == kBoundExact || (b == kBoundLower && s >= beta) || (b == kBoundUpper && s <= alpha)) return s;
  }
  const int orig_alpha = alpha;
  int best = -kInfinite, stand = kNoScore, raw_stand = kNoScore;
  MoveList& list = lists_[ply];
  if (in_check) {
    g.generate(list);
    if (G::count(list) == 0) return g.no_moves_score(ply);
  } else {
    raw_stand = (found && tte.eval != kNoEval16) ? tte.eval : g.evaluate();
    stand = correction_.corrected(g, raw_stand);
    if (stand >= beta) return stand;
    if constexpr (HasMateInOne<G>) {
      // A mate in one by a drop or a quiet move, which the captures below cannot see: without
      // it a reduced or null-move search that ends here overlooks the mate threat (first ply:
      // +22 Elo in fixed-node self-play, ±34; plies 0-2: +38 more, ±34).
      if (qdepth <= param::kMateInOneQDepth && !found && g.mate1()) return mate_in(ply + 1);
    }
    if (stand > alpha) alpha = stand;
    best = stand;
    g.generate_tactical(list);
  }
  MovePicker<G> order = picker(g, ply);
  const int n = order.size();
  order.score_all(found ? tte.move : 0, in_check);
  uint32_t best_move = 0;
  for (int i = 0; i < n; ++i) {
    order.pick(i);
    const Move m = order.move(i);
    if (!in_check) {
      const int cv = g.capture_value(m);
      if (!g.is_promotion(m) && stand + cv + 200 <= alpha) continue;  // delta pruning
      if constexpr (HasRecaptureSquares<G>)
        if (qdepth >= param::kQuiescenceRecaptureDepth && G::move_to(m) != g.last_move_to()) continue;
      if constexpr (HasStaticExchange<G>)
        if (!g.see_ge(m, 0)) continue;  // losing exchanges
    } else if (best > -kMateInMaxPly && !g.capture_value(m)) {
      // Once one evasion holds, quiet evasions that lose material (a piece interposed or
      // dropped where it is taken) are not tried.
      if constexpr (HasStaticExchange<G>)
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
  tt_->store(slot, key, best_move, to_tt(best, ply), raw_stand == kNoScore ? kNoEval16 : raw_stand, 0, b);
  return best;
}

}  // namespace regalia::search
