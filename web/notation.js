// Readable move text for the move list and screen readers, and the text forms of import/export.
// Only words and formats: which moves exist and whether they are legal is the engine's business.
import { showgitName, sovereignPieceName, chessPieceName, colourName, LANGUAGES } from './i18n.js';

/**
 * Notation (squares, moves, scores) as a left-to-right island in right-to-left text: without it
 * the bidi algorithm lets the digits and signs around an Arabic word reorder ('*4e' shown as
 * '4e*'). Unicode isolates (LRI … PDI) keep it whole in plain text, so it holds in the move list,
 * the status, announcements and the AI's line alike; left-to-right languages need nothing.
 */
export function isolate(lang, text) {
  return LANGUAGES[lang]?.dir === 'rtl' ? `\u2066${text}\u2069` : String(text);
}

// The move texts below pass each notation in them through `mark`: isolated from right-to-left
// words by default, marked for moveNodes when the text becomes DOM nodes.

/** 'UNIFORM 7g-7f', 'VICTOR 8h×2b+', 'UNIFORM *5e' (names in the page's language). */
export function showgitMoveText(move, lang, mark = (s) => isolate(lang, s)) {
  const name = showgitName(lang, move.name);
  if (move.drop) return `${name} ${mark(`*${move.to}`)}`;
  return `${name} ${mark(`${move.from}${move.captured ? '×' : '-'}${move.to}${move.promotion ? '+' : ''}`)}`;
}

/** 'white pawn e2-e4', 'white pawn h6×g7=queen', castling, defection, the pie-rule swap. */
export function sovereignMoveText(move, lang, t, sideName, mark = (s) => isolate(lang, s)) {
  if (move.swap) return t('swapMove');
  if (move.defection) {
    const text = t('defectMove', { side: sideName, colour: colourName(lang, move.defection) });
    return move.to && move.to !== move.from ? `${text}, ${mark(`${move.from}-${move.to}`)}` : text;
  }
  const piece = move.piece ? sovereignPieceName(lang, move.piece.colour, move.piece.type) : '';
  if (move.castle) return t('castleMove', { piece, from: mark(move.from), to: mark(move.to), rook: mark(move.rook) });
  const promo = move.promotion ? `=${chessPieceName(lang, move.promotion)}` : '';
  return `${piece} ${mark(`${move.from}${move.captured ? '×' : '-'}${move.to}`)}${promo}`;
}

// moveNodes' marks around a notation: the isolates' own characters, which no word contains.
const MARK = (s) => `\u2066${s}\u2069`;

/**
 * The text of move `index` of the game shown (app.moveText's, the same text content) as DOM
 * nodes for a list: each notation its own span, which board.css never wraps inside (no line ends
 * between '7g-' and '7f', in any language), isolated from right-to-left words as in plain text.
 */
export function moveNodes(app, move, index) {
  return app.moveText(move, index, MARK).split(/[\u2066\u2069]/).flatMap((part, i) => {
    if (i % 2 === 0) return part ? [part] : [];
    return [Object.assign(document.createElement('span'), { className: 'rg-notation', textContent: isolate(app.lang, part) })];
  });
}

/**
 * Splits import text into a start position (null = the standard start) and move tokens.
 * Accepts a bare position (SFEN / SCFEN), a bare move list, "<position> moves a b c", and the
 * USI command forms "position startpos moves …" / "position sfen <SFEN> moves …".
 */
export function parseImport(text) {
  let rest = text.trim().replace(/\s+/g, ' ');
  if (rest.startsWith('position ')) rest = rest.slice(9);
  let position = null;
  let moves = '';
  if (rest.startsWith('startpos')) {
    moves = rest.slice(8).trim();
  } else if (rest.startsWith('sfen ') || rest.includes('/')) {
    if (rest.startsWith('sfen ')) rest = rest.slice(5);
    const at = rest.indexOf(' moves');
    position = (at < 0 ? rest : rest.slice(0, at)).trim();
    moves = at < 0 ? '' : rest.slice(at);
  } else {
    moves = rest;
  }
  moves = moves.trim();
  if (moves.startsWith('moves')) moves = moves.slice(5).trim();
  return { position, moves: moves ? moves.split(' ') : [] };
}

/** The move list as text: a plain list from the standard start, else a USI-style command. */
export function exportMoves(variant, start, moves) {
  if (!start) return moves.join(' ');
  const head = variant === 'showgit' ? `position sfen ${start}` : `position ${start}`;
  return moves.length ? `${head} moves ${moves.join(' ')}` : head;
}
