// What one search printed, read back from its `info` lines (any USI engine): the deepest depth
// it finished, its nodes and time, and the effective branching factor — the nodes to finish that
// depth over those to finish the depth four below it (or the first depth printed, if fewer), to
// the power of one over the span: what one more ply cost. Node counts are cumulative over the
// search, so the last line of a depth gives what it took to finish; a line with a bound is a
// re-search under way, not a finish. Used by search_profile.mjs.
export function searchDepths(info) {
  const byDepth = new Map();
  let nodes = 0, time = 0;
  for (const l of info) {
    const d = l.match(/ depth (\d+)/), n = l.match(/ nodes (\d+)/);
    if (!d || !n) continue;
    const t = l.match(/ time (\d+)/);
    nodes = Math.max(nodes, Number(n[1]));
    if (t) time = Math.max(time, Number(t[1]));
    if (!/ (lower|upper)bound/.test(l) && !/ multipv [2-9]| multipv \d\d/.test(l)) byDepth.set(Number(d[1]), Number(n[1]));
  }
  const depths = [...byDepth.keys()].sort((a, b) => a - b);
  const last = depths.at(-1) ?? 0;
  const from = depths.find((d) => d >= last - 4 && byDepth.get(d) > 0);
  const ebf = from !== undefined && from < last ? (byDepth.get(last) / byDepth.get(from)) ** (1 / (last - from)) : NaN;
  return { depth: last, nodes, time, ebf };
}
