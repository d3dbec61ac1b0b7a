#include "tests/support/sovereign_reference.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace regalia::sovereign::reference {

namespace {

// Spec 1.3, written out again independently of tables.cpp.
const char* const kSquaresOf[kColours][2] = {
    {"h9", "i8"}, {"g7", "j10"}, {"j7", "g10"}, {"h8", "i9"},  {"i6", "h11"}, {"l5", "e12"},
    {"k8", "f9"}, {"k6", "f11"}, {"f6", "k11"}, {"f8", "k9"}, {"e5", "l12"}, {"h6", "i11"}};

struct Sq {
  int f, r;
  bool operator==(const Sq& o) const { return f == o.f && r == o.r; }
};

Sq named(const char* n) { return {n[0] - 'a', std::atoi(n + 1) - 1}; }
std::string name(Sq s) { return std::string(1, char('a' + s.f)) + std::to_string(s.r + 1); }
bool on(int f, int r) { return f >= 0 && f < 16 && r >= 0 && r < 16; }

struct ColourMap {
  int colour[16][16];
  Sq squares[kColours][2];
  ColourMap() {
    for (auto& row : colour)
      for (int& c : row) c = -1;
    for (int c = 0; c < kColours; ++c)
      for (int k = 0; k < 2; ++k) {
        squares[c][k] = named(kSquaresOf[c][k]);
        colour[squares[c][k].f][squares[c][k].r] = c;
      }
  }
};
const ColourMap& colour_map() {
  static const ColourMap m;
  return m;
}
int square_colour(Sq s) { return colour_map().colour[s.f][s.r]; }
Sq other_of(Sq s) {
  const int c = square_colour(s);
  Sq a = colour_map().squares[c][0];
  return a == s ? colour_map().squares[c][1] : a;
}

struct Board {
  std::array<std::array<Piece, 16>, 16> at{};  // [file][rank]
  uint8_t owned[2];
  Piece& operator[](Sq s) { return at[s.f][s.r]; }
  Piece operator[](Sq s) const { return at[s.f][s.r]; }
};

void control_of(const Board& b, uint8_t out[kColours]) {
  for (int c = 0; c < kColours; ++c) {
    int cur = c;
    uint8_t who = kNobody;
    for (int steps = 0; steps <= kColours; ++steps) {
      if (cur == b.owned[0]) { who = kP1; break; }
      if (cur == b.owned[1]) { who = kP2; break; }
      Piece x = b[colour_map().squares[cur][0]], y = b[colour_map().squares[cur][1]];
      if (!x && !y) break;
      cur = colour_of(x ? x : y);
    }
    out[c] = who;  // a chain longer than 12 steps is a cycle: nobody
  }
}

int d(int x) { return std::abs(2 * x - 15); }

// Could the piece on `from` (any colour) capture on `to` by geometry and paths alone?
bool reaches(const Board& b, Sq from, Sq to) {
  const Piece p = b[from];
  const int df = to.f - from.f, dr = to.r - from.r;
  const int af = std::abs(df), ar = std::abs(dr);
  switch (type_of(p)) {
    case kKing: return std::max(af, ar) == 1;
    case kKnight: return (af == 1 && ar == 2) || (af == 2 && ar == 1);
    case kPawn: return af == 1 && ar == 1 && (d(to.f) < d(from.f) || d(to.r) < d(from.r));
    default: {
      const bool orth = (af == 0) != (ar == 0), diag = af == ar && af > 0;
      const int ty = type_of(p);
      if (!((orth && (ty == kQueen || ty == kRook)) || (diag && (ty == kQueen || ty == kBishop)))) return false;
      const int n = std::max(af, ar);
      if (n > 8) return false;
      const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
      for (int k = 1; k < n; ++k)
        if (b[Sq{from.f + k * sf, from.r + k * sr}]) return false;
      return true;
    }
  }
}

bool attacked(const Board& b, Sq s, int by) {
  uint8_t ctl[kColours];
  control_of(b, ctl);
  const int sc = square_colour(s);
  for (int f = 0; f < 16; ++f)
    for (int r = 0; r < 16; ++r) {
      const Piece p = b.at[f][r];
      if (!p || ctl[colour_of(p)] != by || colour_of(p) == sc) continue;
      if (reaches(b, Sq{f, r}, s)) return true;
    }
  return false;
}

Sq king_of(const Board& b, int player) {
  for (int f = 0; f < 16; ++f)
    for (int r = 0; r < 16; ++r)
      if (b.at[f][r] == make_piece(b.owned[player], kKing)) return {f, r};
  return {-1, -1};
}

struct Gen {
  Board b;
  int us, them;
  uint8_t ctl[kColours];
  std::vector<std::string> out;

