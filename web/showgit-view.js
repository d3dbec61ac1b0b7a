// Draws a SHOWGIT position on a canvas: flat square counters of one colour, the owner shown by
// the way a counter points, the SHOWGIT name on it and its moves marked (dot = one step,
// square = slide), taken from the engine's move tables through the API (regalia.pieces()).
import { BoardView } from './board-view.js';
import { showgitLabel } from './i18n.js';

const FILES = 9;

/**
 * Draws one counter centred at (0, 0) on `ctx`, pointing up, `size` wide.
 * `moves` = { steps, slides } from regalia.pieces(); `label` = lines of text.
 */
export function drawCounter(ctx, size, { promoted, moves, label, fitText }) {
  const h = size * 0.44;
  ctx.beginPath();
  ctx.moveTo(0, -h);
  ctx.lineTo(h * 0.8, -h * 0.6);
  ctx.lineTo(h * 0.86, h * 0.92);
  ctx.lineTo(-h * 0.86, h * 0.92);
  ctx.lineTo(-h * 0.8, -h * 0.6);
  ctx.closePath();
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
  if (moves) {
    const reach = h * 0.72;
    ctx.fillStyle = ink;
    for (const [df, dr] of moves.steps) {
      const len = Math.hypot(df, dr);
      const k = len > 1.5 ? 1.12 : 1; // knight jumps sit a little further out
      ctx.beginPath();
      ctx.arc((df / len) * reach * k, (-dr / len) * reach * k, size * 0.04, 0, Math.PI * 2);
      ctx.fill();
    }
    for (const [df, dr] of moves.slides) {
      const len = Math.hypot(df, dr);
      const s = size * 0.085;
      ctx.fillRect((df / len) * reach - s / 2, (-dr / len) * reach - s / 2, s, s);
    }
  }
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const px = Math.round(size * 0.2);
  if (label.length === 1) fitText(label[0], 0, h * 0.14, h * 1.3, px);
  else {
    fitText(label[0], 0, -h * 0.08, h * 1.3, Math.round(px * 0.8));
    fitText(label[1], 0, h * 0.38, h * 1.3, px);
  }
}

export class ShowgitView extends BoardView {
  constructor(canvas, pieceMoves) {
    super(canvas, { columns: FILES, rows: FILES });
    this.pieceMoves = pieceMoves; // SFEN type ('P', '+P', 'K', ...) -> { steps, slides, name }
    this.lang = 'en';
  }

  baseCell(square) {
    return { col: FILES - Number(square[0]), row: square.charCodeAt(1) - 97 };
  }

  baseSquare(col, row) {
    return `${FILES - col}${String.fromCharCode(97 + row)}`;
  }

  /** Board rows of the API -> drawing. `overlay`: selected, targets, lastMove, check, cursor, drag, flip. */
  draw(rows, overlay = {}) {
    this.fit();
    const { ctx } = this;
    const { size, margin, cell } = this.layout();
    ctx.clearRect(0, 0, size, size);
    ctx.fillStyle = this.themeColour('--regalia-showgit-frame', '#d9ab5f');
    ctx.fillRect(0, 0, size, size);
    ctx.fillStyle = this.themeColour('--regalia-showgit-board', '#efcd8a');
    ctx.fillRect(margin, margin, cell * FILES, cell * FILES);

    this.drawUnderlays(overlay);

    const lines = this.themeColour('--regalia-showgit-lines', '#5a4020');
    ctx.strokeStyle = lines;
    ctx.lineWidth = 1;
    for (let i = 0; i <= FILES; i++) {
      ctx.beginPath();
      ctx.moveTo(margin + i * cell, margin);
      ctx.lineTo(margin + i * cell, margin + FILES * cell);
      ctx.moveTo(margin, margin + i * cell);
      ctx.lineTo(margin + FILES * cell, margin + i * cell);
      ctx.stroke();
    }
    // Hoshi points that mark the promotion zones' edges.
    ctx.fillStyle = lines;
    for (const [i, j] of [[3, 3], [6, 3], [3, 6], [6, 6]]) {
      ctx.beginPath();
      ctx.arc(margin + i * cell, margin + j * cell, Math.max(2, cell * 0.05), 0, Math.PI * 2);
      ctx.fill();
    }
    this.drawCoordinates(margin, cell);

    const occupied = new Set();
    for (const row of rows) {
      for (const sq of row) {
        if (!sq) continue;
        occupied.add(sq.square);
        if (overlay.drag && overlay.drag.from === sq.square) {
          ctx.globalAlpha = 0.3;
          this.drawPiece(sq, cell);
          ctx.globalAlpha = 1;
        } else this.drawPiece(sq, cell, overlay.flip && overlay.flip.square === sq.square ? overlay.flip : null);
      }
    }
    this.drawOverlays(overlay, (s) => occupied.has(s));
    if (overlay.drag && overlay.drag.piece && overlay.drag.x !== undefined) {
      const rect = this.canvas.getBoundingClientRect();
      const scale = this.cssSize / rect.width;
      ctx.save();
      ctx.translate((overlay.drag.x - rect.left) * scale, (overlay.drag.y - rect.top) * scale);
      ctx.scale(1.15, 1.15);
      this.counterAt(overlay.drag.piece, cell);
      ctx.restore();
    }
  }

