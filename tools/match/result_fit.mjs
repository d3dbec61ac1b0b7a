#!/usr/bin/env node
// Which parts of our evaluation predict the game result in match records, beyond the evaluation
// itself: logistic fits of the mover's result on our static evaluation of every position the
// engines played (split into terms by tools/tune/eval_terms.cpp), each model scored on games it
// was not fitted on. A model that adds a feature and scores better says the sum weighs that
// feature wrongly for these games; its weight says by how much (docs/ai.md, "What the scores are worth").
//
//   node tools/match/result_fit.mjs <records...> --terms build/native/tools/tune/eval_terms
//   node tools/match/result_fit.mjs <records...> --terms <binary> --from-end 40 --folds 2
import { execFileSync } from 'node:child_process';
import { readArgs } from './args.mjs';
import { heldOutLikelihood, fitLogistic } from './logistic.mjs';
import { playedPositions, readMatchRecordFiles } from './match_record.mjs';

const { args, opt, num, fail } = readArgs(
  'node tools/match/result_fit.mjs <match record>... --terms <eval_terms binary> [--from-end 0] [--folds 2]', 1);
const termsBinary = opt('terms', '');
if (!termsBinary) fail('--terms names the eval_terms binary (cmake --build --preset native --target eval_terms)');
const fromEnd = num('from-end', 0), folds = num('folds', 2);
if (!Number.isInteger(folds) || folds < 2) fail('--folds takes a whole number of at least 2');
const files = args.filter((a, i) => !a.startsWith('--') && !(i && ['--terms', '--from-end', '--folds'].includes(args[i - 1])));

let games;
try {
  games = readMatchRecordFiles(files);
} catch (e) {
  fail(e.message);
}
// A game lost on time says nothing about the positions it passed through.
const onBoard = games.filter((g) => !/on time/.test(g.reason));
const positions = onBoard.flatMap((g, i) => playedPositions(g).map((p) => ({ ...p, game: i })));
if (!positions.length) fail('no positions in the records given');

let lines;
try {
  const input = positions.map((p) => p.moves.join(' ')).join('\n') + '\n';
  lines = execFileSync(termsBinary, { input, maxBuffer: 1 << 30 }).toString().trim().split('\n');
} catch (e) {
  fail(`${termsBinary}: ${e.message}`);
}
positions.forEach((p, i) => {
  if (lines[i].startsWith('error')) fail(`game ${onBoard[p.game].number}: ${lines[i]}`);
  // eval_terms: material king_safety hand_danger shelter mobility threats to_move sum own_danger enemy_danger
  p.terms = lines[i].split(' ').map(Number);
});

// Beyond ±3,000 (33 pawns) the game is decided and every model predicts it; near the end the
// result is plain on the board. Both would drown the middle game the question is about.
const used = positions.filter((p) => Math.abs(p.terms[7]) < 3000 && p.left >= fromEnd);
console.log(`${onBoard.length} games (${games.length - onBoard.length} lost on time left out), ${positions.length} positions; ` +
  `${used.length} with the sum within ±3,000 and at least ${fromEnd} plies from the end`);
if (used.length < 10 * folds) fail('too few positions to fit');

// Features in units of 100 (a weight reads per 100 cp or per 100 points of danger); `ours` tells
// the two engines apart (they differ in strength) and `1` is the intercept.
const per100 = (v) => v / 100;
const models = [
  ['sum', ['sum'], (t) => [per100(t[7])]],
  ['sum + dangers', ['sum', 'danger to the mover', 'danger to the other'], (t) => [per100(t[7]), per100(t[8]), per100(t[9])]],
  ['sum + dangers squared', ['sum', 'danger to the mover ^2', 'danger to the other ^2'], (t) => [per100(t[7]), per100(t[8]) ** 2, per100(t[9]) ** 2]],
  ['terms', ['material', 'king safety', 'hand danger', 'shelter', 'mobility', 'threats', 'to move'], (t) => t.slice(0, 7).map(per100)],
];
const y = used.map((p) => p.result);
const foldOf = (i) => used[i].game % folds;
const fitted = new Map();
console.log('model: held-out log-likelihood a position (a coin: -0.6931); weights a 100 of each feature');
for (const [name, labels, features] of models) {
  const X = used.map((p) => [...features(p.terms), p.ours ? 1 : -1, 1]);
  const heldOut = heldOutLikelihood(X, y, folds, foldOf);
  const w = fitLogistic(X, y);
  fitted.set(name, w);
  const shown = [...labels, 'regalia to move', 'intercept'].map((l, k) => `${l} ${w[k].toFixed(3)}`).join(', ');
  console.log(`  ${name.padEnd(22)} ${heldOut.toFixed(4)}  ${shown}`);
}
const [sum, own, other] = fitted.get('sum + dangers');
console.log(`the results weigh a point of danger to the mover's king as ${(own / sum).toFixed(1)} cp of the sum, ` +
  `to the other king as ${(other / sum).toFixed(1)} cp, beyond what the sum gives them`);
