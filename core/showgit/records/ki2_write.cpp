// The KI2 writer: write_ki2 (the format is described in ki2.h).
#include "core/showgit/records/ki2.h"

#include <algorithm>
#include <string>
#include <vector>

#include "core/common/text/shift_jis.h"
#include "core/showgit/records/kif.h"
#include "core/showgit/records/kifu_endings.h"
#include "core/showgit/records/notation.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/usi.h"

namespace regalia::showgit {
namespace {

// Display width (full-width characters count 2), to line the moves up in columns.
int width(std::string_view utf8) {
  int w = 0;
  size_t pos = 0;
  while (pos < utf8.size()) w += next_code_point(utf8, pos) < 0x80 ? 1 : 2;
  return w;
}

// The mover's pieces of the moving kind that attack `to`, pinned or not: KI2 readers (tsshogi)
// count every piece that could go there when they pick one by 右 左 ... or a drop without 打.
int attackers_of_kind(const Position& pos, Piece mover, Square to, Square* out) {
  int n = 0;
  pos.attackers_to(pos.side_to_move(), to, pos.pieces()).for_each([&](Square s) {
    if (pos.piece_on(s) == mover) out[n++] = s;
  });
  return n;
}

std::string ki2_move(const Position& pos, Move m, Square previous_to) {
  std::string s = pos.side_to_move() == kBlack ? "▲" : "△";
  s += m.to() == previous_to ? "同　" : kanji_square(m.to());
  Square origins[20];
  if (m.is_drop()) {
    s += kanji_piece(m.drop_type());
    if (attackers_of_kind(pos, make_piece(pos.side_to_move(), m.drop_type()), m.to(), origins)) s += "打";
    return s;
  }
  const Piece mover = pos.piece_on(m.from());
  s += kanji_piece(type_of(mover));
  const int n = attackers_of_kind(pos, mover, m.to(), origins);
  if (n > 1) {
    const int dy = pos.side_to_move() == kBlack ? rank_of(m.from()) - rank_of(m.to()) : rank_of(m.to()) - rank_of(m.from());
    const std::u32string move_word = dy > 0 ? U"上" : dy < 0 ? U"引" : U"寄";
    const bool big = type_of(mover) == kHorse || type_of(mover) == kDragon;
    // The shortest words that single the move out, in the order readers expect (右/左 first).
    for (const std::u32string& w : {move_word, std::u32string(U"直"), std::u32string(U"右"), std::u32string(U"左"),
                                    U"右" + move_word, U"左" + move_word}) {
      if (big && w == U"直") continue;
      if (fits_japanese_words(pos, m.from(), m.to(), w, origins, n)) {
        for (const char32_t c : w) append_utf8(s, c);
        break;
      }
    }
  }
  if (m.promotes()) s += "成";
  else if (is_legal(pos, Move::board(m.from(), m.to(), true))) s += "不成";  // KI2 has no from-square to say it
  return s;
}

// Writes a line's moves, its summary, then its variations in KIF's order (kif.h: from the last
// branching move back to the first, each followed by its own; a first move's siblings last).
struct Ki2LineWriter {
  std::string& s;
  bool handicapped;

  Error write(Game& game, const std::vector<RecordMove>& moves, const std::string& ending, int winner, int depth) {
    if (depth > kMaxVariationDepth)
      return Error("record-bad-line", "variations nested more than " + std::to_string(kMaxVariationDepth) + " deep");
    const int first = game.position().move_number();
    int in_line = 0;
    for (const RecordMove& rm : moves) {
      const Position& pos = game.position();
      Move m;
      if (parse_usi_move(pos, rm.usi, m) || !is_legal(pos, m) || game.status().over())
        return Error("record-illegal-move", "the line from move " + std::to_string(first) + ": move " +
                     std::to_string(pos.move_number()) + " (" + rm.usi + ") is not legal there");
      const std::string text = ki2_move(pos, m, game.moves().empty() ? kNoSquare : game.moves().back().to());
      s += text;
      game.play(m);
      if (++in_line == 6 || !rm.comment.empty()) {
        s += '\n';
        in_line = 0;
      } else {
        s += std::string(std::max(1, 12 - width(text)), ' ');
      }
      append_comment_lines(s, rm.comment, "*");
    }
    while (!s.empty() && s.back() == ' ') s.pop_back();
    if (!s.empty() && s.back() != '\n') s += '\n';
    if (!ending.empty()) {
      const int stm = game.position().side_to_move() == kBlack ? 1 : 2;
      const std::string summary =
          kifu_summary_line(ending, winner, stm, game.position().move_number() - 1, handicapped, true);
      s += summary + "\n";
    }
    for (size_t i = moves.size(); i-- > 0;) {
      if (i == 0 && depth > 0) break;
      while (!game.moves().empty() && game.position().move_number() > first + int(i)) game.undo();
      for (const RecordVariation& v : moves[i].variations)
        if (Error e = variation(game, v, depth)) return e;
    }
    if (depth > 0 && !moves.empty()) {
      while (!game.moves().empty() && game.position().move_number() > first) game.undo();
      for (const RecordVariation& v : moves[0].variations)
        if (Error e = variation(game, v, depth)) return e;
    }
    return {};
  }

  Error variation(const Game& at, const RecordVariation& v, int depth) {
    if (v.moves.empty()) return Error("record-bad-line", "a variation at move " + std::to_string(at.position().move_number()) + " has no moves");
    s += "\n変化：" + std::to_string(at.position().move_number()) + "手\n";
    Game game = at;
    return write(game, v.moves, v.ending, v.winner, depth + 1);
  }
};

}  // namespace

Error write_ki2(const Record& record, std::string& out) {
  Game game;
  if (Error e = replay(record, game)) return e;
  game.set_sfen(record.start_sfen);
  const std::string_view handicap = handicap_name(record.start_sfen);
  // No `#KI2 version=...` line: json-kifu-format's KI2 grammar refuses it, and the reader
  // detects UTF-8 without it.
  std::string s = kifu_headers(record, game.position());
  Ki2LineWriter lines{s, !handicap.empty() && handicap != "平手"};
  if (Error e = lines.write(game, record.moves, record.ending, record.winner, 0)) return e;
  out = std::move(s);
  return {};
}

}  // namespace regalia::showgit
