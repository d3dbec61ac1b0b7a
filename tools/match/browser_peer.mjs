#!/usr/bin/env node
// The in-browser peer match: our wasm build (the library's game.think()) against Fairy-Stockfish's
// WebAssembly build (npm fairy-stockfish-nnue.wasm, fairy_wasm.mjs), both inside this node process,
// one thread each, the same `go movetime` a move. Games start from book lines, each line from both
// seats. Our own game object is the referee: it plays every move (an illegal one loses), and its
// status ends the game (mate, repetition, perpetual check, no legal moves; a `bestmove win` is
// checked with the impasse rule); a ply limit is a draw, as in match.mjs. Writes every game (result,
// USI moves, each move's time) and prints W/D/L with Elo and its 95 % interval, and per side the mean
// and longest wall time a move, mean depth and nodes per second.
//
//   nice node tools/match/browser_peer.mjs --games 20 --movetime 100 --book tools/match/book.txt --book-offset 0
//   (--evaluation learned: our side with the learned king tables, as the page plays)
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArgs } from './args.mjs';
import { MoveTimes } from './clock.mjs';
import { resultLine } from './elo.mjs';
import { FairyWasm } from './fairy_wasm.mjs';
import { load } from '../../bindings/js/node.js';

const here = dirname(fileURLToPath(import.meta.url));
const { opt, num, fail } = readArgs(`node tools/match/browser_peer.mjs [--games 20] [--movetime 100] [--max-plies 256]
       [--book tools/match/book.txt] [--book-offset 0] [--hash 16] [--evaluation built-in|learned] [--out <file>]`);
const games = num('games', 20);
const movetime = num('movetime', 100);
const maxPlies = num('max-plies', 256);
const bookOffset = num('book-offset', 0);
const hash = num('hash', 16);
// Our side's evaluation (regalia.setEvaluation): the recorded figure is the built-in one's; the
// page plays with the learned tables.
const evaluation = opt('evaluation', 'built-in');
if (evaluation !== 'built-in' && evaluation !== 'learned') fail(`--evaluation takes built-in or learned, not ${evaluation}`);
if (!(movetime > 0)) fail(`--movetime takes a time in ms above 0, not ${movetime}`);
const bookFile = opt('book', resolve(here, 'book.txt'));
const book = readFileSync(bookFile, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean).map((l) => l.split(/\s+/));
if (book.length === 0) fail(`${bookFile} has no opening lines`);
const out = opt('out', resolve(here, 'out', `browser-peer-${Date.now()}.txt`));

const regalia = await load();
await regalia.setEvaluation('showgit', evaluation);
console.log(`regalia plays with the ${evaluation} evaluation`);
const fairy = await FairyWasm.start({ USI_Variant: 'shogi', Threads: 1, USI_Hash: hash });
let fairyInfo = '';  // its last `info ... depth` line of the move being searched
fairy.onLine = (line) => { if (/^info .*\bdepth \d+/.test(line)) fairyInfo = line; };

// Per side: wall time of each move (MoveTimes) and the search's own depth and nodes.
const times = new MoveTimes(['regalia', 'fairy-wasm']);
const searched = { regalia: { depth: 0, nodes: 0, ms: 0 }, 'fairy-wasm': { depth: 0, nodes: 0, ms: 0 } };

const players = {
  regalia: {
    async move(game) {
      const t0 = performance.now();
      const r = game.think({ movetimeMs: movetime });
      times.add('regalia', performance.now() - t0);
      Object.assign(searched.regalia, { depth: searched.regalia.depth + r.depth, nodes: searched.regalia.nodes + r.nodes, ms: searched.regalia.ms + r.timeMs });
      return r.move ? r.move.notation : 'resign';
    },
  },
  'fairy-wasm': {
    async move(game) {
      const moves = game.history().map((m) => m.notation);
      fairy.send('position startpos' + (moves.length ? ' moves ' + moves.join(' ') : ''));
      fairyInfo = '';
      const t0 = performance.now();
      const line = await fairy.ask(`go movetime ${movetime}`, /^bestmove/, 60000 + 20 * movetime);
      times.add('fairy-wasm', performance.now() - t0);
      const field = (name) => Number((fairyInfo.match(new RegExp(`\\b${name} (\\d+)`)) ?? [])[1] ?? 0);
      const s = searched['fairy-wasm'];
      Object.assign(s, { depth: s.depth + field('depth'), nodes: s.nodes + field('nodes'), ms: s.ms + field('time') });
      return line.split(/\s+/)[1];
    },
  },
};

