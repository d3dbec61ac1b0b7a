#!/usr/bin/env node
// Fixed-node searches with `<binary> usi`: prints nodes and CPU-seconds of the engine process.
// With --instructions the engine runs under valgrind's callgrind, which counts the instructions
// executed inside the search only (collection toggled on Searcher::think): a figure that does not
// move with the machine's load, for comparing two builds node for node. With --depth D each
// position is searched to depth D from a fresh table instead, and the nodes it took are counted;
// --multipv N asks for N lines (the cost of MultiPV, docs/ai.md "MultiPV"). With --level L each
// position is searched at that playing level from a fresh table, `go nodes` as the cap above the
// level's own, and the nodes the level searched are counted (docs/ai.md "Levels 1–10"). With
// --eval-file F the engine loads king tables first (the USI option EvalFile).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readArgs } from './args.mjs';
const { args, opt, num } = readArgs('node tools/match/bench.mjs <binary> [nodes] [--instructions] [--depth D] [--multipv N] [--level L] [--eval-file F]', 1);
const counting = args.includes('--instructions');
const bin = args[0], N = Number(args[1] && !args[1].startsWith('--') ? args[1] : counting ? 100000 : 1500000);
const depth = num('depth', 0), multipv = num('multipv', 1), level = num('level', 0), evalFile = opt('eval-file', '');
const pos = [
 "startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b 5i6h 5a6b 6h7h 6b7b 4i5h 7b8b 5g5f 3a3b",
 "startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e",
 "startpos moves 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d P*2c 2d2f 8e8f 8g8f 8b8f P*8g 8f8d",
 "startpos moves 7g7f 8c8d 7i6h 3c3d 6h7g 7a6b 2g2f 6c6d 5i6h 6b6c 4i5h 5a4b 3i4h 3a3b",
];
const cmd = counting
  ? ['valgrind', ['--tool=callgrind', '--toggle-collect=*Searcher*think*', '--callgrind-out-file=/dev/null', bin, 'usi']]
  : ['/usr/bin/time', ['-f', 'CPU %U %S', bin, 'usi']];
const p = spawn(cmd[0], cmd[1], { stdio: ['pipe', 'pipe', 'pipe'] });
p.on('error', (e) => { console.error(`cannot run ${cmd[0]}: ${e.message}`); process.exit(1); });
let err = ''; p.stderr.on('data', d => err += d);
const rl = createInterface({ input: p.stdout });
let i = 0, total = 0, last = '';
const go = depth ? `usinewgame\nposition %\ngo depth ${depth}\n` : level ? `usinewgame\nposition %\ngo nodes ${N}\n` : `position %\ngo nodes ${N}\n`;
const counted = depth || level;  // the nodes the search reports, not the limit
const next = () => { if (i < pos.length) { p.stdin.write(go.replace('%', pos[i++])); } else p.stdin.write('quit\n'); };
rl.on('line', l => {
  if (l.startsWith('info string EvalFile')) console.log(l);
  if (l.startsWith('info string error')) { console.error(`position ${i}: ${l}`); process.exit(1); }
  if (l.startsWith('info depth') && !/ multipv [2-9]| multipv 1\d/.test(l)) last = l;  // line 1 of the last depth
  if (l.startsWith('bestmove')) { total += counted ? Number(last.match(/ nodes (\d+)/)[1]) : N; console.log(l, '|', last.replace(/ pv .*/, '')); next(); }
});
p.stdin.write(`usi\nsetoption name MultiPV value ${multipv}\n${level ? `setoption name Level value ${level}\n` : ''}` +
  `${evalFile ? `setoption name EvalFile value ${evalFile}\n` : ''}isready\n`); next();
p.on('exit', () => {
  if (counting) {
    const m = err.match(/Collected : (\d+)/);
    if (!m) { console.error(err); process.exit(1); }
    console.log(`total nodes ${total}, ${m[1]} instructions in the search, ${(Number(m[1]) / total).toFixed(0)} per node`);
    return;
  }
  const m = err.match(/CPU ([\d.]+) ([\d.]+)/); const t = Number(m[1]);
  console.log(`total nodes ${total}, user ${t}s, ${(total / t / 1e6).toFixed(2)} M nodes/CPU-s`);
});
