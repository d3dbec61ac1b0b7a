#pragma once
// Static per-square tables built once at start-up: square colours, slider rays with the
// 8-square limit built in, knight/king targets, centre-bound pawn steps and captures (plus
// the reverse "pawn attackers of" lists), the promotion zone and the Zobrist keys.
#include <cstdint>

#include "core/sovereign/rules/types.h"

namespace regalia::sovereign {

// Directions 0-3 orthogonal (N S E W), 4-7 diagonal (NE NW SE SW).
constexpr int kDirections = 8;
constexpr bool is_orthogonal(int dir) { return dir < 4; }

struct Tables {
  Tables();
  uint8_t square_colour[kSquares];   // Colour or kNoColour
  uint8_t colour_square[kColours][2];
  uint8_t ring[kSquares];            // 1 = edge
  bool in_zone[kSquares];            // central 4x4, g7-j10
  uint8_t ray[kSquares][kDirections][8];  // at most 8 squares toward the edge
  uint8_t ray_len[kSquares][kDirections];
  uint8_t knight[kSquares][8];
  uint8_t knight_n[kSquares];
  uint8_t king[kSquares][8];
  uint8_t king_n[kSquares];
  uint8_t pawn_step[kSquares][2];
  uint8_t pawn_step_n[kSquares];
  uint8_t pawn_double[kSquares][2][2];  // {crossed square, landing square}
  uint8_t pawn_double_n[kSquares];
  uint8_t pawn_capture[kSquares][4];
  uint8_t pawn_capture_n[kSquares];
  uint8_t pawn_attacker[kSquares][4];   // squares from which a pawn captures onto this one
  uint8_t pawn_attacker_n[kSquares];
  // Zobrist keys from a fixed-seed PRNG.
  uint64_t z_piece[128][kSquares];
  uint64_t z_side;
  uint64_t z_owned[2][kColours];
  uint64_t z_castling[8];
};

extern const Tables g_tables;

constexpr Square other_square(Square s) { return 255 - s; }

// Castling bits: P1 rooks c1 e1 l1 n1 = bits 0-3, P2 rooks c16 e16 l16 n16 = bits 4-7.
constexpr int kCastleFiles[4] = {2, 4, 11, 13};
constexpr Square castle_rook_square(int bit) { return make_square(kCastleFiles[bit & 3], bit < 4 ? 0 : 15); }
constexpr Square kKingHome[2] = {make_square(8, 0), make_square(8, 15)};

}  // namespace regalia::sovereign

namespace regalia::sovereign {
// The colour of a board square (spec 1.3), or kNoColour for a plain square.
inline int square_colour(Square s) { return g_tables.square_colour[s]; }
// True for the central 4x4 promotion zone g7-j10.
inline bool in_promotion_zone(Square s) { return g_tables.in_zone[s]; }
}  // namespace regalia::sovereign
