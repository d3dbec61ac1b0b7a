// The move list: the game's move tree (web/move-tree.js) in readable notation (the game's own
// words). The main line is one item per move, laid out by board.css two to a row, a move pair
// per row (when the second player made the first move, a "…" cell opens the first row so the
// pairs stay aligned). After a pair whose moves have alternatives comes a full-width row with
// those variations, each a line of moves with its own variations in parentheses, folded and
// unfolded by its button. The move shown is marked current and scrolled into view; a click on
// any move shows it (docs/page.md "Reading the game"). Rendering writes only; scrolling the move
// shown into view reads the layout, so the board calls showCurrentMove() after its other writes
// and its drawing (one layout per refresh, not two).

import { moveNodes } from './notation.js';

/** The nodes of the items rendered, by their data-node index (for clicks). */
const listed = new WeakMap();
/** The forks (main-line nodes with variations) of each variation row. */
const rowForks = new WeakMap();

export function renderMoveList(app) {
  const list = app.refs.moveList;
  const { tree } = app.session;
  const { current } = tree;
  const nodes = [];
  // The side that moved first (the library's side to move at the start position).
  const offset = app.moverOf(0) === 2 ? 1 : 0;
  const pairOf = (n) => Math.floor((n.ply - 1 + offset) / 2) + 1;
  const opensPair = (n) => (n.ply - 1 + offset) % 2 === 0;
  const mark = (el, n) => {
    el.dataset.node = String(nodes.push(n) - 1);
    el.dataset.notation = n.move;
    if (n === current) el.setAttribute('aria-current', 'true');
  };
  // A fork whose variations hold the node shown is never folded.
  for (let n = current; n.parent; n = n.parent) if (n.parent.children[0] !== n) n.parent.folded = false;

  // A variation from its first move `first` (a child of `parent`), its own variations nested.
  // Calls nest as deep as the variations do, not as long as a line is.
  const line = (first, parent) => {
    const el = Object.assign(document.createElement('span'), { className: 'rg-line' });
    let numbered = true; // the next move restates its number (a line's first, or after a nested one)
    for (let at = parent, n = first; n; at = n, n = n.children[0]) {
      const move = document.createElement('span');
      move.className = 'rg-vmove';
      const number = opensPair(n) ? `${pairOf(n)}. ` : numbered ? `${pairOf(n)}… ` : '';
      move.append(number, ...moveNodes(app, n.info, n.ply - 1));
      mark(move, n);
      el.append(move, ' ');
      numbered = false;
      if (n !== first && at.children.length > 1) {
        for (const v of at.children.slice(1)) el.append('(', line(v, at), ') ');
        numbered = true;
      }
    }
    return el;
  };

  // The full-width row of the variations at the forks of one move pair.
  const variationRow = (forks) => {
    const li = Object.assign(document.createElement('li'), { className: 'rg-var' });
    const folded = forks.every((f) => f.folded);
    const fold = Object.assign(document.createElement('button'), { type: 'button', className: 'rg-fold', textContent: folded ? '▸' : '▾' });
    fold.dataset.action = 'fold-variations';
    fold.dataset.fork = String(forks[0].ply);
    fold.setAttribute('aria-expanded', String(!folded));
    fold.setAttribute('aria-label', app.t(folded ? 'showVariations' : 'hideVariations'));
    li.dataset.folded = String(folded);
    rowForks.set(li, forks);
    const lines = Object.assign(document.createElement('div'), { className: 'rg-lines' });
    for (const fork of forks) {
      for (const v of fork.children.slice(1)) {
        const row = Object.assign(document.createElement('div'), { className: 'rg-line-row' });
        row.append(line(v, fork));
        lines.append(row);
      }
    }
    li.append(fold, lines);
    return li;
  };

  const items = [];
  if (offset && tree.root.children.length) {
    const gap = Object.assign(document.createElement('li'), { textContent: '…', className: 'rg-gap rg-first', ariaHidden: 'true' });
    gap.dataset.pair = '1';
    items.push(gap);
  }
  let forks = [];
  for (let n = tree.root.children[0]; n; n = n.children[0]) {
    const li = document.createElement('li');
    li.append(...moveNodes(app, n.info, n.ply - 1));
    if (opensPair(n)) {
      li.className = 'rg-first';
      li.dataset.pair = String(pairOf(n));
    }
    mark(li, n);
    items.push(li);
    if (n.parent.children.length > 1) forks.push(n.parent);
    const next = n.children[0];
    if (forks.length && (!next || opensPair(next))) {
      items.push(variationRow(forks));
      forks = [];
    }
  }
  if (!items.length) {
    items.push(Object.assign(document.createElement('li'), { textContent: app.t('noMoves'), className: 'rg-empty' }));
  }
  list.replaceChildren(...items);
  listed.set(list, nodes);
  app.refs.treeTools.setAttribute('aria-label', app.t('variationTools'));
}

/** Keeps the move shown in the list's view, scrolling the list only (never the page). */
export function showCurrentMove(app) {
  const list = app.refs.moveList;
  const el = list.querySelector('[aria-current="true"]');
  if (!el) {
    list.scrollTop = 0;
    return;
  }
  const box = list.getBoundingClientRect();
  const at = el.getBoundingClientRect();
  if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
  else if (at.top < box.top) list.scrollTop -= box.top - at.top;
}

/** The tree node an item (or a fold button) of the list stands for, or null. */
export function listedNode(list, el) {
  const index = el?.dataset.node;
  return index === undefined ? null : listed.get(list)?.[Number(index)] ?? null;
}

/** Folds or unfolds the variations of one row (its forks' `folded` marks, kept in memory only). */
export function toggleVariations(app, button) {
  const list = app.refs.moveList;
  const forks = rowForks.get(button.closest('.rg-var')) ?? [];
  const folded = !forks.every((f) => f.folded);
  // Folding away the move shown shows the position it branched from instead.
  for (let n = app.session.node; folded && n.parent; n = n.parent) {
    if (forks.includes(n.parent) && n.parent.children[0] !== n) app.showNode(n.parent);
  }
  for (const f of forks) f.folded = folded;
  renderMoveList(app);
  showCurrentMove(app);
  list.querySelector(`.rg-fold[data-fork="${forks[0]?.ply}"]`)?.focus();
}
