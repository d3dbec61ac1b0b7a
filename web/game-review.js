// The review of the game's main line (docs/page.md "Analysis"): engine.review in the worker with
// a fixed budget per position, a progress bar and Cancel while it runs (the page stays
// responsive: the search is in the worker, and each progress only redraws the graph), then the
// evaluation graph (web/eval-graph.js) with its marks, the counts per player, and the marked
// moves as a list. A click on the graph shows that ply's position; a click on a marked move shows
// the position before it, where the engine's best move is an arrow (green) beside the move
// played (red). Classes and thresholds are the library's (docs/api.md "engine.review").
import { EvalGraph } from './eval-graph.js';
import { checkShapes } from './board-shapes.js';
import { lineMoves, moveArrow } from './line-moves.js';
import { moveNodes } from './notation.js';
import { pageEngine } from './page-engine.js';

// The budget per position: enough to see a piece left hanging (the planted blunder of
// tests/js/review.test.mjs is found at this budget), small enough for a game of 100 moves to be
// reviewed in well under a minute.
export const REVIEW_NODES = 20000;

export class GameReview {
  constructor(coach) {
    this.coach = coach;
    this.app = coach.app;
    this.controller = null;
    this.result = null; // { key, review, nodes: the main line's nodes by ply }
    this.graph = null; // made with the first review (the board stays the component's one canvas until then)
    coach.refs.reviewMarks.addEventListener('click', (e) => {
      const button = e.target.closest('button[data-ply]');
      if (button) this.showPly(Number(button.dataset.ply) - 1);
    });
  }

  // The main line the review is of.
  key() {
    const { app } = this;
    return `${app.variant}|${app.record.start ?? ''}|${app.session.mainLine().join(' ')}`;
  }

  /** The main line's nodes, the start first (nodes[ply]). */
  mainNodes() {
    const nodes = [];
    for (let n = this.app.session.tree.root; n; n = n.children[0]) nodes.push(n);
    return nodes;
  }

  refresh() {
    const { coach, app } = this;
    const { refs } = coach;
    const hasMoves = app.session.tree.root.children.length > 0;
    refs.reviewButton.disabled = !hasMoves || coach.aiGameOn() || Boolean(coach.task);
    if (this.result && this.result.key !== this.key()) this.result = null; // the main line changed
    refs.reviewBox.hidden = !this.result && !this.controller;
    refs.reviewRunning.hidden = !this.controller;
    if (this.result) this.render();
  }

  async start() {
    const { coach, app } = this;
    if (this.controller || coach.task) return;
    const key = this.key();
    const moves = app.session.mainLine();
    const nodes = this.mainNodes();
    const controller = new AbortController();
    this.controller = controller;
    this.result = null;
    const { refs } = coach;
    refs.reviewProgress.value = 0;
    app.root.dataset.review = 'running';
    coach.begin('review');
    try {
      const engine = await pageEngine(app);
      const review = await engine.review({ variant: app.variant, position: app.record.start, moves }, {
        nodes: REVIEW_NODES,
        signal: controller.signal,
        onProgress: ({ done, total, review: sofar }) => {
          refs.reviewProgress.value = done / total;
          if (this.controller === controller && this.key() === key) {
            this.result = { key, review: sofar, nodes };
            this.render();
          }
        },
      });
      if (this.key() === key) this.result = { key, review, nodes };
      app.root.dataset.review = review.complete ? 'done' : 'stopped';
    } catch (err) {
      app.root.dataset.review = 'stopped';
      if (!controller.signal.aborted) refs.coachNote.textContent = err.message;
    } finally {
      if (this.controller === controller) this.controller = null;
      coach.end('review');
    }
  }

  cancel() {
    this.controller?.abort();
  }

  /** Shows the main line's position at `ply` (after that many moves). */
  showPly(ply) {
    const node = this.result?.nodes[ply];
    if (!node || !node.parent && ply !== 0) return;
    this.app.showNode(node);
  }

  /** The ply of the node shown when it lies on the reviewed main line, else null. */
  currentPly() {
    if (!this.result) return null;
    const { node } = this.app.session;
    return this.result.nodes[node.ply] === node ? node.ply : null;
  }

  render() {
    const { app } = this;
    const { refs } = this.coach;
    if (!this.result) return;
    const { review } = this.result;
    if (!this.graph) {
      this.graph = new EvalGraph({ onSelect: (ply) => this.showPly(ply) });
      refs.reviewGraph.append(this.graph.element);
    }
    this.graph.show(review, { orientation: app.orientation, current: this.currentPly() });
    const counts = [1, 2].map((p) => {
      const c = review.counts?.[p] ?? { inaccuracy: 0, mistake: 0, blunder: 0 };
      return app.t('reviewCounts', { side: app.sideName(p), inaccuracy: c.inaccuracy, mistake: c.mistake, blunder: c.blunder });
    });
    refs.reviewCounts.textContent = counts.join(' · ');
    const marked = review.moves.filter((m) => m.classification);
    refs.reviewMarks.replaceChildren(...marked.map((m) => {
      const li = document.createElement('li');
      const node = this.result.nodes[m.ply];
      const button = Object.assign(document.createElement('button'), { type: 'button', className: `rg-mark rg-mark-${m.classification}` });
      button.append(`${m.ply}. `, ...(node?.info ? moveNodes(app, node.info, m.ply - 1) : [m.move]), `: ${app.t(`review_${m.classification}`)}`);
      button.dataset.ply = String(m.ply);
      button.dataset.classification = m.classification;
      li.append(button);
      return li;
    }));
    app.root.dataset.reviewMarks = marked.map((m) => `${m.ply}:${m.classification}`).join(' ');
  }

  /** At the position before a marked move: the engine's best move (green) and the move played (red). */
  shapes() {
    const ply = this.currentPly();
    if (ply === null) return [];
    const mark = this.result.review.moves[ply];
    if (!mark?.classification || !mark.best) return [];
    // Drawn at every redraw (a drag included): the arrows are worked out once per position.
    if (this.arrows?.mark !== mark) {
      const [best] = lineMoves(this.app, [mark.best], 1);
      const played = this.result.nodes[ply + 1]?.info;
      const arrows = [moveArrow(played, this.app.turn, 'red'), moveArrow(best?.move, this.app.turn, 'green')].filter(Boolean);
      let list = [];
      try {
        list = checkShapes(arrows, this.app.variant, this.app.turn);
      } catch {
        list = [];
      }
      this.arrows = { mark, list };
    }
    return this.arrows.list;
  }
}
