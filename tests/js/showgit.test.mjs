// The JS API on SHOWGIT: start position, moves, play/undo, errors leave the game unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load, RegaliaError } from '../../bindings/js/node.js';

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const regalia = await load();

test('load() returns the same library every time', async () => {
  assert.equal(await load(), regalia);
  assert.match(regalia.version, /^\d+\.\d+\.\d+$/);
});

test('the start position has the 30 legal moves of shogi', () => {
  const game = regalia.newGame('showgit');
  assert.equal(game.variant, 'showgit');
  assert.equal(game.position(), START);
  assert.equal(game.turn(), 1);
  const moves = game.legalMoves();
  assert.equal(moves.length, 30);
  const notations = moves.map((m) => m.notation).sort();
  assert.ok(notations.includes('7g7f'));
  assert.ok(notations.includes('2h1h'));
  const pawn = moves.find((m) => m.notation === '7g7f');
  assert.deepEqual(
    { from: pawn.from, to: pawn.to, piece: pawn.piece, name: pawn.name, promotion: pawn.promotion, drop: pawn.drop, captured: pawn.captured },
    { from: '7g', to: '7f', piece: 'P', name: 'UNIFORM', promotion: false, drop: null, captured: null },
  );
  game.dispose();
});

test('perft inside wasm matches the reference counts', () => {
  const game = regalia.newGame('showgit');
  assert.deepEqual([1, 2, 3, 4].map((d) => game.perft(d)), [30, 900, 25470, 719731]);
  assert.equal(game.position(), START);
  game.dispose();
});

test('play, capture into hand, drop and undo', () => {
  const game = regalia.newGame('showgit');
  for (const m of ['7g7f', '3c3d', '8h2b+']) game.play(m);
  const last = game.history().at(-1);
  assert.equal(last.captured, 'B');
  assert.equal(last.promotion, true);
  assert.equal(last.name, 'VICTOR');
  assert.deepEqual(game.hands()[1], { B: 1 });
  const drop = game.play({ notation: '3a2b' });
  assert.equal(drop.captured, '+B');
  assert.equal(drop.capturedName, 'NEO-VICTOR');
  assert.equal(game.play({ drop: 'B', to: '5e' }).notation, 'B*5e');
  assert.equal(game.history().length, 5);
  for (let i = 0; i < 5; i++) game.undo();
  assert.equal(game.position(), START);
  assert.equal(game.undo(), null);
  game.dispose();
});

test('board() and pieces() give render-ready values', () => {
  const game = regalia.newGame('showgit');
  const rows = game.board();
  assert.equal(rows.length, 9);
  assert.deepEqual(rows[8][4], { square: '5i', piece: 'K', type: 'K', owner: 1, name: 'STAR', promoted: false });
  assert.deepEqual(rows[0][4], { square: '5a', piece: 'k', type: 'K', owner: 2, name: 'TIME', promoted: false });
  assert.equal(rows[4][4], null);
  const pieces = regalia.pieces('showgit');
  assert.equal(pieces['+P'].name, 'NEO-UNIFORM');
  assert.deepEqual(pieces.P.steps, [[0, 1]]);
  assert.deepEqual(pieces.L.slides, [[0, 1]]);
  game.dispose();
});

test('bad input throws RegaliaError and leaves the game unchanged', () => {
  const game = regalia.newGame('showgit');
  game.play('7g7f');
  const before = game.position();
  const cases = [
    ['7g7f', 'illegal-move'],
    ['zz', 'bad-move-syntax'],
    ['', 'bad-move-syntax'],
    [42, 'bad-argument'],
    [null, 'bad-argument'],
    [undefined, 'bad-argument'],
    [{}, 'bad-argument'],
    [['7g7f'], 'bad-argument'],
    ['x'.repeat(100000), 'input-too-long'],
  ];
  for (const [input, code] of cases) {
    assert.throws(() => game.play(input), (err) => err instanceof RegaliaError && err.code === code, `play(${String(input).slice(0, 20)})`);
    assert.equal(game.position(), before);
    assert.equal(game.history().length, 1);
  }
  assert.throws(() => regalia.newGame('chess'), (e) => e.code === 'bad-argument');
  assert.throws(() => regalia.newGame('showgit', { position: 'lnsgkgsnl/9 b - 1' }), (e) => e instanceof RegaliaError && e.code !== 'bad-argument');
  assert.throws(() => regalia.newGame('showgit', { position: 7 }), (e) => e.code === 'bad-argument');
  assert.throws(() => game.perft(-1), (e) => e.code === 'bad-argument');
  assert.throws(() => game.perft(1.5), (e) => e.code === 'bad-argument');
  game.dispose();
  assert.throws(() => game.position(), (e) => e.code === 'disposed');
});
