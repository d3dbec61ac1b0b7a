// How the coach (analysis lines, hints, review, tsume) writes an engine score, in one place: the
// library's scores are from the side to move's view in centipawns of the game's pawn, mates in
// the game's own count (SHOWGIT plies, Sovereign moves; docs/api.md "Scores"); the page turns
// them to a player's view and writes them in pawns.
import { isolate } from './notation.js';

/** `score` (the side to move `turn`'s view) seen by `player`: the same object shape. */
export function scoreFor(score, turn, player) {
  if (!score || turn === player) return score;
  return score.mate !== undefined && score.mate !== null ? { mate: -score.mate } : { cp: -score.cp };
}

/**
 * '≥' or '≤' before a score that is only a lower bound for the side to move `turn` (a depth the
 * limit cut short, the library's `lowerbound`), as `player` sees it; '' for an exact score.
 */
export function boundMark(lowerbound, turn, player) {
  if (!lowerbound) return '';
  return turn === player ? '≥' : '≤';
}

/** '+1.25' / '-0.40' pawns, '#3' (mates in 3) / '#-3' (mated), '–' unknown, after `mark` (boundMark); isolated in RTL text. */
export function scoreWords(app, score, mark = '') {
  if (!score) return '–';
  if (score.mate !== undefined && score.mate !== null) return isolate(app.lang, `${mark}#${score.mate}`);
  const pawns = score.cp / 100;
  return isolate(app.lang, `${mark}${pawns >= 0 ? '+' : '-'}${Math.abs(pawns).toFixed(2)}`);
}
