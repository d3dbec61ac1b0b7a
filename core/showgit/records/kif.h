#pragma once
// KIF (Kakinoki's format, as Kifu for Windows, ShogiGUI, Shogidokoro and 81Dojo write it):
//   開始日時：2024/01/01 10:00:00
//   手合割：平手            (or a handicap: 香落ち 角落ち 飛車落ち 飛香落ち 二枚落ち 四枚落ち ...)
//   先手：name / 後手：name (下手 / 上手 in handicap games)
//   手数----指手---------消費時間--
//      1 ７六歩(77)   ( 0:01/00:00:01)
//   *a comment on move 1
//      2 同　歩(23)   ...   ５五角打   ２二角成(88)   ３三銀不成(44)
//      3 投了
// or a board diagram (BOD: 後手の持駒： / |v香v桂 ...|一 rows / 先手の持駒： / 後手番) for
// other start positions. Endings: the words of kifu_endings.h (投了 詰み 不詰 千日手 持将棋 切れ負け
// 反則勝ち 反則負け 入玉勝ち 不戦勝 不戦敗 トライ 中断 ...), then the まで summary line. A declined
// promotion is written without 不成 (read with it too). When a move lacks its (from) square, the
// words 右 左 上 引 寄 直 pick the piece.
// Variations: after a line, `変化：N手` blocks, each an alternative from move N of the latest
// line that has a move N (a line's blocks go from its last branching move back to its first,
// each followed by its own); a '+' after a move marks one that has alternatives. Every move of
// every branch is checked against the rules (docs/records.md "Variations").
#include <string>
#include <string_view>
#include <vector>

#include "core/common/error.h"
#include "core/showgit/records/record.h"

namespace regalia::showgit {

// Auto (reading): a UTF-8 BOM or valid UTF-8 means UTF-8, anything else is read as Shift_JIS.
enum class KifEncoding { kAuto, kUtf8, kShiftJis };

Error read_kif(std::string_view bytes, Record& out, KifEncoding encoding = KifEncoding::kAuto);
// UTF-8 output starts with "#KIF version=2.0 encoding=UTF-8". Shift_JIS output fails with
// record-bad-encoding when a header or comment holds a character Shift_JIS lacks.
Error write_kif(const Record& record, std::string& out, KifEncoding encoding = KifEncoding::kUtf8);

// The header lines KIF and KI2 share, each ending in '\n': players, date, event ... in the
// Kakinoki names, the start as 手合割 (a handicap) or a board diagram, the comment before the
// first move. `start`: the record's start position.
std::string kifu_headers(const Record& record, const Position& start);

// Handicaps (手合割): the SFEN of a handicap name ("平手", "香落ち", ..., "" if unknown), and
// the name of a start SFEN ("" if it is not a standard handicap).
std::string_view handicap_sfen(std::string_view name);
std::string_view handicap_name(std::string_view sfen);

// Every handicap (平手 excluded) in the table's order: the giver (後手, 上手) moves first.
struct HandicapStart {
  std::string_view id;    // 'lance', 'two-pieces', ... (the JS API's handicap ids)
  std::string_view name;  // the KIF 手合割 name
  std::string_view sfen;  // the start position, "w" to move
};
std::vector<HandicapStart> handicaps();

}  // namespace regalia::showgit
