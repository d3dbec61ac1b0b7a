// Records through the API: export in every format, import back into a game at the same position,
// readable notation, and bad records as RegaliaErrors.
import { test } from 'node:test';
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
