// What predicts a game's result (tools/match/logistic.mjs, match_record.mjs's playedPositions, read
// by result_fit.mjs): the logistic fit finds the weights that made synthetic results, the held-out
// score rewards a feature that carries them and not one that carries noise, and a record's played
// positions come with the mover and its result.
import { test } from 'node:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { fitLogistic, heldOutLikelihood, logLikelihood, probability } from '../../tools/match/logistic.mjs';
import { evalTerms, SUM, TERM_LABELS } from '../../tools/match/eval_terms.mjs';
import { playedPositions, readMatchRecordFiles, readMatchRecords } from '../../tools/match/match_record.mjs';

// A fixed pseudo-random sequence in [0, 1), so that the data and the figures are the same each run.
function lcg(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Results drawn from p = 1 / (1 + e^-(1.5 a - 0.5 b + 0.2)); c is noise the result ignores.
function synthetic(n) {
  const random = lcg(7);
  const rows = [];
  for (let i = 0; i < n; i++) {
    const a = 4 * random() - 2, b = 4 * random() - 2, c = 4 * random() - 2;
    const p = probability([a, b, 1], [1.5, -0.5, 0.2]);
    rows.push({ a, b, c, y: random() < p ? 1 : 0 });
  }
  return rows;
}

test('the fit recovers the weights that made the results', () => {
  const rows = synthetic(6000);
  const w = fitLogistic(rows.map((r) => [r.a, r.b, 1]), rows.map((r) => r.y));
  assert.ok(Math.abs(w[0] - 1.5) < 0.15, `a: ${w[0]}`);
  assert.ok(Math.abs(w[1] + 0.5) < 0.1, `b: ${w[1]}`);
  assert.ok(Math.abs(w[2] - 0.2) < 0.1, `intercept: ${w[2]}`);
});

test('on held-out rows a feature that carries the result scores better, and one that carries noise does not', () => {
  const rows = synthetic(6000);
  const y = rows.map((r) => r.y);
  const foldOf = (i) => i % 2;
  const withA = heldOutLikelihood(rows.map((r) => [r.a, 1]), y, 2, foldOf);
  const withAB = heldOutLikelihood(rows.map((r) => [r.a, r.b, 1]), y, 2, foldOf);
  const withAC = heldOutLikelihood(rows.map((r) => [r.a, r.c, 1]), y, 2, foldOf);
  assert.ok(withAB > withA + 0.01, `b should pay: ${withAB} against ${withA}`);
  assert.ok(withAC < withA + 0.001, `noise should not pay: ${withAC} against ${withA}`);
});

test('all draws fit to even odds, a coin\'s log-likelihood', () => {
  const X = [[1, 1], [-1, 1], [2, 1], [-2, 1]];
  const y = [0.5, 0.5, 0.5, 0.5];
  const w = fitLogistic(X, y);
  assert.ok(w.every((v) => Math.abs(v) < 1e-6), `weights ${w}`);
  assert.ok(Math.abs(logLikelihood(X, y, w) - Math.log(0.5)) < 1e-9);
});

test('rows without results, and folds that are empty, are refused', () => {
  assert.throws(() => fitLogistic([[1, 1], [2, 1]], [1]), /as many results as rows, not 1 for 2/);
  assert.throws(() => heldOutLikelihood([[1, 1], [2, 1]], [1, 0], 2, () => 0), /fold 0 of 2 is empty or holds every row/);
});

test('a record\'s played positions start after the book and give the mover\'s result', () => {
  // Regalia as gote, a two-ply book, four moves played, a win.
  const [game] = readMatchRecords(`game 1: regalia gote wins (mate, 6 plies)
position startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c
scores 100 -200 ? M1
`);
  const positions = playedPositions(game);
  assert.deepEqual(positions.map((p) => [p.moves.length, p.ours, p.result, p.left]),
    [[2, false, 0, 4], [3, true, 1, 3], [4, false, 0, 2], [5, true, 1, 1]]);
  assert.deepEqual(positions[1].moves, ['7g7f', '3c3d', '2g2f']);
  assert.deepEqual(playedPositions({ ...game, scores: [] }), []);
});

test('record files are read together, and a file that cannot be read or is malformed is named', () => {
  assert.throws(() => readMatchRecordFiles(['/nonexistent/records.txt']), /^Error: \/nonexistent\/records\.txt: ENOENT/);
  assert.deepEqual(readMatchRecordFiles([]), []);
});

test('our evaluation\'s terms come a row to a position, and a refused position or a missing binary is named', () => {
  const dir = mkdtempSync(join(tmpdir(), 'eval-terms-'));
  const fake = join(dir, 'eval_terms');
  writeFileSync(fake, '#!/bin/sh\ncat > /dev/null\necho "1 2 3 4 5 6 7 28 9 10"\necho "error: illegal move 9z9z"\n', { mode: 0o755 });
  try {
    assert.deepEqual(evalTerms(fake, [[]])[0], [1, 2, 3, 4, 5, 6, 7, 28, 9, 10]);
    assert.equal(TERM_LABELS[SUM], 'sum');
    assert.throws(() => evalTerms(fake, [[], ['9z9z']], (i) => `game 3, ply ${i + 1}`), /^Error: game 3, ply 2: error: illegal move 9z9z$/);
    assert.throws(() => evalTerms(fake, [[], []]), /^Error: position 2: error: illegal move 9z9z$/);
    const short = join(dir, 'short');
    writeFileSync(short, '#!/bin/sh\ncat > /dev/null\necho "1 2 3 4 5 6 7 28 9 10"\n', { mode: 0o755 });
    assert.throws(() => evalTerms(short, [[], []]), /^Error: position 2: no answer$/);
    assert.throws(() => evalTerms(join(dir, 'missing'), [[]]), /missing: .*ENOENT/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});
