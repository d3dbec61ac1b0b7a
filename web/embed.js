// Embedding the board in any page: `<regalia-board game="showgit" level="3">` or
// `mount(element, options)`. One module script tag loads it; the stylesheet is linked next to
// this file (style-src 'self' is enough) and the wasm is found relative to the package, so a host
// page under `script-src 'self' 'wasm-unsafe-eval'` needs nothing else.
import { BoardApp } from './board-app.js';

const STYLESHEET = new URL('./board.css', import.meta.url).href;

function ensureStylesheet(doc = document) {
  if (doc.querySelector(`link[rel="stylesheet"][href="${STYLESHEET}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = STYLESHEET;
  doc.head.append(link);
}

/**
 * Mounts a board in `element`. Options:
 *  - variant: 'showgit' (default) | 'sovereign'
 *  - position: a start position (SFEN / SCFEN)
 *  - lang: 'en' (default) | 'ko' | 'ar'
 *  - level: AI level 1–10 (docs/ai.md "Levels 1–10"): the AI plays the second player at that level
 *  - persist: a localStorage key to keep the game across reloads (default: not kept)
 *  - variantSwitch: show the SHOWGIT / Sovereign Chess switch (default false)
 * Resolves to the component (with .game, .undo(), .redo(), .flipBoard(), .setLanguage(), .dispose()).
 */
export async function mount(element, options = {}) {
  ensureStylesheet(element.ownerDocument);
  const app = new BoardApp(element, { variantSwitch: false, ...options });
  await app.start();
  return app;
}

export class RegaliaBoardElement extends HTMLElement {
  static get observedAttributes() {
    return ['lang'];
  }

  connectedCallback() {
    if (this.app || this.starting) return;
    const level = Number(this.getAttribute('level'));
    this.starting = mount(this, {
      variant: this.getAttribute('game') === 'sovereign' ? 'sovereign' : 'showgit',
      position: this.getAttribute('position') || null,
      lang: this.getAttribute('lang') || 'en',
      level: Number.isInteger(level) && level >= 1 && level <= 10 ? level : null,
      persist: this.getAttribute('persist') || false,
      variantSwitch: this.hasAttribute('switch'),
    }).then((app) => {
      this.app = app;
      return app;
    });
  }

  attributeChangedCallback(name, _old, value) {
    if (name === 'lang' && this.app && value && value !== this.app.lang) this.app.setLanguage(value);
  }

  disconnectedCallback() {
    this.app?.dispose();
    this.app = null;
    this.starting = null;
  }
}

if (!customElements.get('regalia-board')) customElements.define('regalia-board', RegaliaBoardElement);
