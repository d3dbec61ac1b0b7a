// regalia.engine() in node (a worker_threads worker): moves come back as move objects, an abort
// stops the search through the shared-memory stop flag within the 100 ms and answers the
// best move so far, the hash table outlives an aborted search, requests run in order, and bad
// input or a bad request leaves the engine working; a worker gone silent fails its request and a
// busy one keeps saying it is alive.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from '../../bindings/js/node.js';
import { Engine } from '../../bindings/js/engine.js';
import { Worker } from 'node:worker_threads';

const regalia = await load();
const OPENING = { variant: 'showgit', moves: ['7g7f', '3c3d'] };
// The bound for an abort. Typical is a few ms (printed below); 100 ms is what the
// issue asks for and leaves a loaded 2-core machine room.
const ABORT_BOUND_MS = 100;

function legalIn(target) {
  const game = regalia.newGame(target.variant, target.position ? { position: target.position } : {});
  for (const m of target.moves ?? []) game.play(m);
  const moves = game.legalMoves();
  game.dispose();
  return moves;
}

// A fresh engine (its own worker, an empty hash table).
async function freshEngine() {
  (await regalia.engine()).dispose();
  return regalia.engine();
}

test('the hook the engine stops by: game.think and findMate poll shouldStop; infinite needs it', () => {
  const game = regalia.newGame('showgit');
  let polls = 0;
  const r = game.think({ infinite: true, shouldStop: () => ++polls > 50 });
  assert.ok(game.legalMoves().some((m) => m.notation === r.move.notation));
  assert.equal(polls, 51, 'the search ends at the first true');
  assert.throws(() => game.think({ infinite: true }), { code: 'bad-argument' });
  assert.throws(() => game.think({ depth: 2, shouldStop: true }), { code: 'bad-argument' });
  assert.throws(() => game.think({ infinite: 1, shouldStop: () => true }), { code: 'bad-argument' });
  const thrown = new Error('from shouldStop');
  assert.throws(() => game.think({ infinite: true, shouldStop: () => { throw thrown; } }), thrown);
  // A stop that never comes changes nothing: the same node-limited answer.
  game.newSearch();
  const { timeMs, ...plain } = game.think({ nodes: 5000 });
  game.newSearch();
  const { timeMs: polledMs, ...polled } = game.think({ nodes: 5000, shouldStop: () => false });
  assert.deepEqual(polled, plain);

  // Right after White's first move Sovereign Chess first searches the pie choice: the stop
  // reaches that search too, and an infinite search (analysis) leaves the choice out.
  const pie = regalia.newGame('sovereign');
  pie.play(pie.legalMoves()[0]);
  let piePolls = 0;
  const quick = pie.think({ movetimeMs: 60000, shouldStop: () => ++piePolls > 20 });
  assert.equal(piePolls, 22, 'the pie search stops at the 21st poll, the move search at its first');
  assert.ok(quick.move.swap === true || pie.legalMoves().some((m) => m.notation === quick.move.notation));
  piePolls = 0;
  const analysed = pie.think({ infinite: true, shouldStop: () => ++piePolls > 20 });
  assert.ok(pie.legalMoves().some((m) => m.notation === analysed.move.notation));
  pie.dispose();

  const crowded = regalia.newGame('showgit', { position: '4k4/9/9/9/9/9/9/9/4K4 b GSNLPrbgsnlp 1' });
  let matePolls = 0;
  const unsolved = crowded.findMate({ nodes: 100_000_000, shouldStop: () => ++matePolls >= 3 });
  assert.equal(unsolved.outcome, 'unknown');
  assert.equal(matePolls, 3);
  assert.ok(unsolved.nodes < 5000, `${unsolved.nodes} nodes: polled about every 1,024`);
  const tsume = regalia.newGame('showgit', { position: '9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 b R 1' });
  assert.deepEqual(tsume.findMate({ shouldStop: () => false }), tsume.findMate());
  assert.throws(() => tsume.findMate({ shouldStop: 'no' }), { code: 'bad-argument' });
  for (const g of [game, crowded, tsume]) g.dispose();
});

