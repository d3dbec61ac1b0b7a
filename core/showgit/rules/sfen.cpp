// SFEN reading (with validation) and writing.
#include <cstdio>
#include <string>
#include <vector>

#include "core/showgit/rules/position.h"
#include "core/showgit/rules/usi.h"

namespace regalia::showgit {

namespace {

// SFEN letter of a piece type (unpromoted form), upper case.
constexpr char kLetters[] = " PLNSBRGK";

PieceType type_from_letter(char c) {
  switch (c >= 'a' ? char(c - 32) : c) {
    case 'P': return kPawn;
    case 'L': return kLance;
    case 'N': return kKnight;
    case 'S': return kSilver;
    case 'B': return kBishop;
    case 'R': return kRook;
    case 'G': return kGold;
    case 'K': return kKing;
    default: return kNoPieceType;
  }
}

std::vector<std::string_view> split(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i] == ' ') ++i;
    size_t j = i;
    while (j < s.size() && s[j] != ' ') ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

Error err(const char* code, std::string msg) { return Error(code, std::move(msg)); }

}  // namespace

Error Position::set_sfen(std::string_view text) {
  if (text == "startpos") text = kStartSfen;
  const std::vector<std::string_view> f = split(text);
  if (f.size() < 3 || f.size() > 4)
    return err("bad-sfen", "an SFEN has 3 or 4 fields (board, side, hands, move number), got " +
                               std::to_string(f.size()));
  // Parse into a scratch copy so *this is unchanged on error.
  Position p(*this);
  p.clear();
  // Board: ranks a..i, each from file 9 down to file 1.
  int rank = 0, file = 8;
  bool promoted = false;
  for (char c : f[0]) {
    if (c == '/') {
      if (promoted) return err("unknown-piece", "'+' must be followed by a piece letter");
      if (file != -1)
        return err("bad-rank-length", "rank " + std::string(1, char('a' + rank)) + " does not have 9 squares");
      if (++rank > 8) return err("bad-rank-count", "the board has more than 9 ranks");
      file = 8;
    } else if (c >= '1' && c <= '9') {
      if (promoted) return err("unknown-piece", "'+' must be followed by a piece letter");
      file -= c - '0';
      if (file < -1)
        return err("bad-rank-length", "rank " + std::string(1, char('a' + rank)) + " has more than 9 squares");
    } else if (c == '+') {
      if (promoted) return err("unknown-piece", "'++' is not a piece");
      promoted = true;
    } else {
      PieceType pt = type_from_letter(c);
      if (pt == kNoPieceType) return err("unknown-piece", std::string("unknown piece letter '") + c + "'");
      if (promoted) {
        if (!can_promote(pt)) return err("unknown-piece", std::string("'+") + c + "' cannot be promoted");
        pt = PieceType(pt + kPromoted);
        promoted = false;
      }
      if (file < 0)
        return err("bad-rank-length", "rank " + std::string(1, char('a' + rank)) + " has more than 9 squares");
      const Color col = c >= 'a' ? kWhite : kBlack;
      const Square s = make_square(file, rank);
      if (pt == kKing) {
        if (p.king_[col] != kNoSquare)
          return err("too-many-kings", std::string(col == kBlack ? "the first" : "the second") + " player has more than one king");
        p.king_[col] = s;
      }
      p.put_piece(make_piece(col, pt), s);
      --file;
    }
  }
  if (promoted) return err("unknown-piece", "'+' must be followed by a piece letter");
  if (file != -1)
    return err("bad-rank-length", "rank " + std::string(1, char('a' + rank)) + " does not have 9 squares");
  if (rank != 8) return err("bad-rank-count", "the board needs 9 ranks, got " + std::to_string(rank + 1));

  if (f[1] == "b") p.side_ = kBlack;
  else if (f[1] == "w") p.side_ = kWhite;
  else return err("bad-side-to-move", "side to move must be 'b' or 'w', got '" + std::string(f[1]) + "'");

  if (f[2] != "-") {
    int count = 0;
    bool have_count = false;
    for (char c : f[2]) {
      if (c >= '0' && c <= '9') {
        count = count * 10 + (c - '0');
        have_count = true;
        if (count > 99) return err("bad-hand", "hand count too large");
        continue;
      }
      const PieceType pt = type_from_letter(c);
      if (pt == kNoPieceType || pt == kKing)
        return err("bad-hand", std::string("'") + c + "' is not a piece that can be in hand");
      if (have_count && count == 0) return err("bad-hand", "a hand count of 0");
      const int n = have_count ? count : 1;
      const Color col = c >= 'a' ? kWhite : kBlack;
      if (p.hand_[col][pt] + n > 18) return err("too-many-pieces", "too many pieces in hand");
      p.hand_[col][pt] = uint8_t(p.hand_[col][pt] + n);
      count = 0;
      have_count = false;
    }
    if (have_count) return err("bad-hand", "hand ends with a count and no piece");
    if (f[2].empty()) return err("bad-hand", "empty hand field");
  }

  if (f.size() == 4) {
    const std::string_view n = f[3];
    if (n.empty() || n.size() > 6) return err("bad-ply", "move number must be a positive whole number");
    int v = 0;
    for (char c : n) {
      if (c < '0' || c > '9') return err("bad-ply", "move number must be a positive whole number, got '" + std::string(n) + "'");
      v = v * 10 + (c - '0');
    }
    if (v < 1) return err("bad-ply", "move number must be at least 1");
    p.move_number_ = v;
  }

  if (Error e = p.validate()) return e;

  // Commit: copy placement, then set up the root state.
  copy_placement(p);
  states_[0] = StateInfo();
  uint64_t bkey = 0, hkey = 0;
  for (Square s = 0; s < 81; ++s)
    if (board_[s]) bkey ^= zobrist::psq[board_[s]][s];
  for (int c = 0; c < 2; ++c)
    for (int t = kPawn; t <= kGold; ++t) hkey += zobrist::hand[c][t] * hand_[c][t];
  states_[0].board_key = bkey;
  states_[0].hand_key = hkey;
  states_[0].key = bkey ^ hkey ^ uint64_t(side_);
  update_check_info();
  return {};
}

