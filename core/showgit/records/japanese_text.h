#pragma once
// The Japanese words a shogi record is written in, for the record readers: text as UTF-32 (one
// char32_t per character, so kanji compare and index like letters), piece names in kanji and
// numbers in kanji or full-width digits. KIF's reader uses them; a KI2 reader reads the same words.
#include <cstddef>
#include <string>
#include <string_view>

#include "core/showgit/rules/types.h"

namespace regalia::showgit {

using u32 = std::u32string;
using u32v = std::u32string_view;

u32 to_u32(std::string_view utf8);
std::string to_utf8(u32v s);
bool starts_with(u32v s, u32v prefix);
// Without the spaces around it (ASCII, tab, ideographic space) and a carriage return.
u32v trim(u32v s);

// The piece a one-character kanji name stands for (歩 香 桂 銀 金 角 飛 玉/王 と 杏 圭 全 馬 龍/竜),
// kNoPieceType for any other character.
PieceType piece_of_kanji(char32_t c);
// Reads a piece name at s[i] (two-character 成香 成桂 成銀 included), advancing i;
// kNoPieceType (i unchanged) when none stands there.
PieceType read_piece(u32v s, size_t& i);
// 1-9 for a full-width digit, an ASCII digit or a kanji numeral 一..九; 0 for anything else.
int digit_of(char32_t c);
// A count in kanji (二, 十, 十八) or two ASCII digits; 1 when empty, -1 when not a count.
int read_count(u32v s);

}  // namespace regalia::showgit
