// engine.review(): a SHOWGIT game with a planted blunder (TANGO, the rook, left where a UNIFORM
// takes it) is marked there and nowhere else, a quiet line gets no mark, the mapping and the
// thresholds are the documented ones, progress streams and a signal stops it, and Sovereign
// Chess reviews too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from '../../bindings/js/node.js';
import { REVIEW_SCALE, REVIEW_THRESHOLDS, classifyLoss, expectedScore } from '../../bindings/js/review.js';

const regalia = await load();

// A quiet opening (a pawn exchange on file 2 and one on file 8); Fairy-Stockfish at 500,000
// nodes scores no move of it below -94 for the mover (the tempo alone costs about 50).
const QUIET = '7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d P*2c 2d2f 8e8f 8g8f 8b8f P*8g 8f8b'.split(' ');
// The same game to ply 12, then 13. 2d1d?? puts TANGO where the UNIFORM on 1c takes it.
// Fairy-Stockfish (Debian's, UCI_Variant shogi, 500,000 nodes per position) scores the first
// player +70 before it and -802 after it, a loss of 872, the largest of the game; reproduce with
// `node tools/match/blunders.mjs RECORD --nodes 500000 --min 0`, RECORD holding the two lines
// "game 1: regalia sente loses (planted)" and "position startpos moves <BLUNDER>".
const BLUNDER = [...QUIET.slice(0, 12), '2d1d', '1c1d'];
const BLUNDER_PLY = 13;
// The budget per position: enough for the search to see a rook taken, small enough for a lean test.
const NODES = 20000;

async function freshEngine() {
  (await regalia.engine()).dispose();
  return regalia.engine();
}

test('the expected score mapping and the thresholds are the documented ones', () => {
  // SHOWGIT's fitted 1,325 search units in centipawns (x 100 / 90, tests/native/score_scale_test.cpp).
  assert.equal(REVIEW_SCALE.showgit, 1472);
  assert.equal(expectedScore({ cp: 0 }, 'showgit'), 0.5);
  assert.ok(Math.abs(expectedScore({ cp: 1472 }, 'showgit') - 1 / (1 + Math.exp(-1))) < 1e-12);
  assert.ok(Math.abs(expectedScore({ cp: -400 }, 'sovereign') - 1 / (1 + Math.E)) < 1e-12);
  assert.equal(expectedScore({ mate: 3 }, 'showgit'), 1);
  assert.equal(expectedScore({ mate: -2 }, 'sovereign'), 0);
  assert.deepEqual([0.049, 0.05, 0.1, 0.19, 0.2, 0.6].map(classifyLoss), [null, 'inaccuracy', 'mistake', 'mistake', 'blunder', 'blunder']);
  assert.deepEqual(REVIEW_THRESHOLDS, { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 });
});

test('review marks the planted blunder and nothing in the quiet line', async () => {
  const engine = await freshEngine();
  const progress = [];
  const review = await engine.review({ variant: 'showgit', moves: BLUNDER }, { nodes: NODES, onProgress: (p) => progress.push(p) });
  console.log(review.moves.map((m) => `${m.ply} ${m.move} ${m.loss.toFixed(3)}${m.classification ? ` ${m.classification}` : ''}`).join(', '));
  assert.equal(review.complete, true);
  assert.equal(review.stopped, false);
  assert.equal(review.positions.length, BLUNDER.length + 1);
  assert.equal(review.moves.length, BLUNDER.length);
  const blunder = review.moves[BLUNDER_PLY - 1];
  assert.equal(blunder.move, '2d1d');
  assert.equal(blunder.player, 1);
  assert.equal(blunder.classification, 'blunder');
  assert.notEqual(blunder.best, '2d1d');
  assert.equal(blunder.bestLine[0], blunder.best);
  assert.ok(blunder.loss >= REVIEW_THRESHOLDS.blunder);
  // The views agree: the mover is player 1, so both views are the same, and after the blunder
  // the second player's position is the one searched (its score negated).
  assert.deepEqual(blunder.before.mover, blunder.before.player1);
  assert.deepEqual(blunder.after.player1, { cp: -review.positions[BLUNDER_PLY].score.cp });
  // 1,111 centipawns: the 1,000 search units (pawn = 90) this bound was set in, x 100 / 90.
  assert.ok(blunder.after.mover.cp < blunder.before.mover.cp - 1111, 'the rook is lost');
  assert.equal(blunder.expectedBefore, expectedScore(blunder.before.mover, 'showgit'));
  assert.equal(review.positions[BLUNDER_PLY].expected, 1 - expectedScore(review.positions[BLUNDER_PLY].score, 'showgit'));
  const marked = review.moves.filter((m) => m.classification === 'blunder').map((m) => m.ply);
  assert.deepEqual(marked, [BLUNDER_PLY]);
  assert.deepEqual(review.counts[1], { ...review.counts[1], moves: 7, blunder: 1 });
  assert.equal(review.counts[2].blunder, 0);
  // One progress call per position, in order, the last one the whole review.
  assert.deepEqual(progress.map((p) => p.done), Array.from({ length: BLUNDER.length + 1 }, (_, i) => i + 1));
  assert.ok(progress.every((p) => p.total === BLUNDER.length + 1));
  assert.deepEqual(progress.at(-1).review.moves, review.moves);

  const quiet = await engine.review({ variant: 'showgit', moves: QUIET }, { nodes: NODES });
  console.log(`quiet line: largest loss ${Math.max(...quiet.moves.map((m) => m.loss)).toFixed(3)}`);
  assert.deepEqual(quiet.moves.filter((m) => m.classification === 'blunder' || m.classification === 'mistake'), []);
  assert.equal(quiet.counts[1].blunder + quiet.counts[2].blunder, 0);
  engine.dispose();
});

