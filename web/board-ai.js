// One board's AI requests to the page's engine (regalia.engine(): one worker for the whole page,
// shared by every board, whose requests queue in order). A board aborts only its own request:
// stop() ends its search at once through the engine's stop channel, and the answer of a stopped
// turn is dropped (null), so a board never plays a move it no longer asked for. moveNow() ends it
// the same way but keeps the answer: the engine resolves an aborted search with its best move so
// far (docs/api.md "The engine").

/** Whether this library build has the AI (a build without it makes the page hide the AI). */
export function aiAvailable(game) {
  return typeof game?.think === 'function';
}

// What a budgeted think keeps back for its answer's way back (the worker's message, the move
// played and drawn), and the least time its search gets.
const ANSWER_MS = 100;
const MIN_SEARCH_MS = 100;

export class BoardAi {
  #engines; // its engine() gives the page's engine (web/page-engine.js)
  #started = false; // whether this board's requests have found the engine's worker up
  #controller = null;
  #hurried = null; // the controller whose abort is a "move now", not a stop

  constructor(engines) {
    this.#engines = engines;
  }

  /** Whether this board's request is queued or running. */
  get busy() {
    return this.#controller !== null;
  }

  /**
   * The engine's answer for { variant, position, moves } at { level, movetimeMs }, { level, clock }
   * (the AI's time on a game clock, docs/api.md "game.think") or { level, budgetMs }: its result
   * (move as a move object), or null when stop() came first. `onInfo` gets the progress.
   * `budgetMs` is the page's own limit: the answer is due that long after this call, so what
   * comes before the search (the engine's start at the first request, the trip to its worker)
   * and the way back are taken off the search's time.
   */
  async think({ variant, position, moves, budgetMs, ...limits }, onInfo) {
    this.stop();
    const begun = performance.now();
    const controller = new AbortController();
    this.#controller = controller;
    const { signal } = controller;
    try {
      const engine = await this.#engines.engine();
      const target = { variant, position, moves };
      if (budgetMs !== undefined) {
        // The first request starts the engine's worker (its script, the wasm, the game's tables):
        // a depth-1 search of the same position, on the turn's time like the rest.
        if (!this.#started) {
          const first = await engine.think(target, { depth: 1, signal });
          this.#started = true;
          if (signal.aborted) return this.#hurried === controller ? first : null;
        }
        limits.movetimeMs = Math.max(MIN_SEARCH_MS, Math.round(budgetMs - (performance.now() - begun) - ANSWER_MS));
      }
      const result = await engine.think(target, { ...limits, signal, onInfo });
      return signal.aborted && this.#hurried !== controller ? null : result;
    } catch (err) {
      if (signal.aborted) return null;
      throw err;
    } finally {
      if (this.#controller === controller) this.#controller = null;
    }
  }

  /** Ends this board's search now; think() then resolves with the engine's best move so far. */
  moveNow() {
    this.#hurried = this.#controller;
    this.#controller?.abort();
  }

  /** Ends this board's request (the engine and other boards' requests go on). */
  stop() {
    this.#controller?.abort();
    this.#controller = null;
  }

  dispose() {
    this.stop();
  }
}
