#!/usr/bin/env node
// Where each engine's nodes go at a given think time: SHOWGIT positions from several stages of
// the game, each searched from a fresh table by every engine named, at every think time named.
// Prints per engine and time: the time actually used, nodes a second, the depth reached, the
// effective branching factor over the last four depths (search_depths.mjs reads them from the
// info lines), and how often its move is the one the reference chose: the last engine named, at
// --reference-ms (by default the longest think time). Depths are each engine's own: a
// gpsusi depth is not one of ours. docs/ai.md "Where the nodes go".
//
// Positions: book lines from --book-offset, each played on by our engine at --reach-nodes a move
// (deterministic for a build: --positions-by names the build, so that two builds can be compared
// on the same positions) to each ply of --plies; lines that end before a ply give none.
//
//   taskset -c 0 node tools/match/search_profile.mjs --regalia <bin> --lines 10 --plies 30,60,90 \
//     --engines regalia,fairy,gps --movetime 200,1000
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { readArgs } from './args.mjs';
import { searchDepths } from './search_depths.mjs';
import { PEER_ENGINES } from './peer_engines.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const { opt, num, fail } = readArgs(`node tools/match/search_profile.mjs [--regalia <binary>] [--engines regalia,fairy,gps]
       [--movetime 200,1000] [--reference-ms MS] [--lines 10] [--plies 30,60,90] [--book tools/match/book.txt] [--book-offset 0]
       [--reach-nodes 20000] [--positions-by <binary>]`);
const REGALIA = opt('regalia', resolve(root, 'build/native/bindings/cli/regalia'));
const times = opt('movetime', '200,1000').split(',').map(Number);
if (times.some((t) => !(t > 0))) fail(`--movetime takes milliseconds, not '${opt('movetime', '')}'`);
const plies = opt('plies', '30,60,90').split(',').map(Number);
if (plies.some((p) => !(p > 0))) fail(`--plies takes ply counts, not '${opt('plies', '')}'`);
const refMs = num('reference-ms', Math.max(...times));
const POSITIONS_BY = opt('positions-by', REGALIA);
const lines = num('lines', 10), bookOffset = num('book-offset', 0), reachNodes = num('reach-nodes', 20000);

// How each engine is started and asked to think for `ms`. gpsusi has no `go movetime`: it gets
// a byoyomi and no main time; it spends most of it, and never less than about 0.8 s.
const ours = (bin) => ({ cmd: `${bin} usi`, options: { USI_Hash: '16' }, go: (ms) => `go movetime ${ms}` });
const ENGINES = {
  regalia: ours(REGALIA),
  fairy: { ...PEER_ENGINES.fairy, go: (ms) => `go movetime ${ms}` },
  gps: { ...PEER_ENGINES.gps, go: (ms) => `go btime 0 wtime 0 byoyomi ${ms}` },
};
const names = opt('engines', 'regalia,fairy,gps').split(',');
for (const n of names) if (!ENGINES[n]) fail(`unknown engine '${n}' (known: ${Object.keys(ENGINES).join(', ')})`);

class Usi {
  constructor(spec) {
    this.spec = spec;
    const [cmd, ...args] = spec.cmd.split(' ');
    this.proc = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    this.proc.on('error', (e) => fail(`cannot start ${spec.cmd}: ${e.message}`));
    this.waiting = null;
    this.info = [];
    createInterface({ input: this.proc.stdout }).on('line', (l) => {
      if (l.startsWith('info')) this.info.push(l);
      if (this.waiting && this.waiting.re.test(l)) { const w = this.waiting; this.waiting = null; w.resolve(l); }
    });
  }
  send(s) { this.proc.stdin.write(s + '\n'); }
  wait(re) { return new Promise((resolve) => { this.waiting = { re, resolve }; }); }
  async start() {
    this.send('usi');
    await this.wait(/^usiok/);
    for (const [k, v] of Object.entries(this.spec.options)) this.send(`setoption name ${k} value ${v}`);
    this.send('isready');
    await this.wait(/^readyok/);
  }
  // A search from a fresh table: the move, the wall time and the info lines it printed.
  async think(moves, go) {
    this.send('usinewgame');
    this.send('isready');
    await this.wait(/^readyok/);
    this.info = [];
    this.send(`position startpos${moves.length ? ' moves ' + moves.join(' ') : ''}`);
    const t0 = performance.now();
    const best = this.wait(/^bestmove/);
    this.send(go);
    const line = await best;
    return { move: line.split(/\s+/)[1], ms: performance.now() - t0, info: this.info };
  }
  quit() { this.send('quit'); }
}

async function positions() {
  const book = readFileSync(opt('book', resolve(here, 'book.txt')), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
  const chosen = book.slice(bookOffset, bookOffset + lines).map((l) => l.split(/\s+/));
  if (!chosen.length) fail(`the book has no lines from ${bookOffset}`);
  const e = new Usi(ours(POSITIONS_BY));
  await e.start();
  const out = [];
  const wanted = [...plies].sort((a, b) => a - b);
  for (const opening of chosen) {
    const moves = [...opening];
    for (const ply of wanted) {
      while (moves.length < ply) {
        const { move } = await e.think(moves, `go nodes ${reachNodes}`);
        if (!/^([1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i])$/.test(move)) break; // resign, win: the game is over
        moves.push(move);
      }
      if (moves.length < ply) break;
      out.push({ ply, moves: [...moves] });
    }
  }
  e.quit();
  return out;
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const geomean = (xs) => Math.exp(mean(xs.map(Math.log)));
const pos = await positions();
console.log(`${pos.length} positions (book lines ${bookOffset}–${bookOffset + lines - 1} played on by ${POSITIONS_BY} at ${reachNodes} nodes a move to plies ${plies.join(', ')}), a fresh table for each search`);
const results = {}; // engine -> ms -> [{ move, ms, depth, nodes, time, ebf }]
for (const name of names) {
  const e = new Usi(ENGINES[name]);
  await e.start();
  results[name] = {};
  const own = name === names.at(-1) && !times.includes(refMs) ? [...times, refMs] : times;
  for (const ms of own) {
    results[name][ms] = [];
    for (const p of pos) {
      const r = await e.think(p.moves, e.spec.go(ms));
      results[name][ms].push({ move: r.move, ms: r.ms, ...searchDepths(r.info) });
    }
  }
  e.quit();
}
const ref = names.at(-1);
const refRuns = results[ref][refMs];
console.log(`reference: ${ref} at ${refMs} ms, ${mean(refRuns.map((r) => r.ms)).toFixed(0)} ms used, depth ${mean(refRuns.map((r) => r.depth)).toFixed(1)}`);
console.log(`\n| engine | think ms | time used (ms) | nodes/s | depth | branching factor | same move as ${ref} at ${refMs} ms |`);
console.log('|---|---|---|---|---|---|---|');
for (const name of names) {
  for (const ms of times) {
    const rs = results[name][ms];
    const nps = rs.reduce((a, r) => a + r.nodes, 0) / (rs.reduce((a, r) => a + (r.time || r.ms), 0) / 1000);
    const ebfs = rs.map((r) => r.ebf).filter((x) => x > 0);
    const same = rs.filter((r, i) => r.move === results[ref][refMs][i].move).length;
    const self = name === ref && ms === refMs;
    console.log(`| ${name} | ${ms} | ${mean(rs.map((r) => r.ms)).toFixed(0)} | ${(nps / 1000).toFixed(0)} k | ${mean(rs.map((r) => r.depth)).toFixed(1)} | ${ebfs.length ? geomean(ebfs).toFixed(2) : '—'} | ${self ? '—' : `${same} of ${rs.length}`} |`);
  }
}
for (const ply of plies) {
  const idx = pos.map((p, i) => (p.ply === ply ? i : -1)).filter((i) => i >= 0);
  if (!idx.length) continue;
  const row = names.map((name) => times.map((ms) => `${name} ${ms} ms depth ${mean(idx.map((i) => results[name][ms][i].depth)).toFixed(1)}`).join(', ')).join('; ');
  console.log(`ply ${ply} (${idx.length} positions): ${row}`);
}
