// The JKF writer (jkf.h): one move entry a line, forks indented under the move they replace.
#include <string>
#include <vector>

#include "core/showgit/records/jkf.h"
#include "core/showgit/records/jkf_tables.h"
#include "core/showgit/records/json.h"
#include "core/showgit/records/kif.h"
#include "core/showgit/records/notation.h"
#include "core/showgit/rules/game.h"
#include "core/showgit/rules/usi.h"

namespace regalia::showgit {
namespace {

// The presets tsshogi's importJKF knows besides OTHER; the other handicaps (三枚落ち, 五枚落ち,
// 左五枚落ち, 左七枚落ち, 右七枚落ち) are written as OTHER with the position, which every reader takes.
constexpr std::string_view kWidelyReadPresets[] = {"HIRATE", "KY", "KY_R", "KA", "HI", "HIKY", "2", "4", "6", "8", "10"};

bool in_zone(Color c, Square s) { return relative_rank(c, rank_of(s)) <= 2; }

std::string place(Square s) {
  return "{\"x\":" + std::to_string(file_of(s) + 1) + ",\"y\":" + std::to_string(rank_of(s) + 1) + "}";
}

// KIF's disambiguation words as JKF's relative letters (右 R, 左 L, 直 C, 上 U, 寄 M, 引 D, 打 H).
std::string relative_of(const Position& pos, Move m) {
  if (m.is_drop()) {
    // 打 only where a board piece of the kind could go too (the Japanese notation decides).
    const std::string text = japanese_notation(pos, m, kNoSquare, false);
    return text.size() >= 3 && text.compare(text.size() - 3, 3, "打") == 0 ? "H" : "";
  }
  const std::string words = japanese_disambiguation(pos, m);
  std::string out;
  for (size_t i = 0; i + 3 <= words.size(); i += 3) {
    const std::string w = words.substr(i, 3);
    out += w == "右" ? "R" : w == "左" ? "L" : w == "直" ? "C" : w == "上" ? "U" : w == "寄" ? "M" : "D";
  }
  return out;
}

std::string clock(int seconds, bool hours) {
  if (!hours) return "{\"m\":" + std::to_string(seconds / 60) + ",\"s\":" + std::to_string(seconds % 60) + "}";
  return "{\"h\":" + std::to_string(seconds / 3600) + ",\"m\":" + std::to_string(seconds / 60 % 60) + ",\"s\":" +
         std::to_string(seconds % 60) + "}";
}

std::string comments_field(std::string_view comment) {
  std::string s = "\"comments\":[";
  size_t i = 0;
  while (true) {
    const size_t j = comment.find('\n', i);
    append_json_string(s, comment.substr(i, j == std::string_view::npos ? std::string_view::npos : j - i));
    if (j == std::string_view::npos) break;
    s += ',';
    i = j + 1;
  }
  return s + "]";
}

class JkfWriter {
 public:
  explicit JkfWriter(std::string& out) : s_(out) {}

  // Writes the entries of a line played from `game`, indented by `indent`, separated by commas;
  // `first_index` is the JKF index of its first move (1 in moves, after the opening comment,
  // which the main line follows with a comma; 0 in a fork).
  Error line(Game game, const std::vector<RecordMove>& moves, const std::string& ending, int winner, Square previous_to,
             int total_black, int total_white, const std::string& indent, const std::string& path, size_t first_index) {
    bool comma = first_index > 0;
    for (size_t i = 0; i < moves.size(); ++i) {
      const RecordMove& rm = moves[i];
      const std::string at = path + "[" + std::to_string(first_index + i) + "]";
      const Position& pos = game.position();
      Move m;
      if (Error e = parse_usi_move(pos, rm.usi, m)) return Error("record-illegal-move", at + ": " + rm.usi + ": " + e.message);
      if (comma) s_ += ",\n";
      comma = true;
      s_ += indent + "{\"move\":" + move(pos, m, previous_to);
      if (rm.seconds >= 0) {
        int& total = pos.side_to_move() == kBlack ? total_black : total_white;
        total += rm.seconds;
        s_ += ",\"time\":{\"now\":" + clock(rm.seconds, false) + ",\"total\":" + clock(total, true) + "}";
      }
      if (!rm.comment.empty()) {
        s_ += ',';
        s_ += comments_field(rm.comment);
      }
      if (!rm.variations.empty()) {
        s_ += ",\"forks\":[\n";
        for (size_t k = 0; k < rm.variations.size(); ++k) {
          const RecordVariation& v = rm.variations[k];
          s_ += indent + "  [\n";
          // A fork starts from the position before the move it replaces, with the same clocks.
          const int before_black = pos.side_to_move() == kBlack && rm.seconds >= 0 ? total_black - rm.seconds : total_black;
          const int before_white = pos.side_to_move() == kWhite && rm.seconds >= 0 ? total_white - rm.seconds : total_white;
          if (Error e = line(game, v.moves, v.ending, v.winner, previous_to, before_black, before_white, indent + "    ",
                             at + ".forks[" + std::to_string(k) + "]", 0))
            return e;
          s_ += "\n" + indent + (k + 1 < rm.variations.size() ? "  ],\n" : "  ]\n");
        }
        s_ += indent + "]";
      }
      s_ += "}";
      if (Error e = game.play(rm.usi)) return Error("record-illegal-move", at + ": " + rm.usi + ": " + e.message);
      previous_to = m.to();
    }
    if (!ending.empty()) {
      const int stm = game.position().side_to_move() == kBlack ? 1 : 2;
      const std::string_view special = jkf_special_for(ending, winner, stm);
      if (!special.empty()) {
        if (comma) s_ += ",\n";
        s_ += indent + "{\"special\":\"" + std::string(special) + "\"}";
      }
    }
    return {};
  }

