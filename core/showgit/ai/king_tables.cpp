// King-relative piece tables: feature indexing shared by the evaluation and the tools that fit
// the tables (tools/tune/fit_king_tables.cpp).
#include "core/showgit/ai/king_tables.h"

namespace regalia::showgit {

namespace {
// A piece's kind in colour c's view: its own P L N S B R G 0..6 and +P +L +N +S horse dragon
// 7..12, the enemy's 13..25, the enemy king 26.
constexpr int kind_in_view(Piece pc, Color c) {
  const PieceType pt = type_of(pc);
  if (pt == kKing) return 26;
  return (pt < kKing ? pt - 1 : pt - 2) + (color_of(pc) == c ? 0 : 13);
}
// The slot of a hand count (1 and up) in its table row: counts past the last share it.
constexpr int count_slot(int n) { return n < king_features::kHandCounts ? n : king_features::kHandCounts - 1; }

// Lookup tables for the sums over the board: where a square lands in colour c's view by how that
// view turns (0 as is, 1 mirrored, 2 folded onto files 1-5), and each piece's kind in c's view
// times 81, so that a sum needs no division.
struct Views {
  uint8_t place[2][3][81];
  int16_t kind81[2][kPieces];
  Views() {
    for (int c = 0; c < 2; ++c) {
      for (int mode = 0; mode < 3; ++mode)
        for (Square s = 0; s < 81; ++s) {
          const Square t = c == kBlack ? s : 80 - s;
          const int f = file_of(t);
          place[c][mode][s] = uint8_t(make_square(mode == 1 || (mode == 2 && f > 4) ? 8 - f : f, rank_of(t)));
        }
      for (int p = 0; p < kPieces; ++p) {
        const PieceType pt = type_of(Piece(p));
        kind81[c][p] = pt == kNoPieceType || pt > kDragon ? 0 : int16_t(kind_in_view(Piece(p), Color(c)) * 81);
      }
    }
  }
};
const Views g_views;

int mode_of(Color c, Square k) {
  const int f = file_of(c == kBlack ? k : 80 - k);
  return f > 4 ? 1 : f == 4 ? 2 : 0;
}

}  // namespace

namespace king_features {

Parts parts(int f) {
  Parts p{};
  if (f < kBoard) {
    p.square = f % 81;
    p.kind = (f / 81) % kKinds;
    p.king = f / (81 * kKinds);
    return p;
  }
  f -= kBoard;
  p.hand = true;
  p.count = f % kHandCounts;
  p.kind = (f / kHandCounts) % 14;
  p.king = f / (kHandCounts * 14);
  return p;
}

int active(const Position& pos, Color c, int* out) {
  const Square k = pos.king_square(c);
  if (k == kNoSquare) return 0;
  // Turn the board for the second player, then mirror so the king stands in files 1-5. With the
  // king on the centre file both halves fold onto files 1-5: a mirrored position must score the
  // same, so a piece on file 4 and one on file 6 must weigh alike there.
  const uint8_t* place = g_views.place[c][mode_of(c, k)];
  const int king = place[k];
  int n = 0;
  for (Bitboard b = pos.pieces(); b;) {
    const Square s = b.pop();
    if (s == k) continue;
    out[n++] = (king * kKinds + kind_in_view(pos.piece_on(s), c)) * 81 + place[s];
  }
  for (int side = 0; side < 2; ++side) {
    const Color holder = side == 0 ? c : ~c;
    for (int pt = kPawn; pt <= kGold; ++pt) {
      const int count = pos.hand_count(holder, PieceType(pt));
      if (count) out[n++] = kBoard + (king * 14 + side * 7 + pt - 1) * kHandCounts + count_slot(count);
    }
  }
  return n;
}

}  // namespace king_features

Error KingTables::load(std::string_view bytes) {
  static constexpr char kMagic[] = "RGKT1\n";
  const size_t header = sizeof kMagic - 1;
  if (bytes.size() < header || bytes.substr(0, header) != std::string_view(kMagic, header))
    return Error("bad-evaluation", "king tables: the file does not start with RGKT1");
  if (bytes.size() != header + 2 * size_t(king_features::kCount))
    return Error("bad-evaluation", "king tables: the file has the wrong size");
  std::vector<int16_t> w(king_features::kCount);
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data() + header);
  for (int i = 0; i < king_features::kCount; ++i) w[i] = int16_t(p[2 * i] | (p[2 * i + 1] << 8));
  w_.swap(w);
  return {};
}

namespace {

int hand_sum(const Position& pos, Color c, const int16_t* wh) {
  int v = 0;
  for (int side = 0; side < 2; ++side) {
    const Color holder = side == 0 ? c : ~c;
    for (int pt = kPawn; pt <= kGold; ++pt)
      if (const int n = pos.hand_count(holder, PieceType(pt)))
        v += wh[(side * 7 + pt - 1) * king_features::kHandCounts + count_slot(n)];
  }
  return v;
}

}  // namespace

int KingTables::evaluate(const Position& pos) const {
  const Color us = pos.side_to_move();
  return view(pos, us) - view(pos, ~us);
}

int KingTables::view(const Position& pos, Color c) const {
  namespace kf = king_features;
  const Square k = pos.king_square(c);
  if (w_.empty() || k == kNoSquare) return 0;
  const uint8_t* place = g_views.place[c][mode_of(c, k)];
  const int16_t* wb = w_.data() + place[k] * kf::kKinds * 81;
  int v = 0;
  for (Bitboard b = pos.pieces(); b;) {
    const Square s = b.pop();
    if (s != k) v += wb[g_views.kind81[c][pos.piece_on(s)] + place[s]];
  }
  return v + hand_sum(pos, c, w_.data() + kf::kBoard + place[k] * 14 * kf::kHandCounts);
}

int KingTables::view_delta(const Position& pos, Color c, Move m) const {
  namespace kf = king_features;
  const Square k = pos.king_square(c);
  if (w_.empty() || k == kNoSquare) return 0;
  const uint8_t* place = g_views.place[c][mode_of(c, k)];
  const int16_t* wb = w_.data() + place[k] * kf::kKinds * 81;
  const int16_t* wh = w_.data() + kf::kBoard + place[k] * 14 * kf::kHandCounts;
  const Color us = pos.side_to_move();
  const int hand_side = us == c ? 0 : 7;  // the mover's hand in c's view
  const Square to = m.to();
  if (m.is_drop()) {
    const PieceType pt = m.drop_type();
    const int n = pos.hand_count(us, pt);  // at least 1
    const int16_t* row = wh + (hand_side + pt - 1) * kf::kHandCounts;
    return wb[g_views.kind81[c][make_piece(us, pt)] + place[to]] - row[count_slot(n)] +
           (n > 1 ? row[count_slot(n - 1)] : 0);
  }
  const Piece pc = pos.piece_on(m.from());
  const Piece moved = m.promotes() ? Piece(pc + kPromoted) : pc;
  int d = wb[g_views.kind81[c][moved] + place[to]] - wb[g_views.kind81[c][pc] + place[m.from()]];
  if (const Piece cap = pos.piece_on(to)) {
    const PieceType bt = base_type(type_of(cap));
    const int n = pos.hand_count(us, bt);
    const int16_t* row = wh + (hand_side + bt - 1) * kf::kHandCounts;
    d += row[count_slot(n + 1)] - (n > 0 ? row[count_slot(n)] : 0) - wb[g_views.kind81[c][cap] + place[to]];
  }
  return d;
}

}  // namespace regalia::showgit