  bool safe_after(const Board& nb) const {
    Sq k = king_of(nb, us);
    return k.f >= 0 && !attacked(nb, k, them);
  }
  bool lands(const Board& bd, Sq from, Sq to, int colour) const {
    const int sc = square_colour(to);
    if (sc < 0) return true;
    if (sc == colour) return false;
    const Sq o = other_of(to);
    return !bd[o] || o == from;
  }
  void try_move(Sq from, Sq to) {
    const Piece p = b[from];
    const int promo_zone = to.f >= 6 && to.f <= 9 && to.r >= 6 && to.r <= 9;
    if (type_of(p) == kPawn && promo_zone) {
      const char* letters = "QRBNK";
      const int types[] = {kQueen, kRook, kBishop, kKnight, kKing};
      for (int i = 0; i < 5; ++i) {
        Board nb = b;
        nb[from] = kEmpty;
        nb[to] = make_piece(colour_of(p), types[i]);
        if (types[i] == kKing) {
          nb[king_of(b, us)] = kEmpty;
          nb.owned[us] = uint8_t(colour_of(p));
        }
        if (safe_after(nb)) out.push_back(name(from) + name(to) + "=" + letters[i]);
      }
      return;
    }
    Board nb = b;
    nb[from] = kEmpty;
    nb[to] = p;
    if (safe_after(nb)) out.push_back(name(from) + name(to));
  }
  // Target square ok for a normal move or capture of piece `p` from `from`.
  bool target_ok(Sq from, Sq to, bool must_capture, bool may_capture) const {
    const Piece t = b[to];
    if (t && (!may_capture || ctl[colour_of(t)] != them)) return false;
    if (!t && must_capture) return false;
    return lands(b, from, to, colour_of(b[from]));
  }

