#include "core/showgit/rules/names.h"

namespace regalia::showgit {

std::string_view piece_name(Color owner, PieceType pt) {
  switch (pt) {
    case KING: return owner == BLACK ? "STAR" : "TIME";
    case GOLD: return "MIKE";
    case SILVER: return "ALPHA";
    case PRO_SILVER: return "NEO-ALPHA";
    case KNIGHT: return "YANKEE";
    case PRO_KNIGHT: return "NEO-YANKEE";
    case LANCE: return "LIMA";
    case PRO_LANCE: return "NEO-LIMA";
    case BISHOP: return "VICTOR";
    case HORSE: return "NEO-VICTOR";
    case ROOK: return "TANGO";
    case DRAGON: return "NEO-TANGO";
    case PAWN: return "UNIFORM";
    case PRO_PAWN: return "NEO-UNIFORM";
    default: return "";
  }
}

std::string_view piece_sfen(Piece p) {
  static const char* const kBlack[] = {"", "P", "L", "N", "S", "B", "R", "G", "K", "+P", "+L", "+N", "+S", "+B", "+R"};
  static const char* const kWhite[] = {"", "p", "l", "n", "s", "b", "r", "g", "k", "+p", "+l", "+n", "+s", "+b", "+r"};
  const PieceType pt = type_of(p);
  if (!p || pt > DRAGON) return "";
  return color_of(p) == BLACK ? kBlack[pt] : kWhite[pt];
}

namespace {
constexpr Direction kPawn[] = {{0, 1, false}};
constexpr Direction kLance[] = {{0, 1, true}};
constexpr Direction kKnight[] = {{-1, 2, false}, {1, 2, false}};
constexpr Direction kSilver[] = {{-1, 1, false}, {0, 1, false}, {1, 1, false}, {-1, -1, false}, {1, -1, false}};
constexpr Direction kGold[] = {{-1, 1, false}, {0, 1, false}, {1, 1, false}, {-1, 0, false}, {1, 0, false}, {0, -1, false}};
constexpr Direction kKing[] = {{-1, 1, false}, {0, 1, false}, {1, 1, false}, {-1, 0, false},
                               {1, 0, false},  {-1, -1, false}, {0, -1, false}, {1, -1, false}};
constexpr Direction kBishop[] = {{-1, 1, true}, {1, 1, true}, {-1, -1, true}, {1, -1, true}};
constexpr Direction kRook[] = {{0, 1, true}, {-1, 0, true}, {1, 0, true}, {0, -1, true}};
constexpr Direction kHorse[] = {{-1, 1, true}, {1, 1, true}, {-1, -1, true}, {1, -1, true},
                                {0, 1, false}, {-1, 0, false}, {1, 0, false}, {0, -1, false}};
constexpr Direction kDragon[] = {{0, 1, true},   {-1, 0, true}, {1, 0, true},   {0, -1, true},
                                 {-1, 1, false}, {1, 1, false}, {-1, -1, false}, {1, -1, false}};
}  // namespace

std::span<const Direction> piece_directions(PieceType pt) {
  switch (pt) {
    case PAWN: return kPawn;
    case LANCE: return kLance;
    case KNIGHT: return kKnight;
    case SILVER: return kSilver;
    case GOLD: case PRO_PAWN: case PRO_LANCE: case PRO_KNIGHT: case PRO_SILVER: return kGold;
    case KING: return kKing;
    case BISHOP: return kBishop;
    case ROOK: return kRook;
    case HORSE: return kHorse;
    case DRAGON: return kDragon;
    default: return {};
  }
}

}  // namespace regalia::showgit
