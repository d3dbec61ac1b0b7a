#pragma once
// Shift_JIS (Windows code page 932, as written by Kifu for Windows and most shogi programs) to
// and from UTF-8, for KIF records. Covers ASCII, half-width katakana and the double-byte rows of
// JIS X 0208 plus the NEC row 13 (lead bytes 0x81-0x9F and 0xE0-0xEA); the IBM extensions
// (0xFA-0xFC) and user-defined areas are not mapped.
#include <string>
#include <string_view>

namespace regalia::showgit {

// Whether bytes are well-formed UTF-8 (no overlongs, no surrogates, nothing past U+10FFFF).
bool is_valid_utf8(std::string_view bytes);

// Shift_JIS bytes to UTF-8. On a byte sequence outside the table returns false and sets
// *bad_offset to its offset in `bytes` (out is then incomplete).
bool shift_jis_to_utf8(std::string_view bytes, std::string& out, size_t* bad_offset = nullptr);

// UTF-8 to Shift_JIS. Returns false when a character has no Shift_JIS code (or the input is
// not UTF-8) and sets *bad_char to that character's code point (0xFFFD for bad UTF-8).
bool utf8_to_shift_jis(std::string_view text, std::string& out, char32_t* bad_char = nullptr);

// Reads one UTF-8 code point at text[pos] and advances pos; U+FFFD for a bad sequence.
char32_t next_code_point(std::string_view text, size_t& pos);
// Appends the UTF-8 form of c.
void append_utf8(std::string& out, char32_t c);

}  // namespace regalia::showgit
