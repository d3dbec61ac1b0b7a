// The KIF reader: read_kif (the format is described in kif.h). The lines KIF shares with KI2
// go to the KifReader (kif_reader.h); here: numbered move lines and their times.
#include "core/showgit/records/kif.h"

#include <string>

#include "core/showgit/records/japanese_text.h"
#include "core/showgit/records/kif_decode.h"
#include "core/showgit/records/kif_reader.h"
#include "core/showgit/records/kifu_endings.h"

namespace regalia::showgit {
namespace {

bool is_move_line(u32v s) {
  size_t i = 0;
  while (i < s.size() && s[i] == ' ') ++i;
  const size_t d = i;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
  return i > d && i - d < 6 && (i == s.size() || s[i] == ' ' || s[i] == '\t');
}

// `   3 ２六歩(27)   ( 0:01/00:00:04)+`: the number, the move or ending, its time.
Error move_line(KifReader& r, int line, u32v s, bool cut) {
  size_t i = 0;
  while (i < s.size() && s[i] == ' ') ++i;
  int number = 0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') number = number * 10 + int(s[i++] - '0');
  u32v rest = trim(s.substr(i));
  size_t sp = 0;
  while (sp < rest.size() && rest[sp] != ' ' && rest[sp] != '\t') ++sp;
  u32v text = rest.substr(0, sp);
  u32v time = trim(rest.substr(sp));
  if (!text.empty() && text.back() == '+') text.remove_suffix(1);
  if (!time.empty() && time.back() == '+') time.remove_suffix(1);
  time = trim(time);
  int seconds = -1;
  u32v word = text;
  if (!word.empty() && (word[0] == U'▲' || word[0] == U'△' || word[0] == U'☗' || word[0] == U'☖')) word.remove_prefix(1);
  if (!time.empty() && !find_kifu_ending(word)) {  // an ending's time is not kept
    // ( 0:01/00:00:01): this move's minutes:seconds / the total.
    const std::string t = to_utf8(time);
    // Read by hand, bounded: sscanf's %d overflows (undefined) on long digit runs.
    size_t k = 1;
    auto read_number = [&](int& n) {
      const size_t first = k;
      n = 0;
      while (k < t.size() && t[k] >= '0' && t[k] <= '9' && k - first < 6) n = n * 10 + (t[k++] - '0');
      return k > first && !(k < t.size() && t[k] >= '0' && t[k] <= '9');
    };
    while (k < t.size() && t[k] == ' ') ++k;
    int m = 0, sec = 0;
    if (t.front() != '(' || t.back() != ')' || !read_number(m) || k >= t.size() || t[k++] != ':' || !read_number(sec))
      return record_error(cut ? "record-truncated" : "record-bad-line", line, "cannot read the time '" + t + "'");
    seconds = m * 60 + sec;
  }
  return r.move_text(line, text, number, seconds, cut);
}

}  // namespace

Error read_kif(std::string_view bytes, Record& out, KifEncoding encoding) {
  std::string text;
  if (bytes.empty()) return Error("record-empty", "the record is empty");
  if (Error e = decode_kif_text(bytes, encoding, text)) return e;
  KifReader r;
  RecordLines lines(text);
  std::string_view raw;
  bool unfinished;
  while (lines.next(raw, unfinished)) {
    const int line_no = lines.number();
    u32 line32 = to_u32(raw);
    u32v line = line32;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
    if (line.empty() || line[0] == '#' || line[0] == '&') continue;
    if (line[0] == '*') {
      if (Error e = r.comment(line_no, line.substr(1))) return e;
      continue;
    }
    if (starts_with(line, U"変化：") || starts_with(line, U"変化:")) {
      if (Error e = r.variation(line_no, line, unfinished)) return e;
      continue;
    }
    if (starts_with(line, U"まで")) continue;  // the ending is a move line of its own in KIF
    if (starts_with(line, U"手数----") || starts_with(line, U"手数－－")) {
      if (r.in_moves) return record_error("record-bad-line", line_no, "a second move list header");
      r.in_moves = true;
      continue;
    }
    if (is_move_line(line)) {
      if (Error e = move_line(r, line_no, line, unfinished)) return e;
      continue;
    }
    if (r.in_moves && r.started) return record_error(unfinished ? "record-truncated" : "record-bad-line", line_no, "'" + to_utf8(line) + "' is not a KIF move line");
    Error e;
    if (r.position_line(line_no, line, unfinished, e) || r.header_line(line_no, line, e)) {
      if (e) return e;
      continue;
    }
    return record_error(unfinished ? "record-truncated" : "record-bad-line", line_no, "'" + to_utf8(line) + "' is not a KIF line");
  }
  return r.finish(lines.number(), out);
}

}  // namespace regalia::showgit
