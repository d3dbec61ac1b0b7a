// Checks game.findMate() options; returns the solver's limits with the defaults filled in.
import { badArgument, isPlainObject, numberOption, readOption } from './checks.js';

// 1,000,000 nodes is about a second in wasm (docs/api.md); the cap keeps one call to minutes.
const MATE_DEFAULT_NODES = 1_000_000;
const MATE_MAX_NODES = 100_000_000;
// The solver walks at most 240 plies (MateSearch::kMaxMatePlies).
const MATE_MAX_PLIES = 240;

export function mateOptions(options) {
  if (options === undefined || options === null) options = {};
  if (!isPlainObject(options)) throw badArgument('findMate options must be an object', options);
  const nodes = numberOption(options, 'nodes', 'findMate', { integer: true, min: 1, max: MATE_MAX_NODES });
  const maxPlies = numberOption(options, 'maxPlies', 'findMate', { integer: true, min: 1, max: MATE_MAX_PLIES });
  const shortest = readOption(options, 'shortest');
  if (shortest !== undefined && typeof shortest !== 'boolean') {
    throw badArgument("findMate option 'shortest' must be true or false", shortest);
  }
  const shouldStop = readOption(options, 'shouldStop');
  if (shouldStop !== undefined && typeof shouldStop !== 'function') {
    throw badArgument("findMate option 'shouldStop' must be a function", shouldStop);
  }
  // maxPlies 0 tells the solver "no length limit" (then a search cut by length is 'unknown').
  return { nodes: nodes ?? MATE_DEFAULT_NODES, maxPlies: maxPlies ?? 0, shortest: shortest ?? true, shouldStop };
}
