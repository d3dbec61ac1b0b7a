#pragma once
// A SHOWGIT game record independent of any file format: the start position, the moves (USI)
// with their comments and times, headers (players, date, event, ...) and how the game ended.
// KIF (kif.h), CSA (csa.h) and USI move lists (here) read into and write out of it.
//
// Every reader replays each move through a Game and fails on the first bad line with an
// Error naming the line ("line 12: ..."); the output record is only written on success.
// Error codes: record-bad-format, record-bad-line, record-illegal-move, record-bad-encoding,
// record-truncated, record-bad-header, record-bad-position, record-empty.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/common/error.h"
#include "core/showgit/rules/game.h"
#include "core/showgit/rules/position.h"

namespace regalia::showgit {

struct RecordMove;

// A variation: moves played instead of one move of its parent line, from that move's position
// on. Only KIF carries variations (CSA and USI write the main line alone).
struct RecordVariation {
  std::vector<RecordMove> moves;  // never empty: the first is the alternative to the parent's move
  std::string ending;             // as Record::ending, for this line
  int winner = 0;                 // as Record::winner
  friend bool operator==(const RecordVariation&, const RecordVariation&) = default;
};

// One move of a line (the main line or a variation): a node of the record's move tree.
struct RecordMove {
  std::string usi;      // "7g7f", "8h2b+", "P*5e"
  std::string comment;  // comment after the move ("" = none; lines joined with '\n')
  int seconds = -1;     // thinking time of the move in whole seconds, -1 = not recorded
  // Alternatives to this move, each a line starting with a move played instead of it, in the
  // order read. A variation's first move keeps no alternatives of its own: they are its siblings
  // here (the KIF reader puts them there; the writer writes any it finds after their line).
  std::vector<RecordVariation> variations;
  int milliseconds = 0;  // the thousandths beyond `seconds` (0..999): CSA V3.0 keeps them
  friend bool operator==(const RecordMove&, const RecordMove&) = default;
};

// How deep variations may nest (a variation of a variation of ...): deeper records are refused,
// so that walking the tree stays within a small, fixed stack.
constexpr int kMaxVariationDepth = 100;

// Header keys used by all formats (other keys are kept as read, e.g. KIF's "表題"):
//   "sente", "gote" (players; the handicap giver is "gote"), "start-time", "end-time",
//   "event", "site", "time-control", "opening", "title", "note".
struct Record {
  std::string start_sfen = kStartSfen;  // full SFEN of the start position
  std::vector<std::pair<std::string, std::string>> headers;  // in the order read / set
  std::string comment;  // comment before the first move
  std::vector<RecordMove> moves;  // the main line; variations hang off its moves
  // How the game ended ("" = not recorded / unfinished): "resign", "mate", "repetition",
  // "perpetual-check", "impasse" (a win by declaration), "impasse-draw" (持将棋 / %JISHOGI),
  // "draw", "time-up", "illegal-move", "abort", "max-moves", "no-mate" (不詰 / %FUZUMI: a
  // problem's line that ends unsolved), "forfeit" (不戦勝 / 不戦敗), "try" (トライ, a win by the
  // try rule), "error" (CSA's %ERROR).
  std::string ending;
  int winner = 0;  // 0 = none / draw / unknown, 1 = sente (first player), 2 = gote

  // Value of a header, "" if absent.
  std::string header(std::string_view key) const;
  // Sets (replaces) a header; an empty value removes it.
  void set_header(std::string_view key, std::string_view value);
};

// The endings above.
bool is_known_ending(std::string_view ending);

// Splits a record's text into lines (without the '\n'), numbered from 1. `unfinished` marks a
// last line with no line end: the record may have been cut short there.
class RecordLines {
 public:
  explicit RecordLines(std::string_view text) : text_(text) {}
  bool next(std::string_view& line, bool& unfinished) {
    if (pos_ >= text_.size()) return false;
    size_t end = text_.find('\n', pos_);
    unfinished = end == std::string_view::npos;
    if (unfinished) end = text_.size();
    line = text_.substr(pos_, end - pos_);
    pos_ = end + 1;
    ++number_;
    return true;
  }
  int number() const { return number_; }  // of the last line returned (0 before the first)

 private:
  std::string_view text_;
  size_t pos_ = 0;
  int number_ = 0;
};

// Appends each line of `text` to `out` as prefix + line + '\n' (nothing for empty text): how
// KIF ("*") and CSA ("'*") write a comment.
void append_comment_lines(std::string& out, std::string_view text, std::string_view prefix);

// Side (1 = sente, 2 = gote) to move after all moves of a record whose start is `start_sfen`
// and that has `plies` moves (0 when the SFEN does not parse).
int side_to_move_after(std::string_view start_sfen, size_t plies);

// When record.ending is empty and `game` (the record replayed) is over by the rules, sets the
// ending and winner from its status: "mate" (big-bang or no legal moves), "repetition",
// "perpetual-check", "impasse" (a declared win).
void set_ending_from_rules(const Game& game, Record& record);

// Replays a record's moves from its start position into `game` (whose options are kept).
// On failure: record-bad-position or record-illegal-move naming the move number and text.
Error replay(const Record& record, Game& game);

// Formats. Reading Kif auto-detects the encoding (BOM or valid UTF-8, else Shift_JIS);
// KifShiftJis writes Shift_JIS (Kif writes UTF-8). Jkf: JSON (jkf.h).
enum class RecordFormat {
  kKif,
  kKifShiftJis,
  kCsa,
  kUsi,
  kKi2,  // KI2 (ki2.h): read as UTF-8 or Shift_JIS, written as UTF-8
  kJkf,
};
// "kif", "kifu", "kif-utf8" -> Kif; "kif-sjis", "sjis", "kif-shift-jis" -> KifShiftJis;
// "csa"; "usi"; "ki2"; "jkf" (also "json"). "auto" (reading only) guesses from the text. Error:
// record-bad-format.
Error parse_record_format(std::string_view name, RecordFormat& out, bool* is_auto = nullptr);
// Guess of the format of a record's text (JKF if it starts with '{', USI if it starts with
// position/startpos/sfen, CSA if it has CSA's V/PI/P1/N+ lines, KI2 if a line starts with a ▲/△
// move, else KIF).
RecordFormat guess_record_format(std::string_view bytes);

Error read_record(std::string_view bytes, RecordFormat format, Record& out);
Error write_record(const Record& record, RecordFormat format, std::string& out);

// USI: "position startpos moves 7g7f 3c3d" or "position sfen <SFEN> moves ..." (the word
// "position" and the "moves" part are optional). Carries no headers, comments or ending.
Error read_usi_record(std::string_view text, Record& out);
std::string write_usi_record(const Record& record);

// "line N: what" as an Error (shared by the readers).
Error record_error(std::string_view code, int line, std::string_view what);
// The line (from 1) that holds byte `offset` of `bytes`, for errors found before the text is split.
int line_of_offset(std::string_view bytes, size_t offset);

}  // namespace regalia::showgit
