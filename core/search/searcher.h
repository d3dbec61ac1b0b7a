#pragma once
// Searcher<G>: the search of one game, its state and the small steps every node shares (making a
// move, counting nodes against the limits, the PV, progress reports). The search itself is split
// by what it does: iterative_deepening.h (think: depths, aspiration windows, the root moves, the
// move played), pvs.h (the principal-variation alpha-beta of interior nodes and its pruning) and
// quiescence.h (captures to a quiet position). Include core/search/search.h, which has them all.
//
// No heap allocation and no exceptions during think(): the Searcher owns every per-ply buffer
// (allocate it once, e.g. with std::make_unique, outside the search). One Searcher is one thread;
// stopping is by node/time limits checked inside, an atomic flag, or the poll hook. Natively
// several Searchers may search one position together over a shared table (Lazy SMP,
// helper_threads.h): the main one as alone, the helpers with staggered depths (join_team).
#include <atomic>
#include <cstdint>
#include <utility>

#include "core/search/game_concept.h"
#include "core/search/correction_history.h"
#include "core/search/history.h"
#include "core/search/move_picker.h"
#include "core/search/reductions.h"
#include "core/search/time_manager.h"
#include "core/search/tt.h"
#include "core/search/types.h"

namespace regalia::search {

template <SearchGame G>
class Searcher {
 public:
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;

  explicit Searcher(TranspositionTable& tt) : main_tt_(tt), tt_(&tt) {}

  // The table of MultiPV's side lines (the lines after the first); without one, think() searches
  // one line whatever Limits::multipv says. Engine provides it.
  void set_side_table(TranspositionTable* side) { side_tt_ = side; }

  // Forget history and killers (new game). The TT is cleared separately.
  void clear() {
    history_.clear();
    correction_.clear();
  }

  // Searches g. The caller starts the table's new search (TranspositionTable::new_search) first.
  Result think(G& game, const Limits& limits, const Hooks& hooks = {});

  // Lazy SMP. Every thread of a team adds its nodes to `team_nodes` every 1,024 (and the rest at
  // the end), and stops when that total reaches the node limit. Index 0, the main thread: it
  // decides and reports, counting the team's nodes. Index k >= 1, a helper: it searches only to
  // fill the shared table and skips some depths so that the threads spread over neighbouring
  // depths. nullptr (the default): a search alone.
  void join_team(int index, std::atomic<uint64_t>* team_nodes) {
    helper_ = index;
    team_nodes_ = team_nodes;
  }

  // What the root guard did in the last think(): best moves checked, and of them refuted.
  int guard_checks() const { return guard_checks_; }
  int guard_refuted() const { return guard_refuted_; }

 private:
  // The root moves from index `first` on (line `first` of MultiPV; 0 with one line), in the
  // window alpha..beta; the best of them ends at index `first`, its PV in pv_[0].
  int root_search(G& g, int depth, int alpha, int beta, int first);
  // root_search in aspiration windows around the line's previous score, until it lands inside.
  int aspiration_search(G& g, int depth, int prev_score, int first);
  // Lines 1..lines-1 of a depth after line 0 (side lines): each searched with the side table
  // and a history checkpoint, so that line 0's next depth meets the state line 0 left. Returns
  // the number of lines of the depth complete (line 0 included).
  int search_side_lines(G& g, int depth, int lines, const Result& res);
  // Orders the side lines depth_lines_[1..count) best first (stable) by their own scores, then
  // caps them at line 0's score.
  void sort_side_lines(int count);
  // A depth cut short after `done` lines (depth_lines_): those, then the last depth's others.
  void keep_cut_lines(Result& res, int done, int lines);
  // Depth 1 stopped before any root move completed: the root move with the best static
  // evaluation after it, material-losing moves (SEE) last, as the partial result.
  void first_move_fallback(G& g);
  // The result's move, score and PV from its line 0.
  static void set_top_line(Result& res);
  // Root guard (HasRootGuard): true when the game's solver proves that the opponent forces a win
  // after root move `move`; each move is asked once a think, within the budgets of
  // parameters.h, its nodes counted as the search's; `late`: after the search stopped. Only the
  // main thread's search of one line at full strength asks (`lines`: the lines searched), and
  // only while the game has the guard on.
  bool guard_refutes(G& g, uint32_t move, int lines, bool late = false);
  int search(G& g, int depth, int alpha, int beta, int ply, bool cut_node);
  int qsearch(G& g, int alpha, int beta, int ply, int qdepth);

