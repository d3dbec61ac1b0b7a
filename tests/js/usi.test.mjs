// A scripted USI session against the native CLI (`regalia usi`): handshake, options, positions
// with moves, `go` with every limit kind, `stop` during `go infinite`, `go mate`, and `quit`.
// Every bestmove is checked by the rules core through the CLI's own `referee` command.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = process.env.REGALIA_BIN || resolve(root, 'build/native/bindings/cli/regalia');

class Usi {
  constructor(args = ['usi']) {
    this.proc = spawn(BIN, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    this.lines = [];
    this.waiters = [];
    createInterface({ input: this.proc.stdout }).on('line', (l) => {
      this.lines.push(l);
      const i = this.waiters.findIndex((w) => w.re.test(l));
      if (i >= 0) this.waiters.splice(i, 1)[0].resolve(l);
    });
    this.exit = new Promise((res) => this.proc.on('exit', (code) => res(code)));
  }
  send(s) { this.proc.stdin.write(s + '\n'); }
  wait(re, ms = 20000) {
    return new Promise((res, rej) => {
      const t = setTimeout(() => rej(new Error(`timeout waiting for ${re}; last lines:\n${this.lines.slice(-5).join('\n')}`)), ms);
      this.waiters.push({ re, resolve: (l) => { clearTimeout(t); res(l); } });
    });
  }
  async ask(cmd, re, ms) { const p = this.wait(re, ms); this.send(cmd); return p; }
  // A failed assertion must not leave the engine running (the test would hang, not fail).
  kill() { if (this.proc.exitCode === null) this.proc.kill(); }
  async legal(position, move) {
    const l = await this.ask(`referee ${position} ${position.includes(' moves ') ? '' : 'moves '}${move}`.replace(/\s+/g, ' '), /^referee /);
    return l.startsWith('referee ok');
  }
}

test('USI session: handshake, positions, every go limit, stop, go mate, quit', { skip: !existsSync(BIN) && `no ${BIN}` }, async (t) => {
  const e = new Usi();
  t.after(() => e.kill());
  const ids = [];
  const usiok = e.ask('usi', /^usiok$/);
  await usiok;
  for (const l of e.lines) if (l.startsWith('id ') || l.startsWith('option ')) ids.push(l);
  assert.ok(ids.some((l) => l.startsWith('id name')), 'id name');
  assert.ok(ids.some((l) => /^option name USI_Hash type spin/.test(l)), 'USI_Hash option');
  assert.ok(ids.includes('option name RootMate type check default true'), 'RootMate option');
  e.send('setoption name USI_Hash value 8');
  await e.ask('isready', /^readyok$/);
  e.send('usinewgame');

  const pos1 = 'position startpos moves 7g7f 3c3d';
  const ref1 = 'startpos moves 7g7f 3c3d';
  const limits = [
    'go depth 4',
    'go nodes 20000',
    'go movetime 150',
    'go btime 0 wtime 0 byoyomi 200',
    'go btime 2000 wtime 2000 binc 100 winc 100',
    'go btime 3000 wtime 3000 movestogo 10',
  ];
  for (const go of limits) {
    e.send(pos1);
    const t0 = Date.now();
    const l = await e.ask(go, /^bestmove /);
    const ms = Date.now() - t0;
    const mv = l.split(/\s+/)[1];
    assert.ok(await e.legal(ref1, mv), `${go}: ${mv} is legal`);
    if (/movetime|byoyomi/.test(go)) console.log(`# ${go}: bestmove after ${ms} ms`);
  }
  // info lines come before bestmove, with score and pv.
  assert.ok(e.lines.some((l) => /^info depth \d+ seldepth \d+ score (cp|mate) -?\d+ nodes \d+ nps \d+ time \d+ .*pv /.test(l)), 'info line');

  // SFEN position with moves.
  const sfen = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
  e.send(`position sfen ${sfen} moves 2g2f 8c8d`);
  const l2 = await e.ask('go nodes 5000', /^bestmove /);
  assert.ok(await e.legal(`sfen ${sfen} moves 2g2f 8c8d`, l2.split(/\s+/)[1]));

  // go infinite: no bestmove until stop, then at once.
  e.send(pos1);
  let early = false;
  const bm = e.wait(/^bestmove /, 20000).then((l) => { early = !stopped; return l; });
  let stopped = false;
  e.send('go infinite');
  await new Promise((r) => setTimeout(r, 600));
  assert.equal(early, false, 'no bestmove before stop');
  stopped = true;
  const t0 = Date.now();
  e.send('stop');
  const l3 = await bm;
  assert.ok(Date.now() - t0 < 2000, 'stop answered promptly');
  assert.ok(await e.legal(ref1, l3.split(/\s+/)[1]));

  // go mate: gold drop on 5b mates (the king is boxed in by its own knights).
  e.send('position sfen 3nkn3/3p1p3/4P4/9/9/9/9/9/4K4 b G 1');
  const cm = await e.ask('go mate 2000', /^checkmate /);
  assert.equal(cm, 'checkmate G*5b');
  // And a position with no mate: the start position has no check at all (proven at once).
  e.send('position startpos');
  assert.equal(await e.ask('go mate 300', /^checkmate /), 'checkmate nomate');
  // The df-pn solver: the shortest mate, 5 plies (rook drop, two promotions) ...
  e.send('position sfen 9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 b R 1');
  assert.equal(await e.ask('go mate 5000', /^checkmate /), 'checkmate R*1b 5b6a 7c7b+ 6a5a 1b1a+');
  // ... where P*1b would mate but is a pawn-drop mate: G*1b instead, and none with the pawn alone.
  e.send('position sfen 8k/6S2/7G1/9/9/9/9/9/K8 b GP 1');
  assert.equal(await e.ask('go mate 5000', /^checkmate /), 'checkmate G*1b');
  e.send('position sfen 8k/6S2/7G1/9/9/9/9/9/K8 b P 1');
  assert.equal(await e.ask('go mate 5000', /^checkmate /), 'checkmate nomate');
  // go mate infinite: runs until stop (this one is not solved in seconds), then "timeout".
  e.send('position sfen 9/9/3gkg3/9/9/9/9/9/4K4 b RBSNLP 1');
  let mateEarly = false, mateStopped = false;
  const cmi = e.wait(/^checkmate /, 20000).then((l) => { mateEarly = !mateStopped; return l; });
  e.send('go mate infinite');
  await new Promise((r) => setTimeout(r, 600));
  mateStopped = true;
  const tm = Date.now();
  e.send('stop');
  assert.equal(await cmi, 'checkmate timeout');
  assert.equal(mateEarly, false, 'no answer before stop');
  assert.ok(Date.now() - tm < 2000, 'stop answered promptly');

  // The root mate probe (RootMate, on by default): a 13-ply tsume from one of our games that the
  // search alone does not see is played with a mate score; switched off, the search plays on.
  const tsume = 'sfen ln2gk1+P1/3s1gg2/3pp1n+R1/p4pB1p/7p1/1rpS1P3/P2PP1P1P/6G2/L1+p1K2NL b SNLPbs2p 101';
  e.send(`position ${tsume}`);
  let from = e.lines.length;
  const rm = await e.ask('go btime 0 wtime 0 byoyomi 200', /^bestmove /);
  assert.ok(e.lines.slice(from).some((l) => /^info depth \d+ seldepth \d+ score mate \d+ .* pv /.test(l)), 'mate score');
  assert.ok(await e.legal(tsume, rm.split(/\s+/)[1]));
  e.send('setoption name RootMate value false');
  e.send(`position ${tsume}`);
  from = e.lines.length;
  await e.ask('go nodes 100000', /^bestmove /);
  assert.ok(!e.lines.slice(from).some((l) => / score mate /.test(l)), 'no mate without the probe');
  e.send('setoption name RootMate value true');

  // No legal move: resign.
  e.send('position sfen 3nkn3/3pGp3/4P4/9/9/9/9/9/4K4 w - 2');
  assert.equal(await e.ask('go depth 2', /^bestmove /), 'bestmove resign');

  e.send('quit');
  assert.equal(await e.exit, 0);
});

// `info depth <d> seldepth <s> multipv <k> score cp|mate <n> ... pv <moves>` as { depth, k, score, move }.
function multipvInfo(line) {
  const m = line.match(/^info depth (\d+) seldepth \d+ multipv (\d+) score (cp|mate) (-?\d+) .* pv (\S+)/);
  if (!m) return null;
  const n = Number(m[4]);
  return { depth: Number(m[1]), k: Number(m[2]), score: m[3] === 'cp' ? n : Math.sign(n) * (100000 - Math.abs(n)), move: m[5] };
}

test('USI MultiPV: one info line per line and depth, multipv 1..N, distinct legal moves best first', { skip: !existsSync(BIN) && `no ${BIN}` }, async (t) => {
  const e = new Usi();
  t.after(() => e.kill());
  await e.ask('usi', /^usiok$/);
  assert.ok(e.lines.includes('option name MultiPV type spin default 1 min 1 max 16'), 'MultiPV option');
  e.send('setoption name MultiPV value 3');
  await e.ask('isready', /^readyok$/);
  const ref = 'startpos moves 7g7f 3c3d';
  e.send(`position ${ref}`);
  let from = e.lines.length;
  const bm = await e.ask('go depth 5', /^bestmove /);
  const infos = e.lines.slice(from).filter((l) => l.startsWith('info depth'));
  assert.equal(infos.length, 15, infos.join('\n'));
  for (let d = 1; d <= 5; d++) {
    const lines = infos.map(multipvInfo).filter((i) => i && i.depth === d);
    assert.deepEqual(lines.map((i) => i.k), [1, 2, 3], `depth ${d}`);
    assert.equal(new Set(lines.map((i) => i.move)).size, 3, `depth ${d}: distinct moves`);
    for (let k = 1; k < 3; k++) assert.ok(lines[k].score <= lines[k - 1].score, `depth ${d}: best first`);
    for (const i of lines) assert.ok(await e.legal(ref, i.move), `${i.move} is legal`);
  }
  assert.equal(bm.split(/\s+/)[1], multipvInfo(infos[12]).move, 'bestmove is line 1 of the last depth');

  // Two legal moves: two lines. Out-of-range values leave the option as it was.
  e.send('setoption name MultiPV value 0');
  e.send('setoption name MultiPV value 17');
  e.send('position sfen 4k4/9/4G4/9/9/9/9/9/4K4 w - 1');
  from = e.lines.length;
  await e.ask('go depth 3', /^bestmove /);
  const two = e.lines.slice(from).filter((l) => l.startsWith('info depth')).map(multipvInfo);
  assert.deepEqual(two.map((i) => i && i.k), [1, 2, 1, 2, 1, 2]);

  // MultiPV 1: the info lines of a single-line search, without the multipv field.
  e.send('setoption name MultiPV value 1');
  e.send(`position ${ref}`);
  from = e.lines.length;
  await e.ask('go depth 3', /^bestmove /);
  const single = e.lines.slice(from).filter((l) => l.startsWith('info depth'));
  assert.equal(single.length, 3);
  assert.ok(single.every((l) => !/ multipv /.test(l)), single.join('\n'));
  e.send('quit');
  assert.equal(await e.exit, 0);

  // The Sovereign engine shares the option and the lines.
  const s = new Usi(['engine', 'sovereign']);
  t.after(() => s.kill());
  await s.ask('usi', /^usiok$/);
  s.send('setoption name MultiPV value 2');
  s.send('position startpos');
  from = s.lines.length;
  await s.ask('go depth 2', /^bestmove /);
  const sov = s.lines.slice(from).filter((l) => l.startsWith('info depth')).map(multipvInfo);
  assert.deepEqual(sov.map((i) => i && i.k), [1, 2, 1, 2]);
  assert.notEqual(sov[2].move, sov[3].move);
  s.send('quit');
  assert.equal(await s.exit, 0);
});

test('a mate is reported as such: `score mate N` in plies (one line and three), the same N in the JS API', { skip: !existsSync(BIN) && `no ${BIN}` }, async (t) => {
  // A 3-ply tsume (G*6c, then 5c6b+ whatever the king does) and the 5-ply one of go mate above.
  const { load } = await import('../../bindings/js/node.js');
  const regalia = await load();
  const e = new Usi();
  t.after(() => e.kill());
  await e.ask('usi', /^usiok$/);
  for (const [sfen, plies] of [['9/2k6/4S4/3P5/9/1R7/9/9/2K6 b GNP 1', 3], ['9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 b R 1', 5]]) {
    const game = regalia.newGame('showgit', { position: sfen });
    for (const lines of [1, 3]) {
      e.send(`setoption name MultiPV value ${lines}`);
      e.send(`position sfen ${sfen}`);
      const from = e.lines.length;
      await e.ask(`go depth ${plies + 1}`, /^bestmove /);
      const last = e.lines.slice(from).filter((l) => l.startsWith('info depth') && (lines === 1 || / multipv 1 /.test(l))).at(-1);
      const m = / score mate (-?\d+) .* pv (.*)$/.exec(last);
      assert.ok(m, `${sfen}, ${lines} line(s): ${last}`);
      assert.equal(Number(m[1]), plies, last);
      assert.equal(m[2].split(' ').length, plies);
      const js = game.think({ depth: plies + 1, lines });
      assert.deepEqual(js.lines[0].score, { mate: plies }, `${sfen}, ${lines} line(s) in JS`);
      assert.equal(js.lines[0].pv.length, plies);
      game.newSearch();
    }
    game.dispose();
  }
  // The side mated: the defender's view after the first check is a negative mate in both.
  e.send('setoption name MultiPV value 1');
  e.send('position sfen 9/2k6/4S4/3P5/9/1R7/9/9/2K6 b GNP 1 moves G*6c');
  const from = e.lines.length;
  await e.ask('go depth 4', /^bestmove /);
  const mated = e.lines.slice(from).filter((l) => l.startsWith('info depth')).at(-1);
  assert.match(mated, / score mate -2 /);
  const game = regalia.newGame('showgit', { position: '9/2k6/4S4/3P5/9/1R7/9/9/2K6 b GNP 1' });
  game.play('G*6c');
  assert.deepEqual(game.think({ depth: 4 }).score, { mate: -2 });
  game.dispose();
  e.send('quit');
  assert.equal(await e.exit, 0);
});

// The last top-level score `go depth <depth>` prints after `usinewgame`, and think()'s at the same
// depth on a new game: docs/api.md "Scores" promises the same number in both.
async function protocolScore(e, position, depth) {
  e.send('usinewgame');
  e.send(`position ${position}`);
  const from = e.lines.length;
  await e.ask(`go depth ${depth}`, /^bestmove /);
  const last = e.lines.slice(from).filter((l) => l.startsWith('info depth')).at(-1);
  const m = / score (cp|mate) (-?\d+) /.exec(last);
  assert.ok(m, last);
  return { [m[1]]: Number(m[2]) };
}

test('the same score in the engine protocols and in think(), centipawns and mates, both games', { skip: !existsSync(BIN) && `no ${BIN}` }, async (t) => {
  const { load } = await import('../../bindings/js/node.js');
  const regalia = await load();
  const SOV_MATE2 = '14bk1/7wr8/10br5/10wq5/5wn8bb1/16/13bb2/14bn1/16/16/16/16/2wk13/16/16/16 1 w b - 0 1';
  const cases = [
    // SHOWGIT: the start position, the second player after a first move (centipawns: the
    // search's units x 100 / 90), and a 3-ply tsume (mate 3, in plies).
    { variant: 'showgit', depth: 5 },
    { variant: 'showgit', moves: ['2g2f'], depth: 4 },
    { variant: 'showgit', start: '9/2k6/4S4/3P5/9/1R7/9/9/2K6 b GNP 1', depth: 4, mate: 3 },
    // Sovereign: the start position and tests/native/sovereign_tactics_test.cpp's mate in two
    // moves (mate 2, in the mater's moves).
    { variant: 'sovereign', depth: 2 },
    { variant: 'sovereign', start: SOV_MATE2, depth: 4, mate: 2 },
  ];
  for (const c of cases) {
    const e = new Usi(c.variant === 'showgit' ? ['usi'] : ['engine', 'sovereign']);
    t.after(() => e.kill());
    await e.ask('usi', /^usiok$/);
    const keyword = c.variant === 'showgit' ? 'sfen' : 'scfen';
    const position = (c.start ? `${keyword} ${c.start}` : 'startpos') + (c.moves ? ` moves ${c.moves.join(' ')}` : '');
    const printed = await protocolScore(e, position, c.depth);
    const game = regalia.newGame(c.variant, c.start ? { position: c.start } : {});
    for (const m of c.moves ?? []) game.play(m);
    const js = game.think({ depth: c.depth }).score;
    console.log(`${c.variant} ${position}, depth ${c.depth}: protocol ${JSON.stringify(printed)}, think() ${JSON.stringify(js)}`);
    assert.deepEqual(js, printed, position);
    assert.deepEqual(Object.keys(js), [c.mate ? 'mate' : 'cp']);
    if (c.mate) assert.equal(js.mate, c.mate);
    game.dispose();
    e.send('quit');
    assert.equal(await e.exit, 0);
  }
});

// A king-table file (core/showgit/ai/king_tables.h): "RGKT1\n" and 110,385 int16 values.
function kingTableFile(weight) {
  const count = 110385;
  const bytes = Buffer.alloc(6 + 2 * count);
  bytes.write('RGKT1\n', 0, 'latin1');
  for (let i = 0; i < count; i++) bytes.writeInt16LE(weight(i), 6 + 2 * i);
  return bytes;
}

test('USI EvalFile: king tables change the evaluation; a missing or wrong file is said and changes nothing', { skip: !existsSync(BIN) && `no ${BIN}` }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'regalia-evalfile-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const tables = join(dir, 'tables.rgkt'), wrong = join(dir, 'wrong.rgkt');
  writeFileSync(tables, kingTableFile((i) => (i * 37) % 201 - 100));
  writeFileSync(wrong, kingTableFile(() => 0).subarray(0, 1000));
  const e = new Usi();
  t.after(() => e.kill());
  await e.ask('usi', /^usiok$/);
  assert.ok(e.lines.includes('option name EvalFile type string default <empty>'), 'EvalFile option');
  const evalOf = async () => {
    e.send('position startpos moves 7g7f 3c3d 2g2f');
    return Number((await e.ask('d', /^info string eval /)).split(' ').pop());
  };
  const base = await evalOf();
  e.send(`setoption name EvalFile value ${join(dir, 'missing.rgkt')}`);
  assert.match(await e.wait(/^info string EvalFile/), /cannot open .*missing\.rgkt/);
  assert.equal(await evalOf(), base);
  e.send(`setoption name EvalFile value ${tables}`);
  assert.match(await e.wait(/^info string EvalFile/), /king tables from /);
  const learned = await evalOf();
  assert.notEqual(learned, base);
  e.send(`setoption name EvalFile value ${wrong}`);
  assert.match(await e.wait(/^info string EvalFile/), /wrong size/);
  assert.equal(await evalOf(), learned, 'a wrong file keeps the tables in use');
  assert.ok(await e.legal('startpos moves 7g7f 3c3d 2g2f', (await e.ask('go nodes 3000', /^bestmove /)).split(' ')[1]));
  e.send('setoption name EvalFile value <empty>');
  assert.equal(await evalOf(), base);
  e.send('quit');
  assert.equal(await e.exit, 0);
});
