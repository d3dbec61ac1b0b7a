// embind for Sovereign Chess: a SovereignGame wraps core::sovereign::Game and speaks strings
// and plain objects. No rules here: every decision is the core's.
#include <emscripten/bind.h>

#include <cctype>
#include <memory>
#include <string>
#include <vector>

#include "bindings/wasm/think.h"
#include "bindings/wasm/values.h"
#include "core/sovereign/rules/game.h"
#include "core/sovereign/rules/notation.h"
#include "core/sovereign/rules/perft.h"
#include "core/sovereign/ai/pie_rule.h"
#include "core/sovereign/ai/score_scale.h"
#include "core/sovereign/ai/search_adapter.h"
#include "core/sovereign/rules/tables.h"

using emscripten::val;

namespace regalia::sovereign {
namespace {

const char* const kTypeNames[] = {"", "king", "queen", "rook", "bishop", "knight", "pawn"};

// "navy" (lower case official name) or null.
val colour_value(int colour) {
  if (colour < 0 || colour >= kColours) return val::null();
  std::string name = kColourNames[colour];
  for (char& ch : name) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  return val(name);
}

val piece_value(Piece p, const Position& pos) {
  if (!p) return val::null();
  val out = val::object();
  out.set("type", std::string(1, char(std::toupper(kTypeLetters[type_of(p)]))));
  out.set("colour", colour_value(colour_of(p)));
  out.set("letters", std::string{kColourLetters[colour_of(p)], kTypeLetters[type_of(p)]});
  out.set("name", colour_value(colour_of(p)).as<std::string>() + " " + kTypeNames[type_of(p)]);
  const Player c = pos.controller(colour_of(p));
  out.set("controller", c == kNobody ? 0 : int(c) + 1);
  return out;
}

// The move object of a legal move m in pos (read before the move is played).
val move_value(const Position& pos, Move m) {
  val out = val::object();
  out.set("notation", move_to_string(m));
  const MoveKind kind = m.kind();
  const bool castle = kind == kCastle;
  const Square king = pos.king_square(pos.side_to_move());
  const Square from = castle ? king : m.from();
  out.set("from", square_to_string(from));
  out.set("to", square_to_string(m.to()));
  const Piece mover = pos.piece_on(from);
  out.set("piece", piece_value(mover, pos));
  out.set("promotion", kind == kPromotion ? val(std::string(1, char(std::toupper(kTypeLetters[m.promotion()])))) : val::null());
  const bool defects = kind == kDefect || kind == kDefectStep;
  out.set("defection", defects ? colour_value(m.defect_colour()) : val::null());
  out.set("castle", castle);
  out.set("rook", castle ? val(square_to_string(m.from())) : val::null());
  const Piece victim = (castle || kind == kDefect) ? kEmpty : pos.piece_on(m.to());
  out.set("captured", piece_value(victim, pos));
  out.set("swap", false);
  return out;
}

val swap_value() {
  val out = val::object();
  out.set("notation", "swap");
  out.set("from", val::null());
  out.set("to", val::null());
  out.set("piece", val::null());
  out.set("promotion", val::null());
  out.set("defection", val::null());
  out.set("castle", false);
  out.set("rook", val::null());
  out.set("captured", val::null());
  out.set("swap", true);
  return out;
}

class SovereignGame {
 public:
  val setPosition(const std::string& scfen) {
    const Error e = game_.set_scfen(scfen);
    if (!e) start_ = scfen;
    return wasm::error_value(e);
  }
  std::string position() const { return game_.position().scfen(); }
  int turn() const { return int(game_.position().side_to_move()) + 1; }
  bool inCheck() const { return game_.position().in_check(); }

  val legalMoves() const {
    const Position& pos = game_.position();
    MoveList list;
    if (!game_.status().over()) pos.generate_legal(list);
    val out = val::array();
    for (const Move m : list) out.call<void>("push", move_value(pos, m));
    return out;
  }

  val play(const std::string& text) {
    if (text == "swap") {
      const Error e = game_.play(text);
      return wasm::play_result(e, swap_value());
    }
    Move m;
    Error e = parse_move(game_.position(), text, m);
    val move = e ? val::null() : move_value(game_.position(), m);
    e = game_.play(text);  // the core decides again (game over, ...)
    return wasm::play_result(e, move);
  }

  bool undo() { return game_.undo(); }
  bool canSwap() const { return game_.can_swap(); }
  // The person (1 or 2) playing each side: { 1: person on the first side, 2: ... }.
  val persons() const {
    val out = val::object();
    out.set(1, game_.person_on(kP1));
    out.set(2, game_.person_on(kP2));
    return out;
  }

  val status() const {
    const GameStatus s = game_.status();
    const bool draw = s.over() && s.winner == 0;
    val out = wasm::status_value(s.winner, s.reason, draw);
    out.set("winnerPerson", game_.winner_person(s));
    return out;
  }

