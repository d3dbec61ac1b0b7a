#pragma once
// Move generators for the search, beside the strict generator of movegen.h:
//  * generate_captures: legal captures and the promotions that matter (pawn, bishop, rook
//    promotions; a capture by a piece that may promote comes with the promotion, and with the
//    non-promotion only where it is not useless), for quiescence, when not in check;
//  * see_ge: static exchange evaluation (is the exchange on m's target worth >= threshold?);
//    a drop starts with the dropped piece as the first victim.
#include "core/showgit/rules/position.h"

namespace regalia::showgit {

// Appends the capture/promotion moves of the side to move (not in check) to `list`.
void generate_captures(const Position& pos, MoveList& list);

// Exchange value of a piece type: its board value plus the hand value it gives the capturer.
int see_value(PieceType pt);

// Static exchange evaluation: true when playing m (legal) and the best sequence of recaptures
// on m.to() leaves the side to move at least `threshold` up (pins ignored).
bool see_ge(const Position& pos, Move m, int threshold);

// A move of the side to move (not in check) that mates at once, or Move() (0) if none is found.
// Drops first (no pawn: uchifuzume), then board moves when the enemy king has at most two
// flight squares; candidates are filtered by the flights they leave and verified by playing
// them (pos is restored). May miss mates (a flight opened behind the king), never reports a
// non-mate.
Move mate_in_one(Position& pos);
// The same with the attack maps of pos already computed.
struct AttackMaps;
Move mate_in_one(Position& pos, const AttackMaps& maps);

}  // namespace regalia::showgit
