#!/usr/bin/env node
// What each engine's scores were worth in the games of match records (match.mjs's output files):
// the moves grouped by the score their engine reported, and the mover's result from each group
// (score_worth_table.mjs). Each engine is read on its own scale (ours: pawn = 90). With
// `--terms <eval_terms binary>` (tools/tune/eval_terms.cpp) it also splits our static evaluation of
// the positions we scored into its terms: their means by score group, in games won and lost.
//
//   node tools/match/score_worth.mjs tools/match/out/series/showgit-gps-10s-1s-*.txt
//   node tools/match/score_worth.mjs <records...> --edges -1000,0,1000
//   node tools/match/score_worth.mjs <records...> --terms build/native/tools/tune/eval_terms
//   node tools/match/score_worth.mjs <records...> --decided 800
// It also says when the decisive games were decided (decided_at.mjs): from which ply the winner's
// every score was at least --decided (default 500) to the end, and the loser's score then.
import { readArgs } from './args.mjs';
import { evalTerms, TERM_LABELS } from './eval_terms.mjs';
import { readMatchRecordFiles } from './match_record.mjs';
import { decidedTable } from './decided_at.mjs';
import { DEFAULT_EDGES, scoreGroups, scoreWorth } from './score_worth_table.mjs';

const { args, opt, fail } = readArgs('node tools/match/score_worth.mjs <match record>... [--edges -3000,-1500,...,3000] [--terms <eval_terms binary>] [--decided 500]', 1);
const edges = opt('edges', DEFAULT_EDGES.join(',')).split(',').map(Number);
if (edges.some((e) => !Number.isInteger(e)) || edges.some((e, i) => i && e <= edges[i - 1])) {
  fail('--edges takes rising whole centipawns: -400,0,400');
}
const decidedThreshold = Number(opt('decided', '500'));
if (!Number.isInteger(decidedThreshold) || decidedThreshold <= 0) fail('--decided takes whole centipawns above 0: 500');
const files = args.filter((a, i) => !a.startsWith('--') && !(i && ['--edges', '--terms', '--decided'].includes(args[i - 1])));
let games;
try {
  games = readMatchRecordFiles(files);
} catch (e) {
  fail(e.message);
}
if (!games.length) fail('no games in the records given');
const total = games.reduce((s, g) => s + g.result, 0);
console.log(`${games.length} games, regalia's result ${(100 * total / games.length).toFixed(1)} %`);
const worth = scoreWorth(games, edges);
for (const [side, name] of [['ours', 'regalia'], ['theirs', 'opponent']]) {
  console.log(`${name}: score reported -> moves, the mover's result`);
  for (const row of worth[side]) {
    if (row.moves) console.log(`  ${row.label.padStart(14)}  ${String(row.moves).padStart(6)}  ${(100 * row.result).toFixed(1).padStart(5)} %`);
  }
}

const decided = decidedTable(games, decidedThreshold);
for (const [side, who, loser] of [['losses', 'the opponent', 'our'], ['wins', 'regalia', 'its']]) {
  console.log(`${side}: decided from the ply on which ${who} scored ${decidedThreshold} or more to the end -> games, ${loser} score then (median)`);
  for (const row of decided[side]) {
    if (row.games) console.log(`  ${row.label.padStart(14)}  ${String(row.games).padStart(6)}  ${row.loserMedian === null ? '' : String(row.loserMedian).padStart(6)}`);
  }
}

// Our static evaluation of each position we scored (before our move), split into its terms.
const termsBinary = opt('terms', '');
if (termsBinary) {
  const scored = games.flatMap((g) => g.scores.filter((s) => s.ours && s.score?.cp !== undefined).map((s) => ({ g, s })));
  let terms;
  try {
    terms = evalTerms(termsBinary, scored.map(({ g, s }) => g.moves.slice(0, s.ply - 1)), (i) => `game ${scored[i].g.number}, ply ${scored[i].s.ply}`);
  } catch (e) {
    fail(e.message);
  }
  const groups = scoreGroups(edges);
  const rows = new Map();
  scored.forEach(({ g, s }, i) => {
    const k = groups.group(s.score);
    const key = `${String(k).padStart(3)} ${groups.labels[k]}, ${g.result === 1 ? 'won' : g.result === 0 ? 'lost' : 'drawn'}`;
    if (!rows.has(key)) rows.set(key, []);
    rows.get(key).push(terms[i]);
  });
  console.log(`regalia's static evaluation where it scored (means; side to move's view): ${TERM_LABELS.join(', ')}`);
  for (const key of [...rows.keys()].sort()) {
    const group = rows.get(key);
    const mean = TERM_LABELS.map((_, j) => Math.round(group.reduce((s, r) => s + r[j], 0) / group.length));
    console.log(`  ${key.slice(4)} (${group.length} moves): ${mean.join(' ')}`);
  }
}
