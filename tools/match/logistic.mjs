// Logistic regression of a result in [0, 1] on a few features, fitted by Newton's method, and the
// held-out log-likelihood that says whether a feature predicts anything: a fitted weight alone
// does not, since a feature that only fits noise gets one too. Used by result_fit.mjs.

// Weights w maximising the mean log-likelihood of y under p = 1 / (1 + e^-(w . x)). Each row of X
// must hold the same number of features (put a constant 1 in for an intercept); y may hold 0.5
// for a draw. A tiny ridge keeps the system solvable when a feature never varies.
export function fitLogistic(X, y, { iterations = 25, ridge = 1e-6 } = {}) {
  if (!X.length || X.length !== y.length) throw new Error(`fitLogistic needs as many results as rows, not ${y.length} for ${X.length}`);
  const n = X[0].length;
  let w = new Array(n).fill(0);
  for (let it = 0; it < iterations; it++) {
    const gradient = new Array(n).fill(0);
    const hessian = Array.from({ length: n }, (_, a) => Array.from({ length: n }, (_, b) => (a === b ? ridge * X.length : 0)));
    X.forEach((x, i) => {
      const p = probability(x, w);
      const curvature = p * (1 - p);
      for (let a = 0; a < n; a++) {
        gradient[a] += (y[i] - p) * x[a];
        for (let b = 0; b < n; b++) hessian[a][b] += curvature * x[a] * x[b];
      }
    });
    const step = solve(hessian, gradient);
    w = w.map((v, k) => v + step[k]);
    if (step.every((s) => Math.abs(s) < 1e-9)) break;
  }
  return w;
}

export function probability(x, w) {
  const z = x.reduce((s, v, k) => s + v * w[k], 0);
  return 1 / (1 + Math.exp(-z));
}

// Mean log-likelihood of y given the weights (0 is a perfect prediction; a coin scores -0.693).
export function logLikelihood(X, y, w) {
  let sum = 0;
  X.forEach((x, i) => {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, probability(x, w)));
    sum += y[i] * Math.log(p) + (1 - y[i]) * Math.log(1 - p);
  });
  return sum / X.length;
}

// Fit on all folds but one and score the one left out, for each fold: the mean held-out
// log-likelihood. `foldOf(i)` names row i's fold (0 .. folds - 1); rows that belong together
// (the positions of one game) must share a fold, or the held-out score flatters the fit.
export function heldOutLikelihood(X, y, folds, foldOf) {
  let sum = 0;
  for (let f = 0; f < folds; f++) {
    const train = [], test = [];
    X.forEach((_, i) => (foldOf(i) === f ? test : train).push(i));
    if (!train.length || !test.length) throw new Error(`fold ${f} of ${folds} is empty or holds every row`);
    const w = fitLogistic(train.map((i) => X[i]), train.map((i) => y[i]));
    sum += logLikelihood(test.map((i) => X[i]), test.map((i) => y[i]), w);
  }
  return sum / folds;
}

// Gaussian elimination with partial pivoting: the x with A x = b.
function solve(A, b) {
  const n = b.length;
  const m = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
    [m[c], m[pivot]] = [m[pivot], m[c]];
    if (m[c][c] === 0) throw new Error('the features are linearly dependent');
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}
