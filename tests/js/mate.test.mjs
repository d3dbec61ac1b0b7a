// game.findMate(): the df-pn tsume solver through the JS API (positions from
// tests/native/mate_search_test.cpp). Results, limits, bad options, an unchanged game, a flat heap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load, RegaliaError } from '../../bindings/js/node.js';

const regalia = await load();

const MATE_IN_5 = '9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 b R 1';
const GOLD_DROP = '8k/6S2/7G1/9/9/9/9/9/K8 b GP 1';   // G*1b mates; P*1b would be a pawn-drop mate
const PAWN_ONLY = '8k/6S2/7G1/9/9/9/9/9/K8 b P 1';    // only the (illegal) pawn-drop mate
const LONG = 'lk7/9/9/3S5/3R5/9/9/9/3K5 b B 1';       // no mate within 9 plies; first proof 27

function snapshot(game) {
  return JSON.stringify([game.position(), game.history(), game.status(), game.turn(), game.legalMoves().length]);
}

// Replays the line on a fresh game: every move legal, checker's moves check, the end is mate.
function assertMates(sfen, moves) {
  const game = regalia.newGame('showgit', { position: sfen });
  moves.forEach((m, i) => {
    const played = game.play(m);
    if (i % 2 === 0) assert.ok(played.check, `${m} gives check`);
  });
  assert.equal(game.legalMoves().length, 0);
  assert.equal(game.status().winner, 1);
  game.dispose();
}

test('finds the mate in 5 and leaves the game as it was', () => {
  const game = regalia.newGame('showgit', { position: MATE_IN_5 });
  const before = snapshot(game);
  const r = game.findMate();
  assert.deepEqual(Object.keys(r).sort(), ['moves', 'nodes', 'outcome']);
  assert.equal(r.outcome, 'mate');
  assert.equal(r.moves.length, 5);
  assert.equal(r.moves[0], 'R*1b');
  assert.ok(Number.isInteger(r.nodes) && r.nodes > 0);
  assertMates(MATE_IN_5, r.moves);
  assert.equal(snapshot(game), before);
  game.dispose();
});

test('only G*1b mates: the pawn-drop mate is never offered', () => {
  const game = regalia.newGame('showgit', { position: GOLD_DROP });
  assert.deepEqual(game.findMate().moves, ['G*1b']);
  game.dispose();
  const pawn = regalia.newGame('showgit', { position: PAWN_ONLY });
  const r = pawn.findMate();
  assert.equal(r.outcome, 'nomate');
  assert.deepEqual(r.moves, []);
  pawn.dispose();
});

test('nomate is proven: bare kings with a gold, the start position, endless rook checks', () => {
  for (const sfen of ['4k4/9/9/9/9/9/9/9/K8 b G 1', '8k/9/9/9/9/9/9/9/K6R1 b - 1', undefined]) {
    const game = regalia.newGame('showgit', sfen ? { position: sfen } : {});
    const r = game.findMate();
    assert.equal(r.outcome, 'nomate', sfen);
    assert.deepEqual(r.moves, []);
    game.dispose();
  }
});

test('searches the current position for the side to move, after moves were played', () => {
  // Gote to move has nothing to mate with; after its king steps to 5a, sente mates.
  const game = regalia.newGame('showgit', { position: '9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 w R 1' });
  assert.equal(game.findMate().outcome, 'nomate');
  game.play('5b5a');
  const r = game.findMate();
  assert.equal(r.outcome, 'mate');
  assertMates(game.position(), r.moves);
  assert.equal(game.history().length, 1);
  game.dispose();
});

test('limits: a tiny node limit is unknown, maxPlies bounds the length, shortest shortens', () => {
  const game = regalia.newGame('showgit', { position: LONG });
  const tiny = game.findMate({ nodes: 50 });
  assert.equal(tiny.outcome, 'unknown');
  assert.deepEqual(tiny.moves, []);
  assert.ok(tiny.nodes <= 50);
  assert.equal(game.findMate({ nodes: 1 }).outcome, 'unknown');
  assert.equal(game.findMate({ maxPlies: 9 }).outcome, 'nomate');
  const first = game.findMate({ shortest: false });
  const shortest = game.findMate({ shortest: true });
  assert.equal(first.outcome, 'mate');
  assert.equal(shortest.outcome, 'mate');
  assert.ok(shortest.moves.length < first.moves.length, `${shortest.moves.length} < ${first.moves.length}`);
  assertMates(LONG, first.moves);
  assertMates(LONG, shortest.moves);
  game.dispose();

  const five = regalia.newGame('showgit', { position: MATE_IN_5 });
  assert.equal(five.findMate({ maxPlies: 3 }).outcome, 'nomate');
  assert.equal(five.findMate({ maxPlies: 5, nodes: 100000, shortest: false }).moves.length, 5);
  five.dispose();
});

