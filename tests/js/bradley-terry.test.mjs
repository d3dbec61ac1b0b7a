// The maths of the levels table (tools/match/bradley_terry.mjs): maximum-likelihood Elo from
// game results, checked against closed forms and against ratings the results were made from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fitElo, invert } from '../../tools/match/bradley_terry.mjs';

const near = (got, want, tol, what) => assert.ok(Math.abs(got - want) <= tol, `${what}: ${got} is not within ${tol} of ${want}`);

test('two players: the rating gap and its margin are the closed forms', () => {
  // 30 of 40 points: p = 0.75, gap 400·log10(3); variance 1 / (n·p·(1−p)·(ln10/400)²).
  const { ratings } = fitElo([{ a: 'A', b: 'B', w: 26, d: 8, l: 6 }], { anchor: 'B' });
  const k = Math.log(10) / 400;
  near(ratings.get('A').elo, 400 * Math.log10(3), 1e-6, 'gap');
  near(ratings.get('A').margin, 1.96 / Math.sqrt(40 * 0.75 * 0.25 * k * k), 1e-6, 'margin');
  assert.equal(ratings.get('B').elo, 0);
  assert.equal(ratings.get('B').margin, 0);
  assert.equal(ratings.get('A').games, 40);
  near(ratings.get('A').score, 0.75, 1e-12, 'score');
});

test('rows add up whichever side they are written from, and the anchor sets the level', () => {
  const one = fitElo([{ a: 'A', b: 'B', w: 12, d: 0, l: 8 }], { anchor: 'A', anchorElo: 1000 }).ratings;
  const two = fitElo([{ a: 'A', b: 'B', w: 7, d: 0, l: 3 }, { a: 'B', b: 'A', w: 5, d: 0, l: 5 }], { anchor: 'A', anchorElo: 1000 }).ratings;
  near(one.get('B').elo, 1000 - 400 * Math.log10(12 / 8), 1e-6, 'one row');
  near(two.get('B').elo, one.get('B').elo, 1e-6, 'two rows');
});

test('results that are exactly the expected scores give back the ratings they came from', () => {
  const truth = { X: 0, Y: 150, Z: -220, W: 400 };
  const expected = (a, b) => 1 / (1 + 10 ** ((truth[b] - truth[a]) / 400));
  const rows = [['X', 'Y'], ['Y', 'Z'], ['Z', 'W'], ['X', 'W'], ['Y', 'W']].map(([a, b]) => {
    const n = 60, s = expected(a, b) * n;  // fractional counts: the likelihood is still defined
    return { a, b, w: s, d: 0, l: n - s };
  });
  const { ratings } = fitElo(rows, { anchor: 'X' });
  for (const [name, elo] of Object.entries(truth)) near(ratings.get(name).elo, elo, 1e-6, name);
  // A player met through more games is known better than one met through fewer.
  assert.ok(ratings.get('Y').margin < ratings.get('Z').margin);
});

test('a chain: a player two steps from the anchor adds both gaps and both variances', () => {
  const { ratings } = fitElo([{ a: 'A', b: 'B', w: 0, d: 40, l: 0 }, { a: 'B', b: 'C', w: 0, d: 40, l: 0 }], { anchor: 'A' });
  const k = Math.log(10) / 400, v = 1 / (40 * 0.25 * k * k);
  near(ratings.get('C').elo, 0, 1e-9, 'C');
  near(ratings.get('C').margin, 1.96 * Math.sqrt(2 * v), 1e-6, 'C margin');
  near(ratings.get('B').margin, 1.96 * Math.sqrt(v), 1e-6, 'B margin');
});

test('gap: the difference of two ratings has the margin of the games between them', () => {
  const k = Math.log(10) / 400, v = 1 / (40 * 0.25 * k * k);
  const { gap } = fitElo([{ a: 'A', b: 'B', w: 0, d: 40, l: 0 }, { a: 'B', b: 'C', w: 20, d: 0, l: 20 }], { anchor: 'A' });
  // B and C are both far from the anchor, but C is measured against B.
  near(gap('C', 'B').margin, 1.96 * Math.sqrt(v), 1e-6, 'C − B margin');
  near(gap('C', 'A').margin, 1.96 * Math.sqrt(2 * v), 1e-6, 'C − A margin');
  near(gap('B', 'C').elo, 0, 1e-9, 'B − C');
  assert.throws(() => gap('B', 'Q'), /no player Q/);
});

test('a player who never lost a point has no finite rating: an error names it, a prior gives one', () => {
  const rows = [{ a: 'A', b: 'B', w: 5, d: 0, l: 5 }, { a: 'C', b: 'B', w: 10, d: 0, l: 0 }];
  assert.throws(() => fitElo(rows, { anchor: 'A' }), /no finite rating for C/);
  assert.throws(() => fitElo([{ a: 'A', b: 'B', w: 0, d: 0, l: 6 }], { anchor: 'B' }), /no finite rating for A/);
  const { ratings } = fitElo(rows, { anchor: 'A', prior: 1 });
  assert.ok(ratings.get('C').elo > 300 && Number.isFinite(ratings.get('C').margin));
  assert.equal(ratings.get('C').games, 10, 'the prior is not counted as games');
});

test('bad input is named', () => {
  assert.throws(() => fitElo([{ a: 'A', b: 'B', w: 1, d: 0, l: 0 }], { anchor: 'Q' }), /anchor Q played no games/);
  assert.throws(() => fitElo([{ a: 'A', b: 'A', w: 1, d: 0, l: 0 }], { anchor: 'A' }), /A plays itself/);
  assert.throws(() => fitElo([{ a: 'A', b: 'B', w: -1, d: 0, l: 0 }], { anchor: 'A' }), /w is -1/);
});

test('invert: a matrix times its inverse is the identity', () => {
  const m = [[4, -1, 0], [-1, 3, -1], [0, -1, 2]];
  const inv = invert(m);
  for (let i = 0; i < 3; ++i) {
    for (let j = 0; j < 3; ++j) {
      near(m[i].reduce((s, x, k) => s + x * inv[k][j], 0), i === j ? 1 : 0, 1e-12, `(${i},${j})`);
    }
  }
});
