// The page's modules (docs/page.md "How the page is built"): web/index.html preloads exactly the
// modules the first board needs (the static imports of web/app.js, which starts the library, and
// of web/board-app.js, which it imports at once), so they are fetched at once; the parts loaded on first use (import()) are not among them, and the offline
// service worker's list (scripts/offline-files.mjs) holds every module of both kinds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineFiles } from '../../scripts/offline-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const resolve = (from, spec) => path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));

// A module's relative imports: static (import/export ... from, bare import) and dynamic (import()).
function importsOf(file) {
  const text = read(file);
  const found = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gms)].map((m) => m[1] ?? m[2]);
  const dynamic = [...text.matchAll(/\bimport\('(\.[^']+)'\)/g)].map((m) => m[1]);
  return { statics: found.map((s) => resolve(file, s)), dynamic: dynamic.map((s) => resolve(file, s)) };
}

// Every module reached from `entries` by static imports, and the dynamic imports met on the way.
function graph(entries) {
  const seen = new Set();
  const lazy = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const { statics, dynamic } = importsOf(file);
    queue.push(...statics);
    for (const d of dynamic) lazy.add(d);
  }
  return { modules: seen, lazy };
}

const FIRST_BOARD = ['web/app.js', 'web/board-app.js'];

test('web/index.html preloads exactly the first board\'s modules, and the wasm', () => {
  const html = read('web/index.html');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => resolve('web/index.html', m[1]));
  const { modules } = graph(FIRST_BOARD);
  modules.delete('web/app.js'); // the page's own <script type="module">
  assert.deepEqual([...preloaded].sort(), [...modules].sort(), 'the modulepreload links and the first board\'s static imports differ');
  assert.equal(new Set(preloaded).size, preloaded.length, 'a module preloaded twice');
  assert.match(html, /<link rel="preload" href="\.\.\/dist\/regalia\.wasm" as="fetch" type="application\/wasm" crossorigin="anonymous">/);
});

test('the page asks for its script first, then the library app.js starts, then the board\'s modules', () => {
  // Requests go out in the document's order: the library's wasm compiles while the board's
  // modules still arrive, instead of after the last of them.
  const html = read('web/index.html');
  const script = html.indexOf('<script type="module" src="app.js">');
  assert.ok(script > 0 && script < html.indexOf('<link rel="modulepreload"'), 'the page script comes before the preloads');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => resolve('web/index.html', m[1]));
  const library = graph(['web/app.js']).modules;
  library.delete('web/app.js');
  const firstBoard = preloaded.findIndex((f) => !library.has(f));
  assert.ok(firstBoard >= library.size, 'a board module is preloaded before the library is');
  assert.deepEqual(preloaded.slice(0, firstBoard).sort(), [...library].sort());
});

test('the parts loaded on first use stay out of the first board\'s modules, and the offline list keeps them all', () => {
  const first = graph(FIRST_BOARD);
  const lazyEntries = [...first.lazy].filter((f) => !first.modules.has(f));
  // The engine, the coach's parts, the board editor, share links, the sounds and the clocks: what
  // the first board does without (a saved game on a clock loads the clocks before it).
  for (const file of ['bindings/js/engine.js', 'web/analysis-panel.js', 'web/coach-hint.js', 'web/game-review.js', 'web/tsume-panel.js', 'web/board-editor.js',
    'web/share-link.js', 'web/sound.js', 'web/game-clocks.js']) {
    assert.ok(lazyEntries.includes(file), `${file} is imported on first use`);
  }
  const later = graph(lazyEntries);
  const onlyLater = [...later.modules].filter((f) => !first.modules.has(f));
  for (const file of ['bindings/js/engine.js', 'bindings/js/stop-signal.js', 'bindings/js/review.js', 'web/eval-graph.js', 'web/editor-palette.js', 'web/position-fields.js', 'web/clock-panel.js']) {
    assert.ok(onlyLater.includes(file), `${file} is not loaded for the first board`);
  }
  const cached = new Set(offlineFiles(root));
  for (const file of [...first.modules, ...later.modules]) {
    if (file.startsWith('dist/') && !cached.has(file)) continue; // dist/ is cached once built
    assert.ok(cached.has(file), `${file} is missing from the offline list`);
  }
});
