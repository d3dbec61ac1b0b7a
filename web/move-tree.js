// A move tree and the node shown in it: the record viewer's navigation model and the page's game
// record (docs/page.md "Reading the game"). Its shape in and out is importRecord's `tree`
// (docs/records.md "Variations"). No DOM and no rules here: the record viewer's tree was checked
// by the library when the record was read, and the page's session (board-session.js) replays
// every branch on the library's game before it shows one.
//
// The tree is turned into nodes with parents and children: children[0] continues the line the
// record wrote first, children[1..] are the variations at that point. Each node remembers which
// child was last chosen, so that stepping back and forward again follows the variation chosen.

/** A node: the start (move null) or a move of the tree. */
function node(move, parent) {
  return {
    move: move?.move ?? null, // notation ('7g7f'), null at the start
    comment: move?.comment ?? '',
    before: '', // a variation's comment before its first move (PGN), on that move's node
    time: move?.time ?? null,
    result: null, // the ending of the line this node ends, if any
    winner: 0,
    parent,
    children: [],
    chosen: 0,
    ply: parent ? parent.ply + 1 : 0,
    info: null, // the page's move object (game.play()'s answer) for its move text; never saved
  };
}

/**
 * The nodes of a tree, from its root. Lines are walked with an explicit stack, so a long main
 * line or deep variations cost no call depth.
 */
export function treeNodes(tree) {
  const root = node(null, null);
  root.comment = tree.comment ?? '';
  // Each entry: a line's moves to hang under `parent`, and the line's ending.
  const pending = [{ moves: tree.moves ?? [], parent: root, result: tree.result ?? null, winner: tree.winner ?? 0, before: '' }];
  while (pending.length) {
    const { moves, parent, result, winner, before } = pending.pop();
    let at = parent;
    moves.forEach((move, i) => {
      const child = node(move, at);
      if (i === 0) child.before = before;
      at.children.push(child);
      // A move's variations replace it: they hang beside it, under the same parent, after this
      // line's node (children[0] stays the line written first). Queued in reverse, they are
      // added in the record's order.
      const variations = move.variations ?? [];
      for (let k = variations.length - 1; k >= 0; k--) {
        const v = variations[k];
        pending.push({ moves: v.moves, parent: at, result: v.result ?? null, winner: v.winner ?? 0, before: v.comment ?? '' });
      }
      at = child;
      if (i === moves.length - 1) {
        at.result = result;
        at.winner = winner;
      }
    });
    if (moves.length === 0) {
      at.result = result;
      at.winner = winner;
    }
  }
  return root;
}

/**
 * The tree of `root` in importRecord's shape ({ comment, moves: [{ move, comment, time,
 * variations }], result, winner }), the inverse of treeNodes: what exportRecord's `tree` option
 * takes and what the page saves. Lines are walked in a loop; only variations nest calls.
 */
export function treeOf(root) {
  const line = (first, parent, comment) => {
    const moves = [];
    let at = parent;
    let last = parent;
    for (let n = first; n; at = n, n = n.children[0]) {
      // A move's alternatives are its later siblings; a variation's first move keeps none.
      const variations = at.children[0] === n ? at.children.slice(1).map((v) => line(v, at, v.before)) : [];
      moves.push({ move: n.move, comment: n.comment, time: n.time, variations });
      last = n;
    }
    return { comment, moves, result: last.result, winner: last.winner };
  };
  return line(root.children[0] ?? null, root, root.comment);
}

export class MoveTree {
  /** `tree`: importRecord's tree (or { moves: [] }). The tree starts at the start position. */
  constructor(tree = { moves: [] }) {
    this.root = treeNodes(tree);
    this.current = this.root;
  }

  get ply() {
    return this.current.ply;
  }

  /** The nodes from the first move to the current one. */
  path() {
    const out = [];
    for (let n = this.current; n.parent; n = n.parent) out.push(n);
    return out.reverse();
  }

  /** The line shown: the path to the current node, then the chosen continuation to its end. */
  line() {
    const out = this.path();
    for (let n = this.current; n.children.length; ) {
      n = n.children[Math.min(n.chosen, n.children.length - 1)];
      out.push(n);
    }
    return out;
  }

  first() {
    return this.goTo(this.root);
  }

  previous() {
    return this.goTo(this.current.parent ?? this.current);
  }

  next() {
    const { children, chosen } = this.current;
    return children.length ? this.goTo(children[Math.min(chosen, children.length - 1)]) : this.current;
  }

  last() {
    const line = this.line();
    return this.goTo(line.length ? line[line.length - 1] : this.root);
  }

  /** Goes to move `ply` of the shown line (0 = the start), clamped to the line. */
  goToPly(ply) {
    const line = this.line();
    const n = Math.max(0, Math.min(line.length, Math.trunc(Number(ply)) || 0));
    return this.goTo(n === 0 ? this.root : line[n - 1]);
  }

  /** Goes to a node of this tree; the parents on its way remember it as their choice. */
  goTo(target) {
    for (let n = target; n.parent; n = n.parent) n.parent.chosen = n.parent.children.indexOf(n);
    this.current = target;
    return target;
  }

  /** The moves that can follow the current node (more than one: a variation starts here). */
  alternatives() {
    return this.current.children;
  }

  /** Plays alternative `k` of the next move and remembers the choice. */
  choose(k) {
    const child = this.current.children[k];
    return child ? this.goTo(child) : this.current;
  }

  /** Replaces the current move by its sibling `delta` places away (another variation of it). */
  switchVariation(delta) {
    const parent = this.current.parent;
    if (!parent || parent.children.length < 2) return this.current;
    const k = parent.children.indexOf(this.current) + delta;
    return k >= 0 && k < parent.children.length ? this.goTo(parent.children[k]) : this.current;
  }

  // ---- editing (the page's record) ----

  /** The child of the current node that plays `move`, made (after its siblings) when it is new; goes there. */
  add(move) {
    const child = this.current.children.find((c) => c.move === move) ?? node({ move }, this.current);
    if (!this.current.children.includes(child)) this.current.children.push(child);
    return this.goTo(child);
  }

  /** The first move of the innermost variation `n` lies in, or null on the main line. */
  variationStart(n = this.current) {
    for (; n.parent; n = n.parent) if (n.parent.children[0] !== n) return n;
    return null;
  }

  /** Makes the line through `n` the main line: at every fork on its way it becomes the first child. */
  promote(n = this.current) {
    for (; n.parent; n = n.parent) {
      const siblings = n.parent.children;
      siblings.splice(siblings.indexOf(n), 1);
      siblings.unshift(n);
    }
    return this.goTo(this.current);
  }

  /**
   * Removes the innermost variation the current node lies in (its first move and all that
   * follows) and goes to the position before it; the main line cannot be removed (null).
   */
  removeVariation() {
    const start = this.variationStart();
    if (!start) return null;
    this.goTo(start.parent);
    return this.remove(start);
  }

  /** Cuts `n` and all that follows it off the tree (the current node must not be among them). */
  remove(n) {
    const { parent } = n;
    parent.children.splice(parent.children.indexOf(n), 1);
    parent.chosen = 0;
    return n;
  }

  /** The node reached from the start by `moves` (notations), as far as the tree has them. */
  find(moves) {
    let n = this.root;
    for (const move of moves) {
      const child = n.children.find((c) => c.move === move);
      if (!child) break;
      n = child;
    }
    return n;
  }
}
