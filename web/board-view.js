// What both board renderers share: a square grid on a canvas sized for the device's pixel ratio,
// screen cell <-> square mapping (with the board flipped or not), hit testing for pointer input,
// and the overlays of play (selection, legal targets, last move, check, keyboard cursor, drag).
// Rules never live here: the squares to highlight are handed in by the page from the API.
import { drawShapes } from './board-shapes.js';

export class BoardView {
  constructor(canvas, { columns, rows }) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.columns = columns;
    this.rows = rows;
    this.flipped = false;
    this.cssSize = 0;
    this.style = getComputedStyle(canvas); // live: read at each draw
  }

  /**
   * A board colour: the host page's --regalia-* custom property (docs/page.md "Style isolation
   * and theming"), which inherits into the shadow root, or the default.
   */
  themeColour(name, fallback) {
    return this.style.getPropertyValue(name).trim() || fallback;
  }

  /**
   * Sizes the backing store to the canvas's displayed size in device pixels, so lines stay crisp
   * at any pixel ratio and at fractional CSS widths; drawing coordinates stay CSS pixels.
   */
  fit() {
    const ratio = window.devicePixelRatio || 1;
    const shown = this.canvas.getBoundingClientRect().width || this.canvas.parentElement?.clientWidth || 480;
    const css = Math.max(120, shown);
    const device = Math.round(css * ratio);
    if (css !== this.cssSize || this.canvas.width !== device) {
      this.cssSize = css;
      this.canvas.width = device;
      this.canvas.height = device;
    }
    this.ctx.setTransform(device / css, 0, 0, device / css, 0, 0);
  }

  /** Margins for coordinates and the cell size, in CSS pixels. */
  layout() {
    const size = this.cssSize;
    const margin = Math.round(size * this.marginRatio());
    const cell = (size - 2 * margin) / this.columns;
    return { size, margin, cell };
  }

  marginRatio() {
    return 0.05;
  }

  // Subclasses map squares to unflipped screen cells and back.
  // baseCell(square) -> { col, row }; baseSquare(col, row) -> square

  cellOf(square) {
    const { col, row } = this.baseCell(square);
    return this.flipped ? { col: this.columns - 1 - col, row: this.rows - 1 - row } : { col, row };
  }

  squareOfCell(col, row) {
    if (col < 0 || row < 0 || col >= this.columns || row >= this.rows) return null;
    return this.flipped ? this.baseSquare(this.columns - 1 - col, this.rows - 1 - row) : this.baseSquare(col, row);
  }

  /** The square under a point given in client (viewport) coordinates, or null. */
  squareAt(clientX, clientY) {
    const rect = this.canvas.getBoundingClientRect();
    const { margin, cell } = this.layout();
    const scale = this.cssSize / rect.width;
    const x = (clientX - rect.left) * scale - margin;
    const y = (clientY - rect.top) * scale - margin;
    if (x < 0 || y < 0) return null;
    return this.squareOfCell(Math.floor(x / cell), Math.floor(y / cell));
  }

  /** Centre of a square in client coordinates (for tests and drag ghosts). */
  squareCenter(square) {
    const rect = this.canvas.getBoundingClientRect();
    const { margin, cell } = this.layout();
    const { col, row } = this.cellOf(square);
    const scale = rect.width / this.cssSize;
    return { x: rect.left + (margin + (col + 0.5) * cell) * scale, y: rect.top + (margin + (row + 0.5) * cell) * scale };
  }

  /** The square next to `square` in a screen direction (arrow keys), clamped to the board. */
  neighbour(square, dx, dy) {
    const { col, row } = this.cellOf(square);
    const c = Math.min(this.columns - 1, Math.max(0, col + dx));
    const r = Math.min(this.rows - 1, Math.max(0, row + dy));
    return this.squareOfCell(c, r);
  }

  cellRect(square) {
    const { margin, cell } = this.layout();
    const { col, row } = this.cellOf(square);
    return { x: margin + col * cell, y: margin + row * cell, w: cell, h: cell };
  }

  fillSquare(square, style) {
    const r = this.cellRect(square);
    this.ctx.fillStyle = style;
    this.ctx.fillRect(r.x, r.y, r.w, r.h);
  }

  /** Overlays drawn under the pieces: last move, selection, check. */
  drawUnderlays(overlay) {
    const { ctx } = this;
    for (const sq of overlay.lastMove ?? []) this.fillSquare(sq, 'rgba(255, 196, 0, 0.38)');
    if (overlay.selected) this.fillSquare(overlay.selected, 'rgba(30, 120, 255, 0.35)');
    if (overlay.check) {
      const r = this.cellRect(overlay.check);
      const g = ctx.createRadialGradient(r.x + r.w / 2, r.y + r.h / 2, r.w * 0.1, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.7);
      g.addColorStop(0, 'rgba(230, 0, 0, 0.95)');
      g.addColorStop(1, 'rgba(230, 0, 0, 0)');
      ctx.fillStyle = g;
      ctx.fillRect(r.x, r.y, r.w, r.h);
    }
  }

  /** Overlays drawn over the pieces: the caller's shapes (board-shapes.js), legal targets and the keyboard cursor. */
  drawOverlays(overlay, occupied) {
    const { ctx } = this;
    if (overlay.shapes?.length) drawShapes(this, overlay.shapes);
    for (const sq of overlay.targets ?? []) {
      const r = this.cellRect(sq);
      ctx.save();
      if (occupied(sq)) {
        ctx.strokeStyle = 'rgba(20, 110, 40, 0.85)';
        ctx.lineWidth = Math.max(2, r.w * 0.08);
        ctx.strokeRect(r.x + ctx.lineWidth / 2, r.y + ctx.lineWidth / 2, r.w - ctx.lineWidth, r.h - ctx.lineWidth);
      } else {
        ctx.fillStyle = 'rgba(20, 110, 40, 0.7)';
        ctx.beginPath();
        ctx.arc(r.x + r.w / 2, r.y + r.h / 2, r.w * 0.16, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = 'rgba(255, 255, 255, 0.8)';
        ctx.lineWidth = 1.5;
        ctx.stroke();
      }
      ctx.restore();
    }
    if (overlay.cursor) {
      const r = this.cellRect(overlay.cursor);
      ctx.save();
      ctx.lineWidth = Math.max(3, r.w * 0.09);
      ctx.strokeStyle = '#ffffff';
      ctx.strokeRect(r.x + 1, r.y + 1, r.w - 2, r.h - 2);
      ctx.lineWidth = Math.max(2, r.w * 0.06);
      ctx.strokeStyle = '#1a56e8';
      ctx.strokeRect(r.x + 1, r.y + 1, r.w - 2, r.h - 2);
      ctx.restore();
    }
  }

  /** Writes text scaled down to fit a width. */
  fitText(text, x, y, maxWidth, px, weight = 'bold') {
    const { ctx } = this;
    ctx.font = `${weight} ${px}px system-ui, "DejaVu Sans", sans-serif`;
    const w = ctx.measureText(text).width;
    if (w > maxWidth) ctx.font = `${weight} ${Math.max(6, Math.floor((px * maxWidth) / w))}px system-ui, "DejaVu Sans", sans-serif`;
    ctx.fillText(text, x, y);
  }
}
