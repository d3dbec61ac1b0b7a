#pragma once
// SFEN transforms for symmetry tests of SHOWGIT evaluations: colours swapped, files mirrored.
#include <cctype>
#include <string>
#include <vector>

#include "core/showgit/rules/position.h"

namespace regalia::test {

using showgit::Position;

// The board part of an SFEN as 81 tokens (rank a first, file 9 to 1 within a rank); "" = empty.
inline std::vector<std::string> board_tokens(const std::string& board) {
  std::vector<std::string> t;
  bool promoted = false;
  for (const char ch : board) {
    if (ch == '/') continue;
    if (std::isdigit(static_cast<unsigned char>(ch))) t.insert(t.end(), size_t(ch - '0'), "");
    else if (ch == '+') promoted = true;
    else {
      t.push_back(promoted ? std::string{'+', ch} : std::string(1, ch));
      promoted = false;
    }
  }
  return t;
}

inline std::string board_text(const std::vector<std::string>& t) {
  std::string s;
  for (int r = 0; r < 9; ++r) {
    int empty = 0;
    for (int f = 0; f < 9; ++f) {
      const std::string& x = t[size_t(r * 9 + f)];
      if (x.empty()) {
        ++empty;
        continue;
      }
      if (empty) s += char('0' + empty);
      empty = 0;
      s += x;
    }
    if (empty) s += char('0' + empty);
    if (r < 8) s += '/';
  }
  return s;
}

inline std::string swap_case(std::string s) {
  for (char& c : s)
    if (std::isalpha(static_cast<unsigned char>(c)))
      c = char(std::isupper(static_cast<unsigned char>(c)) ? std::tolower(c) : std::toupper(c));
  return s;
}

// Colours swapped: board turned 180 degrees, pieces and hands change owner, the other side moves.
inline std::string flipped(const Position& pos) {
  const std::string sfen = pos.sfen();
  const size_t a = sfen.find(' '), b = sfen.find(' ', a + 1), c = sfen.find(' ', b + 1);
  std::vector<std::string> t = board_tokens(sfen.substr(0, a));
  std::vector<std::string> u(81);
  for (int i = 0; i < 81; ++i) u[size_t(80 - i)] = swap_case(t[size_t(i)]);
  const std::string hands = sfen.substr(b + 1, c - b - 1);
  return board_text(u) + (sfen[a + 1] == 'b' ? " w " : " b ") + (hands == "-" ? hands : swap_case(hands)) + " 1";
}

// Files mirrored (file 1 <-> file 9).
inline std::string mirrored(const Position& pos) {
  const std::string sfen = pos.sfen();
  const size_t a = sfen.find(' ');
  std::vector<std::string> t = board_tokens(sfen.substr(0, a));
  std::vector<std::string> u(81);
  for (int r = 0; r < 9; ++r)
    for (int f = 0; f < 9; ++f) u[size_t(r * 9 + 8 - f)] = t[size_t(r * 9 + f)];
  return board_text(u) + sfen.substr(a);
}

}  // namespace regalia::test
