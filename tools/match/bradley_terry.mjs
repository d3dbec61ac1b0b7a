// Elo ratings from game results by maximum likelihood (the Bradley–Terry model on the Elo scale):
// player i scores against j with probability 1 / (1 + 10^((r_j − r_i) / 400)), a draw counting as
// half a win and half a loss, and the ratings are those that make the results seen most likely.
// One player (the anchor) is held at a given rating; the others' 95 % intervals come from the
// inverse of the likelihood's curvature (the observed information) with the anchor fixed, so they
// are intervals relative to the anchor. Used by levels_table.mjs.
//
// The maximum exists only if no group of players won all its games against the rest (or lost
// them all): the graph "i took points from j" must be strongly connected. fitElo() checks that
// and names a player outside it; `prior` adds that many virtual draws to each pairing that was
// played, which always gives an answer (pulled slightly towards the opponents' ratings).

const K = Math.log(10) / 400;  // d/dr of the logistic on the Elo scale

// results: [{ a, b, w, d, l }] from a's side (several rows for the same pairing add up).
// Returns { ratings: Map(name -> { elo, margin, games, score }), gap(x, y), iterations }, where
// gap(x, y) is { elo, margin }: x's rating minus y's, with the 95 % margin of that difference
// (both ratings' variances less twice their covariance).
export function fitElo(results, { anchor, anchorElo = 0, prior = 0 } = {}) {
  const names = [];
  const index = new Map();
  const id = (n) => {
    if (!index.has(n)) { index.set(n, names.length); names.push(n); }
    return index.get(n);
  };
  // Points and games per ordered pairing (i < j keeps one entry per pair).
  const pairs = new Map();
  for (const { a, b, w, d, l } of results) {
    if (a === b) throw new Error(`fitElo: ${a} plays itself`);
    for (const [k, v] of Object.entries({ w, d, l })) {
      if (!Number.isFinite(v) || v < 0) throw new Error(`fitElo: ${a} v ${b}: ${k} is ${v}, not a count`);
    }
    const i = id(a), j = id(b);
    const key = i < j ? `${i},${j}` : `${j},${i}`;
    const p = pairs.get(key) ?? { i: Math.min(i, j), j: Math.max(i, j), points: 0, games: 0 };
    const pts = w + d / 2;
    p.points += i < j ? pts : (w + d + l) - pts;  // points of p.i
    p.games += w + d + l;
    pairs.set(key, p);
  }
  if (!index.has(anchor)) throw new Error(`fitElo: the anchor ${anchor} played no games`);
  for (const p of pairs.values()) {
    p.points += prior / 2;
    p.games += prior;
  }
  checkConnected(names, [...pairs.values()], anchor);

  const n = names.length, a0 = index.get(anchor);
  const free = names.map((_, i) => i).filter((i) => i !== a0);  // unknowns, the anchor held
  const pos = new Map(free.map((i, k) => [i, k]));
  const r = new Array(n).fill(0);
  let iterations = 0;
  let cov = null;
  for (; iterations < 200; ++iterations) {
    // Gradient and negative Hessian of the log-likelihood in the free ratings.
    const g = new Array(free.length).fill(0);
    const h = free.map(() => new Array(free.length).fill(0));
    for (const { i, j, points, games } of pairs.values()) {
      const e = 1 / (1 + Math.pow(10, (r[j] - r[i]) / 400));  // i's expected score
      const gi = K * (points - games * e);
      const hij = K * K * games * e * (1 - e);
      if (pos.has(i)) { g[pos.get(i)] += gi; h[pos.get(i)][pos.get(i)] += hij; }
      if (pos.has(j)) { g[pos.get(j)] -= gi; h[pos.get(j)][pos.get(j)] += hij; }
      if (pos.has(i) && pos.has(j)) { h[pos.get(i)][pos.get(j)] -= hij; h[pos.get(j)][pos.get(i)] -= hij; }
    }
    cov = invert(h);
    let step = 0;
    for (let x = 0; x < free.length; ++x) {
      let dx = 0;
      for (let y = 0; y < free.length; ++y) dx += cov[x][y] * g[y];
      dx = Math.max(-400, Math.min(400, dx));  // damped far from the optimum
      r[free[x]] += dx;
      step = Math.max(step, Math.abs(dx));
    }
    if (step < 1e-9) break;
  }
  const ratings = new Map();
  for (let i = 0; i < n; ++i) {
    let games = 0, points = 0;
    for (const p of pairs.values()) {
      if (p.i === i) { games += p.games - prior; points += p.points - prior / 2; }
      if (p.j === i) { games += p.games - prior; points += p.games - p.points - prior / 2; }
    }
    const margin = i === a0 ? 0 : 1.96 * Math.sqrt(cov[pos.get(i)][pos.get(i)]);
    ratings.set(names[i], { elo: r[i] + anchorElo, margin, games, score: games ? points / games : 0 });
  }
  const variance = (i, j) => (i === a0 || j === a0 ? 0 : cov[pos.get(i)][pos.get(j)]);
  const gap = (x, y) => {
    const i = index.get(x), j = index.get(y);
    if (i === undefined || j === undefined) throw new Error(`fitElo: no player ${i === undefined ? x : y}`);
    return { elo: r[i] - r[j], margin: 1.96 * Math.sqrt(Math.max(0, variance(i, i) + variance(j, j) - 2 * variance(i, j))) };
  };
  return { ratings, gap, iterations };
}

// Throws unless every player can be reached from every other along "took points from" edges.
function checkConnected(names, pairs, anchor) {
  const n = names.length;
  const took = names.map(() => []);  // took[i]: players i took points from
  for (const { i, j, points, games } of pairs) {
    if (points > 0) took[i].push(j);
    if (games - points > 0) took[j].push(i);
  }
  const reach = (edges) => {
    const seen = new Array(n).fill(false);
    const stack = [names.indexOf(anchor)];
    seen[stack[0]] = true;
    while (stack.length) for (const k of edges[stack.pop()]) if (!seen[k]) { seen[k] = true; stack.push(k); }
    return seen;
  };
  const gave = names.map(() => []);
  took.forEach((js, i) => js.forEach((j) => gave[j].push(i)));
  const down = reach(took), up = reach(gave);
  for (let i = 0; i < n; ++i) {
    if (!down[i] || !up[i]) {
      const what = !down[i] ? 'never gave a point to' : 'never took a point from';
      throw new Error(`fitElo: no finite rating for ${names[i]} (it, with the players around it, ${what} the rest); play more games or use a prior`);
    }
  }
}

// Inverse of a symmetric positive definite matrix (Gauss–Jordan; the matrices are small).
export function invert(m) {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...row.map((_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; ++c) {
    let p = c;
    for (let r = c + 1; r < n; ++r) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    if (Math.abs(a[p][c]) < 1e-300) throw new Error('invert: singular matrix');
    [a[c], a[p]] = [a[p], a[c]];
    const d = a[c][c];
    for (let k = 0; k < 2 * n; ++k) a[c][k] /= d;
    for (let r = 0; r < n; ++r) {
      if (r === c || a[r][c] === 0) continue;
      const f = a[r][c];
      for (let k = 0; k < 2 * n; ++k) a[r][k] -= f * a[c][k];
    }
  }
  return a.map((row) => row.slice(n));
}
