#pragma once
// How Kakinoki-style records (KIF and KI2) name the end of a game: the ending word KIF writes as
// the last move line (`  7 投了`) and the summary line after the moves (`まで6手で先手の勝ち`),
// which is all KI2 has. The words and summary forms are those Kifu for Windows, tsshogi and
// json-kifu-format read (docs/records.md "Endings").
#include <string>
#include <string_view>

#include "core/showgit/records/japanese_text.h"

namespace regalia::showgit {

// An ending word of a KIF move line: the record's ending name and who wins.
struct KifuEndingWord {
  std::u32string_view word;  // 投了, 詰み, 不戦勝, ...
  std::string_view ending;   // "resign", "mate", "forfeit", ...
  int winner_rel;            // 1: the side to move wins, -1: it loses, 0: nobody
};
// The KIF ending word `word` stands for, or null.
const KifuEndingWord* find_kifu_ending(u32v word);

// The winner of `ending` when the record names none: the side the ending makes the winner given
// `side_to_move` (1 sente, 2 gote) when the game stopped; `winner` when it is set, 0 for a draw.
int ending_winner(std::string_view ending, int winner, int side_to_move);

// The KIF move-line word for an ending (反則勝ち or 反則負け, 不戦勝 or 不戦敗 by who won).
std::string kifu_ending_word(std::string_view ending, int winner, int side_to_move);

// The summary line after the moves, without its line end: "まで6手で先手の勝ち" (下手/上手 in
// handicap games); "" for an ending a summary cannot say. `ki2`: the forms a KI2 reader needs to
// tell the endings apart (時間切れにより, の入玉勝ち, の反則勝ち ...); KIF keeps to the forms
// json-kifu-format's KIF grammar accepts (its ending is already on the move line).
std::string kifu_summary_line(std::string_view ending, int winner, int side_to_move, int plies, bool handicapped, bool ki2);

// Reads the text after "まで…手で" of a summary line: the ending and winner (`side_to_move`:
// who was to move at the end). False when it is not a summary the table knows.
bool read_kifu_summary(u32v text, int side_to_move, std::string& ending, int& winner);

}  // namespace regalia::showgit
