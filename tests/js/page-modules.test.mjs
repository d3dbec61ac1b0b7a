// The page's modules (docs/page.md "Loading"): web/index.html loads one bundle of web/app.js and
// all it imports (scripts/page-bundle.mjs); the parts the first board does without are imported
// on first use (import()) in web/ and still run only then in the bundle; the offline service
// worker's list (scripts/offline-files.mjs) holds every module of both kinds and the bundle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineFiles } from '../../scripts/offline-files.mjs';
import { PAGE_BUNDLE, bundlePage } from '../../scripts/page-bundle.mjs';

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

test('web/index.html loads the bundle of web/app.js and all it imports, and asks for the wasm beside it', () => {
  const html = read('web/index.html');
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  assert.deepEqual(scripts, ['<script type="module" src="../dist/page/app.js">'], 'the page has one script: the bundle');
  assert.doesNotMatch(html, /modulepreload/, 'nothing of web/ is loaded module by module');
  assert.match(html, /<link rel="preload" href="\.\.\/dist\/regalia\.wasm" as="fetch" type="application\/wasm" crossorigin="anonymous">/);
  const { metafile } = bundlePage(root);
  const bundled = new Set(Object.keys(metafile.outputs[`${PAGE_BUNDLE}/app.js`].inputs));
  const first = graph(FIRST_BOARD);
  const everything = graph([...first.modules, ...first.lazy]);
  for (const file of [...everything.modules, ...graph([...everything.lazy]).modules]) {
    assert.ok(bundled.has(file), `${file} is not in the page's bundle`);
  }
});

test('in the bundle, what the first board does without still runs only at its first use', () => {
  const { outputFiles } = bundlePage(root);
  const text = (name) => outputFiles.find((f) => f.path.endsWith(`/${PAGE_BUNDLE}/${name}`)).text;
  const page = text('app.js');
  // esbuild wraps a module imported by import() in init_<name>(), called from that import() only.
  for (const name of ['engine', 'sound', 'analysis_panel', 'coach_hint', 'game_review', 'tsume_panel', 'board_editor', 'share_link', 'game_clocks', 'offline']) {
    const calls = [...page.matchAll(new RegExp(`\\binit_${name}\\(\\)`, 'g'))].length;
    const onUse = [...page.matchAll(new RegExp(`\\(\\)=>\\(init_${name}\\(\\),${name}_exports\\)`, 'g'))].length;
    assert.ok(onUse > 0 && calls === onUse, `init_${name}() runs ${calls - onUse} time(s) outside its import()`);
  }
  // The bundle's files sit two folders down, like bindings/js/: the library's URLs still reach
  // dist/regalia.wasm, and its worker is the bundle's own engine-worker-web.js.
  assert.match(page, /new URL\("\.\.\/\.\.\/dist\/regalia\.wasm",import\.meta\.url\)/);
  assert.match(page, /new URL\("\.\/engine-worker-web\.js",import\.meta\.url\)/);
  assert.equal(PAGE_BUNDLE.split('/').length, 2);
  assert.match(text('engine-worker-web.js'), /new URL\("\.\.\/\.\.\/dist\/regalia\.wasm",import\.meta\.url\)/);
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
  for (const file of [...first.modules, ...later.modules, `${PAGE_BUNDLE}/app.js`, `${PAGE_BUNDLE}/engine-worker-web.js`]) {
    if (file.startsWith('dist/') && !cached.has(file)) continue; // dist/ is cached once built
    assert.ok(cached.has(file), `${file} is missing from the offline list`);
  }
});