test('game.startPosition() and game.setPosition(), which the worker sets its games with', () => {
  const game = regalia.newGame('showgit');
  const start = game.position();
  game.play('7g7f');
  assert.equal(game.startPosition(), start);
  const tsume = '9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 b R 1';
  game.setPosition(tsume);
  assert.equal(game.position(), tsume);
  assert.equal(game.startPosition(), tsume);
  assert.deepEqual(game.history(), []);
  assert.throws(() => game.setPosition('9/9 b - 1'), { name: 'RegaliaError' });
  assert.throws(() => game.setPosition(7), { code: 'bad-argument' });
  assert.equal(game.position(), tsume, 'unchanged after a refused position');
  game.play('R*1b');
  assert.equal(game.exportRecord('usi').trim(), `position sfen ${tsume} moves R*1b`);
  game.dispose();
  assert.throws(() => game.startPosition(), { code: 'disposed' });
});

test('think answers a move object exactly as legalMoves() gives it, for a game or a description', async () => {
  const engine = await freshEngine();
  const game = regalia.newGame('showgit');
  game.play('7g7f');
  const infos = [];
  const r = await engine.think(game, { depth: 3, onInfo: (i) => infos.push(i.depth) });
  const legal = game.legalMoves();
  assert.deepEqual(legal.find((m) => m.notation === r.move.notation), r.move);
  assert.equal(r.depth, 3);
  assert.equal(r.stopped, false);
  assert.deepEqual(infos, [1, 2, 3]);
  const sovereign = await engine.think({ variant: 'sovereign' }, { depth: 2 });
  assert.deepEqual(legalIn({ variant: 'sovereign' }).find((m) => m.notation === sovereign.move.notation), sovereign.move);
  game.dispose();
  engine.dispose();
});

test('an abort ends the search within 100 ms with a legal move, and the hash table survives it', async () => {
  // The table survives when the same depth costs fewer nodes after the aborted search than fresh.
  const DEPTH = 7;
  const first = await freshEngine();
  const fresh = await first.think(OPENING, { depth: DEPTH });
  first.dispose();

  const engine = await freshEngine();
  assert.equal(engine.stopChannel, 'shared-memory');
  const controller = new AbortController();
  let abortedAt = 0;
  const running = engine.think(OPENING, {
    movetimeMs: 60000,
    signal: controller.signal,
    // Aborted once the search is deep enough to have filled the table (no timing involved).
    onInfo: (info) => {
      if (info.depth >= 8 && !abortedAt) {
        abortedAt = performance.now();
        controller.abort();
      }
    },
  });
  const stopped = await running;
  const elapsed = performance.now() - abortedAt;
  console.log(`abort answered in ${elapsed.toFixed(1)} ms (depth ${stopped.depth})`);
  assert.ok(elapsed <= ABORT_BOUND_MS, `the abort took ${elapsed.toFixed(1)} ms`);
  assert.equal(stopped.stopped, true);
  assert.deepEqual(legalIn(OPENING).find((m) => m.notation === stopped.move.notation), stopped.move);

  const again = await engine.think(OPENING, { depth: DEPTH });
  console.log(`depth ${DEPTH} takes ${fresh.nodes} nodes fresh, ${again.nodes} after the aborted search`);
  assert.ok(again.nodes < fresh.nodes, `depth ${DEPTH}: ${again.nodes} nodes after the aborted search, ${fresh.nodes} fresh`);
  engine.dispose();
});

