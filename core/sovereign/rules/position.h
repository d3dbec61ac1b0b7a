#pragma once
// A Sovereign Chess position: 256-square mailbox, per-colour bitboards, each player's owned
// colour, castling rights, clocks, side to move, an incremental Zobrist key and a state stack
// for do/undo. Control of the colours is derived from the board (never stored as truth); it is
// cached per ply in the state stack and recomputed only when a move can change it.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/error.h"
#include "core/sovereign/rules/types.h"

namespace regalia::sovereign {

// The start position (spec section 1.4).
extern const char* const kStartScfen;

// Control of the twelve colours as a pure function of the board and the owned colours:
// out[c] = kP1, kP2 or kNobody (chains followed, cycles neutral).
void compute_control(const Piece* board, const uint8_t owned[2], uint8_t out[kColours]);

class Position {
 public:
  Position();  // the start position

  // SCFEN (spec 5.1). On error the position is unchanged and the error is returned.
  Error set_scfen(std::string_view scfen);
  std::string scfen() const;
  // Fields 1-5 of the SCFEN: the position's identity for threefold repetition.
  std::string scfen_identity() const;

  // --- board and state -------------------------------------------------------------------
  Piece piece_on(Square s) const { return board_[s]; }
  Player side_to_move() const { return stm_; }
  int owned(Player p) const { return st().owned[p]; }          // the colour of p's king
  Player controller(int colour) const { return Player(st().control[colour]); }  // owner too
  uint16_t control_mask(Player p) const { return st().ctrl_mask[p]; }  // bit c: owned/controlled
  uint8_t castling() const { return st().castling; }  // bits: see tables.h
  int halfmove_clock() const { return st().halfmove; }
  int fullmove_number() const { return fullmove_; }
  uint64_t key() const { return st().key; }
  Square king_square(Player p) const { return st().king[p]; }
  int ply() const { return ply_; }  // moves made since set_scfen (depth of the state stack), as SHOWGIT's ply()

  // --- rules -------------------------------------------------------------------------------
  // True when a piece controlled by `by` could capture on s (R10.1); `ignore` is treated as
  // empty (a lifted king).
  bool attacked(Square s, Player by, Square ignore = kNoSquare) const;
  bool in_check() const { return attacked(king_square(stm_), opponent(stm_)); }
  // All legal moves for the side to move into a fixed buffer (fast generator).
  void generate_legal(MoveList& out) const;
  int count_legal() const;
  bool is_legal(Move m) const;
  // R4.2: an empty coloured square no piece may stop on, because the other square of its
  // colour holds a piece.
  bool blocked(Square s) const;
  // Colours the side to move may legally defect to (controlled, not owned), ascending.
  std::vector<int> defection_colours() const;

  // --- do / undo ----------------------------------------------------------------------------
  void do_move(Move m);  // m must be legal (or at least pseudo-legal)
  void undo_move();      // takes back the last do_move; no-op at ply 0
  Move last_move() const { return st().move; }
  Piece captured_piece() const { return st().captured; }  // captured by the last move, or 0
  // The piece a move would capture (before making it), or 0. Castling and defection capture
  // nothing; a compound defection's king step may.
  Piece victim(Move m) const {
    return m.kind() == kCastle || m.kind() == kDefect ? kEmpty : board_[m.to()];
  }

  // Recomputes the key from scratch (tests compare it with the incremental one).
  uint64_t compute_key() const;
  const Piece* board() const { return board_; }

 private:
  struct StateInfo {
    uint64_t key;
    Move move;
    Piece captured;
    Piece removed_king;         // old king removed by a promotion to king
    uint8_t removed_king_sq;
    uint8_t castling;
    uint8_t owned[2];
    uint8_t king[2];
    uint16_t halfmove;
    uint8_t control[kColours];
    uint16_t ctrl_mask[2];
  };
  const StateInfo& st() const { return states_[ply_]; }
  StateInfo& st() { return states_[ply_]; }

  void put(Square s, Piece p);
  void remove(Square s);
  void refresh_control(StateInfo& s) const;
  bool legal_slow(Move m) const;  // make, recompute control, test the king
  void clear();

  Piece board_[kSquares];
  uint64_t bb_[kColours][4];  // squares of each colour's pieces
  Player stm_ = kP1;
  int fullmove_ = 1;
  int ply_ = 0;
  mutable std::vector<StateInfo> states_;

  template <bool> friend class MoveGen;
  friend struct PositionAccess;
};

}  // namespace regalia::sovereign
