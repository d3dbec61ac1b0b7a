#include "core/sovereign/records/pgn.h"

#include <algorithm>
#include <cctype>

namespace regalia::sovereign {
namespace {

constexpr std::string_view kRoster[] = {"Event", "Site", "Date", "Round", "Player1", "Player2"};
constexpr std::string_view kVariant = "Sovereign Chess";

bool is_result(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

Error at(std::string_view code, int line, std::string_view what) {
  return Error(std::string(code), "line " + std::to_string(line) + ": " + std::string(what));
}

std::string quote(std::string_view v) {
  std::string s = "\"";
  for (char c : v) {
    if (c == '"' || c == '\\') s += '\\';
    s += c == '\n' ? ' ' : c;
  }
  return s + "\"";
}

// Writes movetext words into `s`, wrapping lines at 80 columns.
struct PgnMovetextWriter {
  std::string& s;
  std::string line;
  bool glue = false;  // the next word follows an opening ( with no space

  void word(const std::string& w) {
    if (!line.empty() && !glue && line.size() + 1 + w.size() > 80) {
      s += line + "\n";
      line.clear();
    }
    if (!line.empty() && !glue) line += ' ';
    line += w;
    glue = false;
  }

  void comment(const std::string& c) {
    if (c.empty()) return;
    std::string safe = c;
    std::replace(safe.begin(), safe.end(), '}', ')');
    word("{" + safe + "}");
  }

  // A line's moves from `game` (left after them), each move's variations in ( ) after it.
  Error write_line(Game& game, const std::vector<PgnMove>& moves, int depth) {
    if (depth > kMaxPgnVariationDepth)
      return Error("record-bad-line", "variations nested more than " + std::to_string(kMaxPgnVariationDepth) + " deep");
    bool need_number = true;
    for (const PgnMove& m : moves) {
      const Position& pos = game.position();
      if (m.move != "swap") {
        if (pos.side_to_move() == kP1) word(std::to_string(pos.fullmove_number()) + ".");
        else if (need_number) word(std::to_string(pos.fullmove_number()) + "...");
      }
      word(m.move);
      const Game before = m.variations.empty() ? Game() : game;
      if (Error e = game.play(m.move))  // the main line was replayed already; variations are checked here
        return Error("record-illegal-move", "variation move '" + m.move + "': " + e.message);
      need_number = m.move == "swap" || !m.comment.empty() || !m.variations.empty();
      comment(m.comment);
      for (const PgnVariation& v : m.variations) {
        if (v.moves.empty()) return Error("record-bad-line", "a variation without moves after '" + m.move + "'");
        word("(");
        glue = true;
        comment(v.comment);
        Game from = before;
        if (Error e = write_line(from, v.moves, depth + 1)) return e;
        line += ')';
      }
    }
    return {};
  }
};

}  // namespace

std::string PgnRecord::tag(std::string_view name) const {
  for (const auto& [k, v] : tags)
    if (k == name) return v;
  return "";
}

void PgnRecord::set_tag(std::string_view name, std::string_view value) {
  auto it = std::find_if(tags.begin(), tags.end(), [&](const auto& kv) { return kv.first == name; });
  if (value.empty()) {
    if (it != tags.end()) tags.erase(it);
  } else if (it != tags.end()) {
    it->second = std::string(value);
  } else {
    tags.emplace_back(std::string(name), std::string(value));
  }
}

std::string result_of(const Game& game) {
  const GameStatus st = game.status();
  if (!st.over()) return "*";
  const int person = game.winner_person(st);
  if (person == 1) return "1-0";
  if (person == 2) return "0-1";
  return "1/2-1/2";
}

Error replay(const PgnRecord& record, Game& game) {
  if (!record.start_scfen.empty())
    if (Error e = game.set_scfen(record.start_scfen)) return Error("record-bad-position", "SCFEN: " + e.message);
  for (size_t i = 0; i < record.moves.size(); ++i)
    if (Error e = game.play(record.moves[i].move))
      return Error("record-illegal-move", "move " + std::to_string(i + 1) + " (" + record.moves[i].move + "): " + e.message);
  return {};
}

Error read_pgn(std::string_view text, PgnRecord& out) {
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) return Error("record-empty", "the record is empty");
  PgnRecord rec;
  Game game;
  size_t i = 0;
  int line = 1;
  const bool cut = text.back() != '\n';
  auto skip_space = [&] {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n')) line += text[i++] == '\n';
  };
  // Tag pairs.
  bool moves_started = false;
  std::string result_tag;
  for (;;) {
    skip_space();
    if (i >= text.size() || text[i] != '[') break;
    const int tag_line = line;
    ++i;
    size_t k = i;
    while (k < text.size() && (std::isalnum(static_cast<unsigned char>(text[k])) || text[k] == '_')) ++k;
    const std::string name(text.substr(i, k - i));
    i = k;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    if (i >= text.size()) return at("record-truncated", tag_line, "the text ends inside the tag [" + name);
    if (name.empty() || text[i] != '"') return at("record-bad-header", tag_line, "a tag must read [Name \"value\"]");
    ++i;
    std::string value;
    while (i < text.size() && text[i] != '"' && text[i] != '\n') {
      // A backslash escapes the next character, but never the line's end: values are one line.
      if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] != '\n') ++i;
      value += text[i++];
    }
    if (i >= text.size()) return at("record-truncated", tag_line, "the text ends inside the tag [" + name);
    if (text[i] != '"') return at("record-bad-header", tag_line, "the value of [" + name + "] is not closed by \"");
    ++i;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    if (i >= text.size()) return at("record-truncated", tag_line, "the text ends inside the tag [" + name);
    if (text[i] != ']') return at("record-bad-header", tag_line, "the tag [" + name + " is not closed by ]");
    ++i;
    if (name == "SCFEN") {
      if (Error e = game.set_scfen(value)) return at("record-bad-position", tag_line, "SCFEN: " + e.message);
      rec.start_scfen = game.position().scfen();
    } else if (name == "Variant") {
      if (value != kVariant) return at("record-bad-header", tag_line, "[Variant \"" + value + "\"] is not \"Sovereign Chess\"");
    } else if (name == "Result") {
      if (!is_result(value)) return at("record-bad-header", tag_line, "[Result \"" + value + "\"] is not 1-0, 0-1, 1/2-1/2 or *");
      result_tag = value;
    } else if (name == "FEN" || name == "SetUp") {
      return at("record-bad-header", tag_line, "[" + name + "] is for chess: use [SCFEN \"...\"]");
    } else if (value != "?" && value != "????.??.??") {  // PGN's "unknown"
      rec.set_tag(name, value);
    }
  }
  // Movetext. `lines` holds the main line and the variations open around the text read, each
  // with its game after its moves so far; `( ... )` replaces the last move of the line it is in.
  struct Open {
    std::vector<PgnMove>* moves;
    std::string* lead;  // its comment before the first move
    Game game;
    int opened_at;  // line of its (
  };
  std::vector<Open> lines;
  lines.push_back({&rec.moves, &rec.comment, std::move(game), line});
  std::string result;
  auto add_comment = [&](std::string_view c) {
    if (c.empty()) return;  // "{ }" adds nothing (it would leave a stray line break)
    Open& top = lines.back();
    std::string& into = top.moves->empty() ? *top.lead : top.moves->back().comment;
    if (!into.empty()) into += '\n';
    into += c;
  };
  for (;;) {
    skip_space();
    if (i >= text.size()) break;
    const int tok_line = line;
    if (!result.empty()) return at("record-bad-line", tok_line, "text after the result " + result);
    const char c = text[i];
    if (c == '{') {
      const size_t close = text.find('}', i);
      if (close == std::string_view::npos) return at("record-truncated", tok_line, "a comment { is never closed");
      std::string_view body = text.substr(i + 1, close - i - 1);
      line += int(std::count(body.begin(), body.end(), '\n'));
      while (!body.empty() && (body.front() == ' ' || body.front() == '\n')) body.remove_prefix(1);
      while (!body.empty() && (body.back() == ' ' || body.back() == '\n' || body.back() == '\r')) body.remove_suffix(1);
      add_comment(body);
      i = close + 1;
      continue;
    }
    if (c == ';') {
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    if (c == '(') {
      Open& top = lines.back();
      if (top.moves->empty()) return at("record-bad-line", tok_line, "a variation ( with no move before it to replace");
      if (int(lines.size()) > kMaxPgnVariationDepth)
        return at("record-bad-line", tok_line, "variations nested more than " + std::to_string(kMaxPgnVariationDepth) + " deep");
      Game before = top.game;
      before.undo();
      PgnVariation& v = top.moves->back().variations.emplace_back();
      lines.push_back({&v.moves, &v.comment, std::move(before), tok_line});
      ++i;
      continue;
    }
    if (c == ')') {
      if (lines.size() == 1) return at("record-bad-line", tok_line, "a ) with no ( before it");
      if (lines.back().moves->empty()) return at("record-bad-line", tok_line, "a variation ( ) without moves");
      lines.pop_back();
      ++i;
      continue;
    }
    size_t k = i;
    while (k < text.size() && !std::isspace(static_cast<unsigned char>(text[k])) && text[k] != '{' && text[k] != '(' &&
           text[k] != ')' && text[k] != ';')
      ++k;
    std::string_view tok = text.substr(i, k - i);
    const bool last_token = k == text.size();
    i = k;
    if (tok[0] == '$') continue;
    if (is_result(tok)) {
      if (lines.size() > 1) return at("record-bad-line", tok_line, "the result " + std::string(tok) + " inside a variation");
      result = std::string(tok);
      continue;
    }
    // Move numbers: "12." "12..." (possibly glued to the move: "12.e2e4").
    size_t d = 0;
    while (d < tok.size() && std::isdigit(static_cast<unsigned char>(tok[d]))) ++d;
    if (d > 0 && d < tok.size() && tok[d] == '.') {
      while (d < tok.size() && tok[d] == '.') ++d;
      tok.remove_prefix(d);
      if (tok.empty()) continue;
    }
    moves_started = true;
    Open& top = lines.back();
    if (Error e = top.game.play(tok)) {
      const std::string what = (lines.size() > 1 ? "variation move " : "move ") + std::to_string(top.moves->size() + 1) + " '" +
                               std::string(tok) + "': " + e.message;
      if (e.code == "bad-move-syntax") return at(last_token && cut ? "record-truncated" : "record-bad-line", tok_line, what);
      return at("record-illegal-move", tok_line, what);
    }
    top.moves->push_back({std::string(tok), "", {}});
  }
  (void)moves_started;
  if (lines.size() > 1) return at("record-truncated", lines.back().opened_at, "a variation ( is never closed");
  if (result.empty()) {
    if (cut || result_tag.empty()) return at("record-truncated", line, "the moves end without a result (1-0, 0-1, 1/2-1/2 or *)");
    result = result_tag;
  }
  if (!result_tag.empty() && result_tag != result)
    return at("record-bad-header", line, "[Result \"" + result_tag + "\"] but the moves end with " + result);
  rec.result = result;
  out = std::move(rec);
  return {};
}

