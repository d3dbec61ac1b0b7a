// The words of the game controls for the game shown: the New game form (side names, the
// opponent with the AI's levels when the library has the AI), the import help and record
// formats, and which game's button is pressed.
import { aiAvailable } from './board-ai.js';

export function labelControls(app) {
  const { refs, t } = app;
  refs.sideFirst.textContent = `${t('first')} — ${app.sideName(1)}`;
  refs.sideSecond.textContent = `${t('second')} — ${app.sideName(2)}`;
  refs.sideSelect.value = String(app.record.side);
  const available = aiAvailable(app.game);
  refs.opponentLabel.hidden = !available;
  refs.opponentSelect.replaceChildren();
  const add = (value, text) => refs.opponentSelect.append(Object.assign(document.createElement('option'), { value, textContent: text }));
  add('human', t('human'));
  if (available) for (let n = 1; n <= 10; n++) add(`ai${n}`, t('aiLevel', { n }));
  refs.opponentSelect.value = available ? app.record.opponent : 'human';
  refs.ioHelp.textContent = t(app.ui.importHelp);
  app.recordIo.labelFormats();
  for (const b of refs.variants.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.variant === app.variant));
}
