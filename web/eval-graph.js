// The evaluation graph of a game review (engine.review): the expected score of the player shown
// at the bottom of the board after every ply, as a filled curve around the even line, the
// marked moves as dots in their class's colour (inaccuracy, mistake, blunder), and the ply shown
// as a vertical line. Clicking or tapping picks the ply under the pointer (`onSelect(ply)`), and
// the arrow keys step through the plies when it has focus. Drawn on a canvas sized for the
// device's pixel ratio; no text from the review is rendered. docs/page.md "Evaluation graph".
import { RegaliaError } from '../bindings/js/errors.js';

export const MARK_COLOURS = Object.freeze({ inaccuracy: '#e0b400', mistake: '#e07000', blunder: '#d01818' });

export class EvalGraph {
  /** Builds the graph (append `graph.element`; it takes its container's width). */
  constructor({ onSelect = null, doc = document } = {}) {
    if (onSelect !== null && typeof onSelect !== 'function') throw new RegaliaError('bad-argument', 'EvalGraph onSelect must be a function');
    const canvas = doc.createElement('canvas');
    canvas.className = 'rg-eval-graph';
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', 'evaluation graph');
    Object.assign(canvas.style, { display: 'block', width: '100%', height: '6em', cursor: 'pointer', touchAction: 'manipulation' });
    this.element = canvas;
    this.onSelect = onSelect;
    this.review = null;
    this.orientation = 1;
    this.current = null;
    canvas.addEventListener('click', (e) => this.#pick(this.plyAt(e.clientX)));
    canvas.addEventListener('keydown', (e) => {
      const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
      if (!step || !this.review) return;
      e.preventDefault();
      this.#pick((this.current ?? 0) + step);
    });
  }

  /**
   * Draws `review` (engine.review's result, complete or not) for the player at the bottom
   * (`orientation`), with `current` (a ply, or null) marked.
   */
  show(review, { orientation = 1, current = null } = {}) {
    if (!review || !Array.isArray(review.positions) || !Array.isArray(review.moves)) throw new RegaliaError('bad-argument', 'EvalGraph.show needs a review from engine.review()');
    if (orientation !== 1 && orientation !== 2) throw new RegaliaError('bad-argument', 'EvalGraph orientation must be 1 or 2');
    this.review = review;
    this.orientation = orientation;
    this.current = current;
    this.draw();
  }

  /** Marks another ply (the board moved), or none. */
  setCurrent(ply) {
    this.current = ply;
    this.draw();
  }

  /** The ply whose column holds client x, clamped to the review's plies (null before show()). */
  plyAt(clientX) {
    if (!this.review) return null;
    const rect = this.element.getBoundingClientRect();
    const last = this.#lastPly();
    if (last === 0 || rect.width === 0) return 0;
    return Math.min(last, Math.max(0, Math.round(((clientX - rect.left) / rect.width) * last)));
  }

  /** Client coordinates of a ply's point on the curve (for tests and automation). */
  pointOf(ply) {
    const rect = this.element.getBoundingClientRect();
    const last = Math.max(1, this.#lastPly());
    const share = this.#share(ply);
    return { x: rect.left + (ply / last) * rect.width, y: rect.top + (1 - share) * rect.height };
  }

  #lastPly() {
    return Math.max(0, this.review.positions.length - 1);
  }

  // The bottom player's expected score at ply `ply`.
  #share(ply) {
    const p1 = this.review.positions[ply]?.expected ?? 0.5;
    return this.orientation === 1 ? p1 : 1 - p1;
  }

  #pick(ply) {
    if (ply === null || !this.review) return;
    const clamped = Math.min(this.#lastPly(), Math.max(0, ply));
    this.setCurrent(clamped);
    this.onSelect?.(clamped);
  }

  draw() {
    const canvas = this.element;
    const rect = canvas.getBoundingClientRect();
    if (!this.review || rect.width === 0) return;
    const ratio = window.devicePixelRatio || 1;
    // Resized only when its box changed: a resize reallocates the canvas (the background below
    // covers every pixel anyway).
    const width = Math.round(rect.width * ratio);
    const height = Math.round(rect.height * ratio);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const ctx = canvas.getContext('2d');
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const w = rect.width;
    const h = rect.height;
    const last = Math.max(1, this.#lastPly());
    const x = (ply) => (ply / last) * w;
    const y = (share) => (1 - share) * h;
    ctx.fillStyle = '#3b3b3b'; // the other player's share
    ctx.fillRect(0, 0, w, h);
    const plies = this.review.positions.length;
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (let ply = 0; ply < plies; ++ply) ctx.lineTo(x(ply), y(this.#share(ply)));
    ctx.lineTo(x(plies - 1), h);
    ctx.closePath();
    ctx.fillStyle = '#f2f0ea'; // the bottom player's share
    ctx.fill();
    ctx.strokeStyle = 'rgba(128, 128, 128, 0.8)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(0, h / 2);
    ctx.lineTo(w, h / 2);
    ctx.stroke();
    if (this.current !== null && this.current >= 0 && this.current < plies) {
      ctx.strokeStyle = '#1a56e8';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(x(this.current), 0);
      ctx.lineTo(x(this.current), h);
      ctx.stroke();
    }
    // A marked move's dot sits on the curve after it.
    const radius = Math.max(3, Math.min(6, h * 0.06));
    for (const move of this.review.moves) {
      if (!move.classification || move.ply >= plies) continue;
      ctx.fillStyle = MARK_COLOURS[move.classification];
      ctx.beginPath();
      ctx.arc(x(move.ply), y(this.#share(move.ply)), radius, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}
