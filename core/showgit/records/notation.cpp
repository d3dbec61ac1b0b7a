#include "core/showgit/records/notation.h"

#include <algorithm>

#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/names.h"
#include "core/showgit/rules/usi.h"

namespace regalia::showgit {
namespace {

constexpr std::string_view kWesternLetters[] = {"", "P", "L", "N", "S", "B", "R", "G", "K",
                                                "+P", "+L", "+N", "+S", "+B", "+R"};
constexpr std::string_view kKanjiPieces[] = {"", "歩", "香", "桂", "銀", "角", "飛", "金", "玉",
                                             "と", "成香", "成桂", "成銀", "馬", "龍"};
constexpr std::string_view kFullDigits[] = {"１", "２", "３", "４", "５", "６", "７", "８", "９"};
constexpr std::string_view kKanjiDigits[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};

// Step of a board move seen by its mover: dy > 0 forward, dx > 0 to the mover's right.
int forward_of(Color c, Square from, Square to) {
  return c == kBlack ? rank_of(from) - rank_of(to) : rank_of(to) - rank_of(from);
}
// Position across the board, larger = further to the mover's right.
int rightness(Color c, Square s) { return c == kBlack ? -file_of(s) : file_of(s); }

// From-squares of the mover's pieces of the same kind (same type) that can legally reach m.to().
int same_kind_origins(const Position& pos, Move m, Square* out) {
  MoveList list;
  generate_legal(pos, list);
  const Piece mover = pos.piece_on(m.from());
  int n = 0;
  for (const Move o : list) {
    if (o.is_drop() || o.to() != m.to() || pos.piece_on(o.from()) != mover) continue;
    if (std::find(out, out + n, o.from()) == out + n) out[n++] = o.from();
  }
  return n;
}

bool can_promote_too(const Position& pos, Move m) {
  return !m.promotes() && !m.is_drop() && is_legal(pos, Move::board(m.from(), m.to(), true));
}

}  // namespace

bool parse_notation_style(std::string_view name, NotationStyle& out) {
  if (name == "western") out = NotationStyle::kWestern;
  else if (name == "showgit") out = NotationStyle::kShowgit;
  else if (name == "japanese" || name == "kanji") out = NotationStyle::kJapanese;
  else if (name == "kitao-kawasaki") out = NotationStyle::kKitaoKawasaki;
  else return false;
  return true;
}

std::string_view kanji_piece(PieceType pt) { return pt <= kDragon && pt != kGolds ? kKanjiPieces[pt] : ""; }

std::string kanji_square(Square s) {
  return std::string(kFullDigits[file_of(s)]) + std::string(kKanjiDigits[rank_of(s)]);
}

std::string western_notation(const Position& pos, Move m) {
  std::string s;
  if (m.is_drop()) return std::string(kWesternLetters[m.drop_type()]) + "*" + usi_square(m.to());
  s += kWesternLetters[type_of(pos.piece_on(m.from()))];
  Square origins[16];
  if (same_kind_origins(pos, m, origins) > 1) s += usi_square(m.from());
  s += pos.piece_on(m.to()) ? 'x' : '-';
  s += usi_square(m.to());
  if (m.promotes()) s += '+';
  else if (can_promote_too(pos, m)) s += '=';
  return s;
}

std::string showgit_notation(const Position& pos, Move m) {
  if (m.is_drop())
    return std::string(piece_name(pos.side_to_move(), m.drop_type())) + " *" + usi_square(m.to());
  std::string s(piece_name(pos.piece_on(m.from())));
  s += ' ';
  s += usi_square(m.from());
  s += pos.piece_on(m.to()) ? "×" : "-";
  s += usi_square(m.to());
  if (m.promotes()) s += '+';
  else if (can_promote_too(pos, m)) s += '=';
  return s;
}

bool fits_japanese_words(const Position& pos, Square from, Square to, std::u32string_view words,
                         const Square* others, int n_others) {
  const Color c = color_of(pos.piece_on(from));
  // Movement words first (上 引 寄 直), then position words (右 左) among those left.
  std::vector<Square> left(others, others + n_others);
  auto keep = [&](auto pred) { left.erase(std::remove_if(left.begin(), left.end(), [&](Square s) { return !pred(s); }), left.end()); };
  for (const char32_t w : words) {
    if (w == U'上' || w == U'行' || w == U'入') keep([&](Square s) { return forward_of(c, s, to) > 0; });
    else if (w == U'引') keep([&](Square s) { return forward_of(c, s, to) < 0; });
    else if (w == U'寄') keep([&](Square s) { return forward_of(c, s, to) == 0; });
    else if (w == U'直') keep([&](Square s) { return forward_of(c, s, to) > 0 && file_of(s) == file_of(to); });
    else if (w != U'右' && w != U'左') return false;
  }
  if (std::find(left.begin(), left.end(), from) == left.end()) return false;
  for (const char32_t w : words) {
    if (w != U'右' && w != U'左') continue;
    const int sign = w == U'右' ? 1 : -1;
    for (const Square s : left)
      if (s != from && sign * rightness(c, s) >= sign * rightness(c, from)) return false;
    left.assign(1, from);
  }
  return left.size() == 1;
}

std::string japanese_disambiguation(const Position& pos, Move m) {
  if (m.is_drop()) return "";
  Square origins[16];
  const int n = same_kind_origins(pos, m, origins);
  if (n <= 1) return "";
  const Color c = pos.side_to_move();
  const PieceType pt = type_of(pos.piece_on(m.from()));
  const int dy = forward_of(c, m.from(), m.to());
  const std::u32string move_word = dy > 0 ? U"上" : dy < 0 ? U"引" : U"寄";
  const bool big = pt == kHorse || pt == kDragon;
  // Try the candidates in order of length; the first that singles the move out wins.
  std::u32string tries[] = {move_word, U"直", U"右", U"左", U"右" + move_word, U"左" + move_word};
  for (const std::u32string& w : tries) {
    if (big && w == U"直") continue;
    if (fits_japanese_words(pos, m.from(), m.to(), w, origins, n)) {
      std::string out;
      for (char32_t ch : w) out += ch == U'上' ? "上" : ch == U'引' ? "引" : ch == U'寄' ? "寄" : ch == U'直' ? "直" : ch == U'右' ? "右" : "左";
      return out;
    }
  }
  return "";
}

std::string japanese_notation(const Position& pos, Move m, Square previous_to, bool mark) {
  std::string s = mark ? (pos.side_to_move() == kBlack ? "▲" : "△") : "";
  if (m.to() == previous_to) s += "同　";
  else s += kanji_square(m.to());
  if (m.is_drop()) {
    s += kanji_piece(m.drop_type());
    // 打 only when a board piece of that kind could also move there.
    MoveList list;
    generate_legal(pos, list);
    for (const Move o : list)
      if (!o.is_drop() && o.to() == m.to() && pos.piece_on(o.from()) == make_piece(pos.side_to_move(), m.drop_type())) {
        s += "打";
        break;
      }
    return s;
  }
  s += kanji_piece(type_of(pos.piece_on(m.from())));
  s += japanese_disambiguation(pos, m);
  if (m.promotes()) s += "成";
  else if (can_promote_too(pos, m)) s += "不成";
  return s;
}

std::string move_notation(const Position& pos, Move m, NotationStyle style, Square previous_to) {
  switch (style) {
    case NotationStyle::kWestern: return western_notation(pos, m);
    case NotationStyle::kShowgit: return showgit_notation(pos, m);
    case NotationStyle::kKitaoKawasaki: return kitao_kawasaki_notation(pos, m, previous_to);
    default: return japanese_notation(pos, m, previous_to, true);
  }
}

}  // namespace regalia::showgit
