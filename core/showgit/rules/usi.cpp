#include "core/showgit/rules/usi.h"

#include "core/showgit/rules/movegen.h"

namespace regalia::showgit {

namespace {
constexpr char kDropLetters[] = " PLNSBRG";

bool read_square(std::string_view t, Square& sq) {
  if (t.size() < 2 || t[0] < '1' || t[0] > '9' || t[1] < 'a' || t[1] > 'i') return false;
  sq = make_square(t[0] - '1', t[1] - 'a');
  return true;
}
}  // namespace

std::string usi_square(Square s) { return {char('1' + file_of(s)), char('a' + rank_of(s))}; }

std::string to_usi(Move m) {
  std::string s;
  if (m.is_none()) return "none";
  if (m.is_drop()) {
    s += kDropLetters[m.drop_type()];
    s += '*';
  } else {
    s += usi_square(m.from());
  }
  s += usi_square(m.to());
  if (m.promotes()) s += '+';
  return s;
}

Error parse_usi_syntax(std::string_view t, Move& out) {
  const Error bad("bad-move-syntax", "'" + std::string(t) + "' is not a USI move (like 7g7f, 8h2b+, P*5e)");
  Square from, to;
  if (t.size() == 4 && t[1] == '*') {
    PieceType pt = kNoPieceType;
    for (int i = kPawn; i <= kGold; ++i)
      if (kDropLetters[i] == t[0]) pt = PieceType(i);
    if (pt == kNoPieceType || !read_square(t.substr(2), to)) return bad;
    out = Move::drop(pt, to);
    return {};
  }
  if ((t.size() != 4 && t.size() != 5) || !read_square(t, from) || !read_square(t.substr(2), to)) return bad;
  if (t.size() == 5 && t[4] != '+') return bad;
  if (from == to) return bad;
  out = Move::board(from, to, t.size() == 5);
  return {};
}

Error parse_usi_move(const Position& pos, std::string_view text, Move& out) {
  Move m;
  if (Error e = parse_usi_syntax(text, m)) return e;
  if (!is_legal(pos, m)) return Error("illegal-move", "'" + std::string(text) + "' is not legal in this position");
  out = m;
  return {};
}

}  // namespace regalia::showgit
