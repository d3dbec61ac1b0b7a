// Learns the tables of the SHOWGIT evaluation (core/showgit/eval_features.h) from training games
// (tests/tune/selfplay.cpp) and writes core/showgit/eval_weights.cpp.
//
//   regalia_tune <games.jsonl> [--epochs 300] [--lambda 0.5] [--out core/showgit/eval_weights.cpp]
//
// Texel-style: the evaluation e (side to move's view) predicts the outcome through
// sigmoid(e / K); the target mixes the game result with the training engine's own score,
// y = lambda * result + (1 - lambda) * sigmoid(score / Kscore). K and Kscore are fitted first
// (K on the evaluation as it stands), then the tables, the multipliers of the hand-made terms and
// the tempo are learned by full-batch Adam on the mean squared error plus a small L2 penalty.
// Only quiet positions are used: not in check, the engine's move neither captures nor promotes,
// and the engine's score within ±2500. One game in twenty is held out to report the loss on
// positions the tuner did not learn from.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "core/showgit/eval.h"
#include "core/showgit/eval_features.h"
#include "core/showgit/eval_weights.h"
#include "core/showgit/position.h"
#include "core/showgit/usi.h"

using namespace regalia::showgit;

namespace {

struct Sample {
  float y;          // target, side to move's view
  int8_t stm;       // +1 first player to move, -1 second
  int material;     // first player's view
  int ks, hd, sh;   // hand-made terms, first player's view
  uint32_t begin;   // features [begin, end) in Data::feat
  uint32_t end;
};

struct Data {
  std::vector<Sample> train, valid;
  std::vector<int32_t> feat;  // index * 2 + (sign < 0)
};

// Minimal reader for the lines regalia_selfplay writes.
bool read_game(const std::string& line, int& first, std::vector<std::string>& moves, std::vector<int>& scores,
               double& result) {
  auto field = [&](const char* name) -> size_t {
    const size_t p = line.find(std::string("\"") + name + "\":");
    return p == std::string::npos ? p : p + std::string(name).size() + 3;
  };
  size_t p = field("first"), q = field("moves"), r = field("scores"), t = field("result");
  if (p == std::string::npos || q == std::string::npos || r == std::string::npos || t == std::string::npos) return false;
  first = std::atoi(line.c_str() + p);
  result = std::atof(line.c_str() + t);
  moves.clear();
  scores.clear();
  for (size_t i = q + 1; line[i] != ']';) {
    const size_t a = line.find('"', i), b = line.find('"', a + 1);
    moves.push_back(line.substr(a + 1, b - a - 1));
    i = b + 1;
    if (line[i] == ',') ++i;
  }
  for (size_t i = r + 1; line[i] != ']';) {
    char* end;
    scores.push_back(int(std::strtol(line.c_str() + i, &end, 10)));
    i = size_t(end - line.c_str());
    if (line[i] == ',') ++i;
  }
  return true;
}

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

struct Raw {  // a quiet position before its target is known
  double result;  // side to move's view
  int score;      // side to move's view
  Sample s;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: regalia_tune <games.jsonl> [--epochs N] [--lambda L] [--out FILE]\n");
    return 2;
  }
  int epochs = 300;
  double lambda = 0.5, l2 = 1e-7, rate = 1.0;
  std::string out = "core/showgit/eval_weights.cpp";
  for (int i = 2; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--epochs") epochs = std::atoi(argv[i + 1]);
    else if (a == "--lambda") lambda = std::atof(argv[i + 1]);
    else if (a == "--l2") l2 = std::atof(argv[i + 1]);
    else if (a == "--rate") rate = std::atof(argv[i + 1]);
    else if (a == "--out") out = argv[i + 1];
  }

  // 1. Quiet positions from the games.
  Data data;
  std::vector<Raw> raw_train, raw_valid;
  std::ifstream in(argv[1]);
  std::string line;
  std::vector<std::string> moves;
  std::vector<int> scores;
  int games = 0;
  while (std::getline(in, line)) {
    int first;
    double result;
    if (!read_game(line, first, moves, scores, result)) continue;
    ++games;
    auto& dest = games % 20 == 0 ? raw_valid : raw_train;
    Position pos;
    bool ok = true;
    for (size_t i = 0; i < moves.size() && ok; ++i) {
      Move m;
      if (parse_usi_move(pos, moves[i], m)) {
        ok = false;
        break;
      }
      const long k = long(i) - first;
      if (k >= 0 && k < long(scores.size()) && !pos.in_check() && std::abs(scores[k]) < 2500 && !m.promotes() &&
          (m.is_drop() || !pos.piece_on(m.to()))) {
        Raw r;
        const bool black = pos.side_to_move() == BLACK;
        r.result = black ? result : 1 - result;
        r.score = scores[k];
        r.s.stm = black ? 1 : -1;
        const EvalTerms t = evaluate_terms(pos);
        r.s.material = t.material;
        r.s.ks = t.king_safety;
        r.s.hd = t.hand_danger;
        r.s.sh = t.shelter;
        r.s.begin = uint32_t(data.feat.size());
        features::for_each(pos, [&](int index, int sign) { data.feat.push_back(index * 2 + (sign < 0)); });
        r.s.end = uint32_t(data.feat.size());
        dest.push_back(r);
      }
      pos.do_move(m);
    }
  }
  std::printf("%d games, %zu training and %zu held-out quiet positions, %zu features\n", games, raw_train.size(),
              raw_valid.size(), data.feat.size());
  if (raw_train.empty()) return 1;

