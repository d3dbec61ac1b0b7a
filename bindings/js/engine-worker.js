// The engine's worker, whatever starts it (engine-worker-web.js in browsers, engine-worker-node.js
// in node): answers the requests of engine.js one at a time. It keeps one game per variant for
// its whole life, because a game's AI holds the hash table: each request sets that game to the
// request's position and moves (game.setPosition keeps what the AI learnt) and searches it.
// Every failure is answered as { code, message }; the worker itself goes on serving. A request
// that goes on from the last one (the next turn of the same game) plays only its new moves.
//
// While a request is being answered the worker says it is alive at least every BEAT_MS (a
// message { type: 'alive' }): from a timer while it waits (for the wasm to load), and from the
// search's own stop poll while it is busy in wasm. engine.js takes a silence much longer than
// that as a worker that was ended without an `error` event, or hangs (docs/api.md "Order,
// errors and dispose").
import { RegaliaError } from './errors.js';
import { stopChecker } from './stop-signal.js';
import { GameLine } from './game-line.js';

export const BEAT_MS = 100;

function errorAnswer(id, err) {
  const code = err instanceof RegaliaError || typeof err?.code === 'string' ? err.code : 'engine-failed';
  return { id, type: 'error', error: { code, message: String(err?.message ?? err) } };
}

/**
 * Serves requests from the library `load()` gives (asked at each request: a failed load is tried
 * again) and answers through `post`. Returns the handler for each message the main thread sends.
 */
export function serveEngine(load, post) {
  const games = new Map(); // variant -> { line (game-line.js), start }
  let previous = Promise.resolve();
  let pending = 0; // requests received and not yet answered
  let timer = null;
  let lastBeat = 0;

  const beat = () => {
    const now = performance.now();
    if (now - lastBeat < BEAT_MS) return;
    lastBeat = now;
    post({ type: 'alive' });
  };
  // The search polls shouldStop about every 1,024 nodes: each poll may say the worker is alive.
  const beating = (shouldStop) => () => {
    beat();
    return shouldStop();
  };

  // One game per variant and set of rules (a SHOWGIT ply limit or impasse rule lives in the game).
  function gameFor(regalia, variant, rules) {
    const key = rules ? `${variant} ${rules.impasse} ${rules.maxPlies}` : variant;
    if (!games.has(key)) {
      const game = regalia.newGame(variant, rules ? { rules } : {});
      games.set(key, { line: new GameLine(game), start: game.position() });
    }
    return games.get(key);
  }

  // The request's position, with each move's failure named by its number (game-line.js: a
  // request that goes on from the last one plays only its new moves).
  function setUp(regalia, { variant, position, moves, rules }) {
    const { line, start } = gameFor(regalia, variant, rules);
    return line.set(position ?? start, moves);
  }

  // Game review: every position of the game searched in turn, each reported as it is done, until
  // the last one or the stop. A position whose search the stop cut short is left out.
  function review(regalia, request, stop) {
    const { id, variant, position, moves, rules, options } = request;
    setUp(regalia, request); // every move checked before any search
    const game = setUp(regalia, { variant, position, moves: [], rules });
    gameFor(regalia, variant, rules).line.forget(); // the review plays on from here itself
    const entries = [];
    for (let ply = 0; ply <= moves.length; ++ply) {
      if (stop.shouldStop()) break; // a short search may poll no stop at all
      if (ply > 0) game.play(moves[ply - 1]);
      const { over, winner } = game.status();
      const entry = { turn: game.turn(), over, winner, score: null, depth: 0, nodes: 0, best: null, pv: [] };
      if (!over) {
        const r = game.think({ ...options, shouldStop: stop.shouldStop });
        if (stop.seen) break;
        Object.assign(entry, { score: r.score, depth: r.depth, nodes: r.nodes, best: r.move?.notation ?? null, pv: r.pv });
      }
      entries.push(entry);
      post({ id, type: 'progress', entry, done: entries.length, total: moves.length + 1 });
    }
    return { entries, stopped: stop.seen };
  }

  function answer(regalia, request) {
    const { id, kind, options } = request;
    const stop = stopChecker(request.stop);
    const { shouldStop } = stop;
    stop.shouldStop = beating(shouldStop);
    if (stop.blocked) post({ id, type: 'stop-blocked' });
    if (kind === 'review') return review(regalia, request, stop);
    if (kind === 'setEvaluation') return regalia.setEvaluation(request.variant, options.tables);
    const game = setUp(regalia, request);
    if (kind === 'solveMate') {
      const result = game.findMate({ ...options, shouldStop: stop.shouldStop });
      return { ...result, stopped: stop.seen };
    }
    // Without a stop channel the main thread may have to end this worker on abort: each info then
    // carries its first move as an object, for the answer it gives instead (engine.js).
    const legal = stop.blocked ? game.legalMoves() : null;
    const onInfo = legal
      ? (info) => post({ id, type: 'info', info: { ...info, bestMove: legal.find((m) => m.notation === info.pv[0]) ?? null } })
      : (info) => post({ id, type: 'info', info });
    // game.think answers the chosen move as a move object already (games.js).
    const result = game.think({ ...options, shouldStop: stop.shouldStop, onInfo });
    return { ...result, stopped: stop.seen };
  }

  return (request) => {
    if (pending++ === 0) {
      lastBeat = 0;
      beat();
      timer = setInterval(beat, BEAT_MS);
    }
    previous = previous.then(async () => {
      const id = request?.id;
      try {
        const regalia = await load();
        post({ id, type: 'result', result: await answer(regalia, request) });
      } catch (err) {
        post(errorAnswer(id, err));
      }
      if (--pending === 0) clearInterval(timer);
    });
  };
}
