// Fits king-relative piece tables (core/showgit/ai/king_tables.h) on top of today's evaluation,
// from the positions gen_positions writes (docs/ai.md, "A learned evaluation (king tables)").
//
//   fit_king_tables [--lambda L] [--epochs E] [--lr A] [--l2 X] [--step S] [--tables FILE]
//                   [--out FILE] DATA...
//
// Model: the side to move's evaluation = evaluate(pos) + the tables' value for its king's view
// minus the other king's. Each board weight is the sum of three parts fitted together: its own,
// one shared by every king square (piece and square alone) and one by the piece's place relative
// to the king, so that a king square seen rarely still gets the shape of the common ones; hand
// weights have their own part and one shared by every king square. The target of each position
// is L x sigmoid(search score / K) + (1 - L) x the game's result (default L 0.7), the loss the
// cross-entropy of sigmoid(evaluation / K), K fitted first on the search scores against the
// results (the evaluation's own K and loss against the results are printed beside it, a measure
// of which of the two predicts the results better). Adam on minibatches, L2 on every part. The
// last 5 % of each file (its last games) is held out: the tool prints the held-out loss before
// and after against the target and against the result alone. --out writes the summed weights,
// times --step (default 1), in centipawns. --tables starts from a table file's weights; with
// --epochs 0 nothing is fitted and every position is scored: how well those tables predict other
// data (positions another engine labelled).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "core/showgit/ai/eval.h"
#include "core/showgit/ai/king_tables.h"
#include "core/showgit/rules/position.h"

using namespace regalia::showgit;
namespace kf = king_features;

