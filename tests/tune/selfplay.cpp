// Training games for the SHOWGIT evaluation: our own engine plays itself at a small node count
// (drawn per move, so replays of one opening differ) from the book openings of
// tests/match/book.txt plus two random plies; the rules core referees (repetition, perpetual
// check, mate) and a game whose score stays beyond ±3000 for four plies is adjudicated.
// Each game is one JSON line: { first, moves, scores, result, reason } where scores[i] is the
// search score (side to move's view, mates as ±30000) before moves[first + i] and result is
// 1 / 0.5 / 0 from the first player's view. tests/tune/tune.cpp learns from these lines.
//
//   regalia_selfplay <book.txt> <out.jsonl> [--games N] [--nodes N] [--threads N] [--seed N]
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "core/common/prng.h"
#include "core/showgit/game.h"
#include "core/showgit/movegen.h"
#include "core/showgit/search_adapter.h"
#include "core/showgit/usi.h"

using namespace regalia;
using namespace regalia::showgit;

namespace {

struct Options {
  int games = 1000;
  int nodes = 5000;
  int threads = 2;
  int max_plies = 320;
  uint64_t seed = 1;
};

std::string play_one(const std::vector<std::string>& opening, Engine& engine, Prng& rng, const Options& o) {
  Game game;
  std::vector<std::string> moves;
  for (const std::string& m : opening)
    if (game.play(m)) return "";
    else moves.push_back(m);
  for (int i = 0; i < 2; ++i) {
    MoveList list;
    generate_legal(game.position(), list);
    if (list.size() == 0) return "";
    const Move m = list[size_t(rng.below(uint32_t(list.size())))];
    game.play(m);
    moves.push_back(to_usi(m));
  }
  const size_t first = moves.size();
  std::vector<int> scores;
  engine.new_game();
  double result = 0.5;
  std::string reason = "ply-limit";
  int decided = 0;  // consecutive plies with |score| >= 3000
  while (int(moves.size()) < o.max_plies) {
    engine.set_position("startpos", moves);
    search::Limits lim;
    lim.nodes = uint64_t(o.nodes / 2 + rng.below(uint32_t(o.nodes)));
    const search::Result r = engine.think(lim);
    const bool black = game.position().side_to_move() == BLACK;
    int score = r.score;
    if (search::is_mate_score(score)) score = score > 0 ? 30000 : -30000;
    if (!r.best_move) break;  // cannot happen: the game would be over
    decided = std::abs(score) >= 3000 ? decided + 1 : 0;
    if (decided >= 4) {
      result = (score > 0) == black ? 1 : 0;
      reason = "adjudicated";
      break;
    }
    const std::string mv = Engine::move_string(r.best_move);
    scores.push_back(score);
    moves.push_back(mv);
    if (game.play(mv)) return "";
    const Status st = game.status();
    if (st.over()) {
      reason = st.reason;
      result = st.winner == 1 ? 1 : st.winner == 2 ? 0 : 0.5;
      break;
    }
  }
  std::ostringstream s;
  s << "{\"first\":" << first << ",\"moves\":[";
  for (size_t i = 0; i < moves.size(); ++i) s << (i ? ",\"" : "\"") << moves[i] << '"';
  s << "],\"scores\":[";
  for (size_t i = 0; i < scores.size(); ++i) s << (i ? "," : "") << scores[i];
  s << "],\"result\":" << result << ",\"reason\":\"" << reason << "\"}";
  return s.str();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: regalia_selfplay <book.txt> <out.jsonl> [--games N] [--nodes N] [--threads N] [--seed N]\n");
    return 2;
  }
  Options o;
  for (int i = 3; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    const long v = std::atol(argv[i + 1]);
    if (a == "--games") o.games = int(v);
    else if (a == "--nodes") o.nodes = int(v);
    else if (a == "--threads") o.threads = int(v);
    else if (a == "--seed") o.seed = uint64_t(v);
  }
  std::vector<std::vector<std::string>> book;
  {
    std::ifstream in(argv[1]);
    std::string line;
    while (std::getline(in, line)) {
      std::istringstream words(line);
      std::vector<std::string> w;
      for (std::string m; words >> m;) w.push_back(m);
      if (!w.empty()) book.push_back(w);
    }
  }
  if (book.empty()) book.push_back({});
  std::ofstream out(argv[2], std::ios::app);
  std::mutex mu;
  std::atomic<int> next{0}, done{0};
  std::vector<std::thread> pool;
  for (int t = 0; t < o.threads; ++t)
    pool.emplace_back([&, t] {
      Engine engine(16);
      for (int g = next++; g < o.games; g = next++) {
        Prng rng(o.seed * 1000003 + uint64_t(g));
        const std::string line = play_one(book[rng.below(uint32_t(book.size()))], engine, rng, o);
        if (line.empty()) continue;
        std::lock_guard<std::mutex> lock(mu);
        out << line << '\n';
        out.flush();
        if (++done % 100 == 0) std::printf("%d games\n", done.load());
        std::fflush(stdout);
        (void)t;
      }
    });
  for (std::thread& th : pool) th.join();
  std::printf("%d games appended to %s\n", done.load(), argv[2]);
  return 0;
}
