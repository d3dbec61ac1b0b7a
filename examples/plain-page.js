// The package used from a relative path, no bundler: the browser entry finds the .wasm itself.
import { load } from '../bindings/js/browser.js';

const regalia = await load();
const game = regalia.newGame('showgit');
const list = document.getElementById('moves');
for (const move of game.legalMoves()) {
  const item = document.createElement('li');
  item.textContent = `${move.name} ${move.notation}`;
  list.append(item);
}
document.body.dataset.ready = String(list.children.length);
game.dispose();
