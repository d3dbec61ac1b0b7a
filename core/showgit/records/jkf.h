#pragma once
// JKF, the JSON kifu format of json-kifu-format and Kifu for JS (its schema:
// json-kifu-format/specification/json-kifu-format.schema.json):
//   { "header": { "先手": "...", "棋戦": "..." },
//     "initial": { "preset": "HIRATE" | "KY" | ... | "OTHER", "data": { board, color, hands } },
//     "moves": [ { "comments": [...] },                       <- before the first move
//                { "move": { "color": 0, "from": {"x": 7, "y": 7}, "to": {"x": 7, "y": 6},
//                            "piece": "FU", "same", "promote", "capture", "relative" },
//                  "time": { "now": {"m": 0, "s": 3}, "total": {"h": 0, "m": 0, "s": 3} },
//                  "comments": [...], "forks": [[ alternative line ], ...] },
//                { "special": "TORYO" } ] }
// `forks` on moves[n] are lines whose first move is played instead of moves[n]. Every move of
// every line is checked against the rules; an error names where it is with a path such as
// moves[12].forks[0][3].move.to (docs/records.md "JKF").
#include <string>
#include <string_view>

#include "core/common/error.h"
#include "core/showgit/records/record.h"

namespace regalia::showgit {

// Errors: record-bad-json, record-truncated, record-too-large, record-bad-encoding (the JSON
// text, json.h); record-bad-field (a field of the wrong type, unknown or out of range, with its
// path); record-bad-position (initial.data); record-illegal-move (with its path).
Error read_jkf(std::string_view text, Record& out);
// Writes every field JKFPlayer needs to step back and forth (color, from, piece, capture,
// promote, same, relative) and the times and forks of the whole tree.
Error write_jkf(const Record& record, std::string& out);

}  // namespace regalia::showgit
