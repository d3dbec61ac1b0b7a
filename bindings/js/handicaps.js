// SHOWGIT handicaps (手合割): the core's table (kif_handicap.cpp) with an English name per id. The
// giver (the second player, 上手) has the pieces taken off and moves first.
import { RegaliaError } from './errors.js';
import { badArgument } from './checks.js';

// The English names say the SHOWGIT piece after the shogi one (docs/showgit.md, Handicaps).
const ENGLISH = {
  lance: 'Lance (LIMA)',
  'right-lance': 'Right lance (LIMA)',
  bishop: 'Bishop (VICTOR)',
  rook: 'Rook (TANGO)',
  'rook-lance': 'Rook and lance (TANGO, LIMA)',
  'two-pieces': 'Two pieces',
  'three-pieces': 'Three pieces',
  'four-pieces': 'Four pieces',
  'five-pieces': 'Five pieces',
  'left-five-pieces': 'Left five pieces',
  'six-pieces': 'Six pieces',
  'left-seven-pieces': 'Left seven pieces',
  'right-seven-pieces': 'Right seven pieces',
  'eight-pieces': 'Eight pieces',
  'ten-pieces': 'Ten pieces',
};

export function createHandicaps(module) {
  let table = null;
  const list = () =>
    (table ??= module.showgitHandicaps().map(({ id, name, position }) => ({ id, name: { en: ENGLISH[id] ?? id, ja: name }, position })));

  /** regalia.handicaps(variant): [{ id, name: { en, ja }, position }] (a fresh copy each call). */
  function handicaps(variant) {
    if (variant !== 'showgit' && variant !== 'sovereign') throw badArgument("variant must be 'showgit' or 'sovereign'", variant);
    if (variant === 'sovereign') return [];  // Sovereign Chess has no handicaps
    return structuredClone(list());
  }

  /** The start SFEN of a handicap id; an unknown id throws, naming the known ones. */
  function handicapPosition(variant, id) {
    if (variant !== 'showgit') throw new RegaliaError('not-supported', 'handicaps are a SHOWGIT option (Sovereign Chess has none)');
    const found = typeof id === 'string' ? list().find((h) => h.id === id) : undefined;
    if (!found) throw new RegaliaError('bad-argument', `handicap must be one of ${list().map((h) => `'${h.id}'`).join(', ')}, got ${typeof id === 'string' ? JSON.stringify(id.slice(0, 40)) : `a value of type ${typeof id}`}`);
    return found.position;
  }

  return { handicaps, handicapPosition };
}