test('requests run in the order they were made; one aborted while queued rejects with aborted', async () => {
  const engine = await freshEngine();
  const order = [];
  const done = (name) => (r) => {
    order.push(name);
    return r;
  };
  const queued = new AbortController();
  const calls = [
    engine.think(OPENING, { depth: 6 }).then(done('deep')),
    engine.think(OPENING, { depth: 1 }).then(done('shallow')),
    engine.think(OPENING, { depth: 1, signal: queued.signal }).then(done('aborted'), (err) => err),
    engine.solveMate({ variant: 'showgit', position: '9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 b R 1' }, {}).then(done('mate')),
    engine.analyse(OPENING, { lines: 1, depth: 2 }).then(done('analyse')),
  ];
  queued.abort();
  const results = await Promise.all(calls);
  assert.deepEqual(order, ['deep', 'shallow', 'mate', 'analyse']);
  assert.equal(results[2].code, 'aborted');
  assert.deepEqual(results[3].moves, ['R*1b', '5b6a', '7c7b+', '6a5a', '1b1a+']);
  assert.equal(results[4].depth, 2);
  assert.equal(results[4].lines.length, 1);
  assert.equal(results[4].lines[0].pv[0], results[4].move.notation);
  const already = AbortSignal.abort();
  await assert.rejects(engine.think(OPENING, { depth: 1, signal: already }), { code: 'aborted' });
  engine.dispose();
});

test('analyse with no limit streams until its signal, which stops it within 100 ms; solveMate stops on its signal', async () => {
  const engine = await freshEngine();
  const controller = new AbortController();
  const depths = [];
  let abortedAt = 0;
  const result = await engine.analyse(OPENING, {
    lines: 3,
    signal: controller.signal,
    onInfo: (info) => {
      depths.push(info.depth);
      if (info.depth === 7 && !abortedAt) {
        abortedAt = performance.now();
        controller.abort();
      }
    },
  });
  const elapsed = performance.now() - abortedAt;
  console.log(`analysis (3 lines) stopped ${elapsed.toFixed(1)} ms after the abort`);
  assert.ok(elapsed <= ABORT_BOUND_MS, `the analysis took ${elapsed.toFixed(1)} ms to stop`);
  assert.equal(result.stopped, true);
  assert.deepEqual(depths.slice(0, 7), [1, 2, 3, 4, 5, 6, 7], 'one info per finished depth, streamed as they come');
  assert.ok(legalIn(OPENING).some((m) => m.notation === result.move.notation));

  // Bare kings and full hands: the solver needs seconds and millions of nodes; stopped, it is 'unknown'.
  const mate = new AbortController();
  const crowded = { variant: 'showgit', position: '4k4/9/9/9/9/9/9/9/4K4 b GSNLPrbgsnlp 1' };
  const solving = engine.solveMate(crowded, { nodes: 100_000_000, shortest: false, signal: mate.signal });
  setTimeout(() => mate.abort(), 50);
  const unsolved = await solving;
  assert.equal(unsolved.stopped, true);
  assert.equal(unsolved.outcome, 'unknown');
  assert.ok(unsolved.nodes < 100_000_000);
  engine.dispose();
});

test('analyse streams several lines: each info holds them best first, distinct legal moves', async () => {
  const engine = await freshEngine();
  const legal = legalIn(OPENING).map((m) => m.notation);
  const infos = [];
  const result = await engine.analyse(OPENING, { lines: 3, depth: 4, onInfo: (info) => infos.push(info) });
  assert.ok(infos.length >= 4, `one info per finished depth at least (got ${infos.length})`);
  for (const info of [...infos, result]) {
    assert.equal(info.lines.length, 3);
    const firsts = info.lines.map((line) => line.pv[0]);
    assert.equal(new Set(firsts).size, 3, `distinct first moves: ${firsts}`);
    for (const move of firsts) assert.ok(legal.includes(move), `${move} is legal`);
    assert.deepEqual(info.lines[0].pv, info.pv, 'the top-level line is the best line');
  }
  // Within one finished depth the lines are sorted, best first.
  const last = result.lines.filter((line) => line.depth === result.depth).map((line) => line.score.cp ?? Infinity);
  assert.deepEqual([...last].sort((a, b) => b - a), last);
  assert.equal(result.move.notation, result.lines[0].pv[0]);
  engine.dispose();
});

