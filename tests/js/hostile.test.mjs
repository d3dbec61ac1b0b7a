// JS API hostility: a seeded property test throwing random JS values at every public call.
// Checked after every call: the wasm never traps, every failure is a RegaliaError with a code,
// a failed call leaves the game (position, history, status) unchanged, calls that do not move
// leave it unchanged even when the caller scribbles over what they returned, and the module keeps
// working afterwards. A new seed every run; REGALIA_SEED replays one (tests/js/seed.mjs);
// REGALIA_HOSTILE_CALLS sets the run's length.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load, RegaliaError } from '../../bindings/js/node.js';
import { testSeed } from './seed.mjs';

const regalia = await load();
const SEED = testSeed('random values at every public call', Date.now() % 1_000_000, import.meta.url);
const CALLS = Number(process.env.REGALIA_HOSTILE_CALLS ?? 6000);
const SFEN_START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const SCFEN_START = regalia.newGame('sovereign').position(); // (leaks one game to the finalizer, on purpose)

function prng(seed) {
  let s = (seed >>> 0) || 1;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(SEED);
const int = (n) => Math.floor(rand() * n);
const choose = (list) => list[int(list.length)];

const boom = () => { throw new Error('hostile getter'); };
function throwingProxy(target = {}) {
  const trap = () => { throw new Error('hostile proxy trap'); };
  return new Proxy(target, {
    get: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, getPrototypeOf: trap,
    defineProperty: trap, set: trap, deleteProperty: trap, isExtensible: trap, preventExtensions: trap,
  });
}
function revokedProxy() {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}
// Random edits of a valid text: the shapes a parser sees from a bad paste.
function mutate(text) {
  const chars = [...text];
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+-/* \t\n\u0000\u00ff\u3042\uD800😀';
  for (let k = 1 + int(4); k > 0; k--) {
    const i = int(chars.length + 1);
    const r = rand();
    if (r < 0.3) chars.splice(i, 1);
    else if (r < 0.6) chars.splice(i, 0, choose([...alphabet]));
    else if (r < 0.8) chars[i] = choose([...alphabet]);
    else chars.splice(i, 0, ...chars.slice(int(chars.length), int(chars.length) + int(20)));
  }
  return chars.join('');
}

// Fresh hostile values (functions, so every call gets a new object).
const hostile = [
  () => undefined, () => null, () => true, () => false,
  () => 0, () => -0, () => 1, () => -1, () => 2, () => 0.5, () => NaN, () => Infinity, () => -Infinity,
  () => Number.MAX_VALUE, () => Number.MIN_VALUE, () => 2 ** 31, () => 2 ** 32 + 1, () => 2 ** 53 + 2, () => -(2 ** 31),
  () => 0n, () => 1n, () => 2n ** 70n, () => Symbol('hostile'), () => Symbol.iterator,
  () => '', () => ' ', () => 'showgit', () => 'sovereign', () => 'SHOWGIT', () => 'startpos', () => 'swap',
  () => '7g7f', () => 'P*5e', () => '8h2b+', () => '7g7f ', () => '7g7f\u0000', () => 'e2e4', () => 'e2e4=Q', () => 'Dn',
  () => 'x'.repeat(65), () => 'x'.repeat(4097), () => '1'.repeat(1 << 20), () => '\u0000', () => '\uD800', () => '\uDFFF7g',
  () => '😀', () => '７ｇ７ｆ', () => '\u202E7g7f', () => '<script>alert(1)</script>', () => '%s%n%x%p', () => '__proto__',
  () => 'constructor', () => 'startpos\nstartpos', () => SFEN_START, () => SCFEN_START,
  () => mutate(SFEN_START), () => mutate(SFEN_START), () => mutate(SCFEN_START), () => mutate(SCFEN_START), () => mutate('7g7f'),
  () => '9/9/9/9/9/9/9/9/9 b - 1', () => 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 99999999999999999999P 1',
  () => 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 99999999999999999999999',
  () => 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL/9 b - 1', () => `${'9/'.repeat(400)}9 b - 1`,
  () => ({}), () => [], () => ['7g7f'], () => [1, 2, 3], () => new String('7g7f'), () => new Number(1), () => Object.create(null),
  () => ({ notation: '7g7f' }), () => ({ notation: 5 }), () => ({ notation: 'e2e4' }), () => ({ from: '7g', to: '7f' }),
  () => ({ from: '7g', to: '7f', promotion: true }), () => ({ drop: 'P', to: '5e' }), () => ({ drop: 'p', to: '5e' }),
  () => ({ drop: 7, to: '5e' }), () => ({ from: {}, to: [] }), () => ({ from: 'e2', to: 'e4', promotion: 'Q' }),
  () => ({ from: 'e2', to: 'e4', promotion: 'QQ' }), () => ({ position: 'startpos' }), () => ({ position: 42 }),
  () => ({ position: mutate(SFEN_START) }), () => ({ position: mutate(SCFEN_START) }), () => ({ position: 'x'.repeat(5000) }),
  () => ({ get notation() { return boom(); } }), () => ({ get from() { return boom(); }, to: '7f' }),
  () => ({ get position() { return boom(); } }), () => ({ get depth() { return boom(); } }),
  () => ({ toString: boom, valueOf: boom, [Symbol.toPrimitive]: boom }),
  () => Object.defineProperty({}, 'notation', { get: boom, enumerable: true }),
  () => throwingProxy(), () => throwingProxy([]), () => revokedProxy(), () => new Proxy(['7g7f'], {}),
  () => new Proxy({ notation: '7g7f' }, {}), () => function hostile() {}, () => class Hostile {}, () => new Date(NaN),
  () => /7g7f/, () => new Map([['notation', '7g7f']]), () => new Uint8Array(8), () => new ArrayBuffer(8),
  () => Promise.resolve('7g7f'), () => Object.freeze({ notation: '7g7f' }), () => new Error('not a move'),
  () => new RegaliaError('fake', 'a forged error'), () => globalThis, () => regalia,
];
const anyValue = () => choose(hostile)();

// Records people paste into an import box, and their mangled versions.
const CSA = 'V2.2\nN+<b>sente</b>\nN-gote\nPI\n+\n+7776FU\nT3\n-3334FU\n+8822UM\n-3122GI\n+0055KA\n%TORYO\n';
const KIF = '手合割：平手\n先手：<img src=x onerror=alert(1)>\n後手：後手\n手数----指手---------消費時間--\n' +
  '   1 ７六歩(77)   ( 0:01/00:00:01)\n*コメント\n   2 ３四歩(33)   ( 0:02/00:00:02)\n   3 ２二角成(88)\n   4 同　銀(31)\n   5 投了\n';
const USI = 'startpos moves 7g7f 3c3d 8h2b+ 3a2b';
const PGN = '[Event "x"]\n[White "<script>"]\n\n1. e2e4 e15e13 *\n';
const recordInputs = [
  () => CSA, () => KIF, () => USI, () => PGN, () => mutate(CSA), () => mutate(KIF), () => mutate(USI), () => mutate(PGN),
  () => new TextEncoder().encode(mutate(KIF)), () => new Uint8Array(Array.from({ length: int(300) }, () => int(256))),
  () => new Uint8Array(Array.from({ length: int(300) }, () => int(256))).buffer, anyValue, anyValue,
];
const recordOptions = [
  () => undefined, () => ({}), () => ({ format: 'auto' }), () => ({ format: choose(['kif', 'kif-sjis', 'csa', 'usi', 'pgn', 'KIF', 'x']) }),
  () => ({ variant: choose(['showgit', 'sovereign', 'chess']) }), () => ({ format: anyValue() }), () => ({ variant: anyValue() }),
  () => ({ headers: { '先手': '<script>alert(1)</script>', Event: 'e' } }), () => ({ headers: throwingProxy() }),
  () => ({ headers: { a: anyValue() } }), () => ({ tags: { White: '"]\n[Black "x' } }), () => ({ comment: anyValue() }),
  () => ({ comments: [anyValue(), 'ok'] }), () => ({ comments: throwingProxy([]) }), () => ({ ending: anyValue() }),
  () => ({ winner: anyValue() }), () => ({ times: [anyValue()] }), anyValue,
];

// think() gets only cheap valid options or invalid ones: a valid but unbounded search would
// stall the test, not break the API.
const thinkOptions = [
  () => ({ depth: 1 }), () => ({ nodes: 200 }), () => ({ movetimeMs: 2 }), () => ({ level: 1, depth: 1 }),
  () => ({}), () => undefined, () => null, () => ({ depth: 0 }), () => ({ depth: 65 }), () => ({ depth: NaN }),
  () => ({ depth: '1' }), () => ({ depth: 1.5 }), () => ({ nodes: -1 }), () => ({ nodes: 1e13 }), () => ({ movetimeMs: Infinity }),
  () => ({ level: 11 }), () => ({ level: 10 }), () => ({ seed: -1, depth: 1 }), () => ({ seed: 2n, depth: 1 }),
  () => ({ onInfo: 5, depth: 1 }), () => ({ depth: 1, get nodes() { return boom(); } }), () => ({ clock: 5 }),
  () => ({ clock: {} }), () => ({ clock: { time: [1] } }), () => ({ clock: { time: [NaN, 1] } }), () => ({ clock: throwingProxy() }),
  () => ({ clock: { time: [-5, 5] } }), () => ({ clock: revokedProxy() }), () => throwingProxy(), () => revokedProxy(),
  () => ['depth', 1], () => 'depth 1', () => 1, () => Symbol('think'),
];

// findMate() likewise: small node limits (the default 1,000,000 would stall the test) or bad values.
const mateOptions = [
  () => ({ nodes: 200 }), () => ({ nodes: 1 }), () => ({ nodes: 300, maxPlies: 3, shortest: false }), () => ({ nodes: 0 }),
  () => ({ nodes: 1e9 }), () => ({ nodes: NaN }), () => ({ nodes: '200' }), () => ({ nodes: 2n }), () => ({ maxPlies: 0 }),
  () => ({ maxPlies: 241 }), () => ({ shortest: 'yes' }), () => ({ nodes: 200, get maxPlies() { return boom(); } }),
  () => throwingProxy(), () => revokedProxy(), () => 'mate', () => 7, () => Symbol('mate'), () => [1],
];

// The public surface: method -> argument maker. Moving calls may change the game.
function legalMove(game) {
  const moves = game.legalMoves();
  if (!moves.length) return anyValue();
  const m = choose(moves);
  return choose([m, m.notation, { notation: m.notation }, { ...m }]);
}
const gameCalls = {
  position: () => [], turn: () => [], legalMoves: () => [], history: () => [], status: () => [], inCheck: () => [],
  board: () => [], hands: () => [], canSwap: () => [], persons: () => [], armies: () => [], defections: () => [],
  newSearch: () => [], variant: null,
  play: (game) => [rand() < 0.3 ? legalMove(game) : anyValue()],
  undo: () => [],
  swap: () => [],
  perft: () => [rand() < 0.2 ? int(3) : anyValue()],
  think: () => [choose(thinkOptions)()],
  findMate: () => [choose(mateOptions)()],
  declareImpasse: () => [],
  exportRecord: () => [rand() < 0.6 ? choose(['kif', 'kif-sjis', 'csa', 'usi', 'pgn']) : anyValue(), choose(recordOptions)()],
  notation: () => (rand() < 0.2 ? [] : [rand() < 0.6 ? choose(['western', 'showgit', 'japanese', 'kitao-kawasaki']) : anyValue()]),
};
const MOVING = new Set(['play', 'undo', 'swap']);
// The calls this game's class has: SHOWGIT-only and Sovereign-only calls are absent from the other.
const callsOf = (game) => Object.keys(gameCalls).filter((name) => name === 'variant' || typeof game[name] === 'function');

function snapshot(game) {
  return JSON.stringify([game.position(), game.history(), game.status(), game.turn()]);
}

// Scribbles over a returned value, which must not reach the game's own state.
function scribble(value) {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.push('scribble');
    if (value.length > 1) value[0] = 'scribble';
  }
  for (const v of Object.values(value)) {
    if (v && typeof v === 'object') {
      try { v.notation = 'scribbled'; v.from = 'zz'; } catch { /* frozen */ }
    }
  }
  try { value.notation = 'scribbled'; } catch { /* frozen */ }
}

