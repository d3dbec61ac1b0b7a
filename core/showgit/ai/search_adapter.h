#pragma once
// SHOWGIT for the generic search (core/search/search.h): the game adapter (moves, do/undo,
// key history for sennichite and perpetual check) and `Engine`, the facade the CLI and the wasm
// bindings call: set a position, think under limits, read back best move / score / pv.
#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/error.h"
#include "core/search/engine.h"
#include "core/showgit/rules/check_info.h"
#include "core/showgit/ai/eval.h"
#include "core/showgit/ai/king_tables.h"
#include "core/showgit/tsume/mate_search.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/ai/movegen_captures.h"
#include "core/showgit/rules/position.h"

namespace regalia::showgit {

class SearchAdapter {
 public:
  using Move = showgit::Move;
  using MoveList = showgit::MoveList;
  static constexpr int kMaxMoves = showgit::kMaxMoves;
  static constexpr int kHistorySize = 88 * 81;  // from (81 + drop type - 1 for drops) x to
  // Levels 1-10 (docs/ai.md "Levels 1–10"), defined in search_adapter.cpp.
  static const search::LevelTable& levels();

  SearchAdapter();
  // Start position (or any SFEN) followed by USI moves; the history feeds repetition checks.
  // Allocates (outside search). On error nothing changes.
  Error set_position(std::string_view sfen, const std::vector<std::string>& usi_moves = {});
  const Position& position() const { return pos_; }
  void clear_eval_cache() { for (uint64_t& e : eval_cache_) e = 0; }
  // Learned king tables added to the evaluation (none by default: docs/ai.md, "A learned
  // evaluation (king tables)"). Shared, not copied, by the helper threads' adapters.
  void set_king_tables(std::shared_ptr<const KingTables> tables) {
    king_tables_ = std::move(tables);
    sum_views();
    clear_eval_cache();
  }
  bool has_king_tables() const { return king_tables_ != nullptr; }
  // The root guard's solver (search::HasRootGuard): Engine::think sets it for a full-strength
  // search of one line; nullptr (the default) turns the guard off.
  void set_root_guard(MateSearch* solver) { guard_solver_ = solver; }
  bool root_guard_on() const { return guard_solver_ != nullptr; }
  // Does the opponent mate by checks after the root move m? `refuted` when the solver proves it
  // within `nodes` (before `stop`); returns the solver's nodes.
  uint64_t refuted_by_force(Move m, uint64_t nodes, const std::function<bool()>& stop, bool& refuted);
  const std::shared_ptr<const KingTables>& king_tables() const { return king_tables_; }

  static Move* moves(MoveList& l) { return l.begin(); }
  static int count(const MoveList& l) { return int(l.size()); }
  static uint32_t to_raw(Move m) { return m.v; }
  static Move from_raw(uint32_t raw) { return Move(uint16_t(raw)); }
  static std::string move_text(Move m);  // USI

