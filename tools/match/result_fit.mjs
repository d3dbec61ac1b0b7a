#!/usr/bin/env node
// Which parts of our evaluation predict the game result in match records, beyond the evaluation
// itself: logistic fits of the mover's result on our static evaluation of every position the
// engines played (split into terms by tools/tune/eval_terms.cpp), each model scored on games it
// was not fitted on. A model that adds a feature and scores better says the sum weighs that
// feature wrongly for these games; its weight says by how much (docs/ai.md, "What the scores are worth").
//
//   node tools/match/result_fit.mjs <records...> --terms build/native/tools/tune/eval_terms
//   node tools/match/result_fit.mjs <records...> --terms <binary> --from-end 40 --folds 2
import { readArgs } from './args.mjs';
import { DANGER_TO_MOVER, DANGER_TO_OTHER, evalTerms, SUM, TERM_LABELS } from './eval_terms.mjs';
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

try {
  const terms = evalTerms(termsBinary, positions.map((p) => p.moves), (i) => `game ${onBoard[positions[i].game].number}`);
  positions.forEach((p, i) => { p.terms = terms[i]; });
} catch (e) {
  fail(e.message);
}

// Beyond ±3,000 (33 pawns) the game is decided and every model predicts it; near the end the
// result is plain on the board. Both would drown the middle game the question is about.
const used = positions.filter((p) => Math.abs(p.terms[SUM]) < 3000 && p.left >= fromEnd);
console.log(`${onBoard.length} games (${games.length - onBoard.length} lost on time left out), ${positions.length} positions; ` +
  `${used.length} with the sum within ±3,000 and at least ${fromEnd} plies from the end`);
if (used.length < 10 * folds) fail('too few positions to fit');

// Features in units of 100 (a weight reads per 100 cp or per 100 points of danger); `ours` tells
// the two engines apart (they differ in strength) and `1` is the intercept.
const per100 = (v) => v / 100;
const [sum, toMover, toOther] = [SUM, DANGER_TO_MOVER, DANGER_TO_OTHER];
const label = (...columns) => columns.map((c) => TERM_LABELS[c]);
const models = [
  ['sum', label(sum), (t) => [per100(t[sum])]],
  ['sum + dangers', label(sum, toMover, toOther), (t) => [per100(t[sum]), per100(t[toMover]), per100(t[toOther])]],
  ['sum + dangers squared', [...label(sum), ...label(toMover, toOther).map((l) => `${l} ^2`)],
    (t) => [per100(t[sum]), per100(t[toMover]) ** 2, per100(t[toOther]) ** 2]],
  ['terms', TERM_LABELS.slice(0, SUM), (t) => t.slice(0, SUM).map(per100)],
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
const [wSum, wMover, wOther] = fitted.get('sum + dangers');
console.log(`the results weigh a point of danger to the mover's king as ${(wMover / wSum).toFixed(1)} cp of the sum, ` +
  `to the other king as ${(wOther / wSum).toFixed(1)} cp, beyond what the sum gives them`);
