#include "core/showgit/records/record.h"

#include <algorithm>

#include "core/showgit/records/csa.h"
#include "core/showgit/records/ki2.h"
#include "core/showgit/records/jkf.h"
#include "core/showgit/records/kif.h"
#include "core/showgit/rules/usi.h"

namespace regalia::showgit {
namespace {

constexpr std::string_view kEndings[] = {"resign",  "mate",      "repetition",   "perpetual-check",
                                         "impasse", "impasse-draw", "draw",      "time-up",
                                         "illegal-move", "abort", "max-moves",
                                         "no-mate", "forfeit", "try", "error"};

std::vector<std::string_view> split_words(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) ++i;
    size_t j = i;
    while (j < s.size() && !(s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\r')) ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

}  // namespace

std::string Record::header(std::string_view key) const {
  for (const auto& [k, v] : headers)
    if (k == key) return v;
  return "";
}

void Record::set_header(std::string_view key, std::string_view value) {
  auto it = std::find_if(headers.begin(), headers.end(), [&](const auto& kv) { return kv.first == key; });
  if (value.empty()) {
    if (it != headers.end()) headers.erase(it);
  } else if (it != headers.end()) {
    it->second = std::string(value);
  } else {
    headers.emplace_back(std::string(key), std::string(value));
  }
}

bool is_known_ending(std::string_view e) {
  return std::find(std::begin(kEndings), std::end(kEndings), e) != std::end(kEndings);
}

void append_comment_lines(std::string& out, std::string_view text, std::string_view prefix) {
  if (text.empty()) return;
  size_t i = 0;
  while (i <= text.size()) {
    size_t j = text.find('\n', i);
    if (j == std::string_view::npos) j = text.size();
    out += prefix;
    out += text.substr(i, j - i);
    out += '\n';
    i = j + 1;
  }
}

int side_to_move_after(std::string_view start_sfen, size_t plies) {
  Position pos;
  if (pos.set_sfen(start_sfen)) return 0;
  const int first = pos.side_to_move() == kBlack ? 1 : 2;
  return plies % 2 == 0 ? first : 3 - first;
}

int line_of_offset(std::string_view bytes, size_t offset) {
  int line = 1;
  for (size_t i = 0; i < offset && i < bytes.size(); ++i) line += bytes[i] == '\n';
  return line;
}

Error record_error(std::string_view code, int line, std::string_view what) {
  return Error(std::string(code), "line " + std::to_string(line) + ": " + std::string(what));
}

void set_ending_from_rules(const Game& game, Record& record) {
  if (!record.ending.empty()) return;
  const GameStatus st = game.status();
  if (!st.over()) return;
  record.ending = st.reason == "big-bang" || st.reason == "no-legal-moves" ? "mate"
                  : st.reason == "ply-limit"                               ? "max-moves"
                                                                           : st.reason;
  record.winner = st.winner;
}

Error replay(const Record& record, Game& game) {
  if (Error e = game.set_sfen(record.start_sfen))
    return Error("record-bad-position", "start position: " + e.message);
  for (size_t i = 0; i < record.moves.size(); ++i) {
    if (Error e = game.play(record.moves[i].usi))
      return Error("record-illegal-move", "move " + std::to_string(i + 1) + " (" + record.moves[i].usi + "): " + e.message);
  }
  return {};
}

Error parse_record_format(std::string_view name, RecordFormat& out, bool* is_auto) {
  if (is_auto) *is_auto = false;
  if (name == "kif" || name == "kifu" || name == "kif-utf8") out = RecordFormat::kKif;
  else if (name == "kif-sjis" || name == "sjis" || name == "kif-shift-jis" || name == "kifu-sjis") out = RecordFormat::kKifShiftJis;
  else if (name == "csa") out = RecordFormat::kCsa;
  else if (name == "usi" || name == "sfen") out = RecordFormat::kUsi;
  else if (name == "ki2") out = RecordFormat::kKi2;
  else if (name == "jkf" || name == "json") out = RecordFormat::kJkf;
  else if (name == "auto" || name.empty()) {
    if (is_auto) *is_auto = true;
    out = RecordFormat::kKif;
  } else {
    return Error("record-bad-format", "unknown record format '" + std::string(name) + "' (kif, kif-sjis, csa, usi, ki2, jkf)");
  }
  return {};
}

RecordFormat guess_record_format(std::string_view bytes) {
  // JKF: a JSON object (after a UTF-8 BOM and spaces); no other format starts with '{'.
  const size_t text = bytes.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  const size_t first = bytes.find_first_not_of(" \t\r\n", text);
  if (first != std::string_view::npos && bytes[first] == '{') return RecordFormat::kJkf;
  const auto words = split_words(bytes.substr(0, 200));
  if (!words.empty() && (words[0] == "position" || words[0] == "startpos" || words[0] == "sfen"))
    return RecordFormat::kUsi;
  // CSA: any line starting with V2, PI, P1, N+, N-, or a +/- move or side line.
  size_t i = 0;
  while (i < bytes.size()) {
    size_t j = bytes.find('\n', i);
    if (j == std::string_view::npos) j = bytes.size();
    std::string_view line = bytes.substr(i, j - i);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.rfind("V2", 0) == 0 || line == "PI" || line.rfind("PI", 0) == 0 || line.rfind("P1", 0) == 0 ||
        line.rfind("N+", 0) == 0 || line.rfind("N-", 0) == 0 || line == "+" || line == "-")
      return RecordFormat::kCsa;
    i = j + 1;
  }
  if (looks_like_ki2(bytes)) return RecordFormat::kKi2;
  return RecordFormat::kKif;
}

Error read_record(std::string_view bytes, RecordFormat format, Record& out) {
  switch (format) {
    case RecordFormat::kKif:
    case RecordFormat::kKifShiftJis: return read_kif(bytes, out, KifEncoding::kAuto);
    case RecordFormat::kCsa: return read_csa(bytes, out);
    case RecordFormat::kKi2: return read_ki2(bytes, out);
    case RecordFormat::kJkf: return read_jkf(bytes, out);
    default: return read_usi_record(bytes, out);
  }
}

Error write_record(const Record& record, RecordFormat format, std::string& out) {
  switch (format) {
    case RecordFormat::kKif: return write_kif(record, out, KifEncoding::kUtf8);
    case RecordFormat::kKifShiftJis: return write_kif(record, out, KifEncoding::kShiftJis);
    case RecordFormat::kCsa: return write_csa(record, out);
    case RecordFormat::kKi2: return write_ki2(record, out);
    case RecordFormat::kJkf: return write_jkf(record, out);
    default: {
      Game game;
      if (Error e = replay(record, game)) return e;
      out = write_usi_record(record);
      return {};
    }
  }
}

Error read_usi_record(std::string_view text, Record& out) {
  const auto words = split_words(text);
  if (words.empty()) return Error("record-empty", "the record is empty");
  size_t i = 0;
  if (words[i] == "position") ++i;
  if (i == words.size()) return Error("record-truncated", "line 1: 'position' without 'startpos' or 'sfen'");
  Record rec;
  if (words[i] == "startpos") {
    ++i;
  } else if (words[i] == "sfen") {
    ++i;
    std::string sfen;
    int fields = 0;
    while (i < words.size() && words[i] != "moves" && fields < 4) {
      if (fields++) sfen += ' ';
      sfen += words[i++];
    }
    if (fields < 3) return Error("record-truncated", "line 1: the SFEN after 'sfen' is incomplete");
    Position pos;
    if (Error e = pos.set_sfen(sfen)) return Error("record-bad-position", "line 1: " + e.message);
    rec.start_sfen = pos.sfen();
  } else {
    return Error("record-bad-line", "line 1: expected 'startpos' or 'sfen', found '" + std::string(words[i]) + "'");
  }
  if (i < words.size()) {
    if (words[i] != "moves")
      return Error("record-bad-line", "line 1: expected 'moves', found '" + std::string(words[i]) + "'");
    ++i;
  }
  Game game;
  if (Error e = game.set_sfen(rec.start_sfen)) return Error("record-bad-position", e.message);
  for (; i < words.size(); ++i) {
    if (Error e = game.play(words[i])) {
      const std::string n = std::to_string(rec.moves.size() + 1);
      const std::string code = e.code == "bad-move-syntax" ? "record-bad-line" : "record-illegal-move";
      return Error(code, "line 1: move " + n + " '" + std::string(words[i]) + "': " + e.message);
    }
    rec.moves.push_back({std::string(words[i]), "", -1, {}});
  }
  set_ending_from_rules(game, rec);
  out = std::move(rec);
  return {};
}

std::string write_usi_record(const Record& record) {
  std::string s = "position ";
  Position pos;
  const bool start = !pos.set_sfen(record.start_sfen) && pos.sfen() == Position().sfen();
  s += start ? "startpos" : "sfen " + record.start_sfen;
  if (!record.moves.empty()) {
    s += " moves";
    for (const RecordMove& m : record.moves) s += " " + m.usi;
  }
  s += '\n';
  return s;
}

}  // namespace regalia::showgit
