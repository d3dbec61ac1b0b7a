// One board component: the page (web/index.html) and every embed (web/embed.js) are this class.
// It puts the parts together and keeps what they share: the session (web/board-session.js: the
// game, its records and their persistence), the controller (input -> moves), the game's own
// object (web/showgit-game-ui.js, web/sovereign-game-ui.js: view, panel, words), the chooser,
// record import/export, the AI's turns, the move list and the status (docs/page.md "How the
// page is built"). No rules here: legal moves, status, check,
// armies and defections all come from the library; the page only looks them up.
import { load } from '../bindings/js/browser.js';
import { RegaliaError } from '../bindings/js/errors.js';
import { buildDom, applyTexts } from './app-dom.js';
import { translator, LANGUAGES } from './i18n.js';
import { ARMY_COLOURS } from './sovereign-view.js';
import { aiAvailable } from './board-ai.js';
import { attachInput } from './input.js';
import { DisplaySettings } from './display-settings.js';
import { GAME_UIS } from './game-uis.js';
import { BoardSession, blankRecord } from './board-session.js';
import { BoardController } from './board-controller.js';
import { MoveChooser } from './move-chooser.js';
import { RecordIo } from './record-io.js';
import { AiTurns } from './ai-turns.js';
import { renderMoveList, showCurrentMove } from './move-list.js';
import { renderStatus, endingKey } from './status-banner.js';
import { labelControls } from './game-controls.js';
import { GameFlow, endingStatus } from './game-flow.js';
import { readTimeControl } from './time-controls.js';
import { chosenStart } from './handicap-chooser.js';
import { Coach } from './coach.js';
import { BoardNotices } from './board-notices.js';

function reducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

// The endings by the players' word or the clock, as play() names them when it refuses a move.
const ENDING_WORDS = { resign: 'a resignation', agreement: 'a draw by agreement', 'time-up': 'time is up' };

// The clocks until web/game-clocks.js is loaded (BoardApp.loadClocks): no game has one yet.
const NO_CLOCKS = { sync() {}, run() {}, thinkClock: () => null, dispose() {} };

// What the person at the screen may move: both sides, one side (1 | 2) or none (a display).
const INTERACTIVE = ['both', 'none', 1, 2];

export class BoardApp {
  /**
   * `root` is the element the board reports on (events, data-* state, lang/dir); its DOM is built
   * in `options.dom` (an element inside the <regalia-board> shadow root), or in `root` itself.
   */
  constructor(root, options = {}) {
    this.root = root;
    this.dom = options.dom ?? root;
    this.options = {
      variant: 'showgit', lang: 'en', persist: false, variantSwitch: true, documentLanguage: false,
      position: null, level: null, aiSide: 2, controls: 'full', interactive: 'both', orientation: null, ...options,
    };
    this.interactive = INTERACTIVE.includes(this.options.interactive) ? this.options.interactive : 'both';
    this.session = new BoardSession(this.options);
    this.controller = new BoardController(this);
    this.chooser = new MoveChooser(this);
    this.display = new DisplaySettings(this, { pieces: this.options.pieces, muted: this.options.muted }); // piece sets and sound
    this.recordIo = new RecordIo(this);
    this.aiTurns = new AiTurns(this);
    this.flow = new GameFlow(this);
    this.clocks = NO_CLOCKS; // web/game-clocks.js once loaded (loadClocks)
    // One panel per game (SHOWGIT's hands, Sovereign's armies); the shown game's is `panel`.
    this.panels = Object.fromEntries(Object.entries(GAME_UIS).map(([variant, ui]) => [variant, ui.createPanel(this)]));
    this.panel = null;
    this.flip = null;
    this.shapes = null; // { variant, list }: the caller's arrows and highlights (web/board-shapes.js)
    this.extras = {}; // the game's own reads (Sovereign: armies, defections, canSwap, persons)
    this.startError = null; // why start() failed, for the embed's `ready` promise
    this.listening = new AbortController(); // ends the listeners outside the component (the page's keys)
  }

  /** The library's game shown (the session's); null until started and after dispose(). */
  get game() {
    return this.session.game;
  }

  get variant() {
    return this.session.variant;
  }

  get lang() {
    return this.session.lang;
  }

  get record() {
    return this.session.record;
  }

  /** The per-game object of the variant shown. */
  get ui() {
    return GAME_UIS[this.variant];
  }

