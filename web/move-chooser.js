// The chooser over the board when one gesture fits several legal moves: promote or not
// (SHOWGIT), the promotion piece, or castling versus a king step (Sovereign). The game's own
// object (web/*-game-ui.js) gives the title and the words; this only shows them and waits.
export class MoveChooser {
  constructor(app) {
    this.app = app;
    this.open = null; // { finish } while shown
  }

  /** Shows the choices over the board; resolves to one of `moves` or null (Cancel, Escape). */
  choose(moves) {
    const { app } = this;
    const { refs, t } = app;
    const { title, options } = app.ui.choices(app, moves);
    return new Promise((resolve) => {
      const finish = (move) => {
        refs.chooser.hidden = true;
        refs.chooser.removeEventListener('keydown', onKey);
        this.open = null;
        refs.canvas.focus({ preventScroll: true });
        if (!move) app.redraw();
        resolve(move);
      };
      const onKey = (e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          finish(null);
        }
      };
      this.open = { finish };
      refs.chooserTitle.textContent = title;
      const buttons = options.map(([m, text]) => {
        const b = Object.assign(document.createElement('button'), { type: 'button', textContent: text });
        b.dataset.move = m.notation;
        const className = app.ui.choiceClass(m);
        if (className) b.className = className;
        b.addEventListener('click', () => finish(m));
        return b;
      });
      const cancel = Object.assign(document.createElement('button'), { type: 'button', textContent: t('cancel'), className: 'rg-cancel' });
      cancel.addEventListener('click', () => finish(null));
      refs.choices.replaceChildren(...buttons, cancel);
      refs.chooser.addEventListener('keydown', onKey);
      refs.chooser.hidden = false;
      buttons[0].focus();
    });
  }
}
