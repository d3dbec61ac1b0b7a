#include "core/showgit/records/csa.h"

#include <cstdio>
#include <cstring>

#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/names.h"
#include "core/showgit/records/record.h"
#include "core/common/text/shift_jis.h"
#include "core/showgit/rules/usi.h"

namespace regalia::showgit {
namespace {

constexpr const char* kCsaPieces[] = {"", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU",
                                      "TO", "NY", "NK", "NG", "UM", "RY"};

PieceType csa_piece(std::string_view s) {
  for (int pt = kPawn; pt <= kDragon; ++pt)
    if (s == kCsaPieces[pt]) return PieceType(pt);
  return kNoPieceType;
}

bool csa_square(std::string_view s, Square& out) {
  if (s.size() < 2 || s[0] < '1' || s[0] > '9' || s[1] < '1' || s[1] > '9') return false;
  out = make_square(s[0] - '1', s[1] - '1');
  return true;
}

struct Key {
  std::string_view csa;
  std::string_view key;
};
constexpr Key kKeys[] = {{"EVENT", "event"},           {"SITE", "site"},         {"START_TIME", "start-time"},
                         {"END_TIME", "end-time"},     {"TIME_LIMIT", "time-control"}, {"OPENING", "opening"},
                         {"NOTE", "note"},             {"TIME", "time"},         {"TIME+", "time+"},
                         {"TIME-", "time-"},           {"MAX_MOVES", "max-moves"}, {"JISHOGI", "jishogi"}};

struct Special {
  std::string_view text;
  std::string_view ending;
  int winner_rel;  // 1: the side to move wins, -1: it loses, 0: nobody, 2: sente wins, 3: gote wins
};
constexpr Special kSpecials[] = {
    {"%TORYO", "resign", -1},          {"%TSUMI", "mate", -1},          {"%TIME_UP", "time-up", -1},
    {"%SENNICHITE", "repetition", 0},  {"%OUTE_SENNICHITE", "perpetual-check", 0},
    {"%KACHI", "impasse", 1},          {"%JISHOGI", "impasse-draw", 0}, {"%HIKIWAKE", "draw", 0},
    {"%CHUDAN", "abort", 0},           {"%MAX_MOVES", "max-moves", 0},  {"%ILLEGAL_MOVE", "illegal-move", -1},
    {"%+ILLEGAL_ACTION", "illegal-move", 3}, {"%-ILLEGAL_ACTION", "illegal-move", 2},
    {"%FUZUMI", "no-mate", 0},         {"%ERROR", "error", 0},
};

struct CsaReader {
  Record rec;
  Game game;
  Piece board[81] = {};
  int hand[2][kHandTypes] = {};
  bool have_position = false;
  bool started = false;
  bool over = false;
  bool moved = false;

  Error set_start_board() {
    Position start;
    for (int s = 0; s < 81; ++s) board[s] = start.piece_on(s);
    have_position = true;
    return {};
  }

  Error position_line(int line, std::string_view s) {
    if (started) return record_error("record-bad-position", line, "position lines after the side to move");
    if (s.rfind("PI", 0) == 0) {
      set_start_board();
      for (size_t i = 2; i < s.size(); i += 4) {
        Square sq;
        if (i + 4 > s.size() || !csa_square(s.substr(i, 2), sq) || !csa_piece(s.substr(i + 2, 2)))
          return record_error("record-bad-position", line, "cannot read the removal '" + std::string(s.substr(i)) + "' of PI");
        if (type_of(board[sq]) != csa_piece(s.substr(i + 2, 2)))
          return record_error("record-bad-position", line, "PI removes " + std::string(s.substr(i, 4)) + " but that piece is not there");
        board[sq] = kNoPiece;
      }
      return {};
    }
    if (s.size() >= 2 && s[1] >= '1' && s[1] <= '9') {
      const int rank = s[1] - '1';
      std::string row(s.substr(2));
      if (row.size() > 27) return record_error("record-bad-position", line, "a board row longer than 9 squares");
      row.resize(27, ' ');
      for (int f = 0; f < 9; ++f) {
        const std::string_view cell = std::string_view(row).substr(3 * f, 3);
        const Square sq = make_square(8 - f, rank);
        if (cell == " * " || cell == "   ") {
          board[sq] = kNoPiece;
          continue;
        }
        const PieceType pt = csa_piece(cell.substr(1));
        if ((cell[0] != '+' && cell[0] != '-') || !pt)
          return record_error("record-bad-position", line, "cannot read the square '" + std::string(cell) + "'");
        board[sq] = make_piece(cell[0] == '+' ? kBlack : kWhite, pt);
      }
      have_position = true;
      return {};
    }
    // P+ / P-: pieces put on squares or in hand (00), 00AL = all the rest in hand.
    const Color c = s[1] == '+' ? kBlack : kWhite;
    for (size_t i = 2; i < s.size(); i += 4) {
      if (i + 4 > s.size()) return record_error("record-bad-position", line, "cannot read '" + std::string(s.substr(i)) + "'");
      const std::string_view sq_text = s.substr(i, 2), pc = s.substr(i + 2, 2);
      if (sq_text == "00" && pc == "AL") {
        constexpr int total[] = {0, 18, 4, 4, 4, 2, 2, 4};
        for (int pt = kPawn; pt <= kGold; ++pt) {
          int used = hand[0][pt] + hand[1][pt];
          for (int q = 0; q < 81; ++q) used += board[q] && base_type(type_of(board[q])) == pt;
          if (used < total[pt]) hand[c][pt] += total[pt] - used;
        }
        continue;
      }
      const PieceType pt = csa_piece(pc);
      Square sq;
      if (sq_text == "00") {
        if (!pt || pt > kGold) return record_error("record-bad-position", line, "'" + std::string(pc) + "' cannot be in hand");
        ++hand[c][pt];
      } else if (csa_square(sq_text, sq) && pt) {
        board[sq] = make_piece(c, pt);
      } else {
        return record_error("record-bad-position", line, "cannot read '" + std::string(s.substr(i, 4)) + "'");
      }
    }
    have_position = true;
    return {};
  }