// Before any game: both engines compiled to their fast tier and their tables allocated, so that the
// first moves of game 1 do not pay for it.
{
  const warm = regalia.newGame('showgit');
  warm.think({ movetimeMs: 1000 });
  warm.dispose();
  fairy.send('position startpos');
  await fairy.ask('go movetime 1000', /^bestmove/);
}

// One game; `result` from regalia's side: 1 win, 0.5 draw, 0 loss.
async function playGame(opening, regaliaFirst) {
  const game = regalia.newGame('showgit', { rules: { impasse: true } });
  try {
    for (const m of opening) game.play(m);
    fairy.send('usinewgame');
    await fairy.ask('isready', /^readyok/);
    const seat = (player) => ((player === 1) === regaliaFirst ? 'regalia' : 'fairy-wasm');
    const lose = (name) => (name === 'regalia' ? 0 : 1);
    while (true) {
      const plies = game.history().length;
      if (plies >= maxPlies) return { result: 0.5, reason: 'ply-limit', game };
      const name = seat(game.turn());
      const move = await players[name].move(game);
      if (move === 'resign' || move === '(none)') return { result: lose(name), reason: `${name} resigns`, game };
      if (move === 'win') {
        try { game.declareImpasse(); } catch (err) { return { result: lose(name), reason: `${name} declares impasse wrongly (${err.code})`, game }; }
        return { result: 1 - lose(name), reason: `${name} declares impasse`, game };
      }
      try { game.play(move); } catch (err) { return { result: lose(name), reason: `${name} illegal move ${move} (${err.code})`, game }; }
      const status = game.status();
      if (status.over) return { result: status.winner === 0 ? 0.5 : seat(status.winner) === 'regalia' ? 1 : 0, reason: status.reason, game };
    }
  } catch (err) {
    game.dispose();
    throw err;
  }
}

const limitText = `movetime ${movetime} ms, 1 thread each, fairy-wasm USI_Hash ${hash}`;
console.log(`browser peer match: regalia (wasm, game.think) vs fairy-wasm (fairy-stockfish-nnue.wasm), ${games} games, ${limitText}`);
const scores = [];
const records = [];
for (let g = 0; g < games; ++g) {
  const line = (bookOffset + Math.floor(g / 2)) % book.length;
  const regaliaFirst = g % 2 === 0;
  const { result, reason, game } = await playGame(book[line], regaliaFirst);
  const moves = game.history().map((m) => m.notation);
  game.dispose();
  scores.push(result);
  const text = `game ${g + 1}: regalia ${regaliaFirst ? 'sente' : 'gote'} ${result === 1 ? 'wins' : result === 0 ? 'loses' : 'draws'} (${reason}, ${moves.length} plies, book line ${line})`;
  console.log(text);
  records.push(`${text}\nposition startpos moves ${moves.join(' ')}\n${times.gameLine()}`);
}
const summary = resultLine(scores);
const searchText = Object.entries(searched).map(([name, s]) => {
  const n = Math.max(1, times.by[name].moves);
  return `${name} depth ${(s.depth / n).toFixed(1)}, ${Math.round(s.nodes / Math.max(1, s.ms))}k nodes/s`;
}).join('; ');
const timing = times.summary(false);
console.log(summary);
console.log(timing);
console.log(`search per move: ${searchText}`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `# regalia (wasm) vs fairy-stockfish-nnue.wasm, ${limitText}, book ${bookFile} from line ${bookOffset}\n${records.join('\n')}\n${summary}\n${timing}\nsearch per move: ${searchText}\n`);
console.log(`records: ${out}`);
fairy.terminate();
