// The page's AI requests (web/board-ai.js) against a stand-in engine that records what it is
// asked: a think with the page's budget starts the engine first (a depth-1 search of the same
// position) and hands the search only what is left of the budget, less the answer's way back;
// later turns go straight to the search.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BoardAi } from '../../web/board-ai.js';

// A library whose engine answers each think after `delayMs`, recording its options.
function standIn(delayMs) {
  const asked = [];
  const engine = {
    async think(target, options) {
      asked.push({ target, options: { ...options } });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { move: { notation: '7g7f' }, stopped: Boolean(options.signal?.aborted) };
    },
  };
  return { asked, regalia: { engine: async () => engine } };
}

const TARGET = { variant: 'showgit', position: null, moves: ['7g7f', '3c3d'] };

test('a budgeted think: the engine is started on the turn\'s time, the search gets what is left', async () => {
  const { asked, regalia } = standIn(300); // a slow first start
  const ai = new BoardAi(regalia);
  const begun = performance.now();
  const first = await ai.think({ ...TARGET, level: 10, budgetMs: 2000 });
  assert.equal(first.move.notation, '7g7f');
  assert.equal(asked.length, 2);
  assert.deepEqual(asked[0].target, TARGET);
  assert.equal(asked[0].options.depth, 1, 'the first request starts the engine with a depth-1 search');
  const search = asked[1].options;
  assert.equal(search.budgetMs, undefined, 'the budget is the page\'s own, not an engine option');
  assert.equal(search.level, 10);
  // What was left when the search was asked for, less the way back (100 ms).
  assert.ok(search.movetimeMs <= 2000 - 300 - 100, `search time ${search.movetimeMs} ms after a 300 ms start`);
  assert.ok(search.movetimeMs >= 2000 - (performance.now() - begun) - 100, `search time ${search.movetimeMs} ms`);

  asked.length = 0;
  await ai.think({ ...TARGET, level: 10, budgetMs: 2000 });
  assert.equal(asked.length, 1, 'once started, a turn goes straight to the search');
  assert.ok(asked[0].options.movetimeMs > 1800 && asked[0].options.movetimeMs <= 1900, `${asked[0].options.movetimeMs} ms`);
  // A think with the engine's own limit is handed over as it is.
  asked.length = 0;
  await ai.think({ ...TARGET, level: 3, movetimeMs: 700 });
  assert.equal(asked[0].options.movetimeMs, 700);
});

test('a budgeted think never leaves the search less than 100 ms, and a stop during the start answers null', async () => {
  const { asked, regalia } = standIn(250);
  const ai = new BoardAi(regalia);
  await ai.think({ ...TARGET, level: 1, budgetMs: 200 });
  assert.equal(asked[1].options.movetimeMs, 100);

  const cold = new BoardAi(standIn(200).regalia);
  const pending = cold.think({ ...TARGET, level: 5, budgetMs: 1000 });
  setTimeout(() => cold.stop(), 50);
  assert.equal(await pending, null);
});
