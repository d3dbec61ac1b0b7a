// The piece sets a board can draw, per game (docs/page.md "Piece sets"). Only how pieces look:
// names in the move list and in announcements follow the language, never the set.
import { RegaliaError } from '../bindings/js/errors.js';

/** The sets of each game, the default first. */
export const PIECE_SETS = {
  // counters: the seed-faithful SHOWGIT counters; kanji / kanji2: traditional one- and two-kanji
  // pieces; contrast: large black-and-white counters.
  showgit: ['counters', 'kanji', 'kanji2', 'contrast'],
  // standard: the army-coloured chess glyphs; contrast: large discs with a bold outline.
  sovereign: ['standard', 'contrast'],
};

const ALL = [...new Set(Object.values(PIECE_SETS).flat())];

/** The default set of every game. */
export function defaultPieceSets() {
  return Object.fromEntries(Object.entries(PIECE_SETS).map(([variant, sets]) => [variant, sets[0]]));
}

/**
 * `sets` ({ showgit, sovereign }) with `name` chosen for every game that has a set of that name
 * ('contrast' for both, 'kanji' for SHOWGIT alone). A name no game has throws bad-argument.
 */
export function choosePieceSet(sets, name) {
  if (!ALL.includes(name)) {
    const shown = typeof name === 'string' ? JSON.stringify(name.slice(0, 40)) : String(name);
    throw new RegaliaError('bad-argument', `pieces must be one of ${ALL.map((n) => `'${n}'`).join(', ')}, not ${shown}`);
  }
  const next = { ...sets };
  for (const [variant, names] of Object.entries(PIECE_SETS)) if (names.includes(name)) next[variant] = name;
  return next;
}

/** Saved sets read back: each game's entry kept only when it is one of that game's sets. */
export function checkedPieceSets(saved) {
  const sets = defaultPieceSets();
  for (const variant of Object.keys(sets)) if (PIECE_SETS[variant].includes(saved?.[variant])) sets[variant] = saved[variant];
  return sets;
}
