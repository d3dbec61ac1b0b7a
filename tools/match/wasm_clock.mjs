#!/usr/bin/env node
// Our wasm engine on a clock, as the page runs it: the library's async engine (regalia.engine(),
// the search in a worker thread; bindings/js/engine.js) playing our native engine (`regalia usi` or
// `regalia engine sovereign`), both on a real clock kept by the runner (clock.mjs). The wasm side
// gets the clock as the page passes it to think() — GameClock.thinkClock()'s { time, increment,
// byoyomi } — without the page's own reserve (web/game-clocks.js keeps back 30 % more), so this
// measures the library: its search's time manager and the worker's round trip. Our native CLI is
// the referee. Prints W/D/L (wasm's view) with Elo, losses on time, the mean and longest time per
// move per side, and for the wasm side the time outside its search (wall time from think() to its
// answer minus the search's own timeMs: the worker's messages and the position set-up).
//   node tools/match/wasm_clock.mjs --game showgit --games 20 --time 10000 --byoyomi 100
//   node tools/match/wasm_clock.mjs --game sovereign --games 20 --time 10000 --inc 100
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { readArgs } from './args.mjs';
import { clockFromArgs, describeClock, MatchClock, MoveTimes } from './clock.mjs';
import { resultLine } from './elo.mjs';
import { engine as startEngine } from '../../bindings/js/node.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const { opt, num, fail } = readArgs(`node tools/match/wasm_clock.mjs [--game showgit|sovereign] [--games 10] --time MS [--inc MS | --byoyomi MS]
       [--max-plies 256] [--book tools/match/book.txt] [--book-offset 0] [--opening-plies 4] [--regalia <binary>] [--out <file>]`);
const variant = opt('game', 'showgit');
if (variant !== 'showgit' && variant !== 'sovereign') fail(`--game is showgit or sovereign, not '${variant}'`);
const clock = clockFromArgs(num, fail);
if (!clock) fail('--time is needed: this runner plays on a clock');
const REGALIA = opt('regalia', resolve(root, 'build/native/bindings/cli/regalia'));
const games = num('games', 10);
const maxPlies = num('max-plies', variant === 'showgit' ? 256 : 300);
const bookOffset = num('book-offset', 0);
const openingPlies = num('opening-plies', 4);
const out = opt('out', resolve(here, 'out', `wasm-clock-${variant}-${Date.now()}.txt`));
const protocol = variant === 'showgit' ? 'usi' : 'engine sovereign';
// The pie rule off, so that seats stay fixed (sovereign_match.mjs does the same).
const nativeOptions = variant === 'showgit' ? { USI_Hash: '16' } : { USI_Hash: '16', SwapThreshold: '1000000' };

// A line-protocol process: our CLI as the native player and as the referee.
class Process {
  constructor(name, options) {
    this.name = name;
    this.options = options;
    this.proc = spawn(REGALIA, protocol.split(' '), { stdio: ['pipe', 'pipe', 'ignore'] });
    this.waiters = [];
    createInterface({ input: this.proc.stdout }).on('line', (l) => {
      const w = this.waiters[0];
      if (w && w.re.test(l)) { this.waiters.shift(); w.resolve(l); }
    });
  }
  send(s) { this.proc.stdin.write(s + '\n'); }
  ask(cmd, re, ms = 600000) {
    return new Promise((res, rej) => {
      const t = setTimeout(() => rej(new Error(`${this.name}: timeout on ${cmd}`)), ms);
      this.waiters.push({ re, resolve: (l) => { clearTimeout(t); res(l); } });
      this.send(cmd);
    });
  }
  async init() {
    await this.ask('usi', /^usiok/);
    for (const [k, v] of Object.entries(this.options)) this.send(`setoption name ${k} value ${v}`);
    await this.ask('isready', /^readyok/);
  }
  quit() { try { this.send('quit'); } catch {} setTimeout(() => this.proc.kill(), 500); }
}

const positionText = (moves) => 'position startpos' + (moves.length ? ' moves ' + moves.join(' ') : '');
const native = new Process('native', nativeOptions);
const ref = new Process('referee', variant === 'showgit' ? {} : { Level: '2' });
await Promise.all([native.init(), ref.init()]);
const wasm = await startEngine();
// As the page does before the AI's first turn on a clock (web/ai-turns.js): the worker started,
// the module loaded and the hash table allocated before any clock runs.
await wasm.think({ variant, position: null, moves: [] }, { depth: 1 });

// The wasm side's time outside its search, per move.
const outside = { total: 0, max: 0, moves: 0 };
const players = {
  wasm: {
    name: 'wasm',
    newGame() {},
    async think(moves, gameClock) {
      let searchMs = 0;
      const r = await gameClock.think(async (_go, _ms, state) => {
        const abort = new AbortController();
        players.wasm.abort = abort;
        const result = await wasm.think({ variant, position: null, moves }, { clock: state, signal: abort.signal });
        searchMs = result.timeMs;
        return result.move === 'swap' ? 'swap' : result.move ? result.move.notation : 'resign';
      }, () => players.wasm.abort.abort(), process.pid);
      const extra = r.ms - searchMs;
      outside.total += extra; outside.max = Math.max(outside.max, extra); outside.moves += 1;
      times.add('wasm', r.ms, r.left, r.ran);
      return { move: r.line, flag: r.flag };
    },
  },
  native: {
    name: 'native',
    newGame() { native.send('usinewgame'); },
    async think(moves, gameClock) {
      native.send(positionText(moves));
      const r = await gameClock.think((go, ms) => native.ask(go, /^bestmove/, ms), () => native.send('stop'), native.proc.pid);
      times.add('native', r.ms, r.left, r.ran);
      return { move: r.line.split(/\s+/)[1], flag: r.flag };
    },
  },
};

// Openings: SHOWGIT book lines; Sovereign plies chosen by the referee at level 2 (two plies,
// margin 160, as sovereign_match.mjs), seeded by the pair (`--book-offset` N starts at pair N, so
// a long run can be played in blocks in both games).
const book = variant === 'showgit' ? readFileSync(opt('book', resolve(here, 'book.txt')), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean) : [];
async function opening(pair) {
  if (variant === 'showgit') return book[(bookOffset + pair) % book.length].split(/\s+/);
  const moves = [];
  for (let i = 0; i < openingPlies; ++i) {
    ref.send(`setoption name Seed value ${(bookOffset + pair + 1) * 100 + i}`);  // --book-offset: later pairs
    ref.send(positionText(moves));
    const mv = (await ref.ask('go nodes 20000', /^bestmove/)).split(/\s+/)[1];
    if (mv === 'resign' || mv === 'swap') break;
    moves.push(mv);
  }
  return moves;
}

const times = new MoveTimes(['wasm', 'native']);
const scores = [];
const records = [];
const limits = describeClock(clock);
console.log(`wasm clock match (${variant}): wasm (library async engine) vs native (${REGALIA} ${protocol}), ${limits}, ${games} games`);
let start = [];
for (let g = 0; g < games; ++g) {
  if (g % 2 === 0) start = await opening(g / 2);
  const wasmFirst = g % 2 === 0;  // the first player: sente, Sovereign's P1
  const moves = [...start];
  players.native.newGame();
  const gameClock = new MatchClock(clock, 1 + (moves.length % 2));
  let result = 0.5, reason = 'ply-limit';
  let swapped = false;  // Sovereign's pie rule taken: the players sit on each other's side
  while (moves.length < maxPlies) {
    const firstToMove = moves.length % 2 === 0;
    const p = firstToMove === wasmFirst ? players.wasm : players.native;
    const { move, flag } = await p.think(moves, gameClock);
    const isWasm = p === players.wasm;
    if (flag) { result = isWasm ? 0 : 1; reason = `${p.name} loses on time`; times.lostOnTime(p.name); break; }
    if (move === 'resign') { result = isWasm ? 0 : 1; reason = `${p.name} resigns`; break; }
    const t = (await ref.ask(`referee ${positionText([...moves, move]).slice('position '.length)}`, /^referee /)).split(/\s+/);
    if (t[1] === 'illegal') { result = isWasm ? 0 : 1; reason = `${p.name} illegal ${move}`; break; }
    moves.push(move);
    if (move === 'swap') {
      swapped = true;
      gameClock.swapSeats();
    }
    if (t[4] !== 'none') {
      reason = t[4];
      const winner = Number(t[6]);  // the side: 1 first (White), 2 second, 0 draw
      // The player who moved first sits on White's side unless the pie rule was taken.
      if (winner) result = ((winner === 1) !== swapped) === wasmFirst ? 1 : 0;
      break;
    }
  }
  scores.push(result);
  const line = `game ${g + 1}: wasm ${wasmFirst ? 'first' : 'second'}${swapped ? ' (pie rule taken: sides swapped)' : ''} ${result === 1 ? 'wins' : result === 0 ? 'loses' : 'draws'} (${reason}, ${moves.length} plies)`;
  console.log(line);
  records.push(`${line}\n${positionText(moves)}\n${times.gameLine()}`);
}
const summary = `wasm ${resultLine(scores)}`;
const timing = times.summary(true);
const overhead = `wasm time outside the search (worker round trip, set-up): mean ${(outside.total / Math.max(1, outside.moves)).toFixed(1)} ms, max ${outside.max.toFixed(1)} ms`;
console.log(summary);
console.log(timing);
console.log(overhead);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `# wasm vs native ${REGALIA} ${protocol}, ${variant}, ${limits}\n${records.join('\n')}\n${summary}\n${timing}\n${overhead}\n`);
console.log(`records: ${out}`);
native.quit(); ref.quit(); wasm.dispose();
