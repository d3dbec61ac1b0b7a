// The sounds of play, synthesised with the Web Audio API (no audio files): a move, a capture,
// check, the game's end and low time (docs/page.md "Sound"). Browsers let a page make sound only
// after a user gesture, so the AudioContext is created (or resumed) only after one: until then
// every sound is silently skipped, and no context exists to draw an autoplay warning.
//
// Making the context holds the main thread: tens of ms, up to seconds in a browser whose audio
// service is not up yet. So no input event makes it: the first sound after a gesture (or the
// sound switch turned on) has it made in a task after the frame that shows the move, and plays
// then; a press that only starts the AI's turn leaves it for the AI's move.
import { RegaliaError } from '../bindings/js/errors.js';

let shared = null; // one AudioContext for every board of the page
let starting = null; // the context's making, once asked for: resolves to it (or null)
let gestured = false; // a press or a key came: the page may make sound

// `run` once, in a task after the next frame; a hidden page, which draws no frames, after a moment.
function afterNextFrame(run) {
  let done = false;
  const once = () => {
    if (!done) run();
    done = true;
  };
  globalThis.requestAnimationFrame?.(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

function makeContext() {
  const Context = globalThis.AudioContext ?? globalThis.webkitAudioContext;
  if (!Context) return null;
  try {
    shared = new Context();
  } catch {
    starting = null; // refused (too many contexts, say): the next sound tries again
  }
  return shared;
}

/** The names `play()` takes. */
export const SOUND_NAMES = ['move', 'capture', 'check', 'gameEnd', 'lowTime'];

// Whether the event being handled is a user gesture (navigator.userActivation where the browser
// has it): creating a context outside one would start it suspended, with a console warning.
function inGesture() {
  const activation = globalThis.navigator?.userActivation;
  return !activation || activation.isActive;
}

// A tone: `type` wave from `from` Hz gliding to `to` Hz, starting `at` s from now, `length` s long.
function tone(ctx, { type = 'sine', from, to = from, at = 0, length, volume }) {
  const start = ctx.currentTime + at;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, start);
  osc.frequency.exponentialRampToValueAtTime(to, start + length);
  gain.gain.setValueAtTime(volume, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + length + 0.02);
}

// A burst of filtered noise: the knock of a piece set down on wood.
function knock(ctx, { at = 0, length, volume, pitch }) {
  const start = ctx.currentTime + at;
  const frames = Math.ceil(ctx.sampleRate * length);
  const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** 3;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = pitch;
  filter.Q.value = 1.2;
  const gain = ctx.createGain();
  gain.gain.value = volume;
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start(start);
}

const VOICES = {
  move: (ctx) => {
    knock(ctx, { length: 0.07, volume: 1.4, pitch: 1400 });
    tone(ctx, { type: 'triangle', from: 420, to: 260, length: 0.06, volume: 0.12 });
  },
  capture: (ctx) => {
    knock(ctx, { length: 0.09, volume: 1.6, pitch: 900 });
    knock(ctx, { at: 0.07, length: 0.1, volume: 1.3, pitch: 600 });
    tone(ctx, { type: 'triangle', from: 300, to: 160, length: 0.12, volume: 0.14 });
  },
  check: (ctx) => {
    knock(ctx, { length: 0.07, volume: 1.2, pitch: 1400 });
    tone(ctx, { from: 880, at: 0.02, length: 0.11, volume: 0.16 });
    tone(ctx, { from: 1175, at: 0.13, length: 0.16, volume: 0.16 });
  },
  gameEnd: (ctx) => {
    [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => tone(ctx, { type: 'triangle', from: f, at: i * 0.13, length: 0.34, volume: 0.18 }));
  },
  lowTime: (ctx) => {
    tone(ctx, { type: 'square', from: 1320, at: 0, length: 0.05, volume: 0.05 });
    tone(ctx, { type: 'square', from: 1320, at: 0.16, length: 0.05, volume: 0.05 });
  },
};

/** One board's sounds: a mute switch over the page's shared AudioContext. */
export class BoardSounds {
  constructor({ muted = false } = {}) {
    this.muted = muted;
    this.lastPlayed = null; // the last sound made, for tests (tests/browser/display.test.mjs)
  }

  /** 'none' until the first sound after a gesture made the context, then its state ('running', ...). */
  get state() {
    return shared?.state ?? 'none';
  }

  /** Called from a user gesture: sound may start (resumed at once if the context waits for one). */
  unlock() {
    if (!inGesture()) return;
    gestured = true;
    if (!this.muted && shared?.state === 'suspended') shared.resume().catch(() => {});
  }

  /** Has the context made after the next frame, once a gesture came (the sound switch turned on); resolves to it or null. */
  start() {
    if (!gestured || this.muted) return Promise.resolve(shared);
    starting ??= new Promise((resolve) => afterNextFrame(() => resolve(makeContext())));
    return starting;
  }

  /**
   * Plays one of SOUND_NAMES ('lowTime' is for the clocks to call); returns whether it sounds
   * (the first one once the context is made). Muted, before any gesture, or without Web Audio it
   * does nothing.
   */
  play(name) {
    const voice = VOICES[name];
    if (!voice) throw new RegaliaError('bad-argument', `sound must be one of ${SOUND_NAMES.map((n) => `'${n}'`).join(', ')}, not ${JSON.stringify(String(name).slice(0, 40))}`);
    if (this.muted) return false;
    if (!shared) {
      if (!gestured) return false;
      this.start().then((context) => {
        if (context && !this.muted) this.#sound(name);
      });
      return true;
    }
    if (shared.state === 'closed') return false;
    this.#sound(name);
    return true;
  }

  #sound(name) {
    VOICES[name](shared);
    this.lastPlayed = name;
  }
}
