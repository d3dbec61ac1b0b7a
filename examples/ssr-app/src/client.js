// The browser's half: the board's markup came from the server; defining the element (a dynamic
// import, so the page's own script stays small) upgrades it in place and starts the game.
const board = document.querySelector('regalia-board');
const list = document.getElementById('moves');

board.addEventListener('move', (event) => {
  const item = document.createElement('li');
  item.textContent = event.detail.move.notation;
  item.dataset.by = event.detail.by;
  list.append(item);
});

await import('regalia-games/embed');
