// Game review: turns the engine's evaluation of every position of a game (engine-worker.js
// searches them one by one) into what a player reads: each move's scores before and after, the
// loss in expected score and a classification, and counts per player. Pure functions, no wasm:
// engine.js calls buildReview() on the worker's answer. docs/api.md "engine.review" documents
// the mapping, its constants and the thresholds, with the reasons for each.

/**
 * The logistic scale K of each game, in centipawns of its pawn (the reported scores, docs/api.md
 * "Scores"): expected score = 1 / (1 + e^(-cp / K)) for the side to move.
 * SHOWGIT: K = 1,472 is the 1,325 search units (pawn = 90) that tools/tune/fit_material.cpp fitted
 * (its first step, the evaluation alone against the game results) on 548,782 quiet positions of
 * 11,800 games against Fairy-Stockfish (docs/ai.md, "SHOWGIT evaluation" says how to run it),
 * times 100 / 90.
 * Sovereign Chess: no fit exists; 400 (four pawns) is a choice that prices a lost piece about as
 * the SHOWGIT scale does (a rook a blunder, a minor piece a mistake, a pawn an inaccuracy).
 */
export const REVIEW_SCALE = Object.freeze({ showgit: 1472, sovereign: 400 });

/** The losses in expected score (0..1, the mover's view) from which a move is marked. */
export const REVIEW_THRESHOLDS = Object.freeze({ inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 });

const CLASSES = ['blunder', 'mistake', 'inaccuracy'];

/** The side to move's expected score (0..1) for a reported score `{ cp }` or `{ mate }`. */
export function expectedScore(score, variant) {
  if (score && typeof score.mate === 'number') return score.mate > 0 ? 1 : 0;
  const k = REVIEW_SCALE[variant];
  return 1 / (1 + Math.exp(-score.cp / k));
}

/** 'blunder' | 'mistake' | 'inaccuracy' | null for a loss in expected score. */
export function classifyLoss(loss) {
  for (const name of CLASSES) if (loss >= REVIEW_THRESHOLDS[name]) return name;
  return null;
}

// The same score from the other side's view.
function negate(score) {
  if (!score) return null;
  return 'mate' in score ? { mate: -score.mate } : { cp: -score.cp };
}

// A position's score from `player`'s view (null once the game is over: the result says it).
function viewOf(entry, player) {
  return entry.over ? null : entry.turn === player ? entry.score : negate(entry.score);
}

// A position's expected score for `player`: the result when the game is over, else the search's.
function expectedFor(entry, player, variant) {
  if (entry.over) return entry.winner === 0 ? 0.5 : entry.winner === player ? 1 : 0;
  const own = expectedScore(entry.score, variant);
  return entry.turn === player ? own : 1 - own;
}

/**
 * The review of `moves` (notation) from the evaluated positions `entries` (position i is before
 * move i + 1; a stopped review has fewer). Each entry: { turn, over, winner, score, depth, nodes,
 * best, pv } as engine-worker.js answers it.
 */
export function buildReview(variant, moves, entries, stopped) {
  const positions = entries.map((e, ply) => ({
    ply,
    turn: e.turn,
    over: e.over,
    score: e.over ? null : e.score,
    expected: expectedFor(e, 1, variant),
    best: e.best,
    pv: e.pv,
    depth: e.depth,
    nodes: e.nodes,
  }));
  const reviewed = [];
  const counts = { 1: blankCount(), 2: blankCount() };
  for (let i = 0; i + 1 < entries.length && i < moves.length; ++i) {
    const before = entries[i];
    const after = entries[i + 1];
    const player = before.turn;
    const expectedBefore = expectedFor(before, player, variant);
    const expectedAfter = expectedFor(after, player, variant);
    const loss = Math.max(0, expectedBefore - expectedAfter);
    // The engine's own move is never marked: a loss there is the deeper look at the next position.
    const classification = moves[i] === before.best ? null : classifyLoss(loss);
    reviewed.push({
      ply: i + 1,
      move: moves[i],
      player,
      before: { mover: viewOf(before, player), player1: viewOf(before, 1) },
      after: { mover: viewOf(after, player), player1: viewOf(after, 1) },
      expectedBefore,
      expectedAfter,
      loss,
      classification,
      best: before.best,
      bestLine: before.pv,
    });
    const count = counts[player];
    count.moves += 1;
    count.totalLoss += loss;
    if (classification) count[classification] += 1;
  }
  const perPlayer = {};
  for (const player of [1, 2]) {
    const { totalLoss, ...count } = counts[player];
    perPlayer[player] = { ...count, averageLoss: count.moves ? totalLoss / count.moves : 0 };
  }
  return { variant, positions, moves: reviewed, counts: perPlayer, complete: !stopped && entries.length === moves.length + 1, stopped };
}

function blankCount() {
  return { moves: 0, inaccuracy: 0, mistake: 0, blunder: 0, totalLoss: 0 };
}
