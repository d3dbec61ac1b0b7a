// The hint in a game against the AI (docs/page.md "Analysis", docs/api.md "Hints"): on the
// person's turn at the end of the line, the engine's move for them at full strength, shown as an
// arrow and in the move list's words. The move the person then plays from that position carries
// the comment HINT_COMMENT in the record (kept with the move tree, exported with the record's
// comments), and the game's hints are counted from those comments.
import { checkShapes } from './board-shapes.js';
import { lineMoves, moveArrow } from './line-moves.js';
import { pageEngine } from './page-engine.js';

export const HINT_COMMENT = 'hint used';
const HINT_MS = 1000;

/** How many moves of the tree carry the hint comment. */
export function hintCount(root) {
  let n = 0;
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    if (node.comment?.includes(HINT_COMMENT)) n++;
    stack.push(...node.children);
  }
  return n;
}

export class CoachHint {
  constructor(coach) {
    this.coach = coach;
    this.app = coach.app;
    this.controller = null;
    this.given = null; // { node, move }: the hint for the node it was asked at
  }

  /** Whether a hint may be asked now: the person's turn in a game against the AI, at the end of the line. */
  available() {
    const { app, coach } = this;
    return app.record.opponent.startsWith('ai') && !app.status.over && app.legal.length > 0
      && app.turn === app.humanSide() && !app.session.node.children.length && !app.aiTurns.busy && !coach.task;
  }

  refresh() {
    const { app, coach } = this;
    const { refs } = coach;
    const node = app.session.node;
    // The move played from the hinted position is the one the hint helped.
    if (this.given && node !== this.given.node) {
      if (node.parent === this.given.node && !node.comment.includes(HINT_COMMENT)) {
        node.comment = node.comment ? `${node.comment} ${HINT_COMMENT}` : HINT_COMMENT;
      }
      this.given = null;
    }
    const inAiGame = app.record.opponent.startsWith('ai');
    refs.hintButton.hidden = !inAiGame;
    refs.hintButton.disabled = !this.available() || this.controller !== null;
    refs.hintBox.hidden = !this.given;
    if (this.given) refs.hintText.textContent = app.t('hintShown', { move: app.moveText(this.given.move, node.ply) });
    const count = hintCount(app.session.tree.root) + (this.given ? 1 : 0);
    refs.hintCount.hidden = !inAiGame || count === 0;
    refs.hintCount.textContent = app.t('hintsUsed', { n: count });
    app.root.dataset.hints = String(count);
    app.root.dataset.hint = this.given?.move.notation ?? '';
  }

  async ask() {
    if (!this.available()) return;
    const { app, coach } = this;
    const node = app.session.node;
    const controller = new AbortController();
    this.controller = controller;
    coach.begin('hint');
    try {
      const engine = await pageEngine(app);
      const result = await engine.think(coach.target(), { movetimeMs: HINT_MS, signal: controller.signal });
      if (controller.signal.aborted || app.session.node !== node || !result.move) return;
      const [shown] = lineMoves(app, [result.move.notation], 1);
      if (shown) this.given = { node, move: shown.move };
    } catch (err) {
      if (!controller.signal.aborted) coach.refs.coachNote.textContent = err.message;
    } finally {
      if (this.controller === controller) this.controller = null;
      coach.end('hint');
    }
  }

  cancel() {
    this.controller?.abort();
    this.controller = null;
  }

  shapes() {
    if (!this.given || this.given.node !== this.app.session.node) return [];
    const arrow = moveArrow(this.given.move, this.app.turn, 'blue');
    try {
      return arrow ? checkShapes([arrow], this.app.variant, this.app.turn) : [];
    } catch {
      return [];
    }
  }
}
