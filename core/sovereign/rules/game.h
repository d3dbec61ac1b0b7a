#pragma once
// A game over a Position: the move history (for threefold repetition and take-backs), the pie
// rule (`swap` after White's first move: the second person takes over the White side), which
// person (1 or 2) sits on which side, and the game status.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/error.h"
#include "core/common/game_status.h"
#include "core/sovereign/rules/position.h"

namespace regalia::sovereign {

class Game {
 public:
  Game();  // start position, person 1 on the White side (P1)
  // Starts a new game from a position (history and the pie choice are reset).
  Error set_scfen(std::string_view scfen);

  const Position& position() const { return pos_; }
  // Plays a move string of spec 5.2, or `swap` (pie rule). Errors: bad-move-syntax,
  // illegal-move, swap-not-allowed, game-over. On error nothing changes.
  Error play(std::string_view text);
  Error play(Move m);
  // Takes back the last move or swap; false when there is nothing to take back.
  bool undo();

  // The pie rule is available right after the first move of a game started at ply 0 by P1.
  bool can_swap() const;
  // The person (1 or 2) playing the given side; swapped by `swap`.
  int person_on(Player side) const { return swapped_ ? 2 - side : 1 + side; }
  bool swapped() const { return swapped_; }

  // reason: "checkmate", "stalemate", "repetition", "fifty-moves"; winner (checkmate only):
  // 1 = the seat kP1, 2 = kP2.
  GameStatus status() const;
  // The person (1 or 2) who won: the winning seat's person after the pie choice; 0 if nobody.
  int winner_person(const GameStatus& s) const { return s.winner ? person_on(Player(s.winner - 1)) : 0; }
  bool is_repetition() const;  // the current position occurred at least three times
  const std::vector<std::string>& history() const { return history_; }  // incl. "swap"

 private:
  Position pos_;
  std::vector<std::string> history_;
  std::vector<uint64_t> keys_;  // position keys: initial + after every move
  bool swapped_ = false;
  int swap_index_ = -1;          // index in history_ of the swap, or -1
  bool fresh_start_ = true;      // P1 to move at the start: the pie rule applies
};

}  // namespace regalia::sovereign
