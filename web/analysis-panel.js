// Analysis of the position shown (docs/page.md "Analysis"): while it is on, the engine analyses
// the node of the move tree shown (engine.analyse, three lines, until it is aborted or its time
// cap), and a step to another node aborts it and starts anew there. It shows the evaluation bar
// from the side of the player at the bottom of the board, the lines in the move list's words
// with their depth and score, and arrows for each line's first move (the best one green); a
// click on a line's move plays the line to there into the move tree (a variation where it is not
// the next move). What runs when is the coach's rule (web/coach.js).
import { EvalBar } from './eval-bar.js';
import { checkShapes } from './board-shapes.js';
import { lineMoves, moveArrow, playLine } from './line-moves.js';
import { boundMark, scoreFor, scoreWords } from './coach-score.js';
import { moveNodes } from './notation.js';
import { pageEngine } from './page-engine.js';

export const ANALYSIS_LINES = 3;
// One position is analysed at most this long: an analysis left on does not keep a phone busy.
const ANALYSIS_CAP_MS = 60000;
const SHOWN_PLIES = 6;
const ARROW_COLOURS = ['green', 'blue', 'blue'];

export class AnalysisPanel {
  constructor(coach) {
    this.coach = coach;
    this.app = coach.app;
    this.on = false;
    this.running = null; // { key, controller }: the analysis in progress
    this.info = null; // { key, info, lines: [[{ notation, text, move }]] }: the last one shown
    this.bar = new EvalBar();
    coach.refs.analysisBar.append(this.bar.element);
    coach.refs.analysisLines.addEventListener('click', (e) => {
      const button = e.target.closest('button[data-line]');
      if (!button || !this.info) return;
      const line = this.info.lines[Number(button.dataset.line)] ?? [];
      playLine(this.app, line.slice(0, Number(button.dataset.index) + 1).map((m) => m.notation));
    });
  }

  setOn(on) {
    this.on = on;
    if (!on) this.stop();
    this.app.refresh();
  }

  // What identifies the position shown for the engine.
  key() {
    const { app } = this;
    return `${app.variant}|${app.record.start ?? ''}|${app.record.moves.join(' ')}`;
  }

  /** Why analysis cannot run at the node shown (a word's key), or null. */
  blocked() {
    const { coach, app } = this;
    if (coach.aiGameOn()) return 'analysisAiGame';
    if (coach.task) return 'analysisWaiting';
    if (coach.aiToMove()) return 'analysisWaiting';
    if (app.status.over || !app.legal.length) return 'analysisOver';
    return null;
  }

  refresh() {
    const { refs } = this.coach;
    const aiGame = this.coach.aiGameOn();
    refs.analysisToggle.disabled = aiGame;
    refs.analysisToggle.checked = this.on && !aiGame;
    const why = this.on ? this.blocked() : aiGame ? 'analysisAiGame' : null;
    refs.coachNote.textContent = why ? this.app.t(why) : '';
    refs.analysisBox.hidden = !this.on || aiGame;
    const key = this.key();
    if (!this.on || why) {
      this.stop();
      if (!this.on || this.info?.key !== key) this.clear();
      return;
    }
    if (this.running?.key !== key) this.start(key);
    this.render();
  }

  start(key) {
    this.stop();
    if (this.info?.key !== key) this.clear();
    const controller = new AbortController();
    const running = { key, controller };
    this.running = running;
    const target = this.coach.target();
    const current = () => this.running === running && !controller.signal.aborted;
    pageEngine(this.app)
      .then((engine) => engine.analyse(target, {
        lines: ANALYSIS_LINES,
        movetimeMs: ANALYSIS_CAP_MS,
        signal: controller.signal,
        onInfo: (info) => {
          if (current()) this.show(key, info);
        },
      }))
      .then((result) => {
        if (current()) this.show(key, result);
      })
      .catch((err) => {
        if (current()) this.coach.refs.coachNote.textContent = err.message;
      })
      .finally(() => {
        if (this.running === running) this.running = null;
      });
  }

  show(key, info) {
    if (!info?.lines?.length || key !== this.key()) return;
    const lines = info.lines.map((l) => lineMoves(this.app, l.pv, SHOWN_PLIES));
    this.info = { key, info, lines, lang: this.app.lang };
    this.render();
    this.app.redraw();
  }

  stop() {
    this.running?.controller.abort();
    this.running = null;
  }

  clear() {
    this.info = null;
    this.bar.clear();
    this.coach.refs.analysisLines.replaceChildren();
    this.coach.refs.analysisInfo.textContent = '';
    this.app.root.dataset.analysis = '';
  }

  /** Draws the bar and the lines of the last info for the node shown. */
  render() {
    const { app } = this;
    const { refs } = this.coach;
    if (!this.info || this.info.key !== this.key()) return;
    // Another language chosen: the lines' words again.
    if (this.info.lang !== app.lang) {
      this.info.lines = this.info.info.lines.map((l) => lineMoves(app, l.pv, SHOWN_PLIES));
      this.info.lang = app.lang;
    }
    const { info, lines } = this.info;
    const viewer = app.orientation;
    this.bar.update({ score: info.lines[0].score, turn: app.turn, orientation: viewer, variant: app.variant });
    refs.analysisInfo.textContent = app.t('analysisDepth', { depth: info.depth ?? '–' });
    refs.analysisLines.replaceChildren(...info.lines.map((l, k) => {
      const li = document.createElement('li');
      const score = Object.assign(document.createElement('span'), { className: 'rg-line-score', textContent: scoreWords(app, scoreFor(l.score, app.turn, viewer), boundMark(l.lowerbound, app.turn, viewer)) });
      li.append(score, ' ');
      lines[k].forEach((m, j) => {
        const button = Object.assign(document.createElement('button'), { type: 'button', className: 'rg-line-move' });
        button.append(...moveNodes(app, m.move, m.index));
        button.dataset.line = String(k);
        button.dataset.index = String(j);
        button.dataset.notation = m.notation;
        li.append(button, ' ');
      });
      li.append(Object.assign(document.createElement('span'), { className: 'rg-help', textContent: app.t('analysisLineDepth', { depth: l.depth ?? info.depth }) }));
      return li;
    }));
    app.root.dataset.analysis = info.lines.map((l) => l.pv[0] ?? '').join(' ');
  }

  /** Arrows for the first move of each line, checked for the board (board-shapes.js). */
  shapes() {
    if (!this.on || !this.info || this.info.key !== this.key()) return [];
    const arrows = this.info.lines.map((line, k) => moveArrow(line[0]?.move, this.app.turn, ARROW_COLOURS[k])).filter(Boolean);
    try {
      return checkShapes(arrows.reverse(), this.app.variant, this.app.turn); // the best one drawn last, on top
    } catch {
      return [];
    }
  }
}
