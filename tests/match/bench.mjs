#!/usr/bin/env node
// Fixed-node searches with `<binary> usi`: prints nodes and CPU-seconds of the engine
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readArgs } from './args.mjs';
const { args } = readArgs('node tests/match/bench.mjs <binary> [nodes]', 1);
const bin = args[0], N = Number(args[1] || 1500000);
const pos = [
 "startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b 5i6h 5a6b 6h7h 6b7b 4i5h 7b8b 5g5f 3a3b",
 "startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e",
 "startpos moves 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d P*2c 2d2f 8e8f 8g8f 8b8f P*8g 8f8d",
 "startpos moves 7g7f 8c8d 7i6h 3c3d 6h7g 7a6b 2g2f 6b6c 5i6h 5a4b 4i5h 3a3b 3i4h 4b3a",
];
const p = spawn('/usr/bin/time', ['-f', 'CPU %U %S', bin, 'usi'], { stdio: ['pipe', 'pipe', 'pipe'] });
let err = ''; p.stderr.on('data', d => err += d);
const rl = createInterface({ input: p.stdout });
let i = 0, total = 0, last = '';
const next = () => { if (i < pos.length) { p.stdin.write(`position ${pos[i++]}\ngo nodes ${N}\n`); } else p.stdin.write('quit\n'); };
rl.on('line', l => { if (l.startsWith('info depth')) last = l; if (l.startsWith('bestmove')) { total += N; console.log(l, '|', last.replace(/ pv .*/, '')); next(); } });
p.stdin.write('usi\nisready\n'); next();
p.on('exit', () => { const m = err.match(/CPU ([\d.]+) ([\d.]+)/); const t = Number(m[1]); console.log(`total nodes ${total}, user ${t}s, ${(total / t / 1e6).toFixed(2)} M nodes/CPU-s`); });
