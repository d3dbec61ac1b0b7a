// The evaluation SHOWGIT's AI plays with (bindings/js/evaluation.js): the package's learned king
// tables change what the search sees and go back to the built-in evaluation on request, in the
// library and in the engine's worker; bad bytes and bad arguments are refused and change nothing;
// a worker started again after a failure is given the same evaluation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { load } from '../../bindings/js/node.js';
import { Engine } from '../../bindings/js/engine.js';

const regalia = await load();
const learnedBytes = readFileSync(new URL('../../dist/showgit-king-tables.rgkt', import.meta.url));
const SEARCH = { nodes: 20000 };

// The search's answer at the start position: its move, score and node count (fixed nodes make it
// a pure function of the evaluation).
function searched() {
  const game = regalia.newGame('showgit');
  try {
    const r = game.think(SEARCH);
    return JSON.stringify([r.move.notation, r.score, r.pv]);
  } finally {
    game.dispose();
  }
}

test('setEvaluation: the learned tables change the search, built-in brings it back exactly', async () => {
  assert.equal(regalia.evaluation('showgit'), 'built-in');
  const builtIn = searched();
  assert.equal(await regalia.setEvaluation('showgit', 'learned'), 'learned');
  assert.equal(regalia.evaluation('showgit'), 'learned');
  const learned = searched();
  assert.notEqual(learned, builtIn, 'the tables must change what the search sees');
  // The same tables given as bytes play the same moves.
  assert.equal(await regalia.setEvaluation('showgit', learnedBytes.buffer.slice(learnedBytes.byteOffset, learnedBytes.byteOffset + learnedBytes.length)), 'custom');
  assert.equal(searched(), learned);
  assert.equal(await regalia.setEvaluation('showgit', 'built-in'), 'built-in');
  assert.equal(searched(), builtIn);
});

test('setEvaluation: a game made before the change plays with the new evaluation from its next think', async () => {
  const game = regalia.newGame('showgit');
  const before = game.think(SEARCH);
  await regalia.setEvaluation('showgit', 'learned');
  const after = game.think(SEARCH);
  await regalia.setEvaluation('showgit', 'built-in');
  const back = game.think(SEARCH);
  game.dispose();
  assert.notDeepEqual([after.move, after.score], [before.move, before.score]);
  assert.deepEqual([back.move, back.score, back.nodes], [before.move, before.score, before.nodes], 'the change starts the game\'s search afresh');
});

test('setEvaluation refuses bad input with a clear error, and the evaluation in use stays', async () => {
  await regalia.setEvaluation('showgit', 'learned');
  const refusals = [
    [new Uint8Array(10), 'bad-evaluation', /RGKT1/],
    [learnedBytes.subarray(0, 1000), 'bad-evaluation', /wrong size/],
    [new Uint8Array(2 << 20), 'bad-evaluation', /bytes is no king-table file/],
    [5, 'bad-argument', /'learned', 'built-in', or a king-table file/],
    ['learnt', 'bad-argument', /the string "learnt"/],
    [[1, 2], 'bad-argument', /an array/],
    [new Proxy({}, { getPrototypeOf() { throw new Error('hostile'); } }), 'bad-argument', /king-table file/],
    [new Proxy(new Uint8Array(5), {}), 'bad-argument', /king-table file/],
    [Object.create(Uint8Array.prototype), 'bad-argument', /king-table file/],
    [new Uint16Array(4), 'bad-argument', /king-table file/],
  ];
  for (const [i, [value, code, message]] of refusals.entries()) {
    await assert.rejects(regalia.setEvaluation('showgit', value), (err) => err.code === code && message.test(err.message), `refusal ${i}: ${code}`);
    assert.equal(regalia.evaluation('showgit'), 'learned');
  }
  await assert.rejects(regalia.setEvaluation('chess', 'learned'), { code: 'bad-argument' });
  await assert.rejects(regalia.setEvaluation('sovereign', 'learned'), { code: 'not-supported' });
  assert.equal(await regalia.setEvaluation('sovereign', 'built-in'), 'built-in');
  assert.equal(regalia.evaluation('sovereign'), 'built-in');
  assert.throws(() => regalia.evaluation(7), { code: 'bad-argument' });
  await regalia.setEvaluation('showgit', 'built-in');
});

