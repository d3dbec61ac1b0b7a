#include "core/showgit/rules/game.h"

#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/usi.h"

namespace regalia::showgit {

bool can_declare_impasse(const Position& pos) {
  const Color us = pos.side_to_move();
  const Square k = pos.king_square(us);
  if (k == kNoSquare || pos.in_check()) return false;
  const Bitboard zone = tables::zone[us];  // the enemy camp = our promotion zone
  if (!zone.test(k)) return false;
  Bitboard mine = (pos.pieces(us) & zone).andnot(sq_bb(k));
  if (mine.count() < 10) return false;
  int points = 0;
  while (mine) {
    const PieceType pt = base_type(type_of(pos.piece_on(mine.pop())));
    points += (pt == kRook || pt == kBishop) ? 5 : 1;
  }
  for (int pt = kPawn; pt <= kGold; ++pt)
    points += pos.hand_count(us, PieceType(pt)) * ((pt == kRook || pt == kBishop) ? 5 : 1);
  return points >= (us == kBlack ? 28 : 27);
}

Game::Game(GameOptions options) : options_(options) {
  keys_.push_back(pos_.key());
  checks_.push_back(pos_.in_check());
}

Error Game::set_sfen(std::string_view sfen) {
  if (Error e = pos_.set_sfen(sfen)) return e;
  moves_.clear();
  keys_.assign(1, pos_.key());
  checks_.assign(1, pos_.in_check());
  declared_ = GameStatus();
  return {};
}

void Game::play(Move m) {
  pos_.do_move(m);
  moves_.push_back(m);
  keys_.push_back(pos_.key());
  checks_.push_back(pos_.in_check());
}

Error Game::play(std::string_view usi) {
  Move m;
  if (Error e = parse_usi_move(pos_, usi, m)) return e;
  if (status().over()) return Error("game-over", "the game is over");
  play(m);
  return {};
}

bool Game::undo() {
  if (moves_.empty()) return false;
  pos_.undo_move(moves_.back());
  moves_.pop_back();
  keys_.pop_back();
  checks_.pop_back();
  declared_ = GameStatus();
  return true;
}

Error Game::declare_impasse() {
  if (!options_.impasse) return Error("impasse-disabled", "the impasse declaration rule is off");
  if (status().over()) return Error("game-over", "the game is over");
  if (!can_declare_impasse(pos_)) return Error("cannot-declare", "the side to move does not meet the impasse rule");
  declared_.winner = pos_.side_to_move() == kBlack ? 1 : 2;
  declared_.reason = "impasse";
  return {};
}

int Game::repetitions() const {
  int n = 0;
  for (uint64_t k : keys_) n += k == keys_.back();
  return n;
}

GameStatus Game::status() const {
  if (declared_.over()) return declared_;
  GameStatus s;
  const int loser_is = pos_.side_to_move() == kBlack ? 1 : 2;
  if (count_legal(pos_) == 0) {
    s.winner = 3 - loser_is;
    s.reason = pos_.in_check() ? "big-bang" : "no-legal-moves";
    return s;
  }
  const size_t n = keys_.size();
  if (repetitions() >= 4) {
    size_t first = 0;
    while (keys_[first] != keys_.back()) ++first;
    // Move k leads from position k to k + 1; its mover is the side to move at position k,
    // and it gave check iff checks_[k + 1]. The current side to move played moves n-2, n-4, ...
    bool all_check[2] = {true, true};  // [0] = side to move now, [1] = the other side
    for (size_t k = first; k + 1 < n; ++k) {
      const int who = ((n - 1 - k) % 2 == 0) ? 0 : 1;
      if (!checks_[k + 1]) all_check[who] = false;
    }
    s.reason = "repetition";
    if (all_check[0] != all_check[1]) {
      s.reason = "perpetual-check";
      // The checker loses.
      const int checker = all_check[0] ? (pos_.side_to_move() == kBlack ? 1 : 2) : (pos_.side_to_move() == kBlack ? 2 : 1);
      s.winner = 3 - checker;
    }
    return s;
  }
  if (options_.max_plies > 0 && pos_.move_number() - 1 >= options_.max_plies) {
    s.reason = "ply-limit";
    return s;
  }
  return s;
}

}  // namespace regalia::showgit
