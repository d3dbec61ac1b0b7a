#pragma once
// What the KIF and KI2 readers share (an internal header of core/showgit/records): the
// Kakinoki-style header lines, the board diagram, comments, variation blocks and the moves in
// Japanese, checked against the rules line by line. KIF (kif_read.cpp) numbers its move lines and
// times them; KI2 (ki2_read.cpp) writes several moves a line and the ending as a summary.
#include <string>
#include <vector>

#include "core/showgit/records/japanese_text.h"
#include "core/showgit/records/record.h"
#include "core/showgit/rules/game.h"

namespace regalia::showgit {

// A line of moves being read or open to variations: the main line, or a variation. Kakinoki
// records write a line's variations after it, from its last branching move back to its first,
// each followed by its own variations (docs/records.md "Variations"); so `変化：N手` belongs to
// the latest line that has a move N, and a line's game only ever steps back.
struct OpenLine {
  std::vector<RecordMove>* moves;          // where this line's moves go
  std::vector<RecordVariation>* siblings;  // the alternatives it is one of (null: main line)
  std::string* ending;
  int* winner;
  Game game;          // after `played` moves of this line
  int start = 1;      // move number of the line's first move
  int played = 0;
  int last_fork = 0;  // move number of the latest variation taken from this line (0: none)
  bool over = false;  // an ending line was read
  int header_line = 0;  // the 変化 line that opened it (0: main line)
};

// The reader's state while it walks the lines.
struct KifReader {
  Record rec;
  std::vector<OpenLine> lines;  // the main line, then the open variations, innermost last
  bool started = false;      // start position fixed (first move seen)
  bool in_moves = false;     // after the 手数---- line or a move line
  std::string handicap;      // SFEN from 手合割
  std::vector<u32> rows;     // BOD rows
  int hands[2][kHandTypes] = {};
  bool has_hands = false;
  Color bod_side = kBlack;
  int start_ply = 1;

  OpenLine& cur() { return lines.back(); }
  Game& game() { return lines.back().game; }
  int next_number() { return cur().start + cur().played; }
  Square last_to();
  // 1 (sente) or 2 (gote): who is to move in the current line.
  int side_to_move();

  // Fixes the start position (手合割, the board diagram, or the start) at the first move.
  Error start(int line);
  // A `name：value` header line.
  Error header(int line, u32v key, u32v value);
  // A `name：value` line (`name:value` for a name KIF knows) handed to header(); false when the
  // line has no such colon.
  bool header_line(int line, u32v text, Error& error);
  // A line before the moves that is not a header: a board diagram row or frame, 先手番/後手番,
  // 手数＝N. False (nothing done) when it is none of those.
  bool position_line(int line, u32v text, bool last_line_cut, Error& error);
  // One move or ending word in Japanese (`７六歩`, `▲同　銀右`, `５五角打`, `２二角成(88)`,
  // `投了`), the `number`-th of its line, with its time (-1: none). `cut`: the text may have been
  // cut short (errors become record-truncated).
  Error move_text(int line, u32v text, int number, int seconds, bool cut);
  // The ending of the current line (from a KI2 summary).
  Error set_ending(int line, const std::string& ending, int winner);
  Error comment(int line, u32v text);
  // A variation that was opened must hold a move before the next one opens or the record ends.
  Error check_last_variation() const;
  // `変化：N手`: opens a variation at move N of the latest line that has one.
  Error variation(int line, u32v header, bool last_line_cut);
  // The record read, once every line went through (the reader is spent).
  Error finish(int last_line, Record& out);
};

}  // namespace regalia::showgit
