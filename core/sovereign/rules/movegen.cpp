// Legal move generation (fast path + make/recompute/test slow path), spec sections 2-4.
//
// Fast path: when the side to move is not in check and a move touches no coloured square,
// is no defection and no promotion to king, control of every colour stays the same, so
// ordinary chess reasoning holds with the Sovereign twists: only a pinned piece (a slider
// of the opponent within 8 squares behind it, not of the king square's colour) can expose
// the king, and a king step is tested with the king lifted. Every other move (and every
// move while in check) is made, control recomputed, the king tested, and unmade.
#include <algorithm>

#include "core/sovereign/rules/position.h"
#include "core/sovereign/rules/tables.h"

namespace regalia::sovereign {

namespace {
inline bool bit_set(const uint64_t* bb, Square s) { return (bb[s >> 6] >> (s & 63)) & 1; }
}  // namespace

bool Position::legal_slow(Move m) const {
  Position& self = const_cast<Position&>(*this);
  const Player us = stm_;
  self.do_move(m);
  const bool ok = !attacked(st().king[us], opponent(us));
  self.undo_move();
  return ok;
}

#define SOV_INLINE inline __attribute__((always_inline))

template <bool kCountOnly>
class MoveGen {
 public:
  MoveGen(const Position& pos, MoveList* out) : pos_(pos), T_(g_tables), out_(out) {}

  int run() {
    // legal_slow pushes one state: make sure the stack will not move under our references.
    if (pos_.ply_ + 2 >= int(pos_.states_.size())) pos_.states_.resize(pos_.states_.size() * 2);
    const auto& s = pos_.st();
    us_ = pos_.stm_;
    them_ = opponent(us_);
    control_ = s.control;
    board_ = pos_.board_;
    ksq_ = s.king[us_];
    check_ = pos_.attacked(ksq_, them_);
    if (!check_) find_pins();

    uint16_t mask = s.ctrl_mask[us_];
    while (mask) {
      const int c = __builtin_ctz(mask);
      mask &= uint16_t(mask - 1);
      for (int w = 0; w < 4; ++w) {
        uint64_t bits = pos_.bb_[c][w];
        while (bits) {
          const Square from = w * 64 + __builtin_ctzll(bits);
          bits &= bits - 1;
          const int ty = type_of(board_[from]);
          // A piece whose moves cannot change control or expose the king: every move to a
          // plain square is legal without further tests.
          piece_fast_ = !check_ && ty != kKing && T_.square_colour[from] == kNoColour && !is_pinned(from);
          piece_moves(from, c, ty);
        }
      }
    }
    if (!check_ && (s.castling & (us_ == kP1 ? 0x0F : 0xF0)) && ksq_ == kKingHome[us_]) castling();
    defections();
    return count_;
  }

 private:
  void find_pins() {
    const int ksc = T_.square_colour[ksq_];
    for (int d = 0; d < kDirections; ++d) {
      const uint8_t* ray = T_.ray[ksq_][d];
      const int n = T_.ray_len[ksq_][d];
      int first = -1;
      for (int i = 0; i < n; ++i) {
        const Piece p = board_[ray[i]];
        if (!p) continue;
        if (first < 0) {
          if (control_[colour_of(p)] != us_) break;
          first = i;
          continue;
        }
        const int ty = type_of(p);
        if ((ty == kQueen || ty == (is_orthogonal(d) ? kRook : kBishop)) && control_[colour_of(p)] == them_ &&
            colour_of(p) != ksc) {
          pin_sq_[npins_] = ray[first];
          uint64_t* line = pin_line_[npins_];
          line[0] = line[1] = line[2] = line[3] = 0;
          for (int j = 0; j <= i; ++j) line[ray[j] >> 6] |= 1ull << (ray[j] & 63);
          ++npins_;
        }
        break;
      }
    }
  }

  bool is_pinned(Square from) const {
    for (int i = 0; i < npins_; ++i)
      if (pin_sq_[i] == from) return true;
    return false;
  }

  SOV_INLINE void record(Move m) {
    if constexpr (!kCountOnly) out_->push(m);
    ++count_;
  }

  // R4.1 and R4.2 for a piece of colour c moving from -> t.
  SOV_INLINE bool can_land(Square t, int c, Square from) const {
    const int sc = T_.square_colour[t];
    if (sc == kNoColour) return true;
    if (sc == c) return false;
    const Square o = other_square(t);
    return !board_[o] || o == from;
  }

  SOV_INLINE void emit(Move m, Square from, Square to, bool king_move, bool changes_control) {
    bool ok;
    if (check_ || changes_control) {
      ok = pos_.legal_slow(m);
    } else if (king_move) {
      ok = !pos_.attacked(to, them_, ksq_);
    } else {
      ok = true;
      for (int i = 0; i < npins_; ++i)
        if (pin_sq_[i] == from) {
          ok = bit_set(pin_line_[i], to);
          break;
        }
    }
    if (ok) record(m);
  }

  // A non-pawn move from -> to of a piece of colour c (landing rules not yet checked).
  SOV_INLINE void add(Square from, Square to, int c, bool king_move) {
    const int sc = T_.square_colour[to];
    if (sc == kNoColour) {
      if (piece_fast_) {
        record(Move::make(from, to));
        return;
      }
    } else if (sc == c || (board_[other_square(to)] && other_square(to) != from)) {
      return;  // R4.1 / R4.2
    }
    const bool cc = T_.square_colour[from] != kNoColour || sc != kNoColour;
    emit(Move::make(from, to), from, to, king_move, cc);
  }