 private:
  std::string& s_;

  static std::string move(const Position& pos, Move m, Square previous_to) {
    const Color side = pos.side_to_move();
    std::string s = "{\"color\":" + std::to_string(int(side));
    if (m.is_drop()) {
      s += ",\"to\":" + place(m.to()) + ",\"piece\":\"" + std::string(jkf_kind(m.drop_type())) + "\"";
    } else {
      const PieceType pt = type_of(pos.piece_on(m.from()));
      s += ",\"from\":" + place(m.from()) + ",\"to\":" + place(m.to()) + ",\"piece\":\"" + std::string(jkf_kind(pt)) + "\"";
      if (m.to() == previous_to) s += ",\"same\":true";
      if (m.promotes()) s += ",\"promote\":true";
      else if (can_promote(pt) && (in_zone(side, m.from()) || in_zone(side, m.to()))) s += ",\"promote\":false";
      if (const Piece taken = pos.piece_on(m.to())) s += ",\"capture\":\"" + std::string(jkf_kind(type_of(taken))) + "\"";
    }
    const std::string relative = relative_of(pos, m);
    if (!relative.empty()) s += ",\"relative\":\"" + relative + "\"";
    return s + "}";
  }
};

std::string initial_field(const Position& start) {
  const std::string_view preset = jkf_handicap_preset(handicap_name(start.sfen()));
  for (const std::string_view p : kWidelyReadPresets)
    if (p == preset) return "{\"preset\":\"" + std::string(preset) + "\"}";
  std::string s = "{\"preset\":\"OTHER\",\"data\":{\n    \"color\":" + std::to_string(int(start.side_to_move())) + ",\n    \"board\":[";
  for (int x = 0; x < 9; ++x) {
    s += x ? ",\n      [" : "\n      [";
    for (int y = 0; y < 9; ++y) {
      if (y) s += ',';
      const Piece p = start.piece_on(make_square(x, y));
      s += p ? "{\"color\":" + std::to_string(int(color_of(p))) + ",\"kind\":\"" + std::string(jkf_kind(type_of(p))) + "\"}" : "{}";
    }
    s += "]";
  }
  s += "],\n    \"hands\":[";
  for (const Color c : {kBlack, kWhite}) {
    s += c == kBlack ? "{" : ",{";
    bool first = true;
    for (const PieceType pt : {kPawn, kLance, kKnight, kSilver, kGold, kBishop, kRook}) {
      s += std::string(first ? "" : ",") + "\"" + std::string(jkf_kind(pt)) + "\":" + std::to_string(start.hand_count(c, pt));
      first = false;
    }
    s += "}";
  }
  return s + "]}}";
}

}  // namespace

Error write_jkf(const Record& record, std::string& out) {
  Game game;
  if (Error e = replay(record, game)) return e;
  if (Error e = game.set_sfen(record.start_sfen)) return Error("record-bad-position", "start position: " + e.message);
  const std::string_view handicap = handicap_name(record.start_sfen);
  const bool handicapped = !handicap.empty() && handicap != "平手";
  std::string s = "{\n  \"header\":{";
  bool first = true;
  for (const auto& [key, value] : record.headers) {
    if (value.empty()) continue;
    s += first ? "\n    " : ",\n    ";
    first = false;
    append_json_string(s, jkf_header_from_record(key, handicapped));
    s += ':';
    append_json_string(s, value);
  }
  s += first ? "},\n" : "\n  },\n";
  s += "  \"initial\":" + initial_field(game.position()) + ",\n";
  s += "  \"moves\":[\n    {";
  if (!record.comment.empty()) s += comments_field(record.comment);
  s += "}";
  JkfWriter writer(s);
  if (Error e = writer.line(game, record.moves, record.ending, record.winner, kNoSquare, 0, 0, "    ", "moves", 1)) return e;
  s += "\n  ]\n}\n";
  out = std::move(s);
  return {};
}

}  // namespace regalia::showgit
