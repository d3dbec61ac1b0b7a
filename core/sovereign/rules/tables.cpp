#include "core/sovereign/rules/tables.h"

#include <cstdlib>

namespace regalia::sovereign {

const char* const kColourNames[kColours] = {"White",  "Ash",   "Slate", "Black", "Pink", "Red",
                                            "Orange", "Yellow", "Green", "Cyan", "Navy", "Violet"};

namespace {

constexpr int kDirFile[8] = {0, 0, 1, -1, 1, -1, 1, -1};
constexpr int kDirRank[8] = {1, -1, 0, 0, 1, 1, -1, -1};
// One square of each colour (the other is 255 - sq): file, rank (0-based).
constexpr int kColourSquare[kColours][2] = {
    {7, 8},   // white h9
    {6, 6},   // ash g7
    {9, 6},   // slate j7
    {7, 7},   // black h8
    {8, 5},   // pink i6
    {11, 4},  // red l5
    {10, 7},  // orange k8
    {10, 5},  // yellow k6
    {5, 5},   // green f6
    {5, 7},   // cyan f8
    {4, 4},   // navy e5
    {7, 5},   // violet h6
};

bool on_board(int f, int r) { return f >= 0 && f < 16 && r >= 0 && r < 16; }
int dist2(int x) { return std::abs(2 * x - 15); }  // twice the distance to the brown line

uint64_t splitmix(uint64_t& s) {
  uint64_t z = (s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace

Tables::Tables() {
  for (int s = 0; s < kSquares; ++s) square_colour[s] = kNoColour;
  for (int c = 0; c < kColours; ++c) {
    Square a = make_square(kColourSquare[c][0], kColourSquare[c][1]);
    colour_square[c][0] = uint8_t(a);
    colour_square[c][1] = uint8_t(other_square(a));
    square_colour[a] = uint8_t(c);
    square_colour[other_square(a)] = uint8_t(c);
  }
  for (int s = 0; s < kSquares; ++s) {
    int f = file_of(s), r = rank_of(s);
    int m = f;
    if (15 - f < m) m = 15 - f;
    if (r < m) m = r;
    if (15 - r < m) m = 15 - r;
    ring[s] = uint8_t(1 + m);
    in_zone[s] = f >= 6 && f <= 9 && r >= 6 && r <= 9;
    for (int d = 0; d < kDirections; ++d) {
      int n = 0;
      for (int k = 1; k <= 8; ++k) {
        int ff = f + k * kDirFile[d], rr = r + k * kDirRank[d];
        if (!on_board(ff, rr)) break;
        ray[s][d][n++] = uint8_t(make_square(ff, rr));
      }
      ray_len[s][d] = uint8_t(n);
    }
    static constexpr int kn[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    knight_n[s] = 0;
    for (auto& o : kn)
      if (on_board(f + o[0], r + o[1])) knight[s][knight_n[s]++] = uint8_t(make_square(f + o[0], r + o[1]));
    king_n[s] = 0;
    for (int d = 0; d < kDirections; ++d)
      if (on_board(f + kDirFile[d], r + kDirRank[d]))
        king[s][king_n[s]++] = uint8_t(make_square(f + kDirFile[d], r + kDirRank[d]));
    // Pawn steps: orthogonal, strictly closer to that axis's brown line.
    pawn_step_n[s] = 0;
    for (int d = 0; d < 4; ++d) {
      int ff = f + kDirFile[d], rr = r + kDirRank[d];
      if (!on_board(ff, rr)) continue;
      bool closer = kDirFile[d] ? dist2(ff) < dist2(f) : dist2(rr) < dist2(r);
      if (closer) pawn_step[s][pawn_step_n[s]++] = uint8_t(make_square(ff, rr));
    }
    // Double step from rings 1-2, away from every nearest edge.
    pawn_double_n[s] = 0;
    if (ring[s] <= 2) {
      // Moving N goes away from the bottom edge (distance r), S from the top, E from the left...
      int away[4] = {r, 15 - r, f, 15 - f};
      for (int d = 0; d < 4; ++d) {
        if (away[d] != m) continue;
        int f1 = f + kDirFile[d], r1 = r + kDirRank[d], f2 = f + 2 * kDirFile[d], r2 = r + 2 * kDirRank[d];
        pawn_double[s][pawn_double_n[s]][0] = uint8_t(make_square(f1, r1));
        pawn_double[s][pawn_double_n[s]][1] = uint8_t(make_square(f2, r2));
        ++pawn_double_n[s];
      }
    }
    pawn_capture_n[s] = 0;
    for (int d = 4; d < 8; ++d) {
      int ff = f + kDirFile[d], rr = r + kDirRank[d];
      if (!on_board(ff, rr)) continue;
      if (dist2(ff) < dist2(f) || dist2(rr) < dist2(r))
        pawn_capture[s][pawn_capture_n[s]++] = uint8_t(make_square(ff, rr));
    }
  }
  for (int s = 0; s < kSquares; ++s) pawn_attacker_n[s] = 0;
  for (int s = 0; s < kSquares; ++s)
    for (int i = 0; i < pawn_capture_n[s]; ++i) {
      int t = pawn_capture[s][i];
      pawn_attacker[t][pawn_attacker_n[t]++] = uint8_t(s);
    }
  uint64_t seed = 0x50564552454947ull;  // fixed seed: keys are identical on every run
  for (auto& row : z_piece)
    for (auto& k : row) k = splitmix(seed);
  z_side = splitmix(seed);
  for (auto& row : z_owned)
    for (auto& k : row) k = splitmix(seed);
  for (auto& k : z_castling) k = splitmix(seed);
}

const Tables g_tables;

}  // namespace regalia::sovereign