  uiOf(variant) {
    return GAME_UIS[variant];
  }

  // ---- start-up and persistence ----

  async start() {
    this.refs = buildDom(this.dom);
    this.notices = new BoardNotices(this.refs.notice);
    this.coach = new Coach(this); // analysis, hint, review, tsume (web/coach.js)
    this.setControls(this.options.controls);
    this.root.dataset.ready = 'false';
    this.session.restore();
    if (!this.options.variantSwitch) this.refs.variants.hidden = true;
    this.setLanguage(this.lang, { render: false });
    this.refs.status.textContent = this.t('loading');
    try {
      // The shadow root's stylesheet loads alongside the wasm, so `ready` means drawn and styled.
      [this.regalia] = await Promise.all([load(), this.options.stylesLoaded]);
      if (this.disposed) return this; // its element left, or switched to another mode, while it loaded
      this.showgitPieces = this.regalia.pieces('showgit');
      const { records } = this.session;
      if (this.options.position) {
        const refused = this.positionError(this.variant, this.options.position);
        this.refusedPosition = refused; // the element lists it with its other refused attributes
        if (refused) this.notice(refused.message);
        else records[this.variant] = { ...blankRecord(), start: this.options.position };
      }
      if (this.options.level) BoardSession.setOpponent(records[this.variant], this.options.aiSide, this.options.level);
      if (this.options.orientation) records[this.variant].flipped = this.options.orientation === 2;
      attachInput(this);
      // On the page, share links (docs/page.md "Share links"): their module comes with a link
      // to open, else after the first board (shareLinks()); the board editor is loaded when
      // first opened (openEditor).
      if (this.options.shareLinks) this.attachShareLinks();
      applyTexts(this.dom, this.t);
      this.display.attach();
      // A saved game on a clock shows its clocks on the first board; otherwise they come after it.
      if (Object.values(records).some((r) => r.timeControl)) await this.loadClocks();
      if (this.disposed) return this;
      this.switchVariant(this.variant);
      window.addEventListener('storage', (event) => this.otherTabSaved(event), { signal: this.listening.signal });
      if (this.options.shareLinks && location.hash.length > 1) {
        const share = await this.shareLinks();
        if (this.disposed) return this;
        share.fromLocation();
      }
      this.observeSize();
      this.dom.regalia = this;
      this.options.onReady?.(this); // the embed's element exposes its API before anyone hears of it
      this.root.dataset.readyMs = String(Math.round(performance.now()));
      this.root.dataset.ready = 'true';
      this.emit('ready', { board: this.options.api ?? this });
      // What the first board does not need comes now (docs/page.md "How the page is built").
      this.coach.load();
      this.display.loadSounds();
      this.loadClocks().catch(() => {}); // a failed load is tried again at the next use
      if (this.options.shareLinks) this.shareLinks().catch(() => {});
    } catch (err) {
      this.startError = err;
      this.refs.status.textContent = `Could not start: ${err.message}`;
      this.root.dataset.ready = 'error';
      console.error(err);
    }
    return this;
  }

  // ---- the parts loaded on first use (docs/page.md "How the page is built") ----

  /** The page's share links (web/share-link.js), loaded once; the buttons wait for it. */
  shareLinks() {
    this.shareLoading ??= import('./share-link.js').then(({ ShareLinks }) => {
      this.share = new ShareLinks(this);
      return this.share;
    }, (err) => {
      this.shareLoading = null; // the next use tries again
      throw err;
    });
    return this.shareLoading;
  }

  attachShareLinks() {
    const { shareBox } = this.refs;
    shareBox.hidden = false;
    shareBox.addEventListener('click', (e) => {
      const action = e.target.closest('button[data-share]')?.dataset.share;
      if (action) this.shareLinks().then((share) => share.act(action), (err) => this.notice(err.message));
    });
    window.addEventListener('hashchange', () => {
      this.shareLinks().then((share) => share.fromLocation(), (err) => this.notice(err.message));
    }, { signal: this.listening.signal });
  }

  /**
   * The clocks (web/game-clocks.js), loaded once: until then no game has a clock (NO_CLOCKS). They
   * then catch up with the game shown.
   */
  loadClocks() {
    this.clocksLoading ??= import('./game-clocks.js').then(({ GameClocks }) => {
      if (this.disposed) return;
      this.clocks = new GameClocks(this);
      if (this.game) this.clocks.sync();
    }, (err) => {
      this.clocksLoading = null;
      throw err;
    });
    return this.clocksLoading;
  }

