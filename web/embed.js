// Embedding the board in any page: `<regalia-board game="showgit" level="3">` or
// `mount(element, options)`. One module script tag loads it; the stylesheet is linked next to
// this file (style-src 'self' is enough) and the wasm is found relative to the package, so a host
// page under `script-src 'self' 'wasm-unsafe-eval'` needs nothing else.
import { BoardApp } from './board-app.js';
import { prebundledFileUrl } from '../bindings/js/package-url.js';
import { connectViewer, disconnectViewer } from './record-viewer-dom.js';

// The literal `new URL` is what bundlers rewrite; Vite's dev server pre-bundles this module away
// from board.css, so there the package's own copy is linked instead.
const STYLESHEET = prebundledFileUrl(import.meta.url, 'web/board.css') ?? new URL('./board.css', import.meta.url).href;

function ensureStylesheet(doc = document) {
  if (doc.querySelector(`link[rel="stylesheet"][href="${STYLESHEET}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = STYLESHEET;
  doc.head.append(link);
}

/**
 * Mounts a board in `element`. Options:
 *  - variant: 'showgit' (default) | 'sovereign'
 *  - position: a start position (SFEN / SCFEN)
 *  - lang: 'en' (default) | 'ko' | 'ar'
 *  - level: AI level 1–10 (docs/ai.md "Levels 1–10"): the AI plays the second player at that level
 *  - persist: a localStorage key to keep the game across reloads (default: not kept)
 *  - variantSwitch: show the SHOWGIT / Sovereign Chess switch (default false)
 * Resolves to the component (with .game, .undo(), .redo(), .flipBoard(), .setLanguage(), .dispose()).
 * The board dispatches its events (ready, select, move, undo, gameover: docs/page.md "Events") on `element`.
 */
export async function mount(element, options = {}) {
  ensureStylesheet(element.ownerDocument);
  const app = new BoardApp(element, { variantSwitch: false, ...options });
  await app.start();
  return app;
}

// The attributes the element reads; each takes effect when it changes after connection too.
const ATTRIBUTES = ['game', 'position', 'level', 'lang', 'persist', 'switch'];

/** The mount options the element's attributes ask for. */
function optionsFrom(element) {
  const level = Number(element.getAttribute('level'));
  return {
    variant: element.getAttribute('game') === 'sovereign' ? 'sovereign' : 'showgit',
    position: element.getAttribute('position') || null,
    lang: element.getAttribute('lang') || 'en',
    level: Number.isInteger(level) && level >= 1 && level <= 10 ? level : null,
    persist: element.getAttribute('persist') || false,
    variantSwitch: element.hasAttribute('switch'),
  };
}

// Server-side rendering imports this module in node, where there is no HTMLElement: the class
// then extends a plain one and is never registered, so the import itself cannot throw.
const ElementBase = typeof HTMLElement === 'undefined' ? class {} : HTMLElement;

export class RegaliaBoardElement extends ElementBase {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  #app = null; // the BoardApp once its API exists
  #mounting = null; // the BoardApp being started
  #applied = null; // the options the board shows now, to apply only what changed
  #ready = null;
  #settleReady = null;

  /** The mounted board, or null until it is ready. */
  get app() {
    return this.#app;
  }

  /** Resolves to this element once its board (`.app`) is usable; rejects if the board could not start. */
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
    this.#settleReady[outcome](value);
  }

  connectedCallback() {
    // Viewer mode (docs/page.md "Record viewer"): a read-only record viewer instead of the game.
    if (this.getAttribute('mode') === 'viewer') {
      connectViewer(this).then(() => this.#settle('resolve', this), (err) => this.#settle('reject', err));
      return;
    }
    if (this.#app || this.#mounting) return;
    const options = optionsFrom(this);
    ensureStylesheet(this.ownerDocument);
    // BoardApp calls onReady before it sets data-ready and dispatches `ready`, so `.app` is set
    // by the time any listener or test sees either.
    const app = new BoardApp(this, {
      ...options,
      onReady: () => {
        if (this.#mounting !== app) return;
        this.#mounting = null;
        this.#app = app;
        this.#applied = options;
        this.#settle('resolve', this);
      },
    });
    this.#mounting = app;
    app.start().then(() => {
      if (this.#app === app) this.#sync(); // attributes changed while the wasm was loading
      else if (this.#mounting === app) {
        this.#mounting = null;
        this.#settle('reject', app.startError);
      } else app.dispose(); // disconnected while loading
    });
  }

  attributeChangedCallback() {
    if (this.#app) this.#sync();
  }

  /** Brings the board in line with the attributes, changing only what differs. */
  #sync() {
    const app = this.#app;
    const now = optionsFrom(this);
    const was = this.#applied;
    this.#applied = now;
    if (now.lang !== was.lang && now.lang !== app.lang) app.setLanguage(now.lang);
    if (now.persist !== was.persist) app.setPersistKey(now.persist);
    if (now.variantSwitch !== was.variantSwitch) app.showVariantSwitch(now.variantSwitch);
    if (now.variant !== was.variant || now.position !== was.position) {
      app.freshGame(now.variant, { position: now.position, level: now.level });
    } else if (now.level !== was.level) app.setLevel(now.level);
  }

  disconnectedCallback() {
    // Moving the element elsewhere in the page disconnects and reconnects it at once: keep the
    // game then, and free it only when the element stays out of the document.
    queueMicrotask(() => {
      if (this.isConnected) return;
      disconnectViewer(this); // viewer mode
      (this.#app ?? this.#mounting)?.dispose();
      this.#app = null;
      this.#mounting = null;
      this.#applied = null;
      this.#ready = null;
      delete this.regalia;
    });
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('regalia-board')) {
  customElements.define('regalia-board', RegaliaBoardElement);
}