  // The ordering of the move list generated at `ply`.
  MovePicker<G> picker(const G& g, int ply) { return MovePicker<G>(g, history_, ply, lists_[ply], scores_[ply]); }

  // Plays m, fetching the child's TT cluster as early as possible.
  void make(G& g, Move m) {
    if constexpr (HasKeyAfter<G>) {
      tt_->prefetch(g.key_after(m));
      g.do_move(m);
    } else {
      g.do_move(m);
      tt_->prefetch(g.key());
    }
  }
  // The entry of `key` in the table in use: found, or the slot to fill. The side table falls back
  // on the main table, read only: a position line 0 has searched starts from what line 0 learnt
  // there, copied into the side table.
  TTEntry* probe(uint64_t key, bool& found, TTData& out) {
    TTEntry* e = tt_->probe(key, found, out);
    if (tt_ != &main_tt_) {
      TTData known;
      if (main_tt_.peek(key, known) && (!found || known.depth > out.depth)) {
        tt_->store(e, key, known.move, known.score, known.eval, known.depth - 1, known.bound);
        found = tt_->read(e, out);
      }
    }
    return e;
  }
  void update_pv(int ply, uint32_t m) {
    pv_[ply][ply] = m;
    for (int k = ply + 1; k < pv_len_[ply + 1]; ++k) pv_[ply][k] = pv_[ply + 1][k];
    pv_len_[ply] = pv_len_[ply + 1] > ply + 1 ? pv_len_[ply + 1] : ply + 1;
  }
  double elapsed() const { return now_() - start_ms_; }
  // Progress for the caller (on_info): the result's move and PV as searched to `depth`, and its
  // other lines as they stand.
  void report(int depth, int score, bool lowerbound, const Result& res) {
    if (!hooks_.on_info) return;
    Info info;
    info.depth = depth;
    info.seldepth = seldepth_;
    info.score = score;
    info.lowerbound = lowerbound;
    info.nodes = team_total();
    info.time_ms = elapsed();
    info.nps = info.time_ms > 0 ? uint64_t(double(info.nodes) * 1000.0 / info.time_ms) : 0;
    info.pv_length = res.pv_length;
    for (int k = 0; k < res.pv_length; ++k) info.pv[k] = res.pv[k];
    info.hashfull = main_tt_.hashfull();
    info.line_count = res.line_count > 0 ? res.line_count : 1;
    for (int k = 1; k < info.line_count; ++k) info.lines[k] = res.lines[k];
    Line& top = info.lines[0];
    top.depth = depth;
    top.seldepth = seldepth_;
    top.score = score;
    top.lowerbound = lowerbound;
    top.pv_length = res.pv_length;
    for (int k = 0; k < res.pv_length; ++k) top.pv[k] = res.pv[k];
    hooks_.on_info(info, hooks_.info_ctx);
  }
  // The nodes of the search so far: this thread's, and the other threads' as they last told them.
  uint64_t team_total() const {
    return team_nodes_ ? team_nodes_->load(std::memory_order_relaxed) + (nodes_ & 1023) : nodes_;
  }
  // A helper does not search depth d when this says so: helper k cycles over depths in blocks of
  // kSkipSize[j] with phase kSkipPhase[j], j = (k - 1) mod 6, so two threads rarely search the same
  // depth at the same time.
  bool helper_skips(int depth) const {
    static constexpr int kSkipSize[6] = {1, 1, 2, 2, 2, 2};
    static constexpr int kSkipPhase[6] = {0, 1, 0, 1, 2, 3};
    if (!helper_) return false;
    const int j = (helper_ - 1) % 6;
    return ((depth + kSkipPhase[j]) / kSkipSize[j]) % 2 != 0;
  }
  // Counts a node and checks the limits; true when the search must unwind. The node limit is
  // exact (checked at every node); the clock is read every 256 nodes (a Sovereign node can take
  // 10 µs, and 1,024 of them are a tenth of a 100 ms byoyomi), the hooks every 1,024 (in wasm
  // each poll is a call into JS).
  bool tick() {
    if (stopped_) return true;
    ++nodes_;
    if (node_limit_ && nodes_ >= node_limit_) stopped_ = true;
    else if ((nodes_ & 255) == 0) poll();
    return stopped_;
  }
  void poll() {
    if ((nodes_ & 1023) == 0) {
      if (team_nodes_) {
        const uint64_t team = team_nodes_->fetch_add(1024, std::memory_order_relaxed) + 1024;  // since the last poll
        if (node_limit_ && team >= node_limit_) stopped_ = true;
      }
      if (hooks_.stop && hooks_.stop->load(std::memory_order_relaxed)) stopped_ = true;
      if (hooks_.poll && hooks_.poll(hooks_.poll_ctx)) stopped_ = true;
    }
    if (budget_.limited() && elapsed() >= budget_.hard_ms) stopped_ = true;
  }

