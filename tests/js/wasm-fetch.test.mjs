// How the default entry finds its .wasm over HTTP (bindings/js/wasm-fetch.js), against a local
// server that behaves like a dev server: the real wasm at some paths, its index.html elsewhere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fetchWasm, isWasm, packageWasmUrl } from '../../bindings/js/wasm-fetch.js';
import { RegaliaError } from '../../bindings/js/errors.js';
import { prebundledFileUrl } from '../../bindings/js/package-url.js';

const wasm = readFileSync(fileURLToPath(new URL('../../dist/regalia.wasm', import.meta.url)));
const indexHtml = '<!doctype html>\n<html><body>the app</body></html>\n';

// `wasmAt` is the set of paths that answer with the wasm; every other path gets index.html with
// status 200, as Vite's dev server answers a file it does not have.
async function withServer(wasmAt, run) {
  const requests = [];
  const server = createServer((req, res) => {
    requests.push(req.url);
    if (wasmAt.has(req.url)) {
      res.writeHead(200, { 'content-type': 'application/wasm' });
      res.end(wasm);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(indexHtml);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  try {
    await run(origin, requests);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test('isWasm accepts the built module and refuses an HTML page', () => {
  assert.ok(isWasm(new Uint8Array(wasm)));
  assert.ok(!isWasm(new TextEncoder().encode(indexHtml)));
  assert.ok(!isWasm(new Uint8Array([0, 0x61, 0x73])));
});

test('packageWasmUrl keeps the base in front of node_modules/ and ignores non-http URLs', () => {
  assert.equal(packageWasmUrl('http://localhost:5173/node_modules/.vite/deps/regalia-games.js?v=1a2b'),
    'http://localhost:5173/node_modules/regalia-games/dist/regalia.wasm');
  assert.equal(packageWasmUrl('https://example.org/app/node_modules/.vite/deps/regalia-games.js'),
    'https://example.org/app/node_modules/regalia-games/dist/regalia.wasm');
  assert.equal(packageWasmUrl('http://localhost:5173/assets/index-abc.js'),
    'http://localhost:5173/node_modules/regalia-games/dist/regalia.wasm');
  assert.equal(packageWasmUrl('file:///home/me/app/node_modules/regalia-games/bindings/js/browser.js'), null);
});

test('fetchWasm takes the module-relative URL first when it holds the wasm', async () => {
  await withServer(new Set(['/pkg/dist/regalia.wasm']), async (origin, requests) => {
    const bytes = await fetchWasm(`${origin}/pkg/dist/regalia.wasm`, `${origin}/pkg/bindings/js/browser.js`);
    assert.equal(bytes.length, wasm.length);
    assert.deepEqual(requests, ['/pkg/dist/regalia.wasm']);
  });
});

test('fetchWasm falls back to the package under node_modules/ when the first answer is an HTML page', async () => {
  await withServer(new Set(['/node_modules/regalia-games/dist/regalia.wasm']), async (origin, requests) => {
    const moduleUrl = `${origin}/node_modules/.vite/deps/regalia-games.js?v=1a2b`;
    const bytes = await fetchWasm(new URL('../../dist/regalia.wasm', moduleUrl).href, moduleUrl);
    assert.ok(isWasm(bytes));
    assert.deepEqual(requests, ['/node_modules/dist/regalia.wasm', '/node_modules/regalia-games/dist/regalia.wasm']);
  });
});

test('fetchWasm fails with a RegaliaError naming each URL, the HTML page and the Vite setting', async () => {
  await withServer(new Set(), async (origin) => {
    const moduleUrl = `${origin}/node_modules/.vite/deps/regalia-games.js`;
    const first = new URL('../../dist/regalia.wasm', moduleUrl).href;
    const err = await fetchWasm(first, moduleUrl).then(() => null, (e) => e);
    assert.ok(err instanceof RegaliaError, `expected a RegaliaError, got ${err}`);
    assert.equal(err.code, 'wasm-not-found');
    assert.ok(err.message.includes(`${first} answered HTTP 200 with an HTML page (text/html)`), err.message);
    assert.ok(err.message.includes(`${origin}/node_modules/regalia-games/dist/regalia.wasm answered HTTP 200 with an HTML page`), err.message);
    assert.match(err.message, /optimizeDeps: \{ exclude: \['regalia-games'\] \}/);
    assert.doesNotMatch(err.message, /CompileError|magic word/);
  });
});

test('fetchWasm reports a server that does not answer', async () => {
  // A port that was free a moment ago: nothing listens there.
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  await new Promise((resolve) => server.close(resolve));
  await assert.rejects(fetchWasm(`${origin}/dist/regalia.wasm`, `${origin}/bindings/js/browser.js`),
    (err) => err.code === 'wasm-not-found' && err.message.includes(`${origin}/dist/regalia.wasm could not be fetched`));
});

// The embed's board.css and AI worker use the same rule, but only from Vite's pre-bundle folder:
// anywhere else their literal module-relative URL is right (and a bundler has rewritten it).
test('prebundledFileUrl maps only modules under node_modules/.vite/deps/ to the package', () => {
  assert.equal(prebundledFileUrl('http://localhost:5173/node_modules/.vite/deps/regalia-games_embed.js?v=1a2b', 'web/board.css'),
    'http://localhost:5173/node_modules/regalia-games/web/board.css');
  assert.equal(prebundledFileUrl('https://example.org/app/node_modules/.vite/deps/regalia-games_embed.js', 'bindings/js/engine-worker-web.js'),
    'https://example.org/app/node_modules/regalia-games/bindings/js/engine-worker-web.js');
  assert.equal(prebundledFileUrl('http://localhost:5173/node_modules/regalia-games/web/embed.js', 'web/board.css'), null);
  assert.equal(prebundledFileUrl('http://localhost:8080/web/embed.js', 'web/board.css'), null);
  assert.equal(prebundledFileUrl('http://localhost:5173/assets/embed-abc.js', 'bindings/js/engine-worker-web.js'), null);
  assert.equal(prebundledFileUrl('file:///app/node_modules/.vite/deps/regalia-games_embed.js', 'web/board.css'), null);
});
