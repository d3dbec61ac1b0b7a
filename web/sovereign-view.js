// Draws a Sovereign Chess position: 16x16 squares, the 24 coloured squares (their colours come
// from board()), the brown centre lines, the framed central 4x4, and pieces in the twelve army
// colours with a double outline (light halo, dark line) so they stay readable on every square.
import { BoardView } from './board-view.js';

const SIZE = 16;
const FILES = 'abcdefghijklmnop';

/** The twelve army colours as drawn (official names). */
export const ARMY_COLOURS = {
  white: '#ffffff', ash: '#c4c7cc', slate: '#69737e', black: '#1b1b1f',
  pink: '#f38fbf', red: '#d7263d', orange: '#f77f00', yellow: '#fcd116',
  green: '#2e9e44', cyan: '#3fd0e8', navy: '#1d3a8a', violet: '#8e4fc2',
};

// Filled chess glyphs, forced to text (not emoji) presentation.
const GLYPHS = { K: '\u265A\uFE0E', Q: '\u265B\uFE0E', R: '\u265C\uFE0E', B: '\u265D\uFE0E', N: '\u265E\uFE0E', P: '\u265F\uFE0E' };
const GLYPH_FONT = '"DejaVu Sans", "Segoe UI Symbol", "Noto Sans Symbols 2", "Apple Symbols", sans-serif';

