#!/usr/bin/env node
// The levels table of docs/ai.md "How strong each level is": fits every result that
// levels_ladder.mjs wrote for a game (tools/match/results/ladder-GAME.txt) on one Elo scale by maximum likelihood
// (bradley_terry.mjs), one scale per game, anchored at a fixed rung of that game's ladder, and
// prints each player's rating with its 95 % interval, games and score, then the gap between
// adjacent levels with its own interval. `--write FILE` writes the levels' ratings as the page's
// data module (web/level-strength.js); the page shows them and computes nothing. A game without
// a results file keeps the ratings that module already has for it.
//
//   node tools/match/levels_table.mjs                       # both games, their files in results/
//   node tools/match/levels_table.mjs --write web/level-strength.js
//   node tools/match/levels_table.mjs --showgit FILE --sovereign FILE --prior 1   # (or a folder holding results.txt)
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArgs } from './args.mjs';
import { fitElo } from './bradley_terry.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { opt, num } = readArgs('node tools/match/levels_table.mjs [--showgit FILE|DIR] [--sovereign FILE|DIR] [--prior 0] [--write FILE]');
const prior = num('prior', 0);
// The scales' fixed points: Fairy-Stockfish 11.1 at 1,000 nodes a move, and Sovereign's
// material-only search at depth 1.
const ANCHORS = { showgit: { name: 'FS1k', elo: 1000 }, sovereign: { name: 'M1', elo: 500 } };

function readResults(file) {
  const rows = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(/^(\S+) (\S+) \+(\d+) =(\d+) -(\d+) round \d+/);
    if (m) rows.push({ a: m[1], b: m[2], w: Number(m[3]), d: Number(m[4]), l: Number(m[5]) });
  }
  return rows;
}

const pct = (x) => `${(100 * x).toFixed(1)} %`;
const levels = {};
const fits = {};
for (const game of ['showgit', 'sovereign']) {
  const given = resolve(opt(game, resolve(here, 'results', `ladder-${game}.txt`)));
  // A folder is an older run's: its results.txt.
  const file = existsSync(given) && statSync(given).isDirectory() ? resolve(given, 'results.txt') : given;
  if (!existsSync(file)) { console.log(`${game}: no results (${file})\n`); continue; }
  const anchor = ANCHORS[game];
  let fit;
  try {
    fit = fitElo(readResults(file), { anchor: anchor.name, anchorElo: anchor.elo, prior });
  } catch (e) {
    console.log(`${game}: ${e.message}\n`);
    process.exitCode = 1;
    continue;
  }
  const { ratings, gap } = fit;
  console.log(`${game}: ${file}, anchored at ${anchor.name} = ${anchor.elo}${prior ? `, prior ${prior} draws a pairing` : ''}`);
  console.log('| player | Elo | 95 % | games | score |');
  console.log('|---|---|---|---|---|');
  const order = [...ratings.keys()].sort((x, y) => ratings.get(x).elo - ratings.get(y).elo);
  for (const name of order) {
    const r = ratings.get(name);
    console.log(`| ${name} | ${r.elo.toFixed(0)} | ±${r.margin.toFixed(0)} | ${r.games} | ${pct(r.score)} |`);
  }
  console.log('\n| levels | gap | 95 % |');
  console.log('|---|---|---|');
  for (let l = 2; l <= 10; ++l) {
    if (!ratings.has(`L${l}`) || !ratings.has(`L${l - 1}`)) continue;
    const g = gap(`L${l}`, `L${l - 1}`);
    console.log(`| ${l} − ${l - 1} | ${g.elo.toFixed(0)} | ±${g.margin.toFixed(0)} |`);
  }
  console.log('');
  levels[game] = Array.from({ length: 10 }, (_, i) => ratings.get(`L${i + 1}`)).map((r) => (r ? Math.round(r.elo) : null));
  fits[game] = ratings;
}

// The levels side by side, as docs/ai.md shows them (a level without games: —).
const cell = (r) => (r ? `${Math.round(r.elo)} ± ${Math.round(r.margin)} | ${r.games}` : '— | 0');
console.log('| level | SHOWGIT Elo ± 95 % | games | Sovereign Elo ± 95 % | games |');
console.log('|---|---|---|---|---|');
for (let l = 1; l <= 10; ++l) console.log(`| ${l} | ${cell(fits.showgit?.get(`L${l}`))} | ${cell(fits.sovereign?.get(`L${l}`))} |`);

const out = opt('write', '');
if (out) {
  // A game without results here keeps the ratings the module has (its ladder's results were not kept).
  if (existsSync(out)) {
    const before = readFileSync(out, 'utf8').match(/LEVEL_ELO = (\{.*\});/);
    if (before) for (const [game, row] of Object.entries(JSON.parse(before[1]))) levels[game] ??= row;
  }
  writeFileSync(out, `// Each AI level's strength on the page's level chooser: its rating on docs/ai.md's levels table
// ("How strong each level is"), levels 1–10, one Elo scale per game. Written by
// \`node tools/match/levels_table.mjs --write web/level-strength.js\`; not edited by hand.
export const LEVEL_ELO = ${JSON.stringify({ showgit: levels.showgit, sovereign: levels.sovereign })};
`);
  console.log(`wrote ${out}`);
}
