// The faces of SHOWGIT pieces, one drawing per piece set (web/piece-sets.js; docs/page.md "Piece
// sets"): the seed-faithful counters (the default), traditional one- and two-kanji pieces, and a
// large high-contrast set. Each draws one piece centred at (0, 0), pointing up, `size` wide; the
// caller turns it for the second player and for the flip of a promotion.
import { showgitLabel } from './i18n.js';

const LATIN = '"DejaVu Sans", system-ui, sans-serif';
// Mincho faces first: the brush-like strokes of printed shogi pieces.
const KANJI = '"Yu Mincho", "Hiragino Mincho ProN", "Noto Serif CJK JP", "IPAMincho", "IPAexMincho", serif';

// The shogi piece of each SFEN type (docs/showgit.md "Names": MIKE = G, ALPHA = S, YANKEE = N,
// LIMA = L, VICTOR = B, TANGO = R, UNIFORM = P): [one kanji, two kanji]. The first player's
// king is 玉 (STAR), the second player's 王 (TIME).
const KANJI_NAMES = {
  K: ['玉', '玉将'], k: ['王', '王将'], R: ['飛', '飛車'], '+R': ['龍', '龍王'], B: ['角', '角行'], '+B': ['馬', '龍馬'],
  G: ['金', '金将'], S: ['銀', '銀将'], '+S': ['全', '成銀'], N: ['桂', '桂馬'], '+N': ['圭', '成桂'],
  L: ['香', '香車'], '+L': ['杏', '成香'], P: ['歩', '歩兵'], '+P': ['と', 'と金'],
};
// Traditional pieces grow with their rank.
const KOMA_SCALE = { K: 1, R: 0.97, B: 0.97, G: 0.94, S: 0.94, N: 0.91, L: 0.89, P: 0.86 };

/** The shogi kanji of a piece (`type` as board() gives it; `owner` picks 玉 or 王): [one, two]. */
export function kanjiOf(type, owner) {
  return KANJI_NAMES[type === 'K' && owner === 2 ? 'k' : type];
}

// Sets `px` (or less, down to what fits `maxWidth`) and returns the size used.
function fitFont(ctx, text, maxWidth, px, family, weight = 'bold') {
  ctx.font = `${weight} ${px}px ${family}`;
  const w = ctx.measureText(text).width;
  if (w <= maxWidth) return px;
  const fitted = Math.max(6, Math.floor((px * maxWidth) / w));
  ctx.font = `${weight} ${fitted}px ${family}`;
  return fitted;
}

/**
 * Writes one word of a counter: whole when it fits at `minPx` or more (a smaller font than
 * `px` where needed), else shortened from the docs' spelling (ALPHA -> ALPH, UNIFORM -> UNIF).
 */
function writeWord(ctx, word, y, maxWidth, px, minPx) {
  let text = word;
  if (fitFont(ctx, text, maxWidth, px, LATIN) < minPx && /^[A-Z]{5,}$/.test(word)) {
    text = word.slice(0, 4);
    fitFont(ctx, text, maxWidth, px, LATIN);
  }
  ctx.fillText(text, 0, y);
}

function counterPath(ctx, h) {
  ctx.beginPath();
  ctx.moveTo(0, -h);
  ctx.lineTo(h * 0.8, -h * 0.6);
  ctx.lineTo(h * 0.86, h * 0.92);
  ctx.lineTo(-h * 0.86, h * 0.92);
  ctx.lineTo(-h * 0.8, -h * 0.6);
  ctx.closePath();
}

// Dot = one step, square = a slide, in each direction the piece moves (regalia.pieces()).
function moveMarks(ctx, h, size, moves, ink, dot, square) {
  if (!moves) return;
  const reach = h * 0.72;
  ctx.fillStyle = ink;
  for (const [df, dr] of moves.steps) {
    const len = Math.hypot(df, dr);
    const k = len > 1.5 ? 1.12 : 1; // knight jumps sit a little further out
    ctx.beginPath();
    ctx.arc((df / len) * reach * k, (-dr / len) * reach * k, size * dot, 0, Math.PI * 2);
    ctx.fill();
  }
  for (const [df, dr] of moves.slides) {
    const len = Math.hypot(df, dr);
    const s = size * square;
    ctx.fillRect((df / len) * reach - s / 2, (-dr / len) * reach - s / 2, s, s);
  }
}