function isLight(hex) {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

export class SovereignView extends BoardView {
  constructor(canvas) {
    super(canvas, { columns: SIZE, rows: SIZE });
    this.pieceSet = 'standard'; // or 'contrast' (web/piece-sets.js)
  }

  marginRatio() {
    return 0.04;
  }

  baseCell(square) {
    return { col: square.charCodeAt(0) - 97, row: SIZE - Number(square.slice(1)) };
  }

  baseSquare(col, row) {
    return `${FILES[col]}${SIZE - row}`;
  }

  /** `rows` from board(); overlay as for SHOWGIT plus `blocked` (squares) and `controller` marks. */
  draw(rows, overlay = {}) {
    this.fit();
    const { ctx } = this;
    const { size, margin, cell } = this.layout();
    ctx.clearRect(0, 0, size, size);
    ctx.fillStyle = this.themeColour('--regalia-sovereign-frame', '#4a3a2a');
    ctx.fillRect(0, 0, size, size);

    const lightSquare = this.themeColour('--regalia-sovereign-light', '#f1e6cf');
    const darkSquare = this.themeColour('--regalia-sovereign-dark', '#cdb896');
    for (const row of rows) {
      for (const sq of row) {
        const { col, row: r } = this.baseCell(sq.square);
        const light = (col + r) % 2 === 0;
        this.fillSquare(sq.square, sq.squareColour ? ARMY_COLOURS[sq.squareColour] : light ? lightSquare : darkSquare);
      }
    }
    this.drawUnderlays(overlay);
    for (const sq of overlay.blocked ?? []) this.drawBlocked(sq);
    for (const sq of overlay.lastMove ?? []) this.drawLastMoveFrame(sq);

    // Brown centre lines and the framed central 4x4 (g7-j10).
    ctx.strokeStyle = '#7a4a1c';
    ctx.lineWidth = Math.max(2, cell * 0.12);
    ctx.beginPath();
    ctx.moveTo(margin + 8 * cell, margin);
    ctx.lineTo(margin + 8 * cell, margin + SIZE * cell);
    ctx.moveTo(margin, margin + 8 * cell);
    ctx.lineTo(margin + SIZE * cell, margin + 8 * cell);
    ctx.stroke();
    ctx.strokeStyle = '#111';
    ctx.lineWidth = Math.max(2, cell * 0.1);
    ctx.strokeRect(margin + 6 * cell, margin + 6 * cell, 4 * cell, 4 * cell);

    this.drawCoordinates(margin, cell);
    const occupied = new Set();
    for (const row of rows) {
      for (const sq of row) {
        if (!sq.piece) continue;
        occupied.add(sq.square);
        const r = this.cellRect(sq.square);
        ctx.globalAlpha = overlay.drag && overlay.drag.from === sq.square ? 0.3 : 1;
        this.drawPiece(sq.piece, r.x + cell / 2, r.y + cell / 2, cell);
        ctx.globalAlpha = 1;
      }
    }
    this.drawOverlays(overlay, (s) => occupied.has(s));
    if (overlay.drag && overlay.drag.piece && overlay.drag.x !== undefined) {
      const rect = this.canvas.getBoundingClientRect();
      const scale = this.cssSize / rect.width;
      this.drawPiece(overlay.drag.piece, (overlay.drag.x - rect.left) * scale, (overlay.drag.y - rect.top) * scale, cell * 1.3);
    }
  }

  drawBlocked(square) {
    const { ctx } = this;
    const r = this.cellRect(square);
    ctx.save();
    ctx.beginPath();
    ctx.rect(r.x, r.y, r.w, r.h);
    ctx.clip();
    ctx.strokeStyle = 'rgba(0, 0, 0, 0.55)';
    ctx.lineWidth = Math.max(1, r.w * 0.06);
    for (let k = -r.w; k < r.w; k += r.w / 4) {
      ctx.beginPath();
      ctx.moveTo(r.x + k, r.y + r.h);
      ctx.lineTo(r.x + k + r.w, r.y);
      ctx.stroke();
    }
    ctx.restore();
  }

  /**
   * The last move's squares also get a frame, a dark line outside a light one: the shared
   * translucent yellow fill alone vanishes on the yellow, orange and white squares.
   */
  drawLastMoveFrame(square) {
    const { ctx } = this;
    const r = this.cellRect(square);
    const line = Math.max(2, r.w * 0.1);
    ctx.save();
    ctx.lineWidth = line;
    ctx.strokeStyle = 'rgba(20, 20, 20, 0.9)';
    ctx.strokeRect(r.x + line / 2, r.y + line / 2, r.w - line, r.h - line);
    ctx.strokeStyle = 'rgba(255, 236, 140, 0.95)';
    ctx.strokeRect(r.x + line * 1.5, r.y + line * 1.5, r.w - 3 * line, r.h - 3 * line);
    ctx.restore();
  }

  drawCoordinates(margin, cell) {
    const { ctx } = this;
    ctx.fillStyle = '#f1e6cf';
    ctx.font = `${Math.max(7, Math.round(margin * 0.62))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < SIZE; i++) {
      const file = FILES[this.flipped ? SIZE - 1 - i : i];
      const rank = this.flipped ? i + 1 : SIZE - i;
      ctx.fillText(file, margin + (i + 0.5) * cell, margin + SIZE * cell + margin / 2);
      ctx.fillText(String(rank), margin / 2, margin + (i + 0.5) * cell);
    }
  }

  drawPiece(piece, x, y, cell) {
    const { ctx } = this;
    const fill = ARMY_COLOURS[piece.colour] ?? '#888';
    const glyph = GLYPHS[piece.type];
    const px = Math.round(cell * 0.82);
    ctx.save();
    if (this.pieceSet === 'contrast') this.drawContrastPiece(fill, glyph, x, y, cell);
    else this.drawGlyphPiece(fill, glyph, px, x, y, cell);
    if (piece.controller) {
      // Who moves this army now: a small corner mark, light for player 1, dark for player 2.
      ctx.beginPath();
      ctx.arc(x + cell * 0.34, y - cell * 0.34, Math.max(2, cell * 0.1), 0, Math.PI * 2);
      ctx.fillStyle = piece.controller === 1 ? '#fff' : '#111';
      ctx.fill();
      ctx.lineWidth = Math.max(1, cell * 0.04);
      ctx.strokeStyle = piece.controller === 1 ? '#111' : '#fff';
      ctx.stroke();
    }
    ctx.restore();
  }

  /**
   * The high-contrast set: a disc of the army colour filling the square, ringed black and white so
   * it stands out on any square, with the piece's glyph in black or white, whichever is further
   * from the army colour.
   */
  drawContrastPiece(fill, glyph, x, y, cell) {
    const { ctx } = this;
    const r = cell * 0.46;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.lineWidth = Math.max(2, cell * 0.1);
    ctx.strokeStyle = '#000';
    ctx.stroke();
    ctx.lineWidth = Math.max(1, cell * 0.035);
    ctx.strokeStyle = '#fff';
    ctx.stroke();
    ctx.font = `bold ${Math.round(cell * 0.66)}px ${GLYPH_FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = isLight(fill) ? '#000' : '#fff';
    ctx.fillText(glyph, x, y + cell * 0.03);
  }

  drawGlyphPiece(fill, glyph, px, x, y, cell) {
    const { ctx } = this;
    ctx.font = `${px}px ${GLYPH_FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    const cy = y + cell * 0.04;
    // Light halo, then a dark line, then the army colour: readable on any square.
    ctx.strokeStyle = isLight(fill) ? 'rgba(255,255,255,0.9)' : 'rgba(255,255,255,0.95)';
    ctx.lineWidth = Math.max(2, cell * 0.16);
    ctx.strokeText(glyph, x, cy);
    ctx.strokeStyle = '#111';
    ctx.lineWidth = Math.max(1, cell * 0.07);
    ctx.strokeText(glyph, x, cy);
    ctx.fillStyle = fill;
    ctx.fillText(glyph, x, cy);
  }
}
