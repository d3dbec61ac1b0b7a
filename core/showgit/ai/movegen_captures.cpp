// Captures-and-promotions generation for quiescence and static exchange evaluation.
#include "core/showgit/ai/movegen_captures.h"

#include "core/showgit/ai/eval.h"
#include "core/showgit/rules/movegen.h"

namespace regalia::showgit {

namespace {

using tables::line;

template <Color Us>
inline Move* emit_tactical(Move* out, PieceType pt, Square from, Bitboard t,
                           const Bitboard& enemy) {
  const Bitboard& zone = tables::zone[Us];
  const bool from_zone = zone.test(from);
  while (t) {
    const Square to = t.pop();
    const bool cap = enemy.test(to);
    const bool in_zone = from_zone || zone.test(to);
    const int rr = relative_rank(Us, rank_of(to));
    switch (pt) {
      case kPawn:
        if (rr <= 2) *out++ = Move::board(from, to, true);
        else if (cap) *out++ = Move::board(from, to, false);
        break;
      case kLance:
        if (!cap) break;
        if (rr <= 2) *out++ = Move::board(from, to, true);
        if (rr >= 2) *out++ = Move::board(from, to, false);
        break;
      case kKnight:
        if (!cap) break;
        if (rr <= 2) *out++ = Move::board(from, to, true);
        if (rr >= 2) *out++ = Move::board(from, to, false);
        break;
      case kSilver:
        if (!cap) break;
        if (in_zone) *out++ = Move::board(from, to, true);
        *out++ = Move::board(from, to, false);
        break;
      case kBishop:
      case kRook:
        if (in_zone) *out++ = Move::board(from, to, true);
        else if (cap) *out++ = Move::board(from, to, false);
        break;
      default:
        if (cap) *out++ = Move::board(from, to, false);
        break;
    }
  }
  return out;
}

template <Color Us>
Move* generate_tactical_moves(const Position& pos, Move* out) {
  constexpr Color Them = ~Us;
  const Bitboard occ = pos.pieces();
  const Bitboard enemy = pos.pieces(Them);
  const Square ksq = pos.king_square(Us);
  const Bitboard pinned = pos.pinned();
  const Bitboard empty = kAllSquaresBB.andnot(occ);
  // Quiet promotions of pawns, bishops and rooks; captures for everything.
  Bitboard b = pos.pieces(Us).andnot(pos.pieces(kKing));
  while (b) {
    const Square from = b.pop();
    const PieceType pt = type_of(pos.piece_on(from));
    Bitboard target = enemy;
    if (pt == kPawn) target |= empty & tables::zone[Us];
    else if (pt == kBishop || pt == kRook)
      target |= tables::zone[Us].test(from) ? empty : (empty & tables::zone[Us]);
    Bitboard t = attacks(pt, Us, from, occ) & target;
    if (!t) continue;
    if (pinned.test(from)) t &= line[ksq][from];
    out = emit_tactical<Us>(out, pt, from, t, enemy);
  }
  if (ksq != kNoSquare) {
    Bitboard t = tables::step[kKing][Us][ksq] & enemy;
    while (t) {
      const Square to = t.pop();
      if (!pos.attacked(Them, to, occ)) *out++ = Move::board(ksq, to);
    }
  }
  return out;
}

constexpr int kSeeValue[kPieceTypes] = {
    0,
    190, 665, 855, 1045, 1805, 2090, 1140,  // P L N S B R G (board + hand value)
    30000,                                  // king
    640, 890, 990, 1090, 1900, 2495,        // +P +L +N +S horse dragon
    0};
// Attackers tried cheapest first.
constexpr PieceType kSeeOrder[] = {kPawn, kProPawn, kLance, kKnight, kProLance, kProKnight, kSilver,
                                   kProSilver, kGold, kBishop, kHorse, kRook, kDragon, kKing};

}  // namespace

void generate_captures(const Position& pos, MoveList& list) {
  Move* out = list.cursor();
  out = pos.side_to_move() == kBlack ? generate_tactical_moves<kBlack>(pos, out)
                                    : generate_tactical_moves<kWhite>(pos, out);
  list.set_end(out);
}

int see_value(PieceType pt) { return kSeeValue[pt]; }

bool see_ge(const Position& pos, Move m, int threshold) {
  const Square to = m.to();
  const Color us = pos.side_to_move();
  PieceType moved;
  int swap;
  Bitboard occ = pos.pieces();
  if (m.is_drop()) {
    moved = m.drop_type();
    swap = -threshold;  // nothing captured
    if (swap < 0) return false;
    swap = kSeeValue[moved] - swap;
    if (swap <= 0) return true;
    occ |= sq_bb(to);
  } else {
    const Piece victim = pos.piece_on(to);
    moved = type_of(pos.piece_on(m.from()));
    if (m.promotes()) moved = PieceType(moved + kPromoted);
    swap = (victim ? kSeeValue[type_of(victim)] : 0) - threshold;
    if (m.promotes()) swap += kSeeValue[moved] - kSeeValue[moved - kPromoted];
    if (swap < 0) return false;
    swap = kSeeValue[moved] - swap;
    if (swap <= 0) return true;
    occ = (occ ^ sq_bb(m.from())) | sq_bb(to);
  }
  Color stm = us;
  Bitboard attackers = (pos.attackers_to(kBlack, to, occ) | pos.attackers_to(kWhite, to, occ)) & occ;
  int res = 1;
  for (;;) {
    stm = ~stm;
    attackers &= occ;
    const Bitboard mine = attackers & pos.pieces(stm);
    if (!mine) break;
    res ^= 1;
    PieceType pt = kKing;
    Bitboard bb;
    for (PieceType t : kSeeOrder) {
      bb = mine & pos.pieces(t);
      if (bb) { pt = t; break; }
    }
    if (pt == kKing) return (attackers & pos.pieces(~stm) & occ) ? res ^ 1 : res;
    swap = kSeeValue[pt] - swap;
    if (swap < res) break;
    occ ^= sq_bb(bb.first());
    attackers = (pos.attackers_to(kBlack, to, occ) | pos.attackers_to(kWhite, to, occ)) & occ;
  }
  return res != 0;
}

namespace {
inline bool mates(Position& pos, Move m) {
  pos.do_move(m);
  const bool mate = pos.in_check() && count_legal(pos) == 0;
  pos.undo_move(m);
  return mate;
}
}  // namespace

Move mate_in_one(Position& pos, const AttackMaps& maps) {
  const Color us = pos.side_to_move(), them = ~us;
  const Square ek = pos.king_square(them);
  if (ek == kNoSquare || pos.king_square(us) == kNoSquare) return Move();
  const AttackMap& mine = maps.m[us];
  const AttackMap& theirs = maps.m[them];
  const Bitboard occ = pos.pieces();
  const Bitboard near = tables::step[kKing][them][ek];
  // Flight squares now: neighbours not held by the enemy and not attacked by us.
  const Bitboard flights = near.andnot(pos.pieces(them)).andnot(mine.a1);
  // Drops on the checking squares.
  static constexpr PieceType kDrops[] = {kRook, kBishop, kGold, kSilver, kKnight, kLance};
  for (PieceType pt : kDrops) {
    if (!pos.hand_count(us, pt)) continue;
    // Not takeable by a piece other than the king (pins ignored), nor by the king if next to it.
    Bitboard cand = attacks(pt, them, ek, occ).andnot(occ).andnot(theirs.no_king);
    cand = cand.andnot(near.andnot(mine.a1));
    for (; cand;) {
      const Square s = cand.pop();
      const Bitboard o2 = occ | sq_bb(s);
      if ((flights.andnot(sq_bb(s))).andnot(attacks(pt, us, s, o2))) continue;  // the king walks away
      const Move m = Move::drop(pt, s);
      if (mates(pos, m)) return m;
    }
  }
  // Board moves onto a square next to the king (supported by a second attacker) or a knight's
  // jump from it, not takeable by another enemy piece (distant slider checks and discovered
  // checks are not tried).
  const Bitboard targets = ((near & mine.a2) | tables::step[kKnight][them][ek])
                               .andnot(pos.pieces(us))
                               .andnot(theirs.no_king) &
                           mine.no_king;
  if (!targets) return Move();
  const Bitboard pinned = pos.pinned();
  const Square ok = pos.king_square(us);
  const Bitboard& zone = tables::zone[us];
  for (Bitboard t = targets; t;) {
    const Square s = t.pop();
    Bitboard from_set = pos.attackers_to(us, s, occ).andnot(sq_bb(ok));
    while (from_set) {
      const Square from = from_set.pop();
      if (pinned.test(from) && !aligned(ok, from, s)) continue;
      const Bitboard o2 = (occ | sq_bb(s)).andnot(sq_bb(from));
      const PieceType pt = type_of(pos.piece_on(from));
      const bool may_promote = can_promote(pt) && (zone.test(from) || zone.test(s));
      const int rr = relative_rank(us, rank_of(s));
      const bool may_stay = !may_promote || ((pt == kSilver || pt == kKnight || pt == kLance) &&
                                             !(pt == kLance && rr == 0) && !(pt == kKnight && rr <= 1));
      for (int promo = may_promote ? 1 : 0; promo >= (may_stay ? 0 : 1); --promo) {
        const PieceType np = promo ? PieceType(pt + kPromoted) : pt;
        const Bitboard att = attacks(np, us, s, o2);
        if (!att.test(ek)) continue;
        if ((flights.andnot(sq_bb(s))).andnot(att)) continue;
        const Move m = Move::board(from, s, promo != 0);
        if (mates(pos, m)) return m;
      }
    }
  }
  return Move();
}

Move mate_in_one(Position& pos) {
  AttackMaps maps;
  attack_maps(pos, maps);
  return mate_in_one(pos, maps);
}

}  // namespace regalia::showgit
