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

// One Chromium for a whole run of test files (scripts/browser-tests.mjs): launching it costs
// about 2 CPU-s, once per file otherwise. Each file connects to it; its contexts close with the
// file's connection.
export const SHARED_CHROMIUM = 'REGALIA_CHROMIUM_WS';
export function launchChromiumServer() {
  return chromium.launchServer({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}

// `site`: scripts/serve.mjs's options (another `root`, for a test that changes the served files).
// The browser is the shared one when the run has one, else launched for this file.
export async function startBrowser(site = {}) {
  const { server, url } = await serve({ port: 0, ...site });
  const shared = process.env[SHARED_CHROMIUM];
  const browser = shared
    ? await chromium.connect(shared)
    : await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  return {
    url,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// Opens a page that records console errors, page errors and failed requests in `problems`;
// `device`: more of the context's options (a phone's hasTouch and isMobile).
export async function openPage(browser, url, viewport = { width: 1280, height: 900 }, device = {}) {
  const context = await browser.newContext({ viewport, ...device });
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
