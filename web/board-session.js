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
import { LANGUAGES } from './i18n.js';
import { VARIANTS } from './game-uis.js';
import { MoveTree, treeOf } from './move-tree.js';

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
    this.keepTree();
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
    const game = regalia.newGame(variant, record.start ? { position: record.start } : {});
    // A flat game of an older save or a fresh record: one line, the moves then those to redo.
    const tree = record.tree ?? { moves: [...record.moves, ...(record.redo ?? []).slice().reverse()].map((move) => ({ move })) };
    delete record.redo;
    try {
      this.tree = new MoveTree(tree);
    } catch {
      // A tree spoilt by hand: the moves to the position shown, as one line.
      this.tree = new MoveTree({ moves: record.moves.map((move) => ({ move })) });
    }
    this.treeRecord = record;
    // A record's ending from before the tree held at the end of its moves.
    if (record.ending && !record.ending.at) record.ending.at = record.moves.slice();
    this.replayTree(game);
    this.tree.goTo(this.tree.find(record.moves));
    for (const n of this.tree.path()) game.play(n.move);
    record.moves = this.tree.path().map((n) => n.move);
    return game;
  }

  // Plays every branch of the tree on `game` (at the start; it ends there again), keeping each
  // move's object for the move list and dropping what the rules refuse. A loop, not recursion:
  // a line may be long.
  replayTree(game) {
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
        top.node.children.splice(top.next, 1); // illegal here, or a second copy of a sibling
        continue;
      }
      child.move = played.notation;
      child.info = played;
      top.next++;
      stack.push({ node: child, next: 0 });
    }
  }

  /** Shows `variant`: its game rebuilt from its record (a record that no longer loads: a fresh game). */
  open(regalia, variant) {
    this.keepTree();
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
