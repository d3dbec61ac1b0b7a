// Legality details (uchifuzume, nifu, promotions) and end-of-game rules.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "core/showgit/rules/game.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/names.h"
#include "core/showgit/rules/usi.h"

using namespace regalia::showgit;

namespace {
std::vector<std::string> moves_of(const char* sfen) {
  Position pos;
  REQUIRE_FALSE(pos.set_sfen(sfen));
  MoveList list;
  generate_legal(pos, list);
  std::vector<std::string> v;
  for (Move m : list) v.push_back(to_usi(m));
  std::sort(v.begin(), v.end());
  return v;
}
bool has(const std::vector<std::string>& v, const char* m) { return std::find(v.begin(), v.end(), m) != v.end(); }
}  // namespace

TEST_CASE("uchifuzume: a pawn drop that mates is illegal", "[showgit][rules]") {
  // King 1a boxed in by its own knight and silver; the pawn on 1b is defended by the knight 2d.
  REQUIRE_FALSE(has(moves_of("7nk/7s1/9/7N1/9/9/9/9/4K4 b P 1"), "P*1b"));
  // Undefended pawn: the king takes it.
  REQUIRE(has(moves_of("7nk/7s1/9/9/9/9/9/9/4K4 b P 1"), "P*1b"));
  // The king escapes to 2b.
  REQUIRE(has(moves_of("7nk/9/9/7N1/9/9/9/9/4K4 b P 1"), "P*1b"));
  // The gold on 6b could take the pawn, but it is pinned by the bishop on 8d: mate, illegal.
  REQUIRE_FALSE(has(moves_of("3nkn3/3g1s3/9/1B3N3/9/9/9/9/4K4 b P 1"), "P*5b"));
  // Without the pin the gold takes it: legal.
  REQUIRE(has(moves_of("3nkn3/3g1s3/9/5N3/9/9/9/9/4K4 b P 1"), "P*5b"));
  // A defender "pinned" along the same file stays on the line when it takes: legal.
  REQUIRE(has(moves_of("7nk/7s1/8g/7N1/8L/9/9/9/4K4 b P 1"), "P*1b"));
}

TEST_CASE("mate by another drop or by a pawn move is legal", "[showgit][rules]") {
  REQUIRE(has(moves_of("7nk/7s1/9/7N1/9/9/9/9/4K4 b L 1"), "L*1b"));
  REQUIRE(has(moves_of("7nk/7s1/9/7N1/9/9/9/9/4K4 b G 1"), "G*1b"));
  const auto v = moves_of("7nk/7s1/8P/7N1/9/9/9/9/4K4 b - 1");
  REQUIRE(has(v, "1c1b"));
  REQUIRE(has(v, "1c1b+"));
  Game g;
  REQUIRE_FALSE(g.set_sfen("7nk/7s1/8P/7N1/9/9/9/9/4K4 b - 1"));
  REQUIRE_FALSE(g.play("1c1b"));
  REQUIRE(g.status().reason == "big-bang");
  REQUIRE(g.status().winner == 1);
  Game g2;
  REQUIRE_FALSE(g2.set_sfen("7nk/7s1/9/7N1/9/9/9/9/4K4 b L 1"));
  REQUIRE_FALSE(g2.play("L*1b"));
  REQUIRE(g2.status().reason == "big-bang");
  REQUIRE(g2.play("P*1c").code == "illegal-move");
}

TEST_CASE("nifu: promoted pawns do not count", "[showgit][rules]") {
  REQUIRE(has(moves_of("4k4/9/4+P4/9/9/9/9/9/4K4 b P 1"), "P*5d"));
  const auto v = moves_of("4k4/9/9/4P4/9/9/9/9/4K4 b P 1");
  REQUIRE_FALSE(has(v, "P*5e"));
  REQUIRE_FALSE(has(v, "P*5h"));
  REQUIRE(has(v, "P*4e"));
  Position pos;
  REQUIRE_FALSE(pos.set_sfen("4k4/9/4+P4/4P4/9/9/9/9/4K4 b - 1"));
  REQUIRE(pos.set_sfen("4k4/9/4P4/4P4/9/9/9/9/4K4 b - 1").code == "nifu");
}

TEST_CASE("dead drops and forced promotions", "[showgit][rules]") {
  const auto v = moves_of("4k4/9/9/9/9/9/9/9/4K4 b PLN 1");
  REQUIRE_FALSE(has(v, "P*1a"));
  REQUIRE_FALSE(has(v, "L*1a"));
  REQUIRE_FALSE(has(v, "N*1a"));
  REQUIRE_FALSE(has(v, "N*1b"));
  REQUIRE(has(v, "L*1b"));
  REQUIRE(has(v, "N*1c"));
  const auto w = moves_of("4k4/9/L1P3N2/9/9/9/9/9/4K4 b - 1");
  REQUIRE(has(w, "7c7b"));
  REQUIRE(has(w, "7c7b+"));
  REQUIRE(has(w, "9c9b"));   // lance non-promotion on the second rank is legal
  REQUIRE(has(w, "9c9b+"));
  REQUIRE(has(w, "9c9a+"));
  REQUIRE_FALSE(has(w, "9c9a"));
  REQUIRE(has(w, "3c2a+"));
  REQUIRE_FALSE(has(w, "3c2a"));
}

