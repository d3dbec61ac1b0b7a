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
  if constexpr (Pt == LANCE) return lance_attack(Us, s, occ);
  else if constexpr (Pt == BISHOP) return bishop_attack(s, occ);
  else if constexpr (Pt == ROOK) return rook_attack(s, occ);
  else if constexpr (Pt == HORSE) return bishop_attack(s, occ) | step[KING][Us][s];
  else if constexpr (Pt == DRAGON) return rook_attack(s, occ) | step[KING][Us][s];
  else return step[Pt][Us][s];
}

// Writes the moves from `from` to every square of t, with the promotion choices of Pt.
template <Color Us, PieceType Pt>
REGALIA_INLINE Move* emit(Move* out, Square from, const Bitboard& t) {
  if constexpr (Pt == PAWN || Pt == LANCE || Pt == KNIGHT) {
    t.for_each([&](Square to) REGALIA_LAMBDA_INLINE {
      const int rr = tables::rel_rank_of[Us][to];
      if (rr <= 2) *out++ = Move::board(from, to, true);
      if (rr >= (Pt == KNIGHT ? 2 : 1)) *out++ = Move::board(from, to, false);
    });
  } else if constexpr (Pt == SILVER || Pt == BISHOP || Pt == ROOK) {
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
  if (pos.hand_count(Us, PAWN)) {
    Bitboard t = target.andnot(tables::rel_rank_bb[Us][0]) & pawn_free_files(pos.pieces(Us, PAWN));
    const Square ek = pos.king_square(Them);
    if (ek != SQ_NONE) {
      const Bitboard front = step[PAWN][Them][ek];
      if (t & front) {
        const Square ps = front.first();
        if (pos.pawn_drop_mates(ps)) t ^= front;
      }
    }
    t.for_each([&](Square to) REGALIA_LAMBDA_INLINE { *out++ = Move::drop(PAWN, to); });
  }
  PieceType all[6];
  int n_all = 0;
  if (pos.hand_count(Us, KNIGHT)) all[n_all++] = KNIGHT;
  if (pos.hand_count(Us, LANCE)) all[n_all++] = LANCE;
  const int n_lance_up = n_all;  // all[n_all - n_lance_up ...]
  for (PieceType pt : {SILVER, GOLD, BISHOP, ROOK})
    if (pos.hand_count(Us, pt)) all[n_all++] = pt;
  if (n_all == 0) return out;
  const int first_r1 = all[0] == KNIGHT ? 1 : 0;                              // skip knight
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

// Not inlined into one function: V8 compiles a wasm function with more than ~8K virtual
// registers with its mid-tier register allocator (spills everywhere); the four variants
// together crossed that line and ran ~1.4x slower than each compiled on its own.
template <Color Us, bool Evasion>
[[gnu::noinline]] Move* generate(const Position& pos, Move* out) {
  constexpr Color Them = ~Us;
  const Bitboard occ = pos.pieces();
  const Bitboard own = pos.pieces(Us);
  const Square ksq = pos.king_square(Us);
  const Bitboard pinned = pos.pinned();
  Bitboard target, drop_target;
  if constexpr (Evasion) {
    const Bitboard ch = pos.checkers();
    const Bitboard occ_nk = occ ^ sq_bb(ksq);
    step[KING][Us][ksq].andnot(own).for_each([&](Square to) REGALIA_LAMBDA_INLINE {
      if (!pos.attacked(Them, to, occ_nk)) *out++ = Move::board(ksq, to);
    });
    if (ch.more_than_one()) return out;
    const Square c = ch.first();
    drop_target = tables::between[ksq][c];
    target = drop_target | sq_bb(c);
  } else {
    target = ALL_BB.andnot(own);
    drop_target = ALL_BB.andnot(occ);
  }
  out = gen_piece<Us, PAWN>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, LANCE>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, KNIGHT>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, SILVER>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, GOLDS>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, BISHOP>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, ROOK>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, HORSE>(pos, out, target, occ, pinned, ksq);
  out = gen_piece<Us, DRAGON>(pos, out, target, occ, pinned, ksq);
  if constexpr (!Evasion) {
    if (ksq != SQ_NONE) {
      step[KING][Us][ksq].andnot(own).for_each([&](Square to) REGALIA_LAMBDA_INLINE {
        if (!pos.attacked(Them, to, occ)) *out++ = Move::board(ksq, to);
      });
    }
  }
  return gen_drops<Us>(pos, out, drop_target);
}

}  // namespace

Move* generate_legal(const Position& pos, Move* out) {
  if (pos.side_to_move() == BLACK)
    return pos.in_check() ? generate<BLACK, true>(pos, out) : generate<BLACK, false>(pos, out);
  return pos.in_check() ? generate<WHITE, true>(pos, out) : generate<WHITE, false>(pos, out);
}

void generate_legal(const Position& pos, MoveList& list) { list.set_end(generate_legal(pos, list.cursor())); }

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
