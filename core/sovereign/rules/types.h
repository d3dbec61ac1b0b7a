#pragma once
// Basic Sovereign Chess vocabulary: squares, colours, piece types, players, moves.
// Squares are 0..255 with sq = file + 16 * rank (0-based), a1 = 0, p16 = 255.
#include <cstdint>

namespace regalia::sovereign {

using Square = int;
constexpr int kSquares = 256;
constexpr Square kNoSquare = -1;
constexpr int file_of(Square s) { return s & 15; }
constexpr int rank_of(Square s) { return s >> 4; }
constexpr Square make_square(int file, int rank) { return file + 16 * rank; }

// The twelve army colours in SCFEN letter order `w a s b p r o y g c n v`.
enum Colour : uint8_t {
  White, Ash, Slate, Black, Pink, Red, Orange, Yellow, Green, Cyan, Navy, Violet,
  kNoColour = 15
};
constexpr int kColours = 12;
constexpr char kColourLetters[] = "wasbproygcnv";
// Official names, for display.
extern const char* const kColourNames[kColours];

enum PieceType : uint8_t { NoType = 0, King = 1, Queen = 2, Rook = 3, Bishop = 4, Knight = 5, Pawn = 6 };
constexpr char kTypeLetters[] = " kqrbnp";

// A piece is one byte: colour << 3 | type; 0 is an empty square.
using Piece = uint8_t;
constexpr Piece kEmpty = 0;
constexpr Piece make_piece(int colour, int type) { return Piece((colour << 3) | type); }
constexpr int colour_of(Piece p) { return p >> 3; }
constexpr int type_of(Piece p) { return p & 7; }

// Seats: P1 moves first (home rank 1), P2 second. kNobody marks a neutral colour.
enum Player : uint8_t { P1 = 0, P2 = 1, kNobody = 2 };
constexpr Player opponent(Player p) { return Player(p ^ 1); }

// A move packed in 32 bits.
//   bits 0-7 from, 8-15 to, 16-18 kind, 19-21 promotion type, 22-25 defection colour.
// Normal/Promotion: from -> to.  Castle: from = rook square, to = king destination.
// Defect: from = to = king square.  DefectStep: king from -> to after recolouring.
enum MoveKind : uint8_t { Normal = 0, Promotion = 1, Castle = 2, Defect = 3, DefectStep = 4 };

struct Move {
  uint32_t v = 0;
  static constexpr Move make(Square from, Square to, MoveKind kind = Normal, int promo = 0, int colour = 0) {
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

// Fixed-capacity move buffer (no heap). 1024 is far above any reachable count.
struct MoveList {
  static constexpr int kCapacity = 1024;
  Move moves[kCapacity];
  int count = 0;
  void clear() { count = 0; }
  void push(Move m) { moves[count++] = m; }
  int size() const { return count; }
  Move operator[](int i) const { return moves[i]; }
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + count; }
};

}  // namespace regalia::sovereign
