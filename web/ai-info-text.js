// What the thinking box says about a search info: the score from the side of the person at the
// screen, in pawns (the library reports centipawns of each game's pawn, docs/api.md "Scores"),
// and the AI's line in the readable notation of the move list, played on a scratch game so each
// move has its own words; the score isolated from right-to-left text like all notation
// (notation.js isolate).

import { GameLine } from '../bindings/js/game-line.js';
import { isolate } from './notation.js';

const LINE_PLIES = 4;

/**
 * '+1.25' / '-0.40' pawns, '#3' (the person mates) / '#-3' (the person is mated; the game's mate
 * count), '–' unknown; after '≥' or '≤' when the score is only a bound (`lowerbound`: a depth the
 * limit cut short, a lower bound for the side to move).
 */
export function viewerScore(app, score, lowerbound = false) {
  if (!score) return '–';
  const sign = app.turn === app.humanSide() ? 1 : -1; // the engine scores for the side to move
  const mark = lowerbound ? (sign === 1 ? '≥' : '≤') : '';
  if (score.mate !== undefined && score.mate !== null) return `${mark}#${sign * score.mate}`;
  const pawns = (sign * score.cp) / 100;
  return `${mark}${pawns >= 0 ? '+' : '-'}${Math.abs(pawns).toFixed(2)}`;
}

/**
 * A scratch game at the position shown (bindings/js/game-line.js), for readableLine(): kept
 * across a search's infos and the turns of a game, it is moved to each new position by its new
 * moves only. The caller disposes of `.game`.
 */
export function lineGame(app) {
  return new GameLine(app.regalia.newGame(app.variant));
}

/**
 * The first plies of `pv` (notation strings from the shown position) as the move list writes them,
 * played on `line` (lineGame()) and taken back; without one, on a game made for the call.
 */
export function readableLine(app, pv = [], line = null) {
  const plies = pv.slice(0, LINE_PLIES);
  if (!plies.length) return '';
  const { record } = app;
  const words = [];
  const own = line ? null : lineGame(app);
  let game = null;
  let played = 0;
  try {
    const scratch = line ?? own;
    game = scratch.set(record.start ?? app.game.startPosition(), record.moves);
    for (const notation of plies) {
      const move = game.play(notation);
      ++played;
      words.push(app.moveText(move, game.history().length - 1));
    }
  } catch {
    // A line for a position no longer shown: the rest stays in the engine's notation.
    words.push(...plies.slice(words.length));
  } finally {
    for (; played > 0; --played) game.undo();
    own?.game.dispose();
  }
  return words.join(', ');
}

/**
 * The thinking box's texts for one info (or the final result): `full` says the depth, the score,
 * the line in words and, in SHOWGIT once the engine has said, which evaluation plays (the learned
 * one or the built-in one: web/page-engine.js); `brief`, for a narrow box, the score and the line
 * only.
 */
export function aiInfoText(app, info, line = null) {
  const parts = { depth: info.depth ?? '–', score: isolate(app.lang, viewerScore(app, info.score, info.lowerbound)), pv: readableLine(app, info.pv, line) };
  let full = app.t('aiInfo', parts);
  if (app.variant === 'showgit' && app.evaluation) full += ` · ${app.t(app.evaluation === 'learned' ? 'evalLearned' : 'evalBuiltIn')}`;
  return { full, brief: parts.pv ? `${parts.score} · ${parts.pv}` : parts.score };
}
