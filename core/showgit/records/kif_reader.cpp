// The reader KIF and KI2 share (kif_reader.h): headers, the board diagram, comments,
// variation blocks and Japanese moves checked against the rules.
#include "core/showgit/records/kif_reader.h"

#include "core/showgit/records/kif.h"
#include "core/showgit/records/kifu_endings.h"
#include "core/showgit/records/notation.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/names.h"
#include "core/showgit/rules/usi.h"

namespace regalia::showgit {
namespace {

std::string canonical_key(u32v key) {
  if (key == U"開始日時") return "start-time";
  if (key == U"終了日時") return "end-time";
  if (key == U"棋戦") return "event";
  if (key == U"場所") return "site";
  if (key == U"持ち時間") return "time-control";
  if (key == U"戦型") return "opening";
  if (key == U"表題") return "title";
  if (key == U"備考") return "note";
  if (key == U"先手" || key == U"下手") return "sente";
  if (key == U"後手" || key == U"上手") return "gote";
  return to_utf8(key);
}

// The writer puts a header name at the start of its line: a name beginning like a comment, a
// board row, a move list header or a position line would read back as that line instead.
bool reads_as_other_line(u32v key) {
  const char32_t c = key[0];
  if (c == U'#' || c == U'&' || c == U'*' || c == U'|' || c == U'+') return true;
  for (const u32v prefix : {u32v(U"変化"), u32v(U"まで"), u32v(U"手数"), u32v(U"９ ８ ７"), u32v(U"先手番"),
                            u32v(U"後手番"), u32v(U"上手番"), u32v(U"下手番")})
    if (starts_with(key, prefix)) return true;
  return false;
}

}  // namespace

Square KifReader::last_to() {
  const std::vector<Move>& played = game().moves();
  return played.empty() ? kNoSquare : played.back().to();
}

int KifReader::side_to_move() { return game().position().side_to_move() == kBlack ? 1 : 2; }

Error KifReader::start(int line) {
  if (started) return {};
  started = true;
  std::string sfen = handicap.empty() ? std::string(kStartSfen) : handicap;
  if (!rows.empty() || has_hands) {
    if (rows.size() != 9)
      return record_error(rows.size() < 9 ? "record-truncated" : "record-bad-position", line,
                          "the board diagram has " + std::to_string(rows.size()) + " rows, not 9");
    std::string board;
    for (int r = 0; r < 9; ++r) {
      int empty = 0;
      for (int f = 0; f < 9; ++f) {
        const char32_t prefix = rows[r][2 * f], k = rows[r][2 * f + 1];
        if (k == U'・') {
          ++empty;
          continue;
        }
        const PieceType pt = piece_of_kanji(k);
        if (!pt || (prefix != ' ' && prefix != 'v' && prefix != '^'))
          return record_error("record-bad-position", line, "row " + std::to_string(r + 1) + " of the board diagram has an unknown piece");
        if (empty) board += char('0' + empty);
        empty = 0;
        std::string letters(piece_sfen(make_piece(prefix == 'v' ? kWhite : kBlack, pt)));
        board += letters;
      }
      if (empty) board += char('0' + empty);
      if (r < 8) board += '/';
    }
    std::string hand;
    constexpr PieceType order[] = {kRook, kBishop, kGold, kSilver, kKnight, kLance, kPawn};
    for (Color c : {kBlack, kWhite})
      for (PieceType pt : order)
        if (const int n = hands[c][pt]) {
          if (n > 1) hand += std::to_string(n);
          hand += piece_sfen(make_piece(c, pt));
        }
    sfen = board + (bod_side == kBlack ? " b " : " w ") + (hand.empty() ? "-" : hand) + " " + std::to_string(start_ply);
  } else if (start_ply != 1) {
    Position p;
    p.set_sfen(sfen);
    sfen = p.sfen();
    sfen = sfen.substr(0, sfen.rfind(' ')) + " " + std::to_string(start_ply);
  }
  OpenLine main{&rec.moves, nullptr, &rec.ending, &rec.winner, Game()};
  if (Error e = main.game.set_sfen(sfen)) return record_error("record-bad-position", line, "the start position is not valid: " + e.message);
  rec.start_sfen = main.game.position().sfen();
  main.start = main.game.position().move_number();
  lines.push_back(std::move(main));
  return {};
}

Error KifReader::header(int line, u32v key, u32v value) {
  if (key.empty()) return record_error("record-bad-header", line, "a header line without a name");
  // A name with control characters, or one starting with a digit, would be written back as
  // something else (a move line): refuse it so every record read can be written and read again.
  for (const char32_t ch : key) {
    if (ch < 0x20 || ch == 0x7f) return record_error("record-bad-header", line, "a header name with a control character");
  }
  if (key[0] >= U'0' && key[0] <= U'9') return record_error("record-bad-header", line, "a header name starting with a digit");
  if (key == U"手合割") {
    if (started) return record_error("record-bad-header", line, "手合割 after the first move");
    const std::string name = to_utf8(trim(value));
    if (name == "その他") return {};
    const std::string_view sfen = handicap_sfen(name);
    if (sfen.empty()) return record_error("record-bad-header", line, "unknown handicap (手合割) '" + name + "'");
    handicap = std::string(sfen);
    return {};
  }
  if (key == U"先手の持駒" || key == U"後手の持駒" || key == U"下手の持駒" || key == U"上手の持駒") {
    if (started) return record_error("record-bad-position", line, "a hand line after the first move");
    const Color c = key[0] == U'先' || key[0] == U'下' ? kBlack : kWhite;
    has_hands = true;
    u32v v = trim(value);
    if (v == U"なし" || v.empty()) return {};
    size_t i = 0;
    while (i < v.size()) {
      while (i < v.size() && (v[i] == U'\u3000' || v[i] == ' ')) ++i;
      if (i == v.size()) break;
      size_t j = i;
      const PieceType pt = read_piece(v, j);
      size_t k = j;
      while (k < v.size() && v[k] != U'\u3000' && v[k] != ' ') ++k;
      const int n = read_count(v.substr(j, k - j));
      if (!pt || pt > kGold || n < 0 || n > 18)
        return record_error("record-bad-position", line, "cannot read the hand '" + to_utf8(v.substr(i, k - i)) + "'");
      hands[c][pt] += n;
      i = k;
    }
    return {};
  }
  if (key == U"変化") return {};
  if (reads_as_other_line(key)) return record_error("record-bad-header", line, "a header name that starts like another kind of KIF line");
  rec.set_header(canonical_key(key), to_utf8(trim(value)));
  return {};
}

Error KifReader::move_text(int line, u32v text, int number, int seconds, bool cut) {
  const std::string shown = to_utf8(text);
  auto bad = [&](std::string what) { return record_error(cut ? "record-truncated" : "record-bad-line", line, what); };
  if (Error e = start(line)) return e;
  in_moves = true;
  if (cur().over) return record_error("record-bad-line", line, "a move after the end of the game");
  if (number != next_number())
    return bad("move number " + std::to_string(number) + ", expected " + std::to_string(next_number()));
  Game& game = this->game();
  if (!text.empty() && (text[0] == U'▲' || text[0] == U'△' || text[0] == U'☗' || text[0] == U'☖')) text.remove_prefix(1);
  if (const KifuEndingWord* e = find_kifu_ending(text)) {
    if (cur().siblings && cur().played == 0)
      return record_error("record-bad-line", line, "a variation must start with a move, not '" + shown + "'");
    const int stm = side_to_move();
    return set_ending(line, std::string(e->ending), e->winner_rel == 0 ? 0 : e->winner_rel > 0 ? stm : 3 - stm);
  }
  // Destination.
  size_t k = 0;
  Square to;
  if (k < text.size() && text[k] == U'同') {
    if (last_to() == kNoSquare) return bad("'同' with no move before it");
    to = last_to();
    ++k;
    while (k < text.size() && (text[k] == U'\u3000' || text[k] == ' ')) ++k;
  } else {
    if (text.size() < 2 || !digit_of(text[0]) || !digit_of(text[1])) return bad("'" + shown + "' is not a move");
    to = make_square(digit_of(text[0]) - 1, digit_of(text[1]) - 1);
    k = 2;
  }
  const PieceType pt = read_piece(text, k);
  if (!pt) return bad("'" + shown + "' names no piece");
  u32 words;
  while (k < text.size() && u32v(U"右左上引寄直行入").find(text[k]) != u32v::npos) words += text[k++];
  bool promote = false, drop = false;
  if (starts_with(text.substr(k), U"不成")) {
    k += 2;
  } else if (k < text.size() && text[k] == U'成') {
    promote = true;
    ++k;
  } else if (k < text.size() && text[k] == U'打') {
    drop = true;
    ++k;
  }
  Square from = kNoSquare;
  if (k < text.size() && text[k] == '(') {
    if (k + 4 != text.size() || text[k + 3] != ')' || !digit_of(text[k + 1]) || !digit_of(text[k + 2]))
      return bad("'" + shown + "': bad (from) square");
    from = make_square(digit_of(text[k + 1]) - 1, digit_of(text[k + 2]) - 1);
    k = text.size();
  }
  if (k != text.size()) return bad("'" + shown + "' is not a move");
  const Position& pos = game.position();
  const std::string where = kanji_square(to);
  Move m;
  if (drop) {
    if (pt > kGold || from != kNoSquare) return bad("'" + shown + "' drops a piece that cannot be in hand");
    m = Move::drop(pt, to);
  } else if (from != kNoSquare) {
    const Piece p = pos.piece_on(from);
    if (!p || color_of(p) != pos.side_to_move() || type_of(p) != pt)
      return record_error("record-illegal-move", line, "'" + shown + "': the side to move has no " +
                          std::string(kanji_piece(pt)) + " on " + kanji_square(from));
    m = Move::board(from, to, promote);
  } else {
    MoveList list;
    generate_legal(pos, list);
    Square origins[20];
    int n = 0;
    for (const Move o : list)
      if (!o.is_drop() && o.to() == to && o.promotes() == promote && type_of(pos.piece_on(o.from())) == pt) origins[n++] = o.from();
    if (n == 0 && !promote && pt <= kGold && is_legal(pos, Move::drop(pt, to))) {
      m = Move::drop(pt, to);
    } else {
      int fits = 0;
      for (int j = 0; j < n; ++j)
        if (n == 1 || fits_japanese_words(pos, origins[j], to, words, origins, n)) {
          m = Move::board(origins[j], to, promote);
          ++fits;
        }
      if (fits == 0) return record_error("record-illegal-move", line, "'" + shown + "': no " + std::string(kanji_piece(pt)) + " can move to " + where);
      if (fits > 1) return bad("'" + shown + "' is ambiguous: several pieces can move to " + where);
    }
  }
  if (Error e = game.play(to_usi(m)))
    return record_error("record-illegal-move", line, "'" + shown + "' (" + to_usi(m) + ") " +
                        (e.code == "game-over" ? "comes after the end of the game" : "is not legal here"));
  cur().moves->push_back({to_usi(m), "", seconds, {}});
  ++cur().played;
  return {};
}


Error KifReader::set_ending(int line, const std::string& name, int who) {
  if (Error e = start(line)) return e;
  if (cur().over) return record_error("record-bad-line", line, "a second ending");
  std::string& ending = *cur().ending;
  int& winner = *cur().winner;
  ending = name;
  winner = who;
  // 千日手 or 反則 ending a perpetual check by the rules is read as that.
  if ((ending == "repetition" || ending == "illegal-move") && game().status().reason == "perpetual-check") {
    ending = "perpetual-check";
    winner = game().status().winner;
  }
  cur().over = true;
  return {};
}

Error KifReader::comment(int line, u32v text) {
  if (!lines.empty() && cur().siblings && cur().moves->empty())
    return record_error("record-bad-line", line, "a comment before the variation's first move");
  std::string& c = lines.empty() || cur().moves->empty() ? rec.comment : cur().moves->back().comment;
  if (!c.empty()) c += '\n';
  c += to_utf8(text);
  return {};
}

Error KifReader::check_last_variation() const {
  if (!lines.empty() && lines.back().siblings && lines.back().moves->empty())
    return record_error("record-bad-line", lines.back().header_line, "a variation without moves");
  return {};
}

Error KifReader::variation(int line, u32v header, bool last_line_cut) {
  if (!started) return record_error("record-bad-line", line, "a variation before the first move");
  if (Error e = check_last_variation()) return e;
  u32v rest = trim(header.substr(3));
  int number = 0;
  size_t i = 0;
  while (i < rest.size() && rest[i] >= '0' && rest[i] <= '9' && number < 1000000) number = number * 10 + int(rest[i++] - '0');
  if (i == 0 || rest.substr(i) != U"手")
    return record_error(last_line_cut ? "record-truncated" : "record-bad-line", line, "'" + to_utf8(header) + "' is not a variation line (変化：N手)");
  // Lines without a move N are complete: the variation belongs to one opened before them.
  auto has_move = [&](const OpenLine& l) { return l.start <= number && number < l.start + int(l.moves->size()); };
  while (!lines.empty() && !has_move(lines.back())) lines.pop_back();
  if (lines.empty())
    return record_error("record-bad-line", line, "変化：" + std::to_string(number) + "手: no line before it has a move " + std::to_string(number));
  OpenLine& parent = lines.back();
  std::vector<RecordVariation>* alternatives;
  Game game;
  if (parent.siblings && number == parent.start) {
    // Another alternative to the move this variation replaced: a sibling, from the same position.
    alternatives = parent.siblings;
    while (parent.played > 0 && parent.game.undo()) --parent.played;
    game = std::move(parent.game);
    lines.pop_back();
  } else {
    if (parent.last_fork && number >= parent.last_fork)
      return record_error("record-bad-line", line, "変化：" + std::to_string(number) + "手 after a variation at move " +
                          std::to_string(parent.last_fork) + " of the same line (variations come from the last move back)");
    parent.last_fork = number;
    const int keep = number - parent.start;
    while (parent.played > keep && parent.game.undo()) --parent.played;
    alternatives = &(*parent.moves)[keep].variations;
    game = parent.game;
  }
  if (int(lines.size()) > kMaxVariationDepth)
    return record_error("record-bad-line", line, "variations nested more than " + std::to_string(kMaxVariationDepth) + " deep");
  alternatives->push_back({});
  RecordVariation& v = alternatives->back();
  OpenLine open{&v.moves, alternatives, &v.ending, &v.winner, std::move(game)};
  open.start = number;
  open.header_line = line;
  lines.push_back(std::move(open));
  return {};
}
bool KifReader::position_line(int line_no, u32v line, bool unfinished, Error& error) {
  const u32v t = trim(line);
  if (line[0] == '|') {
    if (line.size() < 20 || line[19] != '|')
      error = record_error(unfinished ? "record-truncated" : "record-bad-position", line_no, "a board diagram row must have 9 squares between | and |");
    else if (rows.size() == 9)
      error = record_error("record-bad-position", line_no, "the board diagram has more than 9 rows");
    else
      rows.emplace_back(line.substr(1, 18));
    return true;
  }
  if (starts_with(t, U"９ ８ ７") || starts_with(t, U"+---") || starts_with(t, U"+－－")) return true;
  if (t == U"後手番" || t == U"上手番") {
    bod_side = kWhite;
    return true;
  }
  if (t == U"先手番" || t == U"下手番") {
    bod_side = kBlack;
    return true;
  }
  if (starts_with(t, U"手数＝")) {
    size_t i = 3;
    int n = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9' && n < 100000) n = n * 10 + int(t[i++] - '0');
    if (i == 3) error = record_error("record-bad-line", line_no, "手数＝ without a number");
    else start_ply = n + 1;
    return true;
  }
  return false;
}

bool KifReader::header_line(int line_no, u32v line, Error& error) {
  size_t colon = line.find(U'：');
  if (colon == u32v::npos) {
    // An ASCII colon only after a name KIF knows (a move text may hold one otherwise).
    const size_t ascii = line.find(':');
    if (ascii != u32v::npos && canonical_key(trim(line.substr(0, ascii))) != to_utf8(trim(line.substr(0, ascii)))) colon = ascii;
  }
  if (colon == u32v::npos) return false;
  error = header(line_no, trim(line.substr(0, colon)), line.substr(colon + 1));
  return true;
}

Error KifReader::finish(int last_line, Record& out) {
  if (Error e = start(last_line)) return e;
  if (Error e = check_last_variation()) return e;
  lines.clear();  // they point into rec
  out = std::move(rec);
  return {};
}

}  // namespace regalia::showgit
