#include "core/showgit/rules/names.h"

namespace regalia::showgit {

std::string_view piece_name(Color owner, PieceType pt) {
  switch (pt) {
    case kKing: return owner == kBlack ? "STAR" : "TIME";
    case kGold: return "MIKE";
    case kSilver: return "ALPHA";
    case kProSilver: return "NEO-ALPHA";
    case kKnight: return "YANKEE";
    case kProKnight: return "NEO-YANKEE";
    case kLance: return "LIMA";
    case kProLance: return "NEO-LIMA";
    case kBishop: return "VICTOR";
    case kHorse: return "NEO-VICTOR";
    case kRook: return "TANGO";
    case kDragon: return "NEO-TANGO";
    case kPawn: return "UNIFORM";
    case kProPawn: return "NEO-UNIFORM";
    default: return "";
  }
}

std::string_view piece_sfen(Piece p) {
  static const char* const kBlackLetters[] = {"", "P", "L", "N", "S", "B", "R", "G", "K", "+P", "+L", "+N", "+S", "+B", "+R"};
  static const char* const kWhiteLetters[] = {"", "p", "l", "n", "s", "b", "r", "g", "k", "+p", "+l", "+n", "+s", "+b", "+r"};
  const PieceType pt = type_of(p);
  if (!p || pt > kDragon) return "";
  return color_of(p) == kBlack ? kBlackLetters[pt] : kWhiteLetters[pt];
}

namespace {
constexpr Direction kPawnSteps[] = {{0, 1, false}};
constexpr Direction kLanceSteps[] = {{0, 1, true}};
constexpr Direction kKnightSteps[] = {{-1, 2, false}, {1, 2, false}};
constexpr Direction kSilverSteps[] = {{-1, 1, false}, {0, 1, false}, {1, 1, false}, {-1, -1, false}, {1, -1, false}};
constexpr Direction kGoldSteps[] = {{-1, 1, false}, {0, 1, false}, {1, 1, false}, {-1, 0, false}, {1, 0, false}, {0, -1, false}};
constexpr Direction kKingSteps[] = {{-1, 1, false}, {0, 1, false}, {1, 1, false}, {-1, 0, false},
                               {1, 0, false},  {-1, -1, false}, {0, -1, false}, {1, -1, false}};
constexpr Direction kBishopSteps[] = {{-1, 1, true}, {1, 1, true}, {-1, -1, true}, {1, -1, true}};
constexpr Direction kRookSteps[] = {{0, 1, true}, {-1, 0, true}, {1, 0, true}, {0, -1, true}};
constexpr Direction kHorseSteps[] = {{-1, 1, true}, {1, 1, true}, {-1, -1, true}, {1, -1, true},
                                {0, 1, false}, {-1, 0, false}, {1, 0, false}, {0, -1, false}};
constexpr Direction kDragonSteps[] = {{0, 1, true},   {-1, 0, true}, {1, 0, true},   {0, -1, true},
                                 {-1, 1, false}, {1, 1, false}, {-1, -1, false}, {1, -1, false}};
}  // namespace

std::span<const Direction> piece_directions(PieceType pt) {
  switch (pt) {
    case kPawn: return kPawnSteps;
    case kLance: return kLanceSteps;
    case kKnight: return kKnightSteps;
    case kSilver: return kSilverSteps;
    case kGold: case kProPawn: case kProLance: case kProKnight: case kProSilver: return kGoldSteps;
    case kKing: return kKingSteps;
    case kBishop: return kBishopSteps;
    case kRook: return kRookSteps;
    case kHorse: return kHorseSteps;
    case kDragon: return kDragonSteps;
    default: return {};
  }
}

}  // namespace regalia::showgit
