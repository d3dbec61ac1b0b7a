#include "core/showgit/records/jkf_tables.h"

#include <iterator>

namespace regalia::showgit {
namespace {

constexpr std::string_view kKinds[] = {"", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU",
                                       "TO", "NY", "NK", "NG", "UM", "RY"};

struct Preset {
  std::string_view preset;
  std::string_view handicap;  // the KIF 手合割 name (kif.h handicap_sfen)
};
constexpr Preset kPresets[] = {
    {"HIRATE", "平手"},   {"KY", "香落ち"},     {"KY_R", "右香落ち"}, {"KA", "角落ち"},
    {"HI", "飛車落ち"},   {"HIKY", "飛香落ち"}, {"2", "二枚落ち"},    {"3", "三枚落ち"},
    {"4", "四枚落ち"},    {"5", "五枚落ち"},    {"5_L", "左五枚落ち"}, {"6", "六枚落ち"},
    {"7_L", "左七枚落ち"}, {"7_R", "右七枚落ち"}, {"8", "八枚落ち"},  {"10", "十枚落ち"},
};

struct HeaderKey {
  std::string_view jkf;
  std::string_view record;
};
constexpr HeaderKey kHeaderKeys[] = {
    {"開始日時", "start-time"}, {"終了日時", "end-time"}, {"棋戦", "event"},   {"場所", "site"},
    {"持ち時間", "time-control"}, {"戦型", "opening"},     {"表題", "title"},   {"備考", "note"},
    {"先手", "sente"},          {"下手", "sente"},        {"後手", "gote"},    {"上手", "gote"},
};

// CSA V2.2's endings (and MAX_MOVES, from V3, which tsshogi writes).
constexpr JkfSpecial kSpecials[] = {
    {"TORYO", "resign", -1},        {"TSUMI", "mate", -1},           {"TIME_UP", "time-up", -1},
    {"SENNICHITE", "repetition", 0}, {"KACHI", "impasse", 1},         {"JISHOGI", "impasse-draw", 0},
    {"HIKIWAKE", "draw", 0},        {"CHUDAN", "abort", 0},          {"MAX_MOVES", "max-moves", 0},
    {"ILLEGAL_MOVE", "illegal-move", -1}, {"+ILLEGAL_ACTION", "illegal-move", 3},
    {"-ILLEGAL_ACTION", "illegal-move", 2}, {"FUZUMI", "no-mate", 0}, {"ERROR", "error", 0},
};

}  // namespace

std::string_view jkf_kind(PieceType pt) { return pt < std::size(kKinds) ? kKinds[pt] : ""; }

PieceType jkf_kind_type(std::string_view kind) {
  for (size_t i = 1; i < std::size(kKinds); ++i)
    if (kKinds[i] == kind) return PieceType(i);
  return kNoPieceType;
}

std::string_view jkf_preset_handicap(std::string_view preset) {
  for (const Preset& p : kPresets)
    if (p.preset == preset) return p.handicap;
  return "";
}

std::string_view jkf_handicap_preset(std::string_view handicap) {
  for (const Preset& p : kPresets)
    if (p.handicap == handicap) return p.preset;
  return "";
}

std::string jkf_header_to_record(std::string_view key) {
  for (const HeaderKey& k : kHeaderKeys)
    if (k.jkf == key) return std::string(k.record);
  return std::string(key);
}

std::string jkf_header_from_record(std::string_view key, bool handicapped) {
  if (key == "sente") return handicapped ? "下手" : "先手";
  if (key == "gote") return handicapped ? "上手" : "後手";
  for (const HeaderKey& k : kHeaderKeys)
    if (k.record == key) return std::string(k.jkf);
  return std::string(key);
}

const JkfSpecial* find_jkf_special(std::string_view name) {
  for (const JkfSpecial& s : kSpecials)
    if (s.name == name) return &s;
  return nullptr;
}

std::string_view jkf_special_for(std::string_view ending, int winner, int side_to_move) {
  // A perpetual check loses for the side giving it: JKF has no special of its own for it, so it
  // is written as that side's illegal action (KIF's 反則負け).
  if (ending == "illegal-move" || ending == "perpetual-check") {
    if (ending == "perpetual-check" && winner == 0) winner = side_to_move;
    return winner == 1 ? "-ILLEGAL_ACTION" : winner == 2 ? "+ILLEGAL_ACTION" : "ILLEGAL_MOVE";
  }
  for (const JkfSpecial& s : kSpecials)
    if (s.ending == ending) return s.name;
  return "";
}

}  // namespace regalia::showgit