  Error side_line(int line, Color side) {
    if (started) return record_error("record-bad-line", line, "a second side-to-move line");
    if (!have_position) return record_error("record-bad-position", line, "the side to move comes before any position (PI or P1..P9)");
    std::string sfen;
    for (int r = 0; r < 9; ++r) {
      int empty = 0;
      for (int f = 8; f >= 0; --f) {
        const Piece p = board[make_square(f, r)];
        if (!p) {
          ++empty;
          continue;
        }
        if (empty) sfen += char('0' + empty);
        empty = 0;
        sfen += piece_sfen(p);
      }
      if (empty) sfen += char('0' + empty);
      if (r < 8) sfen += '/';
    }
    sfen += side == kBlack ? " b " : " w ";
    std::string hands;
    constexpr PieceType order[] = {kRook, kBishop, kGold, kSilver, kKnight, kLance, kPawn};
    for (Color c : {kBlack, kWhite})
      for (PieceType pt : order)
        if (hand[c][pt]) {
          if (hand[c][pt] > 1) hands += std::to_string(hand[c][pt]);
          hands += piece_sfen(make_piece(c, pt));
        }
    sfen += (hands.empty() ? "-" : hands) + " 1";
    if (Error e = game.set_sfen(sfen)) return record_error("record-bad-position", line, "the start position is not valid: " + e.message);
    rec.start_sfen = game.position().sfen();
    started = true;
    return {};
  }

  Error move(int line, std::string_view s, bool cut) {
    if (!started) return record_error("record-bad-position", line, "a move before the start position and side to move");
    if (over) return record_error("record-bad-line", line, "a move after the end of the game");
    const std::string shown = "'" + std::string(s) + "'";
    Square from = kNoSquare, to;
    const PieceType pt = s.size() == 7 ? csa_piece(s.substr(5, 2)) : kNoPieceType;
    if (s.size() != 7 || !pt || !csa_square(s.substr(3, 2), to) || (s.substr(1, 2) != "00" && !csa_square(s.substr(1, 2), from)))
      return record_error(cut ? "record-truncated" : "record-bad-line", line, shown + " is not a CSA move like +7776FU");
    const Position& pos = game.position();
    const Color side = s[0] == '+' ? kBlack : kWhite;
    if (side != pos.side_to_move())
      return record_error("record-illegal-move", line, shown + ": it is " + (pos.side_to_move() == kBlack ? "sente" : "gote") + "'s turn");
    Move m;
    if (from == kNoSquare) {
      if (pt > kGold) return record_error("record-illegal-move", line, shown + " drops a piece that cannot be in hand");
      m = Move::drop(pt, to);
    } else {
      const Piece p = pos.piece_on(from);
      if (!p || color_of(p) != side) return record_error("record-illegal-move", line, shown + ": no piece of the side to move on " + std::string(s.substr(1, 2)));
      const PieceType now = type_of(p);
      const bool promote = pt != now && can_promote(now) && pt == now + kPromoted;
      if (pt != now && !promote) return record_error("record-illegal-move", line, shown + ": the piece on " + std::string(s.substr(1, 2)) + " is " + kCsaPieces[now]);
      m = Move::board(from, to, promote);
    }
    if (Error e = game.play(to_usi(m)))
      return record_error("record-illegal-move", line, shown + " (" + to_usi(m) + ") " +
                          (e.code == "game-over" ? "comes after the end of the game" : "is not legal here"));
    rec.moves.push_back({to_usi(m), "", -1, {}});
    moved = true;
    return {};
  }

