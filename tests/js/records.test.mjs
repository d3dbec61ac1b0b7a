// Records through the API: export in every format, import back into a game at the same position,
// readable notation, bad records as RegaliaErrors, and the move tree of a KIF with variations.
// tsshogi and json-kifu-format are not installed here, so the KIF with variations is written by
// hand (tests/native/data/records/variations.kifu): by the rules of Kakinoki's KIF format page and
// the variation order Kifu for Windows writes, both cited in that file's header.
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { load, RegaliaError } from '../../bindings/js/node.js';

const regalia = await load();
const OPENING = ['7g7f', '3c3d', '8h2b+', '3a2b', 'B*4e', '5a4b', '4e3d'];

test('a SHOWGIT game exported in every format imports back to the same position', () => {
  const game = regalia.newGame('showgit');
  for (const m of OPENING) game.play(m);
  for (const format of ['kif', 'kif-sjis', 'csa', 'usi']) {
    const record = game.exportRecord(format, { headers: { sente: 'STAR player', gote: 'TIME player' } });
    assert.equal(format === 'kif-sjis', record instanceof Uint8Array, format);
    const back = regalia.importRecord(record);
    assert.equal(back.variant, 'showgit');
    assert.deepEqual(back.moves, OPENING, format);
    assert.equal(back.game.position(), game.position(), format);
    if (format !== 'usi') assert.equal(back.headers.sente, 'STAR player', format);
    back.game.dispose();
  }
  game.dispose();
});

test('readable notation in three styles', () => {
  const game = regalia.newGame('showgit');
  for (const m of OPENING.slice(0, 5)) game.play(m);
  assert.deepEqual(game.notation(), ['P-7f', 'P-3d', 'Bx2b+', 'Sx2b', 'B*4e']);
  assert.deepEqual(game.notation('showgit'), ['UNIFORM 7g-7f', 'UNIFORM 3c-3d', 'VICTOR 8h×2b+', 'ALPHA 3a×2b', 'VICTOR *4e']);
  assert.deepEqual(game.notation('japanese'), ['▲７六歩', '△３四歩', '▲２二角成', '△同　銀', '▲４五角']);
  assert.throws(() => game.notation('klingon'), (e) => e.code === 'bad-argument');
  game.dispose();
});

test('a Sovereign game with the pie rule as PGN, and its readable notation', () => {
  const game = regalia.newGame('sovereign');
  for (const m of ['e2e4', 'swap', 'e15e13', 'e4e5']) game.play(m);
  const pgn = game.exportRecord('pgn', { tags: { Player1: 'Ann', Player2: 'Bo' }, comments: ['', '', 'a reply', ''] });
  assert.match(pgn, /\[Player1 "Ann"\]/);
  const back = regalia.importRecord(pgn);
  assert.equal(back.variant, 'sovereign');
  assert.deepEqual(back.moves, ['e2e4', 'swap', 'e15e13', 'e4e5']);
  assert.equal(back.game.position(), game.position());
  assert.deepEqual(back.game.persons(), { 1: 2, 2: 1 });
  assert.equal(back.comments[2], 'a reply');
  assert.deepEqual(game.notation(), ['white P e2-e4', 'swap', 'black P e15-e13', 'white P e4-e5']);
  back.game.dispose();
  game.dispose();
});

test('bad records are RegaliaErrors naming the line; nothing is half-loaded', () => {
  const illegal = '手合割：平手\n手数----指手---------消費時間--\n1 ７六歩(77)\n2 ７六歩(77)\n';
  assert.throws(() => regalia.importRecord(illegal), (e) => e instanceof RegaliaError && e.code === 'record-illegal-move' && /line 4/.test(e.message));
  assert.throws(() => regalia.importRecord('V2.2\nPI\n+\n+7776FU\n-9999XX\n'), (e) => e instanceof RegaliaError && e.code.startsWith('record-'));
  assert.throws(() => regalia.importRecord('[Event "x"]\n1. e2e5 *'), (e) => e instanceof RegaliaError && e.code.startsWith('record-'));
  assert.throws(() => regalia.importRecord(new Uint8Array([0x82, 0xa0, 0xff, 0xfe, 0x0a])), (e) => e instanceof RegaliaError);
  for (const bad of [42, null, {}, ['7g7f']]) {
    assert.throws(() => regalia.importRecord(bad), (e) => e.code === 'bad-argument');
  }
  assert.throws(() => regalia.importRecord('x', { format: 'docx' }), (e) => e.code === 'bad-argument');
  const game = regalia.newGame('showgit');
  assert.throws(() => game.exportRecord('pgn'), (e) => e.code === 'bad-argument');
  assert.throws(() => game.exportRecord('kif', { headers: { sente: 5 } }), (e) => e.code === 'bad-argument');
  game.dispose();
});

// The hand-written KIF with variations (its header names the KIF rules it follows).
const VARIATIONS_KIF = readFileSync(new URL('../native/data/records/variations.kifu', import.meta.url), 'utf8');
const usiOf = (line) => line.moves.map((node) => node.move);

