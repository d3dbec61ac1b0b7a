#!/usr/bin/env node
// Differential test: legal moves of regalia's SHOWGIT engine vs Debian's fairy-stockfish (USI,
// variant shogi, `go perft 1`) over positions from seeded random playouts.
// Fairy-Stockfish counts pawn-drop mates (uchifuzume) as legal, so positions where such a drop
// exists are skipped (regalia reports them in its batch output).
//
// usage: node tests/diff/showgit_vs_fairy.mjs [--positions N] [--seed S] [--regalia PATH] [--fairy PATH]
// Exit 0 when every compared position agrees, 1 on a mismatch, 2 on a setup problem.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = { positions: 300, seed: 1, regalia: resolve(root, 'build/native/bindings/cli/regalia'), fairy: '' };
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  const v = process.argv[i + 1];
  if (a === '--positions') { args.positions = Number(v); i++; }
  else if (a === '--seed') { args.seed = Number(v); i++; }
  else if (a === '--regalia') { args.regalia = resolve(v); i++; }
  else if (a === '--fairy') { args.fairy = v; i++; }
  else { console.error(`unknown argument ${a}`); process.exit(2); }
}
if (!args.fairy) args.fairy = existsSync('/usr/games/fairy-stockfish') ? '/usr/games/fairy-stockfish' : 'fairy-stockfish';
if (!existsSync(args.regalia)) { console.error(`regalia CLI not found at ${args.regalia} (build the native preset)`); process.exit(2); }

// mulberry32: small seeded PRNG.
let state = (args.seed >>> 0) || 1;
function rand() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

// One regalia call answers a whole batch of "<sfen> moves ..." lines.
function regaliaBatch(lines) {
  const r = spawnSync(args.regalia, ['moves', 'showgit', '--position', '-'], {
    input: lines.join('\n') + '\n', maxBuffer: 1 << 30, encoding: 'utf8',
  });
  if (r.status !== 0) { console.error(r.stderr); process.exit(2); }
  return r.stdout.split('\n').filter((l) => l.length).map((l) => {
    const [sfen, moves, mates] = l.split('\t');
    if (sfen === 'error') { console.error(`regalia batch error: ${moves} ${mates}`); process.exit(2); }
    return { sfen, moves: moves ? moves.split(' ') : [], mates: mates ? mates.split(' ') : [] };
  });
}

// Random playouts from the start position; every visited position is a candidate.
const games = Math.max(1, Math.ceil(args.positions / 20));
const maxPlies = 200;
const active = Array.from({ length: games }, () => ({ moves: [], limit: 20 + Math.floor(rand() * maxPlies) }));
const pool = [];
while (active.length) {
  const results = regaliaBatch(active.map((g) => `startpos moves ${g.moves.join(' ')}`));
  for (let i = active.length - 1; i >= 0; i--) {
    const g = active[i];
    const r = results[i];
    pool.push(r);
    if (r.moves.length === 0 || g.moves.length >= g.limit) { active.splice(i, 1); continue; }
    g.moves.push(r.moves[Math.floor(rand() * r.moves.length)]);
  }
}
// Fisher-Yates with the seeded PRNG, then take the first N.
for (let i = pool.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [pool[i], pool[j]] = [pool[j], pool[i]];
}
const sample = pool.slice(0, args.positions);

// Fairy-Stockfish, one long-running process.
const fairy = spawn(args.fairy, [], { stdio: ['pipe', 'pipe', 'inherit'] });
fairy.on('error', (e) => { console.error(`cannot start ${args.fairy}: ${e.message}`); process.exit(2); });
const rl = createInterface({ input: fairy.stdout });
const waiting = [];
let current = null;
rl.on('line', (line) => {
  if (!current) return;
  const m = /^(\S+): (\d+)$/.exec(line);
  if (m) current.moves.push(m[1]);
  else if (line.startsWith('Nodes searched')) { const c = current; current = null; c.resolve(c.moves); next(); }
});
function next() {
  if (current || !waiting.length) return;
  current = waiting.shift();
  fairy.stdin.write(`position sfen ${current.sfen}\ngo perft 1\n`);
}
function fairyMoves(sfen) {
  return new Promise((resolve) => { waiting.push({ sfen, moves: [], resolve }); next(); });
}
fairy.stdin.write('usi\nsetoption name UCI_Variant value shogi\n');

const t0 = Date.now();
let compared = 0, skipped = 0, failed = 0, totalMoves = 0;
for (const p of sample) {
  if (p.mates.length) { skipped++; continue; }
  const theirs = (await fairyMoves(p.sfen)).sort();
  const ours = [...p.moves].sort();
  compared++;
  totalMoves += ours.length;
  const a = new Set(ours), b = new Set(theirs);
  const onlyOurs = ours.filter((m) => !b.has(m));
  const onlyTheirs = theirs.filter((m) => !a.has(m));
  if (onlyOurs.length || onlyTheirs.length || ours.length !== theirs.length) {
    failed++;
    console.log(`MISMATCH ${p.sfen}`);
    console.log(`  only regalia (${onlyOurs.length}): ${onlyOurs.join(' ')}`);
    console.log(`  only fairy-stockfish (${onlyTheirs.length}): ${onlyTheirs.join(' ')}`);
    console.log(`  regalia (${ours.length}): ${ours.join(' ')}`);
    console.log(`  fairy-stockfish (${theirs.length}): ${theirs.join(' ')}`);
    if (failed >= 10) break;
  }
}
fairy.stdin.end('quit\n');
console.log(`showgit vs fairy-stockfish: ${compared} positions compared (${totalMoves} moves), ` +
  `${skipped} skipped (pawn-drop mate possible), ${failed} mismatched, seed ${args.seed}, ` +
  `${((Date.now() - t0) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
