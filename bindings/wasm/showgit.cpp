// embind for SHOWGIT: a ShowgitGame wraps core::showgit::Game and speaks strings and plain
// objects. No rules here: every decision is the core's.
#include <emscripten/bind.h>

#include <memory>
#include <string>
#include <vector>

#include "bindings/wasm/think.h"
#include "bindings/wasm/values.h"
#include "core/showgit/rules/game.h"
#include "core/showgit/tsume/mate_search.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/names.h"
#include "core/showgit/rules/perft.h"
#include "core/showgit/ai/king_tables.h"
#include "core/showgit/ai/score_scale.h"
#include "core/showgit/ai/search_adapter.h"
#include "core/showgit/rules/usi.h"

using emscripten::val;

namespace regalia::showgit {
namespace {

// SFEN type of a piece, upper case ("P", "+B", "K").
std::string type_letters(Piece p) {
  std::string s(piece_sfen(make_piece(kBlack, type_of(p))));
  return s;
}

// The move object of a legal move m in pos (read before the move is played).
val move_value(const Position& pos, Move m) {
  val out = val::object();
  out.set("notation", to_usi(m));
  const Square to = m.to();
  out.set("to", usi_square(to));
  Piece mover;
  if (m.is_drop()) {
    mover = make_piece(pos.side_to_move(), m.drop_type());
    out.set("from", val::null());
    out.set("drop", type_letters(mover));
  } else {
    mover = pos.piece_on(m.from());
    out.set("from", usi_square(m.from()));
    out.set("drop", val::null());
  }
  out.set("piece", type_letters(mover));
  out.set("name", wasm::str(piece_name(mover)));
  out.set("promotion", m.promotes());
  const Piece victim = pos.piece_on(to);
  out.set("captured", victim ? val(type_letters(victim)) : val::null());
  out.set("capturedName", victim ? wasm::str(piece_name(victim)) : val::null());
  out.set("check", pos.gives_check(m));
  return out;
}

// The tsume solver's table for one findMate() call: 16 MB asked, about 6 MB of whole buckets;
// with the per-ply move buffers a call holds ~12 MB of wasm heap, given back when it returns.
constexpr size_t kMateTableMb = 16;

const char* outcome_name(MateOutcome o) {
  return o == MateOutcome::kMate ? "mate" : o == MateOutcome::kNoMate ? "nomate" : "unknown";
}

// { outcome: 'mate' | 'nomate' | 'unknown', moves: USI of the mating line, nodes }.
val mate_value(const MateResult& r) {
  val out = val::object();
  out.set("outcome", std::string(outcome_name(r.outcome)));
  val moves = val::array();
  for (const Move m : r.pv) moves.call<void>("push", to_usi(m));
  out.set("moves", moves);
  out.set("nodes", double(r.nodes));
  return out;
}

// The learned evaluation every game's AI plays with (none: the built-in one). One copy for the
// module: the file is 220 KB, and setting it is a library-wide choice (docs/api.md
// "regalia.setEvaluation").
std::shared_ptr<const KingTables>& module_tables() {
  static std::shared_ptr<const KingTables> tables;
  return tables;
}

// Reads king tables from a file's bytes; on error nothing changes.
val setEvaluation(const std::string& bytes) {
  auto tables = std::make_shared<KingTables>();
  if (const Error e = tables->load(bytes)) return wasm::error_value(e);
  module_tables() = std::move(tables);
  return val::null();
}

void clearEvaluation() { module_tables().reset(); }

class ShowgitGame {
 public:
  val setPosition(const std::string& sfen) {
    const Error e = game_.set_sfen(sfen);
    if (!e) start_ = sfen;
    return wasm::error_value(e);
  }
  std::string position() const { return game_.position().sfen(); }
  int turn() const { return game_.position().side_to_move() == kBlack ? 1 : 2; }
  bool inCheck() const { return game_.position().in_check(); }

  // Empty once the game is over (repetition, impasse, ...), as play() would refuse any move.
  val legalMoves() const {
    MoveList list;
    if (!game_.status().over()) generate_legal(game_.position(), list);
    val out = val::array();
    for (const Move m : list) out.call<void>("push", move_value(game_.position(), m));
    return out;
  }

  val play(const std::string& usi) {
    Move m;
    Error e = parse_usi_move(game_.position(), usi, m);
    val move = e ? val::null() : move_value(game_.position(), m);
    if (!e) e = game_.play(usi);
    return wasm::play_result(e, move);
  }

  bool undo() { return game_.undo(); }

  val status() const {
    const GameStatus s = game_.status();
    const bool draw = s.over() && s.winner == 0;
    return wasm::status_value(s.winner, s.reason, draw);
  }

  val setRules(bool impasse, int max_plies) {
    if (max_plies < 0) return wasm::error_value(Error("bad-rules", "maxPlies must not be negative"));
    game_.set_options(GameOptions{impasse, max_plies});
    return val::null();
  }

  val declareImpasse() { return wasm::error_value(game_.declare_impasse()); }

  // Nine rows, rank a first; in each row file 9 first (as SFEN reads).
  val board() const {
    const Position& pos = game_.position();
    val rows = val::array();
    for (int rank = 0; rank < 9; ++rank) {
      val row = val::array();
      for (int file = 8; file >= 0; --file) {
        const Square s = make_square(file, rank);
        const Piece p = pos.piece_on(s);
        if (!p) {
          row.call<void>("push", val::null());
          continue;
        }
        val sq = val::object();
        sq.set("square", usi_square(s));
        sq.set("piece", wasm::str(piece_sfen(p)));
        sq.set("type", type_letters(p));
        sq.set("owner", color_of(p) == kBlack ? 1 : 2);
        sq.set("name", wasm::str(piece_name(p)));
        sq.set("promoted", is_promoted(type_of(p)));
        row.call<void>("push", sq);
      }
      rows.call<void>("push", row);
    }
    return rows;
  }

