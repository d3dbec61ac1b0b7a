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
  assert.deepEqual([...RegaliaBoardElement.observedAttributes].sort(), ['game', 'lang', 'level', 'persist', 'position', 'switch']);
});