  Error statement(int line, std::string_view s, bool cut) {
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    if (s.empty()) return {};
    switch (s[0]) {
      case 'V': return {};
      case 'N':
        if (s.size() < 2 || (s[1] != '+' && s[1] != '-')) return record_error("record-bad-header", line, "a name line must start with N+ or N-");
        rec.set_header(s[1] == '+' ? "sente" : "gote", s.substr(2));
        return {};
      case '$': {
        const size_t colon = s.find(':');
        if (colon == std::string_view::npos) return record_error("record-bad-header", line, "'" + std::string(s) + "' has no ':'");
        const std::string_view k = s.substr(1, colon - 1);
        for (const Key& key : kKeys)
          if (key.csa == k) {
            rec.set_header(key.key, s.substr(colon + 1));
            return {};
          }
        return record_error("record-bad-header", line, "unknown CSA header '$" + std::string(k) + "'");
      }
      case 'P':
        if (s.size() < 2) return record_error(cut ? "record-truncated" : "record-bad-position", line, "'P' alone is not a position line");
        if (s[1] == 'I' || (s[1] >= '1' && s[1] <= '9') || s[1] == '+' || s[1] == '-') return position_line(line, s);
        return record_error("record-bad-position", line, "'" + std::string(s) + "' is not a position line");
      case '+':
      case '-':
        if (s.size() == 1) return side_line(line, s[0] == '+' ? kBlack : kWhite);
        return move(line, s, cut);
      case 'T': {
        // A time after the ending line is the ending's own (tsshogi writes `%TORYO` then `T0`):
        // no move's, so it is not kept.
        if (over) return {};
        if (!moved || rec.moves.empty()) return record_error("record-bad-line", line, "a time (T) before any move");
        int sec = 0, millis = 0;
        size_t i = 1;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9' && sec < 10000000) sec = sec * 10 + (s[i++] - '0');
        bool ok = i > 1;
        if (ok && i < s.size()) {
          // CSA V3.0: up to three decimals, the milliseconds.
          ok = s[i++] == '.';
          const size_t first = i;
          while (ok && i < s.size() && s[i] >= '0' && s[i] <= '9' && i - first < 3) millis = millis * 10 + (s[i++] - '0');
          ok = ok && i > first && i == s.size();
          for (size_t d = i - first; ok && d < 3; ++d) millis *= 10;
        }
        if (!ok) return record_error("record-bad-line", line, "cannot read the time '" + std::string(s) + "'");
        rec.moves.back().seconds = sec;
        rec.moves.back().milliseconds = millis;
        return {};
      }
      case '%': {
        if (!started) return record_error("record-bad-position", line, "an ending before the start position");
        if (s == "%MATTA") return {};
        for (const Special& sp : kSpecials) {
          if (s != sp.text) continue;
          const int stm = game.position().side_to_move() == kBlack ? 1 : 2;
          rec.ending = std::string(sp.ending);
          rec.winner = sp.winner_rel == 1 ? stm : sp.winner_rel == -1 ? 3 - stm : sp.winner_rel == 2 ? 1 : sp.winner_rel == 3 ? 2 : 0;
          over = true;
          return {};
        }
        return record_error("record-bad-line", line, "unknown CSA ending '" + std::string(s) + "'");
      }
      default:
        return record_error(cut ? "record-truncated" : "record-bad-line", line, "'" + std::string(s) + "' is not a CSA statement");
    }
  }
};

}  // namespace

Error read_csa(std::string_view bytes, Record& out) {
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
  if (bytes.find_first_not_of(" \t\r\n") == std::string_view::npos) return Error("record-empty", "the record is empty");
  std::string text;
  if (is_valid_utf8(bytes)) {
    text = std::string(bytes);
  } else {
    size_t bad = 0;
    if (!shift_jis_to_utf8(bytes, text, &bad)) {
      return record_error("record-bad-encoding", line_of_offset(bytes, bad), "the text is neither UTF-8 nor Shift_JIS");
    }
  }
  CsaReader r;
  RecordLines lines(text);
  std::string_view line;
  bool unfinished;
  while (lines.next(line, unfinished)) {
    const int line_no = lines.number();
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty()) continue;
    if (line == "/") {
      // CSA V2.2 separates the games of a file by '/'. One record holds one game: a file with
      // more is refused rather than cut to its first game without a word.
      if (text.find_first_not_of(" \t\r\n", size_t(line.data() - text.data()) + 1) != std::string::npos)
        return record_error("record-several-games", line_no, "'/' starts another game: this CSA file holds several (read them one at a time)");
      break;
    }
    if (line[0] == '\'') {
      if (line.size() >= 2 && line[1] == '*') {
        std::string& c = r.rec.moves.empty() ? r.rec.comment : r.rec.moves.back().comment;
        if (!c.empty()) c += '\n';
        c += line.substr(2);
      }
      continue;
    }
    if (line[0] == 'N' || line[0] == '$') {
      if (Error e = r.statement(line_no, line, unfinished)) return e;
      continue;
    }
    size_t i = 0;
    while (i <= line.size()) {
      size_t j = line.find(',', i);
      if (j == std::string_view::npos) j = line.size();
      if (Error e = r.statement(line_no, line.substr(i, j - i), unfinished && j == line.size())) return e;
      i = j + 1;
    }
  }
  if (!r.started)
    return Error("record-truncated", "line " + std::to_string(lines.number()) + ": the record ends before the start position and side to move (+ or -)");
  const GameStatus st = r.game.status();
  if (st.reason == "perpetual-check" && (r.rec.ending == "repetition" || r.rec.ending == "perpetual-check")) {
    r.rec.ending = "perpetual-check";
    r.rec.winner = st.winner;
  }
  out = std::move(r.rec);
  return {};
}

