// <regalia-board>: the board component as a controlled element. Its DOM and stylesheet live in an
// open shadow root (the host page's CSS cannot reach in, the component's classes cannot leak
// out; theming goes through ::part() and --regalia-* properties). Settings come from attributes
// and properties alike (web/board-settings.js) and take effect whenever they change; the game is
// read through `el.game` and changed only through the element, so drawing and game stay in step.
// The `mode` setting picks the component run in the shadow root: the playing board, or the
// record viewer (web/record-viewer-dom.js), which has the same life cycle.
// docs/page.md "Embedding" and "Record viewer" are the reference.
import { BoardApp } from './board-app.js';
import { RegaliaError } from '../bindings/js/errors.js';
import { SETTINGS, ATTRIBUTES, settingOf, aiPlan } from './board-settings.js';
import { gameView } from './game-view.js';
import { STYLESHEET, VIEWER_STYLESHEET } from './stylesheet-url.js';
import { RecordViewer } from './record-viewer-dom.js';
import { checkShapes } from './board-shapes.js';

// Server-side rendering imports this module in node, where there is no HTMLElement: the class
// then extends a plain one and is never registered, so the import itself cannot throw.
const ElementBase = typeof HTMLElement === 'undefined' ? class {} : HTMLElement;

// Settings that are also properties (lang is HTMLElement's own; persist and switch are attributes only),
// taken over when the element upgrades.
const PROPERTIES = ['mode', 'variant', 'game', 'position', 'controls', 'interactive', 'ai', 'level', 'orientation', 'pieces', 'muted'];

function notReady() {
  return new RegaliaError('not-ready', 'the board is not ready yet: await el.ready first');
}

// A method of the other mode: `playing` says whether it belongs to the playing board.
function wrongMode(method, playing) {
  return playing
    ? new RegaliaError('wrong-mode', `${method} is for playing: this element is a record viewer (mode="viewer")`)
    : new RegaliaError('wrong-mode', `${method} is for the record viewer: this element plays (set mode="viewer")`);
}

export class RegaliaBoardElement extends ElementBase {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  #app = null; // the BoardApp once its API exists
  #mounting = null; // the BoardApp being started
  #ready = null;
  #settleReady = null;
  #settings = null; // setting name -> value: what the attributes and properties ask for
  #notices = new Map(); // attribute -> why its value was refused
  #view = null;
  #readySettled = false;
  #hostData = null; // the data-* attributes the page gave the element before it first mounted
  #shapes = null; // { variant, list }: the arrows and highlights drawn over the board