function writeLabel(ctx, label, h, size, scale) {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const px = Math.round(size * 0.2 * scale);
  const minPx = size * 0.13 * scale;
  if (label.length === 1) writeWord(ctx, label[0], h * 0.14, h * 1.3, px, minPx);
  else {
    writeWord(ctx, label[0], -h * 0.08, h * 1.3, Math.round(px * 0.8), minPx * 0.8);
    writeWord(ctx, label[1], h * 0.38, h * 1.3, px, minPx);
  }
}

// The seed's counters: one colour, the name, the move marks; a promoted counter is its reverse (red).
function drawCounter(ctx, size, { promoted, moves, label }) {
  const h = size * 0.44;
  counterPath(ctx, h);
  ctx.fillStyle = promoted ? '#fbe2cf' : '#fbf3e2';
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = size * 0.06;
  ctx.shadowOffsetY = size * 0.02;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, size * 0.03);
  ctx.strokeStyle = promoted ? '#b02020' : '#4a3414';
  ctx.stroke();
  const ink = promoted ? '#b02020' : '#3a2a10';
  moveMarks(ctx, h, size, moves, ink, 0.04, 0.085);
  ctx.fillStyle = ink;
  writeLabel(ctx, label, h, size, 1);
}

// Large black-and-white counters: the first player's white, the second's black, a thick rim;
// a promoted counter gets a second rim inside. No colour is needed to tell anything apart.
function drawContrast(ctx, size, { promoted, moves, label, owner }) {
  const h = size * 0.48;
  const paper = owner === 2 ? '#000' : '#fff';
  const ink = owner === 2 ? '#fff' : '#000';
  counterPath(ctx, h);
  ctx.fillStyle = paper;
  ctx.fill();
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(2, size * 0.06);
  ctx.strokeStyle = '#000';
  ctx.stroke();
  ctx.lineWidth = Math.max(1, size * 0.02);
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  if (promoted) {
    counterPath(ctx, h * 0.8);
    ctx.lineWidth = Math.max(1.5, size * 0.035);
    ctx.strokeStyle = ink;
    ctx.stroke();
  }
  moveMarks(ctx, h, size, moves, ink, 0.055, 0.11);
  ctx.fillStyle = ink;
  writeLabel(ctx, label, h, size, 1.25);
}

// Traditional pieces: the wooden koma with its name in ink, a promoted piece's in red.
function drawKoma(ctx, size, { type, promoted, owner }, two) {
  const base = type.replace('+', '');
  const h = size * 0.45 * (KOMA_SCALE[base] ?? 1);
  ctx.beginPath();
  ctx.moveTo(0, -h);
  ctx.lineTo(h * 0.66, -h * 0.7);
  ctx.lineTo(h * 0.8, h * 0.95);
  ctx.lineTo(-h * 0.8, h * 0.95);
  ctx.lineTo(-h * 0.66, -h * 0.7);
  ctx.closePath();
  ctx.fillStyle = '#f2cf8c';
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = size * 0.05;
  ctx.shadowOffsetY = size * 0.02;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, size * 0.025);
  ctx.strokeStyle = '#7a5424';
  ctx.stroke();
  const [one, pair] = kanjiOf(type, owner);
  ctx.fillStyle = promoted ? '#c0141c' : '#111';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (!two) {
    fitFont(ctx, one, h * 1.3, Math.round(h * 1.05), KANJI);
    ctx.fillText(one, 0, h * 0.14);
  } else {
    const chars = [...pair];
    const px = Math.round(h * 0.72);
    for (const [i, ch] of chars.entries()) {
      fitFont(ctx, ch, h * 1.2, px, KANJI);
      ctx.fillText(ch, 0, -h * 0.26 + i * h * 0.76);
    }
  }
}

/**
 * Draws one SHOWGIT piece in the piece set `set`: `piece` = { type ('P', '+P', ...), owner,
 * name (its SHOWGIT name), promoted }, `moves` its { steps, slides } from regalia.pieces(), in
 * the language `lang` (the counters' words).
 */
export function drawShowgitPiece(ctx, size, set, { piece, moves, lang }) {
  const face = { type: piece.type, owner: piece.owner, promoted: piece.promoted, moves, label: showgitLabel(lang, piece.name) };
  if (set === 'kanji' || set === 'kanji2') drawKoma(ctx, size, face, set === 'kanji2');
  else if (set === 'contrast') drawContrast(ctx, size, face);
  else drawCounter(ctx, size, face);
}
