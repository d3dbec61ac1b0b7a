// Splits the SHOWGIT evaluation of positions into its terms, weighted as the sum weighs them and
// from the side to move's view, so that a score can be traced to what makes it (docs/ai.md,
// "What the scores are worth").
//
//   eval_terms < POSITIONS
//
// Each input line is the USI moves from the start position (an empty line is the start position).
// Each output line: material king_safety hand_danger shelter mobility threats to_move total
// own_danger enemy_danger, where king_safety holds the attack maps and zone control (x5/4),
// hand_danger x5/2, shelter x1/2, to_move the tempo and the tenth of the enemy king's danger,
// total = evaluate() (the sum), and the two dangers the enemy's pressure on the side to move's
// king and its own on the enemy king (EvalTerms::danger, not in the sum as such).
// A line with an illegal move prints "error: <what>" instead.
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

#include "core/showgit/ai/eval.h"
#include "core/showgit/rules/position.h"
#include "core/showgit/rules/usi.h"

using namespace regalia::showgit;

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  while (std::getline(std::cin, line)) {
    Position pos;
    std::istringstream in(line);
    std::string error;
    for (std::string text; in >> text;) {
      Move m;
      const auto e = parse_usi_move(pos, text, m);
      if (!e.code.empty()) {
        error = "illegal move " + text;
        break;
      }
      pos.do_move(m);
    }
    if (!error.empty()) {
      std::printf("error: %s\n", error.c_str());
      continue;
    }
    const EvalTerms t = evaluate_terms(pos);
    const Color us = pos.side_to_move();
    const int sign = us == kBlack ? 1 : -1;
    const int to_move = 20 + t.danger[~us] / 10;
    std::printf("%d %d %d %d %d %d %d %d %d %d\n", sign * t.material, sign * t.king_safety * 5 / 4,
                sign * t.hand_danger * 5 / 2, sign * t.shelter / 2, sign * t.mobility, sign * t.threats,
                to_move, evaluate(pos), t.danger[us], t.danger[~us]);
  }
  return 0;
}