test('a game, a record and the end of a game: the same review input; a mate ends it with the result', async () => {
  const engine = await freshEngine();
  // G*5b mates at once (the UNIFORM on 5c guards the MIKE): the result, not a search, scores the end.
  const game = regalia.newGame('showgit', { position: '4k4/9/4P4/9/9/9/9/9/4K4 b G 1' });
  game.play('G*5b');
  assert.equal(game.status().over, true);
  const review = await engine.review(game, { depth: 3 });
  assert.equal(review.positions.length, 2);
  assert.equal(review.positions[1].over, true);
  assert.equal(review.positions[1].score, null);
  assert.equal(review.positions[1].expected, 1, 'the first player won');
  assert.deepEqual(review.moves[0].before.mover, { mate: 1 });
  assert.equal(review.moves[0].after.mover, null);
  assert.equal(review.moves[0].expectedAfter, 1);
  assert.equal(review.moves[0].classification, null);
  const record = regalia.importRecord(`position startpos moves ${BLUNDER.slice(0, 4).join(' ')}`);
  const fromRecord = await engine.review(record, { depth: 2 });
  assert.deepEqual(fromRecord.moves.map((m) => m.move), BLUNDER.slice(0, 4));
  record.game.dispose();
  game.dispose();
  engine.dispose();
});

test('a signal stops the review: it resolves with the positions done; bad options are refused', async () => {
  const engine = await freshEngine();
  const stopping = new AbortController();
  // Stopped once two positions are done: the worker is then inside a search of 30,000 nodes (tens
  // of ms each), far from the end of the 19 positions.
  const started = engine.review({ variant: 'showgit', moves: QUIET }, { nodes: 30000, signal: stopping.signal, onProgress: (p) => p.done === 2 && stopping.abort() });
  const partial = await started;
  assert.equal(partial.stopped, true);
  assert.equal(partial.complete, false);
  assert.ok(partial.positions.length >= 2 && partial.positions.length < QUIET.length + 1, `${partial.positions.length} positions`);
  assert.equal(partial.moves.length, partial.positions.length - 1);

  for (const options of [{}, { nodes: 0 }, { depth: 2, onProgress: 1 }, { depth: 2, signal: 'x' }, 'fast']) {
    await assert.rejects(engine.review({ variant: 'showgit', moves: QUIET }, options), { code: 'bad-argument' }, JSON.stringify(options));
  }
  await assert.rejects(engine.review({ variant: 'showgit', moves: ['7g7f', '7g7f'] }, { depth: 1 }), { code: 'illegal-move' });
  const thrown = new Error('from onProgress');
  await assert.rejects(engine.review({ variant: 'showgit', moves: QUIET }, { depth: 2, onProgress: () => { throw thrown; } }), thrown);
  engine.dispose();
});

test('Sovereign Chess reviews too, player 1 view and mover view agreeing on the sides', async () => {
  const engine = await freshEngine();
  const game = regalia.newGame('sovereign');
  for (let i = 0; i < 4; ++i) game.play(game.think({ depth: 1 }).move);
  const review = await engine.review(game, { depth: 2 });
  assert.equal(review.variant, 'sovereign');
  assert.equal(review.moves.length, 4);
  for (const m of review.moves) {
    assert.ok(m.player === 1 || m.player === 2);
    const p1 = m.before.player1;
    assert.deepEqual(m.player === 1 ? p1 : { cp: -p1.cp }, m.before.mover);
  }
  game.dispose();
  engine.dispose();
});
