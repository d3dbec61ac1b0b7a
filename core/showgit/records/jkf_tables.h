#pragma once
// The names JKF (jkf.h) uses and what they mean to a Record, shared by its reader and writer:
// piece kinds (CSA's FU .. RY), handicap presets, header keys (KIF's Japanese ones) and the
// specials that end a line (CSA's endings without the %).
#include <string>
#include <string_view>

#include "core/showgit/rules/types.h"

namespace regalia::showgit {

// "FU" for kPawn ... "RY" for kDragon; kNoPieceType for an unknown kind.
std::string_view jkf_kind(PieceType pt);
PieceType jkf_kind_type(std::string_view kind);

// A preset ("KY", "2", "5_L", ...) as its KIF 手合割 name ("香落ち"), "" when unknown; "OTHER"
// is not a handicap (its position is in initial.data).
std::string_view jkf_preset_handicap(std::string_view preset);
// The preset of a KIF 手合割 name, "" when it has none.
std::string_view jkf_handicap_preset(std::string_view handicap);

// A header key as a Record key ("先手" and "下手" -> "sente", "棋戦" -> "event"; other keys as
// they are), and back (`handicapped`: 下手/上手 for the players).
std::string jkf_header_to_record(std::string_view key);
std::string jkf_header_from_record(std::string_view key, bool handicapped);

// A special: the Record ending it stands for, and who wins (1: the side to move, -1: the other
// side, 0: nobody, 2: sente, 3: gote).
struct JkfSpecial {
  std::string_view name;    // "TORYO"
  std::string_view ending;  // "resign"
  int winner_rel;
};
const JkfSpecial* find_jkf_special(std::string_view name);
// The special for a Record ending ("" when JKF has none); `winner` and `side_to_move` (1 or 2)
// choose between +ILLEGAL_ACTION and -ILLEGAL_ACTION.
std::string_view jkf_special_for(std::string_view ending, int winner, int side_to_move);

}  // namespace regalia::showgit
