// One board component: the page (web/index.html) and every embed (web/embed.js) are this class.
// It keeps one game per variant as { start position, moves } (the API's game is rebuilt from
// that record), draws it, and forwards input to the API. No rules here: legal moves, status,
// check, armies and defections all come from the library; the page only looks them up.
// Over 500 lines for now: the page's next change splits it (play flow, move list, clocks) and is
// the one to cut it by those concepts, so this file is kept whole until then.
import { load } from '../bindings/js/browser.js';
import { buildDom, applyTexts } from './app-dom.js';
import { translator, LANGUAGES, showgitName, colourName, chessPieceName } from './i18n.js';
import { ShowgitView, drawHandPiece } from './showgit-view.js';
import { SovereignView, ARMY_COLOURS } from './sovereign-view.js';
import { showgitMoveText, sovereignMoveText, parseImport, exportMoves } from './notation.js';
import { BoardAi, aiAvailable } from './board-ai.js';
import { attachInput } from './input.js';

const HAND_ORDER = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];
const VARIANTS = ['showgit', 'sovereign'];
const AI_MAX_MS = 2000;

const RECORD_FORMAT_NAMES = { kif: 'KIF (UTF-8)', 'kif-sjis': 'KIF (Shift_JIS)', csa: 'CSA', usi: 'USI', pgn: 'PGN' };
const RECORD_FILE_EXTENSIONS = { kif: 'kifu', 'kif-sjis': 'kif', csa: 'csa', usi: 'usi.txt', pgn: 'pgn' };

function blankRecord() {
  return { start: null, moves: [], redo: [], flipped: false, side: 1, opponent: 'human' };
}

function reducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

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
    this.records = { showgit: blankRecord(), sovereign: blankRecord() };
    this.variant = VARIANTS.includes(this.options.variant) ? this.options.variant : 'showgit';
    this.lang = LANGUAGES[this.options.lang] ? this.options.lang : 'en';
    this.sel = null; // { from } | { drop } | { defection }
    this.targets = new Set();
    this.drag = null;
    this.flip = null;
    this.cursor = null;
    this.cursorVisible = false;
    this.choosing = null;
    this.aiPaused = false;
    this.ai = null;
    this.game = null;
    this.startError = null; // why start() failed, for the embed's `ready` promise
  }

  // ---- start-up and persistence ----

  async start() {
    this.refs = buildDom(this.dom);
    this.setControls(this.options.controls);
    this.root.dataset.ready = 'false';
    this.restore();
    if (!this.options.variantSwitch) this.refs.variants.hidden = true;
    this.setLanguage(this.lang, { render: false });
    this.refs.status.textContent = this.t('loading');
    try {
      // The shadow root's stylesheet loads alongside the wasm, so `ready` means drawn and styled.
      [this.regalia] = await Promise.all([load(), this.options.stylesLoaded]);
      if (this.disposed) return this; // its element left, or switched to another mode, while it loaded
      this.showgitPieces = this.regalia.pieces('showgit');
      if (this.options.position) {
        const refused = this.positionError(this.variant, this.options.position);
        this.refusedPosition = refused; // the element lists it with its other refused attributes
        if (refused) this.notice(refused.message);
        else this.records[this.variant] = { ...blankRecord(), start: this.options.position };
      }
      if (this.options.level) this.setAiRecord(this.records[this.variant], this.options.aiSide, this.options.level);
      if (this.options.orientation) this.records[this.variant].flipped = this.options.orientation === 2;
      attachInput(this);
      this.switchVariant(this.variant);
      this.observeSize();
      this.dom.regalia = this;
      this.options.onReady?.(this); // the embed's element exposes its API before anyone hears of it
      this.root.dataset.readyMs = String(Math.round(performance.now()));
      this.root.dataset.ready = 'true';
      this.emit('ready', { board: this.options.api ?? this });
    } catch (err) {
      this.startError = err;
      this.refs.status.textContent = `Could not start: ${err.message}`;
      this.root.dataset.ready = 'error';
      console.error(err);
    }
    return this;
  }

  restore() {
    const key = this.options.persist;
    if (!key) return;
    try {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null');
      if (!saved) return;
      for (const v of VARIANTS) if (saved.records?.[v]) this.records[v] = { ...blankRecord(), ...saved.records[v] };
      if (VARIANTS.includes(saved.variant)) this.variant = saved.variant;
      if (LANGUAGES[saved.lang]) this.lang = saved.lang;
    } catch {
      // A broken or blocked store only means a fresh game.
    }
  }

  save() {
    const key = this.options.persist;
    if (!key) return;
    try {
      localStorage.setItem(key, JSON.stringify({ variant: this.variant, lang: this.lang, records: this.records }));
    } catch {
      // Storage full or blocked: the game simply is not kept.
    }
  }

  get record() {
    return this.records[this.variant];
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
    this.ai?.stop();
    const old = this.records[variant];
    this.records[variant] = { ...blankRecord(), start: position, flipped: old.flipped };
    this.setAiRecord(this.records[variant], aiSide, level);
    this.switchVariant(variant);
  }

  /** Plays against the AI at `level` (1–10) from now on, or, with null, two people on one device. */
  setLevel(level, aiSide = this.aiSide ?? 2) {
    this.ai?.stop();
    this.setAiRecord(this.record, aiSide, level);
    this.aiPaused = false;
    this.labelControls();
    this.refresh();
  }

  // The record keeps the person's side and the opponent ('human' | 'ai<level>'); the AI plays the other person.
  setAiRecord(record, aiSide, level) {
    record.opponent = level && aiSide ? `ai${level}` : 'human';
    if (level && aiSide) record.side = 3 - aiSide;
  }

  /** The person the AI plays (1 moves first), or null against a person. */
  get aiSide() {
    return this.record.opponent.startsWith('ai') ? 3 - this.record.side : null;
  }

  get aiLevel() {
    return this.record.opponent.startsWith('ai') ? Number(this.record.opponent.slice(2)) : null;
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

  /** A message over the board (a refused attribute of the element), or none with null; always text. */
  notice(text) {
    this.refs.notice.textContent = text ?? '';
    this.refs.notice.hidden = !text;
  }

  setInteractive(who) {
    this.interactive = INTERACTIVE.includes(who) ? who : 'both';
    this.clearSelection();
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
    this.options.persist = key || false;
    this.save();
  }

  // ---- language ----

  setLanguage(lang, { render = true } = {}) {
    this.lang = LANGUAGES[lang] ? lang : 'en';
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
    if (render && this.game) {
      this.labelControls();
      this.refresh();
    }
    this.save();
  }

  sideName(player) {
    if (this.variant === 'showgit') return showgitName(this.lang, player === 1 ? 'STAR' : 'TIME');
    const owned = this.armies?.owned?.[player];
    const base = this.t('player', { n: player });
    return owned ? `${base} (${colourName(this.lang, owned)})` : base;
  }

  labelControls() {
    const { refs, t } = this;
    refs.sideFirst.textContent = `${t('first')} — ${this.sideName(1)}`;
    refs.sideSecond.textContent = `${t('second')} — ${this.sideName(2)}`;
    refs.sideSelect.value = String(this.record.side);
    const available = aiAvailable(this.game);
    refs.opponentLabel.hidden = !available;
    refs.opponentSelect.replaceChildren();
    const add = (value, text) => refs.opponentSelect.append(Object.assign(document.createElement('option'), { value, textContent: text }));
    add('human', t('human'));
    if (available) for (let n = 1; n <= 10; n++) add(`ai${n}`, t('aiLevel', { n }));
    refs.opponentSelect.value = available ? this.record.opponent : 'human';
    refs.ioHelp.textContent = t(this.variant === 'showgit' ? 'importHelpShowgit' : 'importHelpSovereign');
    const formats = this.variant === 'showgit' ? ['kif', 'kif-sjis', 'csa', 'usi'] : ['pgn'];
    const chosen = refs.recordFormat.value;
    refs.recordFormat.replaceChildren(...formats.map((f) => Object.assign(document.createElement('option'), { value: f, textContent: RECORD_FORMAT_NAMES[f] })));
    if (formats.includes(chosen)) refs.recordFormat.value = chosen;
    for (const b of refs.variants.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.variant === this.variant));
  }

  // ---- games ----

  /** Rebuilds the API game from a record; moves that no longer replay are dropped. */
  buildGame(variant, record) {
    const game = this.regalia.newGame(variant, record.start ? { position: record.start } : {});
    const kept = [];
    for (const move of record.moves) {
      try {
        game.play(move);
        kept.push(move);
      } catch {
        break;
      }
    }
    record.moves = kept;
    return game;
  }

  switchVariant(variant) {
    this.ai?.stop();
    this.game?.dispose();
    this.variant = variant;
    let game;
    try {
      game = this.buildGame(variant, this.record);
    } catch {
      this.records[variant] = blankRecord();
      game = this.buildGame(variant, this.record);
    }
    this.game = game;
    this.view = variant === 'showgit' ? new ShowgitView(this.refs.canvas, this.showgitPieces) : new SovereignView(this.refs.canvas);
    this.view.lang = this.lang;
    this.view.flipped = this.record.flipped;
    this.root.dataset.variant = variant;
    this.refs.boardArea.dataset.variant = variant;
    this.refs.sovereignPanel.hidden = variant !== 'sovereign';
    this.refs.handTop.hidden = variant !== 'showgit';
    this.refs.handBottom.hidden = variant !== 'showgit';
    this.sel = null;
    this.targets = new Set();
    this.cursor = null;
    this.aiPaused = false;
    this.refs.ioMessage.textContent = '';
    this.armies = variant === 'sovereign' ? game.armies() : null;
    this.labelControls();
    this.refresh();
  }

  /** Reads everything the page shows from the API, then renders it. */
  refresh() {
    const g = this.game;
    this.legal = g.legalMoves();
    this.status = g.status();
    this.rows = g.board();
    this.history = g.history();
    this.turn = g.turn();
    if (this.variant === 'sovereign') {
      this.armies = g.armies();
      this.defections = g.defections();
      this.canSwap = g.canSwap();
      this.persons = g.persons();
    }
    this.checkSquare = !this.status.over || this.status.reason === 'big-bang' || this.status.reason === 'checkmate'
      ? (g.inCheck() ? this.kingSquare(this.turn) : null) : null;
    const ds = this.root.dataset;
    ds.position = g.position();
    ds.legalMoves = String(this.legal.length);
    ds.turn = String(this.turn);
    ds.moves = String(this.history.length);
    ds.over = String(this.status.over);
    ds.reason = this.status.reason ?? '';
    ds.check = String(Boolean(this.checkSquare));
    this.renderStatus();
    this.renderMoves();
    if (this.variant === 'showgit') this.renderHands();
    else this.renderSovereignPanel();
    this.renderButtons();
    this.redraw();
    this.save();
    this.maybeStartAi();
  }

  kingSquare(player) {
    for (const row of this.rows) {
      for (const sq of row) {
        if (this.variant === 'showgit') {
          if (sq && sq.type === 'K' && sq.owner === player) return sq.square;
        } else if (sq.piece && sq.piece.type === 'K' && sq.piece.colour === this.armies.owned[player]) return sq.square;
      }
    }
    return null;
  }

  pieceAt(square) {
    for (const row of this.rows) {
      for (const sq of row) {
        if (sq && sq.square === square) return this.variant === 'showgit' ? sq : sq.piece;
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
    this.view.draw(this.rows, {
      lastMove,
      selected: this.sel?.from ?? null,
      targets: this.targets,
      check: this.checkSquare,
      cursor: this.cursorVisible ? this.cursor : null,
      drag: this.drag?.active ? this.drag : null,
      flip: this.flip,
      blocked: this.blocked,
    });
  }

  // Player names from an imported record, always as text (never HTML).
  renderPlayers() {
    const players = this.record.players;
    this.refs.players.hidden = !players;
    this.refs.players.textContent = players ? this.t('players', { first: players[1] || '?', second: players[2] || '?' }) : '';
  }

  renderStatus() {
    this.renderPlayers();
    const { t, refs, status } = this;
    const banner = refs.banner;
    if (status.over) {
      const reason = t(`reason_${status.reason.replace(/-/g, '_')}`);
      const result = status.winner ? t('win', { side: this.sideName(status.winner) }) : t('draw');
      refs.status.textContent = `${t('gameOver')}: ${reason} — ${result}`;
      banner.replaceChildren(
        Object.assign(document.createElement('strong'), { textContent: reason }),
        Object.assign(document.createElement('span'), { textContent: result }),
      );
      banner.dataset.reason = status.reason;
      banner.hidden = false;
    } else {
      banner.hidden = true;
      refs.status.textContent = t('toMove', { side: this.sideName(this.turn) }) + (this.checkSquare ? ` ${t('check')}` : '');
    }
  }

  moveText(move, index) {
    if (this.variant === 'showgit') return showgitMoveText(move, this.lang);
    // The side that made move `index`: turns alternate, the swap included.
    const player = index % 2 === 0 ? 1 : 2;
    return sovereignMoveText(move, this.lang, this.t, this.t('player', { n: player }));
  }

  renderMoves() {
    const list = this.refs.moveList;
    const items = this.history.map((move, i) => {
      const li = document.createElement('li');
      li.textContent = this.moveText(move, i);
      li.dataset.notation = move.notation;
      if (i === this.history.length - 1) li.setAttribute('aria-current', 'true');
      return li;
    });
    list.replaceChildren(...items);
    if (!items.length) {
      const li = Object.assign(document.createElement('li'), { textContent: this.t('noMoves'), className: 'rg-empty' });
      list.append(li);
    }
    list.scrollTop = list.scrollHeight;
  }

  renderHands() {
    const hands = this.game.hands();
    const top = this.record.flipped ? 1 : 2;
    for (const [el, player] of [[this.refs.handTop, top], [this.refs.handBottom, 3 - top]]) {
      const title = Object.assign(document.createElement('span'), { className: 'rg-hand-title', textContent: this.t('handOf', { side: this.sideName(player) }) });
      el.setAttribute('aria-label', title.textContent);
      el.dataset.player = String(player);
      const buttons = [];
      for (const type of HAND_ORDER) {
        const count = hands[player]?.[type] ?? 0;
        if (!count) continue;
        const info = this.showgitPieces[type];
        const name = player === 1 ? info.name : info.secondPlayerName;
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'rg-hand-piece';
        b.dataset.drop = type;
        b.dataset.player = String(player);
        b.dataset.count = String(count);
        b.disabled = player !== this.turn || !this.canInteract();
        b.setAttribute('aria-pressed', String(this.sel?.drop === type && player === this.turn));
        b.setAttribute('aria-label', `${showgitName(this.lang, name)} ×${count}`);
        const c = document.createElement('canvas');
        c.className = 'rg-hand-canvas';
        c.setAttribute('aria-hidden', 'true');
        const n = Object.assign(document.createElement('span'), { className: 'rg-count', textContent: `×${count}` });
        n.setAttribute('aria-hidden', 'true');
        b.append(c, n);
        buttons.push([b, c, { type, owner: player, name, moves: info }]);
      }
      const row = document.createElement('div');
      row.className = 'rg-hand-pieces';
      row.append(...buttons.map(([b]) => b));
      if (!buttons.length) row.append(Object.assign(document.createElement('span'), { className: 'rg-help', textContent: this.t('handEmpty') }));
      el.replaceChildren(title, row);
      for (const [, c, piece] of buttons) drawHandPiece(c, { ...piece, lang: this.lang, flipped: this.record.flipped });
    }
  }

  renderSovereignPanel() {
    const { refs, t, armies, lang } = this;
    const swatch = (colour) => {
      const s = document.createElement('span');
      s.className = `rg-swatch rg-c-${colour}`;
      s.title = colourName(lang, colour);
      s.dataset.colour = colour;
      const label = Object.assign(document.createElement('span'), { textContent: colourName(lang, colour) });
      const wrap = Object.assign(document.createElement('span'), { className: 'rg-army' });
      wrap.append(s, label);
      return wrap;
    };
    const blocks = [1, 2].map((player) => {
      const div = document.createElement('div');
      div.className = 'rg-player';
      div.dataset.player = String(player);
      const head = document.createElement('strong');
      const person = this.persons?.[player];
      head.textContent = this.t('player', { n: player }) + (person && person !== player ? ` · ${t('person', { n: person })}` : '');
      const owns = document.createElement('div');
      owns.append(`${t('owns')}: `, swatch(armies.owned[player]));
      const controls = document.createElement('div');
      const others = armies.controlled[player].filter((c) => c !== armies.owned[player]);
      controls.append(`${t('controls')}: `);
      if (others.length) for (const c of others) controls.append(swatch(c));
      else controls.append(t('none'));
      div.append(head, owns, controls);
      this.root.dataset[`controlled${player}`] = armies.controlled[player].join(' ');
      this.root.dataset[`owned${player}`] = armies.owned[player];
      return div;
    });
    refs.armies.replaceChildren(...blocks);

    // A coloured square is blocked when the other square of its colour holds a piece.
    const byColour = new Map();
    for (const row of this.rows) for (const sq of row) if (sq.squareColour) (byColour.get(sq.squareColour) ?? byColour.set(sq.squareColour, []).get(sq.squareColour)).push(sq);
    const blocked = [];
    for (const [colour, pair] of byColour) {
      if (pair.length !== 2) continue;
      const [a, b] = pair;
      if (a.piece && !b.piece) blocked.push([b.square, colour]);
      if (b.piece && !a.piece) blocked.push([a.square, colour]);
    }
    this.blocked = blocked.map(([sq]) => sq);
    this.root.dataset.blocked = this.blocked.join(' ');
    refs.blocked.textContent = blocked.length ? blocked.map(([sq, c]) => `${sq} (${colourName(lang, c)})`).join(', ') : t('none');

    refs.defectSelect.replaceChildren(...this.defections.map((c) => Object.assign(document.createElement('option'), { value: c, textContent: colourName(lang, c) })));
    const canDefect = this.defections.length > 0 && this.canInteract();
    refs.defectSelect.disabled = !canDefect;
    refs.defectBox.querySelector('[data-action="defect"]').disabled = !canDefect;
    refs.defectBox.dataset.count = String(this.defections.length);
    refs.swapBox.hidden = !this.canSwap || this.isAiTurn();
    this.root.dataset.canSwap = String(this.canSwap);
  }

  renderButtons() {
    const q = (a) => this.dom.querySelector(`[data-action="${a}"]`);
    const thinking = this.ai?.busy ?? false;
    q('undo').disabled = this.history.length === 0 || thinking;
    q('redo').disabled = this.record.redo.length === 0 || thinking;
    this.refs.aiBox.hidden = !thinking;
  }

  // ---- playing ----

  /** Whether the person at the screen may move now. */
  canInteract() {
    if (!this.game || this.status?.over || this.choosing) return false;
    if (this.interactive === 'none' || (this.interactive !== 'both' && this.interactive !== this.turn)) return false;
    if (this.isAiTurn()) return false;
    return true;
  }

  isAiTurn() {
    const r = this.record;
    return r.opponent.startsWith('ai') && aiAvailable(this.game) && !this.aiPaused && this.turn !== this.humanSide();
  }

  /** The board side the person at the screen plays; record.side is their person (1 moves first). */
  humanSide() {
    const person = this.record.side;
    if (this.variant === 'sovereign' && this.persons) return this.persons[1] === person ? 1 : 2;
    return person;
  }

  /** Legal moves that start with the current selection (a board square, a hand piece, a defection). */
  candidates(sel = this.sel) {
    if (!sel) return [];
    if (sel.drop) return this.legal.filter((m) => m.drop === sel.drop);
    if (sel.defection) return this.legal.filter((m) => m.defection === sel.defection && m.to && m.to !== m.from);
    return this.legal.filter((m) => m.from === sel.from && !m.drop && !m.defection && !m.swap);
  }

  movesFrom(square) {
    return this.candidates({ from: square });
  }

  select(sel) {
    this.sel = sel;
    const moves = this.candidates(sel);
    this.targets = new Set(moves.map((m) => m.to));
    this.root.dataset.selected = sel ? (sel.from ?? (sel.drop ? `*${sel.drop}` : `D${sel.defection}`)) : '';
    if (sel?.from) {
      const p = this.pieceAt(sel.from);
      const name = this.variant === 'showgit' ? showgitName(this.lang, p.name) : p.name;
      this.announce(this.t('selected', { piece: name, square: sel.from, n: moves.length }));
    } else if (sel?.drop) {
      this.announce(this.t('dropSelected', { piece: showgitName(this.lang, this.showgitPieces[sel.drop].name), n: this.targets.size }));
    }
    if (this.variant === 'showgit') this.renderHands();
    this.redraw();
    if (sel?.from) this.emit('select', { square: sel.from, piece: this.pieceAt(sel.from) });
    else if (sel?.drop) this.emit('select', { hand: sel.drop, player: this.turn });
  }

  clearSelection() {
    this.sel = null;
    this.targets = new Set();
    this.root.dataset.selected = '';
    if (this.variant === 'showgit' && this.game) this.renderHands();
    this.redraw();
  }

  /** Plays the selection to `to`; asks when more than one legal move fits (promotion, castling). */
  async tryMove(to) {
    const moves = this.candidates().filter((m) => m.to === to);
    if (!moves.length) return false;
    let move = moves[0];
    if (moves.length > 1) {
      move = await this.choose(moves);
      if (!move) return false;
    }
    this.playMove(move);
    return true;
  }

  /**
   * Plays a move handed in by the host page (`el.play()`): a notation or a move object, checked by
   * the library (RegaliaError 'illegal-move' or 'bad-argument', nothing changed). Returns it as played.
   */
  playFromApi(move) {
    const played = this.game.play(move);
    // The AI's think in progress was for the position before: drop it, so refresh() can start anew.
    this.ai?.stop();
    this.record.moves.push(played.notation);
    this.record.redo = [];
    this.aiPaused = false;
    this.afterMove(played, played.from ? this.pieceAt(played.from) : null, 'api');
    return played;
  }

  /** Plays a legal move; `by` says who chose it ('person' at the screen, 'ai' or 'api') for the move event. */
  playMove(move, by = 'person') {
    const before = move.from ? this.pieceAt(move.from) : null;
    const played = this.game.play(move.notation);
    this.record.moves.push(played.notation);
    this.record.redo = [];
    this.aiPaused = false;
    this.afterMove(played, before, by);
  }

  afterMove(played, before, by) {
    this.sel = null;
    this.targets = new Set();
    this.root.dataset.selected = '';
    this.announce(this.moveText(played, this.game.history().length - 1));
    if (this.variant === 'showgit' && played.promotion && before && !reducedMotion()) this.startFlip(played.to, before);
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

  /** Shows a chooser over the board; resolves to one of `moves` or null. */
  choose(moves) {
    const { refs, t } = this;
    let title = t('chooseMove');
    const label = (m) => {
      if (this.variant === 'showgit') {
        const info = this.showgitPieces[m.piece];
        const promotedType = `+${m.piece}`;
        const owner = this.turn;
        const nameOf = (type) => (owner === 1 ? this.showgitPieces[type].name : this.showgitPieces[type].secondPlayerName);
        title = t('promoteQuestion');
        return m.promotion ? t('promoteTo', { name: showgitName(this.lang, nameOf(promotedType)) }) : t('keep', { name: showgitName(this.lang, nameOf(info.type)) });
      }
      if (m.promotion) {
        title = t('promoteChess');
        return chessPieceName(this.lang, m.promotion);
      }
      return m.castle ? t('castle', { rook: m.rook }) : t('kingStep', { to: m.to });
    };
    const options = moves.map((m) => [m, label(m)]);
    if (this.variant === 'showgit') options.sort((a, b) => Number(b[0].promotion) - Number(a[0].promotion));
    return new Promise((resolve) => {
      const finish = (move) => {
        refs.chooser.hidden = true;
        refs.chooser.removeEventListener('keydown', onKey);
        this.choosing = null;
        this.refs.canvas.focus({ preventScroll: true });
        if (!move) this.redraw();
        resolve(move);
      };
      const onKey = (e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          finish(null);
        }
      };
      this.choosing = { finish };
      refs.chooserTitle.textContent = title;
      const buttons = options.map(([m, text]) => {
        const b = Object.assign(document.createElement('button'), { type: 'button', textContent: text });
        b.dataset.move = m.notation;
        if (this.variant === 'sovereign' && m.promotion) b.className = `rg-promo rg-c-${m.piece.colour}`;
        b.addEventListener('click', () => finish(m));
        return b;
      });
      const cancel = Object.assign(document.createElement('button'), { type: 'button', textContent: t('cancel'), className: 'rg-cancel' });
      cancel.addEventListener('click', () => finish(null));
      refs.choices.replaceChildren(...buttons, cancel);
      refs.chooser.addEventListener('keydown', onKey);
      refs.chooser.hidden = false;
      buttons[0].focus();
    });
  }

  undo() {
    this.ai?.stop();
    const takenBack = [];
    const step = () => {
      const m = this.game.undo();
      if (!m) return false;
      this.record.moves.pop();
      this.record.redo.push(m.notation);
      takenBack.push(m);
      return true;
    };
    if (!step()) return takenBack;
    this.turn = this.game.turn();
    // Against the AI, take back its answer too so that it is the person's turn again.
    if (this.variant === 'sovereign') this.persons = this.game.persons();
    if (this.record.opponent.startsWith('ai') && aiAvailable(this.game) && this.turn !== this.humanSide() && this.record.moves.length) step();
    this.aiPaused = false;
    this.sel = null;
    this.targets = new Set();
    this.refresh();
    this.emit('undo', { moves: takenBack, position: this.game.position() });
    return takenBack;
  }

  redo() {
    const notation = this.record.redo.pop();
    if (!notation) return;
    const before = this.variant === 'showgit' && !notation.includes('*') ? this.pieceAt(notation.slice(0, 2)) : null;
    const played = this.game.play(notation);
    this.record.moves.push(played.notation);
    this.afterMove(played, before, 'person');
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
    if (this.variant === 'showgit') this.renderHands();
    this.redraw();
    this.save();
  }

  newGame() {
    const side = Number(this.refs.sideSelect.value) === 2 ? 2 : 1;
    const opponent = this.refs.opponentSelect.value || 'human';
    this.records[this.variant] = { ...blankRecord(), side, opponent, flipped: side === 2 };
    this.switchVariant(this.variant);
  }

  defect() {
    const colour = this.refs.defectSelect.value;
    if (!colour || !this.canInteract()) return;
    const moves = this.legal.filter((m) => m.defection === colour);
    const plain = moves.find((m) => !m.to || m.to === m.from);
    if (plain) {
      this.playMove(plain);
      return;
    }
    // The king stands on that colour's square: the defection comes with a king step off it.
    this.select({ defection: colour });
    this.refs.status.textContent = this.t('defectPickSquare', { colour: colourName(this.lang, colour) });
    this.announce(this.refs.status.textContent);
  }

  swap(by = 'person') {
    if (!this.canSwap) return;
    const played = this.game.swap();
    this.record.moves.push(played.notation);
    this.record.redo = [];
    this.afterMove(played, null, by);
  }

  // ---- import / export ----

  importText() {
    const { refs, t } = this;
    const text = refs.ioText.value;
    const message = (msg, error) => {
      refs.ioMessage.textContent = msg;
      refs.ioMessage.classList.toggle('rg-error', error);
    };
    if (!text.trim()) return message(t('importEmpty'), true);
    // Several lines or a PGN tag: a game record (KIF, CSA, PGN) for the library to read.
    if (/\n\s*\S/.test(text.trim()) || /^\s*\[/.test(text)) return this.importRecord(text);
    const { position, moves } = parseImport(text);
    let game;
    try {
      game = this.regalia.newGame(this.variant, position ? { position } : {});
    } catch (err) {
      return message(t('importPositionError', { message: err.message }), true);
    }
    for (let i = 0; i < moves.length; i++) {
      try {
        game.play(moves[i]);
      } catch (err) {
        game.dispose();
        return message(t('importMoveError', { n: i + 1, move: moves[i], message: err.message }), true);
      }
    }
    this.ai?.stop();
    this.game.dispose();
    const old = this.record;
    this.records[this.variant] = { ...blankRecord(), start: position, moves: game.history().map((m) => m.notation), side: old.side, opponent: old.opponent, flipped: old.flipped };
    this.game = game;
    this.sel = null;
    this.targets = new Set();
    message(t('imported'), false);
    this.refresh();
  }

  /** Reads a record (text, or the bytes of a Shift_JIS KIF file) through the library. */
  importRecord(input) {
    const { refs, t } = this;
    try {
      this.loadRecord(input, { variant: this.variant });
    } catch (err) {
      refs.ioMessage.textContent = err.message;
      refs.ioMessage.classList.add('rg-error');
      return;
    }
    refs.ioMessage.textContent = t('imported');
    refs.ioMessage.classList.remove('rg-error');
  }

  /**
   * Shows a game record for two people; without `variant` the record's own (a KIF on a Sovereign
   * board switches to SHOWGIT). A record the library refuses throws and changes nothing.
   */
  loadRecord(input, { variant } = {}) {
    const read = this.regalia.importRecord(input, variant ? { variant } : {});
    this.ai?.stop();
    const fresh = this.regalia.newGame(read.variant);
    const standardStart = fresh.position();
    fresh.dispose();
    const names = read.variant === 'showgit' ? [read.headers.sente, read.headers.gote] : [read.tags.Player1, read.tags.Player2];
    const old = this.records[read.variant];
    this.records[read.variant] = {
      ...blankRecord(),
      start: read.position === standardStart ? null : read.position,
      moves: read.moves.slice(),
      players: names[0] || names[1] ? { 1: names[0] ?? '', 2: names[1] ?? '' } : null,
      side: old.side,
      opponent: 'human',
      flipped: old.flipped,
    };
    if (read.variant !== this.variant) {
      // The other variant's board: switchVariant rebuilds the game from the record just kept.
      read.game.dispose();
      this.switchVariant(read.variant);
      return;
    }
    this.game.dispose();
    this.game = read.game;
    this.sel = null;
    this.targets = new Set();
    this.labelControls();
    this.refresh();
  }

  // The record in the chosen format: text, or bytes for Shift_JIS KIF. Player names go in as headers.
  recordData(format) {
    const players = this.record.players;
    const names = players ? (this.variant === 'showgit' ? { headers: { sente: players[1], gote: players[2] } } : { tags: { Player1: players[1], Player2: players[2] } }) : {};
    return this.game.exportRecord(format, names);
  }

  exportRecord() {
    const { refs } = this;
    const format = refs.recordFormat.value === 'kif-sjis' ? 'kif' : refs.recordFormat.value;
    try {
      refs.ioText.value = this.recordData(format);
      refs.ioMessage.textContent = '';
    } catch (err) {
      refs.ioMessage.textContent = err.message;
    }
  }

  saveRecord() {
    const format = this.refs.recordFormat.value;
    let data;
    try {
      data = this.recordData(format);
    } catch (err) {
      this.refs.ioMessage.textContent = err.message;
      return;
    }
    const type = format === 'kif-sjis' ? 'text/plain;charset=Shift_JIS' : 'text/plain;charset=utf-8';
    const url = URL.createObjectURL(new Blob([data], { type }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `regalia-${this.variant}.${RECORD_FILE_EXTENSIONS[format]}` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  exportPosition() {
    this.refs.ioText.value = this.game.position();
    this.refs.ioMessage.textContent = '';
  }

  exportMoves() {
    this.refs.ioText.value = exportMoves(this.variant, this.record.start, this.record.moves);
    this.refs.ioMessage.textContent = '';
  }

  // ---- AI (offered only when the library has game.think) ----

  maybeStartAi() {
    if (!this.isAiTurn() || this.status.over || this.ai?.busy) return;
    this.ai ??= new BoardAi(this.regalia);
    const level = Number(this.record.opponent.slice(2)) || 3;
    const expected = this.record.moves.length;
    const variant = this.variant;
    this.refs.aiText.textContent = this.t('aiThinking');
    // Higher levels think longer; every level has a time limit, so the answer always comes.
    const movetimeMs = Math.min(AI_MAX_MS, 150 + level * 185);
    this.ai.think({ variant: this.variant, position: this.record.start, moves: this.record.moves, level, movetimeMs }, (info) => this.showAiInfo(info))
      .then((result) => {
        this.renderButtons();
        // null: this board stopped the request (the engine's answer is not for it any more).
        if (this.variant !== variant || this.record.moves.length !== expected || !result?.move) return;
        this.showAiInfo(result);
        const notation = result.move.notation;
        this.root.dataset.aiMove = notation;
        if (notation === 'swap' && this.canSwap) this.swap('ai');
        else {
          const move = this.legal.find((m) => m.notation === notation);
          if (move) this.playMove(move, 'ai');
        }
      })
      .catch((err) => {
        this.renderButtons();
        this.refs.status.textContent = err.message;
      });
    this.renderButtons();
  }

  showAiInfo(info) {
    if (!info) return;
    const sc = info.score;
    const score = !sc ? '–' : sc.mate !== undefined && sc.mate !== null ? `#${sc.mate}` : (sc.cp / 100).toFixed(2);
    const text = this.t('aiInfo', { depth: info.depth ?? '–', score, pv: (info.pv ?? []).slice(0, 6).join(' ') });
    this.refs.aiText.textContent = `${this.t('aiThinking')} ${text}`;
    this.lastAiInfo = text;
  }

  stopAi() {
    this.ai?.stop();
    this.aiPaused = true;
    this.renderButtons();
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

  /** Client coordinates of a square's centre (tests, automation). */
  squareCenter(square) {
    return this.view.squareCenter(square);
  }

  colourOf(colour) {
    return ARMY_COLOURS[colour];
  }

  dispose() {
    this.disposed = true;
    this.ai?.dispose();
    this.game?.dispose();
    this.game = null;
  }
}
