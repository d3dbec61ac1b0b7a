// The Sovereign tactical suite (tests/native/data/tactics/sovereign-tactics.txt): level 10 must
// solve every position within a node budget, and every answer is judged by the slow reference
// generator (tests/support/sovereign_reference.h), which enumerates each defence:
//   mate1/mate2/mate3   the engine's move forces mate within N moves against every defence;
//   capture             it is one of the captures of a queen or rook that nothing can take back
//                       and that leave no mate in one (and no move of the position checks);
//   seize               it is one of the moves onto an empty square of a neutral army (one with
//                       pieces) that take the army over, cannot be taken back and leave no mate
//                       in one (and no move of the position checks);
//   escape-*            in check, every move but the listed ones allows a mate in one; it is one
//                       of the listed moves (defections, promotions to king), none of which does.
// The file's expected moves are checked against these definitions first (the listed set must be
// exactly the set the definition gives, for all but the mates, whose listed keys must each force
// the mate), so a wrong data line fails on its own. Run alone: regalia_tests "[tactics-suite]".
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/sovereign/ai/search_adapter.h"
#include "core/sovereign/rules/notation.h"
#include "core/sovereign/rules/tables.h"
#include "tests/support/sovereign_reference.h"

using namespace regalia;
using namespace regalia::sovereign;

namespace {

// Under 0.5 s of a quiet machine's search (Sovereign searches 0.4-0.66 M nodes/s, docs/ai.md):
// nodes, not time, so the test gives the same answer on a loaded machine.
constexpr uint64_t kNodeBudget = 200000;

struct Tactic {
  std::string category, scfen, why;
  std::vector<std::string> expected;
  int line = 0;
};

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  std::istringstream in(s);
  while (std::getline(in, cur, sep)) {
    const auto a = cur.find_first_not_of(' '), b = cur.find_last_not_of(' ');
    out.push_back(a == std::string::npos ? "" : cur.substr(a, b - a + 1));
  }
  return out;
}

std::vector<Tactic> load() {
  std::ifstream in(std::string(REGALIA_TEST_DATA_DIR) + "/tactics/sovereign-tactics.txt");
  REQUIRE(in.good());
  std::vector<Tactic> out;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> f = split(line, '|');
    REQUIRE(f.size() == 4);
    out.push_back({f[0], f[1], f[3], split(f[2], ','), n});
  }
  return out;
}

// --- the reference's judgement ---------------------------------------------------------------

std::vector<std::string> ref_moves(const Position& p) { return reference::legal_moves(p); }

void play(Position& p, const std::string& text) {
  Move m;
  REQUIRE_FALSE(parse_move(p, text, m));
  p.do_move(m);
}

bool ref_mated(const Position& p) { return p.in_check() && ref_moves(p).empty(); }

// The moves the side to move might mate with, checks first: the fast generator only orders the
// candidates; every one is judged by the reference below.
std::vector<std::string> candidates(Position& p) {
  std::vector<std::string> checks, others;
  for (const std::string& text : ref_moves(p)) {
    play(p, text);
    (p.in_check() ? checks : others).push_back(text);
    p.undo_move();
  }
  checks.insert(checks.end(), others.begin(), others.end());
  return checks;
}

bool forces_mate(Position& p, int n);

// After `key`, is the side that played it mating within n moves whatever the defence?
bool key_mates(Position& p, const std::string& key, int n) {
  play(p, key);
  bool ok;
  if (ref_mated(p)) ok = true;
  else if (n == 1) ok = false;
  else {
    const std::vector<std::string> defences = ref_moves(p);
    ok = !defences.empty();
    for (std::size_t i = 0; ok && i < defences.size(); ++i) {
      play(p, defences[i]);
      ok = forces_mate(p, n - 1);
      p.undo_move();
    }
  }
  p.undo_move();
  return ok;
}

bool forces_mate(Position& p, int n) {
  for (const std::string& m : candidates(p))
    if (key_mates(p, m, n)) return true;
  return false;
}

// Does the side to move have a mate in one?
bool has_mate_in_one(Position& p) {
  for (const std::string& m : ref_moves(p)) {
    play(p, m);
    const bool mate = ref_mated(p);
    p.undo_move();
    if (mate) return true;
  }
  return false;
}

// After `m`: can the opponent land on `to`, and can they mate at once?
bool safe_on(Position& p, const std::string& m, Square to) {
  play(p, m);
  bool safe = !has_mate_in_one(p);
  for (const std::string& r : ref_moves(p)) {
    Move reply;
    REQUIRE_FALSE(parse_move(p, r, reply));
    if ((reply.kind() == kNormal || reply.kind() == kPromotion || reply.kind() == kDefectStep) && reply.to() == to) safe = false;
  }
  p.undo_move();
  return safe;
}

