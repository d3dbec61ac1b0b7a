// The KIF writer: write_kif (the format is described in kif.h).
#include "core/showgit/records/kif.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

#include "core/showgit/rules/movegen.h"
#include "core/showgit/records/kifu_endings.h"
#include "core/showgit/records/notation.h"
#include "core/showgit/records/record.h"
#include "core/common/text/shift_jis.h"
#include "core/showgit/rules/usi.h"

namespace regalia::showgit {
namespace {

std::string kanji_count(int n) {
  constexpr std::string_view k[] = {"", "", "二", "三", "四", "五", "六", "七", "八", "九"};
  if (n < 10) return std::string(k[n]);
  return "十" + std::string(n == 10 ? "" : n == 11 ? "一" : k[n - 10]);
}

// Display width (full-width characters count 2) for aligning the time column.
int width(std::string_view utf8) {
  int w = 0;
  size_t pos = 0;
  while (pos < utf8.size()) w += next_code_point(utf8, pos) < 0x80 ? 1 : 2;
  return w;
}

std::string hand_text(const Position& pos, Color c) {
  constexpr PieceType order[] = {kRook, kBishop, kGold, kSilver, kKnight, kLance, kPawn};
  std::string s;
  for (PieceType pt : order)
    if (const int n = pos.hand_count(c, pt)) s += std::string(kanji_piece(pt)) + kanji_count(n) + "　";
  return s.empty() ? "なし" : s;
}

std::string bod(const Position& pos) {
  std::string s = "後手の持駒：" + hand_text(pos, kWhite) + "\n";
  s += "  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n";
  constexpr std::string_view ranks[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
  constexpr std::string_view single[] = {"", "歩", "香", "桂", "銀", "角", "飛", "金", "玉",
                                         "と", "杏", "圭", "全", "馬", "龍"};
  for (int r = 0; r < 9; ++r) {
    s += '|';
    for (int f = 8; f >= 0; --f) {
      const Piece p = pos.piece_on(make_square(f, r));
      if (!p) s += " ・";
      else {
        s += color_of(p) == kWhite ? 'v' : ' ';
        s += single[type_of(p)];
      }
    }
    s += '|';
    s += ranks[r];
    s += '\n';
  }
  s += "+---------------------------+\n先手の持駒：";
  s += hand_text(pos, kBlack);
  s += '\n';
  if (pos.side_to_move() == kWhite) s += "後手番\n";
  if (pos.move_number() > 1) s += "手数＝" + std::to_string(pos.move_number() - 1) + "\n";
  return s;
}

std::string clock(long long total) {  // long long: a record's times may add up past int
  char buf[48];
  std::snprintf(buf, sizeof buf, "%02lld:%02lld:%02lld", total / 3600, total / 60 % 60, total % 60);
  return buf;
}

bool has_times(const std::vector<RecordMove>& moves) {
  for (const RecordMove& m : moves) {
    if (m.seconds >= 0) return true;
    for (const RecordVariation& v : m.variations)
      if (has_times(v.moves)) return true;
  }
  return false;
}

// Writes a line's moves, its ending, then its variations: from its last branching move back to
// its first, each variation followed by its own, the order KIF readers expect (kif.h).
struct KifLineWriter {
  std::string& s;
  bool handicapped;
  bool timed;

  // `game` stands before the line's first move, `total` holds each side's time used so far;
  // `more` marks a first move that has alternatives after this line (KIF's '+').
  Error write(Game& game, const std::vector<RecordMove>& moves, const std::string& ending, int winner,
              std::array<long long, 2> total, bool more, int depth) {
    if (depth > kMaxVariationDepth)
      return Error("record-bad-line", "variations nested more than " + std::to_string(kMaxVariationDepth) + " deep");
    const int first = game.position().move_number();
    std::vector<std::array<long long, 2>> totals;  // before each move
    char buf[64];
    for (size_t i = 0; i < moves.size(); ++i) {
      const RecordMove& rm = moves[i];
      const Position& pos = game.position();
      Move m;
      // The main line was replayed already; a variation's moves are checked here.
      if (depth > 0 && (parse_usi_move(pos, rm.usi, m) || !is_legal(pos, m) || game.status().over()))
        return Error("record-illegal-move", "the variation from move " + std::to_string(first) + ": move " +
                     std::to_string(pos.move_number()) + " (" + rm.usi + ") is not legal there");
      if (depth == 0) parse_usi_move(pos, rm.usi, m);
      totals.push_back(total);
      const Square last_to = game.moves().empty() ? kNoSquare : game.moves().back().to();
      std::string text = m.to() == last_to ? "同　" : kanji_square(m.to());
      if (m.is_drop()) {
        text += std::string(kanji_piece(m.drop_type())) + "打";
      } else {
        text += kanji_piece(type_of(pos.piece_on(m.from())));
        // A declined promotion is written without 不成: the from-square already says which move
        // it is, and KIF readers (tsshogi, json-kifu-format) refuse 不成 before it.
        if (m.promotes()) text += "成";
        text += "(" + std::to_string(file_of(m.from()) + 1) + std::to_string(rank_of(m.from()) + 1) + ")";
      }
      std::snprintf(buf, sizeof buf, "%4d ", pos.move_number());
      s += buf + text;
      if (timed) {
        const int sec = std::max(rm.seconds, 0);
        total[pos.side_to_move()] += sec;
        s += std::string(std::max(1, 14 - width(text)), ' ');
        std::snprintf(buf, sizeof buf, "(%2d:%02d/%s)", sec / 60, sec % 60, clock(total[pos.side_to_move()]).c_str());
        s += buf;
      }
      if (!rm.variations.empty() || (i == 0 && more)) s += "+";
      s += "\n";
      append_comment_lines(s, rm.comment, "*");
      game.play(m);
    }
    if (!ending.empty()) {
      const int stm = game.position().side_to_move() == kBlack ? 1 : 2;
      const std::string e = kifu_ending_word(ending, winner, stm);
      std::snprintf(buf, sizeof buf, "%4d ", game.position().move_number());
      s += buf + e + "\n";
      if (depth == 0) {
        const std::string summary = kifu_summary_line(ending, winner, stm, int(moves.size()), handicapped, false);
        if (!summary.empty()) s += summary + "\n";
      }
    }
    // Variations, last branching move first; a variation's own first move keeps none of its own
    // in a record read from KIF, but one built by hand may: those follow the line as siblings.
    for (size_t i = moves.size(); i-- > 0;) {
      if (i == 0 && depth > 0) break;
      while (int(game.moves().size()) > 0 && game.position().move_number() > first + int(i)) game.undo();
      const std::vector<RecordVariation>& alternatives = moves[i].variations;
      for (size_t k = 0; k < alternatives.size(); ++k) {
        if (Error e = variation(game, alternatives[k], totals[i], k + 1 < alternatives.size(), depth)) return e;
      }
    }
    if (depth > 0 && !moves.empty() && !moves[0].variations.empty()) {
      while (int(game.moves().size()) > 0 && game.position().move_number() > first) game.undo();
      const std::vector<RecordVariation>& alternatives = moves[0].variations;
      for (size_t k = 0; k < alternatives.size(); ++k) {
        if (Error e = variation(game, alternatives[k], totals[0], k + 1 < alternatives.size(), depth)) return e;
      }
    }
    return {};
  }

  Error variation(const Game& at, const RecordVariation& v, std::array<long long, 2> total, bool more, int depth) {
    if (v.moves.empty()) return Error("record-bad-line", "a variation at move " + std::to_string(at.position().move_number()) + " has no moves");
    s += "\n変化：" + std::to_string(at.position().move_number()) + "手\n";
    Game game = at;
    return write(game, v.moves, v.ending, v.winner, total, more, depth + 1);
  }
};

}  // namespace

std::string kifu_headers(const Record& record, const Position& start) {
  std::string s;
  const std::string_view handicap = handicap_name(record.start_sfen);
  const bool handicapped = !handicap.empty() && handicap != "平手";
  auto put = [&](std::string_view key, std::string_view jp) {
    const std::string v = record.header(key);
    if (!v.empty()) s += std::string(jp) + "：" + v + "\n";
  };
  put("start-time", "開始日時");
  put("end-time", "終了日時");
  put("event", "棋戦");
  put("site", "場所");
  put("time-control", "持ち時間");
  if (!handicap.empty()) s += "手合割：" + std::string(handicap) + "\n";
  // A board diagram for any other start, and also for the handicaps some readers lack (tsshogi
  // knows eleven 手合割 names and starts any other from the usual position).
  constexpr std::string_view rare[] = {"三枚落ち", "五枚落ち", "左五枚落ち", "左七枚落ち", "右七枚落ち"};
  if (handicap.empty() || std::find(std::begin(rare), std::end(rare), handicap) != std::end(rare)) s += bod(start);
  put("sente", handicapped ? "下手" : "先手");
  put("gote", handicapped ? "上手" : "後手");
  put("opening", "戦型");
  put("title", "表題");
  put("note", "備考");
  constexpr std::string_view known[] = {"start-time", "end-time", "event", "site", "time-control", "sente",
                                        "gote", "opening", "title", "note"};
  for (const auto& [k, v] : record.headers) {
    if (std::find(std::begin(known), std::end(known), k) != std::end(known) || v.empty()) continue;
    s += k + "：" + v + "\n";
  }
  append_comment_lines(s, record.comment, "*");
  return s;
}

Error write_kif(const Record& record, std::string& out, KifEncoding encoding) {
  Game game;
  if (Error e = replay(record, game)) return e;
  game.set_sfen(record.start_sfen);
  std::string s;
  if (encoding != KifEncoding::kShiftJis) s += "#KIF version=2.0 encoding=UTF-8\n";
  const std::string_view handicap = handicap_name(record.start_sfen);
  const bool handicapped = !handicap.empty() && handicap != "平手";
  s += kifu_headers(record, game.position());
  s += "手数----指手---------消費時間--\n";
  KifLineWriter lines{s, handicapped, has_times(record.moves)};
  if (Error e = lines.write(game, record.moves, record.ending, record.winner, {0, 0}, false, 0)) return e;
  if (encoding == KifEncoding::kShiftJis) {
    std::string sjis;
    char32_t bad = 0;
    if (!utf8_to_shift_jis(s, sjis, &bad)) {
      char buf[16];
      std::snprintf(buf, sizeof buf, "U+%04X", unsigned(bad));
      return Error("record-bad-encoding", std::string("the character ") + buf + " has no Shift_JIS code (write UTF-8 KIF instead)");
    }
    out = std::move(sjis);
  } else {
    out = std::move(s);
  }
  return {};
}

}  // namespace regalia::showgit