test('setEvaluation keeps its own copy of the bytes: the caller may change them afterwards', async () => {
  const copy = new Uint8Array(learnedBytes);
  const pending = regalia.setEvaluation('showgit', copy);
  copy.fill(0);
  assert.equal(await pending, 'custom');
  await regalia.setEvaluation('showgit', 'learned');
  const learned = searched();
  await regalia.setEvaluation('showgit', new Uint8Array(learnedBytes));
  assert.equal(searched(), learned);
  await regalia.setEvaluation('showgit', 'built-in');
});

// The node entry's worker, as node.js starts it, with each start counted and its handle kept.
// `alter(message, n)` may change what the n-th worker (from 0) is posted.
function countedWorkers(alter = (message) => message) {
  const started = [];
  const startWorker = () => {
    const worker = new Worker(new URL('../../bindings/js/engine-worker-node.js', import.meta.url));
    const n = started.push(worker) - 1;
    return {
      post: (message) => worker.postMessage(alter(message, n)),
      listen(onMessage, onFailure) {
        worker.on('message', onMessage);
        worker.on('error', (err) => onFailure(err.message));
        worker.on('exit', (code) => onFailure(`exited with code ${code}`));
      },
      hold() {},
      terminate: () => worker.terminate(),
    };
  };
  return { started, startWorker };
}

test('engine.setEvaluation: queued in order, used by the searches after it, and given again to a worker started after a failure', async (t) => {
  const target = { variant: 'showgit' };
  const { started, startWorker } = countedWorkers();
  const engine = new Engine(startWorker, () => false);
  t.after(() => engine.dispose()); // a failed assertion must not leave the worker holding node open
  const builtIn = await engine.think(target, SEARCH);
  // Made without awaiting: the search after the call is queued after it and uses it.
  const set = engine.setEvaluation('showgit', 'learned');
  const learned = await engine.think(target, SEARCH);
  assert.equal(await set, 'learned');
  assert.equal(engine.evaluation('showgit'), 'learned');
  assert.notDeepEqual([learned.move.notation, learned.score], [builtIn.move.notation, builtIn.score]);

  // The worker dies: the next request starts another, which plays with the learned tables too.
  await started[0].terminate();
  const again = await engine.think(target, SEARCH);
  assert.equal(started.length, 2);
  assert.deepEqual([again.move.notation, again.score, again.pv], [learned.move.notation, learned.score, learned.pv]);

  await assert.rejects(engine.setEvaluation('showgit', new Uint8Array(100)), { code: 'bad-evaluation' });
  assert.equal(engine.evaluation('showgit'), 'learned', 'a refused file changes nothing');
  await assert.rejects(engine.setEvaluation('showgit', {}), { code: 'bad-argument' });
  assert.equal(await engine.setEvaluation('showgit', 'built-in'), 'built-in');
  const back = await engine.think(target, SEARCH);
  assert.deepEqual([back.move.notation, back.score], [builtIn.move.notation, builtIn.score]);
});

test('engine.setEvaluation: a worker started again that cannot take the evaluation back plays the built-in one, and evaluation() says so', async (t) => {
  const target = { variant: 'showgit' };
  // The second worker is given, in place of the tables, bytes it refuses: as when the learned
  // file can no longer be fetched.
  const lost = (message, n) => (n === 1 && message.id === 0 ? { ...message, options: { tables: new Uint8Array(16) } } : message);
  const { started, startWorker } = countedWorkers(lost);
  const engine = new Engine(startWorker, () => false);
  t.after(() => engine.dispose());
  const builtIn = await engine.think(target, SEARCH);
  assert.equal(await engine.setEvaluation('showgit', 'learned'), 'learned');
  await started[0].terminate();
  const again = await engine.think(target, SEARCH);
  assert.equal(started.length, 2);
  assert.equal(engine.evaluation('showgit'), 'built-in');
  assert.deepEqual([again.move.notation, again.score, again.pv], [builtIn.move.notation, builtIn.score, builtIn.pv]);
  // Asked again, the new worker takes it.
  assert.equal(await engine.setEvaluation('showgit', 'learned'), 'learned');
  assert.equal(engine.evaluation('showgit'), 'learned');
});