Move parsed(const Position& p, const std::string& text) {
  Move m;
  REQUIRE_FALSE(parse_move(p, text, m));
  return m;
}

// Does the colour have a piece on the board (an army worth taking over)?
bool has_army(const Position& p, int colour) {
  for (Square s = 0; s < kSquares; ++s)
    if (p.piece_on(s) && colour_of(p.piece_on(s)) == colour) return true;
  return false;
}

// The moves a category's definition accepts (all but the mates, which are judged move by move).
std::vector<std::string> accepted(Position& p, const std::string& category) {
  std::vector<std::string> out;
  const Player us = p.side_to_move();
  for (const std::string& text : ref_moves(p)) {
    const Move m = parsed(p, text);
    if (category == "capture") {
      const Piece victim = p.piece_on(m.to());
      if (m.kind() == kNormal && victim && (type_of(victim) == kQueen || type_of(victim) == kRook) &&
          safe_on(p, text, m.to()))
        out.push_back(text);
    } else if (category == "seize") {
      const int colour = square_colour(m.to());
      if (m.kind() != kNormal || p.piece_on(m.to()) || colour == kNoColour) continue;
      uint8_t before[kColours], after[kColours];
      reference::control(p, before);
      if (before[colour] != kNobody || !has_army(p, colour)) continue;
      play(p, text);
      reference::control(p, after);
      p.undo_move();
      if (after[colour] == us && safe_on(p, text, m.to())) out.push_back(text);
    } else {  // escape-defection, escape-king-promotion: the moves that allow no mate in one
      play(p, text);
      const bool ok = !has_mate_in_one(p);
      p.undo_move();
      if (ok) out.push_back(text);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

bool is_mate_category(const std::string& c, int& n) {
  if (c.size() == 5 && c.compare(0, 4, "mate") == 0) return (n = c[4] - '0'), n >= 1 && n <= 3;
  return false;
}

}  // namespace

TEST_CASE("sovereign tactical suite: the data agree with the reference generator", "[tactics-suite][sovereign]") {
  const std::vector<Tactic> suite = load();
  REQUIRE(suite.size() >= 50);
  for (const Tactic& t : suite) {
    INFO("line " << t.line << ": " << t.category << " " << t.scfen);
    Position p;
    REQUIRE_FALSE(p.set_scfen(t.scfen));
    REQUIRE_FALSE(t.expected.empty());
    int n = 0;
    if (is_mate_category(t.category, n)) {
      for (const std::string& key : t.expected) CHECK(key_mates(p, key, n));
      if (n > 1) CHECK_FALSE(forces_mate(p, n - 1));  // no shorter mate
    } else {
      REQUIRE((t.category == "capture" || t.category == "seize" || t.category == "escape-defection" ||
               t.category == "escape-king-promotion"));
      if (t.category.compare(0, 6, "escape") == 0) REQUIRE(p.in_check());
      // A capture or a seizure is the point of its position: no check comes first.
      if (t.category == "capture" || t.category == "seize")
        for (const std::string& m : ref_moves(p)) {
          play(p, m);
          CHECK_FALSE(p.in_check());
          p.undo_move();
        }
      std::vector<std::string> want = t.expected;
      std::sort(want.begin(), want.end());
      CHECK(accepted(p, t.category) == want);
      for (const std::string& m : want) {
        const Move mv = parsed(p, m);
        if (t.category == "escape-defection") CHECK((mv.kind() == kDefect || mv.kind() == kDefectStep));
        if (t.category == "escape-king-promotion") CHECK((mv.kind() == kPromotion && mv.promotion() == kKing));
      }
    }
  }
}

TEST_CASE("sovereign tactical suite: level 10 solves every position", "[tactics-suite][sovereign]") {
  const std::vector<Tactic> suite = load();
  Engine engine(16);
  int solved = 0;
  for (const Tactic& t : suite) {
    INFO("line " << t.line << ": " << t.category << " " << t.scfen << " (" << t.why << ")");
    engine.new_game();
    REQUIRE_FALSE(engine.set_position(t.scfen));
    search::Limits l;
    l.nodes = kNodeBudget;
    l.level = 10;
    const search::Result r = engine.think(l);
    const std::string move = Engine::move_string(r.best_move);
    INFO("played " << move << " score " << r.score << " depth " << r.depth);
    Position p;
    REQUIRE_FALSE(p.set_scfen(t.scfen));
    int n = 0;
    bool ok;
    if (is_mate_category(t.category, n)) {
      ok = std::find(t.expected.begin(), t.expected.end(), move) != t.expected.end() || key_mates(p, move, n);
    } else {
      ok = std::find(t.expected.begin(), t.expected.end(), move) != t.expected.end();
    }
    CHECK(ok);
    solved += ok;
  }
  WARN("solved " << solved << " of " << suite.size() << " at " << kNodeBudget << " nodes each");
}
