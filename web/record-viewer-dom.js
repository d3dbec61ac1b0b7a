// The record viewer's DOM: `<regalia-board mode="viewer" src="game.kif">` (or the record in a
// child `<script type="text/plain">`) shows a game record read-only, like kifu-for-js: the
// board, first / previous / next / last, the move list, comments, the variations at each move,
// keyboard navigation and a `ply` attribute to open at a move (docs/page.md "Record viewer").
// It is the element's other component (web/board-element.js `#createBoard`): built inside the
// element's shadow root, with the board's life cycle (start, notice, dispose). The navigation
// is move-tree.js's; positions, notation and the reading of the record are the API's.
// Everything from a record reaches the page through textContent, never as markup.
import { load } from '../bindings/js/browser.js';
import { RegaliaError } from '../bindings/js/errors.js';
import { MoveTree } from './move-tree.js';
import { ShowgitView, drawHandPiece } from './showgit-view.js';
import { SovereignView } from './sovereign-view.js';

// The largest record fetched through `src` (the API's own limit on record text).
export const MAX_RECORD_BYTES = 4 * 1024 * 1024;
const HAND_ORDER = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];
const STYLES = ['japanese', 'western', 'showgit', 'kitao-kawasaki'];
const ENDINGS = {
  resign: 'resignation', mate: 'mate', repetition: 'repetition', 'perpetual-check': 'perpetual check',
  impasse: 'impasse (declared win)', 'impasse-draw': 'impasse (draw)', draw: 'draw', 'time-up': 'time up',
  'illegal-move': 'illegal move', abort: 'aborted', 'max-moves': 'move limit',
};

// The `part` names are the element's ::part() names (docs/page.md "Record viewer"), the same
// as the board's where a piece is the same (board, hand, panel, status, moves, notice).
const TEMPLATE = `
<div class="rg-viewer" data-ref="viewer">
  <div class="rg-viewer-board" part="board-area">
    <div class="rg-viewer-hand" data-ref="handTop" part="hand hand-top"></div>
    <div class="rg-viewer-canvas-wrap">
      <canvas class="rg-viewer-canvas" data-ref="canvas" role="img" aria-label="Board" part="board"></canvas>
      <p class="rg-viewer-notice" data-ref="notice" role="alert" part="notice" hidden></p>
    </div>
    <div class="rg-viewer-hand" data-ref="handBottom" part="hand hand-bottom"></div>
  </div>
  <div class="rg-viewer-panel" part="panel">
    <p class="rg-viewer-players" data-ref="players" part="players" hidden></p>
    <div class="rg-viewer-nav" role="group" aria-label="Moves" part="nav">
      <button type="button" data-action="first" aria-label="First position" part="button">«</button>
      <button type="button" data-action="previous" aria-label="Previous move" part="button">‹</button>
      <button type="button" data-action="next" aria-label="Next move" part="button">›</button>
      <button type="button" data-action="last" aria-label="Last move" part="button">»</button>
    </div>
    <p class="rg-viewer-status" data-ref="status" role="status" part="status"></p>
    <p class="rg-viewer-comment" data-ref="comment" part="comment"></p>
    <div class="rg-viewer-variations" data-ref="variations" part="variations" hidden>
      <p class="rg-viewer-label">Variations here:</p>
      <div class="rg-viewer-choices" data-ref="choices" role="group" aria-label="Variations"></div>
    </div>
    <ol class="rg-viewer-moves" data-ref="moves" aria-label="Move list" part="moves"></ol>
    <p class="rg-viewer-error" data-ref="error" role="alert" part="error" hidden></p>
  </div>
</div>`;

// The data attributes the viewer sets on its element (removed again when it leaves).
const STATE = ['ready', 'ply', 'moves', 'position', 'variant', 'error'];

/**
 * The bytes at `url`, read at most up to MAX_RECORD_BYTES (the browser applies its own
 * same-origin and CORS rules to the fetch). Errors say what went wrong, as text.
 */