  // { 1: { R: 1, P: 2 }, 2: {} } in canonical order R B G S N L P.
  val hands() const {
    static constexpr PieceType kOrder[] = {kRook, kBishop, kGold, kSilver, kKnight, kLance, kPawn};
    const Position& pos = game_.position();
    val out = val::object();
    for (const Color c : {kBlack, kWhite}) {
      val hand = val::object();
      for (const PieceType pt : kOrder) {
        if (const int n = pos.hand_count(c, pt)) hand.set(std::string(piece_sfen(make_piece(kBlack, pt))), n);
      }
      out.set(c == kBlack ? 1 : 2, hand);
    }
    return out;
  }

  double perft(int depth) const {
    Position copy = game_.position();
    return double(showgit::perft(copy, depth));
  }

  // The AI's choice for the side to move: { move, score, depth, seldepth, nodes, timeMs, pv }.
  // on_info (a function or undefined) receives each finished iteration (search::Hooks::on_info).
  val think(val options, val on_info) {
    std::vector<std::string> moves;
    for (const Move m : game_.moves()) moves.push_back(to_usi(m));
    if (const Error e = wasm::prepare_engine(engine_, start_, moves)) return wasm::play_result(e, val::null());
    if (engine_->king_tables() != module_tables()) {
      // Another evaluation: what the hash table and history learnt under the old one goes too.
      engine_->set_king_tables(module_tables());
      engine_->new_game();
    }
    return wasm::run_think(*engine_, options, on_info, showgit::kScoreScale);
  }

  // Mate search for the side to move (the JS layer has checked the limits; 0 = none). The solver
  // is made per call so no game keeps its table. should_stop: a JS function (wrapped to return a
  // boolean and never throw) or undefined; the solver polls it every 1,024 nodes.
  val findMate(double nodes, int max_plies, bool shortest, val should_stop) const {
    MateLimits limits;
    limits.nodes = uint64_t(nodes);
    limits.max_plies = max_plies;
    limits.shortest = shortest;
    if (should_stop.typeOf().as<std::string>() == "function") limits.should_stop = [&should_stop] { return should_stop().as<bool>(); };
    const auto solver = std::make_unique<MateSearch>(kMateTableMb);
    return mate_value(solver->solve(game_.position(), limits));
  }

  // Forgets what the AI learnt (transposition table, history): identical reruns.
  void newSearch() {
    if (engine_) engine_->new_game();
  }

 private:
  Game game_;
  std::string start_ = "startpos";
  std::unique_ptr<Engine> engine_;  // created at the first think(): it holds the hash table
};

// { P: { type, name, secondPlayerName, steps: [[dx, dy]], slides: [[dx, dy]] }, '+P': ... }
val pieces() {
  static constexpr PieceType kTypes[] = {kPawn, kLance, kKnight, kSilver, kGold, kBishop, kRook, kKing,
                                         kProPawn, kProLance, kProKnight, kProSilver, kHorse, kDragon};
  val out = val::object();
  for (const PieceType pt : kTypes) {
    val info = val::object();
    const std::string type = type_letters(make_piece(kBlack, pt));
    info.set("type", type);
    info.set("name", wasm::str(piece_name(kBlack, pt)));
    info.set("secondPlayerName", wasm::str(piece_name(kWhite, pt)));
    val steps = val::array(), slides = val::array();
    for (const Direction& d : piece_directions(pt)) {
      val pair = val::array();
      pair.call<void>("push", int(d.dx));
      pair.call<void>("push", int(d.dy));
      (d.slide ? slides : steps).call<void>("push", pair);
    }
    info.set("steps", steps);
    info.set("slides", slides);
    out.set(type, info);
  }
  return out;
}

}  // namespace
}  // namespace regalia::showgit

EMSCRIPTEN_BINDINGS(regalia_showgit) {
  using regalia::showgit::ShowgitGame;
  emscripten::class_<ShowgitGame>("ShowgitGame")
      .constructor<>()
      .function("setPosition", &ShowgitGame::setPosition)
      .function("position", &ShowgitGame::position)
      .function("turn", &ShowgitGame::turn)
      .function("inCheck", &ShowgitGame::inCheck)
      .function("legalMoves", &ShowgitGame::legalMoves)
      .function("play", &ShowgitGame::play)
      .function("undo", &ShowgitGame::undo)
      .function("status", &ShowgitGame::status)
      .function("setRules", &ShowgitGame::setRules)
      .function("declareImpasse", &ShowgitGame::declareImpasse)
      .function("board", &ShowgitGame::board)
      .function("hands", &ShowgitGame::hands)
      .function("perft", &ShowgitGame::perft)
      .function("think", &ShowgitGame::think)
      .function("findMate", &ShowgitGame::findMate)
      .function("newSearch", &ShowgitGame::newSearch);
  emscripten::function("showgitPieces", &regalia::showgit::pieces);
  emscripten::function("showgitSetEvaluation", &regalia::showgit::setEvaluation);
  emscripten::function("showgitClearEvaluation", &regalia::showgit::clearEvaluation);
}
