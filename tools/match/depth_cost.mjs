#!/usr/bin/env node
// What a depth costs at a playing level, on positions of real games: for every `--every`th ply
// of the match records given (any runner's `position startpos moves …` lines), a search at
// `--level` from a fresh table, and the nodes each of depths D−1 and D took to finish. Prints
// their quantiles and, for each node cap of `--caps`, the share of positions where depth D
// finishes within it and where even depth D−1 does not: what a node cap on a level would leave
// (docs/ai.md "Levels 1–10"). Use a level whose own caps do not bind below the caps asked about;
// a depth the level does not reach within `--nodes` counts as above every cap.
//
//   node tools/match/depth_cost.mjs <binary> sovereign --level 6 --depth 5 --caps 6000,10000,15000 <record>...
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { readArgs } from './args.mjs';

const { args, opt, num, fail } = readArgs(`node tools/match/depth_cost.mjs <binary> showgit|sovereign <record>... --level L --depth D
       [--caps 6000,10000,15000] [--every 8] [--nodes 2000000]`, 3);
const [bin, game] = args;
if (game !== 'showgit' && game !== 'sovereign') fail(`unknown game '${game}'`);
const level = num('level', 0), depth = num('depth', 0), every = num('every', 8), limit = num('nodes', 2000000);
if (!(level >= 1 && level <= 10)) fail('--level must be 1–10');
if (!(depth >= 2)) fail('--depth must be 2 or more');
const caps = opt('caps', '6000,10000,15000').split(',').map(Number);
if (caps.some((c) => !(c > 0))) fail(`--caps takes node counts, not '${opt('caps', '')}'`);
const firstOption = args.findIndex((a) => a.startsWith('--'));
const records = args.slice(2, firstOption < 0 ? args.length : firstOption);

const positions = [];
for (const file of records) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(/^position startpos moves (.+)/);
    if (!m) continue;
    const moves = m[1].trim().split(/\s+/);
    for (let k = 2; k < moves.length; k += every) positions.push(moves.slice(0, k).join(' '));
  }
}
if (!positions.length) fail('no `position startpos moves` lines in the records given');

const p = spawn(bin, game === 'showgit' ? ['usi'] : ['engine', 'sovereign'], { stdio: ['pipe', 'pipe', 'inherit'] });
p.on('error', (e) => fail(`cannot run ${bin}: ${e.message}`));
const costs = [];  // [nodes to finish depth D−1, depth D], Infinity where not finished
let shallow = Infinity, deep = Infinity, i = 0;
const next = () => {
  if (i < positions.length) p.stdin.write(`usinewgame\nposition startpos moves ${positions[i++]}\ngo nodes ${limit}\n`);
  else p.stdin.write('quit\n');
};
createInterface({ input: p.stdout }).on('line', (l) => {
  if (l.startsWith('info string error')) fail(`position ${i}: ${l}`);
  const m = l.match(/^info depth (\d+) .*? nodes (\d+)/);
  if (m && Number(m[1]) === depth - 1) shallow = Number(m[2]);
  if (m && Number(m[1]) === depth) deep = Number(m[2]);
  if (l.startsWith('bestmove')) {
    costs.push([shallow, deep]);
    shallow = deep = Infinity;
    next();
  }
});
p.on('exit', () => {
  const n = costs.length;
  const quantiles = (k) => {
    const sorted = costs.map((c) => c[k]).sort((x, y) => x - y);
    return [0.1, 0.25, 0.5, 0.75, 0.9].map((q) => `${q}: ${sorted[Math.floor(q * n)]}`).join(', ');
  };
  const share = (f) => `${((100 * costs.filter(f).length) / n).toFixed(1)} %`;
  console.log(`${game} level ${level}, ${n} positions (every ${every}th ply of ${records.length} records), fresh table each`);
  console.log(`nodes to finish depth ${depth - 1}, quantiles ${quantiles(0)}`);
  console.log(`nodes to finish depth ${depth}, quantiles ${quantiles(1)}`);
  for (const cap of caps) {
    console.log(`cap ${cap}: depth ${depth} finishes in ${share((c) => c[1] <= cap)}, depth ${depth - 1} does not in ${share((c) => c[0] > cap)}`);
  }
});
p.stdin.write(`${game === 'showgit' ? 'usi\n' : ''}setoption name Level value ${level}\nsetoption name USI_Hash value 16\nisready\n`);
next();
