// A series file: one long match played in blocks, one line per finished block, kept in
// tools/match/results/ so that a measurement longer than a sitting survives it (series.mjs plays
// the blocks). Lines starting with `#` describe the series (command, build); a block's line is
//   block <offset>: +W =D -L | <the runner's time-per-move line>
// W/D/L for the runner's engine A.
import { resultLine } from './elo.mjs';

const BLOCK = /^block (\d+): \+(\d+) =(\d+) -(\d+)(?: \| (.*))?$/;

export function readSeries(text) {
  const blocks = [];
  for (const line of text.split('\n')) {
    const m = line.match(BLOCK);
    if (m) blocks.push({ offset: Number(m[1]), w: Number(m[2]), d: Number(m[3]), l: Number(m[4]), timing: m[5] ?? '' });
  }
  return blocks;
}

// A block's line from a runner's output, or null when the output holds no result.
export function blockLine(offset, output) {
  const result = output.match(/result: \+(\d+) =(\d+) -(\d+)/);
  if (!result) return null;
  const timing = output.match(/^time per move: (.*)$/m);
  return `block ${offset}: +${result[1]} =${result[2]} -${result[3]}${timing ? ` | ${timing[1]}` : ''}`;
}

// Every block together: W/D/L, score and Elo with its 95 % interval, as a runner's result line.
export function seriesTotal(blocks) {
  const count = (k) => blocks.reduce((s, b) => s + b[k], 0);
  const scores = [...Array(count('w')).fill(1), ...Array(count('d')).fill(0.5), ...Array(count('l')).fill(0)];
  return resultLine(scores).replace(/^result: /, `${blocks.length} blocks: `);
}