  // 2. Kscore: the training engine's score against the results.
  auto fit = [](auto loss) {
    double best = 0, best_k = 0;
    for (double k = 50; k <= 5000; k += 10) {
      const double l = loss(k);
      if (best_k == 0 || l < best) best = l, best_k = k;
    }
    return best_k;
  };
  const double kscore = fit([&](double k) {
    double l = 0;
    for (const Raw& r : raw_train) l += std::pow(sigmoid(r.score / k) - r.result, 2);
    return l;
  });
  for (auto* v : {&raw_train, &raw_valid}) {
    auto& dest = v == &raw_train ? data.train : data.valid;
    for (Raw& r : *v) {
      r.s.y = float(lambda * r.result + (1 - lambda) * sigmoid(r.score / kscore));
      dest.push_back(r.s);
    }
  }

  // 3. Parameters: tables, then the multipliers and tempo (as floats, starting from the current file).
  const int n = features::kCount;
  std::vector<double> w(n + 4);
  for (int i = 0; i < n; ++i) w[i] = kEvalWeights[i];
  w[n] = kEvalScales.king_safety / 64.0;
  w[n + 1] = kEvalScales.hand_danger / 64.0;
  w[n + 2] = kEvalScales.shelter / 64.0;
  w[n + 3] = kEvalScales.tempo;
  auto eval = [&](const Sample& s) {
    double v = s.material + w[n] * s.ks + w[n + 1] * s.hd + w[n + 2] * s.sh;
    for (uint32_t j = s.begin; j < s.end; ++j) {
      const int32_t f = data.feat[j];
      v += (f & 1) ? -w[f >> 1] : w[f >> 1];
    }
    return s.stm * v + w[n + 3];
  };
  const double K = fit([&](double k) {
    double l = 0;
    for (const Sample& s : data.train) l += std::pow(sigmoid(eval(s) / k) - s.y, 2);
    return l;
  });
  std::printf("Kscore %.0f (engine score scale), K %.0f (our evaluation scale), lambda %.2f\n", kscore, K, lambda);
  auto loss = [&](const std::vector<Sample>& set) {
    double l = 0;
    for (const Sample& s : set) l += std::pow(sigmoid(eval(s) / K) - s.y, 2);
    return l / double(set.size());
  };
  std::printf("start: train loss %.6f, held-out loss %.6f\n", loss(data.train), loss(data.valid));

  // 4. Full-batch Adam. Step sizes in evaluation units (tables) and in multiplier units.
  std::vector<double> g(w.size()), m1(w.size()), m2(w.size());
  std::vector<double> step(w.size(), 2.0 * rate);
  for (int i = n; i < n + 3; ++i) step[i] = 0.01 * rate;
  step[n + 3] = 1.0 * rate;
  const double b1 = 0.9, b2 = 0.999;
  for (int e = 1; e <= epochs; ++e) {
    std::fill(g.begin(), g.end(), 0.0);
    for (const Sample& s : data.train) {
      const double p = sigmoid(eval(s) / K);
      const double d = 2 * (p - s.y) * p * (1 - p) / K;  // d loss / d eval (side to move's view)
      const double db = d * s.stm;                       // ... / d eval (first player's view)
      for (uint32_t j = s.begin; j < s.end; ++j) {
        const int32_t f = data.feat[j];
        g[f >> 1] += (f & 1) ? -db : db;
      }
      g[n] += db * s.ks;
      g[n + 1] += db * s.hd;
      g[n + 2] += db * s.sh;
      g[n + 3] += d;
    }
    const double inv = 1.0 / double(data.train.size());
    for (size_t i = 0; i < w.size(); ++i) {
      const double gi = g[i] * inv + (int(i) < n ? 2 * l2 * w[i] : 0);
      m1[i] = b1 * m1[i] + (1 - b1) * gi;
      m2[i] = b2 * m2[i] + (1 - b2) * gi * gi;
      const double mh = m1[i] / (1 - std::pow(b1, e)), vh = m2[i] / (1 - std::pow(b2, e));
      w[i] -= step[i] * mh / (std::sqrt(vh) + 1e-12);
    }
    if (e % 25 == 0 || e == epochs)
      std::printf("epoch %d: train loss %.6f, held-out loss %.6f, scales %.2f %.2f %.2f tempo %.1f\n", e,
                  loss(data.train), loss(data.valid), w[n], w[n + 1], w[n + 2], w[n + 3]);
  }

  // 5. Write the weights.
  FILE* f = std::fopen(out.c_str(), "w");
  if (!f) {
    std::perror(out.c_str());
    return 1;
  }
  auto clamp16 = [](double x) { return int(std::lround(std::clamp(x, -32000.0, 32000.0))); };
  std::fprintf(f, "// Written by tests/tune/tune.cpp from %d games (%zu quiet positions, lambda %.2f, %d epochs;\n"
                  "// held-out loss %.6f). Do not edit by hand: see docs/ai.md, \"Tuning the evaluation\".\n",
               games, data.train.size(), lambda, epochs, loss(data.valid));
  std::fprintf(f, "#include \"core/showgit/eval_weights.h\"\n\nnamespace regalia::showgit {\n\n");
  std::fprintf(f, "const EvalScales kEvalScales = {%d, %d, %d, %d};\n\n", clamp16(w[n] * 64), clamp16(w[n + 1] * 64),
               clamp16(w[n + 2] * 64), clamp16(w[n + 3]));
  std::fprintf(f, "const int16_t kEvalWeights[features::kCount] = {");
  for (int i = 0; i < n; ++i) std::fprintf(f, "%s%d,", i % 20 == 0 ? "\n    " : " ", clamp16(w[i]));
  std::fprintf(f, "\n};\n\n}  // namespace regalia::showgit\n");
  std::fclose(f);
  std::printf("wrote %s\n", out.c_str());
  return 0;
}