Error write_pgn(const PgnRecord& record, std::string& out) {
  Game game;
  if (Error e = replay(record, game)) return e;
  if (!is_result(record.result)) return Error("record-bad-header", "result '" + record.result + "' is not 1-0, 0-1, 1/2-1/2 or *");
  std::string s;
  for (std::string_view name : kRoster) s += "[" + std::string(name) + " " + quote(record.tag(name).empty() ? "?" : record.tag(name)) + "]\n";
  s += "[Result " + quote(record.result) + "]\n";
  s += "[Variant " + quote(kVariant) + "]\n";
  Game replayed;
  if (!record.start_scfen.empty()) {
    replayed.set_scfen(record.start_scfen);
    s += "[SCFEN " + quote(replayed.position().scfen()) + "]\n";
  }
  for (const auto& [k, v] : record.tags)
    if (std::find(std::begin(kRoster), std::end(kRoster), k) == std::end(kRoster)) s += "[" + k + " " + quote(v) + "]\n";
  s += "\n";
  // Movetext, wrapped at 80 columns.
  PgnMovetextWriter text{s, {}, false};
  text.comment(record.comment);
  if (Error e = text.write_line(replayed, record.moves, 0)) return e;
  text.word(record.result);
  s += text.line + "\n";
  out = std::move(s);
  return {};
}

}  // namespace regalia::sovereign
