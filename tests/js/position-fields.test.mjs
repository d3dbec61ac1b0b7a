// The board editor's SFEN / SCFEN shape (web/position-fields.js): a position read into board,
// side, hands or owned colours and castling, and written back the same; shapes it cannot read
// give null (the library then names the problem). Legality is not its business.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPosition, writePosition, squaresOf } from '../../web/position-fields.js';
import { load } from '../../bindings/js/node.js';

const regalia = await load();

test('the start positions and set-up ones are read and written back unchanged', () => {
  const positions = {
    showgit: [regalia.newGame('showgit').position(), '4k4/9/3GG4/9/9/9/4P4/9/4K4 w RB2Pg 12', 'l+n2k4/9/9/9/9/9/9/9/4K4 b 18p 1'],
    sovereign: [regalia.newGame('sovereign').position(), '8bk7/16/16/nq15/16/16/16/16/16/16/16/4wp11/16/16/16/8wk7 2 w b - 7 30'],
  };
  for (const [variant, list] of Object.entries(positions)) {
    for (const text of list) assert.equal(writePosition(variant, readPosition(variant, text)), text);
  }
  const s = readPosition('showgit', '4k4/9/3GG4/9/9/9/4P4/9/4K4 w RB2Pg 12');
  assert.deepEqual([s.board.get('5a'), s.board.get('6c'), s.board.get('5g'), s.turn], ['k', 'G', 'P', 2]);
  assert.deepEqual(s.hands, { 1: { R: 1, B: 1, P: 2 }, 2: { G: 1 } });
  const v = readPosition('sovereign', positions.sovereign[1]);
  assert.deepEqual([v.board.get('a13'), v.board.get('e5'), v.turn, v.owned, v.castling], ['nq', 'wp', 2, ['w', 'b'], '']);
});

test('a piece set on a square and removed shows in the text', () => {
  const s = readPosition('showgit', '9/9/9/9/9/9/9/9/9 b - 1');
  s.board.set('1a', '+r');
  s.board.set('9i', 'K');
  s.hands[2].P = 3;
  assert.equal(writePosition('showgit', s), '8+r/9/9/9/9/9/9/9/K8 b 3p 1');
  const v = readPosition('sovereign', regalia.newGame('sovereign').position());
  v.board.delete('i1');
  v.castling = 'lC';
  assert.match(writePosition('sovereign', v), /\/sqsbprpnwrwnwbwq1wbwnwrgngrabaq 1 w b Cl 0 1$/);
  assert.equal(squaresOf('sovereign')[0][0], 'a16');
  assert.equal(squaresOf('showgit')[8][8], '1i');
});

test('shapes that cannot be read give null', () => {
  for (const text of ['', 'x', '9/9/9/9/9/9/9/9 b - 1', '10/9/9/9/9/9/9/9/9 b - 1', '9/9/9/9/9/9/9/9/9 x - 1', '9/9/9/9/9/9/9/9/9 b 2Q 1', 'X8/9/9/9/9/9/9/9/9 b - 1']) {
    assert.equal(readPosition('showgit', text), null, text);
  }
  for (const text of ['', '16/16 1 w b - 0 1', '17/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 1 w b - 0 1', 'zk15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 1 w b - 0 1']) {
    assert.equal(readPosition('sovereign', text), null, text);
  }
});
