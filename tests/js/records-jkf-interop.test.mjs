// JKF exchanged with the libraries shogi users rely on (dev dependencies): json-kifu-format 5.5.0
// (JKFPlayer, and its KIF parser that writes JKF) and tsshogi 2.2.0 (importJKF / exportJKF).
// Seeded random move trees built with the regalia API hold every move kind (drops, promotions,
// declined promotions, captures, checks), handicap starts, variations nested two deep, comments
// with markup and times. Each direction must give back the same moves, forks, comments, times,
// endings and positions; a table per direction is printed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import jsonKifuFormat from 'json-kifu-format';
import {
  Position as TsPosition, Record as TsRecord, Move as TsMove, importJKFString, exportJKFString, exportKIF,
  getSpecialMoveByName, getCSASpecialMoveName,
} from 'tsshogi';
import { load } from '../../bindings/js/node.js';
import { testSeed } from './seed.mjs';

const regalia = await load();
const { JKFPlayer } = jsonKifuFormat;  // a CommonJS module
const GAMES = 24;
const COMMENTS = ['<b>a strong move</b> & "quoted"', 'two\nlines', '評価値 +120', 'tab\there'];
// The endings these trees use, as JKF's specials (CSA's names).
const SPECIALS = {
  resign: 'TORYO', mate: 'TSUMI', repetition: 'SENNICHITE', abort: 'CHUDAN', 'time-up': 'TIME_UP',
  'impasse-draw': 'JISHOGI', 'max-moves': 'MAX_MOVES',
};

function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rand, list) => list[Math.floor(rand() * list.length)];

// The position each tree node leads to (SFEN), kept beside the tree so that the tree stays what
// exportRecord takes.
const positionAfter = new WeakMap();

/** A random line of at most `plies` moves from `sfen`, variations down to `depth` more levels. */
function randomLine(sfen, plies, depth, rand, kinds) {
  const game = regalia.newGame('showgit', { position: sfen });
  const moves = [];
  while (moves.length < plies && !game.status().over) {
    const legal = game.legalMoves();
    const names = new Set(legal.map((m) => m.notation));
    const groups = {
      drop: legal.filter((m) => m.drop),
      promotion: legal.filter((m) => m.promotion),
      declined: legal.filter((m) => !m.promotion && m.from && names.has(`${m.notation}+`)),
      capture: legal.filter((m) => m.captured),
      check: legal.filter((m) => m.check),
    };
    const rich = Object.values(groups).filter((g) => g.length);
    const move = rich.length && rand() < 0.6 ? pick(rand, pick(rand, rich)) : pick(rand, legal);
    for (const [kind, list] of Object.entries(groups)) if (list.includes(move)) kinds[kind] = (kinds[kind] ?? 0) + 1;
    const before = game.position();
    const node = {
      move: move.notation,
      comment: rand() < 0.2 ? pick(rand, COMMENTS) : '',
      time: rand() < 0.7 ? Math.floor(rand() * 400) : null,
      variations: [],
    };
    if (depth > 0 && rand() < 0.1) {
      // Alternatives are other moves: a record holds a move once at a ply (tsshogi merges the same
      // move into one node, as a board that plays it again would).
      const played = new Set([move.notation]);
      for (let k = 1 + Math.floor(rand() * 2); k > 0; k--) {
        const v = randomLine(before, 1 + Math.floor(rand() * 5), depth - 1, rand, kinds);
        if (!v.moves.length) continue;
        // A variation's first move keeps no alternatives: they are its siblings, after it.
        const siblings = v.moves[0].variations;
        v.moves[0].variations = [];
        for (const line of [v, ...siblings]) {
          if (played.has(line.moves[0].move)) continue;
          played.add(line.moves[0].move);
          node.variations.push(line);
          kinds.fork = (kinds.fork ?? 0) + 1;
        }
      }
    }
    game.play(move.notation);
    if (game.status().reason === 'perpetual-check') {
      // JKF has no special of its own for it (written as the checker's illegal action, which
      // each library names from its own side): leave such a line unfinished instead.
      game.undo();
      break;
    }
    positionAfter.set(node, game.position());
    moves.push(node);
  }
  const status = game.status();
  let result = null;
  let winner = 0;
  if (status.over) {
    result = status.reason === 'big-bang' || status.reason === 'no-legal-moves' ? 'mate' : status.reason;
    winner = status.winner;
  } else if (rand() < 0.4) {
    result = pick(rand, ['resign', 'abort', 'time-up', 'impasse-draw']);
    const toMove = game.turn();
    winner = result === 'resign' || result === 'time-up' ? 3 - toMove : 0;
  }
  game.dispose();
  return { comment: '', moves, result, winner };
}

