// The messages over the board (docs/page.md "Messages over the board"): one per subject, each
// shown while it applies and taken away by whoever knows it no longer does. A new message on a
// subject replaces the old one instead of adding to it. Subjects: 'attributes' (the element's
// refused attributes), 'dropped' (what a save had that could not be loaded), 'storage' (the
// browser refuses the save), 'other-tab' (another tab saved a different game) and 'ai' (the AI's
// engine stopped). Always text, never markup; a message may carry buttons.

export class BoardNotices {
  #element;
  #shown = new Map(); // subject -> { text, actions: [{ action, label, run }] }, in the order set

  /** `element`: the <p> over the board the messages are shown in. */
  constructor(element) {
    this.#element = element;
  }

  /** Shows `text` for `subject` (replacing its earlier message), with buttons `actions`; null clears it. */
  set(subject, text, actions = []) {
    if (!text) return this.clear(subject);
    this.#shown.delete(subject); // the newest message comes last
    this.#shown.set(subject, { text, actions });
    this.#render();
  }

  /** Takes away the message of `subject`, when there is one. */
  clear(subject) {
    if (!this.#shown.delete(subject)) return;
    this.#render();
  }

  has(subject) {
    return this.#shown.has(subject);
  }

  /** The subjects shown, oldest first (tests, the element's state). */
  get subjects() {
    return [...this.#shown.keys()];
  }

  #render() {
    const element = this.#element;
    const lines = [...this.#shown].map(([subject, { text, actions }]) => {
      const line = document.createElement('span');
      line.className = 'rg-notice-line';
      line.dataset.notice = subject;
      line.textContent = text;
      for (const { action, label, run } of actions) {
        const button = Object.assign(document.createElement('button'), { type: 'button', textContent: label });
        button.dataset.action = action;
        button.addEventListener('click', run);
        line.append(' ', button);
      }
      return line;
    });
    // A space between the lines keeps textContent (and a screen reader's reading) in words.
    element.replaceChildren(...lines.flatMap((line, i) => (i ? [' ', line] : [line])));
    element.hidden = lines.length === 0;
  }
}
