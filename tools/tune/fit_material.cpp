// Fits SHOWGIT piece values to game results (the tool behind the evaluation's piece values:
// docs/ai.md, "SHOWGIT evaluation").
//
//   fit_material [--epochs N] [--step F] [--hold FILE] RECORD...
//
// RECORD: game records written by tools/match/match.mjs (--out): a "game N: regalia sente|gote
// wins|loses|draws ..." line, then "position startpos moves ...". Every quiet position after the
// book (ply >= 16, not in check, not just after a capture, the move played from it not a capture)
// becomes a sample labelled with the game's result for the first player.
//
// Model: p(first player wins) = sigmoid((eval + sum of value changes x piece counts + side) / K),
// with eval today's evaluation (first player's view, tempo removed), the counts taken first player
// minus second, one count per piece type on the board (14) and in hand (7), and `side` a weight
// times +1/-1 for the seat regalia played (it soaks up the engines' difference in strength, so
// the piece values do not). K is fitted first on the evaluation alone; then Adam on the log-loss.
// Held out: games whose opening line (first 16 plies) is listed in --hold, else every game whose
// opening hashes to 0 mod 10. The fit prints the held-out loss and the values at --step (default
// 0.5: half the change, the step the evaluation keeps; the whole step played worse).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/showgit/ai/eval.h"
#include "core/showgit/rules/position.h"
#include "core/showgit/rules/usi.h"

using namespace regalia::showgit;

namespace {

constexpr int kBoardTypes = 14;                   // kPawn..kDragon, the king's slot unused
constexpr int kFeatures = kBoardTypes + 7 + 1;    // board 1..14, hand 15..21, side 22 (index 0 unused)
constexpr int kSide = kFeatures;
constexpr int kBookPlies = 16;

struct Sample {
  float eval;                 // today's evaluation, first player's view, no tempo
  float result;               // 1 first player won, 0 lost, 0.5 draw
  bool held;                  // validation sample
  int8_t x[kFeatures + 1];    // feature values (counts, side)
};

const char* kNames[kFeatures + 1] = {"",   "P",  "L",  "N",  "S",  "B",  "R",     "G",      "K",
                                     "+P", "+L", "+N", "+S", "horse", "dragon", "hand P", "hand L",
                                     "hand N", "hand S", "hand B", "hand R", "hand G", "side"};

double sigmoid(double v) { return 1 / (1 + std::exp(-v)); }

double log_loss(double p, double y) {
  p = std::min(std::max(p, 1e-6), 1 - 1e-6);
  return -(y * std::log(p) + (1 - y) * std::log(1 - p));
}

void count_pieces(const Position& pos, int8_t* x) {
  for (int c = 0; c < 2; ++c) {
    const int sign = c == kBlack ? 1 : -1;
    Bitboard b = pos.pieces(Color(c));
    while (b) {
      const int pt = type_of(pos.piece_on(b.pop()));
      if (pt != kKing) x[pt] = int8_t(x[pt] + sign);
    }
    for (int pt = kPawn; pt <= kGold; ++pt) x[kBoardTypes + pt] = int8_t(x[kBoardTypes + pt] + sign * pos.hand_count(Color(c), PieceType(pt)));
  }
}

// Reads one record file; returns the number of games read.
int read_records(const char* path, const std::set<std::string>& hold, std::vector<Sample>& out) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path);
    std::exit(1);
  }
  std::string line;
  double result = -1;
  int seat = 0, games = 0;
  while (std::getline(in, line)) {
    if (line.rfind("game ", 0) == 0) {
      const bool sente = line.find(" sente ") != std::string::npos;
      seat = sente ? 1 : -1;
      result = -1;
      if (line.find(" wins") != std::string::npos) result = sente ? 1 : 0;
      else if (line.find(" loses") != std::string::npos) result = sente ? 0 : 1;
      else if (line.find(" draws") != std::string::npos) result = 0.5;
      continue;
    }
    if (line.rfind("position startpos moves", 0) != 0 || result < 0) continue;
    std::istringstream ms(line.substr(23));
    std::vector<std::string> moves;
    for (std::string t; ms >> t;) moves.push_back(t);
    std::string opening;
    for (int i = 0; i < kBookPlies && i < int(moves.size()); ++i) opening += moves[size_t(i)] + " ";
    const bool held = hold.empty() ? std::hash<std::string>{}(opening) % 10 == 0 : hold.count(opening) > 0;
    Position pos;
    for (size_t i = 0; i < moves.size(); ++i) {
      Move m;
      if (!parse_usi_move(pos, moves[i], m).code.empty()) {
        std::fprintf(stderr, "%s: illegal move %s, rest of the game skipped\n", path, moves[i].c_str());
        break;
      }
      const bool quiet = !pos.in_check() && pos.captured_piece() == kNoPiece &&
                         (m.is_drop() || pos.piece_on(m.to()) == kNoPiece);
      if (int(i) >= kBookPlies && quiet) {
        Sample s{};
        const int e = evaluate(pos) - 20;  // side to move's view, tempo removed
        s.eval = float(pos.side_to_move() == kBlack ? e : -e);
        s.result = float(result);
        s.held = held;
        count_pieces(pos, s.x);
        s.x[kSide] = int8_t(seat);
        out.push_back(s);
      }
      pos.do_move(m);
    }
    ++games;
    result = -1;
  }
  return games;
}

}  // namespace

