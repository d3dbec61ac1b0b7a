// Control of colours: chains, capture of a controlling piece, a controlling piece leaving its
// square, regime changes (defection, coup, overthrow) and cycles. Each case is also checked
// against the reference's from-scratch computation.
#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "core/sovereign/rules/notation.h"
#include "core/sovereign/rules/position.h"
#include "tests/support/sovereign_reference.h"

using namespace regalia::sovereign;

namespace {

// Builds an SCFEN from (square, piece) pairs such as {"i1", "wk"} and the fields 2-7.
std::string scfen_from(const std::vector<std::pair<std::string, std::string>>& pieces, const std::string& rest) {
  std::string cells[16][16];
  for (auto& [sq, pc] : pieces) cells[std::stoi(sq.substr(1)) - 1][sq[0] - 'a'] = pc;
  std::string out;
  for (int r = 15; r >= 0; --r) {
    int run = 0;
    for (int f = 0; f < 16; ++f) {
      if (cells[r][f].empty()) {
        ++run;
        continue;
      }
      if (run) out += std::to_string(run);
      run = 0;
      out += cells[r][f];
    }
    if (run) out += std::to_string(run);
    if (r) out += '/';
  }
  return out + " " + rest;
}

void load(Position& pos, const std::string& scfen) {
  INFO(scfen);
  auto e = pos.set_scfen(scfen);
  INFO(e.code << ": " << e.message);
  REQUIRE_FALSE(e);
}

void play(Position& pos, const char* move) {
  Move m;
  auto e = parse_move(pos, move, m);
  INFO(move << " in " << pos.scfen() << ": " << e.message);
  REQUIRE_FALSE(e);
  pos.do_move(m);
}

void agrees_with_reference(const Position& pos) {
  uint8_t ctl[kColours];
  reference::control(pos, ctl);
  for (int c = 0; c < kColours; ++c) {
    INFO(kColourNames[c]);
    CHECK(pos.controller(c) == ctl[c]);
  }
}

}  // namespace

TEST_CASE("sovereign control: start position", "[sovereign]") {
  Position pos;
  CHECK(pos.controller(kWhite) == kP1);
  CHECK(pos.controller(kBlack) == kP2);
  for (int c : {kAsh, kSlate, kPink, kRed, kOrange, kYellow, kGreen, kCyan, kNavy, kViolet}) CHECK(pos.controller(c) == kNobody);
  CHECK(pos.control_mask(kP1) == (1u << kWhite));
  CHECK(pos.defection_colours().empty());
}

TEST_CASE("sovereign control: chains", "[sovereign]") {
  Position pos;
  // White pawn on red l5, red pawn on green f6: P1 gets red and green.
  load(pos, scfen_from({{"i1", "wk"}, {"i16", "bk"}, {"l5", "wp"}, {"f6", "rp"}}, "1 w b - 0 1"));
  CHECK(pos.controller(kRed) == kP1);
  CHECK(pos.controller(kGreen) == kP1);
  CHECK(pos.defection_colours() == std::vector<int>{kRed, kGreen});
  agrees_with_reference(pos);
  // Three links: a green knight on navy e5 extends the chain to navy.
  load(pos, scfen_from({{"i1", "wk"}, {"i16", "bk"}, {"l5", "wp"}, {"f6", "rp"}, {"e5", "gn"}}, "1 w b - 0 1"));
  CHECK(pos.controller(kNavy) == kP1);
  agrees_with_reference(pos);
  // A chain ending in a neutral colour is neutral: red pawn on green, red squares empty.
  load(pos, scfen_from({{"i1", "wk"}, {"i16", "bk"}, {"f6", "rp"}}, "1 w b - 0 1"));
  CHECK(pos.controller(kGreen) == kNobody);
  CHECK(pos.controller(kRed) == kNobody);
  agrees_with_reference(pos);
  // R3.3: a black bishop on the white square h9 gives P2 nothing while P1 owns white.
  load(pos, scfen_from({{"i1", "wk"}, {"i16", "bk"}, {"h9", "bb"}}, "1 w b - 0 1"));
  CHECK(pos.controller(kWhite) == kP1);
  // A king on a coloured square controls that colour (A10).
  load(pos, scfen_from({{"e5", "wk"}, {"i16", "bk"}}, "1 w b - 0 1"));
  CHECK(pos.controller(kNavy) == kP1);
}

TEST_CASE("sovereign control: a controlling piece leaving its square", "[sovereign]") {
  Position pos;
  load(pos, scfen_from({{"i1", "wk"}, {"i16", "bk"}, {"l5", "wp"}, {"f6", "rp"}, {"p12", "rr"}}, "1 w b - 0 1"));
  CHECK(pos.controller(kGreen) == kP1);
  play(pos, "l5l6");  // leaves red: red and green (chained through red) fall at once
  CHECK(pos.controller(kRed) == kNobody);
  CHECK(pos.controller(kGreen) == kNobody);
  agrees_with_reference(pos);
  pos.undo_move();
  CHECK(pos.controller(kRed) == kP1);
  CHECK(pos.controller(kGreen) == kP1);
}

