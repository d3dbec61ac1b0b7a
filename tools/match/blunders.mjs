#!/usr/bin/env node
// Finds our worst moves in a match record: for every move regalia played, Debian's
// fairy-stockfish scores the position before and after it (fixed nodes), and the moves that lost
// the most are printed with the position, so they can be replayed against our own search.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { readArgs } from './args.mjs';

const { args, opt, num } = readArgs('node tools/match/blunders.mjs <match-record.txt> [--nodes 200000] [--min 400] [--games 1,4]', 1);
const nodes = num('nodes', 200000);
const min = num('min', 400);
const only = opt('games', '') ? new Set(opt('games').split(',').map(Number)) : null;

// The record: "game N: regalia sente|gote wins|loses|draws (...)" then "position startpos moves ...".
const lines = readFileSync(args[0], 'utf8').split('\n');
const games = [];
for (let i = 0; i + 1 < lines.length; ++i) {
  const m = /^game (\d+): regalia (sente|gote) (\w+)/.exec(lines[i]);
  if (m && lines[i + 1].startsWith('position startpos')) {
    games.push({ n: Number(m[1]), side: m[2] === 'sente' ? 0 : 1, outcome: m[3], moves: lines[i + 1].split(' ').slice(3) });
  }
}

const fsf = spawn('/usr/games/fairy-stockfish', [], { stdio: ['pipe', 'pipe', 'ignore'] });
const waiters = [];
let score = 0;
createInterface({ input: fsf.stdout }).on('line', (l) => {
  const s = /score (cp|mate) (-?\d+)/.exec(l);
  if (s) score = s[1] === 'cp' ? Number(s[2]) : (Number(s[2]) > 0 ? 30000 : -30000);
  if (waiters.length && waiters[0].re.test(l)) waiters.shift().resolve(l);
});
const send = (s) => fsf.stdin.write(s + '\n');
const wait = (re) => new Promise((resolve) => waiters.push({ re, resolve }));
send('usi'); await wait(/^usiok/);
send('setoption name UCI_Variant value shogi'); send('setoption name USI_Hash value 64');
send('isready'); await wait(/^readyok/);

// Score for the side to move after `moves`.
async function evalAfter(moves) {
  score = 0;
  send('position startpos moves ' + moves.join(' '));
  send(`go nodes ${nodes}`);
  const best = (await wait(/^bestmove/)).split(' ')[1];
  return { score, best };
}

for (const g of games) {
  if (only && !only.has(g.n)) continue;
  console.log(`game ${g.n} (regalia ${g.side ? 'gote' : 'sente'}, ${g.outcome}, ${g.moves.length} plies)`);
  send('usinewgame');
  for (let i = g.side; i < g.moves.length; i += 2) {
    if (i < 10) continue;  // the book line
    const before = await evalAfter(g.moves.slice(0, i));
    const after = await evalAfter(g.moves.slice(0, i + 1));
    const loss = before.score + after.score;  // ours before minus ours after (after is the opponent's view)
    if (loss >= min && Math.abs(before.score) < 3000) {
      console.log(`  ply ${i + 1}: played ${g.moves[i]}, fairy prefers ${before.best}: ${before.score} -> ${-after.score} (loss ${loss})`);
      console.log(`    position startpos moves ${g.moves.slice(0, i).join(' ')}`);
    }
  }
}
send('quit');