  TranspositionTable& main_tt_;
  TranspositionTable* side_tt_ = nullptr;
  TranspositionTable* tt_;  // the table in use: the main one, or the side one for side lines
  Hooks hooks_;
  NowFn now_ = default_now_ms;
  TimeBudget budget_;
  double start_ms_ = 0;
  uint64_t nodes_ = 0, node_limit_ = 0;
  bool stopped_ = false;
  int seldepth_ = 0, root_depth_ = 0;
  int margin_ = 0;  // the level's margin for its random root choice (0: full strength)
  int helper_ = 0;  // 0: the main thread (or alone); k >= 1: Lazy SMP helper k
  std::atomic<uint64_t>* team_nodes_ = nullptr;  // the team's node count (join_team)

  MoveList lists_[kMaxPly + 2];
  int root_count_ = 0;  // root moves searched: the first ones of lists_[0] (the guard's refuted ones go last)
  static constexpr int kMaxGuardChecks = 16;
  uint32_t guard_checked_[kMaxGuardChecks] = {};  // the root moves the guard has asked about
  int guard_checked_count_ = 0, guard_checks_ = 0, guard_refuted_ = 0;
  uint64_t guard_nodes_ = 0;  // the guard's nodes and time in this think
  double guard_ms_ = 0;
  int scores_[kMaxPly + 2][G::kMaxMoves];
  int root_scores_[G::kMaxMoves];
  int root_prev_[G::kMaxMoves];
  uint32_t root_prev_moves_[G::kMaxMoves];
  uint32_t pv_[kMaxPly + 2][kMaxPly + 2];
  int pv_len_[kMaxPly + 2];
  // The best root move of the current depth so far, over all its aspiration windows: a move
  // that completed with a score above alpha (a fail-high included), or the first one searched.
  // Played when the clock stops the depth before it completes.
  uint32_t partial_pv_[kMaxPly + 2];
  int partial_len_ = 0, partial_score_ = 0;
  bool partial_lower_ = false;  // its score is a fail-high's lower bound
  Line depth_lines_[kMaxLines];  // the lines of the current depth, as they complete
  int depth_line_scores_[kMaxLines];  // their scores as searched (side lines before the cap)
  int line_scores_[kMaxLines] = {};   // the same for the last finished depth, best first
  Move line0_order_[G::kMaxMoves];    // the root moves in line 0's order (one line's order)
  int line0_scores_[G::kMaxMoves];    // and line 0's scores of them at this depth
  uint32_t excluded_[kMaxPly + 2] = {};  // move skipped at that ply (singular verification)
  int static_evals_[kMaxPly + 4] = {};  // [0] is never written (the root has no static eval here): it reads 0
  MoveHistory<G> history_;
  CorrectionHistory<G> correction_;
  LateMoveReductions lmr_;
};

}  // namespace regalia::search
