// The page: loads the library, keeps one game, draws it and forwards input. No rules here.
import { load } from '../bindings/js/browser.js';
import { ShowgitView } from './showgit-view.js';

const app = document.getElementById('app');
const canvas = document.getElementById('board');
const statusLine = document.getElementById('status');
const moveCount = document.getElementById('move-count');

function fitCanvas() {
  const ratio = window.devicePixelRatio || 1;
  const cssSize = Math.min(canvas.parentElement.clientWidth || 640, 640);
  canvas.width = Math.round(cssSize * ratio);
  canvas.height = Math.round(cssSize * ratio);
}

async function main() {
  const regalia = await load();
  const game = regalia.newGame('showgit');
  const view = new ShowgitView(canvas, regalia.pieces('showgit'));
  const render = () => {
    fitCanvas();
    view.draw(game.board());
    const moves = game.legalMoves();
    moveCount.textContent = `${moves.length} legal moves`;
    statusLine.textContent = game.turn() === 1 ? 'STAR (first player) to move' : 'TIME (second player) to move';
    app.dataset.variant = game.variant;
    app.dataset.position = game.position();
    app.dataset.legalMoves = String(moves.length);
  };
  render();
  window.addEventListener('resize', render);
  app.dataset.ready = 'true';
}

main().catch((err) => {
  statusLine.textContent = `Could not start: ${err.message}`;
  app.dataset.ready = 'error';
  console.error(err);
});
