// Input for one board component: pointer events (mouse, pen and touch alike) for click-click and
// drag-and-drop on the canvas and from the hands, the keyboard cursor on the canvas (arrow keys,
// Enter/Space, Escape), and the panel's buttons. It only forwards: the app decides with the API.

import { showgitName, sovereignPieceName } from './i18n.js';

const DRAG_THRESHOLD = 5; // CSS pixels before a press becomes a drag

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function attachInput(app) {
  const { refs } = app;
  const root = app.dom; // where the panel's buttons are (the shadow root's content in an element)
  const canvas = refs.canvas;

  // Click (or Enter) on a square: play to a highlighted target, else (re)select.
  async function activate(square) {
    if (!square || !app.canInteract()) return;
    if (app.sel && app.targets.has(square)) {
      await app.tryMove(square);
      return;
    }
    if (app.sel?.from === square) {
      app.clearSelection();
      return;
    }
    if (app.movesFrom(square).length) app.select({ from: square });
    else app.clearSelection();
  }

  function startDrag(e, source) {
    app.drag = { ...source, id: e.pointerId, startX: e.clientX, startY: e.clientY, x: e.clientX, y: e.clientY, active: false };
  }

  function moveDrag(e) {
    const d = app.drag;
    if (!d || d.id !== e.pointerId) return;
    d.x = e.clientX;
    d.y = e.clientY;
    if (!d.active && Math.hypot(d.x - d.startX, d.y - d.startY) > DRAG_THRESHOLD) d.active = true;
    if (d.active) app.redraw();
  }

  async function endDrag(e) {
    const d = app.drag;
    if (!d || d.id !== e.pointerId) return;
    app.drag = null;
    if (d.active) {
      const target = app.view.squareAt(e.clientX, e.clientY);
      if (target && app.targets.has(target)) await app.tryMove(target);
      else app.redraw();
    } else if (d.wasSelected && d.from) {
      app.clearSelection();
    }
  }

  // ---- the board canvas ----
  canvas.addEventListener('pointerdown', async (e) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    app.cursorVisible = false;
    const square = app.view.squareAt(e.clientX, e.clientY);
    if (!square || !app.canInteract()) return;
    app.cursor = square;
    if (app.sel && app.targets.has(square)) {
      e.preventDefault();
      await app.tryMove(square);
      return;
    }
    const moves = app.movesFrom(square);
    if (!moves.length) {
      app.clearSelection();
      return;
    }
    e.preventDefault();
    canvas.focus({ preventScroll: true });
    const wasSelected = app.sel?.from === square;
    if (!wasSelected) app.select({ from: square });
    startDrag(e, { from: square, piece: app.pieceAt(square), wasSelected });
    canvas.setPointerCapture(e.pointerId);
  });
  canvas.addEventListener('pointermove', moveDrag);
  canvas.addEventListener('pointerup', endDrag);
  canvas.addEventListener('pointercancel', () => {
    app.drag = null;
    app.redraw();
  });

  canvas.addEventListener('keydown', (e) => {
    if (!app.game) return;
    const arrow = ARROWS[e.key];
    if (arrow) {
      e.preventDefault();
      const from = app.cursor ?? app.sel?.from ?? app.kingSquare(app.turn) ?? (app.variant === 'showgit' ? '5e' : 'h8');
      app.cursor = app.cursorVisible ? app.view.neighbour(from, arrow[0], arrow[1]) : from;
      app.cursorVisible = true;
      const piece = app.pieceAt(app.cursor);
      const content = piece ? describePiece(app, piece) : app.t('empty');
      app.announce(app.t('cursorAt', { square: app.cursor, content }));
      app.root.dataset.cursor = app.cursor;
      app.redraw();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!app.cursor) {
        app.cursor = app.kingSquare(app.turn);
        app.cursorVisible = true;
        app.redraw();
        return;
      }
      activate(app.cursor);
    } else if (e.key === 'Escape') {
      app.clearSelection();
    }
  });
  canvas.addEventListener('focus', () => app.redraw());
  canvas.addEventListener('blur', () => {
    app.cursorVisible = false;
    app.redraw();
  });

  // ---- the hands (SHOWGIT): press to select, drag onto the board, or click then click a square ----
  for (const hand of [refs.handTop, refs.handBottom]) {
    hand.addEventListener('pointerdown', (e) => {
      const button = e.target.closest('button[data-drop]');
      if (!button || button.disabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
      e.preventDefault();
      const type = button.dataset.drop;
      const wasSelected = app.sel?.drop === type;
      const info = app.showgitPieces[type];
      const player = Number(button.dataset.player);
      if (!wasSelected) app.select({ drop: type });
      startDrag(e, { from: null, dropType: type, wasSelected, piece: { type, owner: player, name: player === 1 ? info.name : info.secondPlayerName, promoted: false } });
      // Capture on the hand, whose element stays while the hand is redrawn.
      hand.setPointerCapture(e.pointerId);
    });
    hand.addEventListener('pointermove', moveDrag);
    hand.addEventListener('pointerup', async (e) => {
      const d = app.drag;
      if (d && !d.active && d.wasSelected && d.dropType && d.id === e.pointerId) {
        app.drag = null;
        app.clearSelection();
        return;
      }
      await endDrag(e);
    });
    hand.addEventListener('pointercancel', () => {
      app.drag = null;
      app.redraw();
    });
    // Keyboard: Enter/Space on a hand piece selects it (a pointer press already did).
    hand.addEventListener('click', (e) => {
      const button = e.target.closest('button[data-drop]');
      if (!button || e.detail !== 0) return;
      const type = button.dataset.drop;
      if (app.sel?.drop === type) app.clearSelection();
      else {
        app.select({ drop: type });
        app.cursor = [...app.targets][0] ?? null;
        app.cursorVisible = true;
        canvas.focus();
        app.redraw();
      }
    });
  }

  // ---- panel controls ----
  root.addEventListener('click', (e) => {
    const button = e.target.closest('button[data-action], button[data-variant]');
    if (!button || !root.contains(button)) return;
    if (button.dataset.variant) {
      if (button.dataset.variant !== app.variant) app.switchVariant(button.dataset.variant);
      return;
    }
    const actions = {
      undo: () => app.undo(),
      redo: () => app.redo(),
      flip: () => app.flipBoard(),
      new: () => app.newGame(),
      import: () => app.importText(),
      'export-position': () => app.exportPosition(),
      'export-moves': () => app.exportMoves(),
      'export-record': () => app.exportRecord(),
      'save-record': () => app.saveRecord(),
      defect: () => app.defect(),
      swap: () => app.swap(),
      stop: () => app.stopAi(),
    };
    actions[button.dataset.action]?.();
  });
  refs.lang.addEventListener('change', () => app.setLanguage(refs.lang.value));
  refs.fileInput.addEventListener('change', () => {
    const file = refs.fileInput.files?.[0];
    if (file) file.arrayBuffer().then((buffer) => app.importRecord(new Uint8Array(buffer)));
    refs.fileInput.value = '';
  });
}

function describePiece(app, piece) {
  if (app.variant === 'showgit') return `${showgitName(app.lang, piece.name)} (${app.sideName(piece.owner)})`;
  return sovereignPieceName(app.lang, piece.colour, piece.type);
}
