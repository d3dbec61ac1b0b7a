// The board editor (docs/page.md "Board editor"): a mode of the component that sets up a
// position for either game. Pieces go from the palette onto the board by drag (mouse, pen,
// touch) or by picking one and clicking squares; a board piece dragged off the board is
// removed. SHOWGIT's hands, the side to move, Sovereign's owned colours and castling rights are
// fields; the SFEN / SCFEN is shown live and may be typed. By keyboard: the arrows move a cursor
// over the board, Enter or Space places the picked piece there (or lifts the piece there and puts
// it down at the next Enter), Delete or Backspace empties the square, Escape drops the pick. Whether the setup is legal is the
// library's answer (newGame with `position`): its message is shown and Play stays disabled.
import { ShowgitView } from './showgit-view.js';
import { SovereignView } from './sovereign-view.js';
import { readPosition, writePosition, squaresOf, HAND_TYPES, CASTLING_LETTERS } from './position-fields.js';
import { pieceLook, pieceLabel, drawPaletteIcon, paletteCodes, COLOUR_LETTERS } from './editor-palette.js';
import { colourName, showgitName } from './i18n.js';
import { aiLevelLabel } from './ai-level-label.js';
import { isolate } from './notation.js';

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const TEMPLATE = `
<h3 data-t="editorTitle"></h3>
<p class="rg-help" data-t="editorHelp"></p>
<div class="rg-editor-main">
  <div class="rg-editor-board"><canvas class="rg-canvas rg-editor-canvas" data-eref="canvas" role="img" tabindex="0"></canvas></div>
  <div class="rg-editor-side">
    <div class="rg-row">
      <label data-eref="ownerBox"><span data-t="editorPiecesOf"></span> <select data-eref="owner"></select></label>
      <label data-eref="colourBox"><span data-t="editorColour"></span> <select data-eref="colour"></select></label>
    </div>
    <div class="rg-editor-palette" data-eref="palette" role="group"></div>
    <div class="rg-row">
      <label><span data-t="editorTurn"></span> <select data-eref="turn"></select></label>
    </div>
    <fieldset class="rg-editor-hands" data-eref="hands"><legend data-t="editorHands"></legend></fieldset>
    <fieldset class="rg-editor-sovereign" data-eref="sovereign">
      <legend data-t="editorOwned"></legend>
      <div class="rg-row" data-eref="ownedRow"></div>
      <div class="rg-row" data-eref="castling" role="group"></div>
    </fieldset>
    <div class="rg-buttons">
      <button type="button" data-editor="start" data-t="editorStart"></button>
      <button type="button" data-editor="empty" data-t="editorEmpty"></button>
      <button type="button" data-editor="flip" data-t="flip"></button>
    </div>
    <label class="rg-io-label"><span data-t="editorPosition"></span>
      <textarea data-eref="text" rows="3" dir="ltr" spellcheck="false" autocomplete="off"></textarea></label>
    <p class="rg-editor-verdict" data-eref="verdict" role="alert"></p>
    <div class="rg-buttons">
      <button type="button" data-editor="play" data-t="editorPlay"></button>
      <label><select data-eref="level"></select></label>
      <button type="button" data-editor="play-ai" data-t="editorPlayAi"></button>
      <button type="button" data-editor="close" data-t="editorClose"></button>
    </div>
  </div>
</div>`;

export class BoardEditor {
  constructor(app) {
    this.app = app;
    this.state = null; // readPosition()'s shape, the position being set up
    this.tool = null; // the palette's piece code picked for click-to-place, or 'erase'
    this.owner = 1;
    this.colour = 'w';
    this.flipped = false;
    this.drag = null; // { code, from: square | null, pointerId, x, y, moved }
    this.cursor = null; // the keyboard cursor's square, drawn while the board has keyboard focus
    this.lifted = null; // the square whose piece the keyboard is moving
  }

  /** Builds the editor's section next to the board and its panel, when first opened (until then the component has one canvas). */
  build() {
    if (this.section) return;
    const { app } = this;
    const section = document.createElement('section');
    section.className = 'rg-editor rg-full';
    section.hidden = true;
    section.innerHTML = TEMPLATE; // a constant: nothing of a position is ever markup
    this.section = section;
    this.refs = {};
    for (const el of section.querySelectorAll('[data-eref]')) this.refs[el.dataset.eref] = el;
    app.dom.querySelector('.rg-main').after(section);
    this.wire();
  }

