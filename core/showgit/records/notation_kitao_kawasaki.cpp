// The Kitao-Kawasaki notation (notation.h), as lishogi writes it: kanji pieces (a promoted
// lance, knight or silver as +香 +桂 +銀) with Western structure and numeric squares,
// file then rank: 歩-76, 角x22+, 銀*52, 金(69)-58.
#include <string>

#include "core/showgit/records/notation.h"

namespace regalia::showgit {
namespace {

std::string number_square(Square s) { return std::to_string(file_of(s) + 1) + std::to_string(rank_of(s) + 1); }

// 歩 .. 龍, with 成 written '+'.
std::string piece_text(PieceType pt) {
  const std::string_view kanji = kanji_piece(pt);
  return kanji.substr(0, 3) == "成" ? "+" + std::string(kanji.substr(3)) : std::string(kanji);
}

bool in_zone(Color c, Square s) { return relative_rank(c, rank_of(s)) <= 2; }

}  // namespace

std::string kitao_kawasaki_notation(const Position& pos, Move m, Square previous_to) {
  if (m.is_drop()) return piece_text(m.drop_type()) + "*" + number_square(m.to());
  const Piece mover = pos.piece_on(m.from());
  const Color side = color_of(mover);
  const PieceType pt = type_of(mover);
  std::string s = piece_text(pt);
  // The origin when another piece of the kind reaches the square, pinned or not (what lishogi
  // counts: its pieces' moves before the king's safety is checked).
  bool shared = false;
  pos.attackers_to(side, m.to(), pos.pieces()).for_each([&](Square o) { shared |= o != m.from() && pos.piece_on(o) == mover; });
  if (shared) s += "(" + number_square(m.from()) + ")";
  s += pos.piece_on(m.to()) ? 'x' : '-';
  if (m.to() != previous_to) s += number_square(m.to());
  if (m.promotes()) s += '+';
  else if (can_promote(pt) && (in_zone(side, m.from()) || in_zone(side, m.to()))) s += '=';
  return s;
}

}  // namespace regalia::showgit
