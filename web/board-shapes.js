// Shapes drawn over a board on demand: arrows (a move, or a drop from the hand) and square
// highlights, given declaratively as `el.shapes = [...]` (docs/page.md "Shapes"). This module
// checks a list against a variant's squares and draws it on a BoardView's canvas, in CSS pixels
// (the view's transform carries the device pixel ratio) and through the view's own square
// geometry, so a flipped board turns the shapes with it. What to draw is the caller's: the page
// takes it from the engine (a best move, a hint), never from the rules here.
import { RegaliaError } from '../bindings/js/errors.js';

const SQUARE = {
  showgit: /^[1-9][a-i]$/,
  sovereign: /^[a-p](?:1[0-6]|[1-9])$/,
};
const DROPS = /^[RBGSNLP]$/;
const KINDS = ['arrow', 'square'];
const MAX_SHAPES = 64;
const MAX_COLOUR_LENGTH = 64;

// Translucent brushes for the named colours; any other text is used as a CSS colour as it is.
const BRUSHES = {
  green: 'rgba(21, 120, 50, 0.8)',
  red: 'rgba(200, 30, 30, 0.8)',
  blue: 'rgba(20, 85, 200, 0.8)',
  yellow: 'rgba(230, 170, 0, 0.85)',
};
const DEFAULT_COLOUR = 'green';

function bad(message, value) {
  let shown;
  try {
    shown = JSON.stringify(value);
  } catch {
    shown = String(value);
  }
  return new RegaliaError('bad-argument', `${message} (got ${shown?.slice(0, 80)})`);
}

function own(shape, key) {
  return Object.prototype.hasOwnProperty.call(shape, key) ? shape[key] : undefined;
}

function square(variant, value, what) {
  if (typeof value !== 'string' || !SQUARE[variant].test(value)) throw bad(`${what} must be a ${variant === 'showgit' ? 'SHOWGIT' : 'Sovereign Chess'} square`, value);
  return value;
}

/**
 * Checks a shapes list for `variant` and returns it as frozen plain objects:
 * { kind: 'arrow', from, to, colour } | { kind: 'arrow', drop, player, to, colour } |
 * { kind: 'square', square, colour }. `player` (a drop's hand) defaults to `turn`.
 * null or undefined is the empty list. Anything else throws RegaliaError 'bad-argument'.
 */
export function checkShapes(shapes, variant, turn) {
  if (shapes === null || shapes === undefined) return Object.freeze([]);
  let list;
  try {
    list = Array.isArray(shapes) ? Array.from(shapes) : null;
  } catch {
    list = null; // a Proxy that throws
  }
  if (!list) throw bad('shapes must be an array', shapes);
  if (list.length > MAX_SHAPES) throw bad(`at most ${MAX_SHAPES} shapes`, list.length);
  try {
    return Object.freeze(list.map((shape, i) => checkShape(shape, i, variant, turn)));
  } catch (err) {
    if (err instanceof RegaliaError) throw err;
    throw bad('shapes could not be read', String(err?.message ?? err)); // a Proxy or getter that throws
  }
}

// One shape of the list, checked (the list's position `i` names it in errors).
function checkShape(shape, i, variant, turn) {
  if (typeof shape !== 'object' || shape === null || Array.isArray(shape)) throw bad(`shapes[${i}] must be an object`, shape);
  const kind = own(shape, 'kind') ?? (own(shape, 'square') !== undefined ? 'square' : 'arrow');
  if (!KINDS.includes(kind)) throw bad(`shapes[${i}].kind must be 'arrow' or 'square'`, kind);
  const colourGiven = own(shape, 'color') ?? own(shape, 'colour') ?? DEFAULT_COLOUR;
  if (typeof colourGiven !== 'string' || colourGiven.length === 0 || colourGiven.length > MAX_COLOUR_LENGTH) throw bad(`shapes[${i}].color must be a colour name or CSS colour`, colourGiven);
  const colour = BRUSHES[colourGiven] ?? colourGiven;
  // Where CSS can tell, a colour it cannot read is refused here rather than drawn black.
  if (!BRUSHES[colourGiven] && typeof CSS !== 'undefined' && CSS.supports && !CSS.supports('color', colour)) throw bad(`shapes[${i}].color is not a CSS colour`, colourGiven);
  if (kind === 'square') return Object.freeze({ kind, square: square(variant, own(shape, 'square'), `shapes[${i}].square`), colour });
  const to = square(variant, own(shape, 'to'), `shapes[${i}].to`);
  const drop = own(shape, 'drop');
  if (drop !== undefined && drop !== null) {
    if (variant !== 'showgit' || typeof drop !== 'string' || !DROPS.test(drop)) throw bad(`shapes[${i}].drop must be a SHOWGIT hand piece (R B G S N L P)`, drop);
    const player = own(shape, 'player') ?? turn;
    if (player !== 1 && player !== 2) throw bad(`shapes[${i}].player must be 1 or 2`, player);
    return Object.freeze({ kind, drop, player, to, colour });
  }
  return Object.freeze({ kind, from: square(variant, own(shape, 'from'), `shapes[${i}].from`), to, colour });
}

function centre(view, sq) {
  const r = view.cellRect(sq);
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

// An arrow from (x0, y0) whose head ends near (x1, y1).
function arrow(ctx, x0, y0, x1, y1, cell, colour) {
  const length = Math.hypot(x1 - x0, y1 - y0);
  if (length < 1) return;
  const ux = (x1 - x0) / length;
  const uy = (y1 - y0) / length;
  const head = Math.min(cell * 0.45, length * 0.6);
  const tipX = x1 - ux * cell * 0.12;
  const tipY = y1 - uy * cell * 0.12;
  const baseX = tipX - ux * head;
  const baseY = tipY - uy * head;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = cell * 0.16;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(baseX, baseY);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(tipX, tipY);
  ctx.lineTo(baseX - uy * head * 0.55, baseY + ux * head * 0.55);
  ctx.lineTo(baseX + uy * head * 0.55, baseY - ux * head * 0.55);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/**
 * Draws checked `shapes` over `view`'s board (highlights first, arrows on top). A drop's arrow
 * starts outside the board, in the margin on its player's side (where that hand is shown: the
 * bottom for the player the board is turned to), in the target's column.
 */
export function drawShapes(view, shapes) {
  const { ctx } = view;
  const { size, margin, cell } = view.layout();
  for (const shape of shapes) {
    if (shape.kind !== 'square') continue;
    const r = view.cellRect(shape.square);
    ctx.save();
    ctx.globalAlpha = 0.45;
    ctx.fillStyle = shape.colour;
    ctx.fillRect(r.x, r.y, r.w, r.h);
    ctx.restore();
  }
  for (const shape of shapes) {
    if (shape.kind !== 'arrow') continue;
    const to = centre(view, shape.to);
    let from;
    if (shape.drop) {
      const bottom = (shape.player === 1) !== view.flipped;
      from = { x: to.x, y: bottom ? size - margin * 0.3 : margin * 0.3 };
    } else from = centre(view, shape.from);
    arrow(ctx, from.x, from.y, to.x, to.y, cell, shape.colour);
  }
}