  // Nothing lost (docs/page.md "Kept across reloads"): a store that refuses the save is said
  // (once: the message stays while saving fails, and goes when a save is taken again), and the
  // game goes on; what a save had that could not be loaded is said when shown.
  save() {
    if (this.session.save()) this.notices.clear('storage');
    else if (!this.notices.has('storage')) this.notices.set('storage', this.t('storageRefused'));
  }

  reportDropped() {
    const dropped = this.session.takeDropped();
    if (!dropped.length) return;
    const list = dropped.map(({ what, n, variant }) => {
      const text = this.t(`dropped_${what}`, { n, variant });
      return variant && what !== 'variant' ? `${this.t(variant)}: ${text}` : text;
    });
    this.notices.set('dropped', this.t('savedDropped', { list: list.join('; ') }));
  }

  // Two tabs of the page (docs/page.md "Kept across reloads"): when another tab saves a different
  // game, this one stops saving and asks whether to load it or to keep its own (then saved over it).
  otherTabSaved(event) {
    const key = this.session.persist;
    if (!key || event.key !== key || event.newValue === null || event.newValue === this.session.lastSaved || this.session.held) return;
    this.session.held = true;
    this.notices.set('other-tab', this.t('otherTab'), [
      { action: 'load-other-tab', label: this.t('otherTabLoad'), run: () => this.answerOtherTab(true) },
      { action: 'keep-mine', label: this.t('otherTabKeep'), run: () => this.answerOtherTab(false) },
    ]);
  }

  answerOtherTab(load) {
    this.session.held = false;
    this.notices.clear('other-tab');
    let text = null;
    try {
      text = load ? localStorage.getItem(this.session.persist) : null;
    } catch {
      text = null;
    }
    if (text === null) return this.save();
    this.aiTurns.cancel();
    this.session.records = { showgit: blankRecord(), sovereign: blankRecord() };
    this.session.load(text);
    this.setLanguage(this.session.lang, { render: false });
    this.switchVariant(this.session.variant);
  }

