// Position: piece placement, do/undo with the state stack, attacks, check and pin info.
#include "core/showgit/rules/position.h"

#include <algorithm>
#include <iterator>

#include "core/common/prng.h"

namespace regalia::showgit {

namespace zobrist {
uint64_t psq[kPieces][81];
uint64_t hand[2][kHandTypes];
}  // namespace zobrist

namespace {
void init_all() {
  static const bool done = [] {
    init_tables();
    Prng rng(0x5A0B1E57ULL);
    for (auto& row : zobrist::psq)
      for (auto& k : row) k = rng.next() & ~1ULL;  // bit 0 is the side to move
    for (auto& row : zobrist::hand)
      for (auto& k : row) k = rng.next() & ~1ULL;  // added, so bit 0 stays clear
    return true;
  }();
  (void)done;
}
}  // namespace

Position::Position() {
  init_all();
  states_.resize(256);
  set_sfen(kStartSfen);
}

void Position::copy_placement(const Position& p) {
  std::copy(std::begin(p.board_), std::end(p.board_), std::begin(board_));
  for (int c = 0; c < 2; ++c) std::copy(std::begin(p.hand_[c]), std::end(p.hand_[c]), std::begin(hand_[c]));
  std::copy(std::begin(p.by_type_), std::end(p.by_type_), std::begin(by_type_));
  by_color_[0] = p.by_color_[0];
  by_color_[1] = p.by_color_[1];
  occ_ = p.occ_;
  king_[0] = p.king_[0];
  king_[1] = p.king_[1];
  side_ = p.side_;
  move_number_ = p.move_number_;
  st_index_ = 0;
}

void Position::set_root(const Position& p) {
  copy_placement(p);
  states_[0] = p.st();
  states_[0].captured = kNoPiece;
  states_[0].move = Move();
}

void Position::clear() {
  for (auto& p : board_) p = kNoPiece;
  for (auto& h : hand_)
    for (auto& n : h) n = 0;
  for (auto& b : by_type_) b = Bitboard();
  by_color_[0] = by_color_[1] = occ_ = Bitboard();
  king_[0] = king_[1] = kNoSquare;
  side_ = kBlack;
  move_number_ = 1;
  st_index_ = 0;
  states_[0] = StateInfo();
}

void Position::put_piece(Piece p, Square s) {
  const Bitboard b = sq_bb(s);
  const PieceType pt = type_of(p);
  board_[s] = p;
  by_type_[pt] |= b;
  if (is_gold_like(pt)) by_type_[kGolds] |= b;
  by_color_[color_of(p)] |= b;
  occ_ |= b;
}

void Position::remove_piece(Square s) {
  const Bitboard b = sq_bb(s);
  const Piece p = board_[s];
  const PieceType pt = type_of(p);
  board_[s] = kNoPiece;
  by_type_[pt] ^= b;
  if (is_gold_like(pt)) by_type_[kGolds] ^= b;
  by_color_[color_of(p)] ^= b;
  occ_ ^= b;
}

void Position::update_check_info() {
  const Color us = side_, them = ~us;
  const Square ksq = king_[us];
  StateInfo& s = st();
  if (ksq == kNoSquare) {
    s.checkers = s.pinned = Bitboard();
    return;
  }
  s.checkers = attackers_to(them, ksq, occ_);
  s.pinned = lone_blockers(ksq, them) & by_color_[us];
}

Bitboard Position::lone_blockers(Square s, Color c) const {
  Bitboard snipers = ((tables::rook_empty[s] & (by_type_[kRook] | by_type_[kDragon])) |
                      (tables::bishop_empty[s] & (by_type_[kBishop] | by_type_[kHorse])) |
                      (tables::lance_empty[~c][s] & by_type_[kLance])) &
                     by_color_[c];
  Bitboard blockers;
  while (snipers) {
    const Bitboard b = tables::between[s][snipers.pop()] & occ_;
    if (b && !b.more_than_one()) blockers |= b;
  }
  return blockers;
}

void Position::do_move(Move m) {
  if (st_index_ + 1 >= static_cast<int>(states_.size())) states_.resize(states_.size() * 2);
  const StateInfo& prev = states_[st_index_];
  StateInfo& ns = states_[st_index_ + 1];
  uint64_t bkey = prev.board_key, hkey = prev.hand_key;
  const Color us = side_;
  const Square to = m.to();
  Piece captured = kNoPiece;
  if (m.is_drop()) {
    const PieceType pt = m.drop_type();
    const Piece pc = make_piece(us, pt);
    hand_[us][pt]--;
    hkey -= zobrist::hand[us][pt];
    put_piece(pc, to);
    bkey ^= zobrist::psq[pc][to];
  } else {
    const Square from = m.from();
    Piece pc = board_[from];
    captured = board_[to];
    if (captured) {
      const PieceType ct = base_type(type_of(captured));
      hand_[us][ct]++;
      hkey += zobrist::hand[us][ct];
      bkey ^= zobrist::psq[captured][to];
      remove_piece(to);
    }
    remove_piece(from);
    bkey ^= zobrist::psq[pc][from];
    if (m.promotes()) pc = Piece(pc + kPromoted);
    put_piece(pc, to);
    bkey ^= zobrist::psq[pc][to];
    if (type_of(pc) == kKing) king_[us] = to;
  }
  side_ = ~us;
  ++move_number_;
  ns.board_key = bkey;
  ns.hand_key = hkey;
  ns.key = bkey ^ hkey ^ uint64_t(side_);
  ns.captured = captured;
  ns.move = m;
  ++st_index_;
  update_check_info();
}

void Position::undo_move(Move m) {
  if (st_index_ == 0) return;  // nothing to take back
  const Color us = ~side_;
  const Square to = m.to();
  const Piece captured = st().captured;
  if (m.is_drop()) {
    const PieceType pt = m.drop_type();
    remove_piece(to);
    hand_[us][pt]++;
  } else {
    const Square from = m.from();
    Piece pc = board_[to];
    remove_piece(to);
    if (m.promotes()) pc = Piece(pc - kPromoted);
    put_piece(pc, from);
    if (type_of(pc) == kKing) king_[us] = from;
    if (captured) {
      hand_[us][base_type(type_of(captured))]--;
      put_piece(captured, to);
    }
  }
  side_ = us;
  --move_number_;
  --st_index_;
}

void Position::do_null_move() {
  if (st_index_ + 1 >= static_cast<int>(states_.size())) states_.resize(states_.size() * 2);
  const StateInfo& prev = states_[st_index_];
  StateInfo& ns = states_[st_index_ + 1];
  ns.board_key = prev.board_key;
  ns.hand_key = prev.hand_key;
  ns.key = prev.key ^ 1ULL;
  ns.captured = kNoPiece;
  ns.move = Move();
  side_ = ~side_;
  ++move_number_;
  ++st_index_;
  update_check_info();
}

void Position::undo_null_move() {
  if (st_index_ == 0) return;
  side_ = ~side_;
  --move_number_;
  --st_index_;
}

bool Position::gives_check(Move m) const {
  const Color us = side_;
  const Square ek = king_[~us];
  if (ek == kNoSquare) return false;
  const Square to = m.to();
  Bitboard occ = occ_ | sq_bb(to);
  PieceType pt;
  if (m.is_drop()) {
    pt = m.drop_type();
  } else {
    pt = type_of(board_[m.from()]);
    if (m.promotes()) pt = PieceType(pt + kPromoted);
    occ = occ.andnot(sq_bb(m.from()));
  }
  if (attacks(pt, us, to, occ).test(ek)) return true;
  if (m.is_drop()) return false;
  const Bitboard sliders = ((rook_attack(ek, occ) & (by_type_[kRook] | by_type_[kDragon])) |
                            (bishop_attack(ek, occ) & (by_type_[kBishop] | by_type_[kHorse])) |
                            (lance_attack(~us, ek, occ) & by_type_[kLance])) &
                           by_color_[us];
  return bool(sliders.andnot(sq_bb(m.from())));
}

bool Position::pawn_drop_mates(Square s) const {
  const Color us = side_, them = ~us;
  const Square ek = king_[them];
  if (ek == kNoSquare) return false;
  // An undefended pawn is taken by the king.
  if (!attacked(us, s, occ_)) return false;
  const Bitboard occ = occ_ | sq_bb(s);
  // Another defender that takes it without exposing its own king refutes the mate.
  Bitboard defenders = attackers_to(them, s, occ).andnot(sq_bb(ek));
  while (defenders) {
    const Square d = defenders.pop();
    const Bitboard o2 = occ.andnot(sq_bb(d));
    const Bitboard exposed = ((rook_attack(ek, o2) & (by_type_[kRook] | by_type_[kDragon])) |
                              (bishop_attack(ek, o2) & (by_type_[kBishop] | by_type_[kHorse])) |
                              (lance_attack(them, ek, o2) & by_type_[kLance])) &
                             by_color_[us];
    if (!exposed) return false;
  }
  // A safe flight square refutes it too.
  Bitboard flights = tables::step[kKing][them][ek].andnot(by_color_[them]).andnot(sq_bb(s));
  const Bitboard o3 = occ.andnot(sq_bb(ek));
  while (flights) {
    if (!attacked(us, flights.pop(), o3)) return false;
  }
  return true;
}

uint64_t Position::compute_key() const {
  uint64_t bkey = 0, hkey = 0;
  for (Square s = 0; s < 81; ++s)
    if (board_[s]) bkey ^= zobrist::psq[board_[s]][s];
  for (int c = 0; c < 2; ++c)
    for (int pt = kPawn; pt <= kGold; ++pt) hkey += zobrist::hand[c][pt] * hand_[c][pt];
  return bkey ^ hkey ^ uint64_t(side_);
}

}  // namespace regalia::showgit