Error Position::validate() const {
  static const char* const kNames[] = {"", "pawn", "lance", "knight", "silver", "bishop", "rook", "gold", "king"};
  static const int kMax[] = {0, 18, 4, 4, 4, 2, 2, 4, 2};
  int total[9] = {};
  for (Square s = 0; s < 81; ++s) {
    const Piece pc = board_[s];
    if (!pc) continue;
    const PieceType pt = type_of(pc);
    total[base_type(pt)]++;
    const int rr = relative_rank(color_of(pc), rank_of(s));
    if (((pt == kPawn || pt == kLance) && rr == 0) || (pt == kKnight && rr <= 1)) {
      return Error("dead-piece", std::string("the ") + kNames[pt] + " on " + usi_square(s) + " can never move");
    }
  }
  for (int c = 0; c < 2; ++c) {
    const Bitboard pawns = pieces(Color(c), kPawn);
    for (int fl = 0; fl < 9; ++fl)
      if ((pawns & tables::file_mask[fl]).more_than_one())
        return Error("nifu", std::string("two unpromoted pawns of one player on file ") + char('1' + fl));
    for (int t = kPawn; t <= kGold; ++t) total[t] += hand_[c][t];
  }
  for (int t = kPawn; t <= kKing; ++t)
    if (total[t] > kMax[t])
      return Error("too-many-pieces", std::to_string(total[t]) + " " + kNames[t] + "s (the set holds " +
                                          std::to_string(kMax[t]) + ")");
  const Square ek = king_[~side_];
  if (ek != kNoSquare && attacked(side_, ek, occ_))
    return Error("king-can-be-captured", "the side to move can capture the other king");
  return {};
}

std::string Position::sfen() const {
  std::string s;
  for (int r = 0; r < 9; ++r) {
    int empty = 0;
    for (int fl = 8; fl >= 0; --fl) {
      const Piece pc = board_[make_square(fl, r)];
      if (!pc) {
        ++empty;
        continue;
      }
      if (empty) s += char('0' + empty);
      empty = 0;
      const PieceType pt = type_of(pc);
      if (is_promoted(pt)) s += '+';
      char l = kLetters[base_type(pt)];
      s += color_of(pc) == kWhite ? char(l + 32) : l;
    }
    if (empty) s += char('0' + empty);
    if (r < 8) s += '/';
  }
  s += side_ == kBlack ? " b " : " w ";
  static const PieceType kOrder[] = {kRook, kBishop, kGold, kSilver, kKnight, kLance, kPawn};
  bool any = false;
  for (int c = 0; c < 2; ++c)
    for (PieceType pt : kOrder) {
      const int n = hand_[c][pt];
      if (!n) continue;
      any = true;
      if (n > 1) s += std::to_string(n);
      s += c == kWhite ? char(kLetters[pt] + 32) : kLetters[pt];
    }
  if (!any) s += '-';
  s += ' ';
  s += std::to_string(move_number_);
  return s;
}

}  // namespace regalia::showgit
