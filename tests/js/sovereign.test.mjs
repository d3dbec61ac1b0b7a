// The JS API on Sovereign Chess: start position, castling, defection, the pie rule, armies,
// and errors that leave the game unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load, RegaliaError } from '../../bindings/js/node.js';

const regalia = await load();
const T5_CASTLING = '8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b EL 0 1';
const T9_DEFECTION = '8bk7/16/16/nq15/16/16/16/16/16/16/16/4wp11/16/16/16/8wk7 1 w b - 0 1';
const T12_CAPTURE = '15bk/16/16/16/4bp10rr/16/16/16/4wr11/16/16/16/16/16/16/wk15 1 w b - 0 1';

test('the start position has the 20 legal moves of the spec and perft counts inside wasm', () => {
  const game = regalia.newGame('sovereign');
  assert.equal(game.turn(), 1);
  const notations = game.legalMoves().map((m) => m.notation).sort();
  assert.deepEqual(notations, 'e2e3 e2e4 f1e3 f1g3 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 i2i3 i2i4 j2j3 j2j4 k1j3 k1l3 k2k3 k2k4 l2l3 l2l4'.split(' '));
  assert.deepEqual([1, 2, 3].map((d) => game.perft(d)), [20, 400, 9940]);
  assert.deepEqual(game.armies().owned, { 1: 'white', 2: 'black' });
  game.dispose();
});

test('the pie rule: swap after White\'s first move, and undo of the swap', () => {
  const game = regalia.newGame('sovereign');
  assert.equal(game.canSwap(), false);
  assert.throws(() => game.swap(), (e) => e instanceof RegaliaError && e.code === 'swap-not-allowed');
  game.play('e2e4');
  assert.equal(game.canSwap(), true);
  const move = game.swap();
  assert.equal(move.swap, true);
  assert.deepEqual(game.persons(), { 1: 2, 2: 1 });
  assert.equal(game.canSwap(), false);
  game.undo();
  assert.deepEqual(game.persons(), { 1: 1, 2: 2 });
  game.dispose();
});

test('castling is a move to the king destination with the rook named', () => {
  const game = regalia.newGame('sovereign', { position: T5_CASTLING });
  const moves = game.legalMoves();
  assert.equal(moves.length, 39);
  const castles = moves.filter((m) => m.castle).map((m) => m.notation).sort();
  assert.deepEqual(castles, ['Oe1f1', 'Oe1g1', 'Oe1h1', 'Ol1j1', 'Ol1k1']);
  const played = game.play('Oe1g1');
  assert.equal(played.from, 'i1');
  assert.equal(played.to, 'g1');
  assert.equal(played.rook, 'e1');
  assert.equal(game.board()[15][6].piece.type, 'K');
  assert.equal(game.board()[15][7].piece.type, 'R');
  game.dispose();
});

test('defection: the list of colours and the move that changes the owned army', () => {
  const game = regalia.newGame('sovereign', { position: T9_DEFECTION });
  assert.equal(game.legalMoves().length, 38);
  assert.deepEqual(game.defections(), ['navy']);
  assert.equal(game.armies().controller.navy, 1);
  const played = game.play('Dn');
  assert.equal(played.defection, 'navy');
  assert.equal(game.armies().owned[1], 'navy');
  game.undo();
  assert.equal(game.armies().owned[1], 'white');
  game.dispose();
});

test('a capture on a coloured square transfers control of the army', () => {
  const game = regalia.newGame('sovereign', { position: T12_CAPTURE });
  assert.equal(game.legalMoves().length, 25);
  assert.equal(game.armies().controller.red, 2);
  const played = game.play({ from: 'e8', to: 'e12' });
  assert.equal(played.captured.name, 'black pawn');
  assert.equal(game.armies().controller.red, 1);
  assert.ok(game.armies().controlled[1].includes('red'));
  game.dispose();
});

test('bad input throws RegaliaError and leaves the game unchanged', () => {
  const game = regalia.newGame('sovereign');
  game.play('e2e4');
  const before = game.position();
  for (const [input, code] of [
    ['e2e4', 'illegal-move'],
    ['q1q2', 'bad-move-syntax'],
    ['e15e13=Z', 'bad-move-syntax'],
    [17, 'bad-argument'],
    [{ from: 5 }, 'bad-argument'],
    ['é'.repeat(70), 'input-too-long'],
  ]) {
    assert.throws(() => game.play(input), (err) => err instanceof RegaliaError && err.code === code, String(input));
    assert.equal(game.position(), before);
  }
  assert.throws(() => regalia.newGame('sovereign', { position: 'nonsense' }), (e) => e instanceof RegaliaError);
  // Each game's class has only its own calls (docs/api.md "SHOWGIT only", "Sovereign Chess only").
  assert.equal(game.hands, undefined);
  const showgit = regalia.newGame('showgit');
  assert.equal(showgit.swap, undefined);
  showgit.dispose();
  game.dispose();
});

test('board() marks the empty coloured square whose twin holds a piece as blocked (R4.2)', () => {
  const game = regalia.newGame('sovereign');
  const blocked = () => game.board().flat().filter((sq) => sq.blocked).map((sq) => sq.square);
  assert.deepEqual(blocked(), []);
  for (const move of ['e2e4', 'e15e13', 'e4e5']) game.play(move); // e5 is navy; its twin is l12
  assert.deepEqual(blocked(), ['l12']);
  assert.equal(game.board().flat().find((sq) => sq.square === 'l12').squareColour, 'navy');
  assert.ok(!game.legalMoves().some((m) => m.to === 'l12'));
  game.play('e13e12'); // e12 is red; its twin is l5
  assert.deepEqual(blocked().sort(), ['l12', 'l5']);
  game.dispose();
});
