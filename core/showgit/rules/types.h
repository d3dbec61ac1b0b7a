#pragma once
// Basic SHOWGIT (shogi) types: colours, piece types, pieces, squares and moves.
//
// Squares are file-major: sq = file * 9 + rank, file 0..8 is USI file 1..9 (from the first
// player's right), rank 0..8 is USI rank a..i (rank a is the second player's back rank).
#include <cstdint>

#include "core/common/move_list.h"

namespace regalia::showgit {

// kBlack = sente = first player (moves toward rank a), kWhite = gote = second player.
enum Color : uint8_t { kBlack = 0, kWhite = 1 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Piece types. Promoted type = base + kPromoted. Hand types are kPawn..kGold (1..7).
enum PieceType : uint8_t {
  kNoPieceType = 0,
  kPawn = 1, kLance = 2, kKnight = 3, kSilver = 4, kBishop = 5, kRook = 6, kGold = 7, kKing = 8,
  kProPawn = 9, kProLance = 10, kProKnight = 11, kProSilver = 12, kHorse = 13, kDragon = 14,
  kGolds = 15,  // bitboard slot only: gold and the four gold-moving promoted pieces
  kPieceTypes = 16
};
constexpr int kPromoted = 8;
constexpr int kHandTypes = 8;  // hand arrays are indexed 1..7

// Piece = type | colour << 4; 0 = empty.
enum Piece : uint8_t { kNoPiece = 0, kPieces = 32 };
constexpr Piece make_piece(Color c, PieceType pt) { return Piece(pt | (c << 4)); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 15); }
constexpr Color color_of(Piece p) { return Color(p >> 4); }
constexpr bool can_promote(PieceType pt) { return pt >= kPawn && pt <= kRook; }
constexpr bool is_promoted(PieceType pt) { return pt > kKing; }
// The unpromoted type (what a captured piece becomes in hand).
constexpr PieceType base_type(PieceType pt) { return pt > kKing ? PieceType(pt - kPromoted) : pt; }
constexpr bool is_gold_like(PieceType pt) { return pt == kGold || (pt >= kProPawn && pt <= kProSilver); }

using Square = int;
constexpr Square kSquares = 81;
constexpr Square kNoSquare = 81;
constexpr int file_of(Square s) { return s / 9; }
constexpr int rank_of(Square s) { return s % 9; }
constexpr Square make_square(int file, int rank) { return file * 9 + rank; }
// Rank counted from the player's own far side: 0 = the last rank for c (where pawns promote).
constexpr int relative_rank(Color c, int rank) { return c == kBlack ? rank : 8 - rank; }

// A move in 16 bits: to (bits 0-6), from (bits 7-13; 81 + hand type - 1 for a drop),
// promote (bit 14). 0 is "no move".
struct Move {
  uint16_t v = 0;
  constexpr Move() = default;
  constexpr explicit Move(uint16_t raw) : v(raw) {}
  static constexpr Move board(Square from, Square to, bool promote = false) {
    return Move(uint16_t(to | (from << 7) | (promote ? 1 << 14 : 0)));
  }
  static constexpr Move drop(PieceType pt, Square to) { return Move(uint16_t(to | ((80 + pt) << 7))); }
  constexpr Square to() const { return v & 127; }
  constexpr Square from() const { return (v >> 7) & 127; }
  constexpr bool is_drop() const { return from() >= 81; }
  constexpr PieceType drop_type() const { return PieceType(from() - 80); }
  constexpr bool promotes() const { return (v >> 14) & 1; }
  constexpr bool is_none() const { return v == 0; }
  constexpr bool operator==(const Move& o) const { return v == o.v; }
  constexpr bool operator!=(const Move& o) const { return v != o.v; }
};

constexpr int kMaxMoves = 600;  // shogi has at most 593 legal moves
using MoveList = FixedList<Move, kMaxMoves>;

}  // namespace regalia::showgit
