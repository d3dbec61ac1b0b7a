#include "core/sovereign/rules/game.h"

#include <algorithm>

#include "core/sovereign/rules/notation.h"

namespace regalia::sovereign {

Game::Game() { keys_.push_back(pos_.key()); }

Error Game::set_scfen(std::string_view scfen) {
  Position p;
  if (Error e = p.set_scfen(scfen)) return e;
  pos_ = p;
  history_.clear();
  keys_.assign(1, pos_.key());
  swapped_ = false;
  swap_index_ = -1;
  fresh_start_ = pos_.side_to_move() == kP1;
  return {};
}

bool Game::can_swap() const {
  return fresh_start_ && history_.size() == 1 && swap_index_ < 0;
}

Error Game::play(std::string_view text) {
  if (text == "swap") {
    if (!can_swap()) return {"swap-not-allowed", "swap is only allowed right after White's first move"};
    swapped_ = true;
    swap_index_ = int(history_.size());
    history_.emplace_back("swap");
    return {};
  }
  Move m;
  if (Error e = parse_move(pos_, text, m)) {
    if (e.code == "illegal-move" && status().over()) return {"game-over", "the game is over"};
    return e;
  }
  return play(m);
}

Error Game::play(Move m) {
  if (status().over()) return {"game-over", "the game is over"};
  if (!pos_.is_legal(m)) return {"illegal-move", move_to_string(m).insert(0, 1, '\'') + "' is not legal in this position"};
  pos_.do_move(m);
  history_.push_back(move_to_string(m));
  keys_.push_back(pos_.key());
  return {};
}

bool Game::undo() {
  if (history_.empty()) return false;
  if (history_.back() == "swap") {
    swapped_ = false;
    swap_index_ = -1;
  } else {
    pos_.undo_move();
    keys_.pop_back();
  }
  history_.pop_back();
  return true;
}

bool Game::is_repetition() const {
  return std::count(keys_.begin(), keys_.end(), pos_.key()) >= 3;
}

GameStatus Game::status() const {
  GameStatus s;
  if (pos_.count_legal() == 0) {
    if (pos_.in_check()) {
      s.reason = "checkmate";
      s.winner = 1 + opponent(pos_.side_to_move());
    } else {
      s.reason = "stalemate";
    }
  } else if (is_repetition()) {
    s.reason = "repetition";
  } else if (pos_.halfmove_clock() >= 100) {
    s.reason = "fifty-moves";
  }
  return s;
}

}  // namespace regalia::sovereign
