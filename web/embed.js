// Embedding the board in any page: `<regalia-board game="showgit" level="3">` or
// `mount(element, options)`. One module script tag loads it; the stylesheet is linked next to
// this file (style-src 'self' is enough) and the wasm is found relative to the package, so a host
// page under `script-src 'self' 'wasm-unsafe-eval'` needs nothing else.
import { BoardApp } from './board-app.js';
import { RegaliaBoardElement } from './board-element.js';
import { STYLESHEET } from './stylesheet-url.js';
import { gameView } from './game-view.js';
import { checkShapes } from './board-shapes.js';
import { EvalBar } from './eval-bar.js';
import { EvalGraph } from './eval-graph.js';

export { RegaliaBoardElement, EvalBar, EvalGraph };

// mount() builds the board in the light DOM of the caller's element, so its stylesheet goes in
// the document (the element, with its shadow root, needs none there).
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
 *  - controls: 'full' (default) | 'minimal' | 'none'
 * Resolves to the board: .game (for reading), .play(), .undo(), .redo(), .flipBoard(), .setShapes(),
 * .setLanguage(), .squareCenter(), .dispose(). The board dispatches its events (ready, select,
 * move, undo, gameover: docs/page.md "Events") on `element`.
 */
export async function mount(element, options = {}) {
  ensureStylesheet(element.ownerDocument);
  const app = new BoardApp(element, { variantSwitch: false, ...options });
  // What the caller gets: the game to read, and moves only through the board, as the element.
  const view = gameView(() => app.game);
  const board = Object.freeze({
    get game() {
      return view;
    },
    get variant() {
      return app.variant;
    },
    get lang() {
      return app.lang;
    },
    play: (move) => app.playFromApi(move),
    undo: () => app.undo(),
    redo: () => app.redo(),
    flipBoard: () => app.flipBoard(),
    setLanguage: (lang) => app.setLanguage(lang),
    squareCenter: (square) => app.squareCenter(square),
    setShapes: (shapes) => app.setShapes({ variant: app.variant, list: checkShapes(shapes, app.variant, app.game.turn()) }),
    dispose: () => app.dispose(),
  });
  app.options.api = board;
  await app.start();
  return board;
}

if (typeof customElements !== 'undefined' && !customElements.get('regalia-board')) {
  customElements.define('regalia-board', RegaliaBoardElement);
}
