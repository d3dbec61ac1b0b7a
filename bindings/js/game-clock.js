// A two-player game clock with no DOM: sudden death, Fischer increment and byoyomi with periods,
// per side. Time comes from an injectable `now()` (tests step it by hand); only the differences
// between two readings matter, so a clock restored after a reload is charged nothing for the gap
// (docs/api.md, "The game clock").
import { RegaliaError } from './errors.js';
import { badArgument, describe, isArray, isPlainObject, readOption } from './checks.js';

const KEYS = { 'sudden-death': ['kind', 'time'], fischer: ['kind', 'time', 'increment'], byoyomi: ['kind', 'time', 'byoyomi', 'periods'] };
const KINDS = Object.keys(KEYS);
const MAX_TIME = 24 * 3600 * 1000;  // a day per side is past any real game
const MAX_STEP = 3600 * 1000;  // increment or byoyomi period: an hour
const MAX_PERIODS = 100;
const SAVED_VERSION = 1;

const defaultNow = () => globalThis.performance.now();

// A number or [first player, second player]; `value` already read with readOption.
function perSide(value, name, { min, max, integer = false }) {
  let pair;
  try {
    pair = isArray(value) ? (value.length === 2 ? [value[0], value[1]] : null) : [value, value];
  } catch {
    pair = null;  // a Proxy array that throws on reading (hardening)
  }
  const ok = (x) => typeof x === 'number' && Number.isFinite(x) && x >= min && x <= max && (!integer || Number.isInteger(x));
  if (!pair || !pair.every(ok)) {
    throw badArgument(`clock ${name} must be ${integer ? 'a whole number' : 'milliseconds'} from ${min} to ${max}, or a pair of them [first player, second player]`, value);
  }
  return pair;
}

// Checks settings; returns them complete and per side: { kind, time, increment, byoyomi, periods }.
function readSettings(settings) {
  if (!isPlainObject(settings)) throw badArgument('clock settings must be an object', settings);
  const kind = readOption(settings, 'kind');
  if (!KINDS.includes(kind)) throw badArgument(`clock kind must be one of ${KINDS.map((k) => `'${k}'`).join(', ')}`, kind);
  const allowed = KEYS[kind];
  for (const key of Object.keys(settings)) {
    if (!allowed.includes(key)) throw badArgument(`a '${kind}' clock takes ${allowed.map((k) => `'${k}'`).join(', ')}, not '${key}'`, readOption(settings, key));
  }
  const option = (key, fallback) => {
    const v = readOption(settings, key);
    return v === undefined ? fallback : v;
  };
  const out = {
    kind,
    // Byoyomi alone (no main time) is a real control; the others need main time to start with.
    time: perSide(option('time', undefined), 'time', { min: kind === 'byoyomi' ? 0 : 1, max: MAX_TIME }),
    increment: kind === 'fischer' ? perSide(option('increment', undefined), 'increment', { min: 1, max: MAX_STEP }) : [0, 0],
    byoyomi: kind === 'byoyomi' ? perSide(option('byoyomi', undefined), 'byoyomi', { min: 1, max: MAX_STEP }) : [0, 0],
    periods: kind === 'byoyomi' ? perSide(option('periods', 1), 'periods', { min: 1, max: MAX_PERIODS, integer: true }) : [0, 0],
  };
  return out;
}

export class GameClock {
  #settings;
  #now;
  // Per side: main time left, byoyomi periods left (the current one included), and the time used
  // of the current period in this turn (a period starts afresh at every move).
  #sides;
  #turn = null;  // 1 | 2 while started; null before start()
  #paused = false;
  #since = 0;  // now() when the running side's time last started counting
  #flag = null;