test('every bad option throws a RegaliaError and leaves the game unchanged', () => {
  const game = regalia.newGame('showgit', { position: MATE_IN_5 });
  game.play('7c7b');
  const before = snapshot(game);
  const bad = [
    5, 'fast', true, [], () => {}, Symbol('x'),
    { nodes: 0 }, { nodes: -1 }, { nodes: 1.5 }, { nodes: NaN }, { nodes: Infinity }, { nodes: '1000' }, { nodes: 1e8 + 1 },
    { nodes: 10n }, { nodes: null },
    { maxPlies: 0 }, { maxPlies: 241 }, { maxPlies: 2.5 }, { maxPlies: '9' }, { maxPlies: -9 },
    { shortest: 1 }, { shortest: 'yes' }, { shortest: null },
    { get nodes() { return 10; } },
    new Proxy({}, { getOwnPropertyDescriptor() { throw new Error('trap'); } }),
  ];
  for (const [i, options] of bad.entries()) {
    assert.throws(() => game.findMate(options), (e) => e instanceof RegaliaError && e.code === 'bad-argument' && /findMate|option/.test(e.message),
      `case ${i}`);
    assert.equal(snapshot(game), before);
  }
  // null and undefined mean "the defaults", as in think().
  assert.equal(game.findMate(null).outcome, game.findMate(undefined).outcome);
  game.dispose();
  assert.throws(() => game.findMate(), (e) => e instanceof RegaliaError && e.code === 'disposed');
});

test('a Sovereign game has no mate solver: its class has no findMate', () => {
  const game = regalia.newGame('sovereign');
  assert.equal(game.findMate, undefined);
  assert.equal('findMate' in game, false);
  game.dispose();
});

test('200 calls leave the wasm heap flat (the solver is freed after each)', () => {
  const game = regalia.newGame('showgit', { position: MATE_IN_5 });
  for (let i = 0; i < 5; i++) game.findMate({ nodes: 2000 }); // warm up allocator pools
  const before = regalia.heapStats();
  for (let i = 0; i < 200; i++) game.findMate({ nodes: i % 2 ? 2000 : 50, shortest: i % 3 !== 0 });
  const after = regalia.heapStats();
  console.log(`findMate x200: heap used ${before.used} -> ${after.used} B, size ${before.size} -> ${after.size} B`);
  assert.ok(after.used - before.used < 64 * 1024, `heap grew by ${after.used - before.used} bytes`);
  assert.equal(after.size, before.size);
  game.dispose();
});

// Tsume through the engine's worker (engine.solveMate), 3, 5 and 9 plies (the problems of
// tests/native/mate_search_test.cpp, where a brute force also finds no shorter mate). Each line
// is checked against the rules, not the solver: from every checking move of the solution, every
// legal defence is played, and from each the solver's mate within the plies left is followed the
// same way, until the defender has no legal move; and no mate exists two plies shorter.
const TSUME = [
  { plies: 3, sfen: '9/2k6/4S4/3P5/9/1R7/9/9/2K6 b GNP 1' },
  { plies: 5, sfen: MATE_IN_5 },
  { plies: 9, sfen: 'k8/9/2p6/1R7/9/9/9/9/4K4 b SP 1' },
];

// Follows the mate tree from `game`'s position with `left` plies: returns the defender's moves tried.
function everyDefence(game, left) {
  const r = game.findMate({ maxPlies: left });
  assert.equal(r.outcome, 'mate', `${game.position()} within ${left}`);
  assert.ok(r.moves.length <= left);
  const attacker = game.turn();
  assert.equal(game.play(r.moves[0]).check, true, `${r.moves[0]} checks`);
  const defences = game.legalMoves();
  let tried = 0;
  if (defences.length === 0) {
    assert.equal(game.status().winner, attacker);
  } else {
    assert.ok(left >= 3, `${game.position()}: a defence is left with no ply to mate`);
    for (const d of defences) {
      game.play(d);
      tried += 1 + everyDefence(game, left - 2);
      game.undo();
    }
  }
  game.undo();
  return tried;
}

test('engine.solveMate: 3-, 5- and 9-ply tsume, every defence considered', async () => {
  const engine = await regalia.engine();
  for (const { plies, sfen } of TSUME) {
    const r = await engine.solveMate({ variant: 'showgit', position: sfen });
    assert.equal(r.outcome, 'mate', sfen);
    assert.equal(r.stopped, false);
    assert.equal(r.moves.length, plies, `${sfen}: ${r.moves.join(' ')}`);
    assertMates(sfen, r.moves);
    const shorter = await engine.solveMate({ variant: 'showgit', position: sfen, moves: [] }, { maxPlies: plies - 2 });
    assert.equal(shorter.outcome, 'nomate', `no mate within ${plies - 2} plies`);
    const game = regalia.newGame('showgit', { position: sfen });
    const defences = everyDefence(game, plies);
    console.log(`${plies}-ply tsume ${r.moves.join(' ')}: ${defences} defences followed to mate`);
    assert.ok(plies === 3 || defences > (plies - 1) / 2, 'the tree branches beyond the solution line');
    game.dispose();
  }
  engine.dispose();
});
