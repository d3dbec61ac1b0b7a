// The package's figures for web developers (docs/guides.md "Figures"): the gzipped payload of the
// packed tarball's runtime files, load() time in node and in Chromium, and the production bundle
// of each example built from the tarball. `node tools/bench/package-size.mjs` (after
// `npm run build`) or `npm run bench`. Printed, never asserted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { EXAMPLES, installExample, launchChromium, packTarball, root, viteBuild } from '../../tests/js/example-apps.mjs';

const RUNS = 5;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

// The runtime files in the tarball, by part; node.js is node's entry, not sent to browsers.
function payloadParts(files) {
  const parts = { wasm: [], 'Emscripten glue': [], API: [], component: [] };
  for (const f of files) {
    if (f === 'dist/regalia.wasm') parts.wasm.push(f);
    else if (f === 'dist/regalia.js') parts['Emscripten glue'].push(f);
    else if (/^bindings\/js\/.*\.js$/.test(f) && f !== 'bindings/js/node.js') parts.API.push(f);
    else if (/^web\/.*\.(js|css)$/.test(f)) parts.component.push(f);
  }
  return parts;
}

function printPayload(files) {
  console.log('\n## Payload (files of the packed tarball, each gzipped -9)');
  let total = 0;
  let raw = 0;
  for (const [part, list] of Object.entries(payloadParts(files))) {
    const size = list.reduce((sum, f) => sum + statSync(path.join(root, f)).size, 0);
    const gz = list.reduce((sum, f) => sum + gzipped(path.join(root, f)), 0);
    total += gz;
    raw += size;
    console.log(`${part.padEnd(16)} ${String(list.length).padStart(2)} files  ${kB(size).padStart(9)}  gzip ${kB(gz).padStart(8)}`);
  }
  console.log(`${'all'.padEnd(16)}           ${kB(raw).padStart(9)}  gzip ${kB(total).padStart(8)}`);
}

// Each run in a fresh node process: the time from import to a usable library.
function nodeLoadMs() {
  const script = `const t0 = performance.now();
const { load } = await import(${JSON.stringify(path.join(root, 'bindings/js/node.js'))});
await load();
console.log(performance.now() - t0);`;
  return Array.from({ length: RUNS }, () => Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })));
}

// Each run in a fresh browser context (no HTTP cache): import the browser entry, then load().
async function chromiumLoadMs() {
  const { serve } = await import('../../scripts/serve.mjs');
  const { server, url } = await serve({ port: 0 });
  const browser = await launchChromium();
  const times = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route(`${url}blank.html`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>load</title>' }));
      await page.goto(`${url}blank.html`);
      times.push(await page.evaluate(async () => {
        const t0 = performance.now();
        const { load } = await import('/bindings/js/browser.js');
        await load();
        return performance.now() - t0;
      }));
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return times;
}

function folderSizes(folder) {
  let raw = 0;
  let gz = 0;
  let wasm = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    raw += statSync(file).size;
    gz += gzipped(file);
    if (file.endsWith('.wasm')) wasm += gzipped(file);
  }
  return { raw, gz, wasm };
}

function printBundles(tarball, work) {
  console.log('\n## Production bundles of the examples (vite build from the tarball; every file in dist/)');
  for (const name of Object.keys(EXAMPLES)) {
    const app = installExample(name, work, tarball);
    viteBuild(app);
    const { raw, gz, wasm } = folderSizes(path.join(app, 'dist'));
    console.log(`${name.padEnd(10)} ${kB(raw).padStart(9)}  gzip ${kB(gz).padStart(8)}  (of which the .wasm ${kB(wasm)} gzipped)`);
  }
}

export async function benchPackage() {
  const work = mkdtempSync(path.join(tmpdir(), 'regalia-bench-package-'));
  try {
    const { tarball, files, size } = packTarball(work);
    console.log(`\n## regalia-games tarball: ${kB(size)} packed, ${files.length} files`);
    printPayload(files);
    const inNode = nodeLoadMs();
    const inChromium = await chromiumLoadMs();
    console.log(`\n## load() time, median of ${RUNS} runs (node: a fresh process each; Chromium: a fresh browser context each)`);
    console.log(`node ${process.version.padEnd(10)} ${median(inNode).toFixed(0).padStart(5)} ms  (runs: ${inNode.map((t) => t.toFixed(0)).join(', ')})`);
    console.log(`Chromium         ${median(inChromium).toFixed(0).padStart(5)} ms  (runs: ${inChromium.map((t) => t.toFixed(0)).join(', ')}; import + fetch from a local server + compile)`);
    printBundles(tarball, work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPackage();
