// Training positions for a learned SHOWGIT evaluation: self-play of today's engine at a fixed node
// count, each quiet position written with the search's score and the game's result (docs/ai.md,
// "A learned evaluation (king tables)").
//
//   gen_positions --games N [--nodes K] [--seed S] [--random-plies R] > FILE
//
// A game opens with R plies (default 10) in which each move is, one time in four, a random legal
// move, else the engine's; then the engine plays both sides at K nodes a move (default 8,000). The
// game ends by the rules (mate, repetition, perpetual check), at 320 plies (a draw), or once the
// search has scored the game at 3,000 or more for the same side on four moves in a row (that
// side wins). Positions written: after the opening, not in check, and the move chosen neither a
// capture nor a promotion, the score not a mate score. One line each, tab-separated:
//   SFEN  score (side to move's view)  result (side to move's view: 1 win, 0 loss, 0.5 draw)
// Each seed gives its own games, so runs side by side (one a core) take different seeds.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "core/common/prng.h"
#include "core/search/types.h"
#include "core/showgit/ai/search_adapter.h"
#include "core/showgit/rules/game.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/usi.h"

using namespace regalia;
using namespace regalia::showgit;

namespace {

constexpr int kMaxPlies = 320;
constexpr int kAdjudicate = 3000;
constexpr int kAdjudicateMoves = 4;

struct Pending {
  std::string sfen;
  int score;
  int mover;  // 1 first player, 2 second
};

long arg_number(int argc, char** argv, const char* name, long fallback) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], name) == 0) {
      char* end = nullptr;
      const long v = std::strtol(argv[i + 1], &end, 10);
      if (!end || *end || v < 0) {
        std::fprintf(stderr, "gen_positions: %s wants a number, got '%s'\n", name, argv[i + 1]);
        std::exit(2);
      }
      return v;
    }
  return fallback;
}

}  // namespace

int main(int argc, char** argv) {
  const long games = arg_number(argc, argv, "--games", 0);
  const long nodes = arg_number(argc, argv, "--nodes", 8000);
  const long seed = arg_number(argc, argv, "--seed", 1);
  const long random_plies = arg_number(argc, argv, "--random-plies", 10);
  if (games <= 0 || nodes <= 0) {
    std::fprintf(stderr, "usage: gen_positions --games N [--nodes K] [--seed S] [--random-plies R] > FILE\n");
    return 2;
  }
  Prng rng(uint64_t(seed) * 0x9E3779B97F4A7C15ULL + 12345);
  Engine engine(16);
  long written = 0;
  for (long g = 0; g < games; ++g) {
    Game game;
    std::vector<std::string> moves;
    std::vector<Pending> pending;
    engine.new_game();
    int winner = 0;  // 0 draw, 1 first player, 2 second
    int streak_side = 0, streak = 0;
    for (int ply = 0;; ++ply) {
      const GameStatus st = game.status();
      if (st.over()) {
        winner = st.winner;
        break;
      }
      if (ply >= kMaxPlies) break;
      const Position& pos = game.position();
      const int mover = pos.side_to_move() == kBlack ? 1 : 2;
      Move chosen;
      if (ply < random_plies && rng.below(4) == 0) {
        MoveList list;
        generate_legal(pos, list);
        chosen = list.begin()[rng.below(uint32_t(list.size()))];
      } else {
        if (engine.set_position("startpos", moves)) {
          std::fprintf(stderr, "gen_positions: the engine refused its own game\n");
          return 1;
        }
        search::Limits lim;
        lim.nodes = uint64_t(nodes);
        const search::Result r = engine.think(lim);
        chosen = SearchAdapter::from_raw(r.best_move);
        // Adjudication: the same side scored winning on consecutive moves.
        const int winning = r.score >= kAdjudicate ? mover : r.score <= -kAdjudicate ? 3 - mover : 0;
        if (winning && winning == streak_side) {
          if (++streak >= kAdjudicateMoves) {
            winner = winning;
            break;
          }
        } else {
          streak_side = winning;
          streak = winning ? 1 : 0;
        }
        const bool quiet = !pos.in_check() && !chosen.promotes() && (chosen.is_drop() || !pos.piece_on(chosen.to()));
        if (ply >= random_plies && quiet && !search::is_mate_score(r.score))
          pending.push_back({pos.sfen(), r.score, mover});
      }
      moves.push_back(SearchAdapter::move_text(chosen));
      game.play(chosen);
    }
    for (const Pending& p : pending) {
      const char* result = winner == 0 ? "0.5" : winner == p.mover ? "1" : "0";
      std::printf("%s\t%d\t%s\n", p.sfen.c_str(), p.score, result);
    }
    written += long(pending.size());
    std::fflush(stdout);
    if ((g + 1) % 100 == 0) std::fprintf(stderr, "gen_positions: %ld games, %ld positions\n", g + 1, written);
  }
  return 0;
}
