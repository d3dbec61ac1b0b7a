// Static exchange evaluation for Sovereign Chess (see.h).
#include "core/sovereign/ai/see.h"

#include "core/sovereign/ai/eval.h"
#include "core/sovereign/rules/tables.h"

namespace regalia::sovereign {

namespace {

// Exchange values: the evaluation's, the king above any sum of the others.
constexpr int kKingExchange = 100000;
inline int exchange_value(int type) { return type == kKing ? kKingExchange : kPieceValue[type]; }

// The squares taken off the board during the exchange (the mover's square first).
struct Removed {
  uint64_t bits[4] = {};
  bool has(Square s) const { return bits[s >> 6] >> (s & 63) & 1; }
  void add(Square s) { bits[s >> 6] |= uint64_t(1) << (s & 63); }
};

// The least valuable piece of `side` that can capture on `to` with the pieces in `gone` lifted;
// kNoSquare when there is none. `to` is a plain square (see_ge), so no colour is barred from it.
Square least_attacker(const Position& pos, Square to, Player side, const Removed& gone) {
  const Tables& T = g_tables;
  Square best = kNoSquare;
  int best_value = kKingExchange + 1;
  auto consider = [&](Square s, int type) {
    const int v = exchange_value(type);
    if (v < best_value) best_value = v, best = s;
  };
  for (int i = 0; i < T.pawn_attacker_n[to]; ++i) {
    const Square s = T.pawn_attacker[to][i];
    const Piece p = pos.piece_on(s);
    if (type_of(p) == kPawn && !gone.has(s) && pos.controller(colour_of(p)) == side) return s;
  }
  for (int i = 0; i < T.knight_n[to]; ++i) {
    const Square s = T.knight[to][i];
    const Piece p = pos.piece_on(s);
    if (type_of(p) == kKnight && !gone.has(s) && pos.controller(colour_of(p)) == side) {
      consider(s, kKnight);
      break;
    }
  }
  for (int d = 0; d < kDirections; ++d) {
    const uint8_t* ray = T.ray[to][d];
    const int n = T.ray_len[to][d];
    for (int i = 0; i < n; ++i) {
      const Square s = ray[i];
      const Piece p = pos.piece_on(s);
      if (!p || gone.has(s)) continue;
      const int type = type_of(p);
      if (pos.controller(colour_of(p)) == side &&
          (type == kQueen || type == (is_orthogonal(d) ? kRook : kBishop) || (type == kKing && i == 0)))
        consider(s, type);
      break;
    }
  }
  return best;
}

}  // namespace

bool see_ge(const Position& pos, Move m, int threshold) {
  if (m.kind() != kNormal) return threshold <= 0;
  const Square from = m.from(), to = m.to();
  if (square_colour(from) != kNoColour || square_colour(to) != kNoColour) return threshold <= 0;
  // Stockfish-style threshold swap: `swap` is what the side to move still needs, `res` whether
  // the side that made the last capture is ahead of the threshold.
  const Piece victim = pos.piece_on(to);
  int swap = (victim ? kPieceValue[type_of(victim)] : 0) - threshold;
  if (swap < 0) return false;
  swap = exchange_value(type_of(pos.piece_on(from))) - swap;
  if (swap <= 0) return true;
  Removed gone;
  gone.add(from);
  Player side = pos.side_to_move();
  int res = 1;
  for (;;) {
    side = opponent(side);
    const Square s = least_attacker(pos, to, side, gone);
    if (s == kNoSquare) break;
    res ^= 1;
    const int type = type_of(pos.piece_on(s));
    if (type == kKing) {
      // The king takes only when the other side has nothing left to take back.
      return least_attacker(pos, to, opponent(side), gone) != kNoSquare ? !res : bool(res);
    }
    swap = kPieceValue[type] - swap;
    if (swap < res) break;
    gone.add(s);
  }
  return bool(res);
}

}  // namespace regalia::sovereign
