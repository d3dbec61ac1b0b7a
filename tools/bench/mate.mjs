// Two builds of the tsume solver side by side on the same problems (tools/bench/mate_bench.cpp):
// what each proved, and the nodes and time each spent on the problems both solved. The node
// figures do not depend on the machine's load; the times do.
//
// node tools/bench/mate.mjs <mate_bench A> <mate_bench B> [--file tools/bench/mate-problems.txt]
//      [--nodes 500000] [--ms MS] [--shortest] [--each]
// --ms adds a time limit a problem: a comparison by time, which the machine's load then affects.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArgs } from '../match/args.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { args, opt } = readArgs(
  'node tools/bench/mate.mjs <mate_bench A> <mate_bench B> [--file F] [--nodes N] [--ms MS] [--shortest] [--each]', 2);
const flag = (name) => args.includes(`--${name}`);
const bins = args.slice(0, 2);
const file = opt('file', resolve(here, 'mate-problems.txt'));
const nodes = opt('nodes', '500000');

function run(bin) {
  const extra = [...(flag('shortest') ? ['--shortest'] : []), ...(opt('ms') ? ['--ms', opt('ms')] : [])];
  const out = execFileSync(bin, [file, '--nodes', nodes, ...extra], {
    encoding: 'utf8', maxBuffer: 1 << 26,
  });
  const rows = [];
  for (const line of out.trim().split('\n')) {
    if (line.startsWith('total')) continue;
    const [n, outcome, plies, count, ms, label] = line.split('\t');
    rows.push({ n: +n, outcome, plies: +plies, nodes: +count, ms: +ms, label });
  }
  return rows;
}

const [a, b] = bins.map(run);
const solved = (r) => r.outcome !== 'unknown';
console.log(`${a.length} problems (${file}), at most ${nodes} nodes${opt('ms') ? ` and ${opt('ms')} ms` : ''} each` +
  `${flag('shortest') ? ', shortest mate' : ''}`);
for (const [name, rows, bin] of [['A', a, bins[0]], ['B', b, bins[1]]]) {
  const count = (o) => rows.filter((r) => r.outcome === o).length;
  const all = rows.reduce((s, r) => s + r.nodes, 0);
  const ms = rows.reduce((s, r) => s + r.ms, 0);
  console.log(`${name} ${bin}: ${count('mate')} mate, ${count('nomate')} no mate, ${count('unknown')} unknown; ` +
    `${all} nodes in all, ${Math.round(ms)} ms`);
}
const both = a.filter((r, i) => solved(r) && solved(b[i]));
const sum = (rows, side) => rows.reduce((s, r) => s + side[r.n - 1].nodes, 0);
const na = sum(both, a), nb = sum(both, b);
const msOf = (side) => both.reduce((s, r) => s + side[r.n - 1].ms, 0);
const ma = msOf(a), mb = msOf(b);
console.log(`solved by both: ${both.length}; nodes A ${na}, B ${nb} (B/A ${(nb / na).toFixed(3)}); ` +
  `ms A ${Math.round(ma)}, B ${Math.round(mb)} (B/A ${(mb / ma).toFixed(3)})`);
const ratios = both.map((r) => Math.log(b[r.n - 1].nodes / Math.max(1, a[r.n - 1].nodes)));
console.log(`geometric mean of B/A per problem: ${Math.exp(ratios.reduce((s, x) => s + x, 0) / ratios.length).toFixed(3)}`);
const disagree = a.filter((r, i) => solved(r) && solved(b[i]) && r.outcome !== b[i].outcome);
if (disagree.length) console.log(`DISAGREE (one proves a mate, the other none): problems ${disagree.map((r) => r.n).join(', ')}`);
console.log(`only A solved: ${a.filter((r, i) => solved(r) && !solved(b[i])).map((r) => r.n).join(', ') || 'none'}`);
console.log(`only B solved: ${b.filter((r, i) => solved(r) && !solved(a[i])).map((r) => r.n).join(', ') || 'none'}`);
if (flag('each')) {
  console.log('problem\tlabel\tA outcome\tA plies\tA nodes\tB outcome\tB plies\tB nodes');
  for (let i = 0; i < a.length; ++i)
    console.log([a[i].n, a[i].label, a[i].outcome, a[i].plies, a[i].nodes, b[i].outcome, b[i].plies, b[i].nodes].join('\t'));
}
process.exit(disagree.length ? 1 : 0);
