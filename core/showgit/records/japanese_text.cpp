// The Japanese words of shogi records (see japanese_text.h).
#include "core/showgit/records/japanese_text.h"

#include "core/common/text/shift_jis.h"

namespace regalia::showgit {

u32 to_u32(std::string_view utf8) {
  u32 out;
  size_t pos = 0;
  while (pos < utf8.size()) out += next_code_point(utf8, pos);
  return out;
}
std::string to_utf8(u32v s) {
  std::string out;
  for (char32_t c : s) append_utf8(out, c);
  return out;
}
bool starts_with(u32v s, u32v prefix) { return s.substr(0, prefix.size()) == prefix; }
u32v trim(u32v s) {
  auto space = [](char32_t c) { return c == ' ' || c == '\t' || c == U'\u3000' || c == '\r'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

PieceType piece_of_kanji(char32_t c) {
  switch (c) {
    case U'歩': return kPawn;
    case U'香': return kLance;
    case U'桂': return kKnight;
    case U'銀': return kSilver;
    case U'金': return kGold;
    case U'角': return kBishop;
    case U'飛': return kRook;
    case U'玉': case U'王': return kKing;
    case U'と': return kProPawn;
    case U'杏': return kProLance;
    case U'圭': return kProKnight;
    case U'全': return kProSilver;
    case U'馬': return kHorse;
    case U'龍': case U'竜': return kDragon;
    default: return kNoPieceType;
  }
}
PieceType read_piece(u32v s, size_t& i) {
  if (i + 1 < s.size() && s[i] == U'成') {
    const PieceType base = piece_of_kanji(s[i + 1]);
    if (base == kLance || base == kKnight || base == kSilver) {
      i += 2;
      return PieceType(base + kPromoted);
    }
  }
  if (i >= s.size()) return kNoPieceType;
  const PieceType pt = piece_of_kanji(s[i]);
  if (pt) ++i;
  return pt;
}
int digit_of(char32_t c) {
  if (c >= U'１' && c <= U'９') return int(c - U'１') + 1;
  if (c >= '1' && c <= '9') return int(c - '1') + 1;
  constexpr char32_t kanji[] = U"一二三四五六七八九";
  for (int i = 0; i < 9; ++i)
    if (kanji[i] == c) return i + 1;
  return 0;
}
int read_count(u32v s) {
  if (s.empty()) return 1;
  int n = 0;
  size_t i = 0;
  if (s[0] == U'十') {
    n = 10;
    i = 1;
  }
  if (i < s.size()) {
    if (s.size() - i == 2 && digit_of(s[i]) && digit_of(s[i + 1]) && s[i] < 0x3000) return (s[i] - '0') * 10 + (s[i + 1] - '0');
    const int d = digit_of(s[i]);
    if (!d || i + 1 != s.size()) return -1;
    n += d;
  }
  return n;
}

}  // namespace regalia::showgit
