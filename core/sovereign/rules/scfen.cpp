// SCFEN (spec 5.1): reading and writing position strings.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "core/sovereign/rules/notation.h"
#include "core/sovereign/rules/position.h"
#include "core/sovereign/rules/tables.h"

namespace regalia::sovereign {

namespace {

int colour_index(char c) {
  const char* p = c ? std::strchr(kColourLetters, c) : nullptr;
  return p ? int(p - kColourLetters) : -1;
}
int type_index(char c) {
  const char* p = c && c != ' ' ? std::strchr(kTypeLetters, c) : nullptr;
  return p ? int(p - kTypeLetters) : -1;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) {
      out.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  return out;
}

bool parse_number(std::string_view s, long max, long& out) {
  if (s.empty() || s.size() > 9) return false;
  out = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    out = out * 10 + (c - '0');
  }
  return out <= max;
}

}  // namespace

Error Position::set_scfen(std::string_view text) {
  std::vector<std::string_view> fields;
  for (auto f : split(text, ' '))
    if (!f.empty()) fields.push_back(f);
  if (fields.size() != 7)
    return {"bad-field-count", "SCFEN needs 7 space-separated fields, got " + std::to_string(fields.size())};

  Piece board[kSquares] = {};
  auto ranks = split(fields[0], '/');
  if (ranks.size() != 16)
    return {"bad-board", "the board needs 16 ranks separated by '/', got " + std::to_string(ranks.size())};
  for (int i = 0; i < 16; ++i) {
    const int rank = 15 - i;
    std::string_view r = ranks[i];
    int file = 0;
    bool last_was_run = false;
    size_t k = 0;
    while (k < r.size()) {
      char c = r[k];
      if (c >= '0' && c <= '9') {
        if (last_was_run)
          return {"bad-board", "two adjacent empty runs on rank " + std::to_string(rank + 1)};
        int n = 0;
        // Clamped: a long digit run must give bad-rank-length, not int overflow (found by scfen_fuzz).
        while (k < r.size() && r[k] >= '0' && r[k] <= '9') n = std::min(n * 10 + (r[k++] - '0'), 1000);
        if (n < 1 || n > 16 || file + n > 16)
          return {"bad-rank-length", "rank " + std::to_string(rank + 1) + " does not have 16 squares"};
        file += n;
        last_was_run = true;
      } else {
        if (k + 1 >= r.size())
          return {"unknown-piece", "incomplete piece '" + std::string(r.substr(k)) + "' on rank " +
                                       std::to_string(rank + 1)};
        int col = colour_index(c), ty = type_index(r[k + 1]);
        if (col < 0 || ty <= 0)
          return {"unknown-piece", "unknown piece '" + std::string(r.substr(k, 2)) + "' on rank " +
                                       std::to_string(rank + 1)};
        if (file >= 16)
          return {"bad-rank-length", "rank " + std::to_string(rank + 1) + " has more than 16 squares"};
        board[make_square(file, rank)] = make_piece(col, ty);
        ++file;
        k += 2;
        last_was_run = false;
      }
    }
    if (file != 16)
      return {"bad-rank-length", "rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                                     " squares instead of 16"};
  }

  Player stm;
  if (fields[1] == "1")
    stm = kP1;
  else if (fields[1] == "2")
    stm = kP2;
  else
    return {"bad-side-to-move", "side to move must be 1 or 2, got '" + std::string(fields[1]) + "'"};

  uint8_t owned[2];
  for (int p = 0; p < 2; ++p) {
    std::string_view f = fields[2 + p];
    int c = f.size() == 1 ? colour_index(f[0]) : -1;
    if (c < 0)
      return {"bad-colour", "owned colour of player " + std::to_string(p + 1) + " must be one of " +
                                std::string(kColourLetters) + ", got '" + std::string(f) + "'"};
    owned[p] = uint8_t(c);
  }
  if (owned[0] == owned[1]) return {"bad-colour", "both players cannot own the same colour"};

  uint8_t castling = 0;
  if (fields[4] != "-") {
    const char* order = "CELNceln";
    int pos = 0;
    for (char c : fields[4]) {
      const char* p = std::strchr(order + pos, c);
      if (!c || !p)
        return {"bad-castling", "castling field must be '-' or letters from CELNceln in that order, got '" +
                                    std::string(fields[4]) + "'"};
      pos = int(p - order) + 1;
      castling |= uint8_t(1u << (p - order));
    }
  }

  long half, full;
  if (!parse_number(fields[5], 100000, half))
    return {"bad-clock", "half-move clock must be a whole number, got '" + std::string(fields[5]) + "'"};
  if (!parse_number(fields[6], 100000, full) || full < 1)
    return {"bad-clock", "full-move number must be a whole number from 1, got '" + std::string(fields[6]) + "'"};

  // Validity (spec 5.1).
  const Tables& T = g_tables;
  int kings[2] = {0, 0};
  Square king_sq[2] = {0, 0};
  for (int s = 0; s < kSquares; ++s) {
    Piece p = board[s];
    if (!p) continue;
    if (T.square_colour[s] == colour_of(p))
      return {"piece-on-own-colour", "the piece on " + square_to_string(s) + " stands on a square of its own colour"};
    if (type_of(p) == kPawn && T.in_zone[s])
      return {"pawn-in-centre", "a pawn stands on " + square_to_string(s) + " inside the central 4x4"};
    if (type_of(p) == kKing) {
      int who = colour_of(p) == owned[0] ? 0 : colour_of(p) == owned[1] ? 1 : -1;
      if (who < 0)
        return {"bad-kings", "the king on " + square_to_string(s) + " is not of an owned colour"};
      ++kings[who];
      king_sq[who] = s;
    }
  }
  for (int p = 0; p < 2; ++p)
    if (kings[p] != 1)
      return {"bad-kings", "player " + std::to_string(p + 1) + " needs exactly one king of the owned colour, found " +
                               std::to_string(kings[p])};
  for (int c = 0; c < kColours; ++c)
    if (board[T.colour_square[c][0]] && board[T.colour_square[c][1]])
      return {"both-squares-occupied", "both " + std::string(kColourNames[c]) + " squares are occupied"};
  for (int b = 0; b < 8; ++b) {
    if (!(castling & (1u << b))) continue;
    const int p = b < 4 ? 0 : 1;
    if (king_sq[p] != kKingHome[p] || type_of(board[castle_rook_square(b)]) != kRook)
      return {"bad-castling", "castling right " + std::string(1, "CELNceln"[b]) +
                                  " needs the king on its home square and a rook on " +
                                  square_to_string(castle_rook_square(b))};
  }

  // Accepted: install.
  clear();
  for (int s = 0; s < kSquares; ++s)
    if (board[s]) put(s, board[s]);
  StateInfo& s = st();
  s.owned[0] = owned[0];
  s.owned[1] = owned[1];
  s.king[0] = uint8_t(king_sq[0]);
  s.king[1] = uint8_t(king_sq[1]);
  s.castling = castling;
  s.halfmove = uint16_t(half);
  stm_ = stm;
  fullmove_ = int(full);
  s.key = compute_key();
  refresh_control(s);
  return {};
}

std::string Position::scfen_identity() const {
  std::string out;
  for (int rank = 15; rank >= 0; --rank) {
    int run = 0;
    for (int file = 0; file < 16; ++file) {
      Piece p = board_[make_square(file, rank)];
      if (!p) {
        ++run;
        continue;
      }
      if (run) out += std::to_string(run);
      run = 0;
      out += kColourLetters[colour_of(p)];
      out += kTypeLetters[type_of(p)];
    }
    if (run) out += std::to_string(run);
    if (rank) out += '/';
  }
  out += stm_ == kP1 ? " 1 " : " 2 ";
  out += kColourLetters[st().owned[0]];
  out += ' ';
  out += kColourLetters[st().owned[1]];
  out += ' ';
  if (!st().castling) out += '-';
  for (int b = 0; b < 8; ++b)
    if (st().castling & (1u << b)) out += "CELNceln"[b];
  return out;
}

std::string Position::scfen() const {
  return scfen_identity() + ' ' + std::to_string(st().halfmove) + ' ' + std::to_string(fullmove_);
}

}  // namespace regalia::sovereign
