// The match runners' clocks: each side's time kept by the library's GameClock
// (bindings/js/game-clock.js) for a real time control — sudden death (`--time`), Fischer increment
// (`--time --inc`) or byoyomi (`--time --byoyomi`, one period) — and the time every engine took
// per move, in any mode. The clock runs only from `go` to `bestmove`: the runner's own work
// between moves (the referee, the next `position`) is charged to nobody. An engine that answers
// after its flag fell loses on time; at its flag it is sent `stop`.
import { GameClock } from '../../bindings/js/game-clock.js';
import { processRunMs, schedSnapshot, searcherRunMs } from './run_queue.mjs';

// The time control of `--time MS [--inc MS | --byoyomi MS]`: GameClock settings, or null without
// `--time` (then `--byoyomi` alone stays the runners' per-move limit, unenforced, as before).
export function clockFromArgs(num, fail) {
  const time = num('time', -1), inc = num('inc', 0), byoyomi = num('byoyomi', 0);
  if (time < 0) return null;
  if (inc > 0 && byoyomi > 0) fail('--inc and --byoyomi do not go together');
  if (byoyomi > 0) return { kind: 'byoyomi', time, byoyomi, periods: 1 };
  if (time === 0) fail('--time 0 needs --byoyomi');
  return inc > 0 ? { kind: 'fischer', time, increment: inc } : { kind: 'sudden-death', time };
}

export function describeClock(settings) {
  const s = (ms) => `${ms / 1000} s`;
  if (settings.kind === 'fischer') return `${s(settings.time)} + ${s(settings.increment)} increment`;
  if (settings.kind === 'byoyomi') return `${s(settings.time)} + ${s(settings.byoyomi)} byoyomi`;
  return `${s(settings.time)} sudden death`;
}

// One game's clocks. Sides are 1 (the first player: sente, Sovereign's P1) and 2; `btime` is
// side 1's main time in both engine protocols. The clocks belong to the players, who alternate;
// after Sovereign's pie-rule swap they sit on each other's side (swapSeats()), and since an engine
// reads `btime` (and a JS clock's `time[0]`) as the White side's, the pairs are then told the
// other way round.
export class MatchClock {
  #clock;
  #grace;
  #forgiven = 0;  // ms of overruns forgiven so far, taken off every reading of the time
  #swapped = false;

  // `grace` ms: the mover is told to stop as its flag falls, and an answer that comes at most that
  // long after does not lose on time; it is charged as if it had come as the flag fell. The same
  // for both sides, it measures play at the clock given, not an engine's time keeping: gpsusi
  // reads the byoyomi in whole seconds and thinks past it unless stopped, so a margin cannot
  // keep it on time.
  constructor(settings, firstSide = 1, grace = 0) {
    this.#grace = grace;
    this.#clock = new GameClock(settings, { now: () => performance.now() - this.#forgiven });
    this.#clock.start(firstSide);
    this.#clock.pause();
  }

  // `go` with both sides' main time, increments and the byoyomi, whole milliseconds. `margin`
  // ms are kept back from the mover, as a GUI's engine margin does for an engine that has no
  // option of its own for the delay between its answer and the clock (gpsusi spends its whole
  // byoyomi): the mover is told that much less main time, and less byoyomi (never under 1 ms),
  // while its clock keeps the true time.
  goCommand(margin = 0) {
    const c = this.#clock.thinkClock();
    if (margin > 0) {
      const mover = this.#clock.turn - 1;
      c.time[mover] = Math.max(0, c.time[mover] - margin);
      if (c.byoyomi) c.byoyomi = Math.max(1, c.byoyomi - margin);
    }
    this.#bySide(c);
    const ms = (x) => Math.max(0, Math.floor(x));
    let go = `go btime ${ms(c.time[0])} wtime ${ms(c.time[1])}`;
    if (c.increment[0] || c.increment[1]) go += ` binc ${ms(c.increment[0])} winc ${ms(c.increment[1])}`;
    if (c.byoyomi) go += ` byoyomi ${ms(c.byoyomi)}`;
    return go;
  }

  // Sovereign's swap: the players exchange sides (called once the swap is played; the clocks stay
  // with the players).
  swapSeats() {
    this.#swapped = !this.#swapped;
  }

