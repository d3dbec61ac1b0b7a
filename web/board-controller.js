// The controller of one board: turns input (web/input.js forwards pointer, keyboard and hand
// events here) into selections and moves. It owns the selection, the legal targets, the drag in
// progress and the keyboard cursor; which moves exist comes from the library's legal moves.
import { isolate } from './notation.js';

const DRAG_THRESHOLD = 5; // CSS pixels before a press becomes a drag

export class BoardController {
  constructor(app) {
    this.app = app;
    this.sel = null; // { from } | { drop } | { defection }
    this.targets = new Set();
    this.drag = null;
    this.cursor = null;
    this.cursorVisible = false;
  }

  /** Whether the person at the screen may move now. */
  canInteract() {
    const { app } = this;
    if (!app.game || app.status?.over || app.chooser.open) return false;
    if (app.interactive === 'none' || (app.interactive !== 'both' && app.interactive !== app.turn)) return false;
    if (app.aiTurns.isAiTurn()) return false;
    return true;
  }

  /** Legal moves that start with the current selection (a board square, a hand piece, a defection). */
  candidates(sel = this.sel) {
    if (!sel) return [];
    const { legal } = this.app;
    if (sel.drop) return legal.filter((m) => m.drop === sel.drop);
    if (sel.defection) return legal.filter((m) => m.defection === sel.defection && m.to && m.to !== m.from);
    return legal.filter((m) => m.from === sel.from && !m.drop && !m.defection && !m.swap);
  }

  movesFrom(square) {
    return this.candidates({ from: square });
  }

  select(sel) {
    const { app } = this;
    this.sel = sel;
    const moves = this.candidates(sel);
    this.targets = new Set(moves.map((m) => m.to));
    app.root.dataset.selected = sel ? (sel.from ?? (sel.drop ? `*${sel.drop}` : `D${sel.defection}`)) : '';
    if (sel?.from) {
      const p = app.pieceAt(sel.from);
      app.announce(app.t('selected', { piece: app.ui.pieceName(app, p), square: isolate(app.lang, sel.from), n: moves.length }));
    } else if (sel?.drop) {
      app.announce(app.t('dropSelected', { piece: app.ui.dropName(app, sel.drop), n: this.targets.size }));
    }
    app.panel.selectionChanged();
    app.redraw();
    if (sel?.from) app.emit('select', { square: sel.from, piece: app.pieceAt(sel.from) });
    else if (sel?.drop) app.emit('select', { hand: sel.drop, player: app.turn });
  }

  clearSelection() {
    const { app } = this;
    this.forget();
    app.root.dataset.selected = '';
    if (app.game) app.panel?.selectionChanged();
    app.redraw();
  }

  /** Drops the selection without redrawing (the caller redraws). */
  forget() {
    this.sel = null;
    this.targets = new Set();
  }

  /** A new game or variant: no selection and no cursor. */
  reset() {
    this.forget();
    this.cursor = null;
  }

  /** Plays the selection to `to`; asks when more than one legal move fits (promotion, castling). */
  async tryMove(to) {
    const moves = this.candidates().filter((m) => m.to === to);
    if (!moves.length) return false;
    let move = moves[0];
    if (moves.length > 1) {
      move = await this.app.chooser.choose(moves);
      if (!move) return false;
    }
    this.app.playMove(move);
    return true;
  }

  // Click (or Enter) on a square: play to a highlighted target, else (re)select.
  async activate(square) {
    if (!square || !this.canInteract()) return;
    if (this.sel && this.targets.has(square)) {
      await this.tryMove(square);
      return;
    }
    if (this.sel?.from === square) {
      this.clearSelection();
      return;
    }
    if (this.movesFrom(square).length) this.select({ from: square });
    else this.clearSelection();
  }

  // ---- pointer: click-click and drag-and-drop ----

