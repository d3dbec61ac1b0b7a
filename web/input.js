// Input for one board component: pointer events (mouse, pen and touch alike) for click-click and
// drag-and-drop on the canvas and from the hands, the keyboard cursor on the canvas (arrow keys,
// Enter/Space, Escape), the panel's buttons, and the move tree's keys and move list
// (docs/page.md "Reading the game"). It only forwards: the controller (web/board-controller.js)
// and the app decide, with the API.
import { labelRoles } from './handicap-chooser.js';
import { listedNode, toggleVariations } from './move-list.js';
import { showCustomFields } from './time-controls.js';

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
// Steps through the move tree; ↑ ↓ pick another variation of the move shown.
const TREE_KEYS = { ArrowLeft: 'previous', ArrowRight: 'next', Home: 'first', End: 'last', ArrowUp: 'up', ArrowDown: 'down' };

/** Whether keys typed at `el` are its own (text fields and menus). */
function ownsKeys(el) {
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

export function attachInput(app) {
  const { refs, controller } = app;
  const root = app.dom; // where the panel's buttons are (the shadow root's content in an element)
  const canvas = refs.canvas;

  // ---- the board canvas ----
  let focusedByPointer = false; // the board took the focus from a press, not from Tab
  canvas.addEventListener('pointerdown', async (e) => {
    focusedByPointer = true;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    await controller.pressBoard(e, () => canvas.setPointerCapture(e.pointerId));
  });
  canvas.addEventListener('pointermove', (e) => controller.moveDrag(e));
  canvas.addEventListener('pointerup', (e) => controller.endDrag(e));
  canvas.addEventListener('pointercancel', () => controller.cancelDrag());

  // The arrows move the board's cursor when the board is used by keyboard (reached by Tab, or
  // its cursor shown); after a click on the board they step through the moves.
  const keyboardBoard = () => controller.cursorVisible || !focusedByPointer;
  canvas.addEventListener('keydown', (e) => {
    if (!app.game) return;
    const arrow = ARROWS[e.key];
    if (arrow && keyboardBoard()) {
      e.preventDefault();
      controller.moveCursor(arrow[0], arrow[1]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      controller.enter();
    } else if (e.key === 'Escape') {
      controller.clearSelection();
    }
  });
  canvas.addEventListener('focus', () => app.redraw());

  // ---- the move tree: keys anywhere in the component but the board and text fields, and on
  // the page's body for the full page; a click on a move shows it ----
  const treeKey = (e) => {
    const step = TREE_KEYS[e.key];
    // The board editor (web/board-editor.js) hides the game: its keys are not steps through it.
    if (!step || !app.game || app.editor?.open || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
    if (ownsKeys(e.composedPath()[0] ?? e.target)) return;
    // ↑ ↓ keep scrolling the page where there is no other variation to pick.
    if (app.navigate(step) || (step !== 'up' && step !== 'down')) e.preventDefault();
  };
  root.addEventListener('keydown', treeKey, { signal: app.listening.signal });
  if (app.options.documentKeys) {
    document.addEventListener('keydown', (e) => {
      if (e.target === document.body || e.target === document.documentElement) treeKey(e);
    }, { signal: app.listening.signal });
  }
  refs.moveList.addEventListener('click', (e) => {
    if (e.target.closest('button')) return; // a fold button: the panel's actions below
    const node = listedNode(refs.moveList, e.target.closest('[data-node]'));
    if (node) app.showNode(node);
  });
  canvas.addEventListener('blur', () => {
    focusedByPointer = false;
    controller.hideCursor();
  });

  // ---- the hands (SHOWGIT): press to select, drag onto the board, or click then click a square ----
  for (const hand of [refs.handTop, refs.handBottom]) {
    hand.addEventListener('pointerdown', (e) => {
      const button = e.target.closest('button[data-drop]');
      if (!button || button.disabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
      e.preventDefault();
      controller.pressHand(e, button.dataset.drop, Number(button.dataset.player));
      // Capture on the hand, whose element stays while the hand is redrawn.
      hand.setPointerCapture(e.pointerId);
    });
    hand.addEventListener('pointermove', (e) => controller.moveDrag(e));
    hand.addEventListener('pointerup', (e) => controller.releaseHand(e));
    hand.addEventListener('pointercancel', () => controller.cancelDrag());
    // Keyboard: Enter/Space on a hand piece selects it (a pointer press already did).
    hand.addEventListener('click', (e) => {
      const button = e.target.closest('button[data-drop]');
      if (!button || e.detail !== 0) return;
      controller.keyHand(button.dataset.drop);
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
      undo: () => app.pressUndo(),
      redo: () => app.redo(),
      flip: () => app.flipBoard(),
      new: () => app.askNewGame(),
      'confirm-new': () => app.newGame(),
      'cancel-new': () => app.closeNewGameQuestion(),
      import: () => app.recordIo.importText(),
      'export-position': () => app.recordIo.exportPosition(),
      'export-moves': () => app.recordIo.exportMoves(),
      'export-record': () => app.recordIo.exportRecord(),
      'save-record': () => app.recordIo.saveRecord(),
      defect: () => app.panel.defect?.(),
      swap: () => app.swap(),
      'move-now': () => app.aiTurns.moveNow(),
      pause: () => app.aiTurns.pause(),
      resume: () => app.aiTurns.resume(),
      resign: () => app.flow.askResign(),
      'resign-as': () => app.flow.resign(Number(button.dataset.side)),
      'cancel-resign': () => app.closeQuestions(),
      'offer-draw': () => app.flow.offerDraw(),
      'accept-draw': () => app.flow.acceptDraw(),
      'decline-draw': () => app.flow.declineDraw(),
      'hide-banner': () => app.hideBanner(),
      rematch: () => app.flow.rematch(false),
      'rematch-swap': () => app.flow.rematch(true),
      'promote-variation': () => app.promoteVariation(),
      'delete-variation': () => app.deleteVariation(),
      'fold-variations': () => toggleVariations(app, button),
      'edit-position': () => app.openEditor().catch((err) => { app.refs.status.textContent = err.message; }),
    };
    actions[button.dataset.action]?.();
  });
  refs.lang.addEventListener('change', () => app.setLanguage(refs.lang.value));
  refs.opponentSelect.addEventListener('change', () => app.changeOpponent(refs.opponentSelect.value));
  refs.handicapSelect.addEventListener('change', () => labelRoles(app));
  refs.timeSelect.addEventListener('change', () => showCustomFields(app));
  refs.timeKind.addEventListener('change', () => showCustomFields(app));
  refs.fileInput.addEventListener('change', () => {
    const file = refs.fileInput.files?.[0];
    if (file) file.arrayBuffer().then((buffer) => app.recordIo.importRecord(new Uint8Array(buffer)));
    refs.fileInput.value = '';
  });
}