namespace {

constexpr int kAbs = kf::kKinds * 81 + 14 * kf::kHandCounts;  // shared by every king square
constexpr int kRel = kf::kKinds * 17 * 17;                     // by the place relative to the king
constexpr int kParams = kf::kCount + kAbs + kRel;

struct Sample {
  float base, score, result;
  uint32_t first, count;  // into the feature list; the sign in bit 31 (set: the other king's view)
  bool held;
};

std::vector<int> g_abs, g_rel;  // for each feature, its shared parts (-1: none)

void build_parts() {
  g_abs.assign(kf::kCount, -1);
  g_rel.assign(kf::kCount, -1);
  for (int f = 0; f < kf::kCount; ++f) {
    const kf::Parts p = kf::parts(f);
    if (p.hand) {
      g_abs[f] = kf::kCount + kf::kKinds * 81 + p.kind * kf::kHandCounts + p.count;
      continue;
    }
    g_abs[f] = kf::kCount + p.kind * 81 + p.square;
    const int df = p.square / 9 - p.king / 9 + 8, dr = p.square % 9 - p.king % 9 + 8;
    g_rel[f] = kf::kCount + kAbs + (p.kind * 17 + df) * 17 + dr;
  }
}

double sigmoid(double v) { return 1 / (1 + std::exp(-v)); }
double cross_entropy(double p, double t) {
  p = std::min(std::max(p, 1e-7), 1 - 1e-7);
  return -(t * std::log(p) + (1 - t) * std::log(1 - p));
}

const char* arg(int argc, char** argv, const char* name) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], name) == 0) return argv[i + 1];
  return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
  const double lambda = arg(argc, argv, "--lambda") ? std::atof(arg(argc, argv, "--lambda")) : 0.7;
  const int epochs = arg(argc, argv, "--epochs") ? std::atoi(arg(argc, argv, "--epochs")) : 6;
  const double lr = arg(argc, argv, "--lr") ? std::atof(arg(argc, argv, "--lr")) : 0.5;
  const double l2 = arg(argc, argv, "--l2") ? std::atof(arg(argc, argv, "--l2")) : 1e-9;
  const double step = arg(argc, argv, "--step") ? std::atof(arg(argc, argv, "--step")) : 1.0;
  const char* out = arg(argc, argv, "--out");
  const char* start = arg(argc, argv, "--tables");
  std::vector<const char*> files;
  for (int i = 1; i < argc; ++i) {
    if (argv[i][0] == '-' && argv[i][1] == '-') {
      ++i;
      continue;
    }
    files.push_back(argv[i]);
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: fit_king_tables [--lambda L] [--epochs E] [--lr A] [--l2 X] [--step S] [--tables FILE] [--out FILE] DATA...\n");
    return 2;
  }
  build_parts();

  std::vector<Sample> samples;
  std::vector<uint32_t> feats;
  for (const char* path : files) {
    std::ifstream in(path);
    if (!in) {
      std::fprintf(stderr, "fit_king_tables: cannot read %s\n", path);
      return 1;
    }
    const size_t from = samples.size();
    std::string line;
    int f[kf::kMaxActive];
    while (std::getline(in, line)) {
      const size_t t1 = line.find('\t'), t2 = line.find('\t', t1 + 1);
      if (t1 == std::string::npos || t2 == std::string::npos) continue;
      Position pos;
      if (pos.set_sfen(line.substr(0, t1))) {
        std::fprintf(stderr, "fit_king_tables: bad SFEN in %s: %s\n", path, line.substr(0, t1).c_str());
        return 1;
      }
      Sample s{};
      s.base = float(evaluate(pos));
      s.score = float(std::atof(line.c_str() + t1 + 1));
      s.result = float(std::atof(line.c_str() + t2 + 1));
      s.first = uint32_t(feats.size());
      const Color us = pos.side_to_move();
      for (int i = 0, n = kf::active(pos, us, f); i < n; ++i) feats.push_back(uint32_t(f[i]));
      for (int i = 0, n = kf::active(pos, ~us, f); i < n; ++i) feats.push_back(uint32_t(f[i]) | 0x80000000u);
      s.count = uint32_t(feats.size()) - s.first;
      samples.push_back(s);
    }
    const size_t n = samples.size() - from;
    for (size_t i = from + n - n / 20; i < samples.size(); ++i) samples[i].held = true;
  }
  if (epochs == 0)  // nothing is fitted: every position is scored
    for (Sample& s : samples) s.held = true;
  size_t held = 0;
  for (const Sample& s : samples) held += s.held;
  std::printf("%zu positions (%zu held out), %zu feature entries\n", samples.size(), held, feats.size());

  // K: the scale that best turns the search's scores into results. The same fitted to the
  // evaluation alone says how well each predicts the results, each on its own scale.
  auto fit_k = [&](auto score, double& loss_out) {
    double best_k = 600, best_loss = 1e18;
    for (double k = 200; k <= 2000; k += 20) {
      double loss = 0;
      for (const Sample& s : samples) loss += cross_entropy(sigmoid(score(s) / k), s.result);
      if (loss < best_loss) best_loss = loss, best_k = k;
    }
    loss_out = best_loss / double(samples.size());
    return best_k;
  };
  double score_loss = 0, eval_loss = 0;
  const double K = fit_k([](const Sample& s) { return double(s.score); }, score_loss);
  const double eval_k = fit_k([](const Sample& s) { return double(s.base); }, eval_loss);
  std::printf("K %.0f (search score against result: loss %.5f; the evaluation alone: K %.0f, loss %.5f)\n", K,
              score_loss, eval_k, eval_loss);

  std::vector<float> w(kParams, 0.f), m(kParams, 0.f), v(kParams, 0.f), g(kParams, 0.f);
  if (start) {
    std::ifstream in(start, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    KingTables tables;
    if (const auto e = tables.load(bytes)) {
      std::fprintf(stderr, "fit_king_tables: %s: %s\n", start, e.message.c_str());
      return 1;
    }
    for (int f = 0; f < kf::kCount; ++f) w[f] = tables.weights()[size_t(f)];
  }
  auto value = [&](const Sample& s) {
    double x = s.base;
    for (uint32_t i = s.first; i < s.first + s.count; ++i) {
      const uint32_t e = feats[i];
      const int fi = int(e & 0x7fffffffu);
      double t = w[fi] + w[g_abs[fi]] + (g_rel[fi] >= 0 ? w[g_rel[fi]] : 0.f);
      x += e & 0x80000000u ? -t : t;
    }
    return x;
  };
  auto report = [&](const char* when) {
    double lt = 0, lr_ = 0, lb = 0, lbr = 0;
    size_t n = 0;
    for (const Sample& s : samples)
      if (s.held) {
        const double target = lambda * sigmoid(s.score / K) + (1 - lambda) * s.result;
        const double p = sigmoid(value(s) / K), pb = sigmoid(s.base / K);
        lt += cross_entropy(p, target);
        lr_ += cross_entropy(p, s.result);
        lb += cross_entropy(pb, target);
        lbr += cross_entropy(pb, s.result);
        ++n;
      }
    std::printf("%s held out: target loss %.5f (evaluation alone %.5f), result loss %.5f (evaluation alone %.5f)\n", when,
                lt / n, lb / n, lr_ / n, lbr / n);
    std::fflush(stdout);
  };
  report("before");

  std::vector<size_t> order;
  for (size_t i = 0; i < samples.size(); ++i)
    if (!samples[i].held) order.push_back(i);
  std::mt19937_64 rng(1);
  constexpr size_t kBatch = 8192;
  constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEps = 1e-8;
  long t = 0;
  for (int epoch = 0; epoch < epochs; ++epoch) {
    std::shuffle(order.begin(), order.end(), rng);
    const double rate = lr * (epoch < epochs / 2 ? 1.0 : epoch < epochs * 3 / 4 ? 0.3 : 0.1);
    for (size_t b = 0; b < order.size(); b += kBatch) {
      const size_t e = std::min(order.size(), b + kBatch);
      std::fill(g.begin(), g.end(), 0.f);
      for (size_t j = b; j < e; ++j) {
        const Sample& s = samples[order[j]];
        const double target = lambda * sigmoid(s.score / K) + (1 - lambda) * s.result;
        const double d = (sigmoid(value(s) / K) - target) / K / double(e - b);
        for (uint32_t i = s.first; i < s.first + s.count; ++i) {
          const uint32_t en = feats[i];
          const int fi = int(en & 0x7fffffffu);
          const float gd = float(en & 0x80000000u ? -d : d);
          g[fi] += gd;
          g[g_abs[fi]] += gd;
          if (g_rel[fi] >= 0) g[g_rel[fi]] += gd;
        }
      }
      ++t;
      const double c1 = 1 - std::pow(kBeta1, double(t)), c2 = 1 - std::pow(kBeta2, double(t));
      for (int i = 0; i < kParams; ++i) {
        const double gi = g[i] + l2 * w[i];
        m[i] = float(kBeta1 * m[i] + (1 - kBeta1) * gi);
        v[i] = float(kBeta2 * v[i] + (1 - kBeta2) * gi * gi);
        w[i] -= float(rate * (m[i] / c1) / (std::sqrt(v[i] / c2) + kEps));
      }
    }
    char when[32];
    std::snprintf(when, sizeof when, "epoch %d", epoch + 1);
    report(when);
  }

  // The summed weights, and how large they are.
  std::vector<int16_t> table(kf::kCount);
  double sum_abs = 0;
  int largest = 0;
  for (int f = 0; f < kf::kCount; ++f) {
    const double x = step * (w[f] + w[g_abs[f]] + (g_rel[f] >= 0 ? w[g_rel[f]] : 0.f));
    const int q = int(std::lround(std::max(-2000.0, std::min(2000.0, x))));
    table[f] = int16_t(q);
    sum_abs += std::abs(q);
    largest = std::max(largest, std::abs(q));
  }
  std::printf("weights: mean |w| %.1f cp, largest %d cp (after --step %.2f)\n", sum_abs / kf::kCount, largest, step);
  if (out) {
    std::ofstream o(out, std::ios::binary);
    o.write("RGKT1\n", 6);
    for (int16_t x : table) {
      const unsigned char b[2] = {static_cast<unsigned char>(uint16_t(x) & 0xff), static_cast<unsigned char>(uint16_t(x) >> 8)};
      o.write(reinterpret_cast<const char*>(b), 2);
    }
    if (!o) {
      std::fprintf(stderr, "fit_king_tables: cannot write %s\n", out);
      return 1;
    }
    std::printf("wrote %s\n", out);
  }
  return 0;
}
