// Draws a SHOWGIT position on a canvas: the board, and its pieces in the chosen piece set
// (web/showgit-pieces.js; by default flat counters of one colour, the owner shown by the way a
// counter points, the SHOWGIT name on it and its moves marked, dot = one step, square = slide,
// from the engine's move tables through the API, regalia.pieces()).
import { BoardView } from './board-view.js';
import { drawShowgitPiece } from './showgit-pieces.js';

const FILES = 9;

export class ShowgitView extends BoardView {
  constructor(canvas, pieceMoves) {
    super(canvas, { columns: FILES, rows: FILES });
    this.pieceMoves = pieceMoves; // SFEN type ('P', '+P', 'K', ...) -> { steps, slides, name }
    this.lang = 'en';
    this.pieceSet = 'counters'; // web/piece-sets.js
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
    drawShowgitPiece(ctx, cell, this.pieceSet, { piece: shown, moves: this.pieceMoves[shown.type], lang: this.lang });
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

/** Draws a hand piece into its own small canvas (for the hands beside the board), in the piece set `set`. */
export function drawHandPiece(canvas, { type, owner, name, moves, lang, flipped, set = 'counters' }) {
  const ratio = window.devicePixelRatio || 1;
  const css = canvas.clientWidth || 40;
  canvas.width = Math.round(css * ratio);
  canvas.height = Math.round(css * ratio);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, css, css);
  ctx.translate(css / 2, css / 2);
  if ((owner === 1) === flipped) ctx.rotate(Math.PI);
  drawShowgitPiece(ctx, css, set, { piece: { type, owner, name, promoted: false }, moves, lang });
}
