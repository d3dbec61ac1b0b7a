// The framework examples as a web developer gets them: React, Vue and server-side rendering, each
// installed from the packed tarball into a fresh folder and run in Chromium under Vite's dev
// server and as a production build. A move is played by clicking the board and the app's own
// `move` listener must list it, and the AI's answer must play with the learned evaluation. A file
// of its own so that node --test runs it beside the others; one tarball and one browser serve its
// three tests.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installExample, launchChromium, packTarball, playFirstMove, startServer, viteBuild, watchedPage } from './example-apps.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'regalia-examples-'));
let packed = null;
let browser = null;
before(async () => {
  packed = packTarball(work);
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

for (const name of ['react-app', 'vue-app', 'ssr-app']) {
  test(`examples/${name} from the tarball: dev server and production build, a move event reaches the app`, async () => {
    const app = installExample(name, work, packed.tarball);
    for (const dev of [true, false]) {
      if (!dev) viteBuild(app);
      const server = await startServer(name, app, { dev });
      const page = await watchedPage(browser);
      const mode = dev ? 'dev server' : 'production build';
      try {
        const url = name === 'ssr-app' ? `${server.url}?game=showgit&level=1` : server.url;
        if (name === 'ssr-app') {
          // The board's markup is in the HTML the server sent, before any script ran.
          const html = await (await fetch(url)).text();
          assert.match(html, /<regalia-board game="showgit" level="1">/, mode);
        }
        const moves = await playFirstMove(page, url);
        assert.equal(moves[0], '7g7f person', `${mode}: ${page.problems.join(' | ')}`);
        // The AI's answer plays with the learned tables: the bundler found the file beside the
        // wasm (a literal new URL in evaluation-fetch.js) and the worker fetched it.
        await page.waitForSelector('regalia-board[data-evaluation]', { timeout: 30000 });
        assert.equal(await page.$eval('regalia-board', (el) => el.dataset.evaluation), 'learned', `${mode}: ${page.problems.join(' | ')}`);
        assert.deepEqual(page.problems, [], mode);
      } finally {
        await page.close();
        await server.stop();
      }
    }
  });
}
