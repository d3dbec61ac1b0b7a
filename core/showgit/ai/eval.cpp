// SHOWGIT evaluation: material, king safety from attack maps, hand danger, shelter, slider
// mobility, threats, tempo and the side to move's share of the enemy king's danger. The weights
// were set by hand and kept or changed on match results (self-play at fixed nodes, and games
// against Fairy-Stockfish at node odds or timed); the piece values moved half way to a fit on
// game results. docs/ai.md "SHOWGIT evaluation" gives what each term was measured to be worth
// and the command that measures it; "Experiments that did not pay" lists the weights that lost.
#include "core/showgit/ai/eval.h"

// The evaluation counts bits a lot: on x86-64 Linux with GCC, build it twice (popcnt and
// baseline) and let the loader pick (the native preset does not pass -mpopcnt). attack_maps too:
// its slider mobility counts bits, and without the clone each count was a call into libgcc.
// Not under ThreadSanitizer: the loader runs the clones' resolver before the sanitizer's runtime
// has started, and the instrumented resolver crashes.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && defined(__linux__) && !defined(__SANITIZE_THREAD__)
#define REGALIA_EVAL_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define REGALIA_EVAL_CLONES
#endif

namespace regalia::showgit {

// Piece values: a common shogi-engine starting point (P 90, L 315, N 405, S 495, B 855, R 990, G 540,
// promoted minors 540, horse 945, dragon 1395; in hand ~10 % more) moved half way to a fit on
// 485,759 quiet positions of 10,400 games against Fairy-Stockfish (logistic on the game result,
// the rest of the evaluation fixed). At node odds against Fairy-Stockfish: 75.9 % over 1,000
// games against 67.7 % (docs/ai.md, "SHOWGIT evaluation"). The fit wants the big pieces and
// the promoted minors cheaper and pieces in hand dearer: the king-safety terms already pay for a
// piece's attacks, so its value is what it adds beyond them.
const int kBoardValue[kPieceTypes] = {
    0,                                // none
    90, 272, 296, 463, 687, 784, 521, // P L N S B R G
    0,                                // king
    408, 414, 280, 270, 1025, 1350,   // +P +L +N +S horse dragon
    0};
const int kHandValue[kHandTypes] = {0, 139, 397, 401, 571, 885, 999, 678};

namespace {

// King-zone control (measured at 20 K nodes/move, 100 games: +51 =8 -41 against no control
// term): per square next to the king / two steps away where the enemy has more attackers than
// we have defenders, and per empty such neighbour while the enemy holds G, S, R or B in hand.
constexpr int kCtrl1 = 50, kCtrl2 = 20, kCtrlDrop = 40;
// Attack-map weights (per attack at distance d from the king: weight / (d + 1)).
constexpr int kDefWeight = 68, kAttWeight = 96;
// Slider mobility, eighths of a centipawn per reachable square (node-odds matches against
// Fairy-Stockfish, 1,000 games per arm: 65.1 % with, 61.6 % without).
constexpr int kLanceMob = 1, kBishopMob = 3, kRookMob = 3;
// Threats, cp per enemy piece (pawns and king excluded): attacked by us and defended by nothing;
// attacked by a pawn; a rook, bishop, dragon or horse attacked by a pawn, gold-mover, silver,
// knight or lance. The terms add up. (Node-odds matches against Fairy-Stockfish: 67.7 % with,
// 65.1 % without, 1,000 games per arm; docs/ai.md, "SHOWGIT evaluation".)
constexpr int kHanging = 30, kPawnThreat = 40, kMinorOnMajor = 30;

// Squares at Chebyshev distance d from s (d = 0..8).
Bitboard g_ring[81][9];
// Weight of one attack on a square at distance d from a king, x1024: ours (defence), theirs.
int g_def_w[9], g_att_w[9];

void init_eval_tables() {
  static const bool done = [] {
    for (int s = 0; s < 81; ++s)
      for (int t = 0; t < 81; ++t) {
        const int df = file_of(s) > file_of(t) ? file_of(s) - file_of(t) : file_of(t) - file_of(s);
        const int dr = rank_of(s) > rank_of(t) ? rank_of(s) - rank_of(t) : rank_of(t) - rank_of(s);
        g_ring[s][df > dr ? df : dr] |= square_bb(t);
      }
    for (int d = 0; d < 9; ++d) {
      g_def_w[d] = kDefWeight * 1024 / (d + 1);
      g_att_w[d] = kAttWeight * 1024 / (d + 1);
    }
    return true;
  }();
  (void)done;
}


[[gnu::always_inline]] inline int cnt(const Bitboard& b) {
  return __builtin_popcountll(b.lo) + __builtin_popcountll(b.hi);
}

// Attacks of every piece of colour c, grouped by piece kind (no per-piece switch on the type:
// those branches mispredicted and dominated the evaluation). Pawns are one shift: no two pawns
// attack the same square, so their union counts as one attacker per square.
template <Color c>
[[gnu::always_inline]] inline void attack_map(const Position& pos, AttackMap& m) {
  const Bitboard occ = pos.pieces();
  const Bitboard mine = pos.pieces(c);
  Bitboard a1, a2, a3;
  auto add = [&](const Bitboard& att) {
    a3 |= a2 & att;
    a2 |= a1 & att;
    a1 |= att;
  };
  {
    const Bitboard p = pos.pieces(c, kPawn);
    a1 = c == kBlack ? Bitboard(p.lo >> 1, p.hi >> 1) : Bitboard(p.lo << 1, p.hi << 1);
  }
  m.pawn = a1;
  auto steps = [&](Bitboard b, PieceType pt) {
    while (b) add(tables::step[pt][c][b.pop()]);
  };
  steps(pos.pieces(kGolds) & mine, kGold);
  steps(pos.pieces(c, kSilver), kSilver);
  steps(pos.pieces(c, kKnight), kKnight);
  // Slider mobility: squares each slider reaches that no own piece holds (horse and dragon
  // count their lines only, not their king steps).
  int mob = 0;
  for (Bitboard b = pos.pieces(c, kLance); b;) {
    const Bitboard att = lance_attack(c, b.pop(), occ);
    add(att);
    mob += kLanceMob * cnt(att.andnot(mine));
  }
  m.minor = a1;
  for (Bitboard b = pos.pieces(c, kBishop); b;) {
    const Bitboard att = bishop_attack(b.pop(), occ);
    add(att);
    mob += kBishopMob * cnt(att.andnot(mine));
  }
  for (Bitboard b = pos.pieces(c, kRook); b;) {
    const Bitboard att = rook_attack(b.pop(), occ);
    add(att);
    mob += kRookMob * cnt(att.andnot(mine));
  }
  for (Bitboard b = pos.pieces(c, kHorse); b;) {
    const Square s = b.pop();
    const Bitboard att = bishop_attack(s, occ);
    add(att | tables::step[kKing][c][s]);
    mob += kBishopMob * cnt(att.andnot(mine));
  }
  for (Bitboard b = pos.pieces(c, kDragon); b;) {
    const Square s = b.pop();
    const Bitboard att = rook_attack(s, occ);
    add(att | tables::step[kKing][c][s]);
    mob += kRookMob * cnt(att.andnot(mine));
  }
  m.mobility = mob;
  m.no_king = a1;
  const Square k = pos.king_square(c);
  if (k != kNoSquare) {
    const Bitboard& king_att = tables::step[kKing][c][k];
    a3 |= a2 & king_att;
    a2 |= a1 & king_att;
    a1 |= king_att;
  }
  m.a1 = a1;
  m.a2 = a2;
  m.a3 = a3;
}

// Attack pressure of map m around king square k, x1024; multi-attack weights 1, 1.76, 2.25.
// `near`, when given, gets the part from the squares up to two steps from the king, in centipawns.
[[gnu::always_inline]] inline int pressure(const AttackMap& m, Square k, const int* w, int* near = nullptr) {
  int total = 0;
  for (int d = 0; d < 9; ++d) {
    const Bitboard& r = g_ring[k][d];
    const int n = cnt(m.a1 & r) * 100 + cnt(m.a2 & r) * 76 + cnt(m.a3 & r) * 49;
    total += n * w[d];
    if (d == 2 && near) *near = total / (1024 * 100);
  }
  return total / 100;
}

// Hand pieces of `attacker` that could be dropped near `k`, weighted by the king's exposure.
[[gnu::always_inline]] inline int hand_danger(const Position& pos, Color attacker, Square k, const AttackMap& def) {
  static constexpr int kW[kHandTypes] = {0, 1, 2, 3, 5, 6, 8, 6};  // -, P L N S B R G
  int w = 0;
  for (int pt = kPawn; pt <= kGold; ++pt) {
    const int n = pos.hand_count(attacker, PieceType(pt));
    if (n) w += kW[pt] + (n > 1 ? kW[pt] / 2 : 0);
  }
  if (!w) return 0;
  // Empty squares next to the king that no defender but the king covers: drop targets.
  const Bitboard weak = g_ring[k][1].andnot(pos.pieces()).andnot(def.no_king);
  return w * (2 + cnt(weak)) * 3;
}

}  // namespace

[[gnu::always_inline]] inline int material_impl(const Position& pos) {
  int v = 0;
  for (int c = 0; c < 2; ++c) {
    const int sign = c == kBlack ? 1 : -1;
    Bitboard b = pos.pieces(Color(c));
    while (b) v += sign * kBoardValue[type_of(pos.piece_on(b.pop()))];
    for (int pt = kPawn; pt <= kGold; ++pt) v += sign * kHandValue[pt] * pos.hand_count(Color(c), PieceType(pt));
  }
  return v;
}

int material(const Position& pos) { return material_impl(pos); }

namespace {
[[gnu::always_inline]] inline EvalTerms terms_impl(const Position& pos, int material, const AttackMap* map) {
  init_eval_tables();
  EvalTerms t;
  t.material = material;
  t.mobility = (map[kBlack].mobility - map[kWhite].mobility) / 8;
  for (int c = 0; c < 2; ++c) {
    const Color us = Color(c), them = ~us;
    const int sign = us == kBlack ? 1 : -1;
    {
      const Bitboard targets = pos.pieces(them).andnot(pos.pieces(kPawn)).andnot(pos.pieces(kKing));
      const Bitboard majors =
          pos.pieces(them) & (pos.pieces(kRook) | pos.pieces(kBishop) | pos.pieces(kDragon) | pos.pieces(kHorse));
      t.threats += sign * (kHanging * cnt((targets & map[us].a1).andnot(map[them].a1)) +
                           kPawnThreat * cnt(targets & map[us].pawn) + kMinorOnMajor * cnt(majors & map[us].minor));
    }
    const Square k = pos.king_square(us);
    if (k == kNoSquare) continue;
    // Around our king: our attacks defend, theirs attack.
    int near_att = 0;
    const int ks = pressure(map[us], k, g_def_w) - pressure(map[them], k, g_att_w, &near_att);
    t.king_safety += sign * ks / 1024;
    const int hd = hand_danger(pos, them, k, map[us]);
    t.hand_danger -= sign * hd;
    // Shelter: own pieces next to the king; empty/enemy neighbours covered only by the king.
    const Bitboard near = g_ring[k][1];
    int sh = 20 * cnt(near & pos.pieces(us));
    sh -= 11 * cnt(near.andnot(pos.pieces(us)).andnot(map[us].no_king));
    // Golds and silvers close to their king.
    Bitboard gs = (pos.pieces(us, kGold) | pos.pieces(us, kSilver)) & (g_ring[k][1] | g_ring[k][2]);
    while (gs) {
      const Square s = gs.pop();
      sh += g_ring[k][1].test(s) ? 18 : 8;
    }
    t.shelter += sign * sh;
    // Squares next to the king (and two steps away) where the enemy has more attackers than we
    // have defenders (counts capped at 3); worse when empty and the enemy holds pieces in hand.
    {
      const AttackMap& u = map[us];
      const AttackMap& e = map[them];
      const Bitboard ctrl = e.a1.andnot(u.a1) | e.a2.andnot(u.a2) | e.a3.andnot(u.a3);
      int cs = kCtrl1 * cnt(ctrl & g_ring[k][1]) + kCtrl2 * cnt(ctrl & g_ring[k][2]);
      if (pos.hand_count(them, kGold) + pos.hand_count(them, kSilver) + pos.hand_count(them, kRook) +
                          pos.hand_count(them, kBishop) > 0)
        cs += kCtrlDrop * cnt(ctrl.andnot(pos.pieces()) & g_ring[k][1]);
      t.king_safety -= sign * cs;
      // The enemy's pressure on this king, as weighted in the sum below (the side-to-move term).
      t.danger[c] = near_att * 5 / 4 + hd * 5 / 2 + cs * 5 / 4;
    }
  }
  return t;
}

}  // namespace

REGALIA_EVAL_CLONES void attack_maps(const Position& pos, AttackMaps& m) {
  attack_map<kBlack>(pos, m.m[kBlack]);
  attack_map<kWhite>(pos, m.m[kWhite]);
}

REGALIA_EVAL_CLONES EvalTerms evaluate_terms(const Position& pos) {
  AttackMaps m;
  attack_maps(pos, m);
  return terms_impl(pos, material_impl(pos), m.m);
}

REGALIA_EVAL_CLONES int evaluate(const Position& pos, int material, const AttackMaps& maps) {
  const EvalTerms t = terms_impl(pos, material, maps.m);
  const int v = t.material + t.king_safety * 5 / 4 + t.hand_danger * 5 / 2 + t.shelter / 2 + t.mobility + t.threats;
  // Tempo, and the side to move is a move ahead in the attack on the enemy king: a tenth of
  // that king's danger (node odds against Fairy-Stockfish: docs/ai.md, "SHOWGIT evaluation").
  const Color stm = pos.side_to_move();
  return (stm == kBlack ? v : -v) + 20 + t.danger[~stm] / 10;
}

int evaluate(const Position& pos, int material) {
  AttackMaps m;
  attack_maps(pos, m);
  return evaluate(pos, material, m);
}

int evaluate(const Position& pos) { return evaluate(pos, material_impl(pos)); }

int material_delta(const Position& pos, Move m) {
  int d;
  if (m.is_drop()) {
    d = kBoardValue[m.drop_type()] - kHandValue[m.drop_type()];
  } else {
    const PieceType pt = type_of(pos.piece_on(m.from()));
    d = m.promotes() ? kBoardValue[pt + kPromoted] - kBoardValue[pt] : 0;
    if (const Piece cap = pos.piece_on(m.to())) d += kBoardValue[type_of(cap)] + kHandValue[base_type(type_of(cap))];
  }
  return pos.side_to_move() == kBlack ? d : -d;
}

}  // namespace regalia::showgit
