// web/embed.js (`regalia-games/embed`) in plain node, as a server-side renderer imports it:
// no DOM, no HTMLElement, no customElements; the import must not throw.
import { test } from 'node:test';
import assert from 'node:assert/strict';

test('importing web/embed.js without a DOM does not throw and registers nothing', async () => {
  assert.equal(typeof globalThis.HTMLElement, 'undefined');
  assert.equal(typeof globalThis.customElements, 'undefined');
  const embed = await import('../../web/embed.js');
  assert.equal(typeof embed.mount, 'function');
  assert.equal(typeof embed.RegaliaBoardElement, 'function');
  assert.equal(typeof globalThis.customElements, 'undefined');
});

test('the element observes every attribute it reads', async () => {
  const { RegaliaBoardElement } = await import('../../web/embed.js');
  assert.deepEqual([...RegaliaBoardElement.observedAttributes].sort(),
    ['ai', 'controls', 'game', 'interactive', 'lang', 'level', 'mode', 'muted', 'orientation', 'persist', 'pieces', 'position', 'switch']);
});

test('settings: attribute texts and property values are read alike; bad ones throw RegaliaError bad-argument naming the value', async () => {
  const { SETTINGS, aiPlan } = await import('../../web/board-settings.js');
  const { RegaliaError } = await import('../../bindings/js/errors.js');
  const text = (name, t) => SETTINGS[name].fromText(t);
  assert.deepEqual(['none', 'minimal', ' full '].map((t) => text('controls', t)), ['none', 'minimal', 'full']);
  assert.equal(text('controls', null), 'full');
  assert.deepEqual(['both', 'none', '1', '2'].map((t) => text('interactive', t)), ['both', 'none', 1, 2]);
  assert.deepEqual(['1', '2', 'none', null].map((t) => text('ai', t)), [1, 2, null, undefined]);
  assert.deepEqual(['1', '10', null].map((t) => text('level', t)), [1, 10, null]);
  assert.deepEqual([' viewer ', 'play', null].map((t) => text('mode', t)), ['viewer', 'play', 'play']);
  assert.deepEqual([SETTINGS.interactive.fromValue(2), SETTINGS.ai.fromValue(null), SETTINGS.level.fromValue(null)], [2, null, null]);
  // Properties take the attribute's text too, as React and Vue pass `level="3"`.
  assert.deepEqual([SETTINGS.level.fromValue('3'), SETTINGS.interactive.fromValue('1'), SETTINGS.ai.fromValue('none'), SETTINGS.orientation.fromValue('2')], [3, 1, null, 2]);
  // A piece set by name (none: the saved choice); `muted` present or absent.
  assert.deepEqual([' kanji ', 'contrast', null].map((t) => text('pieces', t)), ['kanji', 'contrast', null]);
  assert.deepEqual(['', null].map((t) => text('muted', t)), [true, null]);
  assert.deepEqual([SETTINGS.pieces.fromValue('standard'), SETTINGS.muted.fromValue(false)], ['standard', false]);
  const bad = [
    ['pieces', 'fromText', 'wooden', /pieces must be one of 'counters', 'kanji', 'kanji2', 'contrast', 'standard', not "wooden"/],
    ['pieces', 'fromValue', 3, /pieces must be one of .*, not 3/],
    ['muted', 'fromValue', 'yes', /muted must be true or false, not "yes"/],
    ['controls', 'fromText', 'huge', /controls must be 'full', 'minimal' or 'none', not "huge"/],
    ['level', 'fromText', '11', /level must be a whole number from 1 to 10, not 11/],
    ['level', 'fromValue', 2.5, /not 2\.5/],
    ['level', 'fromValue', 'three', /not "three"/],
    ['level', 'fromValue', '', /not ""/],
    ['interactive', 'fromValue', '3', /interactive must be 'both', 'none', 1 or 2, not 3/],
    ['ai', 'fromText', 'white', /ai must be 1, 2 or 'none'/],
    ['orientation', 'fromValue', 0, /orientation \(the player at the bottom\) must be 1 or 2, not 0/],
    ['variant', 'fromValue', { toString: () => 'showgit' }, /not an object/],
    ['position', 'fromValue', '', /position must be a position string/],
    ['lang', 'fromText', 'fr', /lang must be 'en', 'ko' or 'ar', not "fr"/],
    ['mode', 'fromText', 'view', /mode must be 'play' or 'viewer', not "view"/],
    ['mode', 'fromValue', null, /mode must be 'play' or 'viewer', not null/],
  ];
  for (const [name, reader, value, message] of bad) {
    assert.throws(() => SETTINGS[name][reader](value), (err) => err instanceof RegaliaError && err.code === 'bad-argument' && message.test(err.message), `${name}.${reader}(${String(value)})`);
  }
  // A level alone gives the AI the second player; a side alone plays at level 3; 'none' wins.
  assert.deepEqual([aiPlan(undefined, 4), aiPlan(1, null), aiPlan(null, 4), aiPlan(undefined, null)],
    [{ side: 2, level: 4 }, { side: 1, level: 3 }, { side: null, level: null }, { side: null, level: null }]);
});

test('el.game is a frozen read view of the game of the moment: no move can go around the board', async () => {
  const { gameView } = await import('../../web/game-view.js');
  const { load } = await import('../../bindings/js/node.js');
  const regalia = await load();
  let game = regalia.newGame('showgit');
  const view = gameView(() => game);
  assert.ok(Object.isFrozen(view));
  for (const write of ['play', 'undo', 'swap', 'dispose', 'think', 'newSearch']) assert.equal(write in view, false, write);
  assert.equal(view.legalMoves().length, 30);
  assert.equal(view.variant, 'showgit');
  game.play('7g7f');
  assert.deepEqual(view.history().map((m) => m.notation), ['7g7f']);
  // The board starts another game: the same view reads it.
  game.dispose();
  game = regalia.newGame('sovereign');
  assert.deepEqual([view.variant, view.legalMoves().length, view.turn()], ['sovereign', 20, 1]);
  assert.throws(() => view.hands(), { code: 'not-supported' });
  game.dispose();
});
