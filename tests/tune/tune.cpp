// Learns the tables of the SHOWGIT evaluation (core/showgit/eval_features.h) from positions
// scored by a stronger engine (tests/tune/label_fsf.mjs) and writes core/showgit/eval_weights.cpp.
//
//   regalia_tune <labels.tsv>... [--epochs 300] [--scale 400] [--tempo T]
//                [--fixed-scales] [--out core/showgit/eval_weights.cpp]
//
// Distillation in Texel's form: the teacher's score t (side to move's view) becomes a target
// y = sigmoid(t / scale); our evaluation e predicts it through sigmoid(e / K), K fitted on the
// evaluation as it stands. The tables, the multipliers of the hand-made terms and the tempo are
// learned by full-batch Adam on the mean squared error plus a small L2 penalty. Only quiet
// positions are used: not in check, the teacher's move neither captures nor promotes, and its
// score within +-3000. Positions of one game in twenty (by the game's first 30 moves) are held
// out to report the loss on positions the tuner did not learn from.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/showgit/eval.h"
#include "core/showgit/eval_features.h"
#include "core/showgit/eval_weights.h"
#include "core/showgit/position.h"
#include "core/showgit/usi.h"

using namespace regalia::showgit;

namespace {

struct Sample {
  float t;          // teacher's score, side to move's view
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

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i <= s.size()) {
    const size_t j = s.find(sep, i);
    out.push_back(s.substr(i, (j == std::string_view::npos ? s.size() : j) - i));
    if (j == std::string_view::npos) break;
    i = j + 1;
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  int epochs = 300;
  double scale = 400, l2 = 1e-7, rate = 1.0, tempo = -1;
  bool fixed_scales = false;
  std::string out = "core/showgit/eval_weights.cpp";
  std::vector<std::string> inputs;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--fixed-scales") {
      fixed_scales = true;
    } else if (a.rfind("--", 0) == 0 && i + 1 < argc) {
      const char* v = argv[++i];
      if (a == "--epochs") epochs = std::atoi(v);
      else if (a == "--scale") scale = std::atof(v);
      else if (a == "--l2") l2 = std::atof(v);
      else if (a == "--rate") rate = std::atof(v);
      else if (a == "--tempo") tempo = std::atof(v);
      else if (a == "--out") out = v;
    } else {
      inputs.push_back(a);
    }
  }
  if (inputs.empty()) {
    std::fprintf(stderr, "usage: regalia_tune <labels.tsv>... [--epochs N] [--scale S] [--l2 X] [--rate R] [--tempo T] [--fixed-scales] [--out FILE]\n");
    return 2;
  }

  // 1. Quiet positions with their teacher scores.
  Data data;
  size_t lines = 0;
  for (const std::string& file : inputs) {
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) {
      const auto cols = split(line, '\t');
      if (cols.size() < 3) continue;
      ++lines;
      const int score = std::atoi(std::string(cols[1]).c_str());
      if (std::abs(score) >= 3000) continue;
      const auto moves = split(cols[0], ' ');
      uint64_t game = 1469598103934665603ULL;  // FNV-1a of the first 30 moves: the hold-out key
      Position pos;
      bool ok = true;
      for (size_t i = 0; i < moves.size() && ok; ++i) {
        if (moves[i].empty()) continue;
        if (i < 30)
          for (char ch : moves[i]) game = (game ^ uint8_t(ch)) * 1099511628211ULL;
        Move m;
        if (parse_usi_move(pos, moves[i], m)) ok = false;
        else pos.do_move(m);
      }
      Move best;
      if (!ok || pos.in_check() || parse_usi_move(pos, cols[2], best)) continue;
      if (best.promotes() || (!best.is_drop() && pos.piece_on(best.to()))) continue;
      Sample s;
      s.t = float(score);
      s.stm = pos.side_to_move() == BLACK ? 1 : -1;
      const EvalTerms t = evaluate_terms(pos);
      s.material = t.material;
      s.ks = t.king_safety;
      s.hd = t.hand_danger;
      s.sh = t.shelter;
      s.begin = uint32_t(data.feat.size());
      AttackMaps maps;
      attack_maps(pos, maps);
      features::for_each(pos, maps, [&](int index, int sign) { data.feat.push_back(index * 2 + (sign < 0)); });
      s.end = uint32_t(data.feat.size());
      (game % 20 == 0 ? data.valid : data.train).push_back(s);
    }
  }
  for (auto* set : {&data.train, &data.valid})
    for (Sample& s : *set) s.y = float(sigmoid(s.t / scale));
  std::printf("%zu labelled positions: %zu training and %zu held-out quiet ones, %zu features\n", lines,
              data.train.size(), data.valid.size(), data.feat.size());
  if (data.train.empty() || data.valid.empty()) return 1;
  auto fit = [](auto loss) {
    double best = 0, best_k = 0;
    for (double k = 50; k <= 5000; k += 10) {
      const double l = loss(k);
      if (best_k == 0 || l < best) best = l, best_k = k;
    }
    return best_k;
  };

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
  std::vector<double> start_eval;
  for (const Sample& s : data.train) start_eval.push_back(eval(s));
  const double K = fit([&](double k) {
    double l = 0;
    for (size_t i = 0; i < data.train.size(); ++i) l += std::pow(sigmoid(start_eval[i] / k) - data.train[i].y, 2);
    return l;
  });
  std::printf("teacher scale %.0f, K %.0f (our evaluation scale)\n", scale, K);
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
  if (tempo >= 0) w[n + 3] = tempo, step[n + 3] = 0;  // --tempo: fixed, not learned
  if (fixed_scales) step[n] = step[n + 1] = step[n + 2] = 0;  // --fixed-scales: only the tables
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
  std::fprintf(f, "// Written by tests/tune/tune.cpp from %zu quiet positions scored by fairy-stockfish (scale %.0f,\n"
                  "// %d epochs; held-out loss %.6f). Do not edit by hand: see docs/ai.md, \"Tuning the evaluation\".\n",
               data.train.size(), scale, epochs, loss(data.valid));
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
