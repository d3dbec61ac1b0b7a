// Fits the king-zone table (core/showgit/king_zone.h) to game outcomes, Texel style: the
// evaluation stays as it is and the table is added on top, p(win) = sigmoid((eval + table) / K).
// Input: game records written by tests/match/match.mjs ("game N: regalia sente wins ..." then
// "position startpos moves ..."). Quiet positions only (not in check, no capture that wins
// material by SEE). A side term (is the side to move the engine that wrote the record?) soaks up
// the strength difference of the two players, so the table does not learn "looks like us".
// Options (environment): KZ_SEE (captures with SEE at least this make a position non-quiet,
// default 1; 100000 keeps every position not in check), KZ_HAND=1 (the enemy hand as one more
// dimension), KZ_EPOCHS, KZ_RATE, KZ_L2, KZ_SIDEONLY=1 (fit the side term alone), KZ_DROP=<term>
// (the evaluation without one term, to compare losses). Build beside a native build:
//   g++ -O2 -std=c++20 -I. tests/tune/fit_king_zone.cpp build/native/core/libregalia_core.a -o fit_king_zone
//   ./fit_king_zone out.txt records...   (out.txt: weight and training count per feature)
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/showgit/eval.h"
#include "core/showgit/king_zone.h"
#include "core/showgit/movegen.h"
#include "core/showgit/movegen_captures.h"
#include "core/showgit/usi.h"

using namespace regalia::showgit;

struct Sample {
  float eval;   // side to move's view, cp
  float label;  // 1 win, 0.5 draw, 0 loss for the side to move
  float side;   // +1 when the side to move is the recording engine, -1 otherwise
  int first, count;  // range in g_feats
  bool valid;   // held out
};
std::vector<int> g_feats;  // index * 2 + (1 when the feature belongs to the opponent's king)

