// Scores positions of recorded games with Debian's fairy-stockfish (the teacher for the learned
// part of the SHOWGIT evaluation, tests/tune/tune.cpp).
//
//   node tests/tune/label_fsf.mjs record.txt... --out labels.tsv [--depth 8] [--every 1] [--skip 8]
//        [--shard i/n]
//
// Reads the `position startpos moves ...` lines of match records (tests/match/match.mjs), and
// for every `--every`-th ply after the first `--skip` plies (the cycle starting one ply later in
// every other game) writes one line
//   <moves up to the position, space-separated> TAB <score cp, side to move> TAB <bestmove>
// Mate scores are written as +-30000. `--shard i/n` keeps every n-th game from the i-th, so
// two processes can label one set side by side.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

import { readArgs } from '../match/args.mjs';

const usage = 'node tests/tune/label_fsf.mjs <record.txt>... --out labels.tsv [--depth 8] [--every 1] [--skip 8] [--shard i/n]';
const { args, opt, num } = readArgs(usage, 1);
const files = [];
for (let i = 0; i < args.length; ++i) {
  if (args[i].startsWith('--')) ++i;
  else files.push(args[i]);
}
const outFile = opt('out', null);
if (!outFile) {
  console.error(`missing --out\nusage: ${usage}`);
  process.exit(2);
}
const depth = num('depth', 8), every = num('every', 1), skip = num('skip', 8);
const [shardI, shardN] = opt('shard', '0/1').split('/').map(Number);

const seen = new Set();
const games = [];
for (const f of files)
  for (const line of readFileSync(f, 'utf8').split('\n')) {
    const m = /^position startpos moves (.*)$/.exec(line.trim());
    if (!m || seen.has(m[1])) continue;
    seen.add(m[1]);
    games.push(m[1].split(' '));
  }
// A fixed shuffle, so a run stopped early still covers every source.
let seed = 12345;
const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296);
for (let i = games.length - 1; i > 0; --i) {
  const j = Math.floor(rand() * (i + 1));
  [games[i], games[j]] = [games[j], games[i]];
}
const mine = games.filter((_, i) => i % shardN === shardI);

const fsf = spawn('/usr/games/fairy-stockfish', [], { stdio: ['pipe', 'pipe', 'inherit'] });
const lines = createInterface({ input: fsf.stdout });
let waiting = null;
let last = null;
lines.on('line', (l) => {
  if (l.startsWith('info') && l.includes(' score ')) last = l;
  if (waiting && (l.startsWith('bestmove') || l === 'readyok' || l === 'usiok')) {
    const w = waiting;
    waiting = null;
    w(l);
  }
});
const ask = (cmd) => new Promise((res) => { waiting = res; fsf.stdin.write(cmd + '\n'); });

await ask('usi');
fsf.stdin.write('setoption name UCI_Variant value shogi\n');
fsf.stdin.write('setoption name Hash value 64\n');
await ask('isready');
const out = createWriteStream(outFile, { flags: 'a' });
let done = 0;
let gamesDone = 0;
const t0 = Date.now();
for (const moves of mine) {
  await ask('usinewgame\nisready');
  // Start each game on another ply of the cycle: with --every 2 half the games give positions
  // with the first player to move, half with the second (one parity only would tie the side to
  // move to the colour, and the tuner could not learn the tempo).
  for (let ply = skip + (gamesDone % every); ply < moves.length; ply += every) {
    const prefix = moves.slice(0, ply).join(' ');
    last = null;
    const best = await ask(`position startpos moves ${prefix}\ngo depth ${depth}`);
    const m = last && / score (cp|mate) (-?\d+)/.exec(last);
    if (!m) continue;
    const score = m[1] === 'cp' ? Number(m[2]) : Number(m[2]) > 0 ? 30000 : -30000;
    out.write(`${prefix}\t${score}\t${best.split(' ')[1]}\n`);
    ++done;
  }
  if (++gamesDone % 20 === 0)
    console.error(`${done} positions, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
out.end();
fsf.stdin.write('quit\n');
