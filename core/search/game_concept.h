#pragma once
// What the search asks of a game, written as concepts so that the compiler checks an adapter
// against it (a `static_assert` next to each adapter) instead of a comment listing the calls.
// SearchGame is what every game must offer; the Has* concepts are capabilities a game may add,
// each of which switches on the search features that use it (named where they are tested).
// The SHOWGIT adapter offers all of them, the Sovereign Chess adapter static exchange and
// recapture squares.
#include <concepts>
#include <cstdint>
#include <functional>

#include "core/search/levels.h"

namespace regalia::search {

template <class G>
concept SearchGame = requires(G& g, const G& cg, typename G::Move m, typename G::MoveList& list,
                              const typename G::MoveList& clist, int ply, int& score, uint32_t raw) {
  // Moves travel through the search's own tables (TT, killers, PV) as raw 32-bit codes.
  { G::to_raw(m) } -> std::same_as<uint32_t>;
  { G::from_raw(raw) } -> std::same_as<typename G::Move>;
  // A fixed-capacity move buffer: the search keeps one per ply and never allocates.
  requires G::kMaxMoves > 0;
  { G::moves(list) } -> std::same_as<typename G::Move*>;
  { G::count(clist) } -> std::convertible_to<int>;
  g.generate(list);           // the legal moves the search should try
  g.generate_tactical(list);  // legal captures and promotions (quiescence)
  g.do_move(m);
  g.undo_move(m);
  { cg.key() } -> std::same_as<uint64_t>;
  { cg.side() } -> std::convertible_to<int>;      // 0 or 1
  { cg.game_ply() } -> std::convertible_to<int>;  // plies since the game's start (the clock)
  { cg.in_check() } -> std::convertible_to<bool>;
  { g.evaluate() } -> std::convertible_to<int>;  // from the side to move's view
  // A rule decides the node (repetition, move-count draw): true, with its score.
  { g.rule_outcome(ply, score) } -> std::convertible_to<bool>;
  { cg.no_moves_score(ply) } -> std::convertible_to<int>;  // no legal move: mated_in(ply) or a draw
  // Move ordering: what a capture gains (0 for a quiet move) and what the mover is worth,
  // both before the move is made.
  { cg.capture_value(m) } -> std::convertible_to<int>;
  { cg.mover_value(m) } -> std::convertible_to<int>;
  { cg.is_promotion(m) } -> std::convertible_to<bool>;
  // Butterfly history: a move's slot in [0, kHistorySize), per side to move.
  requires G::kHistorySize > 0;
  { cg.history_index(m) } -> std::convertible_to<int>;
  // The game's playing levels 1-10 (levels.h).
  { G::levels() } -> std::same_as<const LevelTable&>;
};

// Static exchange evaluation: does m win at least `threshold` on its square? Enables SEE move
// ordering (losing captures last), SEE pruning, and the SEE tests of checks.
template <class G>
concept HasStaticExchange = SearchGame<G> && requires(const G& g, typename G::Move m, int threshold) {
  { g.see_ge(m, threshold) } -> std::convertible_to<bool>;
};

// Does m give check, asked before making it? Enables pruning decided before the move is made and
// the check extension limited to checks that keep their material.
template <class G>
concept HasGivesCheck = SearchGame<G> && requires(const G& g, typename G::Move m) {
  { g.gives_check(m) } -> std::convertible_to<bool>;
};

// The target square of a move and of the last move played: deep quiescence plays recaptures only.
template <class G>
concept HasRecaptureSquares = SearchGame<G> && requires(const G& g, typename G::Move m) {
  { G::move_to(m) } -> std::convertible_to<int>;
  { g.last_move_to() } -> std::convertible_to<int>;
};

// A move named by (moved piece, target) in [0, kContSize): countermoves and continuation history.
template <class G>
concept HasContinuationIndex = SearchGame<G> && requires(const G& g, typename G::Move m) {
  requires G::kContSize > 0;
  { g.cont_index(m) } -> std::convertible_to<int>;
};

// A mating move of the side to move (raw; 0 when none is found), probed where the static
// evaluation or quiescence could not see a quiet mate.
template <class G>
concept HasMateInOne = SearchGame<G> && requires(G& g) {
  { g.mate1() } -> std::same_as<uint32_t>;
};

// The key after a legal move, before making it: the child's TT cluster is fetched earlier.
template <class G>
concept HasKeyAfter = SearchGame<G> && requires(const G& g, typename G::Move m) {
  { g.key_after(m) } -> std::same_as<uint64_t>;
};

// Keys of parts of the position on which the static evaluation errs alike (SHOWGIT: the pawns;
// the kings with the golds and silvers; the hands): correction history learns each part's error
// from the searches below it and adds it to the static evaluation.
template <class G>
concept HasCorrectionKeys = SearchGame<G> && requires(const G& g, int i) {
  requires G::kCorrectionKeys > 0;
  { g.correction_key(i) } -> std::same_as<uint64_t>;
};

// Passing the move (search only, never in check): enables null-move pruning.
template <class G>
concept HasNullMove = SearchGame<G> && requires(G& g) {
  g.do_null();
  g.undo_null();
};

// A verdict on a root move beyond the search's sight, from a solver of the game's own: does the
// opponent force a win after it (SHOWGIT: a mate by checks, however long)? `refuted` is the
// answer proven within `nodes` and until `stop` says so; the call returns the nodes it used.
// Enables the root guard (iterative_deepening.h) while root_guard_on().
template <class G>
concept HasRootGuard = SearchGame<G> && requires(G& g, const G& cg, typename G::Move m, uint64_t nodes,
                                                const std::function<bool()>& stop, bool& refuted) {
  { cg.root_guard_on() } -> std::convertible_to<bool>;
  { g.refuted_by_force(m, nodes, stop, refuted) } -> std::convertible_to<uint64_t>;
};

}  // namespace regalia::search