function expectRegaliaError(err, what) {
  if (err instanceof WebAssembly.RuntimeError) assert.fail(`${what}: the wasm trapped: ${err.message}`);
  assert.ok(err instanceof RegaliaError, `${what}: threw ${err?.constructor?.name}: ${err?.message ?? String(err)} (seed ${SEED})`);
  assert.equal(typeof err.code, 'string', `${what}: error without a code`);
  assert.ok(err.code.length > 0, `${what}: empty error code`);
  assert.equal(typeof err.message, 'string');
}

function label(value) {
  try {
    if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
    if (typeof value === 'bigint') return `${value}n`;
    if (typeof value === 'symbol') return value.toString();
    if (typeof value === 'function') return 'function';
    return JSON.stringify(value)?.slice(0, 80) ?? String(value);
  } catch {
    return `<${typeof value}>`;
  }
}

test(`random values at every public call (seed ${SEED}, ${CALLS} calls)`, { timeout: 240_000 }, () => {
  const games = [];
  const fresh = () => regalia.newGame(rand() < 0.5 ? 'showgit' : 'sovereign');
  for (let i = 0; i < 4; i++) games.push(fresh());
  const counts = { ok: 0, failed: 0, codes: {} };
  for (let call = 0; call < CALLS; call++) {
    const r = rand();
    if (r < 0.12) {
      // Module-level calls.
      const which = choose(['newGame', 'newGame', 'newGame', 'importRecord', 'importRecord', 'importRecord', 'pieces', 'handicaps', 'heapStats']);
      const args = which === 'newGame'
        ? [rand() < 0.5 ? choose(['showgit', 'sovereign']) : anyValue(), ...(rand() < 0.7 ? [anyValue()] : [])]
        : which === 'importRecord' ? [choose(recordInputs)(), choose(recordOptions)()] : [anyValue()];
      const what = `regalia.${which}(${args.map(label).join(', ')})`;
      try {
        const out = regalia[which](...args);
        counts.ok++;
        if (which === 'newGame') {
          assert.ok(out.position().length > 0);
          const victim = int(games.length);
          games[victim].dispose();
          games[victim] = out;
        }
        if (which === 'importRecord') {
          assert.equal(out.game.position(), out.game.position());
          assert.equal(out.game.history().length, out.moves.length);
          out.game.dispose();
        }
        if (which === 'pieces') {
          scribble(out);
          assert.notDeepEqual(regalia.pieces('showgit'), out);
        }
        if (which === 'handicaps' && out.length > 0) {
          scribble(out);
          assert.notDeepEqual(regalia.handicaps('showgit'), out);
        }
      } catch (err) {
        expectRegaliaError(err, what);
        counts.failed++;
        counts.codes[err.code] = (counts.codes[err.code] ?? 0) + 1;
      }
      continue;
    }
    if (r < 0.14) {
      // A disposed game: every call fails with 'disposed' (variant still answers).
      const g = games.splice(int(games.length), 1)[0];
      g.dispose();
      g.dispose();
      for (const name of callsOf(g)) {
        if (name === 'variant') { assert.match(g.variant, /^(showgit|sovereign)$/); continue; }
        try {
          g[name](...gameCalls[name](games[0] ?? fresh()));
          assert.fail(`${name} on a disposed game succeeded`);
        } catch (err) {
          expectRegaliaError(err, `disposed.${name}`);
        }
      }
      games.push(fresh());
      continue;
    }
    const game = choose(games);
    const name = choose(callsOf(game));
    if (name === 'variant') {
      assert.match(game.variant, /^(showgit|sovereign)$/);
      continue;
    }
    const args = gameCalls[name](game);
    if (rand() < 0.1) args.push(anyValue(), anyValue()); // extra arguments are ignored
    const before = snapshot(game);
    const what = `${game.variant}.${name}(${args.map(label).join(', ')}) at ${game.position()}`;
    let out;
    try {
      out = game[name](...args);
      counts.ok++;
    } catch (err) {
      expectRegaliaError(err, what);
      counts.failed++;
      counts.codes[err.code] = (counts.codes[err.code] ?? 0) + 1;
      assert.equal(snapshot(game), before, `${what} failed but changed the game`);
      continue;
    }
    scribble(out);
    if (!MOVING.has(name)) assert.equal(snapshot(game), before, `${what} changed the game (or its result aliases game state)`);
    else if (rand() < 0.2) {
      const h = game.history();
      scribble(h);
      assert.notEqual(game.history().at(-1)?.notation, 'scribbled', `${what}: history() aliases game state`);
    }
    // Long games are restarted so positions stay varied and calls stay cheap.
    if (game.history().length > 150) games[games.indexOf(game)] = (game.dispose(), fresh());
  }
  for (const g of games) g.dispose();
  console.log(`# ${counts.ok} calls succeeded, ${counts.failed} failed with RegaliaError: ${JSON.stringify(counts.codes)}`);
  assert.ok(counts.failed > CALLS / 10);
});