  get open() {
    return Boolean(this.section && !this.section.hidden);
  }

  /** Opens the editor on the position shown. */
  show() {
    this.build();
    const { app } = this;
    app.aiTurns.cancel(); // the game is hidden: the AI thinks again when it is back
    this.variant = app.variant;
    this.flipped = app.record.flipped;
    this.tool = null;
    this.cursor = null;
    this.lifted = null;
    this.squareColours = new Map();
    if (this.variant === 'sovereign') for (const row of app.game.board()) for (const sq of row) this.squareColours.set(sq.square, sq.squareColour);
    this.view = this.variant === 'showgit' ? new ShowgitView(this.refs.canvas, app.showgitPieces) : new SovereignView(this.refs.canvas);
    if (app.view?.pieceSet) this.view.pieceSet = app.view.pieceSet; // the piece set chosen for the game
    this.setText(app.game.position());
    app.dom.querySelector('.rg-main').hidden = true;
    this.section.hidden = false;
    app.root.dataset.editor = 'open';
    this.labels();
    this.render();
    this.refs.palette.querySelector('button')?.focus();
  }

  /** Back to the game (redrawn, and the AI's turn taken up again, unless a new game follows). */
  close({ refresh = true } = {}) {
    if (!this.open) return;
    this.section.hidden = true;
    this.app.dom.querySelector('.rg-main').hidden = false;
    this.app.root.dataset.editor = '';
    if (refresh && this.app.game) this.app.refresh();
  }

