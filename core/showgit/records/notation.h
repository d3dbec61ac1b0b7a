#pragma once
// Move notation people read (the machine formats are USI, usi.h, and the record formats):
//   Western:  P-7f, Bx2b+, P*5e, +Bx2b, S-4h= (promotion declined), G6i-5h (origin when two
//             pieces of that kind could go there)
//   SHOWGIT:  UNIFORM 7g-7f, VICTOR 8h×2b+, UNIFORM *5e, NEO-VICTOR 2b-3c, ALPHA 3c-4d=
//   Japanese: ▲７六歩, △同　角成, ▲５八金右, ▲５五角打 (打 only where a board piece could
//             also go there), with the disambiguation words 右 左 上 引 寄 直.
//   Kitao-Kawasaki (lishogi's, notation_kitao_kawasaki.cpp): 歩-76, 角x22+, 銀*52, 銀x (taking
//             on the square the move before went to), 金(69)-58, +香-12, 飛-24=.
// Every function takes the position before the move and a legal move.
#include <string>
#include <string_view>

#include "core/showgit/rules/position.h"

namespace regalia::showgit {

enum class NotationStyle { kWestern, kShowgit, kJapanese, kKitaoKawasaki };

// "western", "showgit", "japanese" (also "kanji"), "kitao-kawasaki"; false if unknown.
bool parse_notation_style(std::string_view name, NotationStyle& out);

std::string western_notation(const Position& pos, Move m);
std::string showgit_notation(const Position& pos, Move m);
// previous_to: destination of the move before (kNoSquare if none) for 同; mark: ▲/△ prefix.
std::string japanese_notation(const Position& pos, Move m, Square previous_to = kNoSquare, bool mark = true);
// previous_to: destination of the move before (kNoSquare if none), left out when taken again.
std::string kitao_kawasaki_notation(const Position& pos, Move m, Square previous_to = kNoSquare);
std::string move_notation(const Position& pos, Move m, NotationStyle style, Square previous_to = kNoSquare);

// --- Japanese building blocks (shared with KIF) ---
// 歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍.
std::string_view kanji_piece(PieceType pt);
// Full-width file digit and kanji rank: "７六".
std::string kanji_square(Square s);
// The disambiguation words (右 左 上 引 寄 直, possibly two) the move needs among the other
// pieces of its kind that could reach the same square, "" if none are needed.
std::string japanese_disambiguation(const Position& pos, Move m);
// Whether the board move (from -> to) of a `mover` piece fits the words in `words` (a string
// of 右 左 上 引 寄 直) among `others` (from-squares of the same kind reaching `to`, incl. from).
bool fits_japanese_words(const Position& pos, Square from, Square to, std::u32string_view words,
                         const Square* others, int n_others);

}  // namespace regalia::showgit
