// The match runners' result line: wins, draws and losses of engine A, its score, and the Elo
// difference with its 95 % interval (normal approximation over the per-game scores).
export function eloInterval(scores) {
  const n = scores.length;
  const clamp = (p) => Math.min(Math.max(p, 1e-3), 1 - 1e-3);
  const toElo = (p) => -400 * Math.log10(1 / clamp(p) - 1);
  const mean = scores.reduce((s, x) => s + x, 0) / Math.max(1, n);
  const sd = Math.sqrt(scores.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  const se = sd / Math.sqrt(Math.max(1, n));
  return { elo: toElo(mean), lo: toElo(mean - 1.96 * se), hi: toElo(mean + 1.96 * se) };
}

// scores: 1 win, 0.5 draw, 0 loss per game, from A's side.
export function resultLine(scores) {
  const n = scores.length;
  const w = scores.filter((x) => x === 1).length, l = scores.filter((x) => x === 0).length, d = n - w - l;
  const s = w + d / 2;
  const e = eloInterval(scores);
  return `result: +${w} =${d} -${l} of ${n}, score ${(100 * s / Math.max(1, n)).toFixed(1)}%, Elo ${e.elo.toFixed(0)} (95%: ${e.lo.toFixed(0)} .. ${e.hi.toFixed(0)})`;
}
