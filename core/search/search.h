#pragma once
// The game-agnostic search, in one include: Searcher<G> for any game adapter G that satisfies
// SearchGame (game_concept.h). Iterative deepening with aspiration windows, PVS alpha-beta with
// its pruning, reductions and extensions, quiescence, a transposition table, move ordering by
// history, and the playing levels. One concept per file:
//   game_concept.h        what the search asks of a game (checked by the compiler)
//   searcher.h            Searcher<G>: state and the steps every node shares
//   iterative_deepening.h think(): depths, aspiration windows, root moves, MultiPV lines, the move played
//   pvs.h                 interior nodes: alpha-beta, pruning, reductions, extensions
//   quiescence.h          captures until quiet
//   move_picker.h         move ordering at a node
//   history.h             killers, butterfly/continuation history, countermoves
//   correction_history.h  the static evaluation corrected by what the searches found
//   reductions.h          the late-move reduction table
//   parameters.h          the tuned margins and thresholds
//   level_choice.h        the weaker levels' seeded choice among near-best moves
//   levels.h, time_manager.h, tt.h, types.h: level table, clock budgets, hash table, vocabulary
// engine.h (Engine<G>, the facade for the CLI and the bindings) includes this file.
#include "core/search/game_concept.h"
#include "core/search/iterative_deepening.h"
#include "core/search/pvs.h"
#include "core/search/quiescence.h"
#include "core/search/searcher.h"
#include "core/search/types.h"