export async function fetchRecord(url, { signal } = {}) {
  let response;
  try {
    response = await fetch(url, { credentials: 'same-origin', signal });
  } catch (err) {
    throw new Error(`could not fetch ${url}: ${err.message} (another site's record needs CORS)`);
  }
  if (!response.ok) throw new Error(`could not fetch ${url}: HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_RECORD_BYTES) throw new Error(`${url} is ${declared} bytes long; the limit is ${MAX_RECORD_BYTES}`);
  if (!response.body) return new Uint8Array(0); // an empty answer: the reader names the empty record
  const reader = response.body.getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RECORD_BYTES) {
      reader.cancel();
      throw new Error(`${url} is longer than the limit of ${MAX_RECORD_BYTES} bytes`);
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}


function noRecord() {
  return new RegaliaError('no-record', 'the viewer has no record open: give it one (src, an inline record or loadRecord) first');
}

export class RecordViewer {
  /**
   * `root` is the element the viewer reports on (events, data-* state) and reads its record and
   * attributes from (`src`, `ply`, `notation`, the inline `<script type="text/plain">`); its DOM is
   * built in `options.dom` (inside the element's shadow root), or in `root` itself.
   * options: { dom, stylesLoaded, onReady, api, orientation }.
   */
  constructor(root, options = {}) {
    this.root = root;
    this.dom = options.dom ?? root;
    this.options = options;
    this.regalia = null;
    this.cursor = null;
    this.record = null; // { variant, position }: the record's start
    this.refs = null;
    this.view = null;
    this.game = null; // the position shown, as a game of the API (the element's `game` reads it)
    this.flipped = options.orientation === 2;
    this.loading = null; // AbortController of the running fetch
    this.listening = new AbortController();
    this.startError = null; // why start() failed, for the element's `ready` promise
    this.disposed = false;
  }

  emit(type, detail) {
    this.root.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** Loads the API, builds the DOM and opens the record the element names; resolves once shown or failed (startError). */
  async start() {
    const doc = this.root.ownerDocument;
    const template = doc.createElement('template');
    template.innerHTML = TEMPLATE; // a constant: no record text is ever parsed as markup
    this.dom.replaceChildren(template.content.cloneNode(true));
    this.refs = {};
    for (const el of this.dom.querySelectorAll('[data-ref]')) this.refs[el.dataset.ref] = el;
    // The element takes focus for the keyboard, unless the page gave it a tabindex of its own.
    if (!this.root.hasAttribute('tabindex')) {
      this.root.tabIndex = 0;
      this.ownTabIndex = true;
    }
    this.root.dataset.ready = 'false';
    try {
      // The stylesheet loads alongside the wasm, so `ready` means drawn and styled.
      [this.regalia] = await Promise.all([load(), this.options.stylesLoaded]);
      if (this.disposed) return this;
      this.pieces = this.regalia.pieces('showgit');
      this.listen();
      // The inline record stays in the element's light DOM (not rendered: the shadow root has no slot).
      const inline = this.root.querySelector('script[type="text/plain"]')?.textContent ?? null;
      const src = this.root.getAttribute('src');
      if (src) await this.loadUrl(src);
      else if (inline !== null) this.load(inline);
      else this.showError('no record: give the element a src attribute or a <script type="text/plain"> child');
      if (this.disposed) return this;
      this.observer = new MutationObserver((changes) => {
        for (const change of changes) {
          if (change.attributeName === 'ply' && this.cursor) {
            this.cursor.goToPly(this.root.getAttribute('ply'));
            this.render();
          } else if (change.attributeName === 'src' && this.root.getAttribute('src')) this.loadUrl(this.root.getAttribute('src'));
          else if (change.attributeName === 'notation' && this.cursor) this.render();
        }
      });
      this.observer.observe(this.root, { attributes: true, attributeFilter: ['ply', 'src', 'notation'] });
      this.options.onReady?.(this); // the element exposes its API before anyone hears of it
      this.root.dataset.ready = 'true';
      this.emit('ready', { viewer: this.options.api ?? this });
    } catch (err) {
      this.startError = err;
      this.showError(`the viewer could not start: ${err.message}`);
      this.root.dataset.ready = 'error';
    }
    return this;
  }

  /** Fetches a record and opens it; failures are shown in the viewer as text. */
  async loadUrl(src) {
    this.loading?.abort();
    const controller = new AbortController();
    this.loading = controller;
    let bytes;
    try {
      bytes = await fetchRecord(new URL(src, this.root.ownerDocument.baseURI).href, { signal: controller.signal });
    } catch (err) {
      if (!controller.signal.aborted) this.showError(err.message);
      return false;
    }
    if (controller.signal.aborted || this.disposed) return false;
    return this.load(bytes);
  }

  /** As open(), with a record the library refuses shown as an error instead of thrown. */
  load(record) {
    try {
      this.open(record);
      return true;
    } catch (err) {
      this.showError(`the record could not be read: ${err.code ? `${err.code}: ` : ''}${err.message}`);
      return false;
    }
  }

  /**
   * Opens a record (text or bytes: KIF, CSA, USI, or a Sovereign Chess PGN) at the `ply`
   * attribute's move, else at the start. A record the library refuses throws its RegaliaError
   * and changes nothing.
   */
  open(record) {
    const read = this.regalia.importRecord(record);
    read.game.dispose();
    this.loading?.abort(); // a record being fetched would replace this one
    this.record = { variant: read.variant, position: read.position };
    if (this.view?.variant !== read.variant) {
      this.view = read.variant === 'sovereign' ? new SovereignView(this.refs.canvas) : new ShowgitView(this.refs.canvas, this.pieces);
      this.view.variant = read.variant;
      this.view.flipped = this.flipped;
    }
    this.root.dataset.variant = read.variant;
    this.cursor = new MoveTree(read.tree);
    this.refs.error.hidden = true;
    this.refs.error.textContent = '';
    delete this.root.dataset.error;
    const [first, second] = read.variant === 'sovereign' ? [read.tags.Player1, read.tags.Player2] : [read.headers.sente, read.headers.gote];
    const marks = read.variant === 'sovereign' ? ['1:', '2:'] : ['☗', '☖'];
    const players = first || second ? `${marks[0]} ${first || '?'}  ${marks[1]} ${second || '?'}` : '';
    this.refs.players.textContent = players;
    this.refs.players.hidden = !players;
    const ply = this.root.getAttribute('ply');
    if (ply !== null) this.cursor.goToPly(ply);
    this.render();
  }

  showError(message) {
    this.refs.error.textContent = message;
    this.refs.error.hidden = false;
    this.root.dataset.error = message;
  }

  /** A message over the board (a refused attribute of the element), or none with null; always text. */
  notice(text) {
    this.refs.notice.textContent = text ?? '';
    this.refs.notice.hidden = !text;
  }

  // ---- navigation, for the element's API: each returns the ply shown after it ----

  step(action) {
    if (!this.cursor) throw noRecord();
    this.cursor[action]();
    this.render();
    return this.cursor.ply;
  }

  /** Goes to move `ply` of the line shown (0 = the start), clamped to the line. */
  goTo(ply) {
    if (!Number.isInteger(ply) || ply < 0) throw new RegaliaError('bad-argument', `goTo(ply): ply must be a whole number from 0, not ${typeof ply === 'number' ? ply : typeof ply}`);
    if (!this.cursor) throw noRecord();
    this.cursor.goToPly(ply);
    this.render();
    return this.cursor.ply;
  }

  get ply() {
    return this.cursor?.ply ?? 0;
  }

  /** Client coordinates of a square's centre (tests, automation). */
  squareCenter(square) {
    if (!this.view) throw noRecord();
    return this.view.squareCenter(square);
  }

  get orientation() {
    return this.flipped ? 2 : 1;
  }

  /** The player shown at the bottom (1 | 2): the board and the SHOWGIT hands turn. */
  setOrientation(orientation) {
    this.flipped = orientation === 2;
    if (this.view) this.view.flipped = this.flipped;
    this.drawBoard();
    this.renderHands();
  }

  flipBoard() {
    this.setOrientation(this.flipped ? 1 : 2);
  }

  listen() {
    const signal = this.listening.signal;
    this.dom.addEventListener('click', (event) => {
      const target = event.target.closest('button');
      if (!target || !this.cursor || !this.dom.contains(target)) return;
      const { action, ply, choice } = target.dataset;
      if (action) this.cursor[action]();
      else if (choice !== undefined) this.cursor.choose(Number(choice));
      else if (ply !== undefined) this.cursor.goTo(this.shownLine[Number(ply) - 1] ?? this.cursor.root);
      else return;
      this.render();
    }, { signal });
    this.root.addEventListener('keydown', (event) => {
      if (!this.cursor || event.altKey || event.ctrlKey || event.metaKey) return;
      const moves = {
        ArrowRight: () => this.cursor.next(),
        ArrowLeft: () => this.cursor.previous(),
        Home: () => this.cursor.first(),
        End: () => this.cursor.last(),
        ArrowDown: () => this.cursor.switchVariation(1),
        ArrowUp: () => this.cursor.switchVariation(-1),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
      this.render();
    }, { signal });
    // In device pixels, as the board does: one backing pixel per device pixel at any zoom.
    this.resizing = new ResizeObserver(() => this.drawBoard());
    try {
      this.resizing.observe(this.refs.canvas, { box: 'device-pixel-content-box' });
    } catch {
      this.resizing.observe(this.refs.canvas);
    }
  }

  /** The SHOWGIT notation style the element asks for (Japanese by default, as KIF records are written). */
  style() {
    const style = this.root.getAttribute('notation');
    return STYLES.includes(style) ? style : 'japanese';
  }

  /** Reads the shown line's positions and notation from the API, then draws everything. */
  render() {
    const cursor = this.cursor;
    const line = cursor.line();
    this.shownLine = line;
    const game = this.regalia.newGame(this.record.variant, { position: this.record.position });
    try {
      for (const n of line) game.play(n.move);
      const texts = game.notation(this.style());
      for (let i = line.length; i > cursor.ply; i--) game.undo();
      this.rows = game.board();
      this.hands = this.record.variant === 'showgit' ? game.hands() : null;
      this.lastMove = game.history().at(-1) ?? null;
      this.turn = game.turn();
      const choices = cursor.alternatives().length > 1
        ? cursor.alternatives().map((child) => {
            game.play(child.move);
            const text = game.notation(this.style()).at(-1);
            game.undo();
            return text;
          })
        : [];
      this.root.dataset.position = game.position();
      this.renderMoves(line, texts);
      this.renderChoices(choices);
    } catch (err) {
      game.dispose();
      throw err;
    }
    // The game of the position shown stays, for the element's `game` to read.
    this.game?.dispose();
    this.game = game;
    this.root.dataset.ply = String(cursor.ply);
    this.root.dataset.moves = String(line.length);
    const node = cursor.current;
    // A KIF ending ('resign', with the winner), or a PGN result ('1-0'; '*' is no result).
    const shownResult = node.result && node.result !== '*' ? node.result : null;
    const ending = shownResult ? ` — ${ENDINGS[shownResult] ?? shownResult}${node.winner ? `, ${node.winner === 1 ? '☗' : '☖'} wins` : ''}` : '';
    this.refs.status.textContent = `${cursor.ply} / ${line.length}${ending}`;
    const comment = [node.before, node.comment].filter(Boolean).join('\n');
    this.refs.comment.textContent = comment;
    this.refs.comment.hidden = !comment;
    for (const b of this.dom.querySelectorAll('.rg-viewer-nav button')) {
      const back = b.dataset.action === 'first' || b.dataset.action === 'previous';
      b.disabled = back ? cursor.ply === 0 : node.children.length === 0;
    }
    this.drawBoard();
    this.renderHands();
    this.emit('navigate', { ply: cursor.ply, move: node.move, position: this.root.dataset.position });
  }

  renderMoves(line, texts) {
    const doc = this.root.ownerDocument;
    const items = [];
    const start = doc.createElement('li');
    start.append(this.moveButton(0, 'start', this.cursor.ply === 0, false));
    items.push(start);
    line.forEach((n, i) => {
      const li = doc.createElement('li');
      const forked = n.parent.children.length > 1;
      li.append(this.moveButton(i + 1, `${n.ply} ${texts[i]}${forked ? ' +' : ''}`, n === this.cursor.current, forked));
      if (n.comment) li.classList.add('rg-viewer-commented');
      items.push(li);
    });
    const list = this.refs.moves;
    list.replaceChildren(...items);
    // The current move scrolled into the list's view; the list only (scrollIntoView would scroll the host page too).
    const current = list.querySelector('[aria-current]');
    if (current && list.clientHeight) {
      if (current.offsetTop < list.scrollTop) list.scrollTop = current.offsetTop;
      else if (current.offsetTop + current.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = current.offsetTop + current.offsetHeight - list.clientHeight;
    }
  }

  moveButton(ply, text, current, forked) {
    const b = this.root.ownerDocument.createElement('button');
    b.type = 'button';
    b.dataset.ply = String(ply);
    b.textContent = text;
    if (current) b.setAttribute('aria-current', 'step');
    if (forked) b.classList.add('rg-viewer-forked');
    return b;
  }

  renderChoices(choices) {
    const buttons = choices.map((text, k) => {
      const b = this.root.ownerDocument.createElement('button');
      b.type = 'button';
      b.dataset.choice = String(k);
      b.textContent = k === 0 ? text : `${text} (variation ${k})`;
      b.setAttribute('aria-pressed', String(this.cursor.current.chosen === k));
      return b;
    });
    this.refs.choices.replaceChildren(...buttons);
    this.refs.variations.hidden = buttons.length === 0;
  }

  drawBoard() {
    if (!this.view || !this.rows) return;
    const last = this.lastMove;
    const shapes = this.shapes?.variant === this.record?.variant ? this.shapes.list : null;
    this.view.draw(this.rows, { lastMove: last ? [last.from, last.to].filter(Boolean) : [], shapes });
  }

  /** Arrows and highlights checked by board-shapes.js for `variant`: drawn while a record of that game is shown. */
  setShapes(shapes) {
    this.shapes = shapes;
    this.drawBoard();
  }

  renderHands() {
    this.refs.handTop.hidden = this.refs.handBottom.hidden = !this.hands;
    if (!this.hands) return;
    const doc = this.root.ownerDocument;
    const sides = this.flipped ? [[this.refs.handTop, 1], [this.refs.handBottom, 2]] : [[this.refs.handTop, 2], [this.refs.handBottom, 1]];
    for (const [el, player] of sides) {
      const pieces = [];
      for (const type of HAND_ORDER) {
        const count = this.hands[player]?.[type] ?? 0;
        if (!count) continue;
        const info = this.pieces[type];
        const name = player === 1 ? info.name : info.secondPlayerName;
        const span = doc.createElement('span');
        span.className = 'rg-viewer-hand-piece';
        span.dataset.type = type;
        span.setAttribute('aria-label', `${name} ×${count}`);
        const c = doc.createElement('canvas');
        const n = doc.createElement('span');
        n.textContent = `×${count}`;
        span.append(c, n);
        pieces.push([span, c, { type, owner: player, name, moves: info }]);
      }
      el.dataset.player = String(player);
      el.replaceChildren(...pieces.map(([span]) => span));
      for (const [, c, piece] of pieces) drawHandPiece(c, { ...piece, lang: 'en', flipped: this.flipped });
    }
  }

  dispose() {
    this.disposed = true;
    this.loading?.abort();
    this.observer?.disconnect();
    this.resizing?.disconnect();
    this.listening.abort();
    this.game?.dispose();
    this.game = null;
    for (const key of STATE) delete this.root.dataset[key];
    if (this.ownTabIndex) this.root.removeAttribute('tabindex');
  }
}
