// The AI's turns on one board (offered only when the library has game.think): starts a think
// when the AI is to move, shows its progress and plays its answer; "Move now" makes it play its
// best move so far, "Pause" holds it (its pieces stay its own) until "Resume". The AI moves only
// at the end of the line shown: browsing earlier positions of the move tree never makes it play,
// and a step away drops its search (BoardApp.showNode). The requests themselves go through
// web/board-ai.js (the page's one engine worker). A worker that crashes is replaced by the engine
// at the next request; the AI's turn is then retried once (docs/page.md "Kept across reloads").
import { BoardAi, aiAvailable } from './board-ai.js';
import { aiInfoText, lineGame } from './ai-info-text.js';
import { pageEngine } from './page-engine.js';

// Without a clock the AI at full strength (level 10, whose search takes all the time it is given)
// answers within this much of its turn's start: the engine's start and the answer's way back come
// off its search (web/board-ai.js budgetMs). Lower levels are bounded by their nodes and answer in
// a fraction of their time limit (150 ms + 185 ms a level), which only makes sure they answer.
const AI_MAX_MS = 2000;

// A new engine runs its wasm as baseline code first; the browser recompiles the search's hot
// functions in the background once they have run a while (V8's tier-up). On two cores that
// recompiling takes a core from the page for a second or so, and an AI turn in that second drew
// frames 80-120 ms apart. A search this long of the start position, at the page's first idle
// moment against the AI, gets it done before the AI's turn (docs/page.md "While the AI thinks").
const WARM_UP_MS = 300;

export class AiTurns {
  constructor(app) {
    this.app = app;
    this.ai = null;
    this.paused = false; // Pause pressed: the AI waits for Resume, an undo, a new game or opponent
    this.lastInfo = null;
    this.lines = {}; // the thinking box's scratch game per variant (ai-info-text.js lineGame)
    this.info = null; // the latest info not yet shown, and the frame that shows it
    this.infoFrame = 0;
    this.warming = new Map(); // variant -> the warm-up's promise (warmUp)
    this.warmUpQueued = false;
    this.turn = null; // the latest AI turn: { variant, done } (done settles when it has ended)
    this.warm = false; // the engine has answered once (its worker is up)
  }

  get busy() {
    return this.ai?.busy ?? false;
  }

  /** Whether the AI is to move now, paused or not (the person at the screen waits either way). */
  isAiTurn() {
    const { app } = this;
    return app.record.opponent.startsWith('ai') && aiAvailable(app.game) && app.turn !== app.humanSide();
  }

  /** 'thinking', 'paused' or '' (not the AI's turn, or the game is over). */
  get state() {
    if (this.busy) return 'thinking';
    return this.paused && this.isAiTurn() && !this.app.status?.over ? 'paused' : '';
  }

  maybeStart() {
    const { app } = this;
    if (!this.isAiTurn() || this.paused || app.status.over || this.ai?.busy || app.editor?.open) return;
    // An earlier position of the tree (its line goes on) is only being read.
    if (app.session.node.children.length) return;
    this.ai ??= new BoardAi({ engine: () => pageEngine(app) });
    const level = Number(app.record.opponent.slice(2)) || 3;
    const expected = app.session.node;
    const variant = app.variant;
    app.refs.aiText.textContent = app.t('aiThinking');
    // With a clock the AI thinks within its own time (the search's time manager plans the move from
    // it, web/game-clocks.js keeps a reserve); without one higher levels think longer, and every
    // level has a time limit, so the answer always comes.
    const clock = app.clocks.thinkClock();
    const limit = clock ? { clock } : level === 10 ? { budgetMs: AI_MAX_MS } : { movetimeMs: 150 + level * 185 };
    // A new seed for every move: the levels that draw among close moves (1-7) then do not play
    // the same game again when the person repeats theirs.
    const seed = Math.floor(Math.random() * 2 ** 32);
    const done = this.ai.think({ variant, position: app.record.start, moves: app.record.moves, level, seed, ...limit }, (info) => this.queueInfo(info, expected))
      .then((result) => {
        app.renderButtons();
        // null: this board stopped the request (the engine's answer is not for it any more).
        if (app.variant !== variant || app.session.node !== expected) return;
        // A "move now" that ended the request before it reached the engine: ask again.
        if (!result?.move) return this.maybeStart();
        this.showInfo(result);
        const notation = result.move.notation;
        app.root.dataset.aiMove = notation;
        if (notation === 'swap' && app.extras.canSwap) app.swap('ai');
        else {
          const move = app.legal.find((m) => m.notation === notation);
          if (move) app.playMove(move, 'ai');
        }
      })
      .catch((err) => {
        app.renderButtons();
        // A crashed engine worker (the engine starts a fresh one for the next request): the
        // turn is asked once more, and a second failure at the same position is said.
        if (err?.code === 'worker-failed') {
          if (this.retried !== expected && app.variant === variant && app.session.node === expected) {
            this.retried = expected;
            app.notices.set('ai', app.t('aiRestarted'));
            return this.maybeStart();
          }
          app.notices.set('ai', app.t('aiFailed', { message: err.message }));
        }
        app.refs.status.textContent = err.message;
      });
    this.turn = { variant, done };
    app.renderButtons();
  }

