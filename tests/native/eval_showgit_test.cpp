// The SHOWGIT evaluation: colour and mirror symmetry over random playouts.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/showgit/ai/eval.h"
#include "tests/native/showgit_playouts.h"
#include "tests/native/showgit_transforms.h"

using namespace regalia;
using namespace regalia::showgit;
using regalia::test::flipped;
using regalia::test::mirrored;

TEST_CASE("evaluation is symmetric under colour swap and file mirror", "[eval][showgit]") {
  const int checked = test::showgit_playouts(20261130, 40, 160, [](const Position& pos) {
    const int v = evaluate(pos);
    Position f, m;
    REQUIRE_FALSE(f.set_sfen(flipped(pos)));
    REQUIRE_FALSE(m.set_sfen(mirrored(pos)));
    INFO(pos.sfen());
    REQUIRE(evaluate(f) == v);
    REQUIRE(evaluate(m) == v);
    const EvalTerms t = evaluate_terms(pos), tf = evaluate_terms(f);
    REQUIRE(tf.king_safety == -t.king_safety);
    REQUIRE(tf.hand_danger == -t.hand_danger);
    REQUIRE(tf.shelter == -t.shelter);
    REQUIRE(tf.mobility == -t.mobility);
    REQUIRE(tf.threats == -t.threats);
    REQUIRE(tf.danger[kBlack] == t.danger[kWhite]);
    REQUIRE(tf.danger[kWhite] == t.danger[kBlack]);
    REQUIRE(t.danger[kBlack] >= 0);
    REQUIRE(t.danger[kWhite] >= 0);
  });
  CHECK(checked > 2000);
}

TEST_CASE("slider mobility counts the squares a slider reaches, own pieces excluded", "[eval][showgit]") {
  Position pos;
  CHECK(evaluate_terms(pos).mobility == 0);  // the start position is symmetric
  // A rook on 4e reaches 16 squares: 16 x 3 / 8 = 6.
  REQUIRE_FALSE(pos.set_sfen("4k4/9/9/9/5R3/9/9/9/4K4 b - 1"));
  CHECK(evaluate_terms(pos).mobility == 6);
  // With its own king on 4i, 15: 15 x 3 / 8 = 5.
  REQUIRE_FALSE(pos.set_sfen("4k4/9/9/9/5R3/9/9/9/5K3 b - 1"));
  CHECK(evaluate_terms(pos).mobility == 5);
  // A dragon counts its rook lines only (its king steps are not mobility).
  REQUIRE_FALSE(pos.set_sfen("4k4/9/9/9/5+R3/9/9/9/4K4 b - 1"));
  CHECK(evaluate_terms(pos).mobility == 6);
  // A white horse on 5e reaches four squares along each diagonal: 16 x 3 / 8 = 6, for white.
  REQUIRE_FALSE(pos.set_sfen("4k4/9/9/9/4+b4/9/9/9/4K4 b - 1"));
  CHECK(evaluate_terms(pos).mobility == -6);
  // A black lance on 1i reaches 1h..1a: 8 x 1 / 8 = 1.
  REQUIRE_FALSE(pos.set_sfen("4k4/9/9/9/9/9/9/9/4K3L b - 1"));
  CHECK(evaluate_terms(pos).mobility == 1);
}

TEST_CASE("threats count enemy pieces left hanging or attacked by cheaper pieces", "[eval][showgit]") {
  Position pos;
  CHECK(evaluate_terms(pos).threats == 0);
  // A white rook on 5e, attacked by the black pawn on 5f and defended by nothing: hanging 30,
  // attacked by a pawn 40, a major piece attacked by a minor one 30.
  REQUIRE_FALSE(pos.set_sfen("4k4/9/9/9/4r4/4P4/9/9/4K4 b - 1"));
  CHECK(evaluate_terms(pos).threats == 100);
  // A white silver on 5e defended by the gold on 5d: attacked by a pawn only.
  REQUIRE_FALSE(pos.set_sfen("4k4/9/9/4g4/4s4/4P4/9/9/4K4 b - 1"));
  CHECK(evaluate_terms(pos).threats == 40);
  // A black bishop on 5e attacked by a white knight on 4c, undefended: 30 + 30 for white.
  REQUIRE_FALSE(pos.set_sfen("4k4/9/5n3/9/4B4/9/9/9/4K4 b - 1"));
  CHECK(evaluate_terms(pos).threats == -60);
  // Pawns and kings are not targets: the black pawn on 5f attacks the white king on 5e.
  REQUIRE_FALSE(pos.set_sfen("9/9/9/9/4k4/4P4/9/9/4K4 w - 1"));
  CHECK(evaluate_terms(pos).threats == 0);
}

TEST_CASE("the side to move gets a tenth of the enemy king's danger", "[eval][showgit]") {
  Position pos;
  EvalTerms t = evaluate_terms(pos);
  CHECK(t.danger[kBlack] == 0);  // nothing of the enemy's reaches either king in the start position
  CHECK(t.danger[kWhite] == 0);
  // A white gold two steps from the black king and two more golds in white's hand.
  Position b, w;
  REQUIRE_FALSE(b.set_sfen("4k4/9/9/9/9/9/3g5/9/4K4 b 2g 1"));
  REQUIRE_FALSE(w.set_sfen("4k4/9/9/9/9/9/3g5/9/4K4 w 2g 1"));
  t = evaluate_terms(b);
  CHECK(t.danger[kBlack] > 100);
  CHECK(t.danger[kWhite] == 0);
  // The same board with either side to move: the symmetric terms cancel, tempo and turn remain.
  CHECK(evaluate(b) + evaluate(w) == 2 * 20 + t.danger[kWhite] / 10 + t.danger[kBlack] / 10);
  CHECK(evaluate(w) + evaluate(b) > 2 * 20 + 10);
}