TEST_CASE("fourfold repetition is a draw", "[showgit][rules]") {
  Game g;
  for (int i = 0; i < 3; ++i)
    for (const char* m : {"5i5h", "5a5b", "5h5i", "5b5a"}) REQUIRE_FALSE(g.play(m));
  REQUIRE(g.repetitions() == 4);
  REQUIRE(g.status().reason == "repetition");
  REQUIRE(g.status().winner == 0);
  g.undo();
  REQUIRE_FALSE(g.status().over());
}

TEST_CASE("perpetual check loses for the checking side", "[showgit][rules]") {
  Game g;
  REQUIRE_FALSE(g.set_sfen("4k4/R8/9/9/9/9/9/9/4K4 b - 1"));
  for (int i = 0; i < 3; ++i) {
    for (const char* m : {"9b9a", "5a5b", "9a9b", "5b5a"}) {
      REQUIRE_FALSE(g.status().over());
      REQUIRE_FALSE(g.play(m));
    }
  }
  REQUIRE(g.status().reason == "perpetual-check");
  REQUIRE(g.status().winner == 2);
  // The same cycle for the second player checking.
  Game h;
  REQUIRE_FALSE(h.set_sfen("4k4/9/9/9/9/9/9/r8/4K4 w - 1"));
  for (int i = 0; i < 3; ++i)
    for (const char* m : {"9h9i", "5i5h", "9i9h", "5h5i"}) REQUIRE_FALSE(h.play(m));
  REQUIRE(h.status().reason == "perpetual-check");
  REQUIRE(h.status().winner == 1);
}

TEST_CASE("impasse declaration and ply limit options", "[showgit][rules]") {
  Position pos;
  REQUIRE_FALSE(pos.set_sfen("+P+P+P+P+P+P+P+P+P/1RB1K4/9/9/9/9/9/9/4k4 b 9P 1"));
  REQUIRE(can_declare_impasse(pos));
  REQUIRE_FALSE(pos.set_sfen("+P+P+P+P+P+P+P+P+P/1RB1K4/9/9/9/9/9/9/4k4 b 8P 1"));
  REQUIRE_FALSE(can_declare_impasse(pos));
  Game g;
  REQUIRE_FALSE(g.set_sfen("+P+P+P+P+P+P+P+P+P/1RB1K4/9/9/9/9/9/9/4k4 b 9P 1"));
  REQUIRE(g.declare_impasse().code == "impasse-disabled");
  g.set_options({true, 0});
  REQUIRE_FALSE(g.declare_impasse());
  REQUIRE(g.status().reason == "impasse");
  REQUIRE(g.status().winner == 1);

  Game p({false, 4});
  for (const char* m : {"7g7f", "3c3d", "2g2f"}) REQUIRE_FALSE(p.play(m));
  REQUIRE_FALSE(p.status().over());
  REQUIRE_FALSE(p.play("8c8d"));
  REQUIRE(p.status().reason == "ply-limit");
  REQUIRE(p.status().winner == 0);
}

TEST_CASE("SHOWGIT names and directions", "[showgit][names]") {
  REQUIRE(piece_name(kBlack, kKing) == "STAR");
  REQUIRE(piece_name(kWhite, kKing) == "TIME");
  REQUIRE(piece_name(make_piece(kWhite, kHorse)) == "NEO-VICTOR");
  REQUIRE(piece_name(kBlack, kProPawn) == "NEO-UNIFORM");
  REQUIRE(piece_name(kBlack, kGold) == "MIKE");
  REQUIRE(piece_sfen(make_piece(kWhite, kDragon)) == "+r");
  REQUIRE(piece_directions(kKnight).size() == 2);
  REQUIRE(piece_directions(kDragon).size() == 8);
  REQUIRE(piece_directions(kProSilver).size() == 6);
}

TEST_CASE("USI move parsing", "[showgit][usi]") {
  Position pos;
  Move m;
  REQUIRE_FALSE(parse_usi_move(pos, "7g7f", m));
  REQUIRE(to_usi(m) == "7g7f");
  REQUIRE(parse_usi_move(pos, "7g7e", m).code == "illegal-move");
  REQUIRE(parse_usi_move(pos, "P*5e", m).code == "illegal-move");
  REQUIRE(parse_usi_move(pos, "7g7", m).code == "bad-move-syntax");
  REQUIRE(parse_usi_move(pos, "K*5e", m).code == "bad-move-syntax");
  REQUIRE(parse_usi_move(pos, "7g7f=", m).code == "bad-move-syntax");
  REQUIRE_FALSE(pos.set_sfen("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3"));
  REQUIRE_FALSE(parse_usi_move(pos, "8h2b+", m));
  REQUIRE(m.promotes());
  REQUIRE_FALSE(parse_usi_move(pos, "8h2b", m));
}
