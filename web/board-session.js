// The game session of one board: the API game shown, one record per variant ({ start position,
// the move tree, the moves to the position shown, the person's side, the opponent, orientation,
// imported player names, an ending by the players' word: { reason: 'resign' | 'agreement',
// winner, at: the moves it came after } }), the variant and language shown, and their
// persistence in localStorage. The game is rebuilt from a record, so the record is what is kept;
// what a game later gains (clocks) belongs here too.
//
// The move tree (web/move-tree.js, docs/page.md "Reading the game") is the shown variant's
// `tree`; the library's game always stands at its node shown. A record keeps it in
// importRecord's shape (`record.tree`), and `record.moves` are the moves to the node shown.
// Saves of a flat game ({ moves, redo }) load as one line: the moves, then the ones to redo.
//
// Nothing lost (docs/page.md "Kept across reloads"): a save from an older page or spoilt by hand
// loads what it can, and what it had to leave out is listed in `dropped` ({ what, n?, variant? },
// read and cleared by takeDropped()) for the page to say; save() says whether the store took it.
import { LANGUAGES } from './i18n.js';
import { VARIANTS } from './game-uis.js';
import { MoveTree, treeOf } from './move-tree.js';

const OPPONENT = /^(human|ai([1-9]|10))$/;
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMoveList = (v) => Array.isArray(v) && v.every((m) => typeof m === 'string');

// A saved record's fields of the wrong type, each replaced by the blank record's (its other
// fields, such as the clocks', are kept: their own readers check them). Returns the record and
// whether anything was replaced.
function checkedRecord(saved) {
  if (!isObject(saved)) return { record: blankRecord(), spoilt: true };
  const record = { ...blankRecord(), ...saved };
  const blank = blankRecord();
  const bad = {
    start: record.start !== null && typeof record.start !== 'string',
    moves: !isMoveList(record.moves),
    flipped: typeof record.flipped !== 'boolean',
    side: record.side !== 1 && record.side !== 2,
    opponent: typeof record.opponent !== 'string' || !OPPONENT.test(record.opponent),
  };
  let spoilt = false;
  for (const [field, wrong] of Object.entries(bad)) {
    if (!wrong) continue;
    record[field] = blank[field];
    spoilt = true;
  }
  if ('redo' in record && !isMoveList(record.redo)) {
    delete record.redo;
    spoilt = true;
  }
  if ('tree' in record && !isObject(record.tree)) {
    delete record.tree;
    spoilt = true;
  }
  const { ending } = record;
  if ('ending' in record && ending !== undefined && (!isObject(ending) || typeof ending.reason !== 'string' || (ending.at !== undefined && !isMoveList(ending.at)))) {
    delete record.ending;
    spoilt = true;
  }
  return { record, spoilt };
}

const countNodes = (node) => {
  let n = 0;
  for (const stack = [node]; stack.length;) {
    const top = stack.pop();
    n++;
    stack.push(...top.children);
  }
  return n;
};

export function blankRecord() {
  return { start: null, moves: [], flipped: false, side: 1, opponent: 'human' };
}

const samePath = (a, b) => a.length === b.length && a.every((m, i) => m === b[i]);

export class BoardSession {
  constructor({ variant, lang, persist }) {
    this.records = { showgit: blankRecord(), sovereign: blankRecord() };
    this.variant = VARIANTS.includes(variant) ? variant : 'showgit';
    this.lang = LANGUAGES[lang] ? lang : 'en';
    this.persist = persist || false; // the localStorage key, or false to keep nothing
    this.game = null; // the library's game of the variant shown, at the tree's node shown
    this.tree = null; // the move tree of the variant shown (MoveTree)
    this.firstMover = 1; // the side to move at the shown game's start (the library's turn())
    this.dropped = []; // what a save had that could not be loaded, until the page says it
    this.held = false; // another tab saved a different game: nothing is saved until the person chooses
    this.lastSaved = null; // the text this tab last saved (another tab's save differs from it)
  }

