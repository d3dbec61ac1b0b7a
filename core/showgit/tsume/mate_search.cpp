#include "core/showgit/tsume/mate_search.h"

#include <algorithm>

#include "core/showgit/rules/movegen.h"

namespace regalia::showgit {

namespace {

constexpr uint32_t kInf = 1u << 30;                // a proof or disproof number that is final
constexpr int16_t kClean = INT16_MAX;               // a disproof that rests on no repetition
constexpr int16_t kDepthLimit = -1;                 // a disproof that rests on the length limit
constexpr uint64_t kPollMask = 1023;
constexpr uint64_t kShorteningFactor = 8;       // shortening passes: 8 x the first proof's nodes
constexpr uint64_t kShorteningNodes = 200000;   // ... + 200 000
// The 1+epsilon trick (Pawlewicz and Lew): a child is searched until its number passes the
// runner-up's by half, not by one, so the search does not hop between two close children.
constexpr uint64_t kEpsNum = 3, kEpsDen = 2;

uint32_t clamp_inf(uint64_t v) { return v >= kInf ? kInf : uint32_t(v); }

}  // namespace

MateSearch::MateSearch(size_t table_mb, int max_plies)
    : table_(table_mb),
      frames_(size_t(std::clamp(max_plies, 1, kMaxMatePlies)) + 1),
      capacity_(int(frames_.size()) - 1),
      max_plies_(capacity_) {}

bool MateSearch::poll_stop() {
  if (stopped_) return true;
  if (node_limit_ && nodes_ >= node_limit_) stopped_ = true;
  else if ((nodes_ & kPollMask) == 0 && should_stop_ && *should_stop_ && (*should_stop_)()) stopped_ = true;
  return stopped_;
}

// Ply of the ancestor the position at `ply` repeats (same side to move), or -1.
int MateSearch::repetition_ply(int ply) const {
  for (int p = ply - 2; p >= 0; p -= 2)
    if (path_[p] == path_[ply]) return p;
  return -1;
}

// A proven entry usable with `remaining` plies left, or nullptr.
const MateEntry* MateSearch::proven_entry(uint64_t key, int remaining) const {
  const MateEntry* e = table_.find(key);
  return e && e->pn == 0 && e->length <= remaining ? e : nullptr;
}

// Value of the child just played (its key in path_[ply + 1]): repetition, table, or a first
// estimate. A defender node's legal replies are counted at once: none means mate, and their
// number is its first proof number (more replies, more to refute).
MateSearch::Value MateSearch::child_value(int ply, bool child_is_or) {
  const int cply = ply + 1, remaining = max_plies_ - cply;
  const uint64_t key = path_[cply];
  if (const int rep = repetition_ply(cply); rep >= 0) return {kInf, 0, int16_t(rep), 0};
  const MateEntry* e = table_.find(key);
  if (e && e->pn == 0 && e->length <= remaining) return {0, kInf, kClean, e->length};
  if (e && e->dn == 0) return {kInf, 0, kClean, 0};
  if (e && e->pn == 0) {  // a proof too long for what is left: search again, keep the entry
    if (remaining < (child_is_or ? 1 : 2)) return {kInf, 0, kDepthLimit, 0};
    return {1, 1, kClean, 0};
  }
  const bool estimate = e != nullptr;
  if (child_is_or) {
    if (remaining < 1) return {kInf, 0, kDepthLimit, 0};
    if (estimate) return Value{e->pn, e->dn, kClean, 0};
    // A first disproof number that grows with the checker's drop checks (one plus the empty
    // squares from which a piece in hand would check): more checks, more to refute. Counting
    // every legal check here instead (and disproving at once where there is none) took fewer
    // nodes but no less time, as it generates moves at every leaf (tools/bench/mate.mjs).
    uint32_t checks = 1;
    const Color us = pos_.side_to_move();
    if (const Square ek = pos_.king_square(~us); ek != kNoSquare) {
      const Bitboard occ = pos_.pieces();
      for (int pt = kPawn; pt <= kGold; ++pt)
        if (pos_.hand_count(us, PieceType(pt))) checks += attacks(PieceType(pt), ~us, ek, occ).andnot(occ).count();
    }
    return {1, checks, kClean, 0};
  }
  if (!estimate) {
    const int replies = count_legal(pos_);
    if (replies == 0) {
      table_.store(key, 0, kInf, 0, 1);
      return {0, kInf, kClean, 0};
    }
    if (remaining < 2) return {kInf, 0, kDepthLimit, 0};
    table_.store(key, uint32_t(replies), 1, 0, 1);
    return {uint32_t(replies), 1, kClean, 0};
  }
  if (remaining < 2) return {kInf, 0, kDepthLimit, 0};
  return {e->pn, e->dn, kClean, 0};
}

void MateSearch::expand(int ply) {
  Frame& f = frames_[ply];
  const bool or_node = ply % 2 == 0;
  f.moves.clear();
  if (or_node) generate_legal_checks(pos_, f.moves);
  else generate_legal(pos_, f.moves);
  f.count = 0;
  for (Move m : f.moves) {
    Child& c = f.children[f.count++];
    c.move = m;
    pos_.do_move(m);
    c.key = path_[ply + 1] = pos_.key();
    c.v = child_value(ply, !or_node);
    pos_.undo_move(m);
  }
}

MateSearch::Value MateSearch::search(int ply, uint32_t th_pn, uint32_t th_dn) {
  ++nodes_;
  poll_stop();
  const uint64_t nodes_before = nodes_;
  const bool or_node = ply % 2 == 0;
  Frame& f = frames_[ply];
  expand(ply);
  uint32_t pn = 0, dn = 0;
  for (;;) {
    // OR: pn = min, dn = sum over the children; AND: the other way round. `best` is the child
    // with the smallest number that decides (pn at OR, dn at AND), `second` the runner-up.
    uint64_t sum = 0;
    uint32_t best_n = kInf, second = kInf;
    int best = -1;
    for (int i = 0; i < f.count; ++i) {
      const Value& v = f.children[i].v;
      const uint32_t n = or_node ? v.pn : v.dn;
      sum += or_node ? v.dn : v.pn;
      if (best < 0 || n < best_n) second = best_n, best_n = n, best = i;
      else if (n < second) second = n;
    }
    if (or_node) pn = best_n, dn = pn == 0 ? kInf : std::min(clamp_inf(sum), kInf - 1);
    else dn = best_n, pn = dn == 0 ? kInf : std::min(clamp_inf(sum), kInf - 1);
    if (pn == 0 || dn == 0 || pn >= th_pn || dn >= th_dn || stopped_) break;

    Child& c = f.children[best];
    uint32_t c_th_pn, c_th_dn;
    const uint32_t next = clamp_inf(std::max<uint64_t>(uint64_t(second) + 1, uint64_t(second) * kEpsNum / kEpsDen));
    if (or_node) {
      c_th_pn = std::min<uint32_t>(th_pn, next);
      c_th_dn = clamp_inf(uint64_t(th_dn) + c.v.dn - dn);
    } else {
      c_th_dn = std::min<uint32_t>(th_dn, next);
      c_th_pn = clamp_inf(uint64_t(th_pn) + c.v.pn - pn);
    }
    pos_.do_move(c.move);
    path_[ply + 1] = c.key;
    c.v = search(ply + 1, c_th_pn, c_th_dn);
    pos_.undo_move(c.move);
  }

  Value out{pn, dn, kClean, 0};
  if (pn == 0) {
    // Plies to mate: the checker's quickest proven move, the defender's longest reply.
    int length = or_node ? INT32_MAX : 0;
    for (int i = 0; i < f.count; ++i) {
      const Value& v = f.children[i].v;
      if (v.pn != 0) continue;
      length = or_node ? std::min<int>(length, v.length) : std::max<int>(length, v.length);
    }
    out.length = uint16_t(f.count == 0 ? 0 : length + 1);
    table_.store(path_[ply], 0, kInf, out.length, nodes_ - nodes_before + 1);
  } else if (dn == 0) {
    // OR: every check fails, so the disproof rests on all their conditions (the lowest ply);
    // AND: one reply suffices, take the least conditional one.
    int16_t dep = or_node ? kClean : kDepthLimit;
    bool any = false;
    for (int i = 0; i < f.count; ++i) {
      const Value& v = f.children[i].v;
      if (v.dn != 0) continue;
      dep = or_node ? std::min(dep, v.dep) : std::max(dep, v.dep);
      any = true;
    }
    if (!any) dep = kClean;
    if (dep >= ply) dep = kClean;  // a repetition of this very node: not a mate from here either
    out.dep = dep;
    if (dep == kClean) table_.store(path_[ply], kInf, 0, 0, nodes_ - nodes_before + 1);
  } else {
    table_.store(path_[ply], pn, dn, 0, nodes_ - nodes_before + 1);
  }
  return out;
}

MateResult MateSearch::solve(const Position& pos, const MateLimits& limits) {
  MateResult result;
  pos_.set_root(pos);  // no history; its state stack (256) holds kMaxMatePlies without growing
  nodes_ = 0;
  node_limit_ = limits.nodes;
  should_stop_ = &limits.should_stop;
  stopped_ = false;
  limit_from_user_ = limits.max_plies > 0 && limits.max_plies <= capacity_;
  max_plies_ = limit_from_user_ ? limits.max_plies : capacity_;
  path_[0] = pos_.key();

  const Value v = search(0, kInf, kInf);
  if (v.pn == 0) {
    if (extract_pv(result.pv) && is_mating_sequence(pos, result.pv)) result.outcome = MateOutcome::kMate;
    else result.pv.clear();
  } else if (v.dn == 0) {
    result.outcome = v.dep == kDepthLimit && !limit_from_user_ ? MateOutcome::kUnknown : MateOutcome::kNoMate;
  }
  // df-pn proves some mate, not the shortest: ask again for one two plies shorter until there is
  // none or the budget ends (depth-limited passes cannot store their disproofs and can cost far
  // more than the first proof), keeping the last verified mate.
  std::vector<Move> shorter;
  const uint64_t budget_end = nodes_ + kShorteningFactor * nodes_ + kShorteningNodes;
  if (!node_limit_ || budget_end < node_limit_) node_limit_ = budget_end;
  while (limits.shortest && result.outcome == MateOutcome::kMate && result.pv.size() > 1 && !stopped_) {
    max_plies_ = int(result.pv.size()) - 2;
    limit_from_user_ = true;
    if (search(0, kInf, kInf).pn != 0 || !extract_pv(shorter) || !is_mating_sequence(pos, shorter)) break;
    result.pv.swap(shorter);
  }
  result.nodes = nodes_;
  should_stop_ = nullptr;
  return result;
}

// Walks the proof from the root: the checker's shortest proven check, the defender's longest
// proven reply. A proof the table has since evicted is searched again from that node.
bool MateSearch::extract_pv(std::vector<Move>& pv) {
  pv.clear();
  bool ok = false;
  for (int ply = 0; ply <= max_plies_; ++ply) {
    const bool or_node = ply % 2 == 0;
    path_[ply] = pos_.key();
    const int remaining = max_plies_ - ply - 1;
    Move best;
    for (int attempt = 0; attempt < 2 && best.is_none(); ++attempt) {
      MoveList moves;
      generate_legal(pos_, moves);
      if (!or_node && moves.size() == 0) {
        ok = true;  // mated
        break;
      }
      int best_len = or_node ? INT32_MAX : -1;
      bool missing = false;
      for (Move m : moves) {
        if (or_node && !pos_.gives_check(m)) continue;
        pos_.do_move(m);
        path_[ply + 1] = pos_.key();
        const MateEntry* e = repetition_ply(ply + 1) < 0 ? proven_entry(path_[ply + 1], remaining) : nullptr;
        if (!e && attempt == 1 && !or_node && !stopped_) {
          search(ply + 1, kInf, kInf);  // a defence whose refutation was evicted
          e = proven_entry(path_[ply + 1], remaining);
        }
        pos_.undo_move(m);
        if (!e) {
          missing = true;
          continue;
        }
        if (or_node ? e->length < best_len : int(e->length) > best_len) best_len = e->length, best = m;
      }
      if (!or_node && missing) best = Move();  // every defence must be refuted
      if (best.is_none() && or_node && attempt == 0 && !stopped_) search(ply, kInf, kInf);
    }
    if (ok || best.is_none()) break;
    pv.push_back(best);
    pos_.do_move(best);
  }
  for (size_t i = pv.size(); i-- > 0;) pos_.undo_move(pv[i]);
  return ok;
}

bool MateSearch::is_mating_sequence(const Position& root, const std::vector<Move>& pv) {
  if (pv.size() % 2 == 0) return false;
  Position pos;
  if (pos.set_sfen(root.sfen())) return false;
  for (size_t i = 0; i < pv.size(); ++i) {
    if (!is_legal(pos, pv[i])) return false;
    if (i % 2 == 0 && !pos.gives_check(pv[i])) return false;
    pos.do_move(pv[i]);
  }
  return pos.in_check() && count_legal(pos) == 0;
}

}  // namespace regalia::showgit
