// Spec section 6 test positions (exact counts and move lists) and start-position perft.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/sovereign/rules/notation.h"
#include "core/sovereign/rules/perft.h"
#include "core/sovereign/rules/position.h"
#include "tests/support/sovereign_reference.h"

using namespace regalia::sovereign;

namespace {

struct SpecCase {
  const char* name;
  const char* scfen;
  int count;
  std::vector<std::string> listed;  // moves the spec lists (all of them, or a subset)
  bool complete;                    // the list is the full legal move list
};

const char* const kT2 =
    "aqabvrvnbrbnbbbqbkbbbnbrynyrsbsq/aranvpvp1bpbpbpbpbpbpbpypypsnsr/nbnp12opob/nqnp2bp9opoq/crcp12rprr/"
    "cncp12rprn/gbgp12pppb/gqgp12pppq/yqyp12vpvq/ybyp12vpvb/onop12npnn/orop2wp9npnr/rqrp12cpcq/rbrp12cpcb/"
    "srsnpppp1wpwpwpwpwpwpwpgpgpanar/sqsbprpnwrwnwbwqwkwbwnwrgngrabaq 2 w b CELNceln 0 2";
const char* const kT3 =
    "aqabvrvnbrbnbbbqbkbbbnbrynyrsbsq/aranvpvp1bpbpbpbpbpbpbpypypsnsr/nbnp12opob/nqnp12opoq/crcp2bp9rprr/"
    "cncp12rprn/gbgp12pppb/gqgp12pppq/yqyp12vpvq/ybyp12vpvb/onop12npnn/orop2wp9npnr/rqrp12cpcq/rbrp12cpcb/"
    "srsnpppp1wpwpwpwpwpwpwpgpgpanar/sqsbprpnwrwnwbwqwkwbwnwrgngrabaq 1 w b CELNceln 0 3";

const std::vector<SpecCase>& cases() {
  static const std::vector<SpecCase> c = {
      {"T1", kStartScfen, 20,
       {"e2e3", "e2e4", "f1e3", "f1g3", "f2f3", "f2f4", "g2g3", "g2g4", "h2h3", "h2h4", "i2i3", "i2i4", "j2j3",
        "j2j4", "k1j3", "k1l3", "k2k3", "k2k4", "l2l3", "l2l4"},
       true},
      {"T2", kT2, 22, {}, false},
      {"T3", kT3, 34, {"Dn", "b13c13", "b13d13", "b14c14", "b14d14", "o5n5", "o5m5", "o6n6", "o6m6", "p6n5", "p6n7",
                       "e1e2", "e1e3", "e1e4", "e5e6", "e5f5"},
       false},
      {"T4", "8bk7/16/16/16/16/16/16/16/wr15/16/16/16/16/16/16/8wk7 1 w b - 0 1", 27,
       {"a8a9", "a8a16", "a8a7", "a8a1", "a8b8", "a8h8"}, false},
      {"T5", "8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b EL 0 1", 39,
       {"Oe1f1", "Oe1g1", "Oe1h1", "Ol1j1", "Ol1k1", "i1h1"}, false},
      {"T6",
       "15bk/16/16/16/16/8wn1wb5/2bn1bn11/3gp12/2bn1bn11/16/2bn1bn11/3rp7wn4/4bn11/6bn1bn7/3bn1bn1wp8/4wp3wk7 1 w b - 0 1",
       59,
       {"e1d2", "e1e2", "e1e3", "e1f1", "e1f2", "h2g3", "h2h3", "h2h4", "h2i3", "d5c6", "d5d6", "d5e4", "d5e5",
        "d5e6", "d9e10", "d9e8", "d9e9", "Dg", "Dr", "Dv"},
       false},
      {"T7", "15bk/16/16/16/16/16/16/16/16/6bn1bn7/7wp8/16/16/16/16/wk15 1 w b - 0 1", 19,
       {"h6h7=Q", "h6h7=R", "h6h7=B", "h6h7=N", "h6h7=K", "h6g7=Q", "h6g7=R", "h6g7=B", "h6g7=N", "h6g7=K",
        "h6i7=Q", "h6i7=R", "h6i7=B", "h6i7=N", "h6i7=K", "a1a2", "a1b1", "a1b2", "Dv"},
       true},
      {"T8", "8wk7/16/16/16/16/16/wq6bk8/16/16/16/16/16/16/16/16/16 2 w b - 0 1", 5,
       {"h10g11", "h10g9", "h10h11", "h10h9", "h10i11"}, true},
      {"T9", "8bk7/16/16/nq15/16/16/16/16/16/16/16/4wp11/16/16/16/8wk7 1 w b - 0 1", 38,
       {"a13i13", "a13i5", "a13a5", "e5e6", "e5f5", "Dn"}, false},
      {"T10", "8bk7/16/16/16/16/16/16/16/16/16/16/4wk11/16/16/16/16 1 w b - 0 1", 16,
       {"e5d4", "e5d5", "e5d6", "e5e4", "e5e6", "e5f4", "e5f5", "e5f6", "Dne5d4", "Dne5d5", "Dne5d6", "Dne5e4",
        "Dne5e6", "Dne5f4", "Dne5f5", "Dne5f6"},
       true},
      {"T11", "15bk/16/16/16/4bp11/16/16/16/16/16/16/7wr8/16/16/16/wk15 1 w b - 0 1", 28,
       {"h5m5", "h5n5", "h5o5", "h5p5", "h5h10", "h5h11", "h5h12", "h5h13"}, false},
      {"T12", "15bk/16/16/16/4bp10rr/16/16/16/4wr11/16/16/16/16/16/16/wk15 1 w b - 0 1", 25, {"e8e12"}, false},
  };
  return c;
}

std::vector<std::string> legal_strings(const Position& pos) {
  MoveList list;
  pos.generate_legal(list);
  std::vector<std::string> out;
  for (Move m : list) out.push_back(move_to_string(m));
  std::sort(out.begin(), out.end());
  return out;
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

TEST_CASE("sovereign: spec positions appear verbatim in the rules page test section", "[sovereign]") {
  std::ifstream in(std::string(REGALIA_TEST_DATA_DIR) + "/rules/sovereign-spec-positions.md");
  REQUIRE(in.good());
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string spec = ss.str();
  for (const auto& c : cases()) {
    INFO(c.name);
    CHECK(spec.find(c.scfen) != std::string::npos);
  }
}

TEST_CASE("sovereign: spec test positions T1-T12", "[sovereign]") {
  for (const auto& c : cases()) {
    INFO(c.name);
    Position pos;
    REQUIRE_FALSE(pos.set_scfen(c.scfen));
    const auto moves = legal_strings(pos);
    CHECK(int(moves.size()) == c.count);
    CHECK(pos.count_legal() == c.count);
    for (const auto& m : c.listed) {
      INFO(m);
      CHECK(contains(moves, m));
    }
    if (c.complete) {
      auto listed = c.listed;
      std::sort(listed.begin(), listed.end());
      CHECK(moves == listed);
    }
    CHECK(reference::legal_moves(pos) == moves);
  }
}

TEST_CASE("sovereign: spec negative facts", "[sovereign]") {
  Position pos;
  REQUIRE_FALSE(pos.set_scfen(cases()[3].scfen));  // T4: nothing beyond 8 squares, not onto i8
  auto m = legal_strings(pos);
  CHECK_FALSE(contains(m, "a8i8"));
  CHECK_FALSE(contains(m, "a8j8"));
  REQUIRE_FALSE(pos.set_scfen(cases()[10].scfen));  // T11
  m = legal_strings(pos);
  CHECK_FALSE(contains(m, "h5l5"));
  CHECK_FALSE(contains(m, "h5h9"));
  REQUIRE_FALSE(pos.set_scfen(cases()[5].scfen));  // T6: not c8/c10, no d8, no h2i2
  m = legal_strings(pos);
  for (const char* s : {"d9c8", "d9c10", "d9d8", "h2i2", "e1d1", "d5c4"}) {
    INFO(s);
    CHECK_FALSE(contains(m, s));
  }
  // T3: the T2 pawn on e5 gives P1 navy; l12 is blocked.
  REQUIRE_FALSE(pos.set_scfen(kT3));
  CHECK(pos.controller(kNavy) == kP1);
  CHECK(pos.controller(kRed) == kP2);
}

TEST_CASE("sovereign: T3 perft depths 2 and 3", "[sovereign]") {
  Position pos;
  REQUIRE_FALSE(pos.set_scfen(kT3));
  CHECK(perft(pos, 2) == 1156);
  CHECK(perft(pos, 3) == 42868);
}

TEST_CASE("sovereign: T12 capture transfers control", "[sovereign]") {
  Position pos;
  REQUIRE_FALSE(pos.set_scfen(cases()[11].scfen));
  CHECK(pos.controller(kRed) == kP2);
  Move m;
  REQUIRE_FALSE(parse_move(pos, "e8e12", m));
  pos.do_move(m);
  CHECK(pos.controller(kRed) == kP1);
  CHECK(pos.captured_piece() == make_piece(kBlack, kPawn));
}

TEST_CASE("sovereign: start perft 1-4", "[sovereign]") {
  Position pos;
  CHECK(perft(pos, 1) == 20);
  CHECK(perft(pos, 2) == 400);
  CHECK(perft(pos, 3) == 9940);
  CHECK(perft(pos, 4) == 247005);
  CHECK(pos.scfen() == kStartScfen);
}

TEST_CASE("sovereign: start perft 2 by make/unmake agrees with the reference", "[sovereign]") {
  Position pos;
  MoveList l1;
  pos.generate_legal(l1);
  uint64_t total = 0;
  for (Move m : l1) {
    pos.do_move(m);
    total += reference::legal_moves(pos).size();
    pos.undo_move();
  }
  CHECK(total == 400);
}

TEST_CASE("sovereign: perft 5 from the start (bench)", "[.sovereign-bench]") {
  Position pos;
  CHECK(perft(pos, 5) == 7439384);
}
