// Shared browser-test helpers: Debian's Chromium driven by playwright-core (never a downloaded
// browser), the page served by our own static server on a free port, and a console watch.
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// `site`: scripts/serve.mjs's options (another `root`, for a test that changes the served files).
export async function startBrowser(site = {}) {
  const { server, url } = await serve({ port: 0, ...site });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  return {
    url,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// Opens a page that records console errors, page errors and failed requests in `problems`.
export async function openPage(browser, url, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // A failed read of a blob: URL is how the engine's worker learns of a stop on a page without
  // shared memory (bindings/js/stop-signal.js): expected whenever a search is aborted.
  // A request the page cancels, or a reload interrupts (the manifest's icon, say), is aborted, not
  // failed: a missing file still shows as its HTTP status below, a dead server as its error here.
  page.on('requestfailed', (req) => {
    if (req.url().startsWith('blob:') || req.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  await page.goto(url);
  return { page, problems, context };
}
