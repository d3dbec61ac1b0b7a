#!/usr/bin/env node
// Writes an opening book for the match runner: N distinct short openings (PLIES plies each),
// played from the start position by `regalia usi` at a weak level with varying seeds (sane but
// varied moves). One line per opening: the USI moves. Deterministic for given arguments.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { readArgs } from './args.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const { opt, num } = readArgs('node tools/match/make_book.mjs [--count 300] [--plies 10] [--level 5] [--out tools/match/book.txt] [--regalia <binary>]');
const bin = opt('regalia', resolve(root, 'build/native/bindings/cli/regalia'));
const count = num('count', 300), plies = num('plies', 10), level = num('level', 5);
const out = opt('out', resolve(here, 'book.txt'));

const p = spawn(bin, ['usi'], { stdio: ['pipe', 'pipe', 'ignore'] });
const rl = createInterface({ input: p.stdout });
let waiter = null;
rl.on('line', (l) => { if (waiter && waiter.re.test(l)) { const w = waiter; waiter = null; w.res(l); } });
const ask = (cmd, re) => new Promise((res) => { waiter = { re, res }; p.stdin.write(cmd + '\n'); });
await ask('usi', /^usiok/);
await ask(`setoption name Level value ${level}\nisready`, /^readyok/);
const seen = new Set(), lines = [];
for (let seed = 1; lines.length < count && seed < count * 20; ++seed) {
  const moves = [];
  for (let i = 0; i < plies; ++i) {
    const l = await ask(`setoption name Seed value ${seed * 1000 + i}\nposition startpos${moves.length ? ' moves ' + moves.join(' ') : ''}\ngo`, /^bestmove/);
    const mv = l.split(/\s+/)[1];
    if (mv === 'resign' || mv === 'win') break;
    moves.push(mv);
  }
  const key = moves.join(' ');
  if (moves.length === plies && !seen.has(key)) { seen.add(key); lines.push(key); }
}
p.stdin.write('quit\n');
writeFileSync(out, lines.join('\n') + '\n');
console.log(`${lines.length} openings -> ${out}`);
