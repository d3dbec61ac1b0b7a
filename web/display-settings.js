// How one board looks and sounds: its piece set per game (web/piece-sets.js) and its sounds
// (web/sound.js) with the mute switch, both chosen in the toolbar or through the element's
// `pieces` and `muted` settings, and kept beside the game in localStorage (the board's persist
// key + '.display'). Sounds follow the board's own `move` and `gameover` events, so playing a
// move needs no hook of its own (docs/page.md "Piece sets" and "Sound"). The sounds' module comes
// after the first board (loadSounds); until then the board is silent, as before any gesture.
import { PIECE_SETS, choosePieceSet, checkedPieceSets } from './piece-sets.js';

// The sounds before web/sound.js is loaded: none made, no AudioContext.
class NoSounds {
  constructor(muted) {
    this.muted = muted;
    this.lastPlayed = null;
    this.unlocked = false; // a gesture came: the real sounds unlock at once when they arrive
  }

  get state() {
    return 'none';
  }

  unlock() {
    this.unlocked = true;
  }

  start() {
    return Promise.resolve(null);
  }

  play() {
    return false;
  }
}

export class DisplaySettings {
  /** `pieces`: a set's name from the element (null: the saved or default sets); `muted`: true, false or null (the saved choice). */
  constructor(app, { pieces = null, muted = null } = {}) {
    this.app = app;
    const saved = this.load();
    this.sets = checkedPieceSets(saved.pieces);
    if (pieces) this.sets = choosePieceSet(this.sets, pieces);
    this.sounds = new NoSounds(muted ?? saved.muted === true); // web/sound.js's BoardSounds once loaded
    this.events = new AbortController();
  }

  /** Loads the sounds (web/sound.js) once; a failed load is tried again at the next call. */
  loadSounds() {
    this.soundsLoading ??= import('./sound.js').then(({ BoardSounds }) => {
      const waiting = this.sounds;
      this.sounds = new BoardSounds({ muted: waiting.muted });
      if (waiting.unlocked) this.sounds.unlock(); // still within the gesture's activation, or skipped
    }, () => {
      this.soundsLoading = null;
    });
    return this.soundsLoading;
  }

  get key() {
    return this.app.session.persist ? `${this.app.session.persist}.display` : null;
  }

  load() {
    try {
      return (this.key && JSON.parse(localStorage.getItem(this.key) ?? 'null')) || {};
    } catch {
      return {}; // a broken or blocked store only means the defaults
    }
  }

  save() {
    if (!this.key) return;
    try {
      localStorage.setItem(this.key, JSON.stringify({ pieces: this.sets, muted: this.sounds.muted }));
    } catch {
      // Storage full or blocked: the choice simply is not kept.
    }
  }

  /** The set of the game shown. */
  get pieceSet() {
    return this.sets[this.app.variant];
  }

  get muted() {
    return this.sounds.muted;
  }

  /** Wires the toolbar's controls, the gestures that may start sound, and the sounds of play. */
  attach() {
    const { app } = this;
    const { refs } = app;
    const signal = this.events.signal;
    refs.pieceSelect.addEventListener('change', () => this.choosePieces(refs.pieceSelect.value, app.variant), { signal });
    refs.soundToggle.addEventListener('change', () => this.setMuted(!refs.soundToggle.checked), { signal });
    // A press or a key inside the board is a gesture: only then may the AudioContext start.
    for (const type of ['pointerdown', 'pointerup', 'keydown']) app.dom.addEventListener(type, () => this.sounds.unlock(), { capture: true, signal });
    app.root.addEventListener('move', (e) => {
      if (app.status?.over) return; // the game's end sounds instead (gameover follows)
      const { move } = e.detail;
      this.sounds.play(app.checkSquare ? 'check' : move.captured ? 'capture' : 'move');
    }, { signal });
    app.root.addEventListener('gameover', () => this.sounds.play('gameEnd'), { signal });
  }

  /** Shows the choices of the game shown in the language shown, and hands its set to the view. */
  render() {
    const { app } = this;
    const { refs } = app;
    refs.pieceSelect.replaceChildren(...PIECE_SETS[app.variant].map((name) => {
      const option = Object.assign(document.createElement('option'), { value: name, textContent: app.t(`pieceSet_${name}`) });
      option.selected = name === this.pieceSet;
      return option;
    }));
    refs.soundToggle.checked = !this.muted;
    if (app.view) app.view.pieceSet = this.pieceSet;
  }

  /**
   * Chooses the set `name` for `variant` (the toolbar: the game shown), or for every game that has
   * it (the element's `pieces`); throws bad-argument for a name no game has.
   */
  choosePieces(name, variant = null) {
    const chosen = choosePieceSet(this.sets, name);
    this.sets = variant ? { ...this.sets, [variant]: chosen[variant] } : chosen;
    this.save();
    this.render();
    if (this.app.game) {
      this.app.panel.render(); // the hands draw their pieces in the set too
      this.app.redraw();
    }
  }

  setMuted(muted) {
    this.sounds.muted = Boolean(muted);
    if (!this.sounds.muted) {
      this.sounds.unlock(); // the toggle's own click is a gesture
      this.sounds.start(); // and asks for sound: the context is made after this frame
    }
    this.save();
    this.render();
  }

  dispose() {
    this.events.abort();
  }
}
