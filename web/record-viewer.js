// The record viewer's navigation model: a cursor in a record's move tree (importRecord's `tree`,
// docs/records.md "Variations"). No DOM and no rules here: the tree's moves were checked by the
// library when the record was read, and the viewer's DOM part (record-viewer-dom.js) asks the
// API for positions and notation.
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

export class RecordCursor {
  /** `tree`: importRecord's tree. The cursor starts at the start position. */
  constructor(tree) {
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
}
