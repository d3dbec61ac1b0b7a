// How long an engine's searching thread was on a core during a move (Linux): from
// /proc/<pid>/task/*/schedstat (ns on a core), read before and after the move; the thread that ran
// the longest in between is the one that searched (a node process has a dozen threads, the wasm
// engine's worker among them). The match runners take it around each move, so that a move over
// its budget shows whether the engine searched too long or was ready and not given a core (a
// loaded machine, a `nice` run): its wall time then far exceeds its time on a core. (The
// schedstat wait figure is not used: it is counted only when a waiting thread gets its core,
// so it lags behind the move.) Elsewhere the snapshot is null and the runners leave it out.
import { readdirSync, readFileSync } from 'node:fs';

export function schedSnapshot(pid) {
  try {
    const threads = new Map();
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      threads.set(task, Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]));
    }
    return threads;
  } catch {
    return null;
  }
}

// Ms the busiest thread between the two snapshots was on a core; null when unknown.
export function searcherRunMs(before, after) {
  if (!before || !after) return null;
  let most = 0;
  for (const [task, ns] of after) most = Math.max(most, ns - (before.get(task) ?? 0));
  return most / 1e6;
}
