// The move list: one item per move in readable notation (the game's own words), the latest
// marked current and scrolled into view. board.css lays the items out two to a row, a move pair
// per row; when the second player made the first move, a "…" cell opens the first row so the
// pairs stay aligned.
export function renderMoveList(app) {
  const list = app.refs.moveList;
  const { history } = app;
  const items = history.map((move, i) => {
    const li = document.createElement('li');
    li.textContent = app.moveText(move, i);
    li.dataset.notation = move.notation;
    if (i === history.length - 1) li.setAttribute('aria-current', 'true');
    return li;
  });
  const firstMover = history.length % 2 === 0 ? app.turn : 3 - app.turn;
  if (items.length && firstMover === 2) {
    items.unshift(Object.assign(document.createElement('li'), { textContent: '…', className: 'rg-gap', ariaHidden: 'true' }));
  }
  list.replaceChildren(...items);
  if (!items.length) {
    const li = Object.assign(document.createElement('li'), { textContent: app.t('noMoves'), className: 'rg-empty' });
    list.append(li);
  }
  list.scrollTop = list.scrollHeight;
}
