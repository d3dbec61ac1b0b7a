#!/usr/bin/env node
// Sovereign Chess match runner (node 20): N games between two `regalia engine sovereign`
// processes (or any engine speaking its protocol), sides alternating, each pair of games from an
// opening of `--opening-plies` moves played by a third process at a weak level with a seeded
// choice. That process is also the referee (`referee` command: legality, mate, repetition,
// fifty moves); a ply limit ends long games as draws. The pie rule is switched off
// (SwapThreshold huge) so that seats stay fixed. Prints W/D/L with Elo and its 95 % interval and
// each engine's mean and longest time per move. With `--time` both sides play on a clock instead
// of their `go` (clock.mjs: sudden death, `--inc` or `--byoyomi`; `btime` is P1's) and a side
// whose flag falls loses on time.
//   node tools/match/sovereign_match.mjs --games 20 --a-go "go movetime 300" \
//        --b-options MaterialOnly=true --b-go "go depth 3"
//   node tools/match/sovereign_match.mjs --games 10 --a-options Level=6 --b-options Level=5 --a-go "go" --b-go "go"
//   node tools/match/sovereign_match.mjs --games 20 --time 10000 --inc 100
import { spawn } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { readArgs } from './args.mjs';
import { clockFromArgs, describeClock, MatchClock, MoveTimes } from './clock.mjs';
import { resultLine } from './elo.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const { opt, num, fail } = readArgs(`node tools/match/sovereign_match.mjs [--games 10] [--opening-plies 2] [--max-plies 300]
       [--time MS [--inc MS | --byoyomi MS]]
       [--a "<command>"] [--a-name A] [--a-options K=V,...] [--a-go "go movetime 200"]
       [--b "<command>"] [--b-name B] [--b-options K=V,...] [--b-go "go movetime 200"]
       [--regalia <binary>] [--out <file>] [--first-pair 0]`);
const REGALIA = opt('regalia', resolve(root, 'build/native/bindings/cli/regalia'));
const games = num('games', 10);
const clock = clockFromArgs(num, fail);  // null: each side's own `go`
const maxPlies = num('max-plies', 300);
const openingPlies = num('opening-plies', 2);
// Opening seeds start after this many pairs: runs side by side play different openings.
const firstPair = num('first-pair', 0);
const out = opt('out', resolve(here, 'out', `sovereign-${Date.now()}.txt`));
const parseOpts = (s) => Object.fromEntries((s || '').split(',').filter(Boolean).map((kv) => kv.split('=')));
const base = { USI_Hash: '16', SwapThreshold: '1000000' };
const A = { name: opt('a-name', 'A'), cmd: opt('a', `${REGALIA} engine sovereign`), options: { ...base, ...parseOpts(opt('a-options')) }, go: opt('a-go', 'go movetime 200') };
const B = { name: opt('b-name', 'B'), cmd: opt('b', `${REGALIA} engine sovereign`), options: { ...base, ...parseOpts(opt('b-options')) }, go: opt('b-go', 'go movetime 200') };

class Engine {
  constructor(spec) {
    this.spec = spec;
    const [cmd, ...cargs] = spec.cmd.split(' ');
    this.proc = spawn(cmd, cargs, { stdio: ['pipe', 'pipe', 'ignore'] });
    // A command that cannot start (a wrong path) ends the run with its name, not a stack trace.
    this.proc.on('error', (err) => {
      console.error(`cannot start the engine "${spec.cmd}": ${err.message}`);
      process.exit(2);
    });
    this.waiters = [];
    createInterface({ input: this.proc.stdout }).on('line', (l) => {
      if (process.env.DEBUG) console.log(this.spec.name, '<', l);
      const w = this.waiters[0];
      if (w && w.re.test(l)) { this.waiters.shift(); w.resolve(l); }
    });
  }
  send(s) { this.proc.stdin.write(s + '\n'); }
  ask(cmd, re, ms = 600000) {
    return new Promise((res, rej) => {
      const t = setTimeout(() => rej(new Error(`${this.spec.name}: timeout on ${cmd}`)), Math.min(ms, 2 ** 31 - 1));
      this.waiters.push({ re, resolve: (l) => { clearTimeout(t); res(l); } });
      this.send(cmd);
    });
  }
  async init() {
    await this.ask('usi', /^usiok/);
    for (const [k, v] of Object.entries(this.spec.options || {})) this.send(`setoption name ${k} value ${v}`);
    await this.ask('isready', /^readyok/);
  }
  position(moves) { this.send('position startpos' + (moves.length ? ' moves ' + moves.join(' ') : '')); }
  quit() { try { this.send('quit'); } catch {} setTimeout(() => this.proc.kill(), 500); }
}

// The referee's openings come from level 2 (two plies, margin 160): the settings that made them
// before the levels were renumbered, so a run plays the same openings as the runs before it.
const ref = new Engine({ name: 'referee', cmd: `${REGALIA} engine sovereign`, options: { ...base, Level: '2' } });
const a = new Engine(A), b = new Engine(B);
await Promise.all([a.init(), b.init(), ref.init()]);
const referee = async (moves) => {
  const t = (await ref.ask('referee startpos' + (moves.length ? ' moves ' + moves.join(' ') : ''), /^referee /)).split(/\s+/);
  return t[1] === 'illegal' ? { illegal: true } : { status: t[4], winner: Number(t[6]) };
};
async function opening(seed) {
  const moves = [];
  for (let i = 0; i < openingPlies; ++i) {
    ref.send(`setoption name Seed value ${seed * 100 + i}`);
    ref.position(moves);
    const mv = (await ref.ask('go nodes 20000', /^bestmove/)).split(/\s+/)[1];
    if (mv === 'resign' || mv === 'swap') break;
    moves.push(mv);
  }
  return moves;
}

// The engine's move and whether its flag fell; its wall time from go to bestmove goes to `times`.
async function think(eng, gameClock) {
  if (gameClock) {
    const r = await gameClock.think((go, ms) => eng.ask(go, /^bestmove/, ms), () => eng.send('stop'), eng.proc.pid);
    times.add(eng.spec.name, r.ms, r.left, r.ran);
    return { move: r.line.split(/\s+/)[1], flag: r.flag };
  }
  const t0 = performance.now();
  const line = await eng.ask(eng.spec.go, /^bestmove/);
  times.add(eng.spec.name, performance.now() - t0);
  return { move: line.split(/\s+/)[1], flag: null };
}

const times = new MoveTimes([A.name, B.name]);
const scores = [];
const records = [];
const limits = clock ? describeClock(clock) : `A "${A.go}", B "${B.go}"`;
console.log(`sovereign match: A (${A.cmd} ${JSON.stringify(A.options)}) vs B (${B.cmd} ${JSON.stringify(B.options)}), ${limits}, ${games} games`);
let open = [];
for (let g = 0; g < games; ++g) {
  if (g % 2 === 0) open = await opening(1 + firstPair + g / 2);
  const aWhite = g % 2 === 0;  // P1 (White side) moves first
  const moves = [...open];
  a.send('usinewgame'); b.send('usinewgame');
  const gameClock = clock && new MatchClock(clock, 1 + (moves.length % 2));
  let result = 0.5, reason = 'ply-limit';
  let swapped = false;  // the pie rule taken: A and B sit on each other's side
  while (moves.length < maxPlies) {
    const p1ToMove = moves.length % 2 === 0;
    const eng = p1ToMove === aWhite ? a : b;
    eng.position(moves);
    const { move: mv, flag } = await think(eng, gameClock);
    const isA = eng === a;
    if (flag) { result = isA ? 0 : 1; reason = `${eng.spec.name} loses on time`; times.lostOnTime(eng.spec.name); break; }
    if (mv === 'resign') { result = isA ? 0 : 1; reason = `${eng.spec.name} resigns`; break; }
    const r = await referee([...moves, mv]);
    if (r.illegal) { result = isA ? 0 : 1; reason = `${eng.spec.name} illegal ${mv}`; break; }
    moves.push(mv);
    if (mv === 'swap') {
      swapped = true;
      if (gameClock) gameClock.swapSeats();
    }
    if (r.status !== 'none') {
      reason = r.status;
      // r.winner is a side (1 White); A sits on White's side unless the pie rule was taken.
      if (r.winner) result = ((r.winner === 1) !== swapped) === aWhite ? 1 : 0;
      break;
    }
  }
  scores.push(result);
  const side = aWhite !== swapped ? 'white' : 'black';
  const line = `game ${g + 1}: A ${side}${swapped ? ' (pie rule taken)' : ''} ${result === 1 ? 'wins' : result === 0 ? 'loses' : 'draws'} (${reason}, ${moves.length} plies)`;
  console.log(line);
  records.push(`${line}\nposition startpos moves ${moves.join(' ')}\n${times.gameLine()}`);
}
const summary = `A ${resultLine(scores)}`;
const timing = times.summary(Boolean(clock));
console.log(summary);
console.log(timing);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `# A ${A.cmd} ${JSON.stringify(A.options)} vs B ${B.cmd} ${JSON.stringify(B.options)}, ${limits}\n${records.join('\n')}\n${summary}\n${timing}\n`);
console.log(`records: ${out}`);
a.quit(); b.quit(); ref.quit();
