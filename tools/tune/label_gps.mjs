#!/usr/bin/env node
// Relabels training positions with gpsusi's score, so that a fit learns from an engine stronger
// than ours rather than from our own search (docs/ai.md, "A learned evaluation (king tables)").
// Reads gen_positions' lines (SFEN, score, result, tab-separated) and writes the same lines with
// the score replaced by gpsusi's (the side to move's view, its own centipawns; fit_king_tables
// fits its K to whatever scale the scores have). gpsusi runs with one thread and no book, capped
// by --node-count-hard-limit; a position it scores as a mate, or beyond ±20,000 (at small node
// counts it sometimes reports a centipawn score of a million), or does not score, is left out.
// --from and --count take a slice of the input, so that two runs (one a core) share a file.
//
//   node tools/tune/label_gps.mjs POSITIONS [--nodes 5000] [--from 0] [--count N] > LABELLED
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { readArgs } from '../match/args.mjs';
import { PEER_ENGINES } from '../match/peer_engines.mjs';
import { LineProcess } from '../diff/usi_process.mjs';

const { args, num } = readArgs('node tools/tune/label_gps.mjs POSITIONS [--nodes 5000] [--from 0] [--count N]', 1);
const nodes = num('nodes', 5000), from = num('from', 0), count = num('count', Infinity);

const gps = new LineProcess(PEER_ENGINES.gps.cmd, ['--node-count-hard-limit', String(nodes)], { name: 'gpsusi' });
for (const [name, value] of Object.entries(PEER_ENGINES.gps.options)) gps.send(`setoption name ${name} value ${value}\n`);
await gps.request('usi\n', (l) => l === 'usiok');
await gps.request('isready\n', (l) => l === 'readyok');

// The score of the last info line before bestmove: null for a mate or no score.
function scoreOf(lines) {
  let score = null;
  for (const line of lines) {
    const m = / score (cp|mate) (-?\d+)/.exec(line);
    if (m) score = m[1] === 'cp' && Math.abs(Number(m[2])) <= 20000 ? Number(m[2]) : null;
  }
  return score;
}

let index = 0, written = 0, skipped = 0;
const started = Date.now();
for await (const line of createInterface({ input: createReadStream(args[0]) })) {
  const i = index++;
  if (i < from) continue;
  if (i >= from + count) break;
  const [sfen, , result] = line.split('\t');
  if (!sfen || result === undefined) continue;
  const answer = await gps.request(`position sfen ${sfen}\ngo btime 0 wtime 0 byoyomi 60000\n`, (l) => l.startsWith('bestmove'));
  const score = scoreOf(answer);
  if (score === null) {
    skipped++;
    continue;
  }
  process.stdout.write(`${sfen}\t${score}\t${result}\n`);
  if (++written % 1000 === 0) {
    const rate = written / ((Date.now() - started) / 1000);
    process.stderr.write(`label_gps: ${written} positions (${skipped} left out), ${rate.toFixed(0)} a second\n`);
  }
}
gps.close();
process.stderr.write(`label_gps: ${written} positions written, ${skipped} left out\n`);
