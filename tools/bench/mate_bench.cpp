// The tsume solver on a file of positions: outcome, mate length and nodes per problem, then the
// totals. Deterministic (nodes, not time, decide), so two builds compare problem by problem:
// tools/bench/mate.mjs runs two of them side by side (docs/ai.md, "Mate search").
//
// mate_bench FILE [--nodes N] [--ms MS] [--shortest]   (--ms: a time limit a problem, for a
// comparison by time; then the figures depend on the machine's load)
// FILE: one problem a line, "sfen<TAB>label" (label: what a long solve found, e.g. "mate 11" or
// "nomate"); '#' lines are comments.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#include "core/showgit/tsume/mate_search.h"

using namespace regalia::showgit;

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: mate_bench FILE [--nodes N] [--ms MS] [--shortest]\n");
    return 2;
  }
  MateLimits limits;
  limits.nodes = 1000000;
  double limit_ms = 0;
  std::chrono::steady_clock::time_point t0;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--nodes") && i + 1 < argc) limits.nodes = std::strtoull(argv[++i], nullptr, 10);
    else if (!std::strcmp(argv[i], "--ms") && i + 1 < argc) limit_ms = std::strtod(argv[++i], nullptr);
    else if (!std::strcmp(argv[i], "--shortest")) limits.shortest = true;
    else {
      std::fprintf(stderr, "unknown argument: %s\n", argv[i]);
      return 2;
    }
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  if (limit_ms > 0)
    limits.should_stop = [&] {
      return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count() >= limit_ms;
    };
  MateSearch solver(16);
  std::string line;
  int problems = 0, mates = 0, nomates = 0, unknown = 0;
  uint64_t total_nodes = 0;
  double total_ms = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const size_t tab = line.find('\t');
    const std::string sfen = line.substr(0, tab);
    const std::string label = tab == std::string::npos ? "" : line.substr(tab + 1);
    Position pos;
    if (auto err = pos.set_sfen(sfen)) {
      std::fprintf(stderr, "bad sfen: %s\n", sfen.c_str());
      return 1;
    }
    solver.clear();
    t0 = std::chrono::steady_clock::now();
    const MateResult r = solver.solve(pos, limits);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    ++problems;
    total_nodes += r.nodes;
    total_ms += ms;
    const char* outcome = r.outcome == MateOutcome::kMate ? "mate" : r.outcome == MateOutcome::kNoMate ? "nomate" : "unknown";
    if (r.outcome == MateOutcome::kMate) ++mates;
    else if (r.outcome == MateOutcome::kNoMate) ++nomates;
    else ++unknown;
    std::printf("%d\t%s\t%zu\t%llu\t%.1f\t%s\n", problems, outcome, r.pv.size(), (unsigned long long)r.nodes, ms,
                label.c_str());
  }
  std::printf("total\t%d problems: %d mate, %d nomate, %d unknown; %llu nodes, %.0f ms\n", problems, mates, nomates,
              unknown, (unsigned long long)total_nodes, total_ms);
  return 0;
}
