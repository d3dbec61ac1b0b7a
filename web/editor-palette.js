// The board editor's palette: the pieces that can be put on the board, as buttons with the
// piece drawn by the game's own view (SHOWGIT counters, Sovereign glyphs in army colours), and
// an eraser. Which pieces exist is presentation (the position's letters), never a rule.
import { ShowgitView } from './showgit-view.js';
import { SovereignView } from './sovereign-view.js';
import { showgitName, sovereignPieceName } from './i18n.js';

const SHOWGIT_TYPES = ['K', 'R', 'B', 'G', 'S', 'N', 'L', 'P', '+R', '+B', '+S', '+N', '+L', '+P'];
const SOVEREIGN_TYPES = ['k', 'q', 'r', 'b', 'n', 'p'];
// SCFEN's colour letters (docs/sovereign.md "Colours"), in the engine's order.
export const COLOUR_LETTERS = { w: 'white', a: 'ash', s: 'slate', b: 'black', p: 'pink', r: 'red', o: 'orange', y: 'yellow', g: 'green', c: 'cyan', n: 'navy', v: 'violet' };
const CHESS_TYPE = { k: 'K', q: 'Q', r: 'R', b: 'B', n: 'N', p: 'P' };

/** The SFEN code of a SHOWGIT palette piece for `owner` (1: upper case). */
export const showgitCode = (type, owner) => (owner === 1 ? type : type.toLowerCase());

/** A board() entry's look for a piece code, as the views draw it. */
export function pieceLook(variant, code, pieces) {
  if (variant === 'showgit') {
    const owner = code === code.toUpperCase() ? 1 : 2;
    const type = code.toUpperCase();
    const info = pieces[type];
    return { type, owner, promoted: type.startsWith('+'), name: owner === 1 ? info.name : info.secondPlayerName };
  }
  return { colour: COLOUR_LETTERS[code[0]], type: CHESS_TYPE[code[1]], controller: 0 };
}

/** The spoken name of a piece code ("UNIFORM of TIME", "red knight"). */
export function pieceLabel(app, code) {
  if (app.variant === 'showgit') {
    const look = pieceLook('showgit', code, app.showgitPieces);
    return `${showgitName(app.lang, look.name)} (${app.sideName(look.owner)})`;
  }
  const look = pieceLook('sovereign', code);
  return sovereignPieceName(app.lang, look.colour, look.type);
}

/** Draws one piece code into a small canvas. */
export function drawPaletteIcon(canvas, variant, code, app) {
  const ratio = window.devicePixelRatio || 1;
  const css = canvas.clientWidth || 36;
  canvas.width = Math.round(css * ratio);
  canvas.height = Math.round(css * ratio);
  if (variant === 'showgit') {
    const view = new ShowgitView(canvas, app.showgitPieces);
    view.lang = app.lang;
    if (app.view?.pieceSet) view.pieceSet = app.view.pieceSet;
    view.ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    view.ctx.translate(css / 2, css / 2);
    view.counterAt(pieceLook('showgit', code, app.showgitPieces), css * 0.95);
    return;
  }
  const view = new SovereignView(canvas);
  if (app.view?.pieceSet) view.pieceSet = app.view.pieceSet;
  view.ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  view.drawPiece(pieceLook('sovereign', code), css / 2, css / 2, css * 0.9);
}

/** The palette's piece codes: SHOWGIT for `owner`, Sovereign for the colour letter `colour`. */
export function paletteCodes(variant, { owner, colour }) {
  return variant === 'showgit' ? SHOWGIT_TYPES.map((t) => showgitCode(t, owner)) : SOVEREIGN_TYPES.map((t) => colour + t);
}

