#include "core/sovereign/rules/display.h"

#include "core/sovereign/rules/notation.h"

namespace regalia::sovereign {
namespace {
// The army's name in lower case, as in running text: "navy".
std::string army(int colour) {
  std::string s = kColourNames[colour];
  for (char& c : s) c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return s;
}
std::string army_piece(Piece p) { return army(colour_of(p)) + " " + char(kTypeLetters[type_of(p)] - 'a' + 'A'); }
}  // namespace

std::string display_move(const Position& pos, Move m) {
  const Square king = pos.king_square(pos.side_to_move());
  switch (m.kind()) {
    case kCastle:
      return army_piece(pos.piece_on(king)) + " castles " + square_to_string(m.from()) + " (" +
             square_to_string(king) + "-" + square_to_string(m.to()) + ")";
    case kDefect:
      return army_piece(pos.piece_on(king)) + " defects to " + army(m.defect_colour());
    case kDefectStep:
      return army_piece(pos.piece_on(m.from())) + " defects to " + army(m.defect_colour()) + " " +
             square_to_string(m.from()) + "-" + square_to_string(m.to());
    default: {
      std::string s = army_piece(pos.piece_on(m.from())) + " " + square_to_string(m.from());
      s += pos.victim(m) ? 'x' : '-';
      s += square_to_string(m.to());
      if (m.kind() == kPromotion) s += std::string("=") + char(kTypeLetters[m.promotion()] - 'a' + 'A');
      return s;
    }
  }
}

Error display_move(const Position& pos, std::string_view text, std::string& out) {
  if (text == "swap") {
    out = "swap";
    return {};
  }
  Move m;
  if (Error e = parse_move(pos, text, m)) return e;
  out = display_move(pos, m);
  return {};
}

}  // namespace regalia::sovereign