  /** Resolves to this element once its API is usable; rejects if the board could not start. */
  get ready() {
    if (!this.#ready) {
      this.#ready = new Promise((resolve, reject) => {
        this.#settleReady = { resolve, reject };
      });
      this.#ready.catch(() => {}); // the board shows the failure; awaiting `ready` still rejects
      if (this.#app) this.#settleReady.resolve(this);
    }
    return this.#ready;
  }

  #settle(outcome, value) {
    void this.ready; // creates the promise when nobody has asked for it yet
    this.#readySettled = true;
    this.#settleReady[outcome](value);
  }

  #viewing() {
    return this.#current().mode === 'viewer';
  }

  // ---- settings ----

  #current() {
    if (!this.#settings) {
      this.#settings = {};
      for (const [name, setting] of Object.entries(SETTINGS)) this.#settings[name] = this.#readAttribute(name, setting, SETTINGS[name].fromText(null));
    }
    return this.#settings;
  }

  // An attribute's value, or `fallback` (with a notice) when the attribute's text is refused.
  #readAttribute(name, setting, fallback) {
    try {
      const value = setting.fromText(this.getAttribute(setting.attribute));
      this.#notices.delete(setting.attribute);
      return value;
    } catch (err) {
      this.#notices.set(setting.attribute, `${setting.attribute}="${this.getAttribute(setting.attribute)}": ${err.message}`);
      return fallback;
    }
  }

  #showNotices() {
    this.#app?.notice([...this.#notices.values()].join(' · ') || null);
  }

  attributeChangedCallback(attribute, before, after) {
    if (before === after) return;
    const name = settingOf(attribute);
    const fresh = !this.#settings;
    const settings = this.#current();
    if (!fresh) {
      const value = this.#readAttribute(name, SETTINGS[name], settings[name]);
      if (!this.#notices.has(attribute)) {
        try {
          this.#change(name, value);
        } catch (err) {
          this.#notices.set(attribute, `${attribute}="${after}": ${err.message}`);
          // `game` and `position` are read as a pair: a position for the other variant waits
          // (refused, with its notice) for the `game` change that makes it valid.
          if (name === 'variant' || name === 'position') settings[name] = value;
        }
      }
    }
    this.#showNotices();
  }

  /** Records a setting and, once the board runs, applies it; throws (changing nothing) when the board refuses it. */
  #change(name, value) {
    const settings = this.#current();
    const app = this.#app;
    if (name === 'mode') {
      const swap = (app || this.#mounting) && value !== settings.mode;
      settings.mode = value;
      if (swap) this.#remount();
      return;
    }
    if (app instanceof RecordViewer) {
      // The viewer turns its board; the playing settings are kept for when the element plays again.
      if (name === 'orientation') app.setOrientation(value ?? 1);
    } else if (app) {
      if (name === 'variant' || name === 'position') {
        const next = { ...settings, [name]: value };
        const refused = next.position && app.positionError(next.variant, next.position);
        if (refused) throw refused;
        const plan = aiPlan(next.ai, next.level);
        app.freshGame(next.variant, { position: next.position, level: plan.level, aiSide: plan.side ?? 2 });
        this.#notices.delete('game');
        this.#notices.delete('position');
      } else if (name === 'ai' || name === 'level') {
        const plan = { ...settings, [name]: value };
        const { side, level } = aiPlan(plan.ai, plan.level);
        app.setLevel(level, side ?? 2);
      } else if (name === 'controls') app.setControls(value);
      else if (name === 'interactive') app.setInteractive(value);
      else if (name === 'orientation') app.setOrientation(value ?? 1);
      else if (name === 'lang') {
        if (value !== app.lang) app.setLanguage(value);
      } else if (name === 'persist') app.setPersistKey(value);
      else if (name === 'variantSwitch') app.showVariantSwitch(value);
      else if (name === 'pieces' && value) app.display.choosePieces(value);
      else if (name === 'muted' && value !== null) app.display.setMuted(value);
    }
    settings[name] = value;
  }

  // Applies what changed while the board was loading.
  #catchUp(startedWith) {
    const settings = this.#current();
    for (const name of Object.keys(settings)) {
      if (settings[name] === startedWith[name] || name === 'mode') continue;
      const value = settings[name];
      settings[name] = startedWith[name];
      try {
        this.#change(name, value);
      } catch (err) {
        this.#notices.set(SETTINGS[name].attribute, `${SETTINGS[name].attribute}: ${err.message}`);
      }
    }
  }

  #setProperty(name, value) {
    this.#change(name, SETTINGS[name].fromValue(value));
  }

  // A property set before the element was defined sits on the instance and hides the accessor.
  #upgradeProperties() {
    for (const name of PROPERTIES) {
      if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
  }

  /** 'play' | 'viewer': the playing board or the record viewer; changing it swaps the component. */
  get mode() {
    return this.#current().mode;
  }

  set mode(value) {
    this.#setProperty('mode', value);
  }

  /** 'showgit' | 'sovereign'; setting it starts a new game of that variant. In viewer mode, the record's variant. */
  get variant() {
    if (this.#app instanceof RecordViewer) return this.#app.record?.variant ?? this.#current().variant;
    return this.#app?.variant ?? this.#current().variant;
  }

  set variant(value) {
    if (this.#viewing()) throw wrongMode('setting variant', true);
    const variant = SETTINGS.variant.fromValue(value);
    if (this.#app?.variant === variant) return; // the game in progress stays
    const settings = this.#current();
    const position = settings.position;
    settings.position = null; // a new variant starts from its own standard position
    try {
      this.#change('variant', variant);
    } catch (err) {
      settings.position = position;
      throw err;
    }
  }

  /** The current position (SFEN / SCFEN); setting it starts a new game from there. */
  get position() {
    if (this.#app instanceof RecordViewer) return this.#app.game?.position() ?? null;
    return this.#app ? this.#app.game.position() : this.#current().position;
  }

  set position(value) {
    this.setPosition(value);
  }

  /** Starts a new game of the current variant from `position`; a position the library refuses throws and changes nothing. */
  setPosition(position) {
    if (this.#viewing()) throw wrongMode('setPosition()', true);
    this.#setProperty('position', position);
  }

  /** 'full' | 'minimal' | 'none'. */
  get controls() {
    return this.#app?.controls ?? this.#current().controls;
  }

  set controls(value) {
    this.#setProperty('controls', value);
  }

  /** Who may move with the pointer and keyboard: 'both' | 'none' | 1 | 2. */
  get interactive() {
    return this.#app?.interactive ?? this.#current().interactive;
  }

  set interactive(value) {
    this.#setProperty('interactive', value);
  }

  /** The player the AI plays (1 | 2), or null for two people. */
  get ai() {
    if (this.#app) return this.#app.aiSide;
    return aiPlan(this.#current().ai, this.#current().level).side;
  }

  set ai(value) {
    this.#setProperty('ai', value);
  }

  /** The AI's level (1–10), or null when no AI plays; a level alone gives the AI the second player. */
  get level() {
    if (this.#app) return this.#app.aiLevel;
    return aiPlan(this.#current().ai, this.#current().level).level;
  }

  set level(value) {
    this.#setProperty('level', value);
  }

  /** The piece set of the game shown ('counters', 'kanji', 'kanji2', 'contrast'; Sovereign 'standard', 'contrast'); setting a name sets it for every game that has it. */
  get pieces() {
    if (this.#app?.display) return this.#app.display.pieceSet;
    return this.#current().pieces ?? null;
  }

  set pieces(value) {
    this.#setProperty('pieces', value);
  }

  /** Whether the board is silent (its sounds: docs/page.md "Sound"). */
  get muted() {
    if (this.#app?.display) return this.#app.display.muted;
    return this.#current().muted ?? false;
  }

  set muted(value) {
    this.#setProperty('muted', value);
  }

  /** The player shown at the bottom: 1 | 2. */
  get orientation() {
    return this.#app?.orientation ?? this.#current().orientation ?? 1;
  }

  set orientation(value) {
    this.#setProperty('orientation', value);
  }

  /**
   * Arrows and highlights drawn over the board, for both games and both modes (docs/page.md
   * "Shapes"): [{ kind: 'arrow', from, to, color }, { kind: 'arrow', drop, to, player, color },
   * { kind: 'square', square, color }]. Checked against the variant shown when set (a bad list
   * throws RegaliaError 'bad-argument' and changes nothing); drawn while that variant is shown.
   * Reads back as the checked list (colour names resolved), [] for another variant.
   */
  get shapes() {
    return this.#shapes && this.#shapes.variant === this.variant ? this.#shapes.list : Object.freeze([]);
  }

  set shapes(value) {
    const variant = this.variant;
    let turn = 1;
    try {
      turn = this.game?.turn() ?? 1;
    } catch {
      turn = 1; // a viewer with no record open
    }
    this.#shapes = { variant, list: checkShapes(value, variant, turn) };
    this.#app?.setShapes(this.#shapes);
  }

  // ---- the game ----

  /**
   * The board's game for reading (position, turn, legalMoves, history, status, board, ...) at the
   * position shown of its move tree; null until ready. In viewer mode, the position shown: the record's moves up to it (null with no record open).
   */
  get game() {
    if (!this.#app?.game) return null;
    this.#view ??= gameView(() => this.#app.game);
    return this.#view;
  }

  // `game` is also the attribute's name, and React 19 and Vue set a prop the element has as a
  // property: assigned, it is the variant (as the attribute's text is), not a game.
  // A viewer keeps it for when the element plays again (a framework sets it on every render).
  set game(value) {
    if (this.#viewing()) this.#current().variant = SETTINGS.variant.fromValue(value);
    else this.variant = value;
  }

  // The running component, for a method of either mode.
  #component() {
    if (!this.#app) throw notReady();
    return this.#app;
  }

  // The playing board, for a method of the playing mode only.
  #board(method) {
    if (this.#viewing()) throw wrongMode(method, true);
    return this.#component();
  }

  // The record viewer, for a method of the viewer mode only.
  #viewer(method) {
    if (!this.#viewing()) throw wrongMode(method, false);
    return this.#component();
  }

  /** Plays a move (its notation or an object from legalMoves()); returns it as played. Fires `move` with by: 'api'. */
  play(move) {
    return this.#board('play()').playFromApi(move);
  }

  /** Takes back the move shown (against the AI, its answer too; they stay in the move tree); returns the moves taken back, last first. */
  undo() {
    return this.#board('undo()').undo();
  }

  /**
   * `side` (1 | 2) resigns; left out, the person's side against the AI, else the side to move.
   * Fires `gameover`; returns the status. Refused (RegaliaError, nothing changed): the game is
   * over, an earlier position is shown ('not-now'), or the side is the AI's.
   */
  resign(side) {
    return this.#board('resign()').flow.resignFromApi(side);
  }

  /**
   * Offers a draw: against the AI the AI answers, between two people the board asks the other
   * person. Resolves true when the draw is agreed (the game ends, `gameover`), false when declined.
   */
  offerDraw() {
    return this.#board('offerDraw()').flow.offerDrawFromApi();
  }

  /**
   * Shows a game record (KIF, CSA, USI, PGN: text or bytes): for two people to play on, or in
   * the viewer; a refused record throws and changes nothing.
   */
  loadRecord(record) {
    const app = this.#component();
    if (app instanceof RecordViewer) app.open(record);
    else app.loadRecord(record);
  }

  /** Turns the board around. */
  flip() {
    this.#component().flipBoard();
  }

  /** Client coordinates of a square's centre ('7g', 'e4'): for tests and automation. */
  squareCenter(square) {
    return this.#component().squareCenter(square);
  }

  // ---- the record viewer (mode="viewer"): each step fires `navigate` and returns the ply shown ----

  /** The start position of the record. */
  first() {
    return this.#viewer('first()').step('first');
  }

  previous() {
    return this.#viewer('previous()').step('previous');
  }

  /** The next move of the line shown (a variation chosen at a fork is followed). */
  next() {
    return this.#viewer('next()').step('next');
  }

  /** The end of the line shown. */
  last() {
    return this.#viewer('last()').step('last');
  }

  /** Move `ply` of the line shown (0 = the start), clamped to the line. */
  goTo(ply) {
    return this.#viewer('goTo()').goTo(ply);
  }

  /** The move shown (0 = the start); setting it is goTo(). */
  get ply() {
    return this.#app instanceof RecordViewer ? this.#app.ply : null;
  }

  set ply(value) {
    this.goTo(value);
  }

  /** The record viewer itself (its `cursor` and `load()`), or null when the element plays. */
  get viewer() {
    return this.#app instanceof RecordViewer ? this.#app : null;
  }

  // ---- life cycle ----

  connectedCallback() {
    this.#upgradeProperties();
    if (this.#app || this.#mounting) return;
    this.#mount();
  }

  // Another mode: the running component goes and the other one starts; `ready` (once settled) starts over.
  #remount() {
    (this.#app ?? this.#mounting)?.dispose();
    this.#app = null;
    this.#mounting = null;
    // The other component's state (data-turn, data-ply, ...) goes with it; what the page set before the first start stays.
    for (const key of Object.keys(this.dataset)) if (!this.#hostData.has(key)) delete this.dataset[key];
    if (this.#readySettled) {
      this.#ready = null;
      this.#readySettled = false;
    }
    this.#mount();
  }

  #mount() {
    this.#hostData ??= new Set(Object.keys(this.dataset));
    const settings = this.#current();
    const viewing = settings.mode === 'viewer';
    const doc = this.ownerDocument;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    // A <link> inside the shadow root: allowed by style-src 'self', cached across boards.
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = viewing ? VIEWER_STYLESHEET : STYLESHEET;
    const stylesLoaded = new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true }); // unstyled beats not at all
    });
    const content = doc.createElement('div');
    content.className = 'rg-shadow';
    shadow.replaceChildren(link, content);
    const startedWith = { ...settings };
    // The component calls onReady before it sets data-ready and dispatches `ready`, so the API works
    // by the time any listener or test sees either.
    const create = viewing ? this.#createViewer : this.#createBoard;
    const app = create.call(this, content, stylesLoaded, settings, () => {
      if (this.#mounting !== app) return;
      this.#mounting = null;
      this.#app = app;
      if (app.refusedPosition) this.#notices.set('position', `position: ${app.refusedPosition.message}`);
      this.#catchUp(startedWith);
      if (this.#shapes) app.setShapes(this.#shapes);
      this.#showNotices();
      this.#settle('resolve', this);
    });
    this.#mounting = app;
    app.start().then(() => {
      if (this.#app === app) return;
      if (this.#mounting === app) {
        this.#mounting = null;
        this.#settle('reject', app.startError);
      } else app.dispose(); // disconnected while loading
    });
  }

  /**
   * The components the element runs in its shadow root, one per `mode`: the playing board (here)
   * and the record viewer (#createViewer). Both have the same life cycle: start() resolving once
   * started or failed (startError), onReady called before `ready` is dispatched, notice(text),
   * dispose().
   */
  #createBoard(content, stylesLoaded, settings, onReady) {
    const plan = aiPlan(settings.ai, settings.level);
    return new BoardApp(this, {
      dom: content,
      api: this,
      stylesLoaded,
      onReady,
      variant: settings.variant,
      position: settings.position,
      lang: settings.lang,
      level: plan.level,
      aiSide: plan.side ?? 2,
      controls: settings.controls,
      interactive: settings.interactive,
      orientation: settings.orientation,
      persist: settings.persist,
      variantSwitch: settings.variantSwitch,
      pieces: settings.pieces,
      muted: settings.muted,
    });
  }

  /** The record viewer (mode="viewer"), with the board's life cycle. */
  #createViewer(content, stylesLoaded, settings, onReady) {
    return new RecordViewer(this, { dom: content, api: this, stylesLoaded, onReady, orientation: settings.orientation });
  }

  disconnectedCallback() {
    // Moving the element elsewhere in the page disconnects and reconnects it at once: keep the
    // game then, and free it only when the element stays out of the document.
    queueMicrotask(() => {
      if (this.isConnected) return;
      (this.#app ?? this.#mounting)?.dispose();
      this.#app = null;
      this.#mounting = null;
      this.#ready = null;
    });
  }
}
