// The page's bundle (docs/page.md "Loading"): web/index.html loads dist/page/app.js, which esbuild
// writes from web/app.js and everything it imports (the library's bindings/js/ and
// dist/regalia.js among them): one request instead of the ~60 modules of the first board, each a
// request of its own. The parts loaded on first use are in it too, but still run only when first
// used (import() of a bundled module waits for its first call). The engine's worker has a file of
// its own beside it (browser.js starts `./engine-worker-web.js` next to itself: dist/page/).
// web/ itself stays unbundled: it is what the package ships. scripts/serve.mjs rebuilds the
// bundle when a source is newer; for a static host, once:
//   node scripts/page-bundle.mjs [<site folder>]
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// esbuild (a devDependency) is loaded at the first build, not with this module: scripts/start.mjs
// imports the server before its setup has installed the dependencies.
const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PAGE_BUNDLE = 'dist/page';
// The bundle's files, under their sources' names: the page's script and the engine's worker.
const ENTRIES = ['web/app.js', 'bindings/js/engine-worker-web.js'];
const SOURCES = [['web', /\.js$/], ['bindings/js', /\.js$/], ['dist', /^regalia\.js$/]];

function newestSource(root) {
  let newest = 0;
  for (const [folder, pattern] of SOURCES) {
    for (const name of readdirSync(path.join(root, folder))) {
      if (pattern.test(name)) newest = Math.max(newest, statSync(path.join(root, folder, name)).mtimeMs);
    }
  }
  return newest;
}

/** Whether `root`'s bundle is missing or older than one of its sources. */
export function pageBundleStale(root = repoRoot) {
  const out = path.join(root, PAGE_BUNDLE);
  const built = ENTRIES.map((entry) => path.join(out, path.basename(entry)));
  if (!built.every((file) => existsSync(file))) return true;
  const oldest = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return newestSource(root) > oldest;
}

/** esbuild's build of `root`'s bundle, in memory: { outputFiles, metafile }. */
export function bundlePage(root = repoRoot) {
  const { buildSync } = require('esbuild');
  return buildSync({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    outdir: path.join(root, PAGE_BUNDLE),
    entryNames: '[name]',
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
}

/**
 * Writes `root`'s bundle to dist/page/ (each file by a rename, so a page loading meanwhile reads
 * whole files) and removes the files of an earlier build. Returns the files written.
 */
export function buildPageBundle(root = repoRoot) {
  const out = path.join(root, PAGE_BUNDLE);
  const result = bundlePage(root);
  mkdirSync(out, { recursive: true });
  const written = new Set();
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
    written.add(path.basename(file.path));
  }
  for (const name of readdirSync(out)) if (!written.has(name) && !name.endsWith('.tmp')) rmSync(path.join(out, name), { force: true });
  return [...written].sort();
}

/** Rebuilds `root`'s bundle when it is stale; true when it did. */
export function freshPageBundle(root = repoRoot) {
  if (!pageBundleStale(root)) return false;
  buildPageBundle(root);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? repoRoot);
  const files = buildPageBundle(root);
  console.log(`page bundle: ${files.length} files in ${path.join(root, PAGE_BUNDLE)}`);
}
