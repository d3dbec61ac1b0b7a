// The game session of one board: the API game shown, one record per variant ({ start position,
// moves, redo, the person's side, the opponent, orientation, imported player names, an ending by
// the players' word: { reason: 'resign' | 'agreement', winner } }), the
// variant and language shown, and their persistence in localStorage. The game is rebuilt from a
// record, so the record is what is kept; what a game later gains (clocks, a move tree) belongs
// here too.
import { LANGUAGES } from './i18n.js';
import { VARIANTS } from './game-uis.js';

export function blankRecord() {
  return { start: null, moves: [], redo: [], flipped: false, side: 1, opponent: 'human' };
}

export class BoardSession {
  constructor({ variant, lang, persist }) {
    this.records = { showgit: blankRecord(), sovereign: blankRecord() };
    this.variant = VARIANTS.includes(variant) ? variant : 'showgit';
    this.lang = LANGUAGES[lang] ? lang : 'en';
    this.persist = persist || false; // the localStorage key, or false to keep nothing
    this.game = null; // the library's game of the variant shown
  }

  get record() {
    return this.records[this.variant];
  }

  restore() {
    const key = this.persist;
    if (!key) return;
    try {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null');
      if (!saved) return;
      for (const v of VARIANTS) if (saved.records?.[v]) this.records[v] = { ...blankRecord(), ...saved.records[v] };
      if (VARIANTS.includes(saved.variant)) this.variant = saved.variant;
      if (LANGUAGES[saved.lang]) this.lang = saved.lang;
    } catch {
      // A broken or blocked store only means a fresh game.
    }
  }

  save() {
    const key = this.persist;
    if (!key) return;
    try {
      localStorage.setItem(key, JSON.stringify({ variant: this.variant, lang: this.lang, records: this.records }));
    } catch {
      // Storage full or blocked: the game simply is not kept.
    }
  }

  // The record keeps the person's side and the opponent ('human' | 'ai<level>'); the AI plays the other person.
  static setOpponent(record, aiSide, level) {
    record.opponent = level && aiSide ? `ai${level}` : 'human';
    if (level && aiSide) record.side = 3 - aiSide;
  }

  /** The person the AI plays (1 moves first), or null against a person. */
  get aiSide() {
    return this.record.opponent.startsWith('ai') ? 3 - this.record.side : null;
  }

  get aiLevel() {
    return this.record.opponent.startsWith('ai') ? Number(this.record.opponent.slice(2)) : null;
  }

  /** Rebuilds the API game of `variant` from its record; moves that no longer replay are dropped. */
  buildGame(regalia, variant) {
    const record = this.records[variant];
    const game = regalia.newGame(variant, record.start ? { position: record.start } : {});
    const kept = [];
    for (const move of record.moves) {
      try {
        game.play(move);
        kept.push(move);
      } catch {
        break;
      }
    }
    record.moves = kept;
    return game;
  }

  /** Shows `variant`: its game rebuilt from its record (a record that no longer loads: a fresh game). */
  open(regalia, variant) {
    this.game?.dispose();
    this.variant = variant;
    try {
      this.game = this.buildGame(regalia, variant);
    } catch {
      this.records[variant] = blankRecord();
      this.game = this.buildGame(regalia, variant);
    }
    return this.game;
  }

  /** Shows `game` (built from `record`, which replaces the shown variant's record) instead. */
  replace(game, record) {
    this.game.dispose();
    this.records[this.variant] = record;
    this.game = game;
  }

  dispose() {
    this.game?.dispose();
    this.game = null;
  }

  /** A move played on the shown game: kept, and the moves that could be redone are gone. */
  played(notation) {
    this.record.moves.push(notation);
    this.record.redo = [];
  }
}
