// Legal move generation in the YaneuraOu/Stockfish pattern: pins and checkers come cached in the
// state; only king moves and pinned pieces get extra tests; evasions have their own targets.
#include "core/showgit/rules/movegen.h"

namespace regalia::showgit {

namespace {

using tables::line;
using tables::step;

// Files that hold no unpromoted pawn of the given pawn set (where a pawn may be dropped).
inline Bitboard pawn_free_files(const Bitboard& pawns) {
  constexpr uint64_t kLoL = 0x0040201008040201ULL, kHiL = 0x201ULL;
  constexpr uint64_t kLoH = kLoL << 8, kHiH = kHiL << 8;
  const uint64_t nzlo = (((pawns.lo & ~kLoH) + kLoL * 0xFF) | pawns.lo) & kLoH;
  const uint64_t nzhi = (((pawns.hi & ~kHiH) + kHiL * 0xFF) | pawns.hi) & kHiH;
  return ~Bitboard((nzlo >> 8) * 0x1FF, (nzhi >> 8) * 0x1FF);
}

// Forced inlining: V8 does not inline wasm calls, and a call that takes bitboards by reference
// makes the caller spill them to linear memory. g++ inlines these anyway.
#define REGALIA_INLINE [[gnu::always_inline]] inline
#define REGALIA_LAMBDA_INLINE __attribute__((always_inline))

template <Color Us, PieceType Pt>
REGALIA_INLINE Bitboard piece_attacks(Square s, const Bitboard& occ) {
  if constexpr (Pt == kLance) return lance_attack(Us, s, occ);
  else if constexpr (Pt == kBishop) return bishop_attack(s, occ);
  else if constexpr (Pt == kRook) return rook_attack(s, occ);
  else if constexpr (Pt == kHorse) return bishop_attack(s, occ) | step[kKing][Us][s];
  else if constexpr (Pt == kDragon) return rook_attack(s, occ) | step[kKing][Us][s];
  else return step[Pt][Us][s];
}

// Writes the moves from `from` to every square of t, with the promotion choices of Pt.
template <Color Us, PieceType Pt>
REGALIA_INLINE Move* emit(Move* out, Square from, const Bitboard& t) {
  if constexpr (Pt == kPawn || Pt == kLance || Pt == kKnight) {
    t.for_each([&](Square to) REGALIA_LAMBDA_INLINE {
      const int rr = tables::rel_rank_of[Us][to];
      if (rr <= 2) *out++ = Move::board(from, to, true);
      if (rr >= (Pt == kKnight ? 2 : 1)) *out++ = Move::board(from, to, false);
    });
  } else if constexpr (Pt == kSilver || Pt == kBishop || Pt == kRook) {
    const Bitboard& zone = tables::zone[Us];
    const Bitboard both = zone.test(from) ? t : (t & zone);
    both.for_each([&](Square to) REGALIA_LAMBDA_INLINE {
      *out++ = Move::board(from, to, true);
      *out++ = Move::board(from, to, false);
    });
    t.andnot(both).for_each([&](Square to) REGALIA_LAMBDA_INLINE { *out++ = Move::board(from, to, false); });
  } else {
    t.for_each([&](Square to) REGALIA_LAMBDA_INLINE { *out++ = Move::board(from, to, false); });
  }
  return out;
}

template <Color Us, PieceType Pt>
REGALIA_INLINE Move* gen_piece(const Position& pos, Move* out, const Bitboard& target,
                               const Bitboard& occ, const Bitboard& pinned, Square ksq) {
  pos.pieces(Us, Pt).for_each([&](Square from) REGALIA_LAMBDA_INLINE {
    Bitboard t = piece_attacks<Us, Pt>(from, occ) & target;
    if (pinned.test(from)) t &= line[ksq][from];
    out = emit<Us, Pt>(out, from, t);
  });
  return out;
}

template <Color Us>
REGALIA_INLINE Move* gen_drops(const Position& pos, Move* out, const Bitboard& target) {
  constexpr Color Them = ~Us;
  if (!target) return out;
  if (pos.hand_count(Us, kPawn)) {
    Bitboard t = target.andnot(tables::rel_rank_bb[Us][0]) & pawn_free_files(pos.pieces(Us, kPawn));
    const Square ek = pos.king_square(Them);
    if (ek != kNoSquare) {
      const Bitboard front = step[kPawn][Them][ek];
      if (t & front) {
        const Square ps = front.first();
        if (pos.pawn_drop_mates(ps)) t ^= front;
      }
    }
    t.for_each([&](Square to) REGALIA_LAMBDA_INLINE { *out++ = Move::drop(kPawn, to); });
  }
  PieceType all[6];
  int n_all = 0;
  if (pos.hand_count(Us, kKnight)) all[n_all++] = kKnight;
  if (pos.hand_count(Us, kLance)) all[n_all++] = kLance;
  const int n_lance_up = n_all;  // all[n_all - n_lance_up ...]
  for (PieceType pt : {kSilver, kGold, kBishop, kRook})
    if (pos.hand_count(Us, pt)) all[n_all++] = pt;
  if (n_all == 0) return out;
  const int first_r1 = all[0] == kKnight ? 1 : 0;                              // skip knight
  const int first_r0 = n_lance_up;                                            // skip knight, lance
  const Bitboard r0 = tables::rel_rank_bb[Us][0], r1 = tables::rel_rank_bb[Us][1];
  target.andnot(r0 | r1).for_each([&](Square to) REGALIA_LAMBDA_INLINE {
    for (int i = 0; i < n_all; ++i) *out++ = Move::drop(all[i], to);
  });
  (target & r1).for_each([&](Square to) REGALIA_LAMBDA_INLINE {
    for (int i = first_r1; i < n_all; ++i) *out++ = Move::drop(all[i], to);
  });
  (target & r0).for_each([&](Square to) REGALIA_LAMBDA_INLINE {
    for (int i = first_r0; i < n_all; ++i) *out++ = Move::drop(all[i], to);
  });
  return out;
}

// The drops that give check: each piece type on the empty squares from which it attacks the
// enemy king (a drop never uncovers a check), with the rules of gen_drops.
template <Color Us>
[[gnu::noinline]] Move* gen_check_drops(const Position& pos, Move* out, const Bitboard& target) {
  constexpr Color Them = ~Us;
  const Square ek = pos.king_square(Them);
  if (ek == kNoSquare || !target) return out;
  const Bitboard occ = pos.pieces();
  const Bitboard r0 = tables::rel_rank_bb[Us][0], r1 = tables::rel_rank_bb[Us][1];
  for (PieceType pt : {kPawn, kLance, kKnight, kSilver, kGold, kBishop, kRook}) {
    if (!pos.hand_count(Us, pt)) continue;
    Bitboard t = target & attacks(pt, Them, ek, occ);
    if (pt == kPawn) {
      t = t.andnot(r0) & pawn_free_files(pos.pieces(Us, kPawn));
      if (t && pos.pawn_drop_mates(t.first())) t = Bitboard();  // t is at most the square in front
    } else if (pt == kLance) {
      t = t.andnot(r0);
    } else if (pt == kKnight) {
      t = t.andnot(r0 | r1);
    }
    t.for_each([&](Square to) { *out++ = Move::drop(pt, to); });
  }
  return out;
}

// Keeps the moves of [first, end) that give check, in order; returns the new end. Neither this
// nor gen_check_drops is inlined into generate(): they would grow it for V8 (below).
[[gnu::noinline]] Move* keep_checks(const Position& pos, Move* first, Move* end) {
  Move* kept = first;
  for (Move* m = first; m != end; ++m)
    if (pos.gives_check(*m)) *kept++ = *m;
  return kept;
}

// Not inlined into one function: V8 compiles a wasm function with more than ~8K virtual
// registers with its mid-tier register allocator (spills everywhere); the four variants
// together crossed that line and ran ~1.4x slower than each compiled on its own.
template <Color Us, bool Evasion>
[[gnu::noinline]] Move* generate(const Position& pos, Move* out, bool checks_only = false) {
  Move* const first = out;
  constexpr Color Them = ~Us;
  const Bitboard occ = pos.pieces();
  const Bitboard own = pos.pieces(Us);
  const Square ksq = pos.king_square(Us);
  const Bitboard pinned = pos.pinned();
  Bitboard target, drop_target;
  if constexpr (Evasion) {
    const Bitboard ch = pos.checkers();
    const Bitboard occ_nk = occ ^ sq_bb(ksq);
    step[kKing][Us][ksq].andnot(own).for_each([&](Square to) REGALIA_LAMBDA_INLINE {
      if (!pos.attacked(Them, to, occ_nk)) *out++ = Move::board(ksq, to);
    });
    if (ch.more_than_one()) return checks_only ? keep_checks(pos, first, out) : out;
    const Square c = ch.first();
    drop_target = tables::between[ksq][c];
    target = drop_target | sq_bb(c);
  } else {
    target = kAllSquaresBB.andnot(own);
    drop_target = kAllSquaresBB.andnot(occ);
  }
  out = gen_piece<Us, kPawn>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, kLance>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, kKnight>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, kSilver>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, kGolds>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, kBishop>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, kRook>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, kHorse>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, kDragon>(pos, out, target, occ, pinned, ksq);
  if constexpr (!Evasion) {
    if (ksq != kNoSquare) {
      step[kKing][Us][ksq].andnot(own).for_each([&](Square to) REGALIA_LAMBDA_INLINE {
        if (!pos.attacked(Them, to, occ)) *out++ = Move::board(ksq, to);
      });
    }
  }
  if (checks_only) return gen_check_drops<Us>(pos, keep_checks(pos, first, out), drop_target);
  return gen_drops<Us>(pos, out, drop_target);
}

}  // namespace

Move* generate_legal(const Position& pos, Move* out) {
  if (pos.side_to_move() == kBlack)
    return pos.in_check() ? generate<kBlack, true>(pos, out) : generate<kBlack, false>(pos, out);
  return pos.in_check() ? generate<kWhite, true>(pos, out) : generate<kWhite, false>(pos, out);
}

void generate_legal(const Position& pos, MoveList& list) { list.set_end(generate_legal(pos, list.cursor())); }

void generate_legal_checks(const Position& pos, MoveList& list) {
  Move* out = list.cursor();
  if (pos.side_to_move() == kBlack)
    out = pos.in_check() ? generate<kBlack, true>(pos, out, true) : generate<kBlack, false>(pos, out, true);
  else
    out = pos.in_check() ? generate<kWhite, true>(pos, out, true) : generate<kWhite, false>(pos, out, true);
  list.set_end(out);
}

int count_legal(const Position& pos) {
  MoveList list;
  generate_legal(pos, list);
  return static_cast<int>(list.size());
}

bool is_legal(const Position& pos, Move m) {
  MoveList list;
  generate_legal(pos, list);
  for (Move x : list)
    if (x == m) return true;
  return false;
}

}  // namespace regalia::showgit
