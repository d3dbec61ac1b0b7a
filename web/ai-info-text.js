// What the thinking box says about a search info: the score from the side of the person at the
// screen, in pawns (the library reports centipawns of each game's pawn, docs/api.md "Scores"),
// and the AI's line in the readable notation of the move list, replayed on a scratch game so each
// move has its own words; the score isolated from right-to-left text like all notation
// (notation.js isolate).

import { isolate } from './notation.js';

const LINE_PLIES = 4;

/** '+1.25' / '-0.40' pawns, '#3' (the person mates) / '#-3' (the person is mated; the game's mate count), '–' unknown. */
export function viewerScore(app, score) {
  if (!score) return '–';
  const sign = app.turn === app.humanSide() ? 1 : -1; // the engine scores for the side to move
  if (score.mate !== undefined && score.mate !== null) return `#${sign * score.mate}`;
  const pawns = (sign * score.cp) / 100;
  return `${pawns >= 0 ? '+' : '-'}${Math.abs(pawns).toFixed(2)}`;
}

/** The first plies of `pv` (notation strings from the shown position) as the move list writes them. */
export function readableLine(app, pv = []) {
  const line = pv.slice(0, LINE_PLIES);
  if (!line.length) return '';
  const { record } = app;
  const words = [];
  let game = null;
  try {
    game = app.regalia.newGame(app.variant, record.start ? { position: record.start } : {});
    for (const m of record.moves) game.play(m);
    for (const notation of line) {
      const played = game.play(notation);
      words.push(app.moveText(played, game.history().length - 1));
    }
  } catch {
    // A line for a position no longer shown: the rest stays in the engine's notation.
    words.push(...line.slice(words.length));
  } finally {
    game?.dispose();
  }
  return words.join(', ');
}

/** The thinking box's text for one info (or the final result). */
export function aiInfoText(app, info) {
  return app.t('aiInfo', { depth: info.depth ?? '–', score: isolate(app.lang, viewerScore(app, info.score)), pv: readableLine(app, info.pv) });
}
