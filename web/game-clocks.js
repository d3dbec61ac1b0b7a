// The clocks of the game shown (docs/page.md "Clocks"): a GameClock of the library
// (bindings/js/game-clock.js) for the record's time control, kept in the record (`timeControl`,
// and `clock`, the clock's saved state) so that it survives a reload. The board calls sync()
// whenever it has read the game (BoardApp.refresh): one ply more than last time is a move, which
// the clock charges; any other change (undo, another game) only hands the turn to the side to
// move, charging nothing and giving nothing back. A clock runs only while the game goes on, the
// page is visible and the AI is not paused; a flag fall ends the game ('time-up').
import { GameClock } from '../bindings/js/game-clock.js';
import { renderClocks, LOW_TIME_MS } from './clock-panel.js';

const TICK_MS = 250;
const LOW_TICK_MS = 100;

// What the AI keeps back from its own time for what its search's timer does not see: the trip
// to the engine's worker and back, a search that overruns its deadline by a few nodes' checks,
// a loaded machine whose worker thread waits for a core (the time manager itself keeps only
// 30 ms). 30 % of the time it could use, at least 400 ms and at most 1.5 s: on a 1.8 s byoyomi
// the search plans about 1.24 s, and on two cores shared with builds its answers came after
// 1.24-1.57 s (tests/browser/clocks.test.mjs prints them; a quarter kept back, min 250 ms, had
// let 1.5 s periods be answered after up to 1.43 s).
function reserve(ms) {
  return Math.min(1500, Math.max(400, ms * 0.3));
}

export class GameClocks {
  constructor(app) {
    this.app = app;
    this.clock = null; // the GameClock of `record`, or null when it plays without a clock
    this.record = null; // the record whose clock this is
    this.plies = 0; // the plies of the game when the clock last heard of it
    this.timer = null;
    this.onVisibility = () => this.visibilityChanged();
    // A reload or a closed tab saves the clock charged up to that moment (without a clock there
    // is nothing new to save: every move was saved as it was played).
    this.onPageHide = () => {
      if (!this.clock) return;
      this.store();
      if (this.app.game) this.app.save();
    };
    document.addEventListener('visibilitychange', this.onVisibility);
    window.addEventListener('pagehide', this.onPageHide);
  }

  static hidden() {
    return document.visibilityState === 'hidden';
  }

  /**
   * Brings the clock in step with the game shown. BoardApp.refresh() calls it once it has read the
   * rules' status, the history and the turn, and before it applies the record's ending.
   */
  sync() {
    const { app } = this;
    if (app.record !== this.record) this.open(app.record);
    const { clock } = this;
    if (!clock || this.browsing()) {
      // While an earlier position is read the clock stays with the game's latest one.
      this.run();
      this.render();
      return;
    }
    const plies = app.history.length;
    if (clock.turn === null) clock.start(app.turn);
    else if (plies === this.plies + 1 && clock.turn !== app.turn) clock.moved();
    else if (clock.turn !== app.turn) this.handTurn(app.turn);
    this.plies = plies;
    const flag = clock.flag;
    // A flag that fell (a late move counts for nothing) ends the game here, before the board reads
    // the ending; the rules' own ending, when the same move brought one, comes first.
    if (flag && !this.ending() && !app.status.over) {
      app.aiTurns.cancel();
      this.setEnding({ reason: 'time-up', winner: flag.winner });
      // Told once: after an undo the flag still stands and the ending comes back silently.
      if (!this.flagTold) queueMicrotask(() => app.emit('gameover', { status: app.status }));
    }
    this.flagTold = Boolean(flag);
    this.run();
    this.store();
    this.render();
  }

  /** The record's clock: restored (paused, so nothing is charged while the page was closed) or new. */
  open(record) {
    this.stopTimer();
    if (this.clock && this.record) {
      this.clock.pause();
      this.store();
    }
    this.record = record;
    this.clock = null;
    this.flagTold = true; // a restored flag was told before the reload
    this.plies = this.app.history.length;
    if (!record.timeControl) return;
    if (record.clock) {
      try {
        this.clock = GameClock.restore({ ...record.clock, paused: true });
      } catch {
        // A saved clock edited by hand or from another version: its time control starts afresh.
        this.clock = null;
      }
    }
    if (!this.clock) {
      try {
        this.clock = new GameClock(record.timeControl);
        this.clock.pause();
      } catch {
        delete record.timeControl;
        delete record.clock;
      }
    }
  }

  /** The game's ending by the players' word or the clock, as the session keeps it (or null). */
  ending() {
    return this.app.session.ending;
  }

  /** Ends the game on time without a new refresh (sync() runs inside one); flow.end() does the rest. */
  setEnding(ending) {
    this.app.session.setEnding(ending);
  }

  /** Gives the turn to `turn` without a move: the time used so far stays used. */
  handTurn(turn) {
    const saved = this.clock.toJSON();
    if (saved.flag) return;
    // The side that leaves the turn starts a fresh byoyomi period at its next one, as after a move.
    saved.sides[saved.turn - 1].used = 0;
    saved.turn = turn;
    this.clock = GameClock.restore(saved);
  }

