// The handicap choice of the New game form (docs/page.md "Handicaps"): the handicaps the library
// lists for the game shown (regalia.handicaps(): SHOWGIT's 手合割, none for Sovereign Chess), each
// named in the page's language. A handicap game starts from the library's position for it, where
// the giver (the second player, who plays without the pieces taken off) moves first; the form
// then names the sides by their role, and the panel says which handicap the game shown has.

const shownRecord = new WeakMap(); // the record the form last showed

function handicapsOf(app) {
  return app.regalia.handicaps(app.variant);
}

/** The name of handicap `id` in the page's language (the library's English name as a fallback). */
export function handicapName(app, handicap) {
  const key = `handicap_${handicap.id.replace(/-/g, '_')}`;
  const text = app.t(key);
  return text === key ? handicap.name.en : text;
}

/** The handicap a game starting from `start` (an SFEN, or null) plays, or null for an even game. */
export function handicapOfStart(app, start) {
  if (!start) return null;
  return handicapsOf(app).find((h) => h.position === start) ?? null;
}

/** Fills the handicap choice (hidden when the game has none) with the shown game's as chosen. */
export function labelHandicaps(app) {
  const { refs, t } = app;
  const list = handicapsOf(app);
  const kept = refs.handicapSelect.value;
  refs.handicapLabel.hidden = list.length === 0;
  const option = (value, text) => Object.assign(document.createElement('option'), { value, textContent: text });
  refs.handicapSelect.replaceChildren(option('none', t('handicapNone')), ...list.map((h) => option(h.id, handicapName(app, h))));
  // As the time control (web/time-controls.js): the record's handicap when another record is
  // shown, else what the person chose.
  if (shownRecord.get(refs.handicapSelect) === app.record && kept) refs.handicapSelect.value = kept;
  else refs.handicapSelect.value = handicapOfStart(app, app.record.start)?.id ?? 'none';
  if (!refs.handicapSelect.value) refs.handicapSelect.value = 'none';
  shownRecord.set(refs.handicapSelect, app.record);
  labelRoles(app);
}

/** The "You play" choice names the roles with a handicap: the taker (first player) or the giver, who moves first. */
export function labelRoles(app) {
  const { refs, t } = app;
  const handicap = refs.handicapSelect.value !== 'none' && !refs.handicapLabel.hidden;
  refs.sideFirst.textContent = `${t(handicap ? 'handicapTaker' : 'first')} — ${app.sideName(1)}`;
  refs.sideSecond.textContent = `${t(handicap ? 'handicapGiver' : 'second')} — ${app.sideName(2)}`;
}

/** The start position the form asks for: the chosen handicap's, or null for the standard start. */
export function chosenStart(app) {
  const { refs } = app;
  if (refs.handicapLabel.hidden) return null;
  return handicapsOf(app).find((h) => h.id === refs.handicapSelect.value)?.position ?? null;
}

/** The panel's line on the handicap of the game shown: which one, and who gives it and moves first. */
export function renderHandicapNote(app) {
  const { refs, t } = app;
  const handicap = handicapOfStart(app, app.record.start);
  refs.handicapNote.hidden = !handicap;
  refs.handicapNote.textContent = handicap
    ? t('handicapNote', { name: handicapName(app, handicap), giver: app.sideName(2), taker: app.sideName(1) })
    : '';
}
