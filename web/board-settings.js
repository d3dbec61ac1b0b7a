// The settings of a <regalia-board>, checked one by one: each has a reader for its attribute
// (text) and one for its property (a JS value). Both throw a RegaliaError naming the bad value;
// the element turns that into an exception for a property and into a visible message (and no
// change) for an attribute (docs/page.md "Embedding"). Players are 1 | 2 in JS, as in the
// library (docs/api.md); attributes take the digits plus `none` / `both`.
import { RegaliaError } from '../bindings/js/errors.js';
import { choosePieceSet, defaultPieceSets } from './piece-sets.js';

const VARIANTS = ['showgit', 'sovereign'];
const CONTROLS = ['full', 'minimal', 'none'];
const LANGS = ['en', 'ko', 'ar'];
const MODES = ['play', 'viewer'];

function shown(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function refuse(what, value, expected) {
  return new RegaliaError('bad-argument', `${what} must be ${expected}, not ${shown(value)}`);
}

function oneOf(what, list) {
  return (value) => {
    const names = list.map((v) => (typeof v === 'string' ? `'${v}'` : String(v)));
    if (!list.includes(value)) throw refuse(what, value, `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`);
    return value;
  };
}

function level(what) {
  return (value) => {
    if (!Number.isInteger(value) || value < 1 || value > 10) throw refuse(what, value, 'a whole number from 1 to 10');
    return value;
  };
}

const digits = (text) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);
// A property also takes its attribute's text ('3', '2', 'none'): React and Vue hand attribute-like
// props to an element's properties as written, so `level="3"` reaches `el.level` as a string.
const asWritten = (value) => (typeof value === 'string' ? digits(value) : value);

/**
 * name -> { attribute: the attribute's name or null, fromText(text|null), fromValue(value) }.
 * A missing attribute (null text) means the default.
 */
export const SETTINGS = {
  mode: {
    // The component the element runs: the playing board, or the record viewer (docs/page.md "Record viewer").
    attribute: 'mode',
    fromText: (text) => (text === null ? 'play' : oneOf('mode', MODES)(text.trim())),
    fromValue: oneOf('mode', MODES),
  },
  variant: {
    attribute: 'game',
    fromText: (text) => (text === null ? 'showgit' : oneOf('game', VARIANTS)(text.trim())),
    fromValue: oneOf('variant', VARIANTS),
  },
  controls: {
    attribute: 'controls',
    fromText: (text) => (text === null ? 'full' : oneOf('controls', CONTROLS)(text.trim())),
    fromValue: oneOf('controls', CONTROLS),
  },
  interactive: {
    attribute: 'interactive',
    fromText: (text) => (text === null ? 'both' : oneOf('interactive', ['both', 'none', 1, 2])(digits(text))),
    fromValue: (value) => oneOf('interactive', ['both', 'none', 1, 2])(asWritten(value)),
  },
  ai: {
    // The side the AI plays. Without the attribute, a `level` alone gives it the second side.
    attribute: 'ai',
    fromText: (text) => (text === null ? undefined : text.trim() === 'none' ? null : oneOf('ai', [1, 2, 'none'])(digits(text))),
    fromValue: (value) => (value === 'none' ? null : oneOf('ai', [1, 2, null])(asWritten(value))),
  },
  level: {
    attribute: 'level',
    fromText: (text) => (text === null ? null : level('level')(digits(text))),
    fromValue: (value) => (value === null ? null : level('level')(asWritten(value))),
  },
  orientation: {
    attribute: 'orientation',
    fromText: (text) => (text === null ? null : oneOf('orientation', [1, 2])(digits(text))),
    fromValue: (value) => oneOf('orientation (the player at the bottom)', [1, 2])(asWritten(value)),
  },
  lang: {
    attribute: 'lang',
    fromText: (text) => (text === null || text === '' ? 'en' : oneOf('lang', LANGS)(text.trim())),
    fromValue: oneOf('lang', LANGS),
  },
  position: {
    // Checked here for its type only; whether the library accepts it is checked by the board.
    attribute: 'position',
    fromText: (text) => text || null,
    fromValue: (value) => {
      if (typeof value !== 'string' || !value.trim()) throw refuse('position', value, 'a position string (SFEN / SCFEN)');
      return value;
    },
  },
  persist: {
    attribute: 'persist',
    fromText: (text) => text || false,
  },
  variantSwitch: {
    attribute: 'switch',
    fromText: (text) => text !== null,
  },
  pieces: {
    // A piece set's name (web/piece-sets.js), for every game that has it; none: the saved choice.
    attribute: 'pieces',
    fromText: (text) => (text === null ? null : pieceSetName(text.trim())),
    fromValue: pieceSetName,
  },
  muted: {
    // Present: no sound; absent: the saved choice (sound on by default).
    attribute: 'muted',
    fromText: (text) => (text === null ? null : true),
    fromValue: (value) => {
      if (typeof value !== 'boolean') throw refuse('muted', value, 'true or false');
      return value;
    },
  },
};

// Checked by choosing it over the defaults: the same words and error as the board's own choice.
function pieceSetName(value) {
  choosePieceSet(defaultPieceSets(), value);
  return value;
}

/** The attributes the element observes: every setting's. */
export const ATTRIBUTES = Object.values(SETTINGS).map((s) => s.attribute);

/** The setting an attribute belongs to. */
export function settingOf(attribute) {
  return Object.keys(SETTINGS).find((name) => SETTINGS[name].attribute === attribute);
}

/** The AI's side and level from the `ai` and `level` settings together (a level alone: side 2; a side alone: level 3). */
export function aiPlan(ai, lvl) {
  if (ai === null) return { side: null, level: null };
  if (ai === undefined) return lvl ? { side: 2, level: lvl } : { side: null, level: null };
  return { side: ai, level: lvl ?? 3 };
}
