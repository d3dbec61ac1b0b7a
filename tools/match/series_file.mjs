// A series file: one long match played in blocks, one line per finished block, kept in
// tools/match/results/ so that a measurement longer than a sitting survives it (series.mjs plays
// the blocks). Lines starting with `#` describe the series (command, build); a block's line is
//   block <offset>: +W =D -L | <the runner's time-per-move line>
// W/D/L for the runner's engine A.
import { eloInterval } from './elo.mjs';

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

// Every block together: W/D/L, score and Elo with its 95 % interval.
export function seriesTotal(blocks) {
  const w = blocks.reduce((s, b) => s + b.w, 0), d = blocks.reduce((s, b) => s + b.d, 0);
  const l = blocks.reduce((s, b) => s + b.l, 0), n = w + d + l;
  const scores = [...Array(w).fill(1), ...Array(d).fill(0.5), ...Array(l).fill(0)];
  const e = eloInterval(scores);
  const score = n ? (100 * (w + d / 2)) / n : 0;
  return `${blocks.length} blocks: +${w} =${d} -${l} of ${n}, score ${score.toFixed(1)}%, ` +
    `Elo ${e.elo.toFixed(0)} (95%: ${e.lo.toFixed(0)} .. ${e.hi.toFixed(0)})`;
}
