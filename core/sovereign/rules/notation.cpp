#include "core/sovereign/rules/notation.h"

#include <cstring>

namespace regalia::sovereign {

std::string square_to_string(Square s) {
  return std::string(1, char('a' + file_of(s))) + std::to_string(rank_of(s) + 1);
}

bool parse_square(std::string_view text, size_t& pos, Square& out) {
  if (pos >= text.size() || text[pos] < 'a' || text[pos] > 'p') return false;
  const int file = text[pos] - 'a';
  size_t k = pos + 1;
  if (k >= text.size() || text[k] < '1' || text[k] > '9') return false;
  int rank = text[k] - '0';
  ++k;
  if (rank == 1 && k < text.size() && text[k] >= '0' && text[k] <= '6') {
    rank = 10 + (text[k] - '0');
    ++k;
  }
  pos = k;
  out = make_square(file, rank - 1);
  return true;
}

std::string move_to_string(Move m) {
  switch (m.kind()) {
    case kCastle:
      return std::string(1, 'O').append(square_to_string(m.from())).append(square_to_string(m.to()));
    case kDefect:
      return std::string("D") + kColourLetters[m.defect_colour()];
    case kDefectStep:
      return std::string("D") + kColourLetters[m.defect_colour()] + square_to_string(m.from()) +
             square_to_string(m.to());
    case kPromotion:
      return square_to_string(m.from()) + square_to_string(m.to()) + "=" +
             char(kTypeLetters[m.promotion()] - 'a' + 'A');
    default:
      return square_to_string(m.from()) + square_to_string(m.to());
  }
}

Error parse_move(const Position& pos, std::string_view text, Move& out) {
  const std::string quoted = std::string(1, '\'').append(text).append(1, '\'');
  const Error syntax("bad-move-syntax", quoted + " is not a Sovereign Chess move string");
  size_t k = 0;
  Move m;
  Square a, b;
  if (text.empty()) return syntax;
  if (text[0] == 'D') {
    const char* p = text.size() >= 2 && text[1] ? std::strchr(kColourLetters, text[1]) : nullptr;
    if (!p) return syntax;
    const int c = int(p - kColourLetters);
    k = 2;
    if (k == text.size()) {
      m = Move::make(pos.king_square(pos.side_to_move()), pos.king_square(pos.side_to_move()), kDefect, 0, c);
    } else {
      if (!parse_square(text, k, a) || !parse_square(text, k, b) || k != text.size()) return syntax;
      m = Move::make(a, b, kDefectStep, 0, c);
    }
  } else if (text[0] == 'O') {
    k = 1;
    if (!parse_square(text, k, a) || !parse_square(text, k, b) || k != text.size()) return syntax;
    m = Move::make(a, b, kCastle);
  } else {
    if (!parse_square(text, k, a) || !parse_square(text, k, b)) return syntax;
    if (k == text.size()) {
      m = Move::make(a, b);
    } else {
      if (k + 2 != text.size() || text[k] != '=') return syntax;
      const char* p = std::strchr("QRBNK", text[k + 1]);
      if (!text[k + 1] || !p) return syntax;
      static constexpr int kTypes[] = {kQueen, kRook, kBishop, kKnight, kKing};
      m = Move::make(a, b, kPromotion, kTypes[p - "QRBNK"]);
    }
  }
  if (!pos.is_legal(m)) return {"illegal-move", quoted + " is not legal in this position"};
  out = m;
  return {};
}

}  // namespace regalia::sovereign
