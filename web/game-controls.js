// The words of the game controls for the game shown: the New game form (side names, the
// opponent with the AI's levels and their measured strength when the library has the AI), the import help and record
// formats, and which game's button is pressed; the handicap and time-control choices fill
// themselves (web/handicap-chooser.js, web/time-controls.js).
import { aiAvailable } from './board-ai.js';
import { aiLevelLabel } from './ai-level-label.js';
import { labelHandicaps } from './handicap-chooser.js';
import { labelTimeControls } from './time-controls.js';

export function labelControls(app) {
  const { refs, t } = app;
  refs.sideFirst.textContent = `${t('first')} — ${app.sideName(1)}`;
  refs.sideSecond.textContent = `${t('second')} — ${app.sideName(2)}`;
  refs.sideSelect.value = String(app.record.side);
  labelHandicaps(app);
  labelTimeControls(app);
  const available = aiAvailable(app.game);
  refs.opponentLabel.hidden = !available;
  refs.opponentSelect.replaceChildren();
  const add = (value, text) => refs.opponentSelect.append(Object.assign(document.createElement('option'), { value, textContent: text }));
  add('human', t('human'));
  if (available) for (let n = 1; n <= 10; n++) add(`ai${n}`, aiLevelLabel(t, app.variant, n));
  refs.opponentSelect.value = available ? app.record.opponent : 'human';
  refs.ioHelp.textContent = t(app.ui.importHelp);
  app.recordIo.labelFormats();
  for (const b of refs.variants.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.variant === app.variant));
}
