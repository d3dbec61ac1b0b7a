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

export class BoardAi {
  #regalia;
  #controller = null;
  #hurried = null; // the controller whose abort is a "move now", not a stop

  constructor(regalia) {
    this.#regalia = regalia;
  }

  /** Whether this board's request is queued or running. */
  get busy() {
    return this.#controller !== null;
  }

  /**
   * The engine's answer for { variant, position, moves } at { level, movetimeMs } or { level,
   * clock } (the AI's time on a game clock, docs/api.md "game.think"): its result (move as a move
   * object), or null when stop() came first. `onInfo` gets the progress.
   */
  async think({ variant, position, moves, ...limits }, onInfo) {
    this.stop();
    const controller = new AbortController();
    this.#controller = controller;
    try {
      const engine = await this.#regalia.engine();
      const result = await engine.think({ variant, position, moves }, { ...limits, signal: controller.signal, onInfo });
      return controller.signal.aborted && this.#hurried !== controller ? null : result;
    } catch (err) {
      if (controller.signal.aborted) return null;
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