  /**
   * settings: { kind: 'sudden-death', time } | { kind: 'fischer', time, increment } |
   * { kind: 'byoyomi', time, byoyomi, periods = 1 }, each a number of ms (periods: a count) or a
   * pair [first player, second player]. options.now: a monotonic time source in ms.
   */
  constructor(settings, { now = defaultNow } = {}) {
    if (typeof now !== 'function') throw badArgument("clock option 'now' must be a function returning milliseconds", now);
    this.#now = now;
    this.#settings = readSettings(settings);
    this.#sides = [0, 1].map((i) => ({ main: this.#settings.time[i], periods: this.#settings.periods[i], used: 0 }));
  }

  #read() {
    const t = this.#now();
    if (typeof t !== 'number' || !Number.isFinite(t)) throw new RegaliaError('bad-clock-source', `the clock's now() must return a finite number, got ${describe(t)}`);
    return t;
  }

  // Charges `elapsed` ms to side index i; true when its flag falls.
  #charge(side, i, elapsed) {
    const fromMain = Math.min(side.main, elapsed);
    side.main -= fromMain;
    const rest = elapsed - fromMain;
    if (this.#settings.kind !== 'byoyomi') return side.main <= 0;
    if (side.main > 0) return false;
    const period = this.#settings.byoyomi[i];
    side.used += rest;
    while (side.periods > 0 && side.used >= period) {
      side.used -= period;
      side.periods -= 1;
    }
    if (side.periods === 0) side.used = 0;
    return side.periods === 0;
  }

  // Brings the running side up to now() and, when its time is gone, stops the clock with the flag.
  #update() {
    if (this.#turn === null || this.#paused || this.#flag) return;
    const t = this.#read();
    const i = this.#turn - 1;
    const fell = this.#charge(this.#sides[i], i, Math.max(0, t - this.#since));
    this.#since = t;
    if (fell) this.#flag = { reason: 'time-up', side: this.#turn, winner: 3 - this.#turn };
  }

  /** Starts the clock of `side` (1 or 2: in a handicap game the giver, 2, moves first). */
  start(side = 1) {
    if (side !== 1 && side !== 2) throw badArgument('the side to start must be 1 or 2', side);
    if (this.#turn !== null) throw new RegaliaError('clock-started', 'this clock was already started');
    this.#since = this.#read();
    this.#turn = side;
  }

  /**
   * The side to move has moved: its time is charged (a move after its flag fell does not count),
   * it gets its increment or a fresh byoyomi period, and the other side's clock runs. Returns the
   * flag, or null. While paused the sides switch with nothing charged.
   */
  moved() {
    if (this.#turn === null) throw new RegaliaError('clock-not-started', 'start() the clock before the first move');
    this.#update();
    if (this.#flag) return this.flag;
    const i = this.#turn - 1;
    const side = this.#sides[i];
    side.main += this.#settings.increment[i];
    side.used = 0;
    this.#turn = 3 - this.#turn;
    if (!this.#paused) this.#since = this.#read();
    return null;
  }

  /** Stops the running clock (a hidden page, a game that ended); resume() continues it. */
  pause() {
    this.#update();
    this.#paused = true;
  }

  resume() {
    if (!this.#paused) return;
    this.#paused = false;
    this.#since = this.#read();
  }

  /** 1 or 2: whose clock runs (or would run when paused); null before start(). */
  get turn() {
    return this.#turn;
  }

  get paused() {
    return this.#paused;
  }

  /** null, or { reason: 'time-up', side (whose time ran out), winner } once a flag has fallen. */
  get flag() {
    this.#update();
    return this.#flag && { ...this.#flag };
  }

  /**
   * What to show: { turn, paused, flag, sides: [first player, second player] }, each side
   * { main (ms of main time left), period (ms left of the current byoyomi period, 0 with other
   * controls), periods (byoyomi periods left) }.
   */
  read() {
    this.#update();
    const sides = this.#sides.map((s, i) => ({
      main: s.main,
      period: s.periods > 0 ? this.#settings.byoyomi[i] - s.used : 0,
      periods: s.periods,
    }));
    return { turn: this.#turn, paused: this.#paused, flag: this.flag, sides };
  }

  /** Ms until the running side's flag falls (for a timer); Infinity when no clock runs. */
  msUntilFlag() {
    this.#update();
    if (this.#turn === null || this.#paused || this.#flag) return Infinity;
    const i = this.#turn - 1;
    const s = this.#sides[i];
    return s.main + s.periods * this.#settings.byoyomi[i] - s.used;
  }

  /**
   * The `clock` option of think() for the side to move: { time: [ms, ms], increment: [ms, ms],
   * byoyomi }. Byoyomi is what is left of the mover's current period: the search's time manager
   * knows one period, so the AI never plans to spend a period; the others stay a safety margin.
   */
  thinkClock() {
    this.#update();
    const mover = (this.#turn ?? 1) - 1;
    const s = this.#sides[mover];
    return {
      time: this.#sides.map((side) => side.main),
      increment: this.#settings.increment.slice(),
      byoyomi: s.periods > 0 ? this.#settings.byoyomi[mover] - s.used : 0,
    };
  }

  /** The settings, each value as a pair [first player, second player]. */
  get settings() {
    return Object.fromEntries(KEYS[this.#settings.kind].map((key) => [key, structuredClone(this.#settings[key])]));
  }

  /**
   * A plain object for storage (JSON-safe). Time is charged up to this call; GameClock.restore()
   * counts from the moment it restores, so time while the page was closed is not charged.
   */
  toJSON() {
    this.#update();
    return {
      version: SAVED_VERSION,
      settings: this.settings,
      sides: this.#sides.map((s) => ({ ...s })),
      turn: this.#turn,
      paused: this.#paused,
      flag: this.#flag && { ...this.#flag },
    };
  }

  /** A clock from toJSON()'s object; anything malformed throws a RegaliaError ('bad-argument'). */
  static restore(saved, options) {
    if (!isPlainObject(saved)) throw badArgument('a saved clock must be an object', saved);
    if (readOption(saved, 'version') !== SAVED_VERSION) throw badArgument(`a saved clock must have version ${SAVED_VERSION}`, readOption(saved, 'version'));
    const clock = new GameClock(readOption(saved, 'settings'), options);
    const settings = clock.#settings;
    const sides = readOption(saved, 'sides');
    if (!isArray(sides) || sides.length !== 2) throw badArgument('a saved clock needs two sides', sides);
    clock.#sides = [0, 1].map((i) => {
      const s = sides[i];
      if (!isPlainObject(s)) throw badArgument(`saved clock side ${i + 1} must be an object`, s);
      const num = (key, max, integer = false) => {
        const v = readOption(s, key);
        if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > max || (integer && !Number.isInteger(v))) {
          throw badArgument(`saved clock side ${i + 1} '${key}' must be a number from 0 to ${max}`, v);
        }
        return v;
      };
      // Increments may have raised the main time above its start: bounded by a day plus them.
      return { main: num('main', MAX_TIME * 2), periods: num('periods', settings.periods[i], true), used: num('used', settings.byoyomi[i]) };
    });
    const turn = readOption(saved, 'turn');
    if (turn !== null && turn !== 1 && turn !== 2) throw badArgument('a saved clock turn must be 1, 2 or null', turn);
    const paused = readOption(saved, 'paused');
    if (typeof paused !== 'boolean') throw badArgument('a saved clock paused must be true or false', paused);
    const flag = readOption(saved, 'flag');
    if (flag !== null) {
      const side = isPlainObject(flag) ? readOption(flag, 'side') : undefined;
      if ((side !== 1 && side !== 2) || readOption(flag, 'reason') !== 'time-up') throw badArgument("a saved clock flag must be null or { reason: 'time-up', side }", flag);
      clock.#flag = { reason: 'time-up', side, winner: 3 - side };
    }
    clock.#turn = turn;
    clock.#paused = paused;
    clock.#since = clock.#read();
    return clock;
  }
}
