// `regalia usi`: SHOWGIT's side of the engine protocol (the loop is engine_loop.h): its options
// (Impasse, RootMate, EvalFile), `go mate` answered by the tsume solver, and the impasse
// declaration.
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include "bindings/cli/commands.h"
#include "bindings/cli/engine_loop.h"
#include "core/showgit/rules/game.h"
#include "core/showgit/tsume/mate_search.h"
#include "core/showgit/ai/score_scale.h"
#include "core/showgit/ai/search_adapter.h"
#include "core/showgit/rules/usi.h"

namespace regalia::cli {

namespace {

constexpr size_t kMateTableMb = 32;  // the tsume solver's table, apart from USI_Hash

// `go mate <ms>|infinite`: the df-pn solver, answered per USI with `checkmate <moves>`,
// `checkmate nomate` (proven) or `checkmate timeout` (time, stop or the solver's limits).
void solve_mate(const showgit::Position& pos, showgit::MateSearch& solver, const GoCommand& go,
                std::atomic<bool>& stop) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  const double budget_ms = go.infinite ? 0 : go.limits.movetime_ms;  // 0: until stop
  auto elapsed_ms = [&start] { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); };
  showgit::MateLimits limits;
  limits.shortest = true;
  limits.should_stop = [&] { return stop.load() || (budget_ms > 0 && elapsed_ms() >= budget_ms); };
  const showgit::MateResult r = solver.solve(pos, limits);
  const double ms = elapsed_ms();
  out("info nodes " + std::to_string(r.nodes) + " nps " + std::to_string(uint64_t(r.nodes * 1000.0 / std::max(ms, 1.0))) +
      " time " + std::to_string(int64_t(ms)));
  if (r.outcome == showgit::MateOutcome::kMate) {
    std::string s = "checkmate";
    for (showgit::Move m : r.pv) (s += ' ') += showgit::to_usi(m);
    out(s);
  } else {
    out(r.outcome == showgit::MateOutcome::kNoMate ? "checkmate nomate" : "checkmate timeout");
  }
}

class ShowgitProtocol {
 public:
  using Engine = showgit::Engine;
  using Game = showgit::Game;
  static constexpr const char* kName = "regalia";
  static constexpr search::ScoreScale kScoreScale = showgit::kScoreScale;  // cp x 100 / 90, mates in plies
  static constexpr std::array<const char*, 1> kPositionKeywords{"sfen"};
  static std::string start_text() { return showgit::kStartSfen; }

  explicit ShowgitProtocol(size_t hash_mb) : engine(hash_mb) {}
  Engine engine;

  void print_options() const {
    out("option name Impasse type check default false");
    out("option name RootMate type check default true");
    out("option name EvalFile type string default <empty>");
  }
  void set_option(const std::string& name, const std::string& value) {
    if (name == "Impasse" || name == "EnteringKingRule") impasse_ = value == "true" || value == "CSARule27";
    else if (name == "RootMate") engine.set_root_mate(value != "false");
    else if (name == "EvalFile") load_eval_file(value);
  }
  void on_position(const PositionCommand&) {}
  bool answer_before_search(const GoCommand& go, std::atomic<bool>& stop) {
    if (go.mate) {
      solve_mate(engine.position(), solver_, go, stop);
      return true;
    }
    if (impasse_ && showgit::can_declare_impasse(engine.position())) {
      out("bestmove win");
      return true;
    }
    return false;
  }
  bool command(const std::string&, std::istringstream&) { return false; }

  static Error set_referee_start(Game& game, const std::string& sfen) { return game.set_sfen(sfen); }
  // "status <reason|none> winner <0|1|2> sfen <SFEN>"
  static std::string referee_result(const Game& game) {
    const GameStatus st = game.status();
    return "status " + (st.over() ? st.reason : std::string("none")) + " winner " + std::to_string(st.winner) +
           " sfen " + game.position().sfen();
  }
  static std::string position_text(const Engine& engine) { return engine.position().sfen(); }
  static int static_eval(const Engine& engine) { return engine.evaluate(); }

 private:
  // Learned king tables from a file (docs/ai.md, "A learned evaluation (king tables)"); an empty
  // value or <empty> goes back to the built-in evaluation. A file that cannot be read or is not a
  // table leaves the evaluation as it was and says so.
  void load_eval_file(const std::string& path) {
    if (path.empty() || path == "<empty>") {
      engine.clear_king_tables();
      return;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in.is_open()) {
      out("info string EvalFile: cannot open " + path);
      return;
    }
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (Error e = engine.load_king_tables(bytes)) out("info string EvalFile: " + e.message);
    else out("info string EvalFile: king tables from " + path);
  }

  showgit::MateSearch solver_{kMateTableMb};
  bool impasse_ = false;  // declare the 27-point impasse win when valid ("bestmove win")
};

}  // namespace

int showgit_usi() { return run_engine_protocol<ShowgitProtocol>(); }

}  // namespace regalia::cli
