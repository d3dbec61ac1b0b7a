// Reading a search's depths back from its info lines (tools/match/search_depths.mjs): the depth
// finished, the nodes, and what one more ply cost.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchDepths } from '../../tools/match/search_depths.mjs';

const line = (d, n, t, extra = '') => `info depth ${d} seldepth ${d + 6} score cp 30${extra} nodes ${n} nps 1000000 time ${t} pv 7g7f`;

test('the branching factor spans the last four depths finished', () => {
  // Nodes double with each depth from 1 to 8: each ply costs two.
  const info = [1, 2, 3, 4, 5, 6, 7, 8].map((d) => line(d, 100 * 2 ** d, d * 10));
  const r = searchDepths(info);
  assert.equal(r.depth, 8);
  assert.equal(r.nodes, 25600);
  assert.equal(r.time, 80);
  assert.ok(Math.abs(r.ebf - 2) < 1e-12, `ebf ${r.ebf}`);
});

test('a depth with only bound lines was not finished; lines without nodes and other lines are skipped', () => {
  const info = [
    'info string hello', 'info depth 6', 'info currmove 7g7f',
    line(3, 1000, 1), line(4, 3000, 3), line(5, 9000, 9),
    line(6, 20000, 20, ' lowerbound'), line(6, 30000, 30, ' upperbound'),
    'info depth 6 seldepth 9 multipv 2 score cp 1 nodes 31000 time 31 pv 2g2f',
  ];
  const r = searchDepths(info);
  assert.equal(r.depth, 5);
  assert.equal(r.nodes, 31000, 'the nodes are the search\'s, finished or not');
  assert.equal(r.time, 31);
  assert.ok(Math.abs(r.ebf - 3) < 1e-12, `over depths 3 to 5 (all printed): ${r.ebf}`);
});

test('one depth printed gives no branching factor; nothing printed gives depth 0', () => {
  assert.ok(Number.isNaN(searchDepths([line(5, 1000, 3)]).ebf));
  const none = searchDepths([]);
  assert.equal(none.depth, 0);
  assert.ok(Number.isNaN(none.ebf));
});
