#!/usr/bin/env node
// Plays full SHOWGIT games between Debian's fairy-stockfish and gpsusi and saves each as a record
// fixture for the Catch2 record tests (tests/native/record_games_test.cpp):
//
//   # fairy-stockfish (sente) vs gpsusi (gote)
//   position startpos moves 7g7f 3c3d ...
//   ending resign
//   winner 2
//   final <SFEN printed by fairy-stockfish's `d` after replaying the moves>
//
// Every move is checked with `regalia moves showgit --position <SFEN>` (the SFEN of the position
// before the move comes from fairy-stockfish's `d`). Node 20, no dependencies.
import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { readArgs } from './args.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const { opt, num } = readArgs(`node tools/match/record_games.mjs [--games 10] [--out tests/native/data/records/games]
       [--movetime 50] [--byoyomi 100] [--max-plies 400] [--seed 1] [--regalia <binary>]`);
const GAMES = num('games', 10);
const OUT = resolve(root, opt('out', 'tests/native/data/records/games'));
const MOVETIME = num('movetime', 50);
const BYOYOMI = num('byoyomi', 100);
const MAX_PLIES = num('max-plies', 400);
let seed = num('seed', 1);
// A private copy of the CLI: a rebuild of build/native while the games run must not break them.
const REGALIA = resolve(mkdtempSync(resolve(tmpdir(), 'record-games-')), 'regalia');
copyFileSync(resolve(root, opt('regalia', 'build/native/bindings/cli/regalia')), REGALIA);
chmodSync(REGALIA, 0o755);
const FAIRY = '/usr/games/fairy-stockfish';
const GPS = '/usr/games/gpsusi';

const random = () => {
  // xorshift32: the same openings every run for a given seed.
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed / 4294967296;
};

class UsiEngine {
  constructor(name, cmd) {
    this.name = name;
    this.proc = spawn(cmd, [], { stdio: ['pipe', 'pipe', 'ignore'] });
    this.pending = [];
    createInterface({ input: this.proc.stdout }).on('line', (line) => {
      const p = this.pending[0];
      if (p && p.match(line)) {
        this.pending.shift();
        p.done(line);
      }
    });
  }
  send(text) { this.proc.stdin.write(text + '\n'); }
  expect(re, ms = 30000) {
    return new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`${this.name}: no ${re} within ${ms} ms`)), ms);
      this.pending.push({ match: (l) => re.test(l), done: (l) => { clearTimeout(timer); ok(l); } });
    });
  }
  async start(options) {
    this.send('usi');
    await this.expect(/^usiok/);
    for (const [k, v] of Object.entries(options)) this.send(`setoption name ${k} value ${v}`);
    this.send('isready');
    await this.expect(/^readyok/);
  }
  async bestmove(moves, go) {
    this.send('usinewgame');
    this.send(`position startpos${moves.length ? ' moves ' + moves.join(' ') : ''}`);
    this.send(go);
    const line = await this.expect(/^bestmove /, 60000);
    return line.split(/\s+/)[1];
  }
  quit() { this.send('quit'); setTimeout(() => this.proc.kill(), 500).unref(); }
}

// fairy-stockfish also serves as the board: its `d` prints the SFEN of the current position.
async function sfenAfter(fairy, moves) {
  fairy.send(`position startpos${moves.length ? ' moves ' + moves.join(' ') : ''}`);
  fairy.send('d');
  const line = await fairy.expect(/^Sfen: /);
  return line.slice(6).trim();
}

function legalMoves(sfen) {
  const out = execFileSync(REGALIA, ['moves', 'showgit', '--position', sfen], { encoding: 'utf8' });
  return out.split('\n').map((s) => s.trim()).filter(Boolean);
}

const boardKey = (sfen) => sfen.split(' ').slice(0, 3).join(' ');

async function playGame(index, board, engines) {
  const moves = [];
  const seen = new Map();
  let ending = 'abort';
  let winner = 0;
  // Two random opening plies so that the games differ.
  for (let i = 0; i < 2; ++i) {
    const legal = legalMoves(await sfenAfter(board, moves));
    moves.push(legal[Math.floor(random() * legal.length)]);
  }
  for (;;) {
    const sfen = await sfenAfter(board, moves);
    const key = boardKey(sfen);
    seen.set(key, (seen.get(key) || 0) + 1);
    if (seen.get(key) >= 4) { ending = 'repetition'; break; }
    const legal = legalMoves(sfen);
    const side = moves.length % 2;  // 0 = sente
    if (legal.length === 0) { ending = 'mate'; winner = 2 - side; break; }
    if (moves.length >= MAX_PLIES) { ending = 'abort'; break; }
    const e = engines[side];
    const move = await e.bestmove(moves, e.go);
    if (move === 'resign') { ending = 'resign'; winner = 2 - side; break; }
    if (move === 'win') { ending = 'impasse'; winner = 1 + side; break; }
    if (!legal.includes(move)) throw new Error(`game ${index}: ${e.name} played illegal ${move} in ${sfen}`);
    moves.push(move);
  }
  const final = await sfenAfter(board, moves);
  return { moves, ending, winner, final };
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const fairyOpts = { UCI_Variant: 'shogi', Threads: '1', USI_Hash: '16' };
  const board = new UsiEngine('board', FAIRY);
  await board.start(fairyOpts);
  const fairy = new UsiEngine('fairy-stockfish', FAIRY);
  await fairy.start(fairyOpts);
  fairy.go = `go movetime ${MOVETIME}`;
  const gps = new UsiEngine('gpsusi', GPS);
  await gps.start({});
  gps.go = `go btime 0 wtime 0 byoyomi ${BYOYOMI}`;
  for (let g = 0; g < GAMES; ++g) {
    const engines = g % 2 === 0 ? [fairy, gps] : [gps, fairy];
    const t0 = Date.now();
    const r = await playGame(g + 1, board, engines);
    const name = `game${String(g + 1).padStart(2, '0')}.usi`;
    const text = [
      `# ${engines[0].name} (sente) vs ${engines[1].name} (gote); ${MOVETIME} ms / byoyomi ${BYOYOMI} ms; two random opening plies`,
      `position startpos moves ${r.moves.join(' ')}`,
      `ending ${r.ending}`,
      `winner ${r.winner}`,
      `final ${r.final}`,
      '',
    ].join('\n');
    writeFileSync(resolve(OUT, name), text);
    console.log(`${name}: ${r.moves.length} plies, ${r.ending}, winner ${r.winner} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  board.quit();
  fairy.quit();
  gps.quit();
}

main().catch((e) => { console.error(e); process.exit(1); });
