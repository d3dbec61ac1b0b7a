// The AI through the API: legal answers, mates found, deterministic under a node limit,
// levels and the Sovereign pie decision, and option errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load, RegaliaError } from '../../bindings/js/node.js';

const regalia = await load();

test('think() answers a legal move and does not play it', () => {
  const game = regalia.newGame('showgit');
  const infos = [];
  const r = game.think({ depth: 4, onInfo: (i) => infos.push(i) });
  // The move is the object legalMoves() lists; the line (pv) is notation.
  assert.deepEqual(r.move, game.legalMoves().find((m) => m.notation === r.move.notation), `${r.move.notation} is legal`);
  assert.equal(r.depth, 4);
  assert.equal(game.history().length, 0);
  assert.deepEqual(infos.map((i) => i.depth), [1, 2, 3, 4]);
  assert.equal(r.pv[0], r.move.notation);
  game.dispose();
});

test('think() finds a mate in one (BIG-BANG) with a drop', () => {
  // Gote king on 5a boxed in by its own knights and pawns; a gold drop on 5b, held by the pawn, is mate.
  const game = regalia.newGame('showgit', { position: '3nkn3/3p1p3/4P4/9/9/9/9/9/4K4 b G 1' });
  const r = game.think({ depth: 3 });
  assert.equal(r.move.notation, 'G*5b');
  assert.equal(r.move.drop, 'G');
  assert.deepEqual(r.score, { mate: 1 });
  game.play(r.move);
  assert.equal(game.status().reason, 'big-bang');
  game.dispose();
});

test('the same node limit gives the same answer', () => {
  const a = regalia.newGame('showgit');
  const b = regalia.newGame('showgit');
  for (const g of [a, b]) for (const m of ['7g7f', '3c3d', '2g2f']) g.play(m);
  const ra = a.think({ nodes: 30000 });
  const rb = b.think({ nodes: 30000 });
  assert.deepEqual({ move: ra.move.notation, nodes: ra.nodes, score: ra.score }, { move: rb.move.notation, nodes: rb.nodes, score: rb.score });
  a.newSearch();
  const again = a.think({ nodes: 30000 });
  assert.deepEqual({ move: again.move.notation, nodes: again.nodes }, { move: ra.move.notation, nodes: ra.nodes });
  a.dispose();
  b.dispose();
});

test('low levels are weaker but stay legal and follow their seed', () => {
  const game = regalia.newGame('showgit');
  const picks = new Set();
  for (let seed = 1; seed <= 8; seed++) {
    const r = game.think({ level: 1, seed });
    assert.ok(game.legalMoves().some((m) => m.notation === r.move.notation));
    picks.add(r.move.notation);
    game.newSearch();
    assert.equal(game.think({ level: 1, seed }).move.notation, r.move.notation, 'same seed, same choice');
  }
  assert.ok(picks.size > 1, 'level 1 varies its choice with the seed');
  game.dispose();
});

test('Sovereign: the AI plays legal moves and decides the pie rule', () => {
  const game = regalia.newGame('sovereign');
  const first = game.think({ movetimeMs: 150 });
  assert.ok(game.legalMoves().some((m) => m.notation === first.move.notation));
  game.play(first.move);
  const before = game.position();
  const pie = game.think({ movetimeMs: 150 });
  // The pie rule's swap is not in legalMoves(): it comes as play('swap') describes it.
  assert.ok(pie.move.swap === true || game.legalMoves().some((m) => m.notation === pie.move.notation), pie.move.notation);
  assert.equal(game.position(), before, 'think() leaves the game as it was');
  assert.equal(pie.lines.length, 1, 'one line, a swap included');
  game.play(pie.move);
  assert.equal(game.canSwap(), false);
  const next = game.think({ nodes: 5000 });
  assert.ok(game.legalMoves().some((m) => m.notation === next.move.notation));
  game.dispose();
});

test('bad think options are RegaliaErrors; a throwing onInfo does not break the game', () => {
  const game = regalia.newGame('showgit');
  for (const bad of [undefined, {}, { depth: 0 }, { depth: 1.5 }, { movetimeMs: -1 }, { nodes: NaN }, { level: 11 }, { clock: { time: [1] } }, { depth: 2, onInfo: 3 }, 'fast', [1]]) {
    assert.throws(() => game.think(bad), (e) => e instanceof RegaliaError && e.code === 'bad-argument', JSON.stringify(bad));
  }
  assert.throws(() => game.think({ depth: 3, onInfo: () => { throw new Error('boom'); } }), /boom/);
  assert.ok(game.think({ depth: 2 }).move);
  assert.ok(game.think({ clock: { time: [1000, 1000], byoyomi: 100 } }).move);
  game.dispose();
});