int main(int argc, char** argv) {
  int epochs = 600;
  double step = 0.5;
  std::set<std::string> hold;
  std::vector<const char*> files;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--epochs" && i + 1 < argc) epochs = std::atoi(argv[++i]);
    else if (a == "--step" && i + 1 < argc) step = std::atof(argv[++i]);
    else if (a == "--hold" && i + 1 < argc) {
      std::ifstream h(argv[++i]);
      for (std::string l; std::getline(h, l);) {
        std::istringstream ls(l);
        std::string opening;
        int n = 0;
        for (std::string t; n < kBookPlies && ls >> t; ++n) opening += t + " ";
        if (n == kBookPlies) hold.insert(opening);
      }
    } else files.push_back(argv[i]);
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: fit_material [--epochs N] [--step F] [--hold OPENINGS] RECORD...\n");
    return 2;
  }
  std::vector<Sample> samples;
  int games = 0;
  for (const char* f : files) games += read_records(f, hold, samples);
  std::printf("%d games, %zu quiet positions\n", games, samples.size());
  if (samples.empty()) return 1;

  // K: the scale at which today's evaluation alone predicts the training results best.
  auto base_loss = [&](double K, bool held) {
    double L = 0;
    long n = 0;
    for (const Sample& s : samples)
      if (s.held == held) L += log_loss(sigmoid(s.eval / K), s.result), ++n;
    return n ? L / double(n) : 0;
  };
  double K = 100, best = 1e9;
  for (double k = 100; k <= 6000; k += 25) {
    const double L = base_loss(k, false);
    if (L < best) best = L, K = k;
  }
  std::printf("K %.0f: training loss %.5f, held-out loss %.5f\n", K, best, base_loss(K, true));

  // Adam on the mean log-loss; weights in centipawns.
  double w[kFeatures + 1] = {}, m1[kFeatures + 1] = {}, m2[kFeatures + 1] = {};
  const double lr = 0.3, b1 = 0.9, b2 = 0.999;
  double held_loss = 0;
  for (int ep = 1; ep <= epochs; ++ep) {
    double g[kFeatures + 1] = {}, L = 0;
    long n = 0, nh = 0;
    held_loss = 0;
    for (const Sample& s : samples) {
      double v = s.eval;
      for (int j = 1; j <= kFeatures; ++j) v += w[j] * s.x[j];
      const double p = sigmoid(v / K);
      if (s.held) {
        held_loss += log_loss(p, s.result), ++nh;
        continue;
      }
      L += log_loss(p, s.result), ++n;
      const double d = (p - s.result) / K;
      for (int j = 1; j <= kFeatures; ++j) g[j] += d * s.x[j];
    }
    held_loss = nh ? held_loss / double(nh) : 0;
    for (int j = 1; j <= kFeatures; ++j) {
      if (j == kKing) continue;
      const double gj = g[j] / double(n);
      m1[j] = b1 * m1[j] + (1 - b1) * gj;
      m2[j] = b2 * m2[j] + (1 - b2) * gj * gj;
      const double mh = m1[j] / (1 - std::pow(b1, ep)), vh = m2[j] / (1 - std::pow(b2, ep));
      w[j] -= lr * mh / (std::sqrt(vh) + 1e-8);
    }
    if (ep % 100 == 0 || ep == epochs) std::printf("epoch %d: training loss %.5f, held-out loss %.5f\n", ep, L / double(n), held_loss);
  }

  std::printf("\n%-7s %8s %8s %8s\n", "piece", "today", "change", "new");
  for (int j = 1; j < kSide; ++j) {
    if (j == kKing) continue;
    const int today = j <= kBoardTypes ? kBoardValue[j] : kHandValue[j - kBoardTypes];
    std::printf("%-7s %8d %+8.0f %8.0f\n", kNames[j], today, w[j], today + step * w[j]);
  }
  std::printf("side weight %.0f (regalia's edge over its opponent, cp)\n", w[kSide]);
  return 0;
}
