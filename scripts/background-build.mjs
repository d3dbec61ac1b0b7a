// Runs build commands one after another in the background at the lowest CPU priority (nice 19),
// their output in a log file that is printed only if one fails. `npm test` uses it to compile the
// sanitizer builds while the browser tests leave the CPU idle.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function startBackground(commands, logFile) {
  const log = path.join(root, logFile);
  mkdirSync(path.dirname(log), { recursive: true });
  const fd = openSync(log, 'w');
  const t0 = Date.now();
  let finishedAt = null;
  let child = null;
  let stopped = false;

  const finished = (async () => {
    try {
      for (const [cmd, args] of commands) {
        if (stopped) throw new Error('stopped');
        // Its own process group, so that stop() reaches the compilers the build tool started.
        child = spawn('nice', ['-n', '19', cmd, ...args], { cwd: root, stdio: ['ignore', fd, fd], detached: true });
        const status = await new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)));
        child = null;
        if (status !== 0) {
          throw new Error(`'${cmd} ${args.join(' ')}' failed (exit ${status}); its output:\n` +
            readFileSync(log, 'utf8').split('\n').slice(-60).join('\n'));
        }
      }
    } finally {
      finishedAt = Date.now();
      closeSync(fd);
    }
  })();
  finished.catch(() => {});  // reported by done()

  return {
    done: () => finished,
    seconds: () => ((finishedAt ?? Date.now()) - t0) / 1000,
    stop() {
      stopped = true;
      if (child) {
        try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
      }
    },
  };
}