function randomRecord(seed, kinds) {
  const rand = random(seed);
  const handicap = rand() < 0.3 ? pick(rand, regalia.handicaps('showgit')) : null;
  const game = regalia.newGame('showgit', handicap ? { handicap: handicap.id } : {});
  const start = game.position();
  game.dispose();
  if (handicap) kinds.handicap = (kinds.handicap ?? 0) + 1;
  const tree = randomLine(start, 10 + Math.floor(rand() * 40), 2, rand, kinds);
  tree.comment = rand() < 0.5 ? 'before the first move <i>as text</i>' : '';
  if (tree.moves.some((m) => m.comment) || tree.comment) kinds.comment = (kinds.comment ?? 0) + 1;
  return { start, tree, headers: { sente: `Sente ${seed}`, gote: 'ごて', event: 'JKF interop' } };
}

/** An SFEN's board, side and hands (hands in a fixed order), the move number left out. */
function positionKey(sfen) {
  const [board, side, hands] = sfen.split(' ');
  const counts = {};
  if (hands !== '-') for (const [, n, p] of hands.matchAll(/(\d*)([A-Za-z])/g)) counts[p] = (counts[p] ?? 0) + Number(n || 1);
  return `${board} ${side} ${'RBGSNLPrbgsnlp'.split('').filter((p) => counts[p]).map((p) => `${counts[p]}${p}`).join('')}`;
}

/**
 * The first difference between the tree regalia wrote from and a tree a peer read, '' if none.
 * Peer nodes: { move, comment, time, sfen?, variations }; lines: { comment, moves, special }.
 */
function difference(expected, actual, where) {
  if (actual.moves.length !== expected.moves.length) return `${where}: ${expected.moves.length} moves, read ${actual.moves.length}`;
  const special = expected.result ? SPECIALS[expected.result] : null;
  if ((actual.special ?? null) !== special) return `${where}: ending ${special}, read ${actual.special}`;
  for (let i = 0; i < expected.moves.length; i++) {
    const e = expected.moves[i];
    const a = actual.moves[i];
    const at = `${where}[${i}]`;
    if (a.move !== e.move) return `${at}: move ${e.move}, read ${a.move}`;
    if (a.comment !== e.comment) return `${at}: comment ${JSON.stringify(e.comment)}, read ${JSON.stringify(a.comment)}`;
    if ((a.time ?? 0) !== (e.time ?? 0)) return `${at}: time ${e.time}, read ${a.time}`;
    if (a.sfen && positionKey(a.sfen) !== positionKey(positionAfter.get(e))) return `${at}: position ${positionAfter.get(e)}, read ${a.sfen}`;
    if (a.variations.length !== e.variations.length) return `${at}: ${e.variations.length} variations, read ${a.variations.length}`;
    for (let k = 0; k < e.variations.length; k++) {
      const d = difference(e.variations[k], a.variations[k], `${at}.variations[${k}]`);
      if (d) return d;
    }
  }
  return '';
}

const usiSquare = (p) => `${p.x}${'abcdefghi'[p.y - 1]}`;
const DROP_LETTERS = { FU: 'P', KY: 'L', KE: 'N', GI: 'S', KI: 'G', KA: 'B', HI: 'R' };
function jkfMoveUsi(m) {
  return m.from ? `${usiSquare(m.from)}${usiSquare(m.to)}${m.promote ? '+' : ''}` : `${DROP_LETTERS[m.piece]}*${usiSquare(m.to)}`;
}

/** What JKFPlayer plays from a JKF: every line walked with goto and its fork pointers. */
function jkfPlayerTree(text) {
  const player = new JKFPlayer(JSON.parse(text));
  const line = (pointers, first) => {
    const out = { comment: '', moves: [], special: null };
    for (let ply = first; ; ply++) {
      player.goto(ply, pointers);
      if (player.tesuu !== ply) break;
      const format = player.currentStream[ply];
      if (format.special) {
        out.special = format.special;
        break;
      }
      const node = {
        move: jkfMoveUsi(format.move),
        comment: player.getComments(ply).join('\n'),
        time: format.time ? format.time.now.m * 60 + format.time.now.s : null,
        sfen: player.shogi.toSFENString(1),
        variations: [],
      };
      // Forks of this move: alternatives played instead of it, from the position before it.
      (format.forks ?? []).forEach((_, k) => node.variations.push(line([...pointers, { te: ply, forkIndex: k }], ply)));
      out.moves.push(node);
    }
    return out;
  };
  const tree = line([], 1);
  tree.comment = player.getComments(0).join('\n');
  return tree;
}

