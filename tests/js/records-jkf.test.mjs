// JKF through the API: importRecord finds it by its leading brace (or format 'jkf'),
// exportRecord('jkf', { tree }) writes the variations, and bad JKF is a RegaliaError whose message
// names the field's path, with nothing loaded and the wasm instance still working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load, RegaliaError } from '../../bindings/js/node.js';

const regalia = await load();

const MOVE_77 = { move: { color: 0, from: { x: 7, y: 7 }, to: { x: 7, y: 6 }, piece: 'FU' } };
const MOVE_33 = { move: { color: 1, from: { x: 3, y: 3 }, to: { x: 3, y: 4 }, piece: 'FU' } };
const MOVE_27 = { move: { color: 0, from: { x: 2, y: 7 }, to: { x: 2, y: 6 }, piece: 'FU' } };

test('importRecord reads JKF, guessed or named, with its forks, comments and ending', () => {
  const jkf = {
    header: { 先手: 'Alice', 後手: '<b>Bob</b>' },
    initial: { preset: 'HIRATE' },
    moves: [{ comments: ['the opening'] }, { ...MOVE_77, forks: [[{ ...MOVE_27, comments: ['or this'] }]] }, MOVE_33, { special: 'TORYO' }],
  };
  for (const options of [{}, { format: 'jkf' }]) {
    const read = regalia.importRecord(` \n${JSON.stringify(jkf)}`, options);
    assert.equal(read.format, 'jkf');
    assert.deepEqual(read.moves, ['7g7f', '3c3d']);
    assert.equal(read.headers.gote, '<b>Bob</b>');
    assert.equal(read.comment, 'the opening');
    assert.equal(read.result, 'resign');
    assert.equal(read.winner, 2);
    assert.equal(read.tree.moves[0].variations[0].moves[0].move, '2g2f');
    assert.equal(read.tree.moves[0].variations[0].moves[0].comment, 'or this');
    // Written back with the tree: the fork is there, and it reads to the same tree.
    const text = read.game.exportRecord('jkf', { headers: read.headers, tree: read.tree });
    const again = regalia.importRecord(text);
    assert.deepEqual(again.tree, read.tree);
    assert.equal(JSON.parse(text).moves[1].forks[0][0].comments[0], 'or this');
    read.game.dispose();
    again.game.dispose();
  }
});

test('bad JKF is a RegaliaError naming the path; nothing is loaded', () => {
  const cases = [
    [{ header: {}, moves: [{}, MOVE_77, { ...MOVE_33, forks: [[{ move: { ...MOVE_33.move, from: { x: 8, y: 3 }, to: { x: 8, y: 4 } } }, { move: { color: 0, from: { x: 2, y: 8 }, to: { x: 2, y: 2 }, piece: 'HI' } }]] }] },
      'record-illegal-move', /^moves\[2\]\.forks\[0\]\[1\]: 2h2b/],
    [{ header: {}, moves: [{}, { move: { ...MOVE_77.move, to: { x: 7, y: 10 } } }] }, 'record-bad-field', /^moves\[1\]\.move\.to\.y: expected a whole number from 1 to 9, found 10$/],
    [{ header: {}, moves: [{}, MOVE_77], extra: true }, 'record-bad-field', /^extra: not a JKF field/],
  ];
  for (const [jkf, code, message] of cases) {
    assert.throws(() => regalia.importRecord(JSON.stringify(jkf)), (e) => e instanceof RegaliaError && e.code === code && message.test(e.message));
  }
  assert.throws(() => regalia.importRecord('{"header":{},"moves":[{},'), (e) => e.code === 'record-truncated');
  assert.throws(() => regalia.importRecord('{"header":{},"moves":[}'), (e) => e.code === 'record-bad-json' && /^line 1, column 23/.test(e.message));
  assert.throws(() => regalia.importRecord(`{"moves":${'['.repeat(100000)}`), (e) => e.code === 'record-too-large');
  // The instance still works after all that.
  const game = regalia.newGame('showgit');
  game.play('7g7f');
  assert.match(game.exportRecord('jkf'), /"piece":"FU"/);
  game.dispose();
});