  // A thinkClock() state with its pairs in side order (White's first), as the engines read them.
  #bySide(c) {
    if (this.#swapped) {
      c.time.reverse();
      c.increment.reverse();
    }
    return c;
  }

  // Runs the mover's clock around `ask(go, timeoutMs, clock)` (which sends the `go`, or passes
  // `clock`, GameClock.thinkClock()'s { time, increment, byoyomi }, to a JS engine's think(),
  // and resolves with the answer); `stop()` is called when the flag falls first. Resolves with
  // { line (the answer), ms (wall time from go to answer), left (ms the mover had), flag (or null),
  // ran ({ searcher, all }: ms the searching thread of process `pid`, and all its threads, were on
  // a core meanwhile; or null), forgiven
  // (true when the answer came after the flag but within the grace) }.
  async think(ask, stop, pid, margin = 0) {
    const before = pid ? schedSnapshot(pid) : null;
    const go = this.goCommand(margin);
    const state = this.#bySide(this.#clock.thinkClock());
    this.#clock.resume();
    const t0 = performance.now();
    const left = this.#clock.msUntilFlag();
    const timer = setTimeout(stop, left + 1);
    try {
      const line = await ask(go, left + 30000, state);
      const ms = performance.now() - t0;
      const forgiven = ms > left && ms - left <= this.#grace;
      if (forgiven) this.#forgiven += ms - left + 1;  // charged as if it came a millisecond before the flag
      this.#clock.pause();
      const after = before && schedSnapshot(pid);
      const ran = after ? { searcher: searcherRunMs(before, after), all: processRunMs(before, after) } : null;
      return { line, ms, left, flag: this.#clock.moved(), ran, forgiven };
    } finally {
      clearTimeout(timer);
    }
  }
}

// The time each engine used per move, and its losses on time.
export class MoveTimes {
  #game = [];

  constructor(names) {
    this.by = Object.fromEntries(names.map((n) => [n, { moves: 0, total: 0, max: 0, closest: Infinity, timeLosses: 0, forgiven: 0, ran: null }]));
  }

  // One move of `name`: `ms` taken, `left` the ms it had on its clock (Infinity without a clock),
  // `ran` { searcher, all }, the ms its searching thread and all its threads were on a core
  // meanwhile (null: not known), `forgiven` true
  // when it answered after its flag but within the grace (MatchClock).
  add(name, ms, left = Infinity, ran = null, forgiven = false) {
    let entry = `${Math.round(ms)}`;
    if (Number.isFinite(left)) entry += `/${Math.round(left)}`;
    if (ran !== null) entry += `/${Math.round(ran.searcher)}`;
    this.#game.push(entry);
    const t = this.by[name];
    t.moves += 1;
    t.total += ms;
    t.max = Math.max(t.max, ms);
    t.closest = Math.min(t.closest, left - ms);
    if (forgiven) t.forgiven += 1;
    if (ran !== null) {
      t.ran ??= { total: 0, all: 0, atLoss: [] };
      t.ran.total += ran.searcher;
      t.ran.all += ran.all;
      t.ran.last = `${Math.round(ran.searcher)} (all threads ${Math.round(ran.all)}) of ${Math.round(ms)} ms`;
    }
  }

  // The record line of the game's moves since the last call, one entry per move the engines
  // played (not the opening's): "times <ms taken>[/<ms it had>[/<ms on a core>]] ...".
  gameLine() {
    const line = `times ${this.#game.join(' ')}`;
    this.#game = [];
    return line;
  }

  lostOnTime(name) {
    const t = this.by[name];
    t.timeLosses += 1;
    if (t.ran) t.ran.atLoss.push(t.ran.last);
  }

  // "time per move: A mean 161 ms, max 190 ms (closest 8 ms to spare), 0 lost on time; B ..."
  summary(timed) {
    const parts = Object.entries(this.by).map(([name, t]) => {
      const mean = t.moves ? t.total / t.moves : 0;
      let s = `${name} mean ${mean.toFixed(0)} ms, max ${t.max.toFixed(0)} ms`;
      if (timed) s += ` (closest ${t.closest.toFixed(0)} ms to spare), ${t.timeLosses} lost on time`;
      if (t.forgiven) s += ` (${t.forgiven} answers after the flag within the grace)`;
      if (t.ran) {
        s += `, on a core ${(t.ran.total / t.moves).toFixed(0)} ms a move (all threads ${(t.ran.all / t.moves).toFixed(0)})`;
        if (t.ran.atLoss.length) s += ` (moves lost on time: ${t.ran.atLoss.join(', ')})`;
      }
      return s;
    });
    return `time per move: ${parts.join('; ')}`;
  }
}
