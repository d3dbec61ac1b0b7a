// Readable move text for the move list and screen readers, and the text forms of import/export.
// Only words and formats: which moves exist and whether they are legal is the engine's business.
import { showgitName, sovereignPieceName, chessPieceName, colourName } from './i18n.js';

/** 'UNIFORM 7g-7f', 'VICTOR 8h×2b+', 'UNIFORM *5e' (names in the page's language). */
export function showgitMoveText(move, lang) {
  const name = showgitName(lang, move.name);
  if (move.drop) return `${name} *${move.to}`;
  return `${name} ${move.from}${move.captured ? '×' : '-'}${move.to}${move.promotion ? '+' : ''}`;
}

/** 'white pawn e2-e4', 'white pawn h6×g7=queen', castling, defection, the pie-rule swap. */
export function sovereignMoveText(move, lang, t, sideName) {
  if (move.swap) return t('swapMove');
  if (move.defection) {
    const text = t('defectMove', { side: sideName, colour: colourName(lang, move.defection) });
    return move.to && move.to !== move.from ? `${text}, ${move.from}-${move.to}` : text;
  }
  const piece = move.piece ? sovereignPieceName(lang, move.piece.colour, move.piece.type) : '';
  if (move.castle) return t('castleMove', { piece, from: move.from, to: move.to, rook: move.rook });
  const promo = move.promotion ? `=${chessPieceName(lang, move.promotion)}` : '';
  return `${piece} ${move.from}${move.captured ? '×' : '-'}${move.to}${promo}`;
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
