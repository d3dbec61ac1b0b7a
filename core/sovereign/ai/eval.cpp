// Sovereign Chess evaluation.
#include "core/sovereign/ai/eval.h"

#include "core/sovereign/rules/tables.h"

namespace regalia::sovereign {

const int kPieceValue[7] = {0, 0, 1000, 525, 350, 275, 100};

namespace {

// Chebyshev distance from s to the central 4x4 zone (files g-j = 6..9, ranks 7-10 = 6..9).
inline int zone_distance(Square s) {
  const int f = file_of(s), r = rank_of(s);
  const int df = f < 6 ? 6 - f : f > 9 ? f - 9 : 0;
  const int dr = r < 6 ? 6 - r : r > 9 ? r - 9 : 0;
  return df > dr ? df : dr;
}
inline int chebyshev(Square a, Square b) {
  const int df = file_of(a) > file_of(b) ? file_of(a) - file_of(b) : file_of(b) - file_of(a);
  const int dr = rank_of(a) > rank_of(b) ? rank_of(a) - rank_of(b) : rank_of(b) - rank_of(a);
  return df > dr ? df : dr;
}

// Pawn progress bonus by distance to the zone (0 = in the zone, where it may promote).
constexpr int kPawnProgress[8] = {90, 55, 32, 18, 9, 4, 0, 0};
constexpr int kCentre[8] = {16, 12, 8, 5, 2, 0, 0, 0};
constexpr int kKingAttack[7] = {0, 4, 30, 20, 14, 14, 6};

// Percent of the best neutral army a player can seize by one quiet move (at the controlled
// weight, 85 %) credited to the side to move and to the other side.
constexpr int kSeizeNow = 40, kSeizeNext = 20;

// Percent of a held army (at the controlled weight) lost while its square is attacked more times
// than it is defended: with the holder to move (it must answer the threat, which standing pat
// ignores) and with the attacker to move (the capture is there for the search to try).
constexpr int kContestedHolderToMove = 40, kContestedAttackerToMove = 20;

// Pieces controlled by `by` that could capture on s: Position::attacked, counted (no x-rays).
int attackers(const Position& pos, Square s, Player by) {
  const Tables& T = g_tables;
  const Piece* board = pos.board();
  const int sc = T.square_colour[s];
  int n = 0;
  auto mine = [&](Piece p) { return colour_of(p) != sc && pos.controller(colour_of(p)) == by; };
  for (int d = 0; d < kDirections; ++d) {
    const uint8_t* ray = T.ray[s][d];
    const int len = T.ray_len[s][d];
    for (int i = 0; i < len; ++i) {
      const Piece p = board[ray[i]];
      if (!p) continue;
      const int ty = type_of(p);
      if ((ty == kQueen || ty == (is_orthogonal(d) ? kRook : kBishop) || (ty == kKing && i == 0)) && mine(p)) ++n;
      break;
    }
  }
  for (int i = 0; i < T.knight_n[s]; ++i) {
    const Piece p = board[T.knight[s][i]];
    if (type_of(p) == kKnight && mine(p)) ++n;
  }
  for (int i = 0; i < T.pawn_attacker_n[s]; ++i) {
    const Piece p = board[T.pawn_attacker[s][i]];
    if (type_of(p) == kPawn && mine(p)) ++n;
  }
  return n;
}

// Bit p set when a piece of player p can come to rest on the empty square s by a quiet move:
// sliders (within 8 squares), knights, kings, pawn steps and double steps; never a piece of s's
// own colour (R4.1). Pins and the control the mover leaves behind are not considered.
unsigned movers_to(const Position& pos, Square s) {
  const Tables& T = g_tables;
  const Piece* board = pos.board();
  const int sc = T.square_colour[s];
  unsigned who = 0;
  auto add = [&](Piece p) {
    if (colour_of(p) == sc) return;
    const Player pl = pos.controller(colour_of(p));
    if (pl != kNobody) who |= 1u << pl;
  };
  for (int d = 0; d < kDirections; ++d) {
    const uint8_t* ray = T.ray[s][d];
    const int n = T.ray_len[s][d];
    for (int i = 0; i < n; ++i) {
      const Piece p = board[ray[i]];
      if (!p) continue;
      const int ty = type_of(p);
      if (ty == kQueen || ty == (is_orthogonal(d) ? kRook : kBishop) || (ty == kKing && i == 0)) add(p);
      if (ty == kPawn && i == 0)
        for (int k = 0; k < T.pawn_step_n[ray[0]]; ++k)
          if (T.pawn_step[ray[0]][k] == s) add(p);
      if (ty == kPawn && i == 1 && !board[ray[0]])
        for (int k = 0; k < T.pawn_double_n[ray[1]]; ++k)
          if (T.pawn_double[ray[1]][k][1] == s) add(p);
      break;
    }
  }
  for (int i = 0; i < T.knight_n[s]; ++i) {
    const Piece p = board[T.knight[s][i]];
    if (type_of(p) == kKnight) add(p);
  }
  return who;
}

}  // namespace

int evaluate_material(const Position& pos) {
  int score[3] = {0, 0, 0};
  const Piece* board = pos.board();
  for (Square s = 0; s < kSquares; ++s) {
    const Piece p = board[s];
    if (!p) continue;
    const int c = colour_of(p);
    const Player pl = pos.controller(c);
    if (pl == kNobody) continue;
    const int w = pos.owned(pl) == c ? 100 : 85;
    score[pl] += kPieceValue[type_of(p)] * w / 100;
  }
  const Player us = pos.side_to_move();
  return score[us] - score[opponent(us)];
}

int evaluate(const Position& pos) {
  int score[3] = {0, 0, 0};
  int army[kColours] = {};
  const Piece* board = pos.board();
  const Square ksq[2] = {pos.king_square(kP1), pos.king_square(kP2)};
  for (Square s = 0; s < kSquares; ++s) {
    const Piece p = board[s];
    if (!p) continue;
    const int c = colour_of(p), t = type_of(p);
    army[c] += kPieceValue[t];
    const Player pl = pos.controller(c);
    if (pl == kNobody) continue;
    const int w = pos.owned(pl) == c ? 100 : 85;
    int v = kPieceValue[t] * w / 100;
    const int zd = zone_distance(s);
    if (t == kPawn) v += kPawnProgress[zd < 7 ? zd : 7];
    else if (t == kKnight || t == kBishop) v += kCentre[zd < 7 ? zd : 7];
    score[pl] += v;
    // Pressure on the enemy king: pieces of ours within 3 squares of it.
    const Player them = opponent(pl);
    if (ksq[them] >= 0 && ksq[them] < kSquares && t != kKing) {
      const int d = chebyshev(s, ksq[them]);
      if (d <= 3) score[pl] += kKingAttack[t] * (4 - d) / 2;
    }
    // Own shelter: pieces next to the own king.
    if (ksq[pl] >= 0 && ksq[pl] < kSquares && t != kKing && chebyshev(s, ksq[pl]) == 1) score[pl] += 12;
  }
  // Coloured squares: a player's piece standing on (or next to) a neutral army's square is a
  // step toward taking that army over.
  for (int c = 0; c < kColours; ++c) {
    if (pos.controller(c) != kNobody || !army[c]) continue;
    for (int i = 0; i < 2; ++i) {
      const Square cs = g_tables.colour_square[c][i];
      for (int k = 0; k < g_tables.king_n[cs]; ++k) {
        const Piece q = board[g_tables.king[cs][k]];
        if (!q) continue;
        const Player pl = pos.controller(colour_of(q));
        if (pl != kNobody) score[pl] += army[c] / 40;
      }
    }
  }
  // Seizures one move away. Material counts an army once it is held, so whoever seized last
  // before the horizon looks an army up; a neutral army that a player can take by a quiet move
  // is worth part of its value to the side to move (it takes it now) and less to the other side
  // (it threatens to).
  int seize[2] = {0, 0};
  for (int c = 0; c < kColours; ++c) {
    if (pos.controller(c) != kNobody || !army[c]) continue;
    const Square a = g_tables.colour_square[c][0], b = g_tables.colour_square[c][1];
    if (board[a] || board[b]) continue;  // a neutral piece holds one square and blocks the other
    const unsigned who = movers_to(pos, a) | movers_to(pos, b);
    for (int pl = 0; pl < 2; ++pl)
      if (who >> pl & 1 && army[c] > seize[pl]) seize[pl] = army[c];
  }
  // Contested control. A held army changes hands with the piece on its square, so while the
  // opponent attacks that square more times than the holder defends it, part of the army is
  // at stake (counted once per army: only one of its squares can be occupied).
  for (int c = 0; c < kColours; ++c) {
    const Player pl = pos.controller(c);
    if (pl == kNobody || pos.owned(pl) == c || !army[c]) continue;
    for (int i = 0; i < 2; ++i) {
      const Square cs = g_tables.colour_square[c][i];
      if (!board[cs]) continue;
      if (attackers(pos, cs, opponent(pl)) > attackers(pos, cs, pl)) {
        const int pct = pl == pos.side_to_move() ? kContestedHolderToMove : kContestedAttackerToMove;
        score[pl] -= army[c] * 85 / 100 * pct / 100;
      }
      break;
    }
  }
  const Player us = pos.side_to_move();
  score[us] += seize[us] * 85 / 100 * kSeizeNow / 100;
  score[opponent(us)] += seize[opponent(us)] * 85 / 100 * kSeizeNext / 100;
  return score[us] - score[opponent(us)] + 15;
}

}  // namespace regalia::sovereign
