// How long an engine was on a core during a move (Linux), read from /proc before and after the
// move, so that a move over its budget shows whether the engine searched too long or was ready and
// not given a core (a loaded machine, a `nice` run): its wall time then far exceeds its time on a
// core. Two figures:
// - the searching thread: /proc/<pid>/task/*/schedstat (ns on a core); the thread that ran the
//   longest in between is the one that searched (a node process has a dozen threads, the wasm
//   engine's worker among them);
// - the whole process: utime + stime of /proc/<pid>/stat (clock ticks of 10 ms), which keeps the
//   time of threads that have ended. gpsusi starts and ends short helper threads during a move
//   (5-8 % of its time at 2 s a move, measured with `perf sched`), which the first figure misses.
// (The schedstat wait figure is not used: it is counted only when a waiting thread gets its core,
// so it lags behind the move.) Elsewhere the snapshot is null and the runners leave it out.
import { readdirSync, readFileSync } from 'node:fs';

const kMsPerTick = 10;  // USER_HZ, 100 on every Linux the runners meet

// utime + stime of the process, in ticks: fields 14 and 15, counted after the command's ')' (a
// command name may hold spaces and parentheses).
function processTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

export function schedSnapshot(pid) {
  try {
    const threads = new Map();
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      threads.set(task, Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]));
    }
    return { threads, ticks: processTicks(pid) };
  } catch {
    return null;
  }
}

// Ms the busiest thread between the two snapshots was on a core; null when unknown.
export function searcherRunMs(before, after) {
  if (!before || !after) return null;
  let most = 0;
  for (const [task, ns] of after.threads) most = Math.max(most, ns - (before.threads.get(task) ?? 0));
  return most / 1e6;
}

// Ms all the process's threads, ended ones included, were on a core between the two snapshots
// (to the tick); null when unknown.
export function processRunMs(before, after) {
  if (!before || !after) return null;
  return (after.ticks - before.ticks) * kMsPerTick;
}
