#pragma once
// A game: a Position plus its history (keys and check flags), for the end-of-game rules:
// BIG-BANG (checkmate), no legal moves, fourfold repetition, perpetual check, and the optional
// 27-point impasse declaration and ply limit. Search works on the Position's own do/undo.
#include <string>
#include <string_view>
#include <vector>

#include "core/common/error.h"
#include "core/common/game_status.h"
#include "core/showgit/rules/position.h"

namespace regalia::showgit {

struct GameOptions {
  bool impasse = false;  // allow the 27-point impasse declaration (CSA rule)
  int max_plies = 0;     // draw once the SFEN move number exceeds this (0 = no limit)
};

// Whether the side to move may declare a win by the 27-point rule: its king in the enemy
// camp, not in check, at least 10 other own pieces in the camp, and points (rook/bishop and
// their promotions 5, other pieces 1, counting camp pieces and the hand) of 28 for the first
// player or 27 for the second.
bool can_declare_impasse(const Position& pos);

class Game {
 public:
  explicit Game(GameOptions options = {});
  // Starts from an SFEN (history cleared). On error the game is unchanged.
  Error set_sfen(std::string_view sfen);
  const Position& position() const { return pos_; }
  const GameOptions& options() const { return options_; }
  void set_options(GameOptions o) { options_ = o; }

  // Plays a USI move after checking it ("bad-move-syntax", "illegal-move", "game-over").
  Error play(std::string_view usi);
  // Plays a move known to be legal.
  void play(Move m);
  // Takes back the last move; false if there is none.
  bool undo();
  // Declares a win by the impasse rule ("impasse-disabled", "cannot-declare", "game-over").
  Error declare_impasse();

  // reason: "big-bang", "no-legal-moves", "repetition", "perpetual-check", "impasse",
  // "ply-limit"; winner 1 = the first player (sente), 2 = the second (gote).
  GameStatus status() const;
  const std::vector<Move>& moves() const { return moves_; }
  // How often the current position has occurred (1 = first time).
  int repetitions() const;

 private:
  Position pos_;
  GameOptions options_;
  std::vector<Move> moves_;
  std::vector<uint64_t> keys_;   // key of every position, the current one last
  std::vector<uint8_t> checks_;  // whether the side to move was in check there
  GameStatus declared_;
};

}  // namespace regalia::showgit