  // A search reports each depth: the early ones come in a burst. The box shows the latest once
  // per frame, so the main thread writes (and lays out) one text per frame at most.
  queueInfo(info, node) {
    if (!info || this.app.session.node !== node) return;
    this.info = info;
    this.infoFrame ||= requestAnimationFrame(() => {
      this.infoFrame = 0;
      const latest = this.info;
      this.info = null;
      if (latest && this.busy && this.app.session.node === node) this.showInfo(latest);
    });
  }

  showInfo(info) {
    if (!info) return;
    this.info = null;
    const line = (this.lines[this.app.variant] ??= lineGame(this.app));
    const { full, brief } = aiInfoText(this.app, info, line);
    // A narrow screen shows the brief text beside the spinner (board.css .rg-ai-brief); the
    // words stay for screen readers.
    const span = (className, textContent) => Object.assign(document.createElement('span'), { className, textContent });
    const short = span('rg-ai-brief', brief);
    short.setAttribute('aria-hidden', 'true');
    this.app.refs.aiText.replaceChildren(span('rg-ai-label', `${this.app.t('aiThinking')} `), span('rg-ai-full', full), short);
    this.lastInfo = full;
  }

  get available() {
    return aiAvailable(this.app.game);
  }

  /** A short search of the shown position for the page's own questions (a draw offer); null if stopped. */
  evaluate(movetimeMs) {
    const { app } = this;
    this.ai ??= new BoardAi({ engine: () => pageEngine(app) });
    const level = Number(app.record.opponent.slice(2)) || 3;
    return this.ai.think({ variant: app.variant, position: app.record.start, moves: app.record.moves, level, movetimeMs });
  }

  /**
   * Starts the page's engine ahead of the AI's first turn and runs it a moment on `variant`
   * (WARM_UP_MS): the worker's start, the game's tables and the browser's recompiling of the
   * search's hot code are then not spent on the AI's time (web/game-clocks.js holds the clocks
   * until then), nor taken from the page's frames while the AI thinks. Returns a promise that
   * never rejects (the AI's own turn reports a failing engine); the tests await it.
   */
  warmUp(variant = this.app.variant) {
    const { app } = this;
    if (this.warming.has(variant)) return this.warming.get(variant);
    if (!this.available) return Promise.resolve(false);
    // An AI turn already under way on this game warms the engine itself: a warm-up asked for now
    // would queue between the turn's first request and its search (BoardAi.think) and delay it.
    const turn = this.busy && this.turn?.variant === variant ? this.turn.done : null;
    const warming = (turn ?? pageEngine(app)
      .then((engine) => engine.think({ variant, position: null, moves: [] }, { movetimeMs: WARM_UP_MS })))
      .then(() => true, () => false)
      .then((ok) => {
        this.warm = true; // a failed start does not hold the clocks either
        return ok;
      });
    this.warming.set(variant, warming);
    return warming;
  }

  /** Against the AI, warms the engine for the game shown at the page's next idle moment. */
  warmUpSoon() {
    const { app } = this;
    if (!app.aiSide || this.warming.has(app.variant) || this.warmUpQueued || !this.available) return;
    this.warmUpQueued = true;
    const later = window.requestIdleCallback ?? ((run) => setTimeout(run, 200));
    later(() => {
      this.warmUpQueued = false;
      if (app.aiSide && !app.disposed) this.warmUp();
    }, { timeout: 1000 });
  }

  /** Drops the think in progress (its answer is for a position no longer shown). */
  cancel() {
    this.ai?.stop();
  }

  /** "Move now": the AI plays the best move its search has found so far. */
  moveNow() {
    this.ai?.moveNow();
  }

  /** "Pause": drops the think; the AI waits, and nobody moves its pieces, until resume(). */
  pause() {
    this.ai?.stop();
    this.paused = true;
    this.app.renderButtons();
    this.app.clocks.aiPauseChanged(); // a paused AI holds the game: the clocks stop too
  }

  resume() {
    this.paused = false;
    this.app.renderButtons();
    this.app.clocks.aiPauseChanged();
    this.maybeStart();
  }

  dispose() {
    this.ai?.dispose();
    for (const line of Object.values(this.lines)) line.game.dispose();
    this.lines = {};
  }
}