  // Legal moves without the useless non-promotions (pawn; bishop/rook that may promote; lance to
  // the second rank).
  void generate(MoveList& list);
  void generate_tactical(MoveList& list);  // captures and promotions
  void do_move(Move m) {
    mat_[n_] = mat_[n_ - 1] + material_delta(pos_, m);
    const bool king_moves = king_tables_ && update_views(m);
    pos_.do_move(m);
    if (king_moves) views_[n_][~pos_.side_to_move()] = king_tables_->view(pos_, ~pos_.side_to_move());
    keys_[n_] = pos_.key();
    checks_[n_] = pos_.in_check();
    since_null_[n_] = since_null_[n_ - 1] + 1;
    last_to_[n_] = int8_t(m.to());
    ++n_;
  }
  void undo_move(Move m) {
    pos_.undo_move(m);
    --n_;
  }
  // Null move (search only, never in check): repetition checks stop at it.
  void do_null() {
    mat_[n_] = mat_[n_ - 1];
    views_[n_] = views_[n_ - 1];
    pos_.do_null_move();
    keys_[n_] = pos_.key();
    checks_[n_] = 0;
    since_null_[n_] = 0;
    last_to_[n_] = -1;
    ++n_;
  }
  void undo_null() {
    pos_.undo_null_move();
    --n_;
  }
  uint64_t key() const { return pos_.key(); }
  // Correction history's keys: the pawns of both sides; the kings with the golds and silvers
  // (the castles); the hands.
  static constexpr int kCorrectionKeys = 3;
  uint64_t correction_key(int i) const {
    auto mix = [](uint64_t h, uint64_t x) {
      h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
      return h * 0xff51afd7ed558ccdull;
    };
    if (i == 2) return pos_.key() ^ pos_.board_key();
    uint64_t h = 0;
    for (int c = 0; c < 2; ++c) {
      const Bitboard b = i == 0 ? pos_.pieces(Color(c), kPawn)
                                : (pos_.pieces(kGolds) | pos_.pieces(kSilver)) & pos_.pieces(Color(c));
      h = mix(mix(h, b.lo), b.hi);
      if (i == 1) h = mix(h, uint64_t(pos_.king_square(Color(c))));
    }
    return h;
  }
  // Key after the legal move m (before playing it: the search prefetches the TT cluster early).
  uint64_t key_after(Move m) const {
    uint64_t bkey = pos_.board_key(), hkey = pos_.key() ^ bkey ^ uint64_t(pos_.side_to_move());
    const Color us = pos_.side_to_move();
    if (m.is_drop()) {
      hkey -= zobrist::hand[us][m.drop_type()];
      bkey ^= zobrist::psq[make_piece(us, m.drop_type())][m.to()];
    } else {
      const Piece pc = pos_.piece_on(m.from());
      if (const Piece cap = pos_.piece_on(m.to())) {
        hkey += zobrist::hand[us][base_type(type_of(cap))];
        bkey ^= zobrist::psq[cap][m.to()];
      }
      bkey ^= zobrist::psq[pc][m.from()] ^ zobrist::psq[m.promotes() ? Piece(pc + kPromoted) : pc][m.to()];
    }
    return bkey ^ hkey ^ uint64_t(~us);
  }
  int side() const { return pos_.side_to_move(); }
  // Plies played since the game's start, as the search concept means it (the SFEN move number
  // counts from 1). Only the time manager's moves-to-go estimate under main time reads it.
  int game_ply() const { return pos_.move_number() - 1; }
  bool in_check() const { return pos_.in_check(); }
  // Static evaluation: material kept incrementally, the rest cached by key (64 K entries).
  int evaluate() const {
    const uint64_t k = pos_.key();
    uint64_t& e = eval_cache_[k & (kEvalCacheSize - 1)];  // bits 0-15 (side to move included) index, 16-63 check
    if ((e ^ k) >> 16 == 0) return int(e & 0xFFFF) - 32768;
    if (maps_key_ != k) {
      attack_maps(pos_, maps_);
      maps_key_ = k;
    }
    int v = showgit::evaluate(pos_, mat_[n_ - 1], maps_);
    // The tables' sum is bounded only by their int16 weights: keep it well inside the cache's 16
    // bits and below the decisive scores.
    if (king_tables_) v = std::clamp(v + king_tables_value(), -kEvalBound, kEvalBound);
    e = (k & ~uint64_t(0xFFFF)) | uint64_t(v + 32768);
    return v;
  }
  // Sennichite: a repeated position is a draw, unless one side checked on every move of the
  // cycle (perpetual check), which loses for the checker.
  bool rule_outcome(int ply, int& score) const;
  int no_moves_score(int ply) const { return search::mated_in(ply); }
  int capture_value(Move m) const {
    const Piece p = m.is_drop() ? kNoPiece : pos_.piece_on(m.to());
    return p ? kBoardValue[type_of(p)] + kHandValue[base_type(type_of(p))] : 0;
  }
  int mover_value(Move m) const {
    return m.is_drop() ? kHandValue[m.drop_type()] : kBoardValue[type_of(pos_.piece_on(m.from()))];
  }
  bool is_promotion(Move m) const { return m.promotes(); }
  // Static exchange: does m win at least `threshold` (optional adapter call used by the search)?
  bool see_ge(Move m, int threshold) const { return showgit::see_ge(pos_, m, threshold); }
  static int move_to(Move m) { return m.to(); }
  // Check squares and discoverers prepared once per node (cached by stack depth and key).
  bool gives_check(Move m) const {
    if (check_key_[n_] != pos_.key()) {
      check_info_[n_].init(pos_);
      check_key_[n_] = pos_.key();
    }
    return check_info_[n_].gives_check(pos_, m);
  }
  // A mating move (raw) of the side to move, not in check; 0 if none found.
  uint32_t mate1() {
    const uint64_t k = pos_.key();
    if (maps_key_ != k) {
      attack_maps(pos_, maps_);
      maps_key_ = k;
    }
    return showgit::mate_in_one(pos_, maps_).v;
  }
  int last_move_to() const { return n_ > 0 ? last_to_[n_ - 1] : -1; }
  int history_index(Move m) const { return m.from() * 81 + m.to(); }
  // Continuation history / countermove index: (piece type after the move - 1) x 81 + target.
  static constexpr int kContSize = 14 * 81;
  int cont_index(Move m) const {
    int pt;
    if (m.is_drop()) pt = m.drop_type();
    else pt = type_of(pos_.piece_on(m.from())) + (m.promotes() ? kPromoted : 0);
    return (pt - 1) * 81 + m.to();
  }