Error write_csa(const Record& record, std::string& out) {
  Game game;
  if (Error e = replay(record, game)) return e;
  game.set_sfen(record.start_sfen);
  bool millis = false;
  for (const RecordMove& m : record.moves) millis = millis || (m.seconds >= 0 && m.milliseconds > 0);
  // Times with milliseconds need CSA V3.0; anything else is written as V2.2, which every reader knows.
  std::string s = millis ? "'CSA encoding=UTF-8\nV3.0\n" : "V2.2\n";
  const std::string sente = record.header("sente"), gote = record.header("gote");
  if (!sente.empty()) s += "N+" + sente + "\n";
  if (!gote.empty()) s += "N-" + gote + "\n";
  for (const auto& [k, v] : record.headers) {
    if (k == "sente" || k == "gote" || v.empty()) continue;
    bool done = false;
    for (const Key& key : kKeys)
      if (key.key == k) {
        s += "$" + std::string(key.csa) + ":" + v + "\n";
        done = true;
      }
    if (!done) s += "'" + k + ": " + v + "\n";
  }
  auto comment = [&](const std::string& c) { append_comment_lines(s, c, "'*"); };
  const Position& start = game.position();
  if (start.sfen() == Position().sfen()) {
    s += "PI\n";
  } else {
    for (int r = 0; r < 9; ++r) {
      s += "P" + std::to_string(r + 1);
      for (int f = 8; f >= 0; --f) {
        const Piece p = start.piece_on(make_square(f, r));
        s += p ? std::string(color_of(p) == kBlack ? "+" : "-") + kCsaPieces[type_of(p)] : " * ";
      }
      s += "\n";
    }
    for (Color c : {kBlack, kWhite}) {
      std::string line;
      for (PieceType t : {kRook, kBishop, kGold, kSilver, kKnight, kLance, kPawn})
        for (int n = 0; n < start.hand_count(c, t); ++n) line += std::string("00") + kCsaPieces[t];
      if (!line.empty()) s += std::string(c == kBlack ? "P+" : "P-") + line + "\n";
    }
  }
  s += start.side_to_move() == kBlack ? "+\n" : "-\n";
  comment(record.comment);
  for (const RecordMove& rm : record.moves) {
    const Position& pos = game.position();
    Move m;
    parse_usi_move(pos, rm.usi, m);
    s += pos.side_to_move() == kBlack ? '+' : '-';
    if (m.is_drop()) {
      s += "00";
    } else {
      s += char('1' + file_of(m.from()));
      s += char('1' + rank_of(m.from()));
    }
    s += char('1' + file_of(m.to()));
    s += char('1' + rank_of(m.to()));
    PieceType after = m.is_drop() ? m.drop_type() : type_of(pos.piece_on(m.from()));
    if (m.promotes()) after = PieceType(after + kPromoted);
    s += kCsaPieces[after];
    s += "\n";
    if (rm.seconds >= 0) {
      s += "T" + std::to_string(rm.seconds);
      if (rm.milliseconds > 0) {
        char buf[8];
        std::snprintf(buf, sizeof buf, ".%03d", rm.milliseconds % 1000);
        s += buf;
      }
      s += "\n";
    }
    comment(rm.comment);
    game.play(m);
  }
  if (!record.ending.empty()) {
    const std::string& e = record.ending;
    if (e == "illegal-move") {
      s += record.winner == 1 ? "%-ILLEGAL_ACTION\n" : record.winner == 2 ? "%+ILLEGAL_ACTION\n" : "%ILLEGAL_MOVE\n";
    } else {
      std::string_view text = "%CHUDAN";
      for (const Special& sp : kSpecials)
        if (sp.ending == e) {
          text = sp.text;
          break;
        }
      s += std::string(text) + "\n";
    }
  }
  out = std::move(s);
  return {};
}

}  // namespace regalia::showgit
