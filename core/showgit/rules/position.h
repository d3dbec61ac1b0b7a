#pragma once
// A SHOWGIT position: board[81], bitboards, both hands, side to move, move number, Zobrist key, and a
// preallocated state stack so do_move/undo_move never copy the position or allocate in search.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/error.h"
#include "core/showgit/rules/bitboard.h"
#include "core/showgit/rules/types.h"

namespace regalia::showgit {

// Per-ply state pushed by do_move and popped by undo_move.
struct StateInfo {
  uint64_t key = 0;           // full key: board_key ^ hand_key ^ side (bit 0 = second player)
  uint64_t board_key = 0;     // board part only (XOR of piece-square keys)
  uint64_t hand_key = 0;      // hand part: one key added per piece in hand
  Bitboard checkers;          // pieces giving check to the side to move
  Bitboard pinned;            // side-to-move pieces pinned to their own king
  Piece captured = kNoPiece;  // piece captured by the move that led here (as it stood)
  Move move;                  // the move that led here
};

constexpr const char* kStartSfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

class Position {
 public:
  Position();  // the start position

  // Reads an SFEN ("startpos" also accepted). On error returns it and leaves *this unchanged.
  Error set_sfen(std::string_view sfen);
  // Becomes p as it stands now, without p's history: what set_sfen(p.sfen()) gives, without the
  // text (the tsume solver starts every solve so, many per search).
  void set_root(const Position& p);
  // SFEN with hands in canonical order (R B G S N L P, first player's pieces first).
  std::string sfen() const;

  // --- search-facing interface ---
  Color side_to_move() const { return side_; }
  uint64_t key() const { return st().key; }
  uint64_t board_key() const { return st().board_key; }
  bool in_check() const { return bool(st().checkers); }
  Bitboard checkers() const { return st().checkers; }
  Bitboard pinned() const { return st().pinned; }
  // Moves made since set_sfen (depth of the state stack; null moves count), as Sovereign's ply().
  int ply() const { return st_index_; }
  // The SFEN move number (its 4th field; +1 per move, null moves included).
  int move_number() const { return move_number_; }
  // Plays a legal move (pseudo-legal moves that leave the king attacked are not checked).
  void do_move(Move m);
  // Takes back the last move played with do_move (m must be that move); no-op at the root.
  void undo_move(Move m);
  void undo_move() { undo_move(st().move); }
  // Passes the turn (search only; never in check). undo_null_move takes it back.
  void do_null_move();
  void undo_null_move();
  // Piece captured by the last move (kNoPiece if none).
  Piece captured_piece() const { return st().captured; }
  // Whether the (legal) move m gives check.
  bool gives_check(Move m) const;

  // --- board queries ---
  Piece piece_on(Square s) const { return board_[s]; }
  int hand_count(Color c, PieceType pt) const { return hand_[c][pt]; }
  Square king_square(Color c) const { return king_[c]; }  // kNoSquare if no king
  Bitboard pieces() const { return occ_; }
  Bitboard pieces(Color c) const { return by_color_[c]; }
  Bitboard pieces(PieceType pt) const { return by_type_[pt]; }
  Bitboard pieces(Color c, PieceType pt) const { return by_type_[pt] & by_color_[c]; }

  // Pieces of colour c attacking s given occupancy occ.
  Bitboard attackers_to(Color c, Square s, const Bitboard& occ) const;
  bool attacked(Color c, Square s, const Bitboard& occ) const { return bool(attackers_to(c, s, occ)); }
  // Pieces (of either colour) that are alone between square s and a slider of colour c aimed at
  // it: the pinned pieces when s is a king and c its enemy, the discoverers when c is its owner.
  Bitboard lone_blockers(Square s, Color c) const;
  // Would dropping a pawn of the side to move on s checkmate at once (uchifuzume)?
  // s must be the square in front of the enemy king and the drop otherwise legal.
  bool pawn_drop_mates(Square s) const;
  // Key recomputed from scratch (for tests; equals key()).
  uint64_t compute_key() const;

 private:
  const StateInfo& st() const { return states_[st_index_]; }
  StateInfo& st() { return states_[st_index_]; }
  void clear();
  // Takes p's pieces, hands, side to move and move number, at the root of the state stack (whose
  // entry the caller sets).
  void copy_placement(const Position& p);
  void put_piece(Piece p, Square s);
  void remove_piece(Square s);
  void update_check_info();
  Error validate() const;

  Piece board_[81];
  uint8_t hand_[2][kHandTypes];
  Bitboard by_type_[kPieceTypes];
  Bitboard by_color_[2];
  Bitboard occ_;
  Square king_[2];
  Color side_ = kBlack;
  int move_number_ = 1;
  std::vector<StateInfo> states_;
  int st_index_ = 0;
};

// Inline: movegen tests every king destination with it, and in wasm an out-of-line call
// returns the bitboard through memory and cannot be inlined by the engine.
inline Bitboard Position::attackers_to(Color c, Square s, const Bitboard& occ) const {
  const Color t = ~c;  // look out from s with the other colour's step patterns
  using tables::step;
  return ((step[kPawn][t][s] & by_type_[kPawn]) | (step[kKnight][t][s] & by_type_[kKnight]) |
          (step[kSilver][t][s] & (by_type_[kSilver] | by_type_[kKing] | by_type_[kDragon])) |
          (step[kGold][t][s] & (by_type_[kGolds] | by_type_[kKing] | by_type_[kHorse])) |
          (lance_attack(t, s, occ) & by_type_[kLance]) |
          (bishop_attack(s, occ) & (by_type_[kBishop] | by_type_[kHorse])) |
          (rook_attack(s, occ) & (by_type_[kRook] | by_type_[kDragon]))) &
         by_color_[c];
}

namespace zobrist {
extern uint64_t psq[kPieces][81];
extern uint64_t hand[2][kHandTypes];
}  // namespace zobrist

}  // namespace regalia::showgit
