// `npm test`'s browser stage: every file of tests/browser/ under node --test, one at a time (two at
// once ran slower and timed out), all connected to one Chromium launched here.
// usage: node scripts/browser-tests.mjs [test files or folders (tests/browser/)]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromiumServer, SHARED_CHROMIUM } from '../tests/browser/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = process.argv.slice(2);
const server = await launchChromiumServer();
let status;
try {
  // Not spawnSync: the browser's endpoint is served from this process's event loop.
  const child = spawn(process.execPath, ['--test', '--test-concurrency=1', ...(targets.length ? targets : ['tests/browser/'])], {
    cwd: root, stdio: 'inherit', env: { ...process.env, [SHARED_CHROMIUM]: server.wsEndpoint() },
  });
  status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
} finally {
  await server.close();
}
process.exit(status);
