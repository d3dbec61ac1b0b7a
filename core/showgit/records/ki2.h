#pragma once
// KI2 (Kakinoki's readable form, as printed records and many archives write it): KIF's header
// lines (手合割 or a board diagram, 先手/後手 ...), then the moves as people read them, several a
// line, the ending as a summary line:
//   手合割：平手
//   ▲７六歩    △３四歩    ▲２二角不成  △同　銀    ▲４五角
//   *a comment on ▲４五角
//   △３三銀    ▲同　角成  △同　桂
//   まで8手で後手の勝ち
//
//   変化：3手
//   ▲２六歩    △８四歩
// A move is a mark (▲ sente, △ gote; ☗ ☖ too), the square (full-width or ASCII digit, then a
// kanji or a digit for the rank) or 同, the piece, the words 右 左 直 上 引 寄 when several pieces
// of that kind could go there, 打 when a board piece could also go there, 成 or 不成 where the
// move could promote. Variations as in KIF (kif.h). Every move is checked against the rules.
#include <string>
#include <string_view>

#include "core/common/error.h"
#include "core/showgit/records/kif.h"
#include "core/showgit/records/record.h"

namespace regalia::showgit {

// Reads UTF-8 or Shift_JIS (detected as for KIF).
Error read_ki2(std::string_view bytes, Record& out, KifEncoding encoding = KifEncoding::kAuto);
// Whether the bytes look like KI2: a line that starts (after spaces) with a ▲ △ ☗ ☖ move mark,
// in UTF-8 or Shift_JIS, and no numbered KIF move line before it.
bool looks_like_ki2(std::string_view bytes);
// Writes UTF-8 (no `#KI2` line: json-kifu-format refuses it). Times are not written (KI2 has no
// place for them).
Error write_ki2(const Record& record, std::string& out);

}  // namespace regalia::showgit