  /** What was dropped from the save since the last call ({ what, n?, variant? }), then forgotten. */
  takeDropped() {
    return this.dropped.splice(0);
  }

  /** The node shown (the library's game stands there). */
  get node() {
    return this.tree.current;
  }

  get record() {
    return this.records[this.variant];
  }

  restore() {
    const key = this.persist;
    if (!key) return;
    let text = null;
    try {
      text = localStorage.getItem(key);
    } catch {
      return; // a blocked store: a fresh game (saving will say the store does not keep it)
    }
    if (text === null) return;
    this.load(text);
  }

  /** Takes the saved text `text` (restore(), or another tab's save): what it can, noting what it drops. */
  load(text) {
    let saved;
    try {
      saved = JSON.parse(text);
    } catch {
      saved = undefined;
    }
    if (!isObject(saved)) {
      this.dropped.push({ what: 'unreadable' });
      return;
    }
    const records = isObject(saved.records) ? saved.records : {};
    if (!isObject(saved.records)) this.dropped.push({ what: 'fields' });
    for (const v of Object.keys(records)) if (!VARIANTS.includes(v)) this.dropped.push({ what: 'variant', variant: v });
    for (const v of VARIANTS) {
      if (!(v in records)) continue;
      const { record, spoilt } = checkedRecord(records[v]);
      this.records[v] = record;
      if (spoilt) this.dropped.push({ what: 'fields', variant: v });
    }
    if (VARIANTS.includes(saved.variant)) this.variant = saved.variant;
    else if (saved.variant !== undefined) this.dropped.push({ what: 'variant', variant: String(saved.variant) });
    if (LANGUAGES[saved.lang]) this.lang = saved.lang;
  }

  /** The text a save writes. */
  saveText() {
    this.keepTree();
    return JSON.stringify({ variant: this.variant, lang: this.lang, records: this.records });
  }