  /**
   * Tells the host page what happened, as a CustomEvent on the root that bubbles out of any
   * shadow root (docs/page.md "Events"). Only called after the API accepted the action, so a
   * refused input never fires one.
   */
  emit(type, detail) {
    this.root.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /**
   * A fresh game of `variant` from `position` (null: the standard start), against the AI at
   * `level` playing `aiSide` (1 | 2), or two people when `level` is null.
   */
  freshGame(variant, { position = null, level = null, aiSide = 2 } = {}) {
    this.aiTurns.cancel();
    const { records } = this.session;
    const old = records[variant];
    records[variant] = { ...blankRecord(), start: position, flipped: old.flipped };
    BoardSession.setOpponent(records[variant], aiSide, level);
    this.switchVariant(variant);
  }

  /**
   * The opponent chosen in the New game form, at once and without a new game (docs/page.md
   * "Playing"): a person takes over from the AI, or the AI takes over the side to move (before
   * the first move, the side the form leaves it), or the AI's level changes.
   */
  changeOpponent(value) {
    const level = /^ai([1-9]|10)$/.test(value) ? Number(value.slice(2)) : null;
    if (!level) return this.setLevel(null);
    if (this.aiSide) return this.setLevel(level, this.aiSide);
    if (!this.record.moves.length) return this.setLevel(level, Number(this.refs.sideSelect.value) === 2 ? 1 : 2);
    // The person to move, whose board side is the turn (Sovereign's swap exchanges them).
    const toMove = [1, 2].find((person) => this.ui.boardSide(person, this.extras) === this.turn) ?? this.turn;
    return this.setLevel(level, toMove);
  }

  /** Plays against the AI at `level` (1–10) from now on, or, with null, two people on one device. */
  setLevel(level, aiSide = this.aiSide ?? 2) {
    this.aiTurns.cancel();
    BoardSession.setOpponent(this.record, aiSide, level);
    this.aiTurns.paused = false;
    this.labelControls();
    this.refresh();
  }

  /** The person the AI plays (1 moves first), or null against a person. */
  get aiSide() {
    return this.session.aiSide;
  }

  get aiLevel() {
    return this.session.aiLevel;
  }

  /** 'full' (the whole app), 'minimal' (board, hands or armies, status, undo and flip) or 'none' (the board alone). */
  setControls(mode) {
    this.controls = ['full', 'minimal', 'none'].includes(mode) ? mode : 'full';
    this.dom.dataset.controls = this.controls;
  }

  /** Why `position` cannot start a `variant` game (the library's RegaliaError), or null when it can. */
  positionError(variant, position) {
    try {
      this.regalia.newGame(variant, { position }).dispose();
      return null;
    } catch (err) {
      return err;
    }
  }

  /**
   * The person moved on (a move of theirs, an undo, a step through the moves, another game): a
   * failed AI turn and what the last load dropped no longer apply.
   */
  personActed() {
    this.notices.clear('ai');
    this.notices.clear('dropped');
  }

  /**
   * Which evaluation the page's engine plays SHOWGIT with, once it has answered (web/page-engine.js):
   * 'learned' or 'built-in'. The AI box says it (ai-info-text.js), and `data-evaluation` holds it.
   */
  showEvaluation(name) {
    if (this.disposed) return;
    this.evaluation = name;
    this.root.dataset.evaluation = name;
  }

  /** The element's refused attributes over the board (web/board-notices.js), or none with null; always text. */
  notice(text) {
    this.notices.set('attributes', text);
  }

  setInteractive(who) {
    this.interactive = INTERACTIVE.includes(who) ? who : 'both';
    this.controller.clearSelection();
    if (this.game) this.refresh();
  }

  /** Redraws whenever the canvas changes size, in CSS or in device pixels (zoom, another screen). */
  observeSize() {
    const observer = new ResizeObserver(() => this.redraw());
    try {
      observer.observe(this.refs.canvas, { box: 'device-pixel-content-box' });
    } catch {
      observer.observe(this.refs.canvas); // browsers without device-pixel boxes
    }
    // A new pixel ratio with the same CSS size (zoom, another screen) is not a resize everywhere.
    const watchRatio = () => {
      window.matchMedia?.(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener('change', () => {
        this.redraw();
        watchRatio();
      }, { once: true });
    };
    watchRatio();
  }

  showVariantSwitch(show) {
    this.refs.variants.hidden = !show;
  }

  setPersistKey(key) {
    this.session.persist = key || false;
    this.save();
  }

  // ---- language ----

  setLanguage(lang, { render = true } = {}) {
    this.session.lang = LANGUAGES[lang] ? lang : 'en';
    this.t = translator(this.lang);
    const { dir } = LANGUAGES[this.lang];
    // On the DOM the board builds: an element's own lang attribute stays the host page's.
    this.dom.lang = this.lang;
    this.dom.dir = dir;
    this.root.dataset.lang = this.lang;
    if (this.options.documentLanguage) {
      document.documentElement.lang = this.lang;
      document.documentElement.dir = dir;
    }
    applyTexts(this.dom, this.t);
    this.refs.lang.value = this.lang;
    this.refs.canvas.setAttribute('aria-label', `${this.t('board')}. ${this.t('boardHelp')}`);
    if (this.view) this.view.lang = this.lang;
    if (this.editor?.open) {
      this.editor.labels();
      this.editor.render();
    }
    if (render && this.game) {
      this.labelControls();
      this.refresh();
    }
    this.save();
  }

  sideName(player) {
    return this.ui.sideName(this, player);
  }

  labelControls() {
    labelControls(this);
    this.display.render();
  }

  // ---- games ----

  switchVariant(variant) {
    this.aiTurns.cancel();
    this.editor?.close();
    const game = this.session.open(this.regalia, variant);
    const { ui } = this;
    this.view = ui.createView(this);
    this.view.lang = this.lang;
    this.view.flipped = this.record.flipped;
    this.root.dataset.variant = variant;
    this.refs.boardArea.dataset.variant = variant;
    for (const [shown, panel] of Object.entries(this.panels)) panel.show(shown === variant);
    this.panel = this.panels[variant];
    this.controller.reset();
    this.aiTurns.paused = false;
    this.closeQuestions();
    this.refs.ioMessage.textContent = '';
    this.extras = ui.readExtras(game);
    this.personActed();
    this.labelControls();
    this.refresh();
    this.reportDropped();
  }

  /** Shows `game` (built from `record`, which replaces the variant's record) instead of the current one. */
  replaceGame(game, record) {
    this.aiTurns.cancel();
    this.session.replace(this.regalia, game, record);
    this.controller.forget();
  }

  /** Reads everything the page shows from the API, then renders it. */
  refresh() {
    const g = this.game;
    this.legal = g.legalMoves();
    this.status = g.status();
    this.rows = g.board();
    this.history = g.history();
    this.turn = g.turn();
    this.extras = this.ui.readExtras(g);
    // The clock charges a move and may end the game on time (web/game-clocks.js).
    this.clocks.sync();
    // A resignation, an agreed draw or a flag fall ends the game too (the rules' own ending comes first).
    const ending = this.session.ending;
    if (ending && !this.status.over) this.status = endingStatus(ending);
    this.checkSquare = !this.status.over || this.status.reason === 'big-bang' || this.status.reason === 'checkmate'
      ? (g.inCheck() ? this.kingSquare(this.turn) : null) : null;
    const ds = this.root.dataset;
    ds.position = g.position();
    ds.legalMoves = String(this.legal.length);
    ds.turn = String(this.turn);
    ds.moves = String(this.history.length);
    // The move tree: the moves of the line shown (to its end), and whether that line is a variation.
    ds.line = String(this.session.tree.line().length);
    ds.variation = String(Boolean(this.session.tree.variationStart()));
    ds.over = String(this.status.over);
    ds.reason = this.status.reason ?? '';
    ds.check = String(Boolean(this.checkSquare));
    // Against the AI the thinking box keeps its place while hidden (board.css .rg-ai-box).
    this.refs.aiBox.dataset.reserve = String(this.record.opponent.startsWith('ai'));
    this.placeClocks();
    this.renderStatus();
    renderMoveList(this);
    this.panel.render();
    this.renderButtons();
    this.renderFlow();
    // Before the AI's turn may start: analysis gives the engine up to it (web/coach.js).
    this.coach.refresh();
    this.redraw();
    showCurrentMove(this); // after the drawing, which laid the page out already
    this.save();
    this.aiTurns.maybeStart();
    this.aiTurns.warmUpSoon();
  }

  kingSquare(player) {
    for (const row of this.rows) {
      for (const sq of row) {
        const piece = sq && this.ui.pieceOf(sq);
        if (piece && this.ui.isKingOf(piece, player, this)) return sq.square;
      }
    }
    return null;
  }

  pieceAt(square) {
    for (const row of this.rows) {
      for (const sq of row) {
        if (sq && sq.square === square) return this.ui.pieceOf(sq);
      }
    }
    return null;
  }

  // ---- rendering ----

  redraw() {
    if (!this.view) return;
    const lastMove = [];
    const last = this.history?.[this.history.length - 1];
    if (last) {
      if (last.from) lastMove.push(last.from);
      if (last.to) lastMove.push(last.to);
      if (last.rook) lastMove.push(last.rook);
    }
    const c = this.controller;
    this.view.draw(this.rows, {
      lastMove,
      selected: c.sel?.from ?? null,
      targets: c.targets,
      check: this.checkSquare,
      cursor: c.cursorVisible ? c.cursor : null,
      drag: c.drag?.active ? c.drag : null,
      flip: this.flip,
      blocked: this.panel?.blocked,
      shapes: [...(this.shapes?.variant === this.variant ? this.shapes.list : []), ...(this.coach?.shapes() ?? [])],
    });
  }

  renderStatus() {
    renderStatus(this);
  }

  /** Move `index`'s readable text; `mark` wraps each notation in it (notation.js, isolated by default). */
  moveText(move, index, mark) {
    return this.ui.moveText(this, move, index, mark);
  }

  /** The side (1 | 2) that made move `index` (0: the first) of the game shown: turns alternate from its start. */
  moverOf(index) {
    return index % 2 === 0 ? this.session.firstMover : 3 - this.session.firstMover;
  }

  renderButtons() {
    const q = (a) => this.dom.querySelector(`[data-action="${a}"]`);
    const { refs } = this;
    const ai = this.aiTurns.state; // 'thinking', 'paused' or ''
    const undo = q('undo');
    const blocked = this.undoBlocked();
    // Not `disabled`: a tap or a key on it shows why it takes nothing back (tellUndoBlocked), a
    // title's tooltip never shows on touch. The reason is the button's description all along.
    undo.setAttribute('aria-disabled', String(Boolean(blocked)));
    if (blocked) undo.title = this.t(blocked);
    else undo.removeAttribute('title');
    refs.undoReason.textContent = blocked ? this.t(blocked) : '';
    if (blocked !== this.undoAsked) this.undoAsked = null; // shown until the reason changes
    refs.undoReason.hidden = !this.undoAsked;
    q('redo').disabled = this.session.node.children.length === 0 || ai === 'thinking';
    // The variation tools act on the variation the node shown lies in (none on the main line).
    refs.treeTools.hidden = !this.session.tree.variationStart();
    refs.aiBox.hidden = !ai;
    refs.aiSpinner.hidden = refs.moveNow.hidden = refs.pause.hidden = ai !== 'thinking';
    refs.resume.hidden = ai !== 'paused';
    if (ai === 'paused') refs.aiText.textContent = this.t('aiPaused');
    // A draw is offered on a board at rest: not while the AI thinks or weighs an offer.
    refs.offerDraw.disabled = !this.flow.playable || this.flow.asking || ai === 'thinking';
    this.root.dataset.ai = ai;
  }

  /** Which clock is the top side's (board.css puts it over the board in one column, the other under it). */
  placeClocks() {
    this.refs.clocks.dataset.top = String(this.record.flipped ? 1 : 2);
  }

  /** Hides the game-over banner for the ending shown, so the final position can be seen whole. */
  hideBanner() {
    this.bannerHidden = endingKey(this);
    this.refs.banner.hidden = true;
    this.refs.canvas.focus({ preventScroll: true });
  }

  /** Undo pressed: it takes back, or, when it cannot, shows why under the buttons (until the reason changes). */
  pressUndo() {
    const blocked = this.undoBlocked();
    if (!blocked) {
      this.undo();
      return;
    }
    this.undoAsked = blocked;
    this.renderButtons();
    this.refs.undoReason.scrollIntoView({ block: 'nearest' });
  }

  /** Why Undo can take nothing back now (a word's key, shown under the buttons when pressed), or null. */
  undoBlocked() {
    if (this.aiTurns.busy) return 'undoThinking';
    if (!this.history.length) return 'undoNothing';
    // Against the AI undo goes back to the person's turn: when the AI's first move is all there
    // is, taking it back would only have the AI play again.
    if (this.aiSide && aiAvailable(this.game) && this.turn === this.humanSide() && this.history.length === 1) return 'undoAiFirst';
    return null;
  }

  // ---- playing ----

  /** The board side the person at the screen plays; record.side is their person (1 moves first). */
  humanSide() {
    return this.ui.boardSide(this.record.side, this.extras);
  }

  /**
   * Plays a move handed in by the host page (`el.play()`): a notation or a move object, checked by
   * the library (RegaliaError 'illegal-move' or 'bad-argument', nothing changed). Returns it as played.
   */
  playFromApi(move) {
    // The library's game knows no resignation or agreed draw: the board refuses like a game the rules ended.
    const { ending } = this.session;
    if (ending) throw new RegaliaError('game-over', `the game is over (${ENDING_WORDS[ending.reason]}): no more moves`);
    const played = this.game.play(move);
    // The AI's think in progress was for the position before: drop it, so refresh() can start anew.
    this.aiTurns.cancel();
    this.session.played(played);
    this.aiTurns.paused = false;
    this.afterMove(played, played.from ? this.pieceAt(played.from) : null, 'api');
    return played;
  }

  /** Plays a legal move; `by` says who chose it ('person' at the screen, 'ai' or 'api') for the move event. */
  playMove(move, by = 'person') {
    const before = move.from ? this.pieceAt(move.from) : null;
    const played = this.game.play(move.notation);
    this.session.played(played);
    this.aiTurns.paused = false;
    this.afterMove(played, before, by);
  }

  afterMove(played, before, by) {
    if (by !== 'ai') this.personActed();
    this.controller.forget();
    this.root.dataset.selected = '';
    this.announce(this.moveText(played, this.game.history().length - 1));
    if (this.ui.promotionFlips && played.promotion && before && !reducedMotion()) this.startFlip(played.to, before);
    this.refresh();
    this.emit('move', { move: played, position: this.game.position(), by });
    if (this.status.over) this.emit('gameover', { status: this.status });
  }

  /** The promotion shown as the counter turning over (about a third of a second). */
  startFlip(square, before) {
    const started = performance.now();
    const duration = 360;
    this.flip = { square, before, progress: 0 };
    const step = (now) => {
      if (!this.flip || this.flip.square !== square) return;
      this.flip.progress = Math.min(1, (now - started) / duration);
      if (this.flip.progress >= 1) this.flip = null;
      this.redraw();
      if (this.flip) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }

  /**
   * Undo: one move back along the line (against the AI, to the person's turn), like ← but
   * the moves stay in the tree, so Redo goes forward again; a resignation or agreed draw at the
   * position left is taken back (docs/page.md "Reading the game").
   */
  undo() {
    if (this.undoBlocked() === 'undoAiFirst') return [];
    this.aiTurns.cancel();
    const takenBack = [];
    const step = () => {
      const { node } = this.session;
      if (!node.parent) return false;
      takenBack.push(node.info);
      this.session.goTo(node.parent);
      return true;
    };
    // A resignation or agreed draw declared at the position taken back goes with it; a flag fall stays.
    const ended = this.session.ending;
    if (!step()) return takenBack;
    if (ended && ended.reason !== 'time-up') delete this.record.ending;
    this.turn = this.game.turn();
    this.extras = this.ui.readExtras(this.game);
    // Against the AI, take back its answer too so that it is the person's turn again.
    if (this.record.opponent.startsWith('ai') && aiAvailable(this.game) && this.turn !== this.humanSide()) step();
    this.aiTurns.paused = false;
    this.personActed();
    this.controller.forget();
    this.refresh();
    this.emit('undo', { moves: takenBack, position: this.game.position() });
    return takenBack;
  }

  /** Redo: the next move of the line shown again (against the AI, its answer too when it is there). */
  redo() {
    const step = () => {
      const { node } = this.session;
      const next = node.children[Math.min(node.chosen, node.children.length - 1)];
      if (!next) return false;
      // The counter about to be promoted, for the turning-over (a drop has no square to read).
      const before = this.ui.promotionFlips && next.info?.from ? this.pieceAt(next.info.from) : null;
      this.aiTurns.cancel();
      this.session.goTo(next);
      this.afterMove(next.info, before, 'person');
      return true;
    };
    if (step() && this.record.opponent.startsWith('ai') && aiAvailable(this.game) && this.turn !== this.humanSide()) step();
  }

  // ---- reading the game: the move tree (docs/page.md "Reading the game") ----

  /**
   * Shows another node of the tree without changing it: the board, the move list and the game
   * read through the API are that position's; the AI moves only at the end of a line.
   */
  showNode(target) {
    if (!target || target === this.session.node || this.chooser.open) return;
    this.aiTurns.cancel(); // its search was for the position left
    this.session.goTo(target);
    this.personActed();
    this.controller.forget();
    this.root.dataset.selected = '';
    this.refresh();
    const move = target.info;
    this.announce(move ? this.moveText(move, target.ply - 1) : this.t('startPosition'));
    this.emit('navigate', { ply: target.ply, move: target.move, position: this.game.position() });
  }

  /** A step through the tree: 'first', 'previous', 'next', 'last', 'up' or 'down' (another variation of the move shown). */
  navigate(step) {
    const { tree } = this.session;
    const { current } = tree;
    const chosen = (n) => n.children[Math.min(n.chosen, n.children.length - 1)];
    const line = tree.line();
    const siblings = current.parent?.children ?? [current];
    const k = siblings.indexOf(current);
    const target = {
      first: tree.root,
      previous: current.parent,
      next: current.children.length ? chosen(current) : null,
      last: line.length ? line[line.length - 1] : tree.root,
      up: siblings[k - 1],
      down: siblings[k + 1],
    }[step];
    this.showNode(target);
    return Boolean(target && target === this.session.node);
  }

  /** Makes the variation shown the main line. */
  promoteVariation() {
    if (!this.session.tree.variationStart()) return;
    this.session.tree.promote();
    this.refresh();
    this.announce(this.t('promoted'));
  }

  /** Removes the variation shown (from its first move on) and shows the position before it. */
  deleteVariation() {
    const start = this.session.tree.variationStart();
    if (!start) return;
    this.showNode(start.parent); // the game leaves the variation before it goes
    this.session.tree.remove(start);
    this.session.dropEnding();
    this.refresh();
    this.announce(this.t('variationDeleted'));
  }

  /** The player shown at the bottom: 1 or 2. */
  get orientation() {
    return this.record.flipped ? 2 : 1;
  }

  setOrientation(player) {
    if (this.orientation !== player) this.flipBoard();
  }

  flipBoard() {
    this.record.flipped = !this.record.flipped;
    this.view.flipped = this.record.flipped;
    this.panel.orientationChanged();
    this.coach.orientationChanged();
    this.placeClocks();
    this.redraw();
    this.save();
  }

  /**
   * Opens the board editor (docs/page.md "Board editor") on the position shown; its modules are
   * loaded at the first opening. Resolves once it is shown.
   */
  async openEditor() {
    this.editorLoading ??= import('./board-editor.js').catch((err) => {
      this.editorLoading = null; // the next press tries again
      throw err;
    });
    const { BoardEditor } = await this.editorLoading;
    if (this.disposed || !this.game) return;
    this.editor ??= new BoardEditor(this);
    this.editor.show();
  }

  /** Start: a new game at once, or first the question when the moves of a game in progress would be lost. */
  askNewGame() {
    if (this.session.tree.root.children.length && !this.status.over) {
      this.refs.confirmNew.hidden = false;
      this.refs.confirmNew.querySelector('[data-action="confirm-new"]').focus();
    } else {
      this.newGame();
    }
  }

  /** Closes the panel's questions (new game, resign, draw offer) and their message; an open offer lapses. */
  closeQuestions() {
    this.flow.settleOffer(false);
    this.closeNewGameQuestion();
    this.refs.resignBox.hidden = true;
    this.refs.drawBox.hidden = true;
    this.refs.flowMessage.textContent = '';
  }

  /** Resign and Offer draw while the game goes on; the resign question names who may resign. */
  renderFlow() {
    const { refs } = this;
    const open = this.flow.playable;
    refs.resign.disabled = !open;
    if (!open) {
      refs.resignBox.hidden = true;
      refs.drawBox.hidden = true;
    }
    const sides = this.flow.resigners();
    refs.resignChoices.replaceChildren(...sides.map((side) => {
      const button = Object.assign(document.createElement('button'), { type: 'button', textContent: this.t('resignAs', { side: this.sideName(side) }) });
      button.dataset.action = 'resign-as';
      button.dataset.side = String(side);
      return button;
    }));
  }

  closeNewGameQuestion() {
    const { confirmNew } = this.refs;
    // Focus on a button about to be hidden goes back to Start rather than to nowhere.
    const hadFocus = confirmNew.contains(this.dom.getRootNode().activeElement);
    confirmNew.hidden = true;
    if (hadFocus) this.dom.querySelector('[data-action="new"]').focus();
  }

  newGame() {
    this.closeNewGameQuestion();
    const side = Number(this.refs.sideSelect.value) === 2 ? 2 : 1;
    const opponent = this.refs.opponentSelect.value || 'human';
    // The clock and the handicap apply at Start (web/time-controls.js, web/handicap-chooser.js).
    const time = readTimeControl(this);
    if (time.error) {
      this.refs.timeMessage.textContent = `${this.t('timeControl')}: ${time.error}`;
      return;
    }
    this.session.records[this.variant] = {
      ...blankRecord(), start: chosenStart(this), side, opponent, flipped: side === 2, timeControl: time.settings,
    };
    this.switchVariant(this.variant);
  }

  swap(by = 'person') {
    if (!this.extras.canSwap || this.status.over) return;
    const played = this.game.swap();
    this.session.played(played);
    this.afterMove(played, null, by);
  }

  /** Shows a game record for two people (`el.loadRecord()`); see RecordIo.loadRecord. */
  loadRecord(input, options) {
    this.recordIo.loadRecord(input, options);
  }

  // ---- screen readers ----

  announce(text) {
    const live = this.refs.live;
    live.textContent = '';
    // A fresh text node is announced even when the words repeat.
    requestAnimationFrame(() => {
      live.textContent = text;
    });
  }

  /** Arrows and highlights checked by board-shapes.js for `variant`: drawn while that game is shown. */
  setShapes(shapes) {
    this.shapes = shapes;
    this.redraw();
  }

  /** Client coordinates of a square's centre (tests, automation). */
  squareCenter(square) {
    return this.view.squareCenter(square);
  }

  colourOf(colour) {
    return ARMY_COLOURS[colour];
  }

  dispose() {
    this.disposed = true;
    this.listening.abort();
    this.coach?.dispose();
    this.aiTurns.dispose();
    this.clocks.dispose();
    this.session.dispose();
    this.display.dispose();
  }
}
