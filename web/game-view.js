// `el.game`: the board's game for reading. Every method reads the game the board shows at the
// time of the call (after a new game too); nothing here can change it, so the drawing and the
// game never part: moves go through the element (`el.play()`, `el.undo()`, ...).
import { RegaliaError } from '../bindings/js/errors.js';

const SHARED = ['position', 'turn', 'legalMoves', 'history', 'status', 'inCheck', 'board', 'notation', 'exportRecord'];
// A variant's own reads: its game class has them and the other's has not (bindings/js/games.js).
const OWN = {
  hands: 'SHOWGIT',
  canSwap: 'Sovereign Chess', persons: 'Sovereign Chess', armies: 'Sovereign Chess', defections: 'Sovereign Chess',
};

/** A frozen object of read methods over `current()`, the board's game of the moment. */
export function gameView(current) {
  const view = {
    get variant() {
      return current().variant;
    },
  };
  for (const name of SHARED) view[name] = (...args) => current()[name](...args);
  for (const [name, variant] of Object.entries(OWN)) {
    // The other variant's game class has no such call: the view says so with a RegaliaError.
    view[name] = (...args) => {
      const game = current();
      if (typeof game[name] !== 'function') throw new RegaliaError('not-supported', `${name}() is a ${variant} call`);
      return game[name](...args);
    };
  }
  return Object.freeze(view);
}