 private:
  // Each king's view of the tables after the move m (not yet played), from the ones before it.
  // Returns whether m moves the mover's king: its view is then summed afresh after the move.
  bool update_views(Move m) {
    const Color us = pos_.side_to_move();
    const bool king_moves = !m.is_drop() && type_of(pos_.piece_on(m.from())) == kKing;
    views_[n_][~us] = views_[n_ - 1][~us] + king_tables_->view_delta(pos_, ~us, m);
    if (!king_moves) views_[n_][us] = views_[n_ - 1][us] + king_tables_->view_delta(pos_, us, m);
    return king_moves;
  }
  // Both views of the current position summed afresh (0 without tables).
  void sum_views() {
    for (int c = 0; c < 2; ++c) views_[n_ - 1][c] = king_tables_ ? king_tables_->view(pos_, Color(c)) : 0;
  }
  int king_tables_value() const {
    const Color us = pos_.side_to_move();
    return views_[n_ - 1][us] - views_[n_ - 1][~us];
  }

  Position pos_;
  std::vector<uint64_t> keys_;   // key after each position of the game + search path
  std::vector<uint8_t> checks_;  // side to move in check there
  std::vector<int> since_null_;  // positions since the last null move (or game start)
  std::vector<int8_t> last_to_;  // target square of the move that led there (-1: none)
  std::vector<int> mat_;         // material(position) after each of them (first player's view)
  static constexpr size_t kEvalCacheSize = size_t(1) << 16;
  static constexpr int kEvalBound = search::kDecisive / 2;
  std::shared_ptr<const KingTables> king_tables_;
  MateSearch* guard_solver_ = nullptr;
  std::vector<std::array<int, 2>> views_;  // each king's view of the tables in each position
  mutable std::vector<uint64_t> eval_cache_ = std::vector<uint64_t>(kEvalCacheSize, 0);  // key's high 48 bits | eval + 32768
  mutable AttackMaps maps_;       // attack maps of the position with key maps_key_
  mutable uint64_t maps_key_ = 0;
  mutable std::vector<CheckInfo> check_info_;  // per stack depth, for the position with key check_key_
  mutable std::vector<uint64_t> check_key_;
  int n_ = 0;                    // positions recorded (current one last)
};

static_assert(search::SearchGame<SearchAdapter>);
static_assert(search::EngineGame<SearchAdapter>);  // and what the facade below needs
// Every optional capability of the search (core/search/game_concept.h).
static_assert(search::HasStaticExchange<SearchAdapter> && search::HasGivesCheck<SearchAdapter> &&
              search::HasRecaptureSquares<SearchAdapter> && search::HasContinuationIndex<SearchAdapter> &&
              search::HasMateInOne<SearchAdapter> && search::HasKeyAfter<SearchAdapter> &&
              search::HasNullMove<SearchAdapter> && search::HasRootGuard<SearchAdapter> &&
              search::HasCorrectionKeys<SearchAdapter>);

// What the root mate guard did in the last think() (for tests and measurements).
struct RootMateGuard {
  int checked = 0;  // best moves of the search the solver was asked about
  int refuted = 0;  // of them, moves after which the opponent mates by checks
};

// What the root mate probe did in the last think() (for tests and measurements).
struct RootMateProbe {
  bool ran = false;
  MateOutcome outcome = MateOutcome::kUnknown;
  uint64_t nodes = 0;
  double time_ms = 0;
  uint64_t node_cap = 0;  // its budget: nodes (always set when it ran) ...
  double time_cap_ms = 0;  // ... and time (0 = none)
};

// One SHOWGIT AI: the generic facade (core/search/engine.h) plus a small tsume solver for the
// root mate probe (its table allocated once at construction; the probe allocates only a few small
// strings/vectors).
class Engine : public search::Engine<SearchAdapter> {
  using Base = search::Engine<SearchAdapter>;

