// "Solve mate" (SHOWGIT; docs/page.md "Analysis"): the library's tsume solver (engine.solveMate,
// df-pn in the worker) on the position shown, with a node budget and Cancel. A mate found is
// written in the move list's words and can be played into the move tree from the position it was
// found for (a variation where it is not the next moves), where the move list steps through it.
import { lineMoves, playLine } from './line-moves.js';
import { pageEngine } from './page-engine.js';

// The solver's budget: the easy and mid-sized problems end far sooner (docs/api.md "findMate").
export const MATE_NODES = 300000;

export class TsumePanel {
  constructor(coach) {
    this.coach = coach;
    this.app = coach.app;
    this.controller = null;
    this.result = null; // { key, outcome, moves, nodes, line: [{ notation, text, move }] }
  }

  key() {
    const { app } = this;
    return `${app.variant}|${app.record.start ?? ''}|${app.record.moves.join(' ')}`;
  }

  refresh() {
    const { app, coach } = this;
    const { refs } = coach;
    const showgit = app.variant === 'showgit';
    refs.mateButton.hidden = !showgit;
    refs.mateButton.disabled = Boolean(coach.task) || coach.aiGameOn() || app.status.over;
    if (this.result && this.result.key !== this.key()) this.result = null;
    refs.mateBox.hidden = !showgit || (!this.result && !this.controller);
    refs.mateCancel.hidden = !this.controller;
    refs.matePlay.hidden = this.result?.outcome !== 'mate';
    if (this.controller) refs.mateText.textContent = app.t('mateSearching');
    else if (this.result) refs.mateText.textContent = this.text();
  }

  text() {
    const { app } = this;
    const r = this.result;
    if (r.lang !== app.lang) {
      r.line = lineMoves(app, r.moves);
      r.lang = app.lang;
    }
    if (r.outcome === 'mate') return app.t('mateFound', { n: r.moves.length, line: r.line.map((m) => m.text).join(', ') });
    if (r.outcome === 'nomate') return app.t('mateNone');
    return app.t('mateUnknown', { n: r.nodes });
  }

  async solve() {
    const { app, coach } = this;
    if (this.controller || coach.task || app.variant !== 'showgit') return;
    const key = this.key();
    const controller = new AbortController();
    this.controller = controller;
    this.result = null;
    app.root.dataset.mate = 'running';
    coach.begin('mate');
    try {
      const engine = await pageEngine(app);
      const r = await engine.solveMate(coach.target(), { nodes: MATE_NODES, signal: controller.signal });
      if (this.key() === key) {
        this.result = { key, outcome: r.outcome, moves: r.moves, nodes: r.nodes, line: lineMoves(app, r.moves), lang: app.lang };
        app.root.dataset.mate = `${r.outcome} ${r.moves.join(' ')}`.trim();
      }
    } catch (err) {
      app.root.dataset.mate = '';
      if (!controller.signal.aborted) coach.refs.coachNote.textContent = err.message;
    } finally {
      if (this.controller === controller) this.controller = null;
      coach.end('mate');
    }
  }

  cancel() {
    this.controller?.abort();
  }

  /** Plays the mate found into the move tree from its position, and shows the position before the first move again so it can be stepped through. */
  play() {
    const r = this.result;
    if (r?.outcome !== 'mate' || r.key !== this.key()) return;
    const start = this.app.session.node;
    playLine(this.app, r.moves);
    this.app.showNode(start);
    this.result = r; // the same position again: its answer stays shown
    this.refresh();
  }
}
