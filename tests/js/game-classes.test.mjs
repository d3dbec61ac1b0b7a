// The game classes as index.d.ts declares them: one class per variant with only its own calls,
// `using` / Symbol.dispose, and the SHOWGIT rules options of newGame().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load, RegaliaError, ShowgitGame, SovereignGame } from '../../bindings/js/node.js';

const regalia = await load();

// Sente's king in the enemy camp with ten pieces there and 28 points with the hand (RB): a
// position that meets the 27-point impasse rule.
const IMPASSE = '4K4/RBGGSSLL1/2N1N3L/9/9/9/9/9/8k b RB 1';

test('each variant is its own class, exported by the package and on the library', () => {
  const showgit = regalia.newGame('showgit');
  const sovereign = regalia.newGame('sovereign');
  assert.ok(showgit instanceof ShowgitGame && !(showgit instanceof SovereignGame));
  assert.ok(sovereign instanceof SovereignGame && !(sovereign instanceof ShowgitGame));
  assert.equal(regalia.ShowgitGame, ShowgitGame);
  assert.equal(regalia.SovereignGame, SovereignGame);
  for (const name of ['hands', 'findMate', 'declareImpasse']) {
    assert.equal(typeof showgit[name], 'function', name);
    assert.equal(name in sovereign, false, `a Sovereign game has no ${name}`);
  }
  for (const name of ['canSwap', 'swap', 'persons', 'armies', 'defections']) {
    assert.equal(typeof sovereign[name], 'function', name);
    assert.equal(name in showgit, false, `a SHOWGIT game has no ${name}`);
  }
  const imported = regalia.importRecord('position startpos moves 7g7f');
  assert.ok(imported.game instanceof ShowgitGame);
  for (const g of [showgit, sovereign, imported.game]) g.dispose();
});

test('games are made by newGame() only', () => {
  assert.throws(() => new ShowgitGame(), (e) => e instanceof RegaliaError && e.code === 'not-supported' && /newGame/.test(e.message));
  assert.throws(() => new SovereignGame(Symbol('made by newGame')), (e) => e instanceof RegaliaError);
});

test('Symbol.dispose frees the game, as dispose() does', () => {
  const heap = regalia.heapStats().used;
  const game = regalia.newGame('sovereign');
  assert.equal(typeof game[Symbol.dispose], 'function');
  game[Symbol.dispose]();
  assert.throws(() => game.position(), (e) => e instanceof RegaliaError && e.code === 'disposed');
  game[Symbol.dispose](); // twice is harmless, as dispose() is
  assert.ok(regalia.heapStats().used <= heap, 'the game gave its wasm memory back');
});

test('rules: { impasse: true } lets the side to move declare; without it the declaration is refused', () => {
  const off = regalia.newGame('showgit', { position: IMPASSE });
  assert.throws(() => off.declareImpasse(), (e) => e instanceof RegaliaError && e.code === 'impasse-disabled');
  assert.equal(off.status().over, false);
  off.dispose();

  const game = regalia.newGame('showgit', { position: IMPASSE, rules: { impasse: true } });
  assert.deepEqual(game.declareImpasse(), { over: true, result: '1-0', winner: 1, reason: 'impasse' });
  assert.deepEqual(game.status(), { over: true, result: '1-0', winner: 1, reason: 'impasse' });
  // The record knows the ending even though its writer replays the moves under default rules.
  assert.match(game.exportRecord('csa'), /%KACHI/);
  assert.match(game.exportRecord('csa', { ending: 'abort' }), /%CHUDAN/);
  assert.throws(() => game.declareImpasse(), (e) => e.code === 'game-over');
  game.dispose();

  const early = regalia.newGame('showgit', { rules: { impasse: true } });
  assert.throws(() => early.declareImpasse(), (e) => e.code === 'cannot-declare');
  early.dispose();
});

test('rules: { maxPlies } ends the game as a draw at the limit', () => {
  const game = regalia.newGame('showgit', { rules: { maxPlies: 2 } });
  game.play('7g7f');
  assert.equal(game.status().over, false);
  game.play('3c3d');
  assert.deepEqual(game.status(), { over: true, result: '1/2-1/2', winner: 0, reason: 'ply-limit' });
  assert.throws(() => game.play('2g2f'), (e) => e.code === 'game-over');
  assert.match(game.exportRecord('csa'), /%MAX_MOVES/);
  game.undo();
  assert.equal(game.status().over, false);
  game.dispose();
});

test('bad rules options are RegaliaErrors and make no game', () => {
  const heap = regalia.heapStats().used;
  for (const rules of [5, 'on', [], { impasse: 1 }, { maxPlies: -1 }, { maxPlies: 1.5 }, { maxPlies: 1e6 }]) {
    assert.throws(() => regalia.newGame('showgit', { rules }), (e) => e instanceof RegaliaError && e.code === 'bad-argument', JSON.stringify(rules));
  }
  assert.throws(() => regalia.newGame('sovereign', { rules: { maxPlies: 10 } }), (e) => e.code === 'bad-argument' && /SHOWGIT/.test(e.message));
  assert.equal(regalia.heapStats().used, heap);
  const plain = regalia.newGame('showgit', { rules: {} });
  assert.equal(plain.legalMoves().length, 30);
  plain.dispose();
});
