// The move tree model (web/move-tree.js) in node, on the move tree of the hand-written KIF with
// variations (tests/native/data/records/variations.kifu, whose header names the KIF rules it
// follows): children in the record's order, stepping, choosing and switching variations, the
// choice remembered at a fork, ply clamped; treeOf giving the tree back, and the page's edits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { load } from '../../bindings/js/node.js';
import { MoveTree, treeNodes, treeOf } from '../../web/move-tree.js';

const regalia = await load();
const read = regalia.importRecord(readFileSync(new URL('../native/data/records/variations.kifu', import.meta.url), 'utf8'));
read.game.dispose();
const movesOf = (nodes) => nodes.map((n) => n.move);

test('the tree becomes nodes: the line written first is children[0], variations follow in order', () => {
  const root = treeNodes(read.tree);
  assert.equal(root.comment, 'before the first move');
  assert.deepEqual(movesOf(root.children), ['7g7f', '2g2f']);
  const third = root.children[0].children[0].children[0]; // after 7g7f 3c3d 2g2f
  assert.deepEqual(movesOf(third.children), ['8c8d', '4c4d', '7a6b']);
  assert.deepEqual(movesOf(third.children[1].children), ['2f2e', '3i4h']); // the nested variation replaces move 5
  assert.deepEqual(movesOf(third.children[1].children[0].children), ['2b3c']);
  assert.equal(third.children[1].ply, 4);
});

test('next, previous, first, last, and a variation chosen is followed again', () => {
  const cursor = new MoveTree(read.tree);
  assert.equal(cursor.ply, 0);
  assert.equal(cursor.previous(), cursor.root);
  assert.deepEqual(movesOf(cursor.line()), read.moves);
  cursor.last();
  assert.equal(cursor.ply, 7);
  assert.equal(cursor.current.result, 'resign');
  assert.equal(cursor.next(), cursor.current); // nothing after the end
  cursor.goToPly(3);
  assert.deepEqual(movesOf(cursor.alternatives()), ['8c8d', '4c4d', '7a6b']);
  cursor.choose(1);
  assert.deepEqual(movesOf(cursor.line()), ['7g7f', '3c3d', '2g2f', '4c4d', '2f2e', '2b3c']);
  cursor.choose(1); // the nested variation at its move 5
  assert.deepEqual(movesOf(cursor.path()), ['7g7f', '3c3d', '2g2f', '4c4d', '3i4h']);
  assert.equal(cursor.current.comment, 'nested');
  cursor.first();
  cursor.last(); // the choices made are remembered
  assert.deepEqual(movesOf(cursor.path()), ['7g7f', '3c3d', '2g2f', '4c4d', '3i4h', '8b4b']);
  cursor.goToPly(99);
  assert.equal(cursor.ply, 6);
  cursor.goToPly('x');
  assert.equal(cursor.ply, 0);
});

test('switching between the variations of the current move', () => {
  const cursor = new MoveTree(read.tree);
  cursor.next();
  assert.equal(cursor.switchVariation(-1).move, '7g7f'); // already the first
  assert.equal(cursor.switchVariation(1).move, '2g2f');
  assert.equal(cursor.current.comment, 'a variation at the first move');
  assert.equal(cursor.switchVariation(1).move, '2g2f'); // no third
  cursor.last();
  assert.deepEqual(movesOf(cursor.path()), ['2g2f', '8c8d']);
  cursor.first();
  cursor.next();
  assert.equal(cursor.current.move, '2g2f'); // remembered at the start
});

test('treeOf gives back the tree it was made of, and the page edits it: a move added, a variation promoted and removed', () => {
  assert.deepEqual(treeOf(treeNodes(read.tree)), JSON.parse(JSON.stringify(read.tree)));
  const tree = new MoveTree({ moves: [{ move: '7g7f' }, { move: '3c3d' }] });
  tree.next();
  assert.equal(tree.add('3c3d'), tree.root.children[0].children[0]); // a move already there: just go there
  tree.previous();
  const added = tree.add('8c8d'); // from an earlier position: a variation beside 3c3d
  assert.deepEqual(movesOf(tree.root.children[0].children), ['3c3d', '8c8d']);
  assert.equal(tree.variationStart(), added);
  tree.add('2g2f');
  tree.promote();
  assert.deepEqual(movesOf(tree.root.children[0].children), ['8c8d', '3c3d']);
  assert.equal(tree.variationStart(), null);
  assert.deepEqual(treeOf(tree.root).moves.map((m) => m.move), ['7g7f', '8c8d', '2g2f']);
  assert.deepEqual(treeOf(tree.root).moves[1].variations.map((v) => v.moves.map((m) => m.move)), [['3c3d']]);
  tree.goTo(tree.find(['7g7f', '3c3d']));
  assert.equal(tree.removeVariation().move, '3c3d');
  assert.equal(tree.current, tree.root.children[0]);
  assert.deepEqual(movesOf(tree.current.children), ['8c8d']);
  assert.equal(tree.removeVariation(), null); // the main line stays
});
