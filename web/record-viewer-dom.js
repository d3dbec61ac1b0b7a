// The record viewer's DOM: `<regalia-board mode="viewer" src="game.kif">` (or the record in a
// child `<script type="text/plain">`) shows a game record read-only, like kifu-for-js: the
// board, first / previous / next / last, the move list, comments, the variations at each move,
// keyboard navigation and a `ply` attribute to open at a move (docs/page.md "Record viewer").
// The navigation is record-viewer.js's; positions, notation and the reading of the record are
// the API's. Everything from a record reaches the page through textContent, never as markup.
import { load } from '../bindings/js/browser.js';
import { prebundledFileUrl } from '../bindings/js/package-url.js';
import { RecordCursor } from './record-viewer.js';
import { ShowgitView, drawHandPiece } from './showgit-view.js';
import { SovereignView } from './sovereign-view.js';

// As embed.js does for board.css: the literal `new URL` for bundlers, the package's own copy
// under Vite's pre-bundling.
const STYLESHEET = prebundledFileUrl(import.meta.url, 'web/record-viewer.css') ?? new URL('./record-viewer.css', import.meta.url).href;
// The largest record fetched through `src` (the API's own limit on record text).
export const MAX_RECORD_BYTES = 4 * 1024 * 1024;
const HAND_ORDER = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];
const STYLES = ['japanese', 'western', 'showgit'];
const ENDINGS = {
  resign: 'resignation', mate: 'mate', repetition: 'repetition', 'perpetual-check': 'perpetual check',
  impasse: 'impasse (declared win)', 'impasse-draw': 'impasse (draw)', draw: 'draw', 'time-up': 'time up',
  'illegal-move': 'illegal move', abort: 'aborted', 'max-moves': 'move limit',
};

const TEMPLATE = `
<div class="rg-viewer-board">
  <div class="rg-viewer-hand" data-ref="handTop"></div>
  <canvas class="rg-viewer-canvas" data-ref="canvas" role="img"></canvas>
  <div class="rg-viewer-hand" data-ref="handBottom"></div>
</div>
<div class="rg-viewer-panel">
  <p class="rg-viewer-players" data-ref="players" hidden></p>
  <div class="rg-viewer-nav" role="group" aria-label="Moves">
    <button type="button" data-action="first" aria-label="First position">«</button>
    <button type="button" data-action="previous" aria-label="Previous move">‹</button>
    <button type="button" data-action="next" aria-label="Next move">›</button>
    <button type="button" data-action="last" aria-label="Last move">»</button>
  </div>
  <p class="rg-viewer-status" data-ref="status" role="status"></p>
  <p class="rg-viewer-comment" data-ref="comment"></p>
  <div class="rg-viewer-variations" data-ref="variations" hidden>
    <p class="rg-viewer-label">Variations here:</p>
    <div class="rg-viewer-choices" data-ref="choices" role="group" aria-label="Variations"></div>
  </div>
  <ol class="rg-viewer-moves" data-ref="moves" aria-label="Move list"></ol>
  <p class="rg-viewer-error" data-ref="error" role="alert" hidden></p>
</div>`;