test('bad arguments reject with a named bad-argument, a bad request answers an error, and the engine goes on', async () => {
  const engine = await freshEngine();
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const bad = [
    () => engine.think(revoked.proxy, { depth: 1 }),
    () => engine.think(OPENING, revoked.proxy),
    () => engine.think({ variant: 'showgit', moves: revoked.proxy }, { depth: 1 }),
    () => engine.think(OPENING, { depth: 1, signal: revoked.proxy }),
    () => engine.think(null, { depth: 1 }),
    () => engine.think({ variant: 'chess' }, { depth: 1 }),
    () => engine.think({ variant: 'showgit', moves: '7g7f' }, { depth: 1 }),
    () => engine.think({ variant: 'showgit', moves: [42] }, { depth: 1 }),
    () => engine.think({ variant: 'showgit', position: 7 }, { depth: 1 }),
    () => engine.think(OPENING, {}),
    () => engine.think(OPENING, { depth: 0 }),
    () => engine.think(OPENING, { depth: 1, signal: 'stop' }),
    () => engine.think(OPENING, { depth: 1, onInfo: 3 }),
    () => engine.think(OPENING, { infinite: true }),
    () => engine.think(OPENING, 'fast'),
    () => engine.analyse(OPENING, { lines: 1 }),
    () => engine.analyse(OPENING, { lines: 17, depth: 2 }),
    () => engine.analyse(OPENING, { lines: 1.5, depth: 2 }),
    () => engine.solveMate({ variant: 'showgit' }, { nodes: -1 }),
  ];
  for (const call of bad) await assert.rejects(call(), { name: 'RegaliaError', code: 'bad-argument' }, String(call));
  await assert.rejects(engine.solveMate({ variant: 'sovereign' }), { code: 'not-supported' });
  const disposed = regalia.newGame('showgit');
  disposed.dispose();
  await assert.rejects(engine.think(disposed, { depth: 1 }), { code: 'disposed' });

  await assert.rejects(engine.think({ variant: 'showgit', moves: ['7g7f', '7g7f'] }, { depth: 1 }), (err) => {
    assert.equal(err.code, 'illegal-move');
    assert.match(err.message, /move 2 \('7g7f'\)/);
    return true;
  });
  await assert.rejects(engine.think({ variant: 'showgit', position: 'nonsense' }, { depth: 1 }), { name: 'RegaliaError', code: 'bad-sfen' });
  const thrown = new Error('from onInfo');
  await assert.rejects(engine.think(OPENING, { depth: 3, onInfo: () => { throw thrown; } }), thrown);
  const after = await engine.think(OPENING, { depth: 2 });
  assert.ok(legalIn(OPENING).some((m) => m.notation === after.move.notation));
  engine.dispose();
});

test('dispose rejects what is queued or running and every later call; engine() then starts a new one', async () => {
  const engine = await regalia.engine();
  assert.equal(await regalia.engine(), engine, 'one engine per library');
  const running = engine.think(OPENING, { movetimeMs: 60000 });
  const queued = engine.think(OPENING, { depth: 1 });
  engine.dispose();
  await assert.rejects(running, { code: 'disposed' });
  await assert.rejects(queued, { code: 'disposed' });
  await assert.rejects(engine.think(OPENING, { depth: 1 }), { code: 'disposed' });
  const next = await regalia.engine();
  assert.notEqual(next, engine);
  assert.equal((await next.think(OPENING, { depth: 1 })).depth, 1);
  if (typeof Symbol.dispose === 'symbol') next[Symbol.dispose]();
  else next.dispose();
  assert.equal(next.disposed, true);
});