  // Sixteen rows from rank 16 down to rank 1, files a..p; `blocked` marks R4.2's empty coloured
  // squares no piece may stop on.
  val board() const {
    const Position& pos = game_.position();
    val rows = val::array();
    for (int rank = 15; rank >= 0; --rank) {
      val row = val::array();
      for (int file = 0; file < 16; ++file) {
        const Square s = make_square(file, rank);
        val sq = val::object();
        sq.set("square", square_to_string(s));
        const int c = square_colour(s);
        sq.set("squareColour", c >= 0 && c < kColours ? colour_value(c) : val::null());
        sq.set("piece", piece_value(pos.piece_on(s), pos));
        sq.set("blocked", pos.blocked(s));
        row.call<void>("push", sq);
      }
      rows.call<void>("push", row);
    }
    return rows;
  }

  // Who owns and controls each army: { owned: { 1: 'white', 2: 'black' },
  // controller: { white: 1, ash: 0, ... }, controlled: { 1: [...], 2: [...] } }.
  val armies() const {
    const Position& pos = game_.position();
    val owned = val::object(), controller = val::object(), controlled = val::object();
    owned.set(1, colour_value(pos.owned(kP1)));
    owned.set(2, colour_value(pos.owned(kP2)));
    val lists[2] = {val::array(), val::array()};
    for (int c = 0; c < kColours; ++c) {
      const Player p = pos.controller(c);
      controller.set(colour_value(c), p == kNobody ? 0 : int(p) + 1);
      if (p != kNobody) lists[p].call<void>("push", colour_value(c));
    }
    controlled.set(1, lists[0]);
    controlled.set(2, lists[1]);
    val out = val::object();
    out.set("owned", owned);
    out.set("controller", controller);
    out.set("controlled", controlled);
    return out;
  }

  // Colours the side to move may defect to.
  val defections() const {
    val out = val::array();
    if (game_.status().over()) return out;
    for (const int c : game_.position().defection_colours()) out.call<void>("push", colour_value(c));
    return out;
  }

  double perft(int depth) const {
    Position copy = game_.position();
    return double(sovereign::perft(copy, depth));
  }

  // The AI's choice for the side to move: { move, score, depth, seldepth, nodes, timeMs, pv }.
  // Right after White's first move it first decides the pie rule: move 'swap' when taking over
  // White's side is better.
  val think(val options, val on_info) {
    if (const Error e = wasm::prepare_engine(engine_, start_, game_.history())) return wasm::play_result(e, val::null());
    const search::Limits limits = wasm::limits_from(options);
    // An infinite search (analysis) leaves the pie choice out, as the USI engine's `go infinite`
    // does; shouldStop reaches the pie search too, so a stop is seen there as well.
    wasm::StopPoller poller{options["shouldStop"]};
    const PieChoice pie = limits.infinite ? PieChoice{} : choose_pie(*engine_, start_, game_.history(), limits, 0, poller.added_to({}));
    if (pie.swap) {
      search::Result swap;  // the pie choice: no board move, the score as the swapper sees it
      swap.score = -pie.score;
      swap.line_count = 1;  // its one line: that score, no board move
      swap.lines[0].score = swap.score;
      val out = wasm::result_value(swap, &Engine::move_string, sovereign::kScoreScale);
      out.set("move", "swap");
      return wasm::play_result(Error(), out);
    }
    return wasm::run_think(*engine_, options, on_info, sovereign::kScoreScale, pie.time_ms);
  }

  void newSearch() {
    if (engine_) engine_->new_game();
  }

 private:
  Game game_;
  std::string start_ = "startpos";
  std::unique_ptr<Engine> engine_;  // created at the first think(): it holds the hash table
};

}  // namespace
}  // namespace regalia::sovereign

EMSCRIPTEN_BINDINGS(regalia_sovereign) {
  using regalia::sovereign::SovereignGame;
  emscripten::class_<SovereignGame>("SovereignGame")
      .constructor<>()
      .function("setPosition", &SovereignGame::setPosition)
      .function("position", &SovereignGame::position)
      .function("turn", &SovereignGame::turn)
      .function("inCheck", &SovereignGame::inCheck)
      .function("legalMoves", &SovereignGame::legalMoves)
      .function("play", &SovereignGame::play)
      .function("undo", &SovereignGame::undo)
      .function("canSwap", &SovereignGame::canSwap)
      .function("persons", &SovereignGame::persons)
      .function("status", &SovereignGame::status)
      .function("board", &SovereignGame::board)
      .function("armies", &SovereignGame::armies)
      .function("defections", &SovereignGame::defections)
      .function("perft", &SovereignGame::perft)
      .function("think", &SovereignGame::think)
      .function("newSearch", &SovereignGame::newSearch);
}
