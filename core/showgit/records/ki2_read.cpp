// The KI2 reader: read_ki2 (the format is described in ki2.h). The lines KI2 shares with KIF go
// to the KifReader (kif_reader.h); here: lines of marked moves and the summary line's ending.
#include "core/showgit/records/ki2.h"

#include <string>

#include "core/showgit/records/japanese_text.h"
#include "core/showgit/records/kif_decode.h"
#include "core/showgit/records/kif_reader.h"
#include "core/showgit/records/kifu_endings.h"

namespace regalia::showgit {
namespace {

bool is_mark(char32_t c) { return c == U'▲' || c == U'△' || c == U'☗' || c == U'☖' || c == U'▼' || c == U'▽'; }
bool is_space(char32_t c) { return c == ' ' || c == '\t' || c == U'\u3000'; }

// A line of moves: `▲７六歩    △３四歩    ▲同　角成`. Each move goes to the reader in turn.
Error move_line(KifReader& r, int line, u32v text, bool cut) {
  u32 clean;  // without spaces: `同　銀` and `▲７六歩 △３四歩` alike
  for (const char32_t c : text)
    if (!is_space(c)) clean += c;
  if (Error e = r.start(line)) return e;
  size_t i = 0;
  while (i < clean.size()) {
    const char32_t mark = clean[i];
    size_t j = i + 1;
    while (j < clean.size() && !is_mark(clean[j])) ++j;
    const u32v move = u32v(clean).substr(i + 1, j - i - 1);
    if (move.empty()) return record_error(cut && j == clean.size() ? "record-truncated" : "record-bad-line", line, "a mark without a move");
    // ▲ is sente's, △ gote's (▼ ▽ are read as marks without a side).
    const int side = mark == U'▲' || mark == U'☗' ? 1 : mark == U'△' || mark == U'☖' ? 2 : 0;
    if (!r.cur().over && side && side != r.side_to_move())
      return record_error("record-illegal-move", line, "'" + to_utf8(u32v(clean).substr(i, j - i)) + "': it is " +
                          (r.side_to_move() == 1 ? "sente" : "gote") + "'s turn");
    if (find_kifu_ending(move)) return record_error("record-bad-line", line, "'" + to_utf8(move) + "' is an ending, not a move (KI2 ends with まで)");
    if (Error e = r.move_text(line, move, r.next_number(), -1, cut && j == clean.size())) return e;
    i = j;
  }
  return {};
}

// `まで64手で先手の勝ち` (the count and で may be left out): the current line's ending.
Error summary_line(KifReader& r, int line, u32v text) {
  u32v rest = text.substr(2);
  if (!rest.empty() && rest[0] == U'、') rest.remove_prefix(1);
  size_t i = 0;
  while (i < rest.size() && (digit_of(rest[i]) || rest[i] == '0' || rest[i] == U'０')) ++i;
  if (i > 0 && starts_with(rest.substr(i), U"手で")) rest.remove_prefix(i + 2);
  else if (i > 0 && starts_with(rest.substr(i), U"手")) rest.remove_prefix(i + 1);
  if (Error e = r.start(line)) return e;
  if (r.cur().siblings && r.cur().played == 0)
    return record_error("record-bad-line", line, "a variation must start with a move, not an ending");
  std::string ending;
  int winner = 0;
  if (!read_kifu_summary(rest, r.side_to_move(), ending, winner))
    return record_error("record-bad-line", line, "'" + to_utf8(text) + "': unknown ending");
  return r.set_ending(line, ending, winner);
}

}  // namespace

bool looks_like_ki2(std::string_view bytes) {
  size_t i = 0;
  while (i < bytes.size()) {
    size_t j = bytes.find('\n', i);
    if (j == std::string_view::npos) j = bytes.size();
    std::string_view line = bytes.substr(i, j - i);
    i = j + 1;
    while (!line.empty() && (line[0] == ' ' || line[0] == '\t')) line.remove_prefix(1);
    if (!line.empty() && line[0] >= '0' && line[0] <= '9') return false;  // a KIF move line
    for (const std::string_view mark : {"\xE2\x96\xB2", "\xE2\x96\xB3", "\xE2\x98\x97", "\xE2\x98\x96",
                                        "\x81\xA3", "\x81\xA2"})  // ▲ △ ☗ ☖ in UTF-8, ▲ △ in Shift_JIS
      if (line.substr(0, mark.size()) == mark) return true;
  }
  return false;
}

Error read_ki2(std::string_view bytes, Record& out, KifEncoding encoding) {
  std::string text;
  if (bytes.empty()) return Error("record-empty", "the record is empty");
  if (Error e = decode_kif_text(bytes, encoding, text)) return e;
  KifReader r;
  RecordLines lines(text);
  std::string_view raw;
  bool unfinished;
  while (lines.next(raw, unfinished)) {
    const int line_no = lines.number();
    const u32 line32 = to_u32(raw);
    u32v line = line32;
    while (!line.empty() && (line.back() == '\r' || is_space(line.back()))) line.remove_suffix(1);
    if (line.empty() || line[0] == '#' || line[0] == '&') continue;
    if (line[0] == '*') {
      if (Error e = r.comment(line_no, line.substr(1))) return e;
      continue;
    }
    const u32v body = trim(line);
    if (starts_with(body, U"変化：") || starts_with(body, U"変化:")) {
      if (Error e = r.variation(line_no, body, unfinished)) return e;
      continue;
    }
    if (starts_with(body, U"まで")) {
      if (Error e = summary_line(r, line_no, body)) return e;
      continue;
    }
    if (is_mark(body[0])) {
      if (Error e = move_line(r, line_no, body, unfinished)) return e;
      continue;
    }
    if (r.started) return record_error(unfinished ? "record-truncated" : "record-bad-line", line_no, "'" + to_utf8(line) + "' is not a KI2 move line");
    Error e;
    if (r.position_line(line_no, line, unfinished, e) || r.header_line(line_no, line, e)) {
      if (e) return e;
      continue;
    }
    return record_error(unfinished ? "record-truncated" : "record-bad-line", line_no, "'" + to_utf8(line) + "' is not a KI2 line");
  }
  return r.finish(lines.number(), out);
}

}  // namespace regalia::showgit