 public:
  // Root mate probe (see think()): solver table and the longest mate it looks for.
  static constexpr size_t kRootMateTableMb = 2;
  static constexpr int kRootMateMaxPlies = 63;
  static constexpr uint64_t kRootMateNodes = 200000;  // node cap without a node limit
  static constexpr int kRootMateShare = 10;            // per cent of the time / node budget

  explicit Engine(size_t hash_mb = 16) : Base(hash_mb) {}
  // Clears the transposition table, the move-ordering history, the evaluation cache and the mate
  // probe's table (bit-identical reruns).
  void new_game();
  // Searches the current position. The position is unchanged afterwards.
  // At full strength (level 10), with one line (Limits::multipv 1) and with the root mate probe
  // on, the df-pn tsume solver first looks for a forced mate with ~10 % of the budget (time: of
  // plan_time's soft budget; nodes: of the node limit; neither: kRootMateNodes). A proven mate
  // is the answer (score mate_in(plies), its PV, one on_info call); otherwise the search runs on
  // what is left: the probe's time is added to limits.overhead_ms, its nodes are taken off
  // limits.nodes, and the Result/Info nodes and times count both.
  // In the same cases the root mate guard runs in the search: each new best move of a completed
  // depth is checked once by the solver for a mate by checks of the opponent after it (budgets in
  // search/parameters.h, counted as the search's); a move it proves losing is dropped from the
  // root and the depth searched again (iterative_deepening.h). A long mate by drops that the
  // search does not see is how won games were thrown away.
  search::Result think(const search::Limits& limits, const search::Hooks& hooks = {});
  // The root mate probe and guard on (default) or off.
  void set_root_mate(bool on) { root_mate_ = on; }
  bool root_mate() const { return root_mate_; }
  // Learned king tables for the evaluation, from a file's bytes (KingTables::load); on error the
  // evaluation in use is unchanged. clear_king_tables() goes back to the built-in evaluation.
  Error load_king_tables(std::string_view bytes);
  void clear_king_tables() { game_.set_king_tables(nullptr); }
  bool has_king_tables() const { return game_.has_king_tables(); }
  // Tables loaded once and shared by several engines (the wasm module's games); null clears.
  void set_king_tables(std::shared_ptr<const KingTables> tables) { game_.set_king_tables(std::move(tables)); }
  const std::shared_ptr<const KingTables>& king_tables() const { return game_.king_tables(); }
  // The static evaluation of the current position as the search sees it (tables included).
  int evaluate() const { return game_.evaluate(); }
  const RootMateProbe& last_probe() const { return probe_; }
  const RootMateGuard& last_guard() const { return guard_; }

 private:
  MateSearch mate_{kRootMateTableMb, kRootMateMaxPlies};
  bool root_mate_ = true;
  bool mate_table_live_ = false;  // the last probe proved a mate: its proofs are worth keeping
  RootMateProbe probe_;
  RootMateGuard guard_;
};

}  // namespace regalia::showgit