  void piece(Sq from) {
    const Piece p = b[from];
    const int ty = type_of(p);
    static const int kOrth[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    static const int kDiag[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    static const int kKnightJumps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    if (ty == kKing || ty == kKnight) {
      for (int i = 0; i < 8; ++i) {
        const int df = ty == kKing ? (i < 4 ? kOrth[i][0] : kDiag[i - 4][0]) : kKnightJumps[i][0];
        const int dr = ty == kKing ? (i < 4 ? kOrth[i][1] : kDiag[i - 4][1]) : kKnightJumps[i][1];
        Sq to{from.f + df, from.r + dr};
        if (on(to.f, to.r) && target_ok(from, to, false, true)) try_move(from, to);
      }
    } else if (ty == kPawn) {
      for (auto& o : kOrth) {
        Sq to{from.f + o[0], from.r + o[1]};
        if (!on(to.f, to.r) || b[to]) continue;
        const bool closer = o[0] ? d(to.f) < d(from.f) : d(to.r) < d(from.r);
        if (closer && target_ok(from, to, false, false)) try_move(from, to);
      }
      const int dist[4] = {from.r, 15 - from.r, from.f, 15 - from.f};  // to bottom, top, left, right
      const int nearest = std::min(std::min(dist[0], dist[1]), std::min(dist[2], dist[3]));
      if (nearest <= 1) {
        const int away[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        for (int e = 0; e < 4; ++e) {
          if (dist[e] != nearest) continue;
          Sq mid{from.f + away[e][0], from.r + away[e][1]}, to{from.f + 2 * away[e][0], from.r + 2 * away[e][1]};
          if (!b[mid] && !b[to] && target_ok(from, to, false, false)) try_move(from, to);
        }
      }
      for (auto& o : kDiag) {
        Sq to{from.f + o[0], from.r + o[1]};
        if (!on(to.f, to.r)) continue;
        if ((d(to.f) < d(from.f) || d(to.r) < d(from.r)) && target_ok(from, to, true, true)) try_move(from, to);
      }
    } else {
      for (int i = 0; i < 8; ++i) {
        const bool orth = i < 4;
        if ((orth && ty == kBishop) || (!orth && ty == kRook)) continue;
        const int df = orth ? kOrth[i][0] : kDiag[i - 4][0], dr = orth ? kOrth[i][1] : kDiag[i - 4][1];
        for (int k = 1; k <= 8; ++k) {
          Sq to{from.f + k * df, from.r + k * dr};
          if (!on(to.f, to.r)) break;
          if (target_ok(from, to, false, true)) try_move(from, to);
          if (b[to]) break;
        }
      }
    }
  }

  void castling(uint8_t rights) {
    const int rank = us == kP1 ? 0 : 15;
    const Sq home{8, rank};
    if (b[home] != make_piece(b.owned[us], kKing) || attacked(b, home, them)) return;
    const int files[4] = {2, 4, 11, 13};
    for (int i = 0; i < 4; ++i) {
      if (!(rights & (1u << (i + (us == kP1 ? 0 : 4))))) continue;
      const Sq rook{files[i], rank};
      if (type_of(b[rook]) != kRook || ctl[colour_of(b[rook])] != us) continue;
      const int step = rook.f < home.f ? -1 : 1;
      bool clear = true;
      for (int f = home.f + step; f != rook.f; f += step) clear = clear && !b[Sq{f, rank}];
      if (!clear) continue;
      for (int kf = home.f + step; kf != rook.f; kf += step) {
        bool crossing_safe = true;
        for (int f = home.f + step; f != kf + step; f += step) crossing_safe = crossing_safe && !attacked(b, Sq{f, rank}, them);
        if (!crossing_safe) continue;
        Board nb = b;
        nb[home] = kEmpty;
        nb[rook] = kEmpty;
        nb[Sq{kf, rank}] = b[home];
        nb[Sq{kf - step, rank}] = b[rook];
        if (safe_after(nb)) out.push_back(std::string(1, 'O').append(name(rook)).append(name(Sq{kf, rank})));
      }
    }
  }

  void defections() {
    const Sq k = king_of(b, us);
    for (int c = 0; c < kColours; ++c) {
      if (ctl[c] != us || c == b.owned[us]) continue;
      Board nb = b;
      nb.owned[us] = uint8_t(c);
      nb[k] = make_piece(c, kKing);
      if (square_colour(k) != c) {
        if (safe_after(nb)) out.push_back(std::string("D") + kColourLetters[c]);
        continue;
      }
      uint8_t ctl2[kColours];
      control_of(nb, ctl2);
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
          Sq to{k.f + df, k.r + dr};
          if ((!df && !dr) || !on(to.f, to.r)) continue;
          if (nb[to] && ctl2[colour_of(nb[to])] != them) continue;
          if (!lands(nb, k, to, c)) continue;
          Board nb2 = nb;
          nb2[to] = nb[k];
          nb2[k] = kEmpty;
          if (safe_after(nb2)) out.push_back(std::string("D") + kColourLetters[c] + name(k) + name(to));
        }
    }
  }
};

Board board_of(const Position& pos) {
  Board b;
  for (int s = 0; s < kSquares; ++s) b.at[file_of(s)][rank_of(s)] = pos.piece_on(s);
  b.owned[0] = uint8_t(pos.owned(kP1));
  b.owned[1] = uint8_t(pos.owned(kP2));
  return b;
}

}  // namespace

void control(const Position& pos, uint8_t out[kColours]) { control_of(board_of(pos), out); }

std::vector<std::string> legal_moves(const Position& pos) {
  Gen g;
  g.b = board_of(pos);
  g.us = pos.side_to_move();
  g.them = 1 - g.us;
  control_of(g.b, g.ctl);
  for (int f = 0; f < 16; ++f)
    for (int r = 0; r < 16; ++r) {
      const Piece p = g.b.at[f][r];
      if (p && g.ctl[colour_of(p)] == g.us) g.piece(Sq{f, r});
    }
  g.castling(pos.castling());
  g.defections();
  std::sort(g.out.begin(), g.out.end());
  return g.out;
}

}  // namespace regalia::sovereign::reference
