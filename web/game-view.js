// `el.game`: the board's game for reading. Every method reads the game the board shows at the
// time of the call (after a new game too); nothing here can change it, so the drawing and the
// game never part: moves go through the element (`el.play()`, `el.undo()`, ...).
const READS = [
  'position', 'turn', 'legalMoves', 'history', 'status', 'inCheck', 'board', 'notation', 'exportRecord',
  'hands', // SHOWGIT
  'canSwap', 'persons', 'armies', 'defections', // Sovereign Chess
];

/** A frozen object of read methods over `current()`, the board's game of the moment. */
export function gameView(current) {
  const view = {
    get variant() {
      return current().variant;
    },
  };
  for (const name of READS) {
    // A variant's own read on the other variant throws the library's RegaliaError 'not-supported'.
    view[name] = (...args) => current()[name](...args);
  }
  return Object.freeze(view);
}
