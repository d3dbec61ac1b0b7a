#!/usr/bin/env node
// Two builds of the engine, the same searches: for SHOWGIT book lines and for Sovereign Chess
// positions from a short self-played line, both binaries search with the same node limit and
// every `info` line and the bestmove are compared. A change meant to keep the search as it is
// (a refactor, a file move) must print "identical" for every position; a change of strength
// shows here first as the positions where the two searches part.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LineProcess } from '../diff/usi_process.mjs';
import { readArgs } from './args.mjs';

const usage = 'node tools/match/same_search.mjs <binary A> <binary B> [--nodes 150000] [--lines 20] ' +
  '[--offset 0] [--sovereign-plies 10] [--sovereign-nodes 60000]';
const { args, num } = readArgs(usage, 2);
const [binA, binB] = args;
const nodes = num('nodes', 150000), lines = num('lines', 20), offset = num('offset', 0);
const sovPlies = num('sovereign-plies', 10), sovNodes = num('sovereign-nodes', 60000);

// The search's reports with the clock taken out: depth, score, nodes and PV must agree.
const timeless = (l) => l.replace(/ (time|nps|hashfull) \d+/g, '');

class Engine {
  #p;
  constructor(bin, command) {
    this.#p = new LineProcess(bin, command, { name: `${bin} ${command.join(' ')}` });
  }
  async start() {
    await this.#p.request('usi\n', (l) => l === 'usiok');
    await this.#p.request('isready\n', (l) => l === 'readyok');
    return this;
  }
  // A fresh game for every search, so no table entry of an earlier search is reused.
  async search(position, limit) {
    const out = await this.#p.request(`usinewgame\nposition ${position}\ngo nodes ${limit}\n`,
      (l) => l.startsWith('bestmove'));
    const error = out.find((l) => l.startsWith('info string error'));
    if (error) throw new Error(`${position}: ${error}`);
    return out.filter((l) => l.startsWith('info depth') || l.startsWith('bestmove')).map(timeless);
  }
  close() {
    this.#p.send('quit\n');
    this.#p.close();
  }
}

let same = 0, total = 0;
async function compare(game, a, b, position, limit) {
  const [ra, rb] = await Promise.all([a.search(position, limit), b.search(position, limit)]);
  ++total;
  const equal = ra.length === rb.length && ra.every((l, i) => l === rb[i]);
  if (equal) ++same;
  const last = (r) => `${r.at(-1)} | ${(r.at(-2) ?? '').replace(/ pv .*/, '')}`;
  console.log(`${game} ${equal ? 'identical' : 'DIFFERENT'}: ${position.slice(0, 60)}...  A: ${last(ra)}` +
    (equal ? '' : `  B: ${last(rb)}`));
  return ra.at(-1).split(' ')[1];
}

const book = readFileSync(fileURLToPath(new URL('book.txt', import.meta.url)), 'utf8').split('\n').filter(Boolean);
const usiA = await new Engine(binA, ['usi']).start(), usiB = await new Engine(binB, ['usi']).start();
for (let i = 0; i < lines; ++i) {
  const line = book[(offset + i) % book.length];
  await compare('showgit', usiA, usiB, `startpos moves ${line}`, nodes);
}
usiA.close();
usiB.close();

// Sovereign Chess has no book: the line is the one binary A plays against itself.
const sovA = await new Engine(binA, ['engine', 'sovereign']).start();
const sovB = await new Engine(binB, ['engine', 'sovereign']).start();
const played = [];
for (let ply = 0; ply < sovPlies; ++ply) {
  const position = `startpos${played.length ? ` moves ${played.join(' ')}` : ''}`;
  const move = await compare('sovereign', sovA, sovB, position, sovNodes);
  if (!move || move === 'resign') break;
  played.push(move);
}
sovA.close();
sovB.close();
console.log(`${same} of ${total} searches identical`);
process.exitCode = same === total ? 0 : 1;
