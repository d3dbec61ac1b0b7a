#include "core/sovereign/rules/position.h"

#include <cstring>

#include "core/sovereign/rules/tables.h"

namespace regalia::sovereign {

const char* const kStartScfen =
    "aqabvrvnbrbnbbbqbkbbbnbrynyrsbsq/aranvpvpbpbpbpbpbpbpbpbpypypsnsr/nbnp12opob/nqnp12opoq/"
    "crcp12rprr/cncp12rprn/gbgp12pppb/gqgp12pppq/yqyp12vpvq/ybyp12vpvb/onop12npnn/orop12npnr/"
    "rqrp12cpcq/rbrp12cpcb/srsnppppwpwpwpwpwpwpwpwpgpgpanar/sqsbprpnwrwnwbwqwkwbwnwrgngrabaq "
    "1 w b CELNceln 0 1";

void compute_control(const Piece* board, const uint8_t owned[2], uint8_t out[kColours]) {
  const Tables& T = g_tables;
  int occupant[kColours];  // colour of the piece on one of the colour's squares, or -1
  for (int c = 0; c < kColours; ++c) {
    Piece a = board[T.colour_square[c][0]], b = board[T.colour_square[c][1]];
    occupant[c] = a ? colour_of(a) : b ? colour_of(b) : -1;
  }
  for (int c = 0; c < kColours; ++c) {
    uint8_t result = kNobody;
    int cur = c;
    unsigned visited = 0;
    for (;;) {
      if (cur == owned[kP1]) { result = kP1; break; }
      if (cur == owned[kP2]) { result = kP2; break; }
      if (visited & (1u << cur)) break;  // cycle: neutral
      visited |= 1u << cur;
      cur = occupant[cur];
      if (cur < 0) break;  // chain ends in an empty pair: neutral
    }
    out[c] = result;
  }
}

Position::Position() : states_(1024) {
  set_scfen(kStartScfen);
}

void Position::clear() {
  std::memset(board_, 0, sizeof board_);
  std::memset(bb_, 0, sizeof bb_);
  stm_ = kP1;
  fullmove_ = 1;
  ply_ = 0;
  states_[0] = StateInfo{};
}

void Position::put(Square s, Piece p) {
  board_[s] = p;
  bb_[colour_of(p)][s >> 6] |= 1ull << (s & 63);
  st().key ^= g_tables.z_piece[p][s];
}

void Position::remove(Square s) {
  Piece p = board_[s];
  board_[s] = kEmpty;
  bb_[colour_of(p)][s >> 6] &= ~(1ull << (s & 63));
  st().key ^= g_tables.z_piece[p][s];
}

void Position::refresh_control(StateInfo& s) const {
  compute_control(board_, s.owned, s.control);
  s.ctrl_mask[0] = s.ctrl_mask[1] = 0;
  for (int c = 0; c < kColours; ++c)
    if (s.control[c] != kNobody) s.ctrl_mask[s.control[c]] |= uint16_t(1u << c);
}

uint64_t Position::compute_key() const {
  const Tables& T = g_tables;
  uint64_t k = 0;
  for (int s = 0; s < kSquares; ++s)
    if (board_[s]) k ^= T.z_piece[board_[s]][s];
  if (stm_ == kP2) k ^= T.z_side;
  k ^= T.z_owned[0][st().owned[0]] ^ T.z_owned[1][st().owned[1]];
  for (int b = 0; b < 8; ++b)
    if (st().castling & (1 << b)) k ^= T.z_castling[b];
  return k;
}

bool Position::blocked(Square s) const {
  return g_tables.square_colour[s] != kNoColour && !board_[s] && board_[other_square(s)];
}

bool Position::attacked(Square s, Player by, Square ignore) const {
  const Tables& T = g_tables;
  const uint8_t* control = st().control;
  const int sc = T.square_colour[s];
  for (int d = 0; d < kDirections; ++d) {
    const uint8_t* ray = T.ray[s][d];
    const int n = T.ray_len[s][d];
    for (int i = 0; i < n; ++i) {
      const Square t = ray[i];
      const Piece p = board_[t];
      if (!p || t == ignore) continue;
      const int ty = type_of(p);
      if ((ty == kQueen || ty == (is_orthogonal(d) ? kRook : kBishop)) && control[colour_of(p)] == by &&
          colour_of(p) != sc)
        return true;
      if (ty == kKing && i == 0 && control[colour_of(p)] == by && colour_of(p) != sc) return true;
      break;
    }
  }
  for (int i = 0; i < T.knight_n[s]; ++i) {
    const Piece p = board_[T.knight[s][i]];
    if (type_of(p) == kKnight && control[colour_of(p)] == by && colour_of(p) != sc) return true;
  }
  for (int i = 0; i < T.pawn_attacker_n[s]; ++i) {
    const Piece p = board_[T.pawn_attacker[s][i]];
    if (type_of(p) == kPawn && control[colour_of(p)] == by && colour_of(p) != sc) return true;
  }
  return false;
}

void Position::do_move(Move m) {
  const Tables& T = g_tables;
  if (ply_ + 1 >= int(states_.size())) states_.resize(states_.size() * 2);  // never in search
  states_[ply_ + 1] = states_[ply_];
  ++ply_;
  StateInfo& s = st();
  const Player us = stm_;
  s.move = m;
  s.captured = kEmpty;
  s.removed_king = kEmpty;
  const uint8_t old_castling = s.castling;
  const uint8_t old_owned = s.owned[us];
  bool control_changes = false;
  const Square from = m.from(), to = m.to();

  switch (m.kind()) {
    case kNormal:
    case kPromotion: {
      const Piece p = board_[from];
      const Piece cap = board_[to];
      if (cap) {
        s.captured = cap;
        remove(to);
      }
      remove(from);
      if (m.kind() == kPromotion) {
        put(to, make_piece(colour_of(p), m.promotion()));
        if (m.promotion() == kKing) {  // coup d'etat or overthrow
          const Square ks = s.king[us];
          s.removed_king = board_[ks];
          s.removed_king_sq = uint8_t(ks);
          remove(ks);
          s.king[us] = uint8_t(to);
          s.owned[us] = uint8_t(colour_of(p));
          s.castling &= us == kP1 ? 0xF0 : 0x0F;
          control_changes = true;
        }
      } else {
        put(to, p);
        if (type_of(p) == kKing) {
          s.king[us] = uint8_t(to);
          s.castling &= us == kP1 ? 0xF0 : 0x0F;
        }
      }
      if (cap || type_of(p) == kPawn)
        s.halfmove = 0;
      else
        ++s.halfmove;
      // A move from or to an original rook square ends that rook's right.
      for (int b = 0; b < 8; ++b)
        if (castle_rook_square(b) == from || castle_rook_square(b) == to) s.castling &= uint8_t(~(1u << b));
      control_changes |= T.square_colour[from] != kNoColour || T.square_colour[to] != kNoColour;
      break;
    }
    case kCastle: {
      const Square home = kKingHome[us];
      const Piece king = board_[home], rook = board_[from];
      remove(home);
      remove(from);
      put(to, king);
      put(from < home ? to + 1 : to - 1, rook);
      s.king[us] = uint8_t(to);
      s.castling &= us == kP1 ? 0xF0 : 0x0F;
      ++s.halfmove;
      break;
    }
    case kDefect:
    case kDefectStep: {
      const int c = m.defect_colour();
      remove(from);
      s.owned[us] = uint8_t(c);
      const Piece nk = make_piece(c, kKing);
      if (m.kind() == kDefectStep) {
        const Piece cap = board_[to];
        if (cap) {
          s.captured = cap;
          remove(to);
        }
        put(to, nk);
        s.king[us] = uint8_t(to);
        s.castling &= us == kP1 ? 0xF0 : 0x0F;
        if (cap)
          s.halfmove = 0;
        else
          ++s.halfmove;
      } else {
        put(from, nk);
        ++s.halfmove;
      }
      control_changes = true;
      break;
    }
  }
  if (s.owned[us] != old_owned) s.key ^= T.z_owned[us][old_owned] ^ T.z_owned[us][s.owned[us]];
  if (uint8_t diff = old_castling ^ s.castling)
    for (int b = 0; b < 8; ++b)
      if (diff & (1 << b)) s.key ^= T.z_castling[b];
  s.key ^= T.z_side;
  if (us == kP2) ++fullmove_;
  stm_ = opponent(us);
  if (control_changes) refresh_control(s);
}

void Position::undo_move() {
  if (ply_ == 0) return;  // nothing to take back (never aborts on misuse)
  const StateInfo& s = states_[ply_];
  const Move m = s.move;
  const Player us = opponent(stm_);
  const Square from = m.from(), to = m.to();
  // Board edits below also toggle the key of the popped state, which is discarded.
  switch (m.kind()) {
    case kNormal:
    case kPromotion: {
      Piece p = board_[to];
      if (m.kind() == kPromotion) p = make_piece(colour_of(p), kPawn);
      remove(to);
      put(from, p);
      if (s.captured) put(to, s.captured);
      if (s.removed_king) put(s.removed_king_sq, s.removed_king);
      break;
    }
    case kCastle: {
      const Square home = kKingHome[us];
      const Square rook_sq = from < home ? to + 1 : to - 1;
      const Piece king = board_[to], rook = board_[rook_sq];
      remove(to);
      remove(rook_sq);
      put(home, king);
      put(from, rook);
      break;
    }
    case kDefect:
    case kDefectStep: {
      const Piece old_king = make_piece(states_[ply_ - 1].owned[us], kKing);
      remove(to);
      if (s.captured) put(to, s.captured);
      put(from, old_king);
      break;
    }
  }
  stm_ = us;
  if (us == kP2) --fullmove_;
  --ply_;
}

}  // namespace regalia::sovereign
