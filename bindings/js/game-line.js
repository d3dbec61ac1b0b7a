// A game kept at the end of a line of moves from a start position, and moved to the next line
// asked for by taking back the moves the two lines do not share and playing the rest: the next
// turn of a long game costs its new moves, not a replay from the start. The engine's worker
// keeps its games this way (engine-worker.js), and so does the page's thinking box for the
// AI's line (web/ai-info-text.js).
import { RegaliaError } from './errors.js';

export class GameLine {
  #position = null; // the start position the game was last set to
  #moves = null; // the moves played on it since; null when not known (a failed set, forget())

  /** `game`: a library game, owned by the caller. */
  constructor(game) {
    this.game = game;
  }

  /**
   * Sets the game to `position` (a position text) with `moves` (notation strings) played, and
   * returns it. A move the game refuses throws a RegaliaError naming it by its number.
   */
  set(position, moves) {
    const { game } = this;
    let kept = 0;
    if (this.#moves && this.#position === position) {
      const shared = Math.min(this.#moves.length, moves.length);
      while (kept < shared && this.#moves[kept] === moves[kept]) ++kept;
    }
    this.#moves = null; // unknown until every move is in
    if (kept > 0) {
      for (let n = game.history().length - kept; n > 0; --n) game.undo();
    } else {
      game.setPosition(position);
      this.#position = position;
    }
    for (let i = kept; i < moves.length; ++i) {
      try {
        game.play(moves[i]);
      } catch (err) {
        throw new RegaliaError(err.code ?? 'illegal-move', `move ${i + 1} ('${moves[i]}'): ${err.message}`);
      }
    }
    this.#moves = moves.slice();
    return game;
  }

  /** The game was moved by other hands: the next set() starts from the position again. */
  forget() {
    this.#moves = null;
  }
}
