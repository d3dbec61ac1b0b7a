// How a game ends by the players' word and what follows (docs/page.md "Playing"): Resign, a draw
// by agreement (between two people the other person accepts or declines in the panel; against the
// AI the AI answers by a short search of its own), and Rematch / Swap sides from the game-over
// banner. The ending is kept in the session's record (saved with the game, written to exported
// records) and shown as the game's status; the rules' own endings still come from the library.
// The element's el.resign() and el.offerDraw() take the same paths as the buttons.
import { RegaliaError } from '../bindings/js/errors.js';

// The AI takes a draw when its score for itself is below this, in centipawns (docs/api.md
// "Scores"): it declines only when ahead. A third of a pawn in SHOWGIT (30 of the search's units,
// pawn = 90, x 100 / 90), a little under it in Sovereign Chess.
export const DRAW_ACCEPT_BELOW = Object.freeze({ showgit: 33, sovereign: 30 });
const DRAW_THINK_MS = 300;

/** The status an ending by the players' word stands for, shaped like the library's `status()`. */
export function endingStatus(ending) {
  const { reason, winner } = ending;
  const result = winner === 1 ? '1-0' : winner === 2 ? '0-1' : '1/2-1/2';
  return { over: true, result, winner, reason };
}

export class GameFlow {
  constructor(app) {
    this.app = app;
    this.asking = false; // the AI is weighing a draw offer
    this.answer = null; // el.offerDraw()'s resolve, until the offer is answered or lapses
  }

  /**
   * Whether Resign and Offer draw apply now: a game with moves or not, still going, at the end
   * of the line shown (an earlier position of the move tree is only being read).
   */
  get playable() {
    const { app } = this;
    return Boolean(app.game) && !app.status?.over && !app.session.node.children.length;
  }

  /** The board sides that may resign now: both between two people, the person's against the AI. */
  resigners() {
    const { app } = this;
    return app.aiSide ? [app.humanSide()] : [1, 2];
  }

  /** Resign: opens the question (who resigns, or cancel); the page never uses window.confirm. */
  askResign() {
    if (!this.playable) return;
    this.app.closeQuestions();
    this.app.refs.resignBox.hidden = false;
    this.app.renderFlow();
    this.app.refs.resignBox.querySelector('button').focus();
  }

  /** `side` (a board side, 1 moves first) resigns: the other side wins. */
  resign(side) {
    if (!this.playable || ![1, 2].includes(side)) return;
    this.end({ reason: 'resign', winner: 3 - side });
  }

  // Why the players' word cannot be taken now (el.resign(), el.offerDraw()): a RegaliaError, or null.
  refusal(method) {
    const { app } = this;
    if (!app.game || app.status?.over) return new RegaliaError('game-over', `${method}: the game is over`);
    if (app.session.node.children.length) {
      return new RegaliaError('not-now', `${method}: an earlier position of the game is shown; step to the end of its line first`);
    }
    return null;
  }

  /**
   * el.resign(side): `side` resigns (1 | 2); left out, the person's side against the AI, else the
   * side to move. Throws a RegaliaError and changes nothing when it cannot be done; returns the status.
   */
  resignFromApi(side) {
    const { app } = this;
    const refused = this.refusal('resign()');
    if (refused) throw refused;
    const resigner = side ?? (app.aiSide ? app.humanSide() : app.turn);
    if (resigner !== 1 && resigner !== 2) throw new RegaliaError('bad-argument', `resign(): side must be 1 or 2 (got ${String(side)})`);
    if (!this.resigners().includes(resigner)) throw new RegaliaError('bad-argument', `resign(): side ${resigner} is the AI's; only side ${app.humanSide()} may resign here`);
    this.resign(resigner);
    return app.status;
  }

  /**
   * el.offerDraw(): against the AI the AI answers; between two people the question shows on the
   * board for the other person. Resolves true when the draw is agreed (the game ends), false when
   * it is declined or the question is closed (a new game, the other game shown). Throws when no offer can be made now.
   */
  offerDrawFromApi() {
    const { app } = this;
    const refused = this.refusal('offerDraw()');
    if (refused) throw refused;
    if (this.asking || app.aiTurns.busy || this.answer) {
      throw new RegaliaError('not-now', 'offerDraw(): the AI is thinking, or an offer already waits for its answer');
    }
    this.offerDraw(); // it closes the questions open before it: the new offer's answer is kept after
    return new Promise((resolve) => {
      this.answer = resolve;
    });
  }

  // The answer to an offer made by el.offerDraw(), once.
  settleOffer(agreed) {
    const resolve = this.answer;
    this.answer = null;
    resolve?.(agreed);
  }

  /** Offer draw: between two people the other person answers; against the AI, the AI does. */
  offerDraw() {
    const { app } = this;
    if (!this.playable || this.asking || app.aiTurns.busy) return;
    app.closeQuestions();
    if (app.aiSide && app.aiTurns.available) {
      this.askAi();
      return;
    }
    app.refs.drawBox.hidden = false;
    app.refs.drawBox.querySelector('[data-action="accept-draw"]').focus();
  }

  acceptDraw() {
    if (!this.playable) return;
    this.settleOffer(true);
    this.end({ reason: 'agreement', winner: 0 });
  }

  declineDraw(byAi = false) {
    const { app } = this;
    app.closeQuestions();
    app.refs.flowMessage.textContent = app.t(byAi ? 'drawDeclinedAi' : 'drawDeclined');
  }

  /** The AI's answer: a short search of the position; the engine scores for the side to move. */
  async askAi() {
    const { app } = this;
    this.asking = true;
    app.renderButtons();
    app.refs.flowMessage.textContent = app.t('drawAsking');
    const expected = app.session.node;
    const variant = app.variant;
    let result = null;
    try {
      result = await app.aiTurns.evaluate(DRAW_THINK_MS);
    } finally {
      this.asking = false;
      app.renderButtons();
    }
    // The answer is for the position it was asked about only.
    if (!result?.score || app.variant !== variant || app.session.node !== expected || !this.playable) {
      app.refs.flowMessage.textContent = '';
      this.settleOffer(false);
      return;
    }
    const sign = app.turn === app.humanSide() ? -1 : 1;
    const { score } = result;
    const own = score.mate !== undefined && score.mate !== null
      ? sign * Math.sign(score.mate) * Infinity
      : sign * score.cp;
    app.root.dataset.aiDrawScore = String(own);
    if (own < DRAW_ACCEPT_BELOW[variant]) this.acceptDraw();
    else this.declineDraw(true);
  }

  end(ending) {
    const { app } = this;
    app.aiTurns.cancel();
    app.session.setEnding(ending);
    app.closeQuestions();
    app.refresh();
    // The question's button that had the focus is gone: the keyboard goes on at the banner.
    app.dom.querySelector('.rg-banner [data-action="rematch"]')?.focus();
    app.emit('gameover', { status: app.status });
  }

  /** A new game of the same variant, start position and opponent; `swap` exchanges the sides. */
  rematch(swap = false) {
    const { app } = this;
    const old = app.record;
    const side = swap ? 3 - old.side : old.side;
    app.aiTurns.cancel();
    app.session.records[app.variant] = {
      start: old.start, moves: [], side, opponent: old.opponent,
      flipped: swap && old.opponent.startsWith('ai') ? side === 2 : old.flipped,
      timeControl: old.timeControl ?? null, // the same clock, full again
    };
    app.switchVariant(app.variant);
  }
}