test('pasted positions: 4000 mutated SFEN/SCFEN texts load or fail cleanly, loaded ones round-trip', () => {
  let loaded = 0;
  for (let i = 0; i < 4000; i++) {
    const variant = i % 2 ? 'showgit' : 'sovereign';
    let text = variant === 'showgit' ? SFEN_START : SCFEN_START;
    for (let k = int(3); k >= 0; k--) text = mutate(text);
    let game;
    try {
      game = regalia.newGame(variant, { position: text });
    } catch (err) {
      expectRegaliaError(err, `newGame(${variant}, { position: ${label(text)} })`);
      continue;
    }
    loaded++;
    const pos = game.position();
    const again = regalia.newGame(variant, { position: pos });
    assert.equal(again.position(), pos, `${label(text)} loads as ${pos}, which does not round-trip`);
    const moves = game.legalMoves();
    assert.equal(game.perft(1), moves.length, `perft(1) != legalMoves().length at ${pos}`);
    if (moves.length) {
      try {
        game.play(choose(moves).notation);
        game.undo();
      } catch (err) {
        expectRegaliaError(err, `play at ${pos}`);
      }
      assert.equal(game.position(), pos);
    }
    game.dispose();
    again.dispose();
  }
  console.log(`# ${loaded} of 4000 mutated positions loaded`);
});

