#!/usr/bin/env node
// The matches behind docs/ai.md "How strong each level is": levels 1–10 of one game against a
// fixed ladder of opponents and the ladder's rungs against each other, every player limited by
// nodes or depth only (never by time), so that the results do not depend on the machine's load.
// Runs match.mjs (SHOWGIT) or sovereign_match.mjs (Sovereign) for each pairing, `--games` games
// a round (each opening from both seats, a new slice of openings each round), `--jobs` matches at
// once, and appends one line per finished match to the results file:
//   <a> <b> +W =D -L round R
// That file is kept in the repository (tools/match/results/ladder-GAME.txt; lines starting with
// `#` say which build played), so that the published table can be refitted and a later run
// adds to it; each game's record goes to DIR, which git ignores.
// A pairing's round already in that file is not played again, so an interrupted run resumes
// where it stopped and a second `--rounds` adds games; nor is one that another run is playing
// (its DIR/<a>-<b>-r<round>.running names a live process), so two runs can share a folder.
// `--only L7,L8` plays only the pairings of those players; `--pairs L6-L5,L10-L9` only those
// pairings, in that order (the games that decide the levels' gaps first). levels_table.mjs fits
// the ratings.
//
//   nice -n 19 node tools/match/levels_ladder.mjs showgit --rounds 2 --games 10 --jobs 2
//   nice -n 19 node tools/match/levels_ladder.mjs sovereign --rounds 1 --only L10
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArgs } from './args.mjs';
import { ladder } from './levels_pairings.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const { args, opt, num, fail } = readArgs(`node tools/match/levels_ladder.mjs showgit|sovereign [--rounds 1] [--first-round 0]
       [--games 10] [--jobs 2] [--only NAME,...] [--pairs A-B,...] [--dir tools/match/out/ladder-GAME]
       [--results tools/match/results/ladder-GAME.txt] [--regalia <binary>] [--dry-run]`, 1);
const game = args[0];
if (game !== 'showgit' && game !== 'sovereign') fail(`unknown game '${game}'`);
const rounds = num('rounds', 1), firstRound = num('first-round', 0), games = num('games', 10), jobs = num('jobs', 2);
if (games % 2) fail('--games must be even (each opening from both seats)');
const only = new Set(opt('only', '').split(',').filter(Boolean));
const pairs = opt('pairs', '').split(',').filter(Boolean);
const dir = opt('dir', resolve(here, 'out', `ladder-${game}`));
const regalia = opt('regalia', resolve(root, 'build/native/bindings/cli/regalia'));
const dry = args.includes('--dry-run');
const { players, pairings } = ladder(game, regalia);
for (const p of pairs) if (!pairings.some(([a, b]) => `${a}-${b}` === p)) fail(`--pairs: '${p}' is not a pairing of the ${game} ladder`);
mkdirSync(dir, { recursive: true });
const resultsFile = resolve(opt('results', resolve(here, 'results', `ladder-${game}.txt`)));
mkdirSync(dirname(resultsFile), { recursive: true });

// The pairings and rounds in the results file.
function played() {
  const done = new Set();
  if (!existsSync(resultsFile)) return done;
  for (const line of readFileSync(resultsFile, 'utf8').split('\n')) {
    const m = line.match(/^(\S+) (\S+) \+\d+ =\d+ -\d+ round (\d+)/);
    if (m) done.add(`${m[1]} ${m[2]} ${m[3]}`);
  }
  return done;
}
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const marker = ({ a, b, round }) => resolve(dir, `${a}-${b}-r${round}.running`);
const takenByOther = (m) => existsSync(marker(m)) && alive(Number(readFileSync(marker(m), 'utf8')));
const done = played();

// The runner's command line for one pairing and round.
function command(a, b, round) {
  const A = players[a], B = players[b];
  const out = resolve(dir, `${a}-${b}-r${round}.txt`);
  if (game === 'showgit') {
    // Level-capped players get a node limit they never reach; --movetime only sets the runner's
    // patience for a move (with --nodes the engines get `go nodes`).
    return ['tools/match/match.mjs', '--regalia', regalia, '--games', games, '--book', 'tools/match/book.txt',
      '--book-offset', round * games / 2, '--movetime', 120000, '--out', out,
      '--a', A.cmd, '--a-options', A.options, '--nodes', A.nodes,
      '--opponent', B.cmd, '--b-options', B.options, '--b-nodes', B.nodes];
  }
  return ['tools/match/sovereign_match.mjs', '--regalia', regalia, '--games', games, '--first-pair', round * games / 2,
    '--out', out, '--a-name', a, '--a', A.cmd, '--a-options', A.options, '--a-go', A.go,
    '--b-name', b, '--b', B.cmd, '--b-options', B.options, '--b-go', B.go];
}

const queue = [];
for (let round = firstRound; round < firstRound + rounds; ++round) {
  for (const [a, b, c] of pairings) {
    if (only.size && !only.has(a) && !only.has(b)) continue;
    if (pairs.length && !pairs.includes(`${a}-${b}`)) continue;
    if (!done.has(`${a} ${b} ${round}`)) queue.push({ a, b, c, round });
  }
}
// Cheap matches first within a round, so that a run cut short has every level's cheap games;
// level 10's matches cost the most and come after every other pairing's rounds.
const cost = ({ a, b, c }) => c ?? Math.max(players[a].cost, players[b].cost);
const isL10 = (m) => m.a === 'L10' || m.b === 'L10';
const rank = ({ a, b }) => pairs.indexOf(`${a}-${b}`);
queue.sort(pairs.length ? (x, y) => x.round - y.round || rank(x) - rank(y)
  : (x, y) => isL10(x) - isL10(y) || x.round - y.round || cost(x) - cost(y));
console.log(`${game}: ${queue.length} matches of ${games} games to play, ${jobs} at once; results in ${resultsFile}`);
if (dry) {
  for (const { a, b, round } of queue) console.log(['node', ...command(a, b, round)].map(String).join(' '));
  process.exit(0);
}

function play({ a, b, round }) {
  if (played().has(`${a} ${b} ${round}`) || takenByOther({ a, b, round })) return Promise.resolve();
  writeFileSync(marker({ a, b, round }), String(process.pid));
  return new Promise((res) => {
    const t0 = Date.now();
    const p = spawn(process.execPath, command(a, b, round).map(String), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    p.stdout.on('data', (d) => { text += d; });
    p.stderr.on('data', (d) => { text += d; });
    p.on('exit', (code) => {
      const m = text.match(/result: \+(\d+) =(\d+) -(\d+)/);
      const secs = ((Date.now() - t0) / 1000).toFixed(0);
      if (code !== 0 || !m) {
        console.log(`${a} v ${b} round ${round}: failed (exit ${code})\n${text.slice(-800)}`);
      } else {
        appendFileSync(resultsFile, `${a} ${b} +${m[1]} =${m[2]} -${m[3]} round ${round}\n`);
        console.log(`${a} v ${b} round ${round}: +${m[1]} =${m[2]} -${m[3]} (${secs} s)`);
      }
      rmSync(marker({ a, b, round }), { force: true });
      res();
    });
  });
}

let next = 0;
await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, async () => {
  while (next < queue.length) await play(queue[next++]);
}));