TEST_CASE("sovereign control: capture of a controlling piece", "[sovereign]") {
  Position pos;
  // P2's black pawn on red e12 gives P2 red (and the red rook p12); a white rook captures it.
  load(pos, scfen_from({{"a1", "wk"}, {"p16", "bk"}, {"e12", "bp"}, {"p12", "rr"}, {"e8", "wr"}}, "1 w b - 0 1"));
  CHECK(pos.controller(kRed) == kP2);
  play(pos, "e8e12");
  CHECK(pos.controller(kRed) == kP1);
  agrees_with_reference(pos);
  // Now P2 to move; the red rook is P1's: P2 cannot move it.
  MoveList list;
  pos.generate_legal(list);
  for (Move m : list) CHECK(m.from() != make_square(15, 11));
  pos.undo_move();
  CHECK(pos.controller(kRed) == kP2);
}

TEST_CASE("sovereign control: regime change by defection", "[sovereign]") {
  Position pos;
  // T9: pawn on navy e5 gives P1 navy; after Dn P1 owns navy and white is neutral.
  load(pos, "8bk7/16/16/nq15/16/16/16/16/16/16/16/4wp11/16/16/16/8wk7 1 w b - 0 1");
  play(pos, "Dn");
  CHECK(pos.owned(kP1) == kNavy);
  CHECK(pos.controller(kNavy) == kP1);
  CHECK(pos.controller(kWhite) == kNobody);
  CHECK(pos.piece_on(make_square(8, 0)) == make_piece(kNavy, kKing));
  agrees_with_reference(pos);
  pos.undo_move();
  CHECK(pos.owned(kP1) == kWhite);
  CHECK(pos.controller(kWhite) == kP1);
  // The old army may pass to the opponent (R8.2): a black bishop on h9 gives P2 white after
  // P1 defects, and the white queen then checks the new king: Dn is illegal.
  load(pos, "8bk7/16/16/nq15/16/16/16/7bb8/16/16/16/4wp11/16/16/16/7wqwk7 1 w b - 0 1");
  Move m;
  CHECK(parse_move(pos, "Dn", m).code == "illegal-move");
}

TEST_CASE("sovereign control: coup and overthrow", "[sovereign]") {
  Position pos;
  // P1 controls red through the white pawn on l5; the red pawn g6 promotes to a king on ash g7.
  const std::string s = scfen_from({{"i1", "wk"}, {"i16", "bk"}, {"l5", "wp"}, {"g6", "rp"}}, "1 w b E 0 1");
  CHECK(pos.set_scfen(s).code == "bad-castling");  // no rook on e1
  load(pos, scfen_from({{"i1", "wk"}, {"e1", "wr"}, {"i16", "bk"}, {"l5", "wp"}, {"g6", "rp"}}, "1 w b E 0 1"));
  play(pos, "g6g7=K");  // overthrow
  CHECK(pos.owned(kP1) == kRed);
  CHECK(pos.piece_on(make_square(8, 0)) == kEmpty);  // old king removed
  CHECK(pos.king_square(kP1) == make_square(6, 6));
  CHECK(pos.controller(kAsh) == kP1);
  CHECK(pos.controller(kWhite) == kNobody);  // nothing on white's squares any more
  CHECK(pos.controller(kRed) == kP1);
  CHECK(pos.castling() == 0);
  agrees_with_reference(pos);
  pos.undo_move();
  CHECK(pos.owned(kP1) == kWhite);
  CHECK(pos.castling() == 1 << 1);
  // Coup d'etat: a white pawn becomes the white king; the owned colour stays.
  load(pos, scfen_from({{"i1", "wk"}, {"i16", "bk"}, {"h6", "wp"}}, "1 w b - 0 1"));
  play(pos, "h6h7=K");
  CHECK(pos.owned(kP1) == kWhite);
  CHECK(pos.king_square(kP1) == make_square(7, 6));
  CHECK(pos.piece_on(make_square(8, 0)) == kEmpty);
  agrees_with_reference(pos);
}

TEST_CASE("sovereign control: cycles are neutral", "[sovereign]") {
  Position pos;
  // R3.4: P1 owns white; white pawn on red l5 (P1 gets red), a red rook on white h9, a white
  // knight on green f6 (P1 gets green). After Dg white is fed by red and red by white.
  load(pos, scfen_from({{"i1", "wk"}, {"i16", "bk"}, {"l5", "wp"}, {"h9", "rr"}, {"f6", "wn"}, {"e5", "rn"}},
                       "1 w b - 0 1"));
  CHECK(pos.controller(kRed) == kP1);
  CHECK(pos.controller(kGreen) == kP1);
  CHECK(pos.controller(kNavy) == kP1);
  play(pos, "Dg");
  CHECK(pos.owned(kP1) == kGreen);
  CHECK(pos.controller(kWhite) == kNobody);
  CHECK(pos.controller(kRed) == kNobody);
  CHECK(pos.controller(kNavy) == kNobody);  // leads into the cycle
  CHECK(pos.controller(kGreen) == kP1);
  agrees_with_reference(pos);
  // Loaded directly, too.
  load(pos, scfen_from({{"i1", "gk"}, {"i16", "bk"}, {"l5", "wp"}, {"h9", "rr"}, {"f6", "wn"}}, "2 g b - 0 1"));
  CHECK(pos.controller(kWhite) == kNobody);
  CHECK(pos.controller(kRed) == kNobody);
  agrees_with_reference(pos);
  uint8_t owned[2] = {kGreen, kBlack};
  uint8_t out[kColours];
  compute_control(pos.board(), owned, out);
  CHECK(out[kWhite] == kNobody);
}
