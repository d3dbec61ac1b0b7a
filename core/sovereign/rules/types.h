#pragma once
// Basic Sovereign Chess vocabulary: squares, colours, piece types, players, moves.
// Squares are 0..255 with sq = file + 16 * rank (0-based), a1 = 0, p16 = 255.
#include <cstdint>

#include "core/common/move_list.h"

namespace regalia::sovereign {

using Square = int;
constexpr int kSquares = 256;
constexpr Square kNoSquare = -1;
constexpr int file_of(Square s) { return s & 15; }
constexpr int rank_of(Square s) { return s >> 4; }
constexpr Square make_square(int file, int rank) { return file + 16 * rank; }

// The twelve army colours in SCFEN letter order `w a s b p r o y g c n v`.
enum Colour : uint8_t {
  kWhite, kAsh, kSlate, kBlack, kPink, kRed, kOrange, kYellow, kGreen, kCyan, kNavy, kViolet,
  kNoColour = 15
};
constexpr int kColours = 12;
constexpr char kColourLetters[] = "wasbproygcnv";
// Official names, for display.
extern const char* const kColourNames[kColours];

enum PieceType : uint8_t { kNoType = 0, kKing = 1, kQueen = 2, kRook = 3, kBishop = 4, kKnight = 5, kPawn = 6 };
constexpr char kTypeLetters[] = " kqrbnp";

// A piece is one byte: colour << 3 | type; 0 is an empty square.
using Piece = uint8_t;
constexpr Piece kEmpty = 0;
constexpr Piece make_piece(int colour, int type) { return Piece((colour << 3) | type); }
constexpr int colour_of(Piece p) { return p >> 3; }
constexpr int type_of(Piece p) { return p & 7; }

// Seats: kP1 moves first (home rank 1), kP2 second. kNobody marks a neutral colour.
enum Player : uint8_t { kP1 = 0, kP2 = 1, kNobody = 2 };
constexpr Player opponent(Player p) { return Player(p ^ 1); }

// A move packed in 32 bits.
//   bits 0-7 from, 8-15 to, 16-18 kind, 19-21 promotion type, 22-25 defection colour.
// kNormal/kPromotion: from -> to.  kCastle: from = rook square, to = king destination.
// kDefect: from = to = king square.  kDefectStep: king from -> to after recolouring.
enum MoveKind : uint8_t { kNormal = 0, kPromotion = 1, kCastle = 2, kDefect = 3, kDefectStep = 4 };

struct Move {
  uint32_t v = 0;
  static constexpr Move make(Square from, Square to, MoveKind kind = kNormal, int promo = 0, int colour = 0) {
    return Move{uint32_t(from) | uint32_t(to) << 8 | uint32_t(kind) << 16 | uint32_t(promo) << 19 |
                uint32_t(colour) << 22};
  }
  constexpr Square from() const { return Square(v & 255); }
  constexpr Square to() const { return Square((v >> 8) & 255); }
  constexpr MoveKind kind() const { return MoveKind((v >> 16) & 7); }
  constexpr int promotion() const { return int((v >> 19) & 7); }      // PieceType
  constexpr int defect_colour() const { return int((v >> 22) & 15); }  // Colour
  constexpr bool operator==(const Move& o) const { return v == o.v; }
  constexpr bool operator!=(const Move& o) const { return v != o.v; }
};

// 1024 is far above any reachable count of legal moves.
constexpr int kMaxMoves = 1024;
using MoveList = FixedList<Move, kMaxMoves>;

}  // namespace regalia::sovereign