test('a KIF with variations imports as a tree: main line first, nested variations, comments and times', () => {
  const read = regalia.importRecord(VARIATIONS_KIF);
  const { tree } = read;
  assert.deepEqual(read.moves, ['7g7f', '3c3d', '2g2f', '8c8d', '2f2e', '8d8e', '6i7h']);
  assert.deepEqual(usiOf(tree), read.moves);
  assert.equal(tree.comment, 'before the first move');
  assert.equal(tree.result, 'resign');
  assert.equal(tree.winner, 1);
  assert.deepEqual(Object.keys(tree.moves[0]).sort(), ['comment', 'move', 'time', 'variations']);
  assert.equal(tree.moves[0].comment, '角道を開ける');
  assert.equal(tree.moves[0].time, 3);
  assert.equal(tree.moves[6].comment, '<b>markup</b> stays text');
  assert.deepEqual(tree.moves[0].variations.map(usiOf), [['2g2f', '8c8d']]);
  assert.deepEqual(tree.moves[3].variations.map(usiOf), [['4c4d', '2f2e', '2b3c'], ['7a6b']]);
  assert.deepEqual(tree.moves[3].variations[0].moves[1].variations.map(usiOf), [['3i4h', '8b4b']]);
  const last = tree.moves[6].variations[0];
  assert.deepEqual(usiOf(last), ['2e2d', '2c2d', '2h2d']);
  assert.equal(last.result, 'resign');
  assert.equal(last.moves[2].comment, '飛車先を交換');
  assert.equal(read.game.history().length, 7);
  read.game.dispose();
});

test('exportRecord writes the tree back: KIF keeps every variation, CSA the main line', () => {
  const read = regalia.importRecord(VARIATIONS_KIF);
  const kif = read.game.exportRecord('kif', { tree: read.tree, headers: read.headers });
  assert.match(kif, /変化：4手/);
  const back = regalia.importRecord(kif);
  assert.deepEqual(back.tree, read.tree);
  const csa = regalia.importRecord(read.game.exportRecord('csa', { tree: read.tree }));
  assert.deepEqual(csa.moves, read.moves);
  assert.ok(csa.tree.moves.every((node) => node.variations.length === 0));
  for (const r of [read, back, csa]) r.game.dispose();
});

test('a bad tree is a bad-argument or a record error naming what is wrong', () => {
  const read = regalia.importRecord(VARIATIONS_KIF);
  const game = read.game;
  const tree = structuredClone(read.tree);
  assert.throws(() => game.exportRecord('kif', { tree: { moves: tree.moves.slice(1) } }), (e) => e.code === 'bad-argument' && /differ at move 1/.test(e.message));
  assert.throws(() => game.exportRecord('kif', { tree, comments: [] }), (e) => e.code === 'bad-argument');
  assert.throws(() => game.exportRecord('kif', { tree: 'x' }), (e) => e.code === 'bad-argument');
  const empty = structuredClone(tree);
  empty.moves[2].variations = [{ moves: [] }];
  assert.throws(() => game.exportRecord('kif', { tree: empty }), (e) => e.code === 'bad-argument' && /moves\[2\]\.variations\[0\]\.moves/.test(e.message));
  const illegal = structuredClone(tree);
  illegal.moves[3].variations[1].moves.push({ move: '9a9b' });
  assert.throws(() => game.exportRecord('kif', { tree: illegal }), (e) => e instanceof RegaliaError && e.code === 'record-illegal-move' && /9a9b/.test(e.message));
  let deep = { moves: [{ move: '2g2f' }] };
  const top = deep;
  for (let i = 0; i < 101; i++) {
    const next = { moves: [{ move: '2g2f' }] };
    deep.moves[0].variations = [next];
    deep = next;
  }
  const nested = structuredClone(tree);
  nested.moves[0].variations = [top];
  assert.throws(() => game.exportRecord('kif', { tree: nested }), (e) => e.code === 'bad-argument' && /deep/.test(e.message));
  game.dispose();
});

test('an illegal move in a variation is refused on import with its line', () => {
  const bad = VARIATIONS_KIF.replace('   6 ４二飛(82)', '   6 ４二飛(72)');
  const line = bad.slice(0, bad.indexOf('４二飛(72)')).split('\n').length;
  assert.throws(() => regalia.importRecord(bad), (e) => e.code === 'record-illegal-move' && e.message.includes(`line ${line}:`));
});

test('a Sovereign PGN with ( ) variations imports as a tree and exports back', () => {
  const pgn = '[Result "*"]\n\n{before} 1. e2e4 ({the other pawn} 1. f2f4 f15f13 (1... g15g14) 2. g2g4) 1... e15e13 *\n';
  const read = regalia.importRecord(pgn);
  assert.equal(read.variant, 'sovereign');
  assert.deepEqual(read.moves, ['e2e4', 'e15e13']);
  const [other] = read.tree.moves[0].variations;
  assert.equal(other.comment, 'the other pawn');
  assert.deepEqual(usiOf(other), ['f2f4', 'f15f13', 'g2g4']);
  assert.deepEqual(other.moves[1].variations.map(usiOf), [['g15g14']]);
  const text = read.game.exportRecord('pgn', { tree: read.tree });
  assert.match(text, /\(\{the other pawn\} 1\. f2f4 f15f13 \(1\.\.\. g15g14\) 2\. g2g4\)/);
  const back = regalia.importRecord(text);
  assert.deepEqual(back.tree, read.tree);
  // A SHOWGIT variation cannot carry a comment before its first move (KIF has no place for it).
  const kif = regalia.importRecord(VARIATIONS_KIF);
  const tree = structuredClone(kif.tree);
  tree.moves[0].variations[0].comment = 'lost in KIF';
  assert.throws(() => kif.game.exportRecord('kif', { tree }), (e) => e.code === 'bad-argument' && /variations\[0\]\.comment/.test(e.message));
  for (const r of [read, back, kif]) r.game.dispose();
});
