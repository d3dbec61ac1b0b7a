// The engine as a coach on one board (docs/page.md "Analysis"): analysis of the position shown
// (web/analysis-panel.js), a hint in games against the AI (web/coach-hint.js), the review of a
// game (web/game-review.js) and the tsume solver (web/tsume-panel.js). This module builds their
// section of the panel and keeps what they share: the page's one engine worker. Its calls queue
// (docs/api.md "Order"), so an endless analysis would hold back every later request: analysis is
// stopped while a review, a mate search or a hint runs, and it never runs while the board's AI is
// to move (nor in a game against the AI that goes on: the hint is the help there).
// The four parts are loaded after the board is up (load()): the first board does not wait for
// them, and until they are there the coach's controls are shown, disabled.
import { aiAvailable } from './board-ai.js';

const TEMPLATE = `
<h3 data-t="coach"></h3>
<div class="rg-row">
  <label><input type="checkbox" data-ref="analysisToggle"> <span data-t="analysis"></span></label>
  <button type="button" data-action="hint" data-ref="hintButton" data-t="hint" hidden></button>
  <button type="button" data-action="review" data-ref="reviewButton" data-t="review"></button>
  <button type="button" data-action="solve-mate" data-ref="mateButton" data-t="solveMate"></button>
</div>
<p class="rg-help" data-ref="coachNote" role="status"></p>
<div class="rg-analysis" data-ref="analysisBox" hidden>
  <div class="rg-analysis-bar" data-ref="analysisBar"></div>
  <div class="rg-analysis-body">
    <p class="rg-help" data-ref="analysisInfo"></p>
    <ol class="rg-analysis-lines" data-ref="analysisLines"></ol>
  </div>
</div>
<div data-ref="hintBox" hidden>
  <p data-ref="hintText" role="status"></p>
</div>
<p class="rg-help" data-ref="hintCount" hidden></p>
<div class="rg-review" data-ref="reviewBox" hidden>
  <div class="rg-row" data-ref="reviewRunning">
    <progress data-ref="reviewProgress" max="1" value="0"></progress>
    <button type="button" data-action="cancel-review" data-t="cancel"></button>
  </div>
  <div data-ref="reviewGraph"></div>
  <p class="rg-help" data-ref="reviewCounts"></p>
  <ol class="rg-review-marks" data-ref="reviewMarks"></ol>
</div>
<div class="rg-mate" data-ref="mateBox" hidden>
  <p data-ref="mateText" role="status"></p>
  <div class="rg-row">
    <button type="button" data-action="cancel-mate" data-ref="mateCancel" data-t="cancel"></button>
    <button type="button" data-action="play-mate" data-ref="matePlay" data-t="playMate"></button>
  </div>
</div>
`;

export class Coach {
  /**
   * Builds the coach's section under the board (board.css puts it there beside the panel on wide
   * screens, and between the board and the panel on narrow ones), so the panel keeps its layout.
   */
  constructor(app) {
    this.app = app;
    const section = document.createElement('section');
    section.className = 'rg-coach rg-full';
    section.setAttribute('part', 'coach');
    section.innerHTML = TEMPLATE; // a static template: no text from a record or the engine
    app.refs.boardArea.after(section);
    this.refs = {};
    for (const el of section.querySelectorAll('[data-ref]')) this.refs[el.dataset.ref] = el;
    this.section = section;
    this.task = null; // 'review' | 'mate' | 'hint' while one of them has the engine
    this.analysis = this.hint = this.review = this.tsume = null; // the parts, once loaded
    this.loading = null;
    this.refs.analysisToggle.addEventListener('change', () => this.analysis?.setOn(this.refs.analysisToggle.checked));
    section.addEventListener('click', (e) => {
      const button = e.target.closest('button[data-action]');
      if (!button || button.disabled || !this.analysis) return;
      const act = {
        hint: () => this.hint.ask(),
        review: () => this.review.start(),
        'cancel-review': () => this.review.cancel(),
        'solve-mate': () => this.tsume.solve(),
        'cancel-mate': () => this.tsume.cancel(),
        'play-mate': () => this.tsume.play(),
      }[button.dataset.action];
      act?.();
    });
    this.overCache = { key: null, over: false };
  }