  drawCoordinates(margin, cell) {
    const { ctx } = this;
    ctx.fillStyle = '#3a2a10';
    ctx.font = `${Math.round(margin * 0.6)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < FILES; i++) {
      const file = this.flipped ? i + 1 : FILES - i;
      const rank = String.fromCharCode(97 + (this.flipped ? 8 - i : i));
      ctx.fillText(String(file), margin + (i + 0.5) * cell, margin / 2);
      ctx.fillText(rank, margin + FILES * cell + margin / 2, margin + (i + 0.5) * cell);
    }
  }

  /** Draws a counter at the current origin: `piece` = { type, owner, name, promoted }. */
  counterAt(piece, cell, flipProgress = null) {
    const { ctx } = this;
    const facingUp = (piece.owner === 1) !== this.flipped;
    if (!facingUp) ctx.rotate(Math.PI);
    let shown = piece;
    if (flipProgress) {
      // Turning over: the old face shrinks to an edge, then the new face grows back.
      const p = flipProgress.progress;
      const sx = Math.abs(Math.cos(p * Math.PI));
      ctx.scale(Math.max(0.02, sx), 1);
      if (p < 0.5) shown = flipProgress.before;
    }
    const moves = this.pieceMoves[shown.type];
    drawCounter(ctx, cell, {
      promoted: shown.promoted,
      moves,
      label: showgitLabel(this.lang, shown.name),
      fitText: (t, x, y, w, px) => this.fitText(t, x, y, w, px),
    });
  }

  drawPiece(sq, cell, flip = null) {
    const { ctx } = this;
    const r = this.cellRect(sq.square);
    ctx.save();
    ctx.translate(r.x + cell / 2, r.y + cell / 2);
    this.counterAt(sq, cell, flip);
    ctx.restore();
  }
}

/** Draws a hand piece into its own small canvas (for the hands beside the board). */
export function drawHandPiece(canvas, { type, owner, name, moves, lang, flipped }) {
  const ratio = window.devicePixelRatio || 1;
  const css = canvas.clientWidth || 40;
  canvas.width = Math.round(css * ratio);
  canvas.height = Math.round(css * ratio);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, css, css);
  ctx.translate(css / 2, css / 2);
  if ((owner === 1) === flipped) ctx.rotate(Math.PI);
  const fitText = (text, x, y, maxWidth, px) => {
    ctx.font = `bold ${px}px system-ui, "DejaVu Sans", sans-serif`;
    const w = ctx.measureText(text).width;
    if (w > maxWidth) ctx.font = `bold ${Math.max(6, Math.floor((px * maxWidth) / w))}px system-ui, sans-serif`;
    ctx.fillText(text, x, y);
  };
  drawCounter(ctx, css, { promoted: false, moves, label: showgitLabel(lang, name), fitText });
  void type;
}
