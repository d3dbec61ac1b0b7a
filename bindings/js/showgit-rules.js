// SHOWGIT rules options { impasse, maxPlies } (docs/api.md "newGame"), checked in one place for
// newGame and for the engine's targets, which carry a game's rules to the worker's copy of it.
import { badArgument, isPlainObject, readOption } from './checks.js';

// A ply limit past any real game; 0 means none.
const MAX_PLY_LIMIT = 100000;

/** The checked rules { impasse, maxPlies }; null when `rules` is absent. `name` names the option in errors. */
export function showgitRules(rules, name = 'options.rules') {
  if (rules === undefined || rules === null) return null;
  if (!isPlainObject(rules)) throw badArgument(`${name} must be an object`, rules);
  const impasse = readOption(rules, 'impasse') ?? false;
  if (typeof impasse !== 'boolean') throw badArgument(`${name}.impasse must be true or false`, impasse);
  const maxPlies = readOption(rules, 'maxPlies') ?? 0;
  if (!Number.isInteger(maxPlies) || maxPlies < 0 || maxPlies > MAX_PLY_LIMIT) {
    throw badArgument(`${name}.maxPlies must be a whole number from 0 (no limit) to ${MAX_PLY_LIMIT}`, maxPlies);
  }
  return { impasse, maxPlies };
}