  /**
   * Loads the parts (analysis, hint, review, tsume) once, then shows their controls as they
   * apply. A failed load (the network gone before the page was kept offline) may be tried again.
   */
  load() {
    this.loading ??= Promise.all([
      import('./analysis-panel.js'), import('./coach-hint.js'), import('./game-review.js'), import('./tsume-panel.js'),
    ]).then(([{ AnalysisPanel }, { CoachHint }, { GameReview }, { TsumePanel }]) => {
      if (this.app.disposed) return;
      this.analysis = new AnalysisPanel(this);
      this.hint = new CoachHint(this);
      this.review = new GameReview(this);
      this.tsume = new TsumePanel(this);
      if (this.app.game) this.refresh();
    }, (err) => {
      this.loading = null;
      this.refs.coachNote.textContent = err.message;
    });
    return this.loading;
  }

  /** The target the engine reads for the position shown. */
  target() {
    const { app } = this;
    return { variant: app.variant, position: app.record.start, moves: app.record.moves.slice() };
  }

  /** Whether the end of the main line is a finished game (the rules' ending, or the players' word). */
  mainLineOver() {
    const { app } = this;
    if (app.record.ending) return true;
    const line = app.session.mainLine();
    const key = `${app.variant}|${app.record.start ?? ''}|${line.join(' ')}`;
    if (this.overCache.key !== key) {
      let over = false;
      let game = null;
      try {
        game = app.regalia.newGame(app.variant, app.record.start ? { position: app.record.start } : {});
        for (const m of line) game.play(m);
        over = game.status().over;
      } catch {
        over = false;
      } finally {
        game?.dispose();
      }
      this.overCache = { key, over };
    }
    return this.overCache.over;
  }

  /** A game against the AI that goes on: analysis and review wait for its end. */
  aiGameOn() {
    const { app } = this;
    return app.record.opponent.startsWith('ai') && aiAvailable(app.game) && !this.mainLineOver();
  }

  /** Whether the board's AI is to move at the node shown (its search has the engine then). */
  aiToMove() {
    const { app } = this;
    return app.aiTurns.busy || (app.aiTurns.isAiTurn() && !app.session.node.children.length && !app.status.over && !app.aiTurns.paused);
  }

  /** Called by BoardApp.refresh() before the AI's turn may start: every part follows the node shown. */
  refresh() {
    if (!aiAvailable(this.app.game)) {
      this.section.hidden = true;
      return;
    }
    this.section.hidden = false;
    if (!this.analysis) {
      // Not loaded yet: the controls in their places (no shift when they come), none usable.
      const { refs } = this;
      refs.hintButton.hidden = !this.app.record.opponent.startsWith('ai');
      refs.mateButton.hidden = this.app.variant !== 'showgit';
      for (const control of [refs.analysisToggle, refs.hintButton, refs.reviewButton, refs.mateButton]) control.disabled = true;
      return;
    }
    this.hint.refresh();
    this.review.refresh();
    this.tsume.refresh();
    this.analysis.refresh();
  }

  /**
   * A task ('review', 'mate', 'hint') takes the engine: analysis stops until it ends. Only the
   * coach's parts and the arrows change with it, so only they are redrawn, not the whole page
   * (BoardApp.refresh rebuilds the move list and the hands: tens of ms that a review's start and
   * end would add to the longest frame gap).
   */
  begin(task) {
    this.task = task;
    this.analysis.stop();
    this.refresh();
    this.app.redraw();
  }

  end(task) {
    if (this.task === task) this.task = null;
    if (!this.app.game) return;
    this.refresh();
    this.app.redraw();
  }

  /** The arrows of every part, drawn over the caller's own shapes (BoardApp.redraw). */
  shapes() {
    if (!this.analysis) return [];
    return [...this.analysis.shapes(), ...this.hint.shapes(), ...this.review.shapes()];
  }

  orientationChanged() {
    this.analysis?.render();
    this.review?.render();
  }

  dispose() {
    this.analysis?.stop();
    this.review?.cancel();
    this.tsume?.cancel();
    this.hint?.cancel();
  }
}