  /** Keeps the session; false when the store refused it (full or blocked), and the game goes on. */
  save() {
    const key = this.persist;
    if (!key || this.held) return true; // held: another tab's save waits for the person's answer
    const text = this.saveText();
    try {
      localStorage.setItem(key, text);
      this.lastSaved = text;
      return true;
    } catch {
      return false;
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

  /** The shown variant's tree into its record (importRecord's shape), for saving or switching. */
  keepTree() {
    // A record replaced by a new game (its tree not built yet) keeps its own.
    if (this.tree && this.treeRecord === this.record) this.record.tree = treeOf(this.tree.root);
  }

  /**
   * Rebuilds the API game of `variant` and its tree from its record. Every branch is replayed
   * on the game (branches that no longer replay are dropped), then the game goes to the node of
   * `record.moves`, as far as it exists.
   */
  buildGame(regalia, variant) {
    const record = this.records[variant];
    let game;
    try {
      game = regalia.newGame(variant, record.start ? { position: record.start } : {});
    } catch (err) {
      // A start position that no longer loads: the standard start, without its moves (they were its).
      if (!record.start) throw err;
      this.dropped.push({ what: 'start', variant });
      Object.assign(record, { start: null, moves: [] });
      delete record.tree;
      delete record.redo;
      delete record.ending;
      game = regalia.newGame(variant, {});
    }
    // A flat game of an older save or a fresh record: one line, the moves then those to redo.
    const tree = record.tree ?? { moves: [...record.moves, ...(record.redo ?? []).slice().reverse()].map((move) => ({ move })) };
    delete record.redo;
    try {
      this.tree = new MoveTree(tree);
    } catch {
      // A tree spoilt by hand: the moves to the position shown, as one line.
      this.dropped.push({ what: 'tree', variant });
      this.tree = new MoveTree({ moves: record.moves.map((move) => ({ move })) });
    }
    this.treeRecord = record;
    // Who moves first in this game, as the library reads the start position (a position may have
    // the second player to move): the move list and the move texts count turns from it.
    this.firstMover = game.turn();
    // A record's ending from before the tree held at the end of its moves.
    if (record.ending && !record.ending.at) record.ending.at = record.moves.slice();
    const refused = this.replayTree(game);
    if (refused) this.dropped.push({ what: 'moves', variant, n: refused });
    this.tree.goTo(this.tree.find(record.moves));
    for (const n of this.tree.path()) game.play(n.move);
    record.moves = this.tree.path().map((n) => n.move);
    return game;
  }

  // Plays every branch of the tree on `game` (at the start; it ends there again), keeping each
  // move's object for the move list and dropping what the rules refuse. A loop, not recursion:
  // a line may be long. Returns how many moves the rules refused (with the moves after them).
  replayTree(game) {
    let refused = 0;
    const stack = [{ node: this.tree.root, next: 0 }];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const child = top.node.children[top.next];
      if (!child) {
        stack.pop();
        if (stack.length) game.undo();
        continue;
      }
      let played = null;
      try {
        played = top.node.children.indexOf(child) === top.node.children.findIndex((c) => c.move === child.move) ? game.play(child.move) : null;
      } catch {
        played = null;
      }
      if (!played) {
        // Illegal here (it and the moves after it are dropped), or a second copy of a sibling.
        if (top.node.children.findIndex((c) => c.move === child.move) === top.node.children.indexOf(child)) refused += countNodes(child);
        top.node.children.splice(top.next, 1);
        continue;
      }
      child.move = played.notation;
      child.info = played;
      top.next++;
      stack.push({ node: child, next: 0 });
    }
    return refused;
  }

  /** Shows `variant`: its game rebuilt from its record (a record that no longer loads: a fresh game). */
  open(regalia, variant) {
    this.keepTree();
    this.game?.dispose();
    this.variant = variant;
    try {
      this.game = this.buildGame(regalia, variant);
    } catch {
      this.dropped.push({ what: 'record', variant });
      this.records[variant] = blankRecord();
      this.game = this.buildGame(regalia, variant);
    }
    return this.game;
  }

  /** Shows `record` (which replaces the shown variant's record; `game` was read with it) instead. */
  replace(regalia, game, record) {
    game.dispose();
    this.records[this.variant] = record;
    this.open(regalia, this.variant);
  }

  dispose() {
    this.game?.dispose();
    this.game = null;
  }

  /** A move played on the shown game: the node of the tree it leads to (a new variation when it was not there). */
  played(move) {
    const n = this.tree.add(move.notation);
    n.info = move;
    this.record.moves.push(move.notation);
    return n;
  }

  /** Shows `target`, a node of the tree: the game goes back to where the lines part, then forward. */
  goTo(target) {
    const on = new Set();
    for (let n = target; n; n = n.parent) on.add(n);
    let at = this.tree.current;
    for (; !on.has(at); at = at.parent) this.game.undo();
    const down = [];
    for (let n = target; n !== at; n = n.parent) down.push(n);
    for (const n of down.reverse()) this.game.play(n.move);
    this.tree.goTo(target);
    this.record.moves = this.tree.path().map((n) => n.move);
    return target;
  }

  /**
   * The ending at the node shown, or null. A resignation or agreed draw belongs to the position
   * where it was declared; a flag fall ends the whole game, whatever position is shown.
   */
  get ending() {
    const { ending } = this.record;
    if (ending?.reason === 'time-up') return ending;
    return ending && samePath(ending.at ?? [], this.record.moves) ? ending : null;
  }

  /** Ends the game at the node shown by the players' word ({ reason, winner }). */
  setEnding(ending) {
    this.record.ending = { ...ending, at: this.record.moves.slice() };
  }

  /** Forgets an ending that no longer has its node (taken back, or its variation removed). */
  dropEnding() {
    const { ending } = this.record;
    if (ending && this.tree.find(ending.at ?? []).ply !== (ending.at ?? []).length) delete this.record.ending;
  }

  /** The moves of the main line. */
  mainLine() {
    const out = [];
    for (let n = this.tree.root.children[0]; n; n = n.children[0]) out.push(n.move);
    return out;
  }
}