  /**
   * Whether an earlier position of the game is shown (the move tree's node shown has moves after
   * it): the clocks then keep to the latest position, where the side to move thinks on its time.
   */
  browsing() {
    return Boolean(this.app.session.node?.children?.length);
  }

  /** Whether the clock should run now. */
  shouldRun() {
    const { app } = this;
    // The AI moves only at the end of the line shown: while the person reads, its clock waits.
    const aiWaits = this.browsing() && app.aiSide && this.clock.turn === app.ui.boardSide(app.aiSide, app.extras);
    return !app.status.over && !this.ending() && !GameClocks.hidden() && app.aiTurns.state !== 'paused' && !aiWaits && this.engineReady();
  }

  /**
   * Against the AI the clocks wait for the page's engine to start (a new page, a reload), so the
   * AI's first move does not pay for the worker's start; they start as soon as it is up.
   */
  engineReady() {
    const { app } = this;
    if (!app.aiSide || app.aiTurns.warm) return true;
    if (!this.waitingForEngine) {
      this.waitingForEngine = true;
      app.aiTurns.warmUp().then(() => {
        this.waitingForEngine = false;
        if (!this.clock || !app.game) return;
        this.run();
        this.store();
        this.render();
      });
    }
    return false;
  }

  /** Starts or stops the clock (and its display's timer) as the game's state asks. */
  run() {
    const { clock } = this;
    if (!clock) return;
    if (this.shouldRun()) clock.resume();
    else clock.pause();
    this.stopTimer();
    if (!clock.paused && !clock.flag) this.timer = setTimeout(() => this.tick(), this.nextTick());
  }

  nextTick() {
    const until = this.clock.msUntilFlag();
    const interval = until < LOW_TIME_MS + TICK_MS ? LOW_TICK_MS : TICK_MS;
    // Wake right after the flag would fall, so it falls on time rather than at the next tick.
    return Math.max(1, Math.min(interval, until + 1));
  }

  tick() {
    this.timer = null;
    if (!this.clock) return;
    if (this.endIfFlagged()) return;
    this.warnLowTime();
    this.render();
    this.run();
  }

  /** One low-time sound when a person's running clock drops under the warning line (again after a fresh byoyomi period). */
  warnLowTime() {
    const { app, clock } = this;
    const low = clock.msUntilFlag() < LOW_TIME_MS;
    this.lowWarned ??= { 1: false, 2: false };
    const side = clock.turn;
    if (low && !this.lowWarned[side] && side !== app.session.aiSide) app.display?.sounds.play('lowTime');
    this.lowWarned[side] = low;
  }

  /** A fallen flag ends the game with time-up: the other side wins. True when it did. */
  endIfFlagged() {
    const { app, clock } = this;
    const flag = clock?.flag;
    if (!flag || this.ending() || app.status.over) return false;
    this.flagTold = true;
    this.store();
    app.flow.end({ reason: 'time-up', winner: flag.winner });
    return true;
  }

  /** The AI paused or resumed (web/ai-turns.js): the clocks stop or go on with it, and show it. */
  aiPauseChanged() {
    if (!this.clock || !this.app.game) return;
    this.run();
    this.store();
    this.render();
  }

  visibilityChanged() {
    if (!this.clock || !this.app.game) return;
    this.run();
    this.store();
    this.app.save();
    this.render();
  }

  /** Keeps the clock's state in its record (charged up to now), for the session to save. */
  store() {
    if (this.clock && this.record) this.record.clock = this.clock.toJSON();
  }

  stopTimer() {
    clearTimeout(this.timer);
    this.timer = null;
  }

  render() {
    const { clock } = this;
    renderClocks(this.app, clock ? clock.read() : null, clock?.settings);
    const ds = this.app.root.dataset;
    ds.clock = !clock ? '' : clock.flag ? 'flag' : clock.paused ? 'paused' : 'running';
  }

  /**
   * The `clock` option of the engine's think() for the AI to move, keeping back a reserve for the
   * worker's round trip; null when the game has no clock.
   */
  thinkClock() {
    const { clock } = this;
    if (!clock || clock.flag) return null;
    const c = clock.thinkClock();
    const mover = (clock.turn ?? 1) - 1;
    if (c.byoyomi > 0 && c.time[mover] < 1.2 * c.byoyomi) {
      // In (or about to reach) byoyomi the search spends main time and the period: keep back part of both.
      const budget = c.time[mover] + c.byoyomi;
      const keep = reserve(budget);
      const fromMain = Math.min(c.time[mover], keep);
      c.time[mover] -= fromMain;
      c.byoyomi = Math.max(1, c.byoyomi - (keep - fromMain));
    } else {
      c.time[mover] = Math.max(1, c.time[mover] - reserve(c.time[mover]));
    }
    return c;
  }

  dispose() {
    this.stopTimer();
    this.store();
    document.removeEventListener('visibilitychange', this.onVisibility);
    window.removeEventListener('pagehide', this.onPageHide);
  }
}
