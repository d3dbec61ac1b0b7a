// Checks game.think() options; returns the plain limits object the wasm side reads.
import { badArgument, isArray, isPlainObject, numberOption, readOption } from './checks.js';

export function thinkOptions(options) {
  if (options === undefined || options === null) options = {};
  if (!isPlainObject(options)) throw badArgument('think options must be an object', options);
  const out = {};
  const number = (key, range) => {
    const v = numberOption(options, key, 'think', range);
    if (v !== undefined) out[key] = v;
  };
  number('depth', { integer: true, min: 1, max: 64 });
  number('movetimeMs', { min: 1, max: 3600000 });
  number('nodes', { integer: true, min: 1, max: 1e12 });
  number('level', { integer: true, min: 1, max: 10 });
  number('seed', { integer: true, min: 0, max: 2 ** 32 - 1 });
  number('lines', { integer: true, min: 1, max: 16 });  // MultiPV: search::kMaxLines
  const clock = readOption(options, 'clock');
  if (clock !== undefined) {
    if (!isPlainObject(clock)) throw badArgument("think option 'clock' must be an object", clock);
    const pair = (key) => {
      const v = readOption(clock, key);
      if (v === undefined) return [0, 0];
      // Copied once inside a try: a Proxy array could throw or answer differently per read (hardening).
      let pairCopy = null;
      try {
        if (isArray(v) && v.length === 2) pairCopy = [v[0], v[1]];
      } catch {
        pairCopy = null;
      }
      if (!pairCopy || !pairCopy.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= 0)) {
        throw badArgument(`clock.${key} must be [first player ms, second player ms]`, v);
      }
      return pairCopy;
    };
    const byoyomi = readOption(clock, 'byoyomi') ?? 0;
    if (typeof byoyomi !== 'number' || !Number.isFinite(byoyomi) || byoyomi < 0) throw badArgument('clock.byoyomi must be milliseconds', byoyomi);
    out.clock = { time: pair('time'), increment: pair('increment'), byoyomi };
    if (out.clock.time[0] + out.clock.time[1] + out.clock.increment[0] + out.clock.increment[1] + byoyomi === 0) {
      throw badArgument('think clock has no time in it', clock);
    }
  }
  // shouldStop is polled by the search (about every 1,024 nodes); `infinite` lifts every limit, so
  // it is accepted only with a way to stop.
  const shouldStop = readOption(options, 'shouldStop');
  if (shouldStop !== undefined && typeof shouldStop !== 'function') throw badArgument("think option 'shouldStop' must be a function", shouldStop);
  const infinite = readOption(options, 'infinite');
  if (infinite !== undefined && typeof infinite !== 'boolean') throw badArgument("think option 'infinite' must be true or false", infinite);
  if (infinite && !shouldStop) throw badArgument("think option 'infinite' needs 'shouldStop' (nothing else would end the search)", infinite);
  if (infinite) out.infinite = true;
  const limited = out.depth || out.movetimeMs || out.nodes || out.clock || (out.level && out.level < 10) || out.infinite;
  if (!limited) throw badArgument('think needs a limit: depth, movetimeMs, nodes, clock, a level below 10, or infinite with shouldStop', options);
  const onInfo = readOption(options, 'onInfo');
  if (onInfo !== undefined && typeof onInfo !== 'function') throw badArgument("think option 'onInfo' must be a function", onInfo);
  return { limits: out, onInfo, shouldStop };
}
