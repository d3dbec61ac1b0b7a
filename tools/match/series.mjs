#!/usr/bin/env node
// A long match in blocks, one runner call a block, each block's result appended to a series file
// kept in tools/match/results/ (series_file.mjs): a measurement of a few hundred games at a long
// time control outlasts a sitting and a machine, and a second run plays only the blocks missing.
// Each block is the runner given after `--` with `<offset-flag> <offset>` added (`--book-offset`
// for match.mjs and wasm_clock.mjs, `--first-pair` for sovereign_match.mjs) and its records in
// tools/match/out/series/ (ignored by git; `--records DIR` elsewhere). Without `--`, prints the
// series' total.
//
//   node tools/match/series.mjs tools/match/results/fs-1s.txt --offsets 10,15,20 \
//     --note "SHOWGIT v Fairy-Stockfish 11.1 at 1 s a move, regalia of commit c63dd96" \
//     -- tools/match/match.mjs --regalia BIN --games 10 --movetime 1000 --opponent fairy --book tools/match/book.txt --a "BIN usi"
//   node tools/match/series.mjs tools/match/results/fs-1s.txt
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArgs } from './args.mjs';
import { blockLine, readSeries, seriesTotal } from './series_file.mjs';

// The runner's arguments are everything after `--`; the series' own options come before it.
const separator = process.argv.indexOf('--');
const runner = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (separator >= 0) process.argv.length = separator;
const { args, opt, fail } = readArgs(`node tools/match/series.mjs <series file> [--offsets 0,10,...]
       [--offset-flag --book-offset|--first-pair] [--note TEXT] [--records tools/match/out/series]
       [-- <runner.mjs> <its arguments>]`, 1);

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const file = resolve(args[0]);
const total = () => console.log(seriesTotal(readSeries(existsSync(file) ? readFileSync(file, 'utf8') : '')));

if (!runner.length) {
  if (!existsSync(file)) fail(`no series file '${file}'`);
  total();
  process.exit(0);
}

const offsetFlag = opt('offset-flag', runner[0].endsWith('sovereign_match.mjs') ? '--first-pair' : '--book-offset');
const offsets = opt('offsets', '').split(',').filter(Boolean).map(Number);
if (!offsets.length || offsets.some((o) => !Number.isInteger(o) || o < 0)) fail('--offsets takes offsets: 0,10,20');
for (const own of [offsetFlag, '--out']) {
  if (runner.includes(own)) fail(`the runner's arguments must not hold ${own}: the series sets it for each block`);
}
if (!existsSync(file)) {
  mkdirSync(dirname(file), { recursive: true });
  const note = opt('note', '');
  writeFileSync(file, `${note ? `# ${note}\n` : ''}# node ${runner.join(' ')} ${offsetFlag} <offset>\n`);
}
const recordsDir = resolve(opt('records', resolve(here, 'out', 'series')));
mkdirSync(recordsDir, { recursive: true });

function playBlock(offset) {
  const out = resolve(recordsDir, `${basename(file, '.txt')}-${offset}.txt`);
  return new Promise((done) => {
    const p = spawn(process.execPath, [...runner, offsetFlag, String(offset), '--out', out], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    p.stdout.on('data', (d) => { text += d; });
    p.stderr.on('data', (d) => { text += d; });
    p.on('exit', (code) => done({ code, text }));
  });
}

for (const offset of offsets) {
  if (readSeries(readFileSync(file, 'utf8')).some((b) => b.offset === offset)) continue;
  const { code, text } = await playBlock(offset);
  const line = blockLine(offset, text);
  if (code !== 0 || !line) {
    console.log(`block ${offset}: the runner failed (exit ${code})\n${text.slice(-800)}`);
    process.exit(1);
  }
  appendFileSync(file, `${line}\n`);
  console.log(line);
}
total();