  /** The fixed words and choices in the language shown (after open and a language change). */
  labels() {
    const { app, refs } = this;
    const t = app.t;
    for (const el of this.section.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
    const option = (value, text) => Object.assign(document.createElement('option'), { value, textContent: text });
    refs.owner.replaceChildren(option('1', app.sideName(1)), option('2', app.sideName(2)));
    refs.owner.value = String(this.owner);
    refs.turn.replaceChildren(option('1', app.sideName(1)), option('2', app.sideName(2)));
    const colours = Object.entries(COLOUR_LETTERS).map(([letter, name]) => [letter, colourName(app.lang, name)]);
    refs.colour.replaceChildren(...colours.map(([l, n]) => option(l, n)));
    refs.colour.value = this.colour;
    refs.level.replaceChildren(...Array.from({ length: 10 }, (_, i) => option(String(i + 1), aiLevelLabel(t, this.variant, i + 1))));
    refs.level.value = String(app.aiLevel ?? 3);
    refs.level.setAttribute('aria-label', t('opponent'));
    const showgit = this.variant === 'showgit';
    refs.ownerBox.hidden = !showgit;
    refs.colourBox.hidden = showgit;
    refs.hands.hidden = !showgit;
    refs.sovereign.hidden = showgit;
    // SHOWGIT hands: a count per piece kind and player.
    const legend = refs.hands.querySelector('legend');
    refs.hands.replaceChildren(legend, ...[1, 2].map((player) => {
      const row = document.createElement('div');
      row.className = 'rg-row';
      row.append(Object.assign(document.createElement('span'), { textContent: t('handOf', { side: app.sideName(player) }) }));
      for (const type of HAND_TYPES) {
        const input = Object.assign(document.createElement('input'), { type: 'number', min: '0', max: '18', step: '1', className: 'rg-editor-count' });
        input.dataset.player = String(player);
        input.dataset.hand = type;
        input.setAttribute('aria-label', `${t('handOf', { side: app.sideName(player) })}: ${showgitName(app.lang, app.showgitPieces[type].name)}`);
        const label = Object.assign(document.createElement('label'), { className: 'rg-editor-hand' });
        label.append(Object.assign(document.createElement('span'), { textContent: showgitName(app.lang, app.showgitPieces[type].name) }), input);
        row.append(label);
      }
      return row;
    }));
    // Sovereign: each player's owned colour and the castling letters with their rook's square.
    refs.ownedRow.replaceChildren(...[0, 1].map((p) => {
      const select = document.createElement('select');
      select.dataset.owned = String(p);
      select.append(...colours.map(([l, n]) => option(l, n)));
      const label = document.createElement('label');
      label.append(Object.assign(document.createElement('span'), { textContent: `${t('player', { n: p + 1 })} ` }), select);
      return label;
    }));
    const rookSquares = { C: 'c1', E: 'e1', L: 'l1', N: 'n1', c: 'c16', e: 'e16', l: 'l16', n: 'n16' };
    refs.castling.setAttribute('aria-label', t('editorCastling'));
    refs.castling.replaceChildren(Object.assign(document.createElement('span'), { textContent: t('editorCastling') }), ...[...CASTLING_LETTERS].map((letter) => {
      const box = Object.assign(document.createElement('input'), { type: 'checkbox' });
      box.dataset.castling = letter;
      const label = document.createElement('label');
      label.append(box, document.createTextNode(` ${letter} (${rookSquares[letter]})`));
      return label;
    }));
  }

  // ---- the position being set up ----

  /** Typed or given text: shown as it is; its board read when its shape can be read. */
  setText(text) {
    const read = readPosition(this.variant, text);
    if (read) this.state = read;
    this.text = text;
    this.verdict();
  }

  /** A change made on the board or in a field: the text follows. */
  changed() {
    this.text = writePosition(this.variant, this.state);
    this.verdict();
    this.render();
  }

  /** The library's word on the text: null when a game can start from it, else its RegaliaError. */
  verdict() {
    this.error = this.app.positionError(this.variant, this.text);
  }

  place(square, code) {
    if (code) this.state.board.set(square, code);
    else this.state.board.delete(square);
    this.changed();
    this.app.announce(code ? `${pieceLabel(this.app, code)}: ${square}` : `${square}: ${this.app.t('empty')}`);
  }

  reset(kind) {
    const game = this.app.regalia.newGame(this.variant);
    const start = readPosition(this.variant, game.position());
    game.dispose();
    if (kind === 'empty') {
      start.board.clear();
      if (start.hands) start.hands = { 1: {}, 2: {} };
      if (this.variant === 'sovereign') start.castling = '';
    }
    this.state = start;
    this.changed();
  }

  /** Plays from the position set up (against the AI at the chosen level, which plays the side not to move). */
  play(ai) {
    this.verdict();
    if (this.error) return this.render();
    const level = ai ? Number(this.refs.level.value) : null;
    const turn = this.state.turn;
    this.close({ refresh: false });
    this.app.freshGame(this.variant, { position: this.text, level, aiSide: 3 - turn });
  }

  // ---- drawing ----

  render() {
    const { app, refs, state } = this;
    const t = app.t;
    if (refs.text !== refs.text.getRootNode().activeElement) refs.text.value = this.text;
    refs.verdict.textContent = this.error ? t('editorIllegal', { message: this.error.message }) : t('editorLegal');
    refs.verdict.classList.toggle('rg-error', Boolean(this.error));
    this.section.dataset.error = this.error?.code ?? '';
    for (const b of this.section.querySelectorAll('[data-editor^="play"]')) b.disabled = Boolean(this.error);
    refs.turn.value = String(state.turn);
    for (const input of this.section.querySelectorAll('[data-hand]')) {
      const n = state.hands?.[input.dataset.player]?.[input.dataset.hand] ?? 0;
      if (input !== input.getRootNode().activeElement) input.value = String(n);
    }
    for (const select of this.section.querySelectorAll('[data-owned]')) if (state.owned) select.value = state.owned[Number(select.dataset.owned)];
    for (const box of this.section.querySelectorAll('[data-castling]')) box.checked = Boolean(state.castling?.includes(box.dataset.castling));
    this.renderPalette();
    this.drawBoard();
  }

  renderPalette() {
    const { app } = this;
    const codes = paletteCodes(this.variant, { owner: this.owner, colour: this.colour });
    const buttons = codes.map((code) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'rg-editor-piece';
      b.dataset.code = code;
      b.setAttribute('aria-pressed', String(this.tool === code));
      b.setAttribute('aria-label', pieceLabel(app, code));
      b.title = pieceLabel(app, code);
      const c = Object.assign(document.createElement('canvas'), { className: 'rg-editor-icon' });
      c.setAttribute('aria-hidden', 'true');
      b.append(c);
      return b;
    });
    const erase = Object.assign(document.createElement('button'), { type: 'button', className: 'rg-editor-piece rg-editor-erase', textContent: '✕' });
    erase.dataset.code = 'erase';
    erase.setAttribute('aria-pressed', String(this.tool === 'erase'));
    erase.setAttribute('aria-label', app.t('editorErase'));
    erase.title = app.t('editorErase');
    const focused = this.refs.palette.contains(this.refs.palette.getRootNode().activeElement) ? this.refs.palette.getRootNode().activeElement.dataset.code : null;
    this.refs.palette.replaceChildren(...buttons, erase);
    this.refs.palette.setAttribute('aria-label', app.t('editorPalette'));
    for (const b of buttons) drawPaletteIcon(b.firstChild, this.variant, b.dataset.code, app);
    if (focused) this.refs.palette.querySelector(`[data-code="${CSS.escape(focused)}"]`)?.focus();
  }