test('the module keeps working after the hostile run', () => {
  const g = regalia.newGame('showgit');
  assert.equal(g.position(), SFEN_START);
  assert.equal(g.perft(3), 25470);
  g.play('7g7f');
  assert.equal(g.history().length, 1);
  assert.equal(g.undo().notation, '7g7f');
  g.dispose();
  const s = regalia.newGame('sovereign');
  assert.equal(s.legalMoves().filter((m) => m.notation !== 'swap').length, 20);
  assert.equal(s.perft(2) > 0, true);
  s.dispose();
  const heap = regalia.heapStats();
  assert.ok(heap.used > 0 && heap.used <= heap.size);
});

test('known holes stay closed: proxies, revoked proxies and getters give RegaliaError', () => {
  const g = regalia.newGame('showgit');
  for (const [what, fn] of [
    ['newGame options proxy', () => regalia.newGame('showgit', throwingProxy())],
    ['newGame options revoked proxy', () => regalia.newGame('showgit', revokedProxy())],
    ['newGame variant revoked proxy', () => regalia.newGame(revokedProxy())],
    ['play proxy', () => g.play(throwingProxy())],
    ['play revoked proxy', () => g.play(revokedProxy())],
    ['play getter', () => g.play({ get notation() { return boom(); } })],
    ['think proxy', () => g.think(throwingProxy())],
    ['think revoked clock', () => g.think({ clock: revokedProxy() })],
    ['perft revoked proxy', () => g.perft(revokedProxy())],
    ['pieces revoked proxy', () => regalia.pieces(revokedProxy())],
    ['handicaps revoked proxy', () => regalia.handicaps(revokedProxy())],
    ['newGame handicap revoked proxy', () => regalia.newGame('showgit', { handicap: revokedProxy() })],
    ['importRecord proxy', () => regalia.importRecord(throwingProxy())],
    ['importRecord forged Uint8Array', () => regalia.importRecord(Object.create(Uint8Array.prototype))],
    ['importRecord forged ArrayBuffer', () => regalia.importRecord(Object.create(ArrayBuffer.prototype))],
    ['importRecord proxy of bytes', () => regalia.importRecord(new Proxy(new Uint8Array(4), {}))],
  ]) {
    assert.throws(fn, (err) => { expectRegaliaError(err, what); return true; }, what);
  }
  assert.equal(g.position(), SFEN_START);
  const played = g.play('7g7f');
  played.notation = 'scribbled';
  try { g.history()[0].notation = 'scribbled'; } catch { /* frozen: fine */ }
  try { g.history()[0].piece = null; } catch { /* frozen: fine */ }
  assert.equal(g.history()[0].notation, '7g7f', 'history() must not share objects with the caller');
  assert.equal(g.history()[0].piece, 'P');
  g.dispose();
});
