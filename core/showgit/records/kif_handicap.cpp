// 手合割 (handicaps): the table of handicap names and their start positions, shared by the KIF
// reader and writer through handicap_sfen / handicap_name (kif.h).
#include "core/showgit/records/kif.h"

#include <iterator>
#include <string>
#include <vector>

#include "core/showgit/rules/position.h"

namespace regalia::showgit {
namespace {

struct Handicap {
  std::string_view id;    // the API's name for it (docs/showgit.md, Handicaps)
  std::string_view name;  // the KIF 手合割 name
  std::string_view sfen;  // the giver's half of the board only, except for 平手
};
constexpr std::string_view kBlackHalf = "/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
constexpr Handicap kHandicaps[] = {
    {"even", "平手", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"},
    {"lance", "香落ち", "lnsgkgsn1/1r5b1/ppppppppp"},
    {"right-lance", "右香落ち", "1nsgkgsnl/1r5b1/ppppppppp"},
    {"bishop", "角落ち", "lnsgkgsnl/1r7/ppppppppp"},
    {"rook", "飛車落ち", "lnsgkgsnl/7b1/ppppppppp"},
    {"rook-lance", "飛香落ち", "lnsgkgsn1/7b1/ppppppppp"},
    {"two-pieces", "二枚落ち", "lnsgkgsnl/9/ppppppppp"},
    {"three-pieces", "三枚落ち", "lnsgkgsn1/9/ppppppppp"},
    {"four-pieces", "四枚落ち", "1nsgkgsn1/9/ppppppppp"},
    {"five-pieces", "五枚落ち", "2sgkgsn1/9/ppppppppp"},
    {"left-five-pieces", "左五枚落ち", "1nsgkgs2/9/ppppppppp"},
    {"six-pieces", "六枚落ち", "2sgkgs2/9/ppppppppp"},
    {"left-seven-pieces", "左七枚落ち", "2sgkg3/9/ppppppppp"},
    {"right-seven-pieces", "右七枚落ち", "3gkgs2/9/ppppppppp"},
    {"eight-pieces", "八枚落ち", "3gkg3/9/ppppppppp"},
    {"ten-pieces", "十枚落ち", "4k4/9/ppppppppp"},
};

std::string full_handicap_sfen(const Handicap& h) {
  return h.sfen.size() > 40 ? std::string(h.sfen) : std::string(h.sfen) + std::string(kBlackHalf);
}

}  // namespace

std::string_view handicap_sfen(std::string_view name) {
  static const std::vector<std::string> full = [] {
    std::vector<std::string> v;
    for (const Handicap& h : kHandicaps) v.push_back(full_handicap_sfen(h));
    return v;
  }();
  for (size_t i = 0; i < std::size(kHandicaps); ++i)
    if (kHandicaps[i].name == name) return full[i];
  return "";
}

std::vector<HandicapStart> handicaps() {
  std::vector<HandicapStart> out;
  for (const Handicap& h : kHandicaps)
    if (h.id != "even") out.push_back({h.id, h.name, handicap_sfen(h.name)});
  return out;
}

std::string_view handicap_name(std::string_view sfen) {
  Position pos;
  if (pos.set_sfen(sfen)) return "";
  const std::string canonical = pos.sfen();
  for (const Handicap& h : kHandicaps)
    if (handicap_sfen(h.name) == canonical) return h.name;
  return "";
}

}  // namespace regalia::showgit