test('think({ lines }): that many distinct legal lines, best first, the top-level fields those of the first', () => {
  const game = regalia.newGame('showgit');
  for (const m of ['7g7f', '3c3d']) game.play(m);
  const legal = new Set(game.legalMoves().map((m) => m.notation));
  const infos = [];
  const r = game.think({ depth: 4, lines: 3, onInfo: (i) => infos.push(i) });
  const shape = (line) => assert.deepEqual(Object.keys(line).sort(), ['depth', 'lowerbound', 'pv', 'score', 'seldepth']);
  const value = (s) => ('mate' in s ? Math.sign(s.mate) * (100000 - Math.abs(s.mate)) : s.cp);
  for (const result of [r, ...infos]) {
    assert.equal(result.lines.length, 3);
    result.lines.forEach(shape);
    assert.equal(new Set(result.lines.map((l) => l.pv[0])).size, 3, 'distinct root moves');
    assert.ok(result.lines.every((l) => legal.has(l.pv[0])));
    for (let k = 1; k < 3; k++) assert.ok(value(result.lines[k].score) <= value(result.lines[k - 1].score), 'best first');
    assert.deepEqual(result.lines[0].pv, result.pv);
    assert.deepEqual(result.lines[0].score, result.score);
    assert.equal(result.lines[0].lowerbound, result.lowerbound);
    assert.equal(result.lines[0].depth, result.depth);
  }
  assert.equal(r.move.notation, r.lines[0].pv[0]);
  assert.deepEqual(infos.map((i) => i.depth), [1, 2, 3, 4]);
  // One line by default, still as an array.
  const one = game.think({ depth: 3 });
  assert.equal(one.lines.length, 1);
  assert.deepEqual(one.lines[0], { score: one.score, lowerbound: one.lowerbound, pv: one.pv, depth: one.depth, seldepth: one.seldepth });
  game.dispose();
});

test('think({ lines }): mates first, fewer lines than legal moves, Sovereign, bad values rejected', () => {
  // G*1b and G*2b both mate.
  const mate = regalia.newGame('showgit', { position: '8k/9/7PP/9/9/9/9/9/K8 b G 1' });
  const m = mate.think({ depth: 3, lines: 3 });
  assert.deepEqual(m.lines.slice(0, 2).map((l) => l.score), [{ mate: 1 }, { mate: 1 }]);
  assert.deepEqual(m.lines.slice(0, 2).map((l) => l.pv[0]).sort(), ['G*1b', 'G*2b']);
  assert.ok(!('mate' in m.lines[2].score) || m.lines[2].score.mate > 1);
  mate.dispose();
  // The king on 5a has two moves.
  const two = regalia.newGame('showgit', { position: '4k4/9/4G4/9/9/9/9/9/4K4 w - 1' });
  assert.equal(two.think({ depth: 3, lines: 16 }).lines.length, 2);
  for (const bad of [0, 17, 2.5, '3', NaN, null, [2]]) {
    assert.throws(() => two.think({ depth: 2, lines: bad }), (e) => e instanceof RegaliaError && e.code === 'bad-argument', String(bad));
  }
  two.dispose();
  const sov = regalia.newGame('sovereign');
  const s = sov.think({ depth: 2, lines: 2 });
  assert.equal(s.lines.length, 2);
  assert.notEqual(s.lines[0].pv[0], s.lines[1].pv[0]);
  sov.dispose();
});

test('a score from a depth a node limit cut short is flagged lowerbound, as the USI engine prints it; finished depths are exact', async () => {
  const { spawn } = await import('node:child_process');
  const { resolve, dirname } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const bin = process.env.REGALIA_BIN || resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'build/native/bindings/cli/regalia');
  // The first node limit, from 200 up, whose search ends inside a depth on a fail-high.
  let cut = null;
  for (let nodes = 200; nodes <= 60000 && !cut; nodes = Math.round(nodes * 1.13)) {
    const game = regalia.newGame('showgit');
    const infos = [];
    const r = game.think({ nodes, onInfo: (i) => infos.push(i) });
    if (infos.at(-1).lowerbound) cut = { nodes, r, last: infos.at(-1), infos };
    game.dispose();
  }
  assert.ok(cut, 'some node limit from 200 to 60,000 ends a depth on a fail-high');
  const { nodes, r, last, infos } = cut;
  assert.equal(r.lowerbound, true);
  assert.deepEqual(r.score, last.score);
  assert.equal(last.lines[0].lowerbound, true);
  assert.ok(infos.slice(0, -1).every((i) => i.lowerbound === false), 'the finished depths before it are exact');
  // The native engine, same search and limit: its last info says lowerbound with the same score.
  // `quit` (and the end of input) stops a search, so it is sent only once bestmove has come.
  const engine = spawn(bin, ['usi']);
  let out = '';
  await new Promise((done, failed) => {
    const timer = setTimeout(() => failed(new Error(`no bestmove in 20 s: ${out}`)), 20000);
    engine.on('error', failed);
    engine.stdout.on('data', (chunk) => {
      out += chunk;
      if (/^bestmove /m.test(out)) {
        clearTimeout(timer);
        engine.stdin.end('quit\n');
        done();
      }
    });
    engine.stdin.write(`usi\nisready\nposition startpos\ngo nodes ${nodes}\n`);
  });
  const lastInfo = out.split('\n').filter((l) => l.startsWith('info depth')).at(-1);
  assert.match(lastInfo, new RegExp(`score cp ${r.score.cp} lowerbound `), lastInfo);
  const exact = regalia.newGame('showgit');
  const d3 = exact.think({ depth: 3, onInfo: (i) => assert.equal(i.lowerbound, false) });
  assert.equal(d3.lowerbound, false);
  assert.ok(d3.lines.every((l) => l.lowerbound === false));
  exact.dispose();
});
