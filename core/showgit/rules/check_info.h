#pragma once
// Which moves of the side to move give check, prepared once per position: the squares from which
// each piece type would attack the enemy king, and our pieces whose leaving the line between an
// own slider and that king uncovers a check. The search asks for many moves of one node;
// Position::gives_check recomputes the slider lines for every move (it stays the reference the
// tests compare with).
#include "core/showgit/rules/bitboard.h"
#include "core/showgit/rules/position.h"

namespace regalia::showgit {

struct CheckInfo {
  Bitboard squares[kPieceTypes];  // a piece of this type (ours, after the move) checks from there
  Bitboard discoverers;             // our pieces between an own slider and the enemy king
  Square king = kNoSquare;            // the enemy king

  void init(const Position& pos) {
    const Color us = pos.side_to_move(), them = ~us;
    king = pos.king_square(them);
    if (king == kNoSquare) return;
    const Bitboard occ = pos.pieces();
    // A piece of ours attacks the king from s exactly when the same piece of theirs on the king's
    // square would attack s.
    const Bitboard rook = rook_attack(king, occ), bishop = bishop_attack(king, occ);
    const Bitboard& around = step_attack(kKing, them, king);
    squares[kPawn] = step_attack(kPawn, them, king);
    squares[kLance] = lance_attack(them, king, occ);
    squares[kKnight] = step_attack(kKnight, them, king);
    squares[kSilver] = step_attack(kSilver, them, king);
    squares[kBishop] = bishop;
    squares[kRook] = rook;
    squares[kGold] = squares[kProPawn] = squares[kProLance] = squares[kProKnight] = squares[kProSilver] =
        step_attack(kGold, them, king);
    squares[kHorse] = bishop | around;
    squares[kDragon] = rook | around;
    discoverers = pos.lone_blockers(king, us) & pos.pieces(us);
  }

  // Does the legal move m (of the position init() saw) give check?
  bool gives_check(const Position& pos, Move m) const {
    if (king == kNoSquare) return false;
    if (m.is_drop()) return squares[m.drop_type()].test(m.to());
    PieceType pt = type_of(pos.piece_on(m.from()));
    if (m.promotes()) pt = PieceType(pt + kPromoted);
    // The squares were taken with the mover still on its origin: a slider it would now see past
    // that origin was already checking, which a legal position excludes.
    if (squares[pt].test(m.to())) return true;
    return discoverers.test(m.from()) && !aligned(king, m.from(), m.to());
  }
};

}  // namespace regalia::showgit
