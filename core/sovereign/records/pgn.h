#pragma once
// A PGN-like record for Sovereign Chess:
//   [Event "Club night"]
//   [Site "Seoul"]
//   [Date "2024.05.01"]
//   [Round "1"]
//   [Player1 "Kim"]          person 1: starts on the White side (P1)
//   [Player2 "Lee"]          person 2; after `swap` they take over the White side
//   [Result "1-0"]           1-0 person 1 won, 0-1 person 2 won, 1/2-1/2 drawn, * unfinished
//   [Variant "Sovereign Chess"]
//   [SCFEN "..."]            only for a start other than the standard one
//
//   {a comment} 1. e2e4 swap 1... e15e13 2. Dn {defects} Oe1g1 1/2-1/2
// Moves are the spec's move strings (section 5.2) plus `swap`; every one is replayed and
// checked, in variations too: `1. e2e4 (1. d2d4 {other} d15d13) e15e13` (nested as deep as
// kMaxPgnVariationDepth). `;` comments and $NAGs are skipped. Unknown tags are kept; a value of
// "?" (PGN's unknown) is read as no tag and written for absent roster tags.
// Errors: record-empty, record-bad-line, record-illegal-move, record-truncated,
// record-bad-header, record-bad-position.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/common/error.h"
#include "core/sovereign/rules/game.h"

namespace regalia::sovereign {

struct PgnMove;

// A variation (PGN's RAV, `( ... )` after a move): moves played instead of that move, from the
// same position.
struct PgnVariation {
  std::string comment;          // {comment} before its first move, "" if none
  std::vector<PgnMove> moves;   // never empty
  friend bool operator==(const PgnVariation&, const PgnVariation&) = default;
};

struct PgnMove {
  std::string move;     // "e2e4", "Oe1g1", "Dn", "swap", ...
  std::string comment;  // {comment} after the move, "" if none
  std::vector<PgnVariation> variations;  // alternatives to this move, in the order read
  friend bool operator==(const PgnMove&, const PgnMove&) = default;
};

// How deep variations may nest (as for SHOWGIT records).
constexpr int kMaxPgnVariationDepth = 100;

struct PgnRecord {
  // Tags other than Result, SCFEN and Variant, in order (Event, Site, Date, Round, Player1,
  // Player2 first when written).
  std::vector<std::pair<std::string, std::string>> tags;
  std::string start_scfen;  // "" = the standard start position
  std::string comment;      // before the first move
  std::vector<PgnMove> moves;
  std::string result = "*";  // "1-0", "0-1", "1/2-1/2", "*"

  std::string tag(std::string_view name) const;  // "" if absent
  void set_tag(std::string_view name, std::string_view value);  // "" removes
};

Error read_pgn(std::string_view text, PgnRecord& out);
// Replays the moves first (record-illegal-move / record-bad-position on a bad record).
Error write_pgn(const PgnRecord& record, std::string& out);
// Replays a record into a game (start position, then every move).
Error replay(const PgnRecord& record, Game& game);
// The result a finished game implies ("1-0", "0-1", "1/2-1/2"), "*" while it goes on.
std::string result_of(const Game& game);

}  // namespace regalia::sovereign