static bool quiet(const Position& pos) {
  if (pos.in_check()) return false;
  static const int see_min = std::getenv("KZ_SEE") ? std::atoi(std::getenv("KZ_SEE")) : 1;
  MoveList list;
  generate_captures(pos, list);
  for (const Move m : list)
    if (see_ge(pos, m, see_min)) return false;
  return true;
}

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: fit_king_zone out.txt records...\n");
    return 2;
  }
  std::vector<Sample> samples;
  const bool with_hand = std::getenv("KZ_HAND") != nullptr;
  const int size = with_hand ? kKingZoneHandSize : kKingZoneSize;
  int games = 0;
  for (int a = 2; a < argc; ++a) {
    std::ifstream in(argv[a]);
    std::string line, head;
    while (std::getline(in, line)) {
      if (line.rfind("game ", 0) == 0) {
        head = line;
        continue;
      }
      if (line.rfind("position startpos moves ", 0) != 0 || head.empty()) continue;
      const bool sente = head.find("regalia sente") != std::string::npos;
      double black;  // result for the first player
      if (head.find(" wins") != std::string::npos) black = sente ? 1 : 0;
      else if (head.find(" loses") != std::string::npos) black = sente ? 0 : 1;
      else black = 0.5;
      head.clear();
      const bool valid = games % 10 == 0;
      ++games;
      Position pos;
      std::istringstream ms(line.substr(24));
      std::string tok;
      int ply = 0;
      while (ms >> tok) {
        Move m;
        if (parse_usi_move(pos, tok, m)) break;
        pos.do_move(m);
        ++ply;
        if (ply < 16 || ply > 300 || !quiet(pos)) continue;
        AttackMaps maps;
        attack_maps(pos, maps);
        const Color us = pos.side_to_move();
        Sample s;
        s.eval = float(evaluate(pos));
        if (const char* drop = std::getenv("KZ_DROP")) {
          const EvalTerms t = evaluate_terms(pos);
          const std::string d = drop;
          const int v = d == "threats" ? t.threats : d == "king" ? t.king_safety * 5 / 4 : d == "hand" ? t.hand_danger * 5 / 2
                      : d == "shelter" ? t.shelter / 2 : d == "mob" ? t.mobility : 0;
          s.eval -= float(us == BLACK ? v : -v);
        }
        s.label = float(us == BLACK ? black : 1 - black);
        s.side = (us == BLACK) == sente ? 1.f : -1.f;
        s.first = int(g_feats.size());
        for_each_king_zone_feature(pos, maps.m[us], maps.m[~us], us, [&](int i) { g_feats.push_back(i * 2); }, with_hand);
        for_each_king_zone_feature(pos, maps.m[~us], maps.m[us], ~us, [&](int i) { g_feats.push_back(i * 2 + 1); }, with_hand);
        s.count = int(g_feats.size()) - s.first;
        s.valid = valid;
        samples.push_back(s);
      }
    }
  }
  std::printf("%d games, %zu quiet positions\n", games, samples.size());

  // Model: z = (eval + side_w * side + sum w) / K.
  std::vector<double> w(size, 0.0);
  double side_w = 0;
  auto loss = [&](double K, bool valid) {
    double sum = 0;
    long n = 0;
    for (const Sample& s : samples) {
      if (s.valid != valid) continue;
      double z = s.eval + side_w * s.side;
      for (int j = 0; j < s.count; ++j) {
        const int f = g_feats[s.first + j];
        z += (f & 1) ? -w[f >> 1] : w[f >> 1];
      }
      const double p = 1 / (1 + std::exp(-z / K));
      sum += (p - s.label) * (p - s.label);
      ++n;
    }
    return sum / double(n);
  };
  // K for the evaluation alone (golden-section search).
  double lo = 100, hi = 3000;
  for (int it = 0; it < 40; ++it) {
    const double m1 = lo + (hi - lo) * 0.382, m2 = lo + (hi - lo) * 0.618;
    if (loss(m1, false) < loss(m2, false)) hi = m2;
    else lo = m1;
  }
  const double K = (lo + hi) / 2;
  std::printf("K %.0f: train %.6f valid %.6f\n", K, loss(K, false), loss(K, true));

  // Adam, full batch.
  const double lambda = std::getenv("KZ_L2") ? std::atof(std::getenv("KZ_L2")) : 1e-7;
  const int epochs = std::getenv("KZ_EPOCHS") ? std::atoi(std::getenv("KZ_EPOCHS")) : 400;
  const double rate = std::getenv("KZ_RATE") ? std::atof(std::getenv("KZ_RATE")) : 2.0;
  const bool side_only = std::getenv("KZ_SIDEONLY") != nullptr;
  std::vector<double> g(size + 1), m1(size + 1), v1(size + 1);
  std::vector<long> seen(size, 0);
  for (const Sample& s : samples)
    if (!s.valid)
      for (int j = 0; j < s.count; ++j) ++seen[g_feats[s.first + j] >> 1];
  double best_loss = loss(K, true);
  std::vector<double> best = w;
  int best_ep = 0;
  for (int ep = 1; ep <= epochs; ++ep) {
    std::fill(g.begin(), g.end(), 0.0);
    long n = 0;
    for (const Sample& s : samples) {
      if (s.valid) continue;
      double z = s.eval + side_w * s.side;
      for (int j = 0; j < s.count; ++j) {
        const int f = g_feats[s.first + j];
        z += (f & 1) ? -w[f >> 1] : w[f >> 1];
      }
      const double p = 1 / (1 + std::exp(-z / K));
      const double d = 2 * (p - s.label) * p * (1 - p) / K;
      for (int j = 0; j < s.count; ++j) {
        const int f = g_feats[s.first + j];
        g[f >> 1] += (f & 1) ? -d : d;
      }
      g[size] += d * s.side;
      ++n;
    }
    for (int i = 0; i <= size; ++i) {
      double gi = g[i] / double(n);
      if (i < size) gi += lambda * w[i];
      m1[i] = 0.9 * m1[i] + 0.1 * gi;
      v1[i] = 0.999 * v1[i] + 0.001 * gi * gi;
      const double mh = m1[i] / (1 - std::pow(0.9, ep)), vh = v1[i] / (1 - std::pow(0.999, ep));
      const double step = rate * mh / (std::sqrt(vh) + 1e-12);
      if (i < size) { if (!side_only) w[i] -= step; }
      else side_w -= step;
    }
    if (ep % 5 == 0) {
      const double lv = loss(K, true);
      if (lv < best_loss) best_loss = lv, best = w, best_ep = ep;
      if (ep % 25 == 0) std::printf("epoch %d: train %.6f valid %.6f side %.1f\n", ep, loss(K, false), lv, side_w);
    }
  }
  // Early stopping: the weights of the epoch with the lowest held-out loss.
  w = best;
  std::printf("kept epoch %d: valid %.6f\n", best_ep, best_loss);
  std::FILE* out = std::fopen(argv[1], "w");
  for (int i = 0; i < size; ++i) std::fprintf(out, "%d %ld\n", int(std::lround(w[i])), seen[i]);
  std::fclose(out);
  return 0;
}
