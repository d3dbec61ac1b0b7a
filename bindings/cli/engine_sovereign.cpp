// `regalia engine sovereign`: Sovereign Chess's side of the engine protocol (the loop is
// engine_loop.h; docs/ai.md "Engine protocols"): `position startpos|scfen <SCFEN> [moves ...]`,
// its options (SwapThreshold, MaterialOnly), the pie rule before a search (`bestmove swap`) and
// the `pie` command.
#include <array>
#include <atomic>
#include <cstdlib>
#include <sstream>
#include <string>

#include "bindings/cli/commands.h"
#include "bindings/cli/engine_loop.h"
#include "core/sovereign/rules/game.h"
#include "core/sovereign/ai/pie_rule.h"
#include "core/sovereign/ai/score_scale.h"
#include "core/sovereign/ai/search_adapter.h"

namespace regalia::cli {

namespace {

class SovereignProtocol {
 public:
  using Engine = sovereign::Engine;
  using Game = sovereign::Game;
  static constexpr const char* kName = "regalia-sovereign";
  static constexpr search::ScoreScale kScoreScale = sovereign::kScoreScale;  // cp as searched, mates in moves
  // Every token up to `moves` is the SCFEN; "sfen" is accepted for "scfen". A `swap` among the
  // moves is skipped by the engine.
  static constexpr std::array<const char*, 2> kPositionKeywords{"scfen", "sfen"};
  static std::string start_text() { return sovereign::kStartScfen; }

  explicit SovereignProtocol(size_t hash_mb) : engine(hash_mb) {}
  Engine engine;

  void print_options() const {
    out("option name SwapThreshold type spin default 0 min -10000 max 10000");
    out("option name MaterialOnly type check default false");
  }
  void set_option(const std::string& name, const std::string& value) {
    if (name == "MaterialOnly") engine.set_material_only(value == "true");
    else if (name == "SwapThreshold") swap_threshold_ = std::atoi(value.c_str());
  }
  // The pie choice needs the game, not only the board.
  void on_position(const PositionCommand& cmd) { game_ = cmd; }
  // A timed search first settles the pie rule when the rules offer it; the move search after it
  // gets what is left of the move's time (pie_rule.h).
  bool answer_before_search(GoCommand& go, std::atomic<bool>& stop) {
    if (go.infinite || go.mate) return false;
    search::Hooks hooks;
    hooks.stop = &stop;
    const sovereign::PieChoice pie =
        sovereign::choose_pie(engine, game_.position, game_.moves, go.limits, swap_threshold_, hooks);
    go.limits.overhead_ms += pie.time_ms;
    if (pie.offered) out("info string pie score " + std::to_string(sovereign::to_centipawns(pie.score)) + (pie.swap ? " swap" : " keep"));
    if (!pie.swap) return false;
    out("bestmove swap");
    return true;
  }
  // `pie [movetime <ms>|depth <n>|nodes <n>]`: the pie decision alone for the current position
  // (1 s by default): "pie swap|keep score <cp>".
  bool command(const std::string& word, std::istringstream& in) {
    if (word != "pie") return false;
    search::Limits lim;
    lim.movetime_ms = 1000;
    std::string tok;
    while (in >> tok)
      if (tok == "movetime" || tok == "depth" || tok == "nodes") {
        std::string v;
        in >> v;
        if (tok == "movetime") lim.movetime_ms = std::atof(v.c_str());
        else if (tok == "depth") lim.depth = std::atoi(v.c_str()), lim.movetime_ms = 0;
        else lim.nodes = std::strtoull(v.c_str(), nullptr, 10), lim.movetime_ms = 0;
      }
    const sovereign::PieChoice pie = sovereign::decide_pie(engine, lim, swap_threshold_);
    out(std::string("pie ") + (pie.swap ? "swap" : "keep") + " score " + std::to_string(sovereign::to_centipawns(pie.score)));
    return true;
  }

  static Error set_referee_start(Game& game, const std::string& scfen) { return game.set_scfen(scfen); }
  // "status <reason|none> winner <0|1|2>" (winner: 1 = P1/White side, 2 = P2, 0 = none)
  static std::string referee_result(const Game& game) {
    const GameStatus st = game.status();
    return "status " + (st.over() ? st.reason : std::string("none")) + " winner " + std::to_string(st.winner);
  }
  static std::string position_text(const Engine& engine) { return engine.position().scfen(); }
  static int static_eval(const Engine& engine) { return sovereign::evaluate(engine.position()); }

 private:
  PositionCommand game_;  // the last position accepted: start text and moves
  int swap_threshold_ = 0;
};

}  // namespace

int sovereign_engine() { return run_engine_protocol<SovereignProtocol>(); }

}  // namespace regalia::cli