test('a worker that goes silent (ended without an error event, or hung) fails its request as worker-failed; the next starts a new worker', { timeout: 30000 }, async () => {
  // A stand-in for the entry's worker that takes requests and never answers, as a worker that a
  // browser ended without an `error` event does.
  const started = [];
  // Its first request it answers with one word ('alive'), so the limit itself applies, then nothing.
  const silentWorker = () => {
    const w = {
      posted: 0,
      terminated: false,
      post() {
        if (w.posted++ === 0) queueMicrotask(() => w.onMessage({ type: 'alive' }));
      },
      listen(onMessage) { w.onMessage = onMessage; },
      hold() {},
      terminate() { w.terminated = true; },
    };
    started.push(w);
    return w;
  };
  const engine = new Engine(silentWorker, () => false);
  // A real worker keeps node running while it has a request (hold); this stand-in holds nothing.
  const keepAlive = setInterval(() => {}, 1000);
  assert.equal(engine.silenceLimitMs, 5000, 'the default');
  for (const bad of [0, 499, 600_001, 1.5, '800', null]) {
    assert.throws(() => { engine.silenceLimitMs = bad; }, { name: 'RegaliaError', code: 'bad-argument' }, String(bad));
  }
  engine.silenceLimitMs = 500;
  const t0 = performance.now();
  await assert.rejects(engine.think(OPENING, { depth: 1 }), (err) => {
    assert.equal(err.code, 'worker-failed');
    assert.match(err.message, /nothing came from it for \d+ ms/);
    return true;
  });
  console.log(`a silent worker was given up after ${Math.round(performance.now() - t0)} ms (limit 500 ms)`);
  assert.deepEqual(started.map((w) => [w.posted, w.terminated]), [[1, true]]);
  const again = engine.think(OPENING, { depth: 1 });
  assert.equal(started.length, 2, 'the next request starts a new worker');
  await assert.rejects(again, { code: 'worker-failed' });
  engine.dispose();
  clearInterval(keepAlive);
});

test('the worker says it is alive while it is inside wasm: beats between its search infos, and during a review', async () => {
  // The node entry's worker, wrapped as node.js wraps it, with every message's type recorded.
  const seen = [];
  const startWorker = () => {
    const worker = new Worker(new URL('../../bindings/js/engine-worker-node.js', import.meta.url));
    return {
      post: (message) => worker.postMessage(message),
      listen(onMessage, onFailure) {
        worker.on('message', (m) => {
          seen.push(m.type);
          onMessage(m);
        });
        worker.on('error', (err) => onFailure(err.message));
      },
      hold() {},
      terminate: () => worker.terminate(),
    };
  };
  const engine = new Engine(startWorker, () => false);
  await engine.think(OPENING, { depth: 1 }); // loaded
  seen.length = 0;
  const r = await engine.think(OPENING, { movetimeMs: 1500 });
  assert.ok(legalIn(OPENING).some((m) => m.notation === r.move.notation));
  // The search is one wasm call from its first info to its result: beats there come from its poll.
  const inside = seen.slice(seen.indexOf('info'), seen.lastIndexOf('result'));
  const beats = inside.filter((t) => t === 'alive').length;
  console.log(`${beats} beats from the worker inside a ${Math.round(r.timeMs)} ms search (one per 100 ms at most)`);
  assert.ok(beats >= 3, `${beats} beats inside the search: ${seen.join(' ')}`);
  seen.length = 0;
  const review = await engine.review({ variant: 'showgit', moves: ['7g7f'] }, { movetimeMs: 700 });
  assert.equal(review.positions.length, 2);
  assert.ok(seen.filter((t) => t === 'alive').length >= 3, `beats during a review: ${seen.join(' ')}`);
  engine.dispose();
});

