// The editor's reading and writing of a position string's shape: SFEN (SHOWGIT) and SCFEN
// (Sovereign Chess) split into the board, the side to move, the hands or the owned colours and
// castling rights, and joined again. Shape only: whether a position is legal is asked of the
// library (newGame with `position`), which names what is wrong (docs/page.md "Board editor").

const SHOWGIT_FILES = 9;
const SOVEREIGN_SIZE = 16;
const SOVEREIGN_FILES = 'abcdefghijklmnop';
export const HAND_TYPES = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];
export const CASTLING_LETTERS = 'CELNceln';

/** A SHOWGIT square ('5e') from a column (0 = file 9) and a row (0 = rank a). */
const showgitSquare = (col, row) => `${SHOWGIT_FILES - col}${String.fromCharCode(97 + row)}`;
const sovereignSquare = (col, row) => `${SOVEREIGN_FILES[col]}${SOVEREIGN_SIZE - row}`;

/**
 * `{ board: Map(square -> piece code), turn, hands, owned, castling, tail }` from a position
 * string, or null when its shape cannot be read (the library's message then says why). Piece
 * codes: SFEN letters ('P', '+r') and SCFEN pairs ('wk').
 */
export function readPosition(variant, text) {
  const fields = String(text).trim().split(/\s+/);
  if (variant === 'showgit') {
    if (fields.length < 3) return null;
    const board = readRanks(fields[0], SHOWGIT_FILES, showgitSquare, /^\+?[PLNSGBRKplnsgbrk]/);
    if (!board || !/^[bw]$/.test(fields[1])) return null;
    const hands = { 1: {}, 2: {} };
    if (fields[2] !== '-') {
      const re = /(\d*)([RBGSNLPrbgsnlp])/gy;
      let m;
      let read = 0;
      while ((m = re.exec(fields[2]))) {
        const player = m[2] === m[2].toUpperCase() ? 1 : 2;
        const type = m[2].toUpperCase();
        hands[player][type] = (hands[player][type] ?? 0) + Number(m[1] || 1);
        read = re.lastIndex;
      }
      if (read !== fields[2].length) return null;
    }
    return { board, turn: fields[1] === 'b' ? 1 : 2, hands, tail: fields.slice(3).join(' ') || '1' };
  }
  if (fields.length !== 7) return null;
  const board = readRanks(fields[0], SOVEREIGN_SIZE, sovereignSquare, /^[wasbproygcnv][kqrbnp]/);
  if (!board || !/^[12]$/.test(fields[1])) return null;
  return { board, turn: Number(fields[1]), owned: [fields[2], fields[3]], castling: fields[4] === '-' ? '' : fields[4], tail: `${fields[5]} ${fields[6]}` };
}

function readRanks(field, size, squareOf, piece) {
  const ranks = field.split('/');
  if (ranks.length !== size) return null;
  const board = new Map();
  for (let row = 0; row < size; row++) {
    let rest = ranks[row];
    let col = 0;
    while (rest) {
      const run = /^\d+/.exec(rest);
      if (run) {
        col += Number(run[0]);
        rest = rest.slice(run[0].length);
        continue;
      }
      const p = piece.exec(rest);
      if (!p || col >= size) return null;
      board.set(squareOf(col, row), p[0]);
      col++;
      rest = rest.slice(p[0].length);
    }
    if (col !== size) return null;
  }
  return board;
}

function writeRanks(board, size, squareOf) {
  const ranks = [];
  for (let row = 0; row < size; row++) {
    let text = '';
    let run = 0;
    for (let col = 0; col < size; col++) {
      const p = board.get(squareOf(col, row));
      if (!p) {
        run++;
        continue;
      }
      if (run) text += run;
      run = 0;
      text += p;
    }
    ranks.push(text + (run ? run : ''));
  }
  return ranks.join('/');
}

/** The position string of an editor state (the inverse of readPosition). */
export function writePosition(variant, s) {
  if (variant === 'showgit') {
    let hand = '';
    for (const player of [1, 2]) {
      for (const type of HAND_TYPES) {
        const n = s.hands[player][type] ?? 0;
        if (n > 0) hand += (n > 1 ? n : '') + (player === 1 ? type : type.toLowerCase());
      }
    }
    return `${writeRanks(s.board, SHOWGIT_FILES, showgitSquare)} ${s.turn === 1 ? 'b' : 'w'} ${hand || '-'} ${s.tail || '1'}`;
  }
  const castling = [...CASTLING_LETTERS].filter((c) => s.castling.includes(c)).join('');
  return `${writeRanks(s.board, SOVEREIGN_SIZE, sovereignSquare)} ${s.turn} ${s.owned[0]} ${s.owned[1]} ${castling || '-'} ${s.tail || '0 1'}`;
}

/** Every square of the variant's board, top row first (for drawing an edited board). */
export function squaresOf(variant) {
  const size = variant === 'showgit' ? SHOWGIT_FILES : SOVEREIGN_SIZE;
  const squareOf = variant === 'showgit' ? showgitSquare : sovereignSquare;
  const out = [];
  for (let row = 0; row < size; row++) {
    const line = [];
    for (let col = 0; col < size; col++) line.push(squareOf(col, row));
    out.push(line);
  }
  return out;
}