function ensureStylesheet(doc) {
  if (doc.querySelector(`link[rel="stylesheet"][href="${STYLESHEET}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = STYLESHEET;
  doc.head.append(link);
}

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

export class RecordViewer {
  /** `root`: the element to fill (its children are replaced). */
  constructor(root) {
    this.root = root;
    this.regalia = null;
    this.cursor = null;
    this.record = null; // { position, headers }
    this.refs = null;
    this.view = null;
    this.loading = null; // AbortController of the running fetch
  }

  /** Loads the API, builds the DOM, and opens the record the element names. */
  async start() {
    // The inline record, or the one this element showed before it left the page (its
    // `<script>` child was replaced by the viewer then).
    const inline = this.root.querySelector('script[type="text/plain"]')?.textContent ?? shown.get(this.root) ?? null;
    ensureStylesheet(this.root.ownerDocument);
    this.root.classList.add('rg-viewer');
    this.root.tabIndex = 0;
    const template = this.root.ownerDocument.createElement('template');
    template.innerHTML = TEMPLATE; // a constant: no record text is ever parsed as markup
    this.root.replaceChildren(template.content.cloneNode(true));
    this.refs = {};
    for (const el of this.root.querySelectorAll('[data-ref]')) this.refs[el.dataset.ref] = el;
    this.root.dataset.ready = 'false';
    try {
      this.regalia = await load();
    } catch (err) {
      this.showError(`the viewer could not start: ${err.message}`);
      throw err;
    }
    this.pieces = this.regalia.pieces('showgit');
    this.listen();
    const src = this.root.getAttribute('src');
    if (src) await this.loadUrl(src);
    else if (inline !== null) this.load(inline);
    else this.showError('no record: give the element a src attribute or a <script type="text/plain"> child');
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
    this.root.dataset.ready = 'true';
    this.root.dispatchEvent(new CustomEvent('ready', { detail: { viewer: this } }));
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
    if (controller.signal.aborted) return false;
    return this.load(bytes);
  }

  /**
   * Opens a record (text or bytes: KIF, CSA, USI, or a Sovereign Chess PGN) at the `ply`
   * attribute's move, else at the start.
   */
  load(record) {
    let read;
    try {
      read = this.regalia.importRecord(record);
    } catch (err) {
      this.showError(`the record could not be read: ${err.code ? `${err.code}: ` : ''}${err.message}`);
      return false;
    }
    read.game.dispose();
    if (typeof record === 'string' && !this.root.getAttribute('src')) shown.set(this.root, record);
    this.record = { variant: read.variant, position: read.position };
    if (this.view?.variant !== read.variant) {
      this.view = read.variant === 'sovereign' ? new SovereignView(this.refs.canvas) : new ShowgitView(this.refs.canvas, this.pieces);
      this.view.variant = read.variant;
    }
    this.root.dataset.variant = read.variant;
    this.cursor = new RecordCursor(read.tree);
    this.refs.error.hidden = true;
    this.refs.error.textContent = '';
    const [first, second] = read.variant === 'sovereign' ? [read.tags.Player1, read.tags.Player2] : [read.headers.sente, read.headers.gote];
    const marks = read.variant === 'sovereign' ? ['1:', '2:'] : ['☗', '☖'];
    const players = first || second ? `${marks[0]} ${first || '?'}  ${marks[1]} ${second || '?'}` : '';
    this.refs.players.textContent = players;
    this.refs.players.hidden = !players;
    const ply = this.root.getAttribute('ply');
    if (ply !== null) this.cursor.goToPly(ply);
    this.render();
    return true;
  }

  showError(message) {
    this.refs.error.textContent = message;
    this.refs.error.hidden = false;
    this.root.dataset.error = message;
  }

  listen() {
    this.root.addEventListener('click', (event) => {
      const target = event.target.closest('button');
      if (!target || !this.cursor || !this.root.contains(target)) return;
      const { action, ply, choice } = target.dataset;
      if (action) this.cursor[action]();
      else if (choice !== undefined) this.cursor.choose(Number(choice));
      else if (ply !== undefined) this.cursor.goTo(this.shownLine[Number(ply) - 1] ?? this.cursor.root);
      else return;
      this.render();
    });
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
    });
    new ResizeObserver(() => this.drawBoard()).observe(this.refs.canvas);
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
    } finally {
      game.dispose();
    }
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
    for (const b of this.root.querySelectorAll('.rg-viewer-nav button')) {
      const back = b.dataset.action === 'first' || b.dataset.action === 'previous';
      b.disabled = back ? cursor.ply === 0 : node.children.length === 0;
    }
    this.drawBoard();
    this.renderHands();
    this.root.dispatchEvent(new CustomEvent('navigate', { detail: { ply: cursor.ply, move: node.move, position: this.root.dataset.position } }));
  }

  renderMoves(line, texts) {
    const items = [];
    const start = this.root.ownerDocument.createElement('li');
    start.append(this.moveButton(0, 'start', this.cursor.ply === 0, false));
    items.push(start);
    line.forEach((n, i) => {
      const li = this.root.ownerDocument.createElement('li');
      const forked = n.parent.children.length > 1;
      li.append(this.moveButton(i + 1, `${n.ply} ${texts[i]}${forked ? ' +' : ''}`, n === this.cursor.current, forked));
      if (n.comment) li.classList.add('rg-viewer-commented');
      items.push(li);
    });
    this.refs.moves.replaceChildren(...items);
    this.refs.moves.querySelector('[aria-current]')?.scrollIntoView?.({ block: 'nearest' });
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
    this.view.draw(this.rows, { lastMove: last ? [last.from, last.to].filter(Boolean) : [] });
  }

  renderHands() {
    this.refs.handTop.hidden = this.refs.handBottom.hidden = !this.hands;
    if (!this.hands) return;
    for (const [el, player] of [[this.refs.handTop, 2], [this.refs.handBottom, 1]]) {
      const pieces = [];
      for (const type of HAND_ORDER) {
        const count = this.hands[player]?.[type] ?? 0;
        if (!count) continue;
        const info = this.pieces[type];
        const name = player === 1 ? info.name : info.secondPlayerName;
        const span = this.root.ownerDocument.createElement('span');
        span.className = 'rg-viewer-hand-piece';
        span.dataset.type = type;
        span.setAttribute('aria-label', `${name} ×${count}`);
        const c = this.root.ownerDocument.createElement('canvas');
        const n = this.root.ownerDocument.createElement('span');
        n.textContent = `×${count}`;
        span.append(c, n);
        pieces.push([span, c, { type, owner: player, name, moves: info }]);
      }
      el.dataset.player = String(player);
      el.replaceChildren(...pieces.map(([span]) => span));
      for (const [, c, piece] of pieces) drawHandPiece(c, { ...piece, lang: 'en', flipped: false });
    }
  }

  dispose() {
    this.loading?.abort();
    this.observer?.disconnect();
  }
}

// The viewer of each element in viewer mode, and the inline record each one showed last.
const viewers = new WeakMap();
const shown = new WeakMap();

/** Starts the viewer in `element` (embed.js's viewer mode); resolves when it is shown. */
export async function connectViewer(element) {
  if (viewers.has(element)) return viewers.get(element).started;
  const viewer = new RecordViewer(element);
  const entry = { viewer, started: viewer.start() };
  viewers.set(element, entry);
  element.viewer = viewer;
  return entry.started;
}

/** Stops the viewer of an element that left the page. */
export function disconnectViewer(element) {
  viewers.get(element)?.viewer.dispose();
  viewers.delete(element);
  delete element.viewer;
}