test('the worker keeps the game it set up: the next turn plays only the new moves, a take-back undoes, another line starts again', async () => {
  const { serveEngine } = await import('../../bindings/js/engine-worker.js');
  // The library as the worker sees it, with its games' plays, undos and resets counted.
  const count = { play: 0, undo: 0, setPosition: 0 };
  const counted = {
    ...regalia,
    newGame(variant, options) {
      const game = regalia.newGame(variant, options);
      for (const name of Object.keys(count)) {
        const real = game[name].bind(game);
        game[name] = (...args) => {
          ++count[name];
          return real(...args);
        };
      }
      return game;
    },
  };
  const answers = [];
  const handle = serveEngine(async () => counted, (m) => m.type !== 'alive' && answers.push(m));
  const ask = async (moves) => {
    for (const name of Object.keys(count)) count[name] = 0;
    const before = answers.length;
    handle({ id: before + 1, kind: 'think', variant: 'showgit', position: null, moves, options: { depth: 2 }, stop: null });
    while (answers.length === before) await new Promise((resolve) => setTimeout(resolve, 5));
    const answer = answers.at(-1);
    assert.equal(answer.type, 'result', JSON.stringify(answer));
    // The answer is a legal move of the position asked, however the game got there.
    assert.ok(legalIn({ variant: 'showgit', moves }).some((m) => m.notation === answer.result.move.notation));
    return { ...count };
  };
  const line = ['7g7f', '3c3d', '2g2f', '8c8d', '2f2e', '8d8e'];
  assert.deepEqual(await ask(line.slice(0, 4)), { play: 4, undo: 0, setPosition: 1 });
  assert.deepEqual(await ask(line), { play: 2, undo: 0, setPosition: 0 }); // the AI's next turn
  assert.deepEqual(await ask(line.slice(0, 3)), { play: 0, undo: 3, setPosition: 0 }); // taken back
  assert.deepEqual(await ask(['7g7f', '8c8d']), { play: 1, undo: 2, setPosition: 0 }); // another second move
  assert.deepEqual(await ask(['2g2f']), { play: 1, undo: 0, setPosition: 1 }); // another first move
  // A refused move leaves nothing half known: the next request sets the game up from its start.
  handle({ id: 99, kind: 'think', variant: 'showgit', position: null, moves: ['2g2f', '5e5d'], options: { depth: 1 }, stop: null });
  while (answers.at(-1)?.id !== 99) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.equal(answers.at(-1).error.code, 'illegal-move');
  assert.deepEqual(await ask(['2g2f', '8c8d']), { play: 2, undo: 0, setPosition: 1 });
});

test("the engine plays a SHOWGIT game under its own rules: a ply limit that ended it is refused, as game.think refuses it", async () => {
  const engine = await freshEngine();
  const limited = regalia.newGame('showgit', { rules: { maxPlies: 4 } });
  assert.deepEqual(limited.rules(), { impasse: false, maxPlies: 4 });
  assert.deepEqual(regalia.newGame('showgit').rules(), { impasse: false, maxPlies: 0 });
  for (const m of ['7g7f', '3c3d', '2g2f']) limited.play(m);
  // One ply before the limit the worker's copy plays on; the move that reaches it ends it there too.
  const described = { variant: 'showgit', moves: ['7g7f', '3c3d', '2g2f', '8c8d'], rules: { maxPlies: 4 } };
  assert.ok((await engine.think(limited, { depth: 1 })).move);
  limited.play('8c8d');
  assert.equal(limited.status().reason, 'ply-limit');
  assert.throws(() => limited.think({ depth: 1 }), { code: 'game-over' });
  await assert.rejects(engine.think(limited, { depth: 1 }), { code: 'game-over' });
  await assert.rejects(engine.analyse(limited, { depth: 1 }), { code: 'game-over' });
  await assert.rejects(engine.think(described, { depth: 1 }), { code: 'game-over' }); // the worker's own game ended
  assert.ok((await engine.think({ ...described, rules: null }, { depth: 1 })).move); // no limit: it plays on
  // A declared impasse is known only to the game: refused on the main thread.
  const declared = regalia.newGame('showgit', { position: '4K4/RBGGSSLL1/2N1N3L/9/9/9/9/9/8k b RB 1', rules: { impasse: true } });
  declared.declareImpasse();
  await assert.rejects(engine.think(declared, { depth: 1 }), { code: 'game-over' });
  // Rules are checked like newGame's, and Sovereign Chess has none.
  await assert.rejects(engine.think({ variant: 'showgit', rules: { maxPlies: -1 } }, { depth: 1 }), { code: 'bad-argument', message: /target\.rules\.maxPlies/ });
  await assert.rejects(engine.think({ variant: 'sovereign', rules: {} }, { depth: 1 }), { code: 'bad-argument', message: /target\.rules/ });
  for (const g of [limited, declared]) g.dispose();
  engine.dispose();
});
