// The evaluation bar: a vertical bar whose light part is the viewer's expected score (the player
// shown at the bottom of the board), with the engine's number written on it: the score in pawns
// ("+1.2": the engine's centipawns, docs/api.md "Scores", over 100, as the page's lines write
// them) or a mate in the game's count ("M3", "-M3" when the viewer is the one mated). The fill
// uses the review's mapping (bindings/js/review.js), so the bar and the review's graph agree. Text goes in through textContent only; styles through the
// CSSOM, so a strict style-src needs nothing. docs/page.md "Evaluation bar".
import { RegaliaError } from '../bindings/js/errors.js';
import { expectedScore } from '../bindings/js/review.js';

function badArgument(message) {
  return new RegaliaError('bad-argument', message);
}

function checkScore(score) {
  const ok = score && typeof score === 'object' && ((Number.isFinite(score.cp) && score.mate === undefined) || (Number.isInteger(score.mate) && score.cp === undefined));
  if (!ok) throw badArgument('the evaluation bar needs a score { cp } or { mate }');
}

/**
 * The text for a score from the viewer's view, in pawns as the page's lines write them (scores
 * are centipawns, docs/api.md "Scores"): '+1.2', '-0.4', '0.0', 'M3', '-M3'.
 */
export function scoreText(score) {
  if (score.mate !== undefined) return score.mate > 0 ? `M${score.mate}` : `-M${Math.abs(score.mate)}`;
  const tenths = Math.round(score.cp / 10);
  const pawns = (Math.abs(tenths) / 10).toFixed(1);
  return tenths > 0 ? `+${pawns}` : tenths < 0 ? `-${pawns}` : pawns;
}

export class EvalBar {
  /** Builds the bar (not yet in the page: append `bar.element` where it goes). */
  constructor(doc = document) {
    const element = doc.createElement('div');
    element.className = 'rg-eval-bar';
    element.setAttribute('role', 'meter');
    element.setAttribute('aria-valuemin', '0');
    element.setAttribute('aria-valuemax', '100');
    element.setAttribute('aria-label', 'evaluation');
    Object.assign(element.style, { position: 'relative', overflow: 'hidden', minWidth: '1.4em', minHeight: '4em', background: '#3b3b3b', borderRadius: '3px' });
    const fill = doc.createElement('div');
    fill.className = 'rg-eval-fill';
    Object.assign(fill.style, { position: 'absolute', left: '0', right: '0', bottom: '0', height: '50%', background: '#f2f0ea', transition: 'height 0.25s' });
    const label = doc.createElement('span');
    label.className = 'rg-eval-label';
    Object.assign(label.style, { position: 'absolute', left: '0', right: '0', textAlign: 'center', font: '600 0.7em system-ui, sans-serif', padding: '0.2em 0' });
    element.append(fill, label);
    this.element = element;
    this.fill = fill;
    this.label = label;
    this.clear();
  }

  /**
   * Shows `score` (the engine's, from the side to move's view: `turn`) to the player at the bottom
   * (`orientation`, 1 or 2). `variant` picks the mapping's scale.
   */
  update({ score, turn, orientation = 1, variant }) {
    checkScore(score);
    if (turn !== 1 && turn !== 2) throw badArgument('the evaluation bar needs turn: 1 or 2');
    if (orientation !== 1 && orientation !== 2) throw badArgument('the evaluation bar needs orientation: 1 or 2');
    if (variant !== 'showgit' && variant !== 'sovereign') throw badArgument("the evaluation bar needs variant: 'showgit' or 'sovereign'");
    const viewer = turn === orientation ? score : score.mate !== undefined ? { mate: -score.mate } : { cp: -score.cp };
    const share = expectedScore(viewer, variant);
    const text = scoreText(viewer);
    this.fill.style.height = `${(share * 100).toFixed(1)}%`;
    this.label.textContent = text;
    // The number sits on the side that leads, in that side's ink.
    const ahead = share >= 0.5;
    Object.assign(this.label.style, ahead ? { bottom: '0', top: '', color: '#222' } : { top: '0', bottom: '', color: '#eee' });
    this.element.setAttribute('aria-valuenow', String(Math.round(share * 100)));
    this.element.setAttribute('aria-valuetext', text);
    this.element.dataset.value = text;
    this.element.dataset.share = share.toFixed(3);
  }

  /** No evaluation: an even bar with no number. */
  clear() {
    this.fill.style.height = '50%';
    this.label.textContent = '';
    this.element.removeAttribute('aria-valuenow');
    this.element.removeAttribute('aria-valuetext');
    delete this.element.dataset.value;
    delete this.element.dataset.share;
  }
}