  /** A press on the board; `capture()` takes the pointer when the press may become a drag. */
  async pressBoard(e, capture) {
    const { app } = this;
    this.cursorVisible = false;
    const square = app.view.squareAt(e.clientX, e.clientY);
    if (!square || !this.canInteract()) return;
    this.cursor = square;
    if (this.sel && this.targets.has(square)) {
      e.preventDefault();
      await this.tryMove(square);
      return;
    }
    const moves = this.movesFrom(square);
    if (!moves.length) {
      this.clearSelection();
      return;
    }
    e.preventDefault();
    app.refs.canvas.focus({ preventScroll: true });
    const wasSelected = this.sel?.from === square;
    if (!wasSelected) this.select({ from: square });
    this.startDrag(e, { from: square, piece: app.pieceAt(square), wasSelected });
    capture();
  }

  /** A press on a hand piece (a game with hands) of `player`: select it and start a drag from the hand. */
  pressHand(e, type, player) {
    const wasSelected = this.sel?.drop === type;
    if (!wasSelected) this.select({ drop: type });
    this.startDrag(e, { from: null, dropType: type, wasSelected, piece: this.app.ui.handPiece(this.app, type, player) });
  }

  startDrag(e, source) {
    this.drag = { ...source, id: e.pointerId, startX: e.clientX, startY: e.clientY, x: e.clientX, y: e.clientY, active: false };
  }

  moveDrag(e) {
    const d = this.drag;
    if (!d || d.id !== e.pointerId) return;
    d.x = e.clientX;
    d.y = e.clientY;
    if (!d.active && Math.hypot(d.x - d.startX, d.y - d.startY) > DRAG_THRESHOLD) d.active = true;
    if (d.active) this.app.redraw();
  }

  async endDrag(e) {
    const d = this.drag;
    if (!d || d.id !== e.pointerId) return;
    this.drag = null;
    if (d.active) {
      const target = this.app.view.squareAt(e.clientX, e.clientY);
      if (target && this.targets.has(target)) await this.tryMove(target);
      else this.app.redraw();
    } else if (d.wasSelected && d.from) {
      this.clearSelection();
    }
  }

  /** A release on the hand: a click on the selected hand piece deselects it, else the drag ends. */
  async releaseHand(e) {
    const d = this.drag;
    if (d && !d.active && d.wasSelected && d.dropType && d.id === e.pointerId) {
      this.drag = null;
      this.clearSelection();
      return;
    }
    await this.endDrag(e);
  }

  cancelDrag() {
    this.drag = null;
    this.app.redraw();
  }

  // ---- keyboard ----

  /** An arrow key: show the cursor, or move it by (dx, dy) on the screen; announces the square. */
  moveCursor(dx, dy) {
    const { app } = this;
    const from = this.cursor ?? this.sel?.from ?? app.kingSquare(app.turn) ?? app.ui.keyboardStart;
    this.cursor = this.cursorVisible ? app.view.neighbour(from, dx, dy) : from;
    this.cursorVisible = true;
    const piece = app.pieceAt(this.cursor);
    const content = piece ? app.ui.describePiece(app, piece) : app.t('empty');
    app.announce(app.t('cursorAt', { square: isolate(app.lang, this.cursor), content }));
    app.root.dataset.cursor = this.cursor;
    app.redraw();
  }

  /** Enter or Space on the board: show the cursor at the king first, then act on its square. */
  enter() {
    const { app } = this;
    if (!this.cursor) {
      this.cursor = app.kingSquare(app.turn);
      this.cursorVisible = true;
      app.redraw();
      return;
    }
    this.activate(this.cursor);
  }

  hideCursor() {
    this.cursorVisible = false;
    this.app.redraw();
  }

  /** Enter or Space on a hand piece: select it (or deselect) and put the cursor on its first target. */
  keyHand(type) {
    const { app } = this;
    if (this.sel?.drop === type) this.clearSelection();
    else {
      this.select({ drop: type });
      this.cursor = [...this.targets][0] ?? null;
      this.cursorVisible = true;
      app.refs.canvas.focus();
      app.redraw();
    }
  }
}
