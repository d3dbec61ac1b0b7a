// The examples as a web developer gets them: the packed tarball installed into a fresh copy of an
// example, run under Vite's dev server or built and served as static files, opened in Debian's
// Chromium. Shared by tests/js/package.test.mjs and tools/bench/package-size.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const viteBin = path.join(root, 'node_modules/vite/bin/vite.js');

// What each example needs besides the package: its framework and Vite plugin come from our
// devDependencies, linked in (no download); `vite` itself runs from our node_modules.
export const EXAMPLES = {
  'vite-app': { links: [] },
  'react-app': { links: ['react', 'react-dom', '@vitejs/plugin-react'] },
  'vue-app': { links: ['vue', '@vitejs/plugin-vue'] },
  'ssr-app': { links: ['vite'], server: true },
};

/** `npm pack` into `work`; returns { tarball, files } (files: the paths inside the tarball). */
export function packTarball(work) {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' });
  const [info] = JSON.parse(out);
  return { tarball: path.join(work, info.filename), files: info.files.map((f) => f.path).sort(), size: info.size };
}

/** Copies examples/<name> into `work`/<name> and installs the tarball there offline; returns the folder. */
export function installExample(name, work, tarball) {
  const app = path.join(work, name);
  cpSync(path.join(root, 'examples', name), app, { recursive: true, filter: (f) => !/node_modules|\/dist$/.test(f) });
  // The tarball takes the place of the example's `file:../..` dependency.
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: `${name}-check`, private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', tarball], { cwd: app, stdio: 'pipe' });
  for (const dep of EXAMPLES[name].links) {
    const link = path.join(app, 'node_modules', dep);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(root, 'node_modules', dep), link);
  }
  return app;
}

/** `vite build` in `app` (output in app/dist). */
export function viteBuild(app) {
  execFileSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: app, stdio: 'pipe' });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server for `app` and resolves to { url, stop() } once it answers: Vite's dev server,
 * or for the SSR example its own server.mjs (`--dev` for Vite inside it, else the built dist/).
 */
export async function startServer(name, app, { dev }) {
  const port = await freePort();
  const args = EXAMPLES[name].server
    ? ['server.mjs', ...(dev ? ['--dev'] : [])]
    : [viteBin, ...(dev ? [] : ['preview']), '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--clearScreen', 'false'];
  const child = spawn(process.execPath, args, { cwd: app, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill();
    await exited;
  };
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} server exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(url)).ok) return { url, stop, output: () => output };
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`${name} server did not answer at ${url}: ${output}`);
}

// Debian's Chromium, as tests/browser/chromium.mjs starts it.
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
}

/** A page that records console errors, page errors and failed requests in `page.problems`. */
export async function watchedPage(browser) {
  const page = await browser.newPage();
  page.problems = [];
  page.on('console', (m) => m.type() === 'error' && page.problems.push(m.text()));
  page.on('pageerror', (e) => page.problems.push(e.message));
  page.on('response', (r) => r.status() >= 400 && page.problems.push(`HTTP ${r.status()} for ${r.url()}`));
  return page;
}

/**
 * Opens `url`, waits for the page's <regalia-board> to be ready, plays 7g7f by clicking its
 * squares and resolves to the notations the page listed in #moves (the app's `move` listener).
 */
export async function playFirstMove(page, url) {
  await page.goto(url);
  // `game` (the element's read view) is undefined before the element is defined, null until its board is ready.
  const ready = await page.waitForFunction(() => Boolean(document.querySelector('regalia-board')?.game), null, { timeout: 30000 })
    .then(() => true, (err) => err);
  if (ready !== true) throw new Error(`the board did not become ready: ${page.problems.join(' | ') || ready.message}`);
  for (const square of ['7g', '7f']) {
    // Scrolled into view first: a tall board in a short window may put rank g below the fold.
    const c = await page.evaluate((sq) => {
      const board = document.querySelector('regalia-board');
      const at = board.squareCenter(sq);
      if (at.y > 10 && at.y < innerHeight - 10) return at;
      scrollBy(0, at.y - innerHeight / 2);
      return board.squareCenter(sq);
    }, square);
    await page.mouse.click(c.x, c.y);
  }
  await page.waitForFunction(() => document.querySelector('#moves li'), null, { timeout: 10000 }).catch(() => null);
  return page.$$eval('#moves li', (items) => items.map((li) => `${li.textContent} ${li.dataset.by}`));
}
