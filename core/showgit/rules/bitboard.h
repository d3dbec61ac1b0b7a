#pragma once
// 81-square bitboards as two u64 (lo = files 1-7 in bits 0..62, hi = files 8-9 in bits 0..17;
// no file straddles the words) and the attack tables. Slider attacks use a hybrid method
// (docs/showgit.md, "Files"): file rays by the lance trick, rank by a collision-free multiply gather,
// bishop by magic on the merged key lo | hi. No __int128 (slow in wasm).
#include <cstdint>

#include "core/common/bits.h"
#include "core/showgit/rules/types.h"

namespace regalia::showgit {

struct Bitboard {
  uint64_t lo = 0, hi = 0;
  constexpr Bitboard() = default;
  constexpr Bitboard(uint64_t l, uint64_t h) : lo(l), hi(h) {}
  constexpr explicit operator bool() const { return (lo | hi) != 0; }
  constexpr Bitboard operator&(const Bitboard& b) const { return {lo & b.lo, hi & b.hi}; }
  constexpr Bitboard operator|(const Bitboard& b) const { return {lo | b.lo, hi | b.hi}; }
  constexpr Bitboard operator^(const Bitboard& b) const { return {lo ^ b.lo, hi ^ b.hi}; }
  constexpr Bitboard operator~() const { return {~lo & 0x7FFFFFFFFFFFFFFFULL, ~hi & 0x3FFFFULL}; }
  Bitboard& operator&=(const Bitboard& b) { lo &= b.lo; hi &= b.hi; return *this; }
  Bitboard& operator|=(const Bitboard& b) { lo |= b.lo; hi |= b.hi; return *this; }
  Bitboard& operator^=(const Bitboard& b) { lo ^= b.lo; hi ^= b.hi; return *this; }
  constexpr bool operator==(const Bitboard& b) const { return lo == b.lo && hi == b.hi; }
  // a & ~b without the full complement.
  constexpr Bitboard andnot(const Bitboard& b) const { return {lo & ~b.lo, hi & ~b.hi}; }
  int count() const { return bits::popcount(lo) + bits::popcount(hi); }
  bool more_than_one() const { return (lo & (lo - 1)) || (hi & (hi - 1)) || (lo && hi); }
  bool test(Square s) const { return s < 63 ? (lo >> s) & 1 : (hi >> (s - 63)) & 1; }
  // Removes and returns the lowest square; the board must not be empty. Written with selects
  // on values, not a branch per word: otherwise clang merges the two stores into one store
  // through a selected address, which pins the bitboard to (linear) memory in wasm.
  Square pop() {
    const bool in_lo = lo != 0;
    const uint64_t w = in_lo ? lo : hi;
    const Square s = bits::lsb(w) + (in_lo ? 0 : 63);
    const uint64_t rest = w & (w - 1);
    lo = in_lo ? rest : lo;
    hi = in_lo ? hi : rest;
    return s;
  }
  // Calls f(square) for every square, lowest first: one loop per word, no per-square test of
  // which word holds the square (the cheapest iteration natively and in wasm).
  template <class F>
  [[gnu::always_inline]] void for_each(F&& f) const {
    for (uint64_t x = lo; x; x &= x - 1) f(Square(bits::lsb(x)));
    for (uint64_t x = hi; x; x &= x - 1) f(Square(bits::lsb(x) + 63));
  }
  Square first() const { return lo ? bits::lsb(lo) : bits::lsb(hi) + 63; }
};

constexpr Bitboard square_bb(Square s) {
  return s < 63 ? Bitboard(1ULL << s, 0) : Bitboard(0, 1ULL << (s - 63));
}
constexpr Bitboard kAllSquaresBB{0x7FFFFFFFFFFFFFFFULL, 0x3FFFFULL};

namespace tables {
extern Bitboard square[82];                  // square_bb, index 81 empty
extern Bitboard rank_mask[9], file_mask[9];
extern Bitboard step[16][2][81];             // non-slider steps by piece type (and slider step parts)
extern Bitboard lance_empty[2][81], bishop_empty[81], rook_empty[81];
extern uint64_t lance_ray[2][81];            // ray in its own word
extern Bitboard between[81][81];             // squares strictly between two aligned squares
extern Bitboard line[81][81];                // the whole line through two aligned squares
extern Bitboard rank_table[81][128];
extern Bitboard* bishop_attack_ptr[81];
extern uint64_t bishop_mask_lo[81], bishop_mask_hi[81], bishop_magic[81];
extern int bishop_shift[81];
extern Bitboard zone[2];                     // promotion zone of each colour
extern Bitboard rel_rank_bb[2][9];           // rank by relative rank
extern uint8_t rel_rank_of[2][81];           // relative_rank(c, rank_of(s)): a load, not a % 9
}  // namespace tables

// Builds every table once (idempotent, cheap to call again).
void init_tables();

inline const Bitboard& sq_bb(Square s) { return tables::square[s]; }

inline Bitboard lance_attack(Color c, Square s, const Bitboard& occ) {
  const uint64_t ray = tables::lance_ray[c][s];
  const bool h = s >= 63;
  const uint64_t em = (h ? occ.hi : occ.lo) & ray;
  uint64_t att;
  if (c == kBlack) {  // toward lower index: keep ray bits at or above the highest blocker
    att = ray & ~((1ULL << bits::msb(em | 1)) - 1);
  } else {
    att = (em ^ (em - 1)) & ray;
  }
  return h ? Bitboard(0, att) : Bitboard(att, 0);
}

inline Bitboard file_attack(Square s, const Bitboard& occ) {
  return lance_attack(kBlack, s, occ) | lance_attack(kWhite, s, occ);
}

inline Bitboard rank_attack(Square s, const Bitboard& occ) {
  const int r = rank_of(s);
  // Inner files 1..6 sit at bits 9r.. of lo, file 7 at bit r of hi; shifted down by r they land
  // at 9, 18, ..., 54 and 0, and one multiply gathers them into bits 56..62 without carries.
  const uint64_t key = ((occ.lo & (0x0040201008040200ULL << r)) | (occ.hi & (1ULL << r))) >> r;
  return tables::rank_table[s][(key * 0x0101010101010100ULL) >> 56 & 127];
}

inline Bitboard rook_attack(Square s, const Bitboard& occ) { return file_attack(s, occ) | rank_attack(s, occ); }

inline Bitboard bishop_attack(Square s, const Bitboard& occ) {
  const uint64_t key = (occ.lo & tables::bishop_mask_lo[s]) | (occ.hi & tables::bishop_mask_hi[s]);
  return tables::bishop_attack_ptr[s][(key * tables::bishop_magic[s]) >> tables::bishop_shift[s]];
}

inline const Bitboard& step_attack(PieceType pt, Color c, Square s) { return tables::step[pt][c][s]; }

// Attacks of a piece of type pt and colour c on s with the given occupancy.
inline Bitboard attacks(PieceType pt, Color c, Square s, const Bitboard& occ) {
  switch (pt) {
    case kLance: return lance_attack(c, s, occ);
    case kBishop: return bishop_attack(s, occ);
    case kRook: return rook_attack(s, occ);
    case kHorse: return bishop_attack(s, occ) | tables::step[kKing][c][s];
    case kDragon: return rook_attack(s, occ) | tables::step[kKing][c][s];
    default: return tables::step[pt][c][s];
  }
}

inline bool aligned(Square a, Square b, Square c) { return tables::line[a][b].test(c); }

}  // namespace regalia::showgit
