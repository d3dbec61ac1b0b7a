// Memory: games created, played and disposed leave the wasm heap flat; games that are never
// disposed are freed by the FinalizationRegistry safety net once collected.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';
import { load } from '../../bindings/js/node.js';

const regalia = await load();

test('10,000 games created, played and disposed leave the heap flat', () => {
  const play = (i) => {
    const game = regalia.newGame(i % 2 ? 'showgit' : 'sovereign');
    const moves = game.legalMoves();
    game.play(moves[i % moves.length]);
    game.legalMoves();
    game.undo();
    game.dispose();
  };
  for (let i = 0; i < 200; i++) play(i); // warm up allocator pools
  const before = regalia.heapStats();
  for (let i = 0; i < 10000; i++) play(i);
  const after = regalia.heapStats();
  console.log(`heap used before ${before.used} B, after ${after.used} B; heap size ${before.size} -> ${after.size} B`);
  assert.ok(after.used - before.used < 64 * 1024, `heap grew by ${after.used - before.used} bytes`);
  assert.equal(after.size, before.size);
});

test('games never disposed are freed once garbage-collected', async () => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  const before = regalia.heapStats().used;
  (() => {
    for (let i = 0; i < 500; i++) regalia.newGame('showgit').play('7g7f');
  })();
  const grown = regalia.heapStats().used;
  assert.ok(grown > before, 'creating games allocates wasm memory');
  for (let round = 0; round < 20 && regalia.heapStats().used - before > 64 * 1024; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const after = regalia.heapStats().used;
  console.log(`undisposed games: heap used ${before} -> ${grown} -> ${after} B after collection`);
  assert.ok(after - before < 64 * 1024, `heap still holds ${after - before} bytes`);
});