  drawBoard() {
    const { view, state } = this;
    if (!view) return;
    view.flipped = this.flipped;
    const look = (code) => pieceLook(this.variant, code, this.app.showgitPieces);
    const rows = squaresOf(this.variant).map((line) => line.map((square) => {
      const code = state.board.get(square);
      if (this.variant === 'showgit') return code ? { square, ...look(code) } : null;
      return { square, squareColour: this.squareColours.get(square) ?? null, piece: code ? look(code) : null, blocked: false };
    }));
    const d = this.drag;
    const drag = d?.moved ? { from: d.from, piece: look(d.code), x: d.x, y: d.y } : null;
    const cursor = this.cursor && this.refs.canvas === this.refs.canvas.getRootNode().activeElement ? this.cursor : null;
    view.draw(rows, { drag, selected: this.lifted, targets: [], cursor });
    this.refs.canvas.setAttribute('aria-label', this.text);
  }

  // ---- input ----

  wire() {
    const { refs, section } = this;
    section.addEventListener('click', (e) => {
      const button = e.target.closest('button[data-editor]');
      if (!button) return;
      const act = {
        start: () => this.reset('start'),
        empty: () => this.reset('empty'),
        flip: () => { this.flipped = !this.flipped; this.drawBoard(); },
        play: () => this.play(false),
        'play-ai': () => this.play(true),
        close: () => this.close(),
      }[button.dataset.editor];
      act?.();
    });
    refs.owner.addEventListener('change', () => { this.owner = Number(refs.owner.value); this.tool = null; this.renderPalette(); });
    refs.colour.addEventListener('change', () => { this.colour = refs.colour.value; this.tool = null; this.renderPalette(); });
    refs.turn.addEventListener('change', () => { this.state.turn = Number(refs.turn.value); this.changed(); });
    refs.text.addEventListener('input', () => { this.setText(refs.text.value); this.render(); });
    section.addEventListener('input', (e) => {
      const el = e.target;
      if (el.dataset.hand) {
        const n = Math.max(0, Math.min(99, Math.floor(Number(el.value) || 0)));
        this.state.hands[el.dataset.player][el.dataset.hand] = n;
        this.changed();
      }
    });
    section.addEventListener('change', (e) => {
      const el = e.target;
      if (el.dataset.owned) {
        this.state.owned[Number(el.dataset.owned)] = el.value;
        this.changed();
      } else if (el.dataset.castling) {
        const set = new Set(this.state.castling);
        if (el.checked) set.add(el.dataset.castling);
        else set.delete(el.dataset.castling);
        this.state.castling = [...set].join('');
        this.changed();
      }
    });

    // A palette piece: a click picks it (or drops the pick); a drag puts it on a square.
    refs.palette.addEventListener('pointerdown', (e) => {
      const b = e.target.closest('button[data-code]');
      if (!b || b.dataset.code === 'erase' || (e.pointerType === 'mouse' && e.button !== 0)) return;
      this.startDrag(e, b.dataset.code, null, b);
    });
    refs.palette.addEventListener('click', (e) => {
      const b = e.target.closest('button[data-code]');
      if (!b || this.dragJustEnded) return;
      this.tool = this.tool === b.dataset.code ? null : b.dataset.code;
      this.renderPalette();
    });
    const canvas = refs.canvas;
    canvas.addEventListener('pointerdown', (e) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      const square = this.view.squareAt(e.clientX, e.clientY);
      if (!square) return;
      const code = this.state.board.get(square);
      // With a piece picked, a press places it (the eraser empties the square).
      if (this.tool) return this.place(square, this.tool === 'erase' ? null : this.tool);
      if (code) this.startDrag(e, code, square, canvas);
    });
    canvas.addEventListener('keydown', (e) => this.key(e));
    canvas.addEventListener('focus', () => this.drawBoard());
    canvas.addEventListener('blur', () => this.drawBoard());
    for (const target of [canvas, refs.palette]) {
      target.addEventListener('pointermove', (e) => this.moveDrag(e));
      target.addEventListener('pointerup', (e) => this.endDrag(e));
      target.addEventListener('pointercancel', () => { this.drag = null; this.drawBoard(); });
    }
  }

  /** A key on the board: the cursor, placing, lifting and removing (the file's header). */
  key(e) {
    const arrow = ARROWS[e.key];
    const act = arrow ? () => this.moveCursor(arrow[0], arrow[1])
      : e.key === 'Enter' || e.key === ' ' ? () => this.enter()
        : e.key === 'Delete' || e.key === 'Backspace' ? () => this.cursor && this.state.board.has(this.cursor) && this.place(this.cursor, null)
          : e.key === 'Escape' && (this.lifted || this.tool) ? () => this.dropPick() : null;
    if (!act || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    act();
  }

  // The cursor starts in the middle of the board; then each arrow moves it a square on the screen.
  moveCursor(dx, dy) {
    if (this.cursor) this.cursor = this.view.neighbour(this.cursor, dx, dy);
    else {
      const rows = squaresOf(this.variant);
      const middle = rows[rows.length >> 1];
      this.cursor = middle[middle.length >> 1];
    }
    const code = this.state.board.get(this.cursor);
    this.app.announce(this.app.t('cursorAt', { square: isolate(this.app.lang, this.cursor), content: code ? pieceLabel(this.app, code) : this.app.t('empty') }));
    this.drawBoard();
  }

  enter() {
    if (!this.cursor) return this.moveCursor(0, 0);
    const square = this.cursor;
    if (this.tool) return this.place(square, this.tool === 'erase' ? null : this.tool);
    if (this.lifted) {
      const from = this.lifted;
      this.lifted = null;
      if (from === square) return this.drawBoard();
      const code = this.state.board.get(from);
      this.state.board.delete(from);
      return this.place(square, code);
    }
    const code = this.state.board.get(square);
    if (!code) return;
    this.lifted = square;
    this.app.announce(this.app.t('editorLifted', { piece: pieceLabel(this.app, code), square: isolate(this.app.lang, square) }));
    this.drawBoard();
  }

  dropPick() {
    if (this.lifted) this.lifted = null;
    else {
      this.tool = null;
      this.renderPalette();
    }
    this.drawBoard();
  }

  startDrag(e, code, from, captureOn) {
    this.drag = { code, from, pointerId: e.pointerId, x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY, moved: false };
    try {
      captureOn.setPointerCapture(e.pointerId);
    } catch {
      // A synthetic pointer cannot be captured: the drag still ends on its own element.
    }
    if (from) e.preventDefault();
  }

  moveDrag(e) {
    const d = this.drag;
    if (!d || e.pointerId !== d.pointerId) return;
    d.x = e.clientX;
    d.y = e.clientY;
    if (Math.hypot(d.x - d.x0, d.y - d.y0) > 6) d.moved = true;
    if (d.moved) this.drawBoard();
  }

  endDrag(e) {
    const d = this.drag;
    if (!d || e.pointerId !== d.pointerId) return;
    this.drag = null;
    if (!d.moved) return this.drawBoard(); // a click: the palette's click event picks
    // The click that follows a drag from the palette must not pick the piece too.
    this.dragJustEnded = true;
    setTimeout(() => { this.dragJustEnded = false; }, 0);
    const square = this.view.squareAt(e.clientX, e.clientY);
    if (d.from && square === d.from) return this.drawBoard();
    if (d.from) this.state.board.delete(d.from); // moved, or dragged off the board: removed
    if (square) this.state.board.set(square, d.code);
    this.changed();
  }
}
