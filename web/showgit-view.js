// Draws a SHOWGIT position on a canvas: flat square counters of one colour, the owner shown by
// the way a counter points, the SHOWGIT name on it and its moves marked (dot = one step,
// square = slide), taken from the engine's move tables through the API.
const FILES = 9;

const abbreviations = {
  STAR: 'STAR', TIME: 'TIME', MIKE: 'MIKE', ALPHA: 'ALFA', YANKEE: 'YANK', LIMA: 'LIMA',
  VICTOR: 'VICT', TANGO: 'TNGO', UNIFORM: 'UNIF',
};

export function shortName(name) {
  if (name.startsWith('NEO-')) return `N·${(abbreviations[name.slice(4)] ?? name.slice(4)).slice(0, 3)}`;
  return abbreviations[name] ?? name.slice(0, 4);
}

export class ShowgitView {
  constructor(canvas, pieceMoves) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.pieceMoves = pieceMoves; // SFEN type ('P', '+P', 'K', ...) -> { steps: [[df, dr]], slides: [[df, dr]] }
    this.flipped = false;
  }

  // Board geometry: a margin for coordinates, 9x9 cells.
  layout() {
    const size = this.canvas.width;
    const margin = Math.round(size * 0.05);
    const cell = (size - 2 * margin) / FILES;
    return { size, margin, cell };
  }

  // Column/row on screen of a USI square such as '7g'.
  cellOf(square) {
    const file = Number(square[0]);
    const rank = square.charCodeAt(1) - 97;
    const col = FILES - file;
    return this.flipped ? { col: 8 - col, row: 8 - rank } : { col, row: rank };
  }

  draw(rows, { highlights = [] } = {}) {
    const { ctx } = this;
    const { size, margin, cell } = this.layout();
    ctx.fillStyle = '#e8c47c';
    ctx.fillRect(0, 0, size, size);
    ctx.fillStyle = '#f0d49a';
    ctx.fillRect(margin, margin, cell * FILES, cell * FILES);

    for (const square of highlights) {
      const { col, row } = this.cellOf(square);
      ctx.fillStyle = 'rgba(60, 140, 60, 0.35)';
      ctx.fillRect(margin + col * cell, margin + row * cell, cell, cell);
    }

    ctx.strokeStyle = '#5a4020';
    ctx.lineWidth = 1;
    for (let i = 0; i <= FILES; i++) {
      ctx.beginPath();
      ctx.moveTo(margin + i * cell, margin);
      ctx.lineTo(margin + i * cell, margin + FILES * cell);
      ctx.moveTo(margin, margin + i * cell);
      ctx.lineTo(margin + FILES * cell, margin + i * cell);
      ctx.stroke();
    }
    this.drawCoordinates(margin, cell);

    for (const row of rows) {
      for (const sq of row) {
        if (sq) this.drawPiece(sq, margin, cell);
      }
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

  // A counter: a square with its forward edge drawn as a point, turned toward the opponent.
  drawPiece(sq, margin, cell) {
    const { ctx } = this;
    const { col, row } = this.cellOf(sq.square);
    const cx = margin + (col + 0.5) * cell;
    const cy = margin + (row + 0.5) * cell;
    const facingUp = (sq.owner === 1) !== this.flipped;
    const h = cell * 0.42;
    ctx.save();
    ctx.translate(cx, cy);
    if (!facingUp) ctx.rotate(Math.PI);
    ctx.beginPath();
    ctx.moveTo(0, -h);
    ctx.lineTo(h * 0.82, -h * 0.62);
    ctx.lineTo(h * 0.82, h * 0.92);
    ctx.lineTo(-h * 0.82, h * 0.92);
    ctx.lineTo(-h * 0.82, -h * 0.62);
    ctx.closePath();
    ctx.fillStyle = sq.promoted ? '#f7e3c0' : '#fbf3e2';
    ctx.fill();
    ctx.lineWidth = Math.max(1, cell * 0.03);
    ctx.strokeStyle = sq.promoted ? '#b02020' : '#4a3414';
    ctx.stroke();

    const moves = this.pieceMoves[sq.type];
    if (moves) {
      const reach = h * 0.7;
      ctx.fillStyle = sq.promoted ? '#b02020' : '#4a3414';
      for (const [df, dr] of moves.steps) {
        const len = Math.hypot(df, dr);
        const k = len > 1.5 ? 1.05 : 1; // knight jumps sit a little further out
        ctx.beginPath();
        ctx.arc((df / len) * reach * k, (-dr / len) * reach * k, cell * 0.035, 0, Math.PI * 2);
        ctx.fill();
      }
      for (const [df, dr] of moves.slides) {
        const len = Math.hypot(df, dr);
        const s = cell * 0.07;
        ctx.fillRect((df / len) * reach - s / 2, (-dr / len) * reach - s / 2, s, s);
      }
    }
    ctx.fillStyle = sq.promoted ? '#b02020' : '#222';
    ctx.font = `bold ${Math.round(cell * 0.2)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(shortName(sq.name), 0, h * 0.12);
    ctx.restore();
  }
}