  SOV_INLINE void add_pawn(Square from, Square to) {
    if (piece_fast_ && T_.square_colour[to] == kNoColour && !T_.in_zone[to]) {
      record(Move::make(from, to));
      return;
    }
    const bool coloured = T_.square_colour[from] != kNoColour || T_.square_colour[to] != kNoColour;
    if (T_.in_zone[to]) {
      for (int ty = kQueen; ty <= kKnight; ++ty) emit(Move::make(from, to, kPromotion, ty), from, to, false, coloured);
      emit(Move::make(from, to, kPromotion, kKing), from, to, false, true);
    } else {
      emit(Move::make(from, to), from, to, false, coloured);
    }
  }

  SOV_INLINE bool capturable(Piece p) const { return control_[colour_of(p)] == them_; }

  void piece_moves(Square from, int c, int ty) {
    switch (ty) {
      case kPawn: {
        for (int i = 0; i < T_.pawn_step_n[from]; ++i) {
          const Square t = T_.pawn_step[from][i];
          if (!board_[t] && can_land(t, c, from)) add_pawn(from, t);
        }
        for (int i = 0; i < T_.pawn_double_n[from]; ++i) {
          const Square mid = T_.pawn_double[from][i][0], t = T_.pawn_double[from][i][1];
          if (!board_[mid] && !board_[t] && can_land(t, c, from)) add_pawn(from, t);
        }
        for (int i = 0; i < T_.pawn_capture_n[from]; ++i) {
          const Square t = T_.pawn_capture[from][i];
          if (board_[t] && capturable(board_[t]) && can_land(t, c, from)) add_pawn(from, t);
        }
        break;
      }
      case kKnight:
      case kKing: {
        const uint8_t* list = ty == kKnight ? T_.knight[from] : T_.king[from];
        const int n = ty == kKnight ? T_.knight_n[from] : T_.king_n[from];
        for (int i = 0; i < n; ++i) {
          const Square t = list[i];
          const Piece p = board_[t];
          if (!p || capturable(p)) add(from, t, c, ty == kKing);
        }
        break;
      }
      default: {  // sliders
        const int d0 = ty == kBishop ? 4 : 0, d1 = ty == kRook ? 4 : 8;
        for (int d = d0; d < d1; ++d) {
          const uint8_t* ray = T_.ray[from][d];
          const int n = T_.ray_len[from][d];
          for (int i = 0; i < n; ++i) {
            const Square t = ray[i];
            const Piece p = board_[t];
            if (!p) {
              add(from, t, c, false);
              continue;
            }
            if (capturable(p)) add(from, t, c, false);
            break;
          }
        }
      }
    }
  }

  void castling() {
    const Square home = kKingHome[us_];
    const int base = us_ == kP1 ? 0 : 4;
    for (int b = base; b < base + 4; ++b) {
      if (!(pos_.st().castling & (1u << b))) continue;
      const Square rsq = castle_rook_square(b);
      const Piece rook = board_[rsq];
      if (type_of(rook) != kRook || control_[colour_of(rook)] != us_) continue;
      const int step = rsq < home ? -1 : 1;
      bool clear = true;
      for (Square t = home + step; t != rsq; t += step)
        if (board_[t]) clear = false;
      if (!clear) continue;
      for (Square dest = home + step; dest != rsq; dest += step) {
        if (pos_.attacked(dest, them_)) break;  // crossing or landing on an attacked square
        const Move m = Move::make(rsq, dest, kCastle);
        if (pos_.legal_slow(m)) record(m);
      }
    }
  }

  void defections() {
    const auto& s = pos_.st();
    uint16_t mask = uint16_t(s.ctrl_mask[us_] & ~(1u << s.owned[us_]));
    while (mask) {
      const int c = __builtin_ctz(mask);
      mask &= uint16_t(mask - 1);
      if (T_.square_colour[ksq_] != c) {
        const Move m = Move::make(ksq_, ksq_, kDefect, 0, c);
        if (pos_.legal_slow(m)) record(m);
        continue;
      }
      // R8.1: recolour, then a king step off the square, judged after the recolouring.
      uint8_t owned[2] = {s.owned[0], s.owned[1]};
      owned[us_] = uint8_t(c);
      uint8_t ctrl[kColours];
      compute_control(board_, owned, ctrl);
      for (int i = 0; i < T_.king_n[ksq_]; ++i) {
        const Square t = T_.king[ksq_][i];
        const Piece p = board_[t];
        if (p && ctrl[colour_of(p)] != them_) continue;
        if (!can_land(t, c, ksq_)) continue;
        const Move m = Move::make(ksq_, t, kDefectStep, 0, c);
        if (pos_.legal_slow(m)) record(m);
      }
    }
  }

  const Position& pos_;
  const Tables& T_;
  MoveList* out_;
  int count_ = 0;
  Player us_ = kP1, them_ = kP2;
  const uint8_t* control_ = nullptr;
  const Piece* board_ = nullptr;
  Square ksq_ = 0;
  bool check_ = false;
  bool piece_fast_ = false;
  int npins_ = 0;
  Square pin_sq_[8];
  uint64_t pin_line_[8][4];
};

void Position::generate_legal(MoveList& out) const {
  out.clear();
  MoveGen<false>(*this, &out).run();
}

int Position::count_legal() const { return MoveGen<true>(*this, nullptr).run(); }

bool Position::is_legal(Move m) const {
  MoveList list;
  generate_legal(list);
  return std::find(list.begin(), list.end(), m) != list.end();
}

std::vector<int> Position::defection_colours() const {
  MoveList list;
  generate_legal(list);
  bool seen[kColours] = {};
  for (Move m : list)
    if (m.kind() == kDefect || m.kind() == kDefectStep) seen[m.defect_colour()] = true;
  std::vector<int> out;
  for (int c = 0; c < kColours; ++c)
    if (seen[c]) out.push_back(c);
  return out;
}

}  // namespace regalia::sovereign
