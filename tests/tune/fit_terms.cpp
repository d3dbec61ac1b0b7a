// Fits multipliers of the evaluation's terms (and of every piece value on the board and in
// hand) to game outcomes, Texel style, on the records of tests/match/match.mjs. QUIET=1 keeps
// only quiet positions, FREEZE_MAT=1 holds the piece values. Build beside a native build:
//   g++ -O2 -std=c++20 -I. tests/tune/fit_terms.cpp build/native/core/libregalia_core.a -o fit_terms
//   ./fit_terms records...
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/showgit/eval.h"
#include "core/showgit/movegen_captures.h"
#include "core/showgit/usi.h"

using namespace regalia::showgit;
constexpr int NF = 14 + 7 + 6 + 1;  // board types, hand types, 6 terms (+tempo), side
const char* kName[NF] = {"P", "L", "N", "S", "B", "R", "G", "K-", "+P", "+L", "+N", "+S", "H", "D",
                         "hP", "hL", "hN", "hS", "hB", "hR", "hG",
                         "king", "hand", "shelter", "mob", "threats", "tempo", "side"};
struct Sample { float x[NF]; float label; bool valid; };

int main(int argc, char** argv) {
  std::vector<Sample> samples;
  int games = 0;
  for (int a = 1; a < argc; ++a) {
    std::ifstream in(argv[a]);
    std::string line, head;
    while (std::getline(in, line)) {
      if (line.rfind("game ", 0) == 0) { head = line; continue; }
      if (line.rfind("position startpos moves ", 0) != 0 || head.empty()) continue;
      const bool sente = head.find("regalia sente") != std::string::npos;
      double black = head.find(" wins") != std::string::npos ? (sente ? 1 : 0)
                   : head.find(" loses") != std::string::npos ? (sente ? 0 : 1) : 0.5;
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
        if (ply < 16 || ply > 300 || pos.in_check()) continue;
        if (std::getenv("QUIET")) {
          MoveList list;
          generate_captures(pos, list);
          bool q = true;
          for (const Move c : list) q = q && !see_ge(pos, c, 1);
          if (!q) continue;
        }
        const Color us = pos.side_to_move();
        const float sg = us == BLACK ? 1.f : -1.f;
        Sample s{};
        for (int c = 0; c < 2; ++c) {
          const float cs = c == us ? 1.f : -1.f;
          for (Bitboard b = pos.pieces(Color(c)); b;) {
            const int pt = type_of(pos.piece_on(b.pop()));
            if (pt != KING) s.x[pt - 1] += cs * kBoardValue[pt];
          }
          for (int pt = PAWN; pt <= GOLD; ++pt) s.x[13 + pt] += cs * kHandValue[pt] * pos.hand_count(Color(c), PieceType(pt));
        }
        const EvalTerms t = evaluate_terms(pos);
        s.x[21] = sg * t.king_safety * 5 / 4;
        s.x[22] = sg * t.hand_danger * 5 / 2;
        s.x[23] = sg * t.shelter / 2;
        s.x[24] = sg * t.mobility;
        s.x[25] = sg * t.threats;
        s.x[26] = 20;
        s.x[27] = (us == BLACK) == sente ? 1.f : -1.f;
        s.label = float(us == BLACK ? black : 1 - black);
        s.valid = valid;
        samples.push_back(s);
      }
    }
  }
  std::printf("%d games, %zu positions\n", games, samples.size());
  std::vector<double> th(NF, 1.0);
  th[NF - 1] = 0;
  const bool freeze_mat = std::getenv("FREEZE_MAT") != nullptr;
  auto z_of = [&](const Sample& s) { double z = 0; for (int j = 0; j < NF; ++j) z += th[j] * s.x[j]; return z; };
  auto loss = [&](double K, bool valid) {
    double sum = 0; long n = 0;
    for (const Sample& s : samples) {
      if (s.valid != valid) continue;
      const double p = 1 / (1 + std::exp(-z_of(s) / K));
      sum += (p - s.label) * (p - s.label); ++n;
    }
    return sum / double(n);
  };
  double lo = 100, hi = 4000;
  for (int it = 0; it < 40; ++it) {
    const double a1 = lo + (hi - lo) * 0.382, a2 = lo + (hi - lo) * 0.618;
    if (loss(a1, false) < loss(a2, false)) hi = a2; else lo = a1;
  }
  const double K = (lo + hi) / 2;
  std::printf("K %.0f: train %.6f valid %.6f\n", K, loss(K, false), loss(K, true));
  std::vector<double> g(NF), m1(NF), v1(NF);
  const int epochs = std::getenv("EPOCHS") ? std::atoi(std::getenv("EPOCHS")) : 300;
  for (int ep = 1; ep <= epochs; ++ep) {
    std::fill(g.begin(), g.end(), 0.0);
    long n = 0;
    for (const Sample& s : samples) {
      if (s.valid) continue;
      const double p = 1 / (1 + std::exp(-z_of(s) / K));
      const double d = 2 * (p - s.label) * p * (1 - p) / K;
      for (int j = 0; j < NF; ++j) g[j] += d * s.x[j];
      ++n;
    }
    for (int j = 0; j < NF; ++j) {
      if (freeze_mat && j < 21) continue;
      const double gj = g[j] / double(n);
      m1[j] = 0.9 * m1[j] + 0.1 * gj;
      v1[j] = 0.999 * v1[j] + 0.001 * gj * gj;
      const double mh = m1[j] / (1 - std::pow(0.9, ep)), vh = v1[j] / (1 - std::pow(0.999, ep));
      th[j] -= (j == NF - 1 ? 1.0 : 0.005) * mh / (std::sqrt(vh) + 1e-12);
    }
    if (ep % 50 == 0) std::printf("epoch %d: train %.6f valid %.6f\n", ep, loss(K, false), loss(K, true));
  }
  for (int j = 0; j < NF; ++j) std::printf("%s %.2f%s", kName[j], th[j], j % 7 == 6 ? "\n" : "  ");
  std::printf("\n");
}
