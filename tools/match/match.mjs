#!/usr/bin/env node
// Engine match runner (node 20, no dependencies): N games between two USI engines with alternating
// sides from a set of opening positions. Our rules core is the referee (`regalia usi`'s `referee`
// command: legality, repetition, perpetual check, mate), plus a ply limit. Writes the game records
// (one line per game: result and USI moves) and prints W/D/L with an Elo estimate and its 95% margin,
// and each engine's mean and longest time per move. With `--time` the runner keeps both clocks
// (clock.mjs: sudden death, `--inc` Fischer increment or `--byoyomi`) and a side whose flag falls
// loses on time; `--byoyomi` alone is a per-move limit it does not enforce. Each record also keeps
// the score each engine last reported for each of its moves ("scores", the mover's view; M = mate).
//
//   node tools/match/match.mjs --games 20 --time 10000 --byoyomi 100 --book tools/match/book.txt --opponent fairy
//   node tools/match/match.mjs --games 10 --byoyomi 200 --opponent fairy
//   node tools/match/match.mjs --games 6 --movetime 200 --opponent gps
//   node tools/match/match.mjs --games 100 --time 60000 --byoyomi 2000 --opponent gps --grace 100 \
//        --book tools/match/book.txt    # an equal clock; gpsusi spends its whole byoyomi and answers a few ms late
//   node tools/match/match.mjs --games 10 --nodes 20000 --a "build/native/bindings/cli/regalia usi" \
//        --a-options Level=6 --opponent "build/native/bindings/cli/regalia usi" --b-options Level=5
//   node tools/match/match.mjs --games 100 --nodes 30000 --book tools/match/book.txt --a "<new> usi" \
//        --opponent "<old> usi"    # self-play A/B test: each book line played from both seats
//   node tools/match/match.mjs --games 100 --nodes 150000 --book tools/match/book.txt \
//        --opponent "/usr/games/gpsusi --node-count-hard-limit 75000" --b-options Thread=1,BookDepth=0 \
//        --b-go "go btime 0 wtime 0 byoyomi 60000"    # against gpsusi by nodes, whatever the load
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { readArgs } from './args.mjs';
import { clockFromArgs, describeClock, MatchClock, MoveTimes } from './clock.mjs';
import { resultLine } from './elo.mjs';
import { PEER_ENGINES } from './peer_engines.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const { opt, num, fail } = readArgs(`node tools/match/match.mjs [--games 10] [--nodes N [--b-nodes N] | --byoyomi MS | --movetime 200 |
        --time MS [--inc MS | --byoyomi MS]] [--max-plies 256]
       [--opponent fairy|gps|"<command>"] [--b-options K=V,...] [--a "<command>"] [--a-options K=V,...]
       [--a-margin MS] [--b-margin MS] [--grace MS] [--b-go "<go command>"] [--book <file>] [--book-offset 0] [--regalia <binary>] [--out <file>]`);
const REGALIA = opt('regalia', resolve(root, 'build/native/bindings/cli/regalia'));
const games = num('games', 10);
const clock = clockFromArgs(num, fail);  // null: per-move limits
const byoyomi = clock ? 0 : num('byoyomi', 0);
const movetime = clock ? 0 : num('movetime', byoyomi ? 0 : 200);
const nodes = clock ? 0 : num('nodes', 0);
const bNodes = num('b-nodes', nodes);  // node odds: the opponent's own node limit
// The opponent's own go command for every move, for an engine without `go nodes` (gpsusi, capped
// by its --node-count-hard-limit, is asked `go btime 0 wtime 0 byoyomi 60000`).
const bGo = opt('b-go', '');
if (bGo && clock) fail('--b-go is for per-move limits, not with a clock');
if (bGo && !/^go( |$)/.test(bGo)) fail(`--b-go takes a go command, not '${bGo}'`);
const maxPlies = num('max-plies', 256);
const grace = num('grace', 0);  // with a clock: ms an answer may come after the flag (clock.mjs)
const out = opt('out', resolve(here, 'out', `match-${Date.now()}.txt`));
const known = PEER_ENGINES; // gpsusi: one thread and no opening book, unless --b-options says otherwise
const oppName = opt('opponent', 'fairy');
const parseOpts = (s) => Object.fromEntries((s || '').split(',').filter(Boolean).map((kv) => kv.split('=')));
const A = { name: 'regalia', cmd: opt('a', `${REGALIA} usi`), options: { USI_Hash: '16', ...parseOpts(opt('a-options')) }, margin: num('a-margin', 0) };
const B = known[oppName]
  ? { name: oppName, cmd: known[oppName].cmd, options: { ...known[oppName].options, ...parseOpts(opt('b-options')) } }
  : { name: oppName, cmd: oppName, options: parseOpts(opt('b-options')) };
B.margin = num('b-margin', 0); // with a clock: ms kept back from what the engine is told (clock.mjs)

// Openings: short move sequences from the start position (both sides play each from both seats).
const book = opt('book', '');
const bookOffset = num('book-offset', 0);
const OPENINGS = book ? readFileSync(book, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean).map((l) => l.split(/\s+/)).slice(bookOffset) : [
  [],
  ['7g7f', '3c3d'],
  ['2g2f', '8c8d'],
  ['7g7f', '8c8d'],
  ['2g2f', '3c3d'],
  ['7g7f', '3c3d', '2g2f', '4c4d'],
  ['5g5f', '3c3d'],
  ['7g7f', '5c5d'],
];

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
    this.lines = [];
    this.onLine = null;
    createInterface({ input: this.proc.stdout }).on('line', (l) => {
      const w = this.waiters[0];
      if (w && w.test(l)) {
        this.waiters.shift();
        w.resolve(l);
      }
      if (this.onLine) this.onLine(l);
      this.lines.push(l);
      if (this.lines.length > 50) this.lines.shift();
      const score = l.startsWith('info') && l.match(/ score (cp|mate) (\S+)( (lower|upper)bound)?/);
      if (score && !(score[3] && this.score)) this.score = score[1] === 'cp' ? score[2] : `M${score[2]}`;
    });
  }
  send(s) { this.proc.stdin.write(s + '\n'); }
  wait(re, ms = 60000) {
    return new Promise((res, rej) => {
      const w = { test: (l) => re.test(l), resolve: (l) => { clearTimeout(t); res(l); } };
      const t = setTimeout(() => { this.waiters = this.waiters.filter((x) => x !== w); rej(new Error(`${this.spec.name}: timeout waiting for ${re}`)); }, ms);
      this.waiters.push(w);
    });
  }
  async init() {
    this.send('usi');
    await this.wait(/^usiok/);
    // What the engine says about its options (an EvalFile loaded or refused, say) is shown.
    this.onLine = (l) => { if (l.startsWith('info string')) console.error(`${this.spec.name}: ${l}`); };
    for (const [k, v] of Object.entries(this.spec.options)) this.send(`setoption name ${k} value ${v}`);
    this.send('isready');
    await this.wait(/^readyok/);
    this.onLine = null;
  }
  async newGame() { this.send('usinewgame'); this.send('isready'); await this.wait(/^readyok/); }
  // The engine's move and whether its flag fell (with a game clock); every move's wall time from
  // go to bestmove goes to `times` (engines do not all keep to byoyomi).
  async go(moves, gameClock) {
    this.score = '';
    this.send('position startpos' + (moves.length ? ' moves ' + moves.join(' ') : ''));
    if (gameClock) {
      const ask = (go, ms) => { const l = this.wait(/^bestmove/, ms); this.send(go); return l; };
      const r = await gameClock.think(ask, () => this.send('stop'), this.proc.pid, this.spec.margin);
      times.add(this.spec.name, r.ms, r.left, r.ran, r.forgiven);
      return { move: r.line.split(/\s+/)[1], flag: r.flag };
    }
    if (bGo && this === b) this.send(bGo);
    else if (nodes) this.send(`go nodes ${this === b ? bNodes : nodes}`);
    else if (byoyomi) this.send(`go btime 0 wtime 0 byoyomi ${byoyomi}`);
    else this.send(`go movetime ${movetime}`);
    const t0 = performance.now();
    const l = await this.wait(/^bestmove/, 30000 + 20 * (movetime + byoyomi));
    times.add(this.spec.name, performance.now() - t0);
    return { move: l.split(/\s+/)[1], flag: null };
  }
  quit() { try { this.send('quit'); } catch {} setTimeout(() => this.proc.kill(), 500); }
}

async function referee(ref, moves) {
  ref.send('referee startpos' + (moves.length ? ' moves ' + moves.join(' ') : ''));
  const l = await ref.wait(/^referee /);
  const t = l.split(/\s+/);
  if (t[1] === 'illegal') return { illegal: true, text: l };
  return { illegal: false, status: t[4], winner: Number(t[6]) };
}

// Result from engine A's point of view: 1 win, 0.5 draw, 0 loss.
async function playGame(a, b, aIsBlack, opening, ref) {
  await a.newGame(); await b.newGame();
  const moves = [...opening];
  const engines = aIsBlack ? [a, b] : [b, a];  // index by side to move (0 = black/sente)
  const gameClock = clock && new MatchClock(clock, 1 + (moves.length % 2), grace);
  let reason = '';
  let result = 0.5;
  const evals = [];  // each played move's last reported score, from the mover's view
  while (true) {
    const side = moves.length % 2;
    const eng = engines[side];
    if (moves.length >= maxPlies) { reason = 'ply-limit'; break; }
    const { move: mv, flag } = await eng.go(moves, gameClock);
    evals.push(eng.score || '?');
    const moverIsA = eng === a;
    if (flag) { reason = `${eng.spec.name} loses on time`; result = moverIsA ? 0 : 1; times.lostOnTime(eng.spec.name); break; }
    if (mv === 'resign') { reason = `${eng.spec.name} resigns`; result = moverIsA ? 0 : 1; break; }
    if (mv === 'win') {
      // Impasse declaration: accept only if our rules layer agrees (not wired: treat as a loss).
      reason = `${eng.spec.name} declares win (unchecked)`; result = moverIsA ? 1 : 0; break;
    }
    const r = await referee(ref, [...moves, mv]);
    if (r.illegal) { reason = `${eng.spec.name} illegal move ${mv}`; result = moverIsA ? 0 : 1; break; }
    moves.push(mv);
    if (r.status !== 'none') {
      reason = r.status;
      if (r.winner === 0) result = 0.5;
      else {
        const winnerSide = r.winner - 1;  // 0 black, 1 white
        const aSide = aIsBlack ? 0 : 1;
        result = winnerSide === aSide ? 1 : 0;
      }
      break;
    }
  }
  return { result, reason, moves, evals };
}

if (A.name === B.name) B.name += ' (B)';  // self-play: the two engines' times apart
const times = new MoveTimes([A.name, B.name]);
const a = new Engine(A), b = new Engine(B), ref = new Engine({ name: 'referee', cmd: `${REGALIA} usi`, options: {} });
await Promise.all([a.init(), b.init()]);
const scores = [];
const records = [];
const limitText = clock ? describeClock(clock) : nodes ? `nodes ${nodes}` + (bNodes !== nodes ? ` (${B.name}: ${bNodes})` : '') : byoyomi ? `byoyomi ${byoyomi} ms` : `movetime ${movetime} ms`;
console.log(`match: ${A.name} (${A.cmd}) vs ${B.name} (${B.cmd}), ${games} games, ${limitText}`);
for (let g = 0; g < games; ++g) {
  const opening = OPENINGS[Math.floor(g / 2) % OPENINGS.length];
  const aIsBlack = g % 2 === 0;
  const r = await playGame(a, b, aIsBlack, opening, ref);
  scores.push(r.result);
  const line = `game ${g + 1}: regalia ${aIsBlack ? 'sente' : 'gote'} ${r.result === 1 ? 'wins' : r.result === 0 ? 'loses' : 'draws'} (${r.reason}, ${r.moves.length} plies)`;
  console.log(line);
  records.push(`${line}\nposition startpos moves ${r.moves.join(' ')}\n${times.gameLine()}\nscores ${r.evals.join(' ')}`);
}
const summary = resultLine(scores);
const timing = times.summary(Boolean(clock));
console.log(summary);
console.log(timing);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `# ${A.cmd} vs ${B.cmd}, ${limitText}\n${records.join('\n')}\n${summary}\n${timing}\n`);
console.log(`records: ${out}`);
a.quit(); b.quit(); ref.quit();