/** What tsshogi reads: its node tree (next = the line goes on, branch = the next alternative). */
function tsshogiTree(record) {
  const line = (node) => {
    const out = { comment: '', moves: [], special: null };
    for (let n = node; n; n = n.next) {
      if (!(n.move instanceof TsMove)) {
        out.special = getCSASpecialMoveName(n.move, n.prev?.nextColor) ?? String(n.move.type);
        break;
      }
      const entry = { move: n.move.usi, comment: n.comment, time: n.elapsedMs ? n.elapsedMs / 1000 : null, sfen: n.sfen, variations: [] };
      if (n.isFirstBranch) for (let b = n.branch; b; b = b.branch) entry.variations.push(line(b));
      out.moves.push(entry);
    }
    return out;
  };
  const tree = line(record.first.next);
  tree.comment = record.first.comment;
  return tree;
}

/** The tree as a tsshogi Record built with its own API (append, branches, comments, times). */
function tsshogiRecord(start, tree) {
  const record = new TsRecord(TsPosition.newBySFEN(start));
  record.first.comment = tree.comment;
  const add = (line, from) => {
    record.gotoNode(from);
    const before = [];
    for (const node of line.moves) {
      before.push(record.current);
      const move = record.position.createMoveByUSI(node.move);
      assert.ok(move && record.append(move, { ignoreValidation: false }), `tsshogi appends ${node.move}`);
      record.current.comment = node.comment;
      if (node.time !== null) record.current.setElapsedMs(node.time * 1000);
    }
    if (line.result) record.append(getSpecialMoveByName(SPECIALS[line.result], record.position.color));
    line.moves.forEach((node, i) => node.variations.forEach((v) => add(v, before[i])));
  };
  add(tree, record.first);
  record.resetAllBranchSelection();
  return record;
}

/** The tree regalia reads from `text` (its positions are regalia's own replay of those moves). */
function regaliaTree(text) {
  const read = regalia.importRecord(text);
  read.game.dispose();
  const line = (l) => ({
    comment: l.comment,
    moves: l.moves.map((node) => ({ ...node, variations: node.variations.map(line) })),
    special: l.result ? SPECIALS[l.result] ?? l.result : null,
  });
  return line(read.tree);
}

test('JKF interop with json-kifu-format and tsshogi: random trees both ways', () => {
  const seed = testSeed('JKF interop with json-kifu-format and tsshogi: random trees both ways', 35, import.meta.url);
  const kinds = {};
  const directions = {
    'regalia JKF -> json-kifu-format JKFPlayer': (g, jkf) => jkfPlayerTree(jkf),
    'regalia JKF -> tsshogi importJKF': (g, jkf) => {
      const record = importJKFString(jkf);
      if (record instanceof Error) throw record;
      return tsshogiTree(record);
    },
    'tsshogi exportJKF -> regalia': (g) => regaliaTree(exportJKFString(g.tsshogi())),
    'json-kifu-format JKF (from KIF) -> regalia': (g) => {
      const kif = exportKIF(g.tsshogi());
      return regaliaTree(JSON.stringify(JKFPlayer.parseKIF(kif).kifu));
    },
  };
  const table = Object.fromEntries(Object.keys(directions).map((d) => [d, { pass: 0, failures: [] }]));
  let generating = 0;
  for (let i = 0; i < GAMES; i++) {
    const t0 = performance.now();
    const g = randomRecord(seed + i, kinds);
    generating += performance.now() - t0;
    // The tree as tsshogi builds it with its own API, once for the two directions that start there.
    let built = null;
    g.tsshogi = () => (built ??= tsshogiRecord(g.start, g.tree));
    const game = regalia.newGame('showgit', { position: g.start });
    for (const node of g.tree.moves) game.play(node.move);
    const jkf = game.exportRecord('jkf', { headers: g.headers, tree: g.tree });
    game.dispose();
    for (const [name, read] of Object.entries(directions)) {
      const t0 = performance.now();
      let d;
      try {
        const tree = read(g, jkf);
        d = tree.comment !== g.tree.comment ? `opening comment ${JSON.stringify(g.tree.comment)}, read ${JSON.stringify(tree.comment)}` : difference(g.tree, tree, 'moves');
      } catch (err) {
        d = `threw ${err.code ?? ''} ${err.message}`;
      }
      table[name].ms = (table[name].ms ?? 0) + performance.now() - t0;
      if (d) table[name].failures.push(`game ${seed + i}: ${d}`);
      else table[name].pass++;
    }
  }
  console.log(`JKF interop, ${GAMES} random trees (seed ${seed}):`);
  for (const [name, r] of Object.entries(table)) console.log(`  ${name.padEnd(45)} ${String(r.pass).padStart(3)}/${GAMES} pass ${Math.round(r.ms)} ms`);
  console.log(`  (the random trees took ${Math.round(generating)} ms)`);
  console.log(`  move kinds played: ${Object.entries(kinds).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  for (const kind of ['drop', 'promotion', 'declined', 'capture', 'check', 'fork', 'handicap', 'comment']) {
    assert.ok(kinds[kind] > 0, `the random trees hold a ${kind}`);
  }
  for (const [name, r] of Object.entries(table)) assert.deepEqual(r.failures, [], name);
});
