// Installs what `npm start` and `npm test` need on a fresh Debian 12 machine, and does
// nothing (quickly) when it is all there. Uses only node's built-in modules, because it
// runs before `npm ci`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Debian package -> a file that proves it is installed.
const aptNeeds = [
  ['cmake', '/usr/bin/cmake'],
  ['ninja-build', '/usr/bin/ninja'],
  ['g++', '/usr/bin/g++'],
  ['emscripten', '/usr/bin/em++'],
  ['catch2', '/usr/include/catch2/catch.hpp'],
  ['chromium', '/usr/bin/chromium'],
  ['fairy-stockfish', '/usr/games/fairy-stockfish'],
  // A Mincho face for the kanji piece sets in the browser tests and screenshots (docs/page.md "Piece sets").
  ['fonts-ipafont-mincho', '/usr/share/fonts/opentype/ipafont-mincho/ipam.ttf'],
  // libFuzzer targets (the fuzz preset, scripts/fuzz.mjs; docs/reliability.md).
  ['clang-14', '/usr/bin/clang++-14'],
  ['libclang-rt-14-dev', '/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a'],
];

function log(text) {
  process.stdout.write(`[setup] ${text}\n`);
}

export function setup({ quiet = false } = {}) {
  const missing = aptNeeds.filter(([, file]) => !existsSync(file)).map(([pkg]) => pkg);
  if (missing.length) {
    const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const prefix = asRoot ? [] : ['sudo'];
    log(`installing Debian packages: ${missing.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const run = (args) => {
      const cmd = [...prefix, ...args];
      const r = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env });
      if (r.status !== 0) throw new Error(`setup: '${cmd.join(' ')}' failed (exit ${r.status})`);
    };
    run(['apt-get', 'update']);
    run(['apt-get', 'install', '-y', '--no-install-recommends', ...missing]);
  } else if (!quiet) {
    log('Debian packages present');
  }

  // npm ci when node_modules is missing or older than the lock file.
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const modules = path.join(root, 'node_modules');
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) {
    // A second checkout (a git worktree) borrowing another's packages: npm ci here would empty the
    // other checkout's node_modules through the link. That checkout keeps them up to date.
    if (!quiet) log('node_modules is a link to another checkout\'s packages: left as it is');
  } else if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
    log('npm ci');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  } else if (!quiet) {
    log('node_modules up to date');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  setup();
}
