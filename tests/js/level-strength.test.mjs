// The level chooser's ratings (web/level-strength.js) are the measured table of docs/ai.md
// ("How strong each level is"), level by level and game by game, and the chooser's label shows
// them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { LEVEL_ELO } from '../../web/level-strength.js';
import { aiLevelLabel } from '../../web/ai-level-label.js';

// The table's rows: | level | SHOWGIT Elo ± margin | games | Sovereign Elo ± margin | games |,
// a level without a rating — in place of its Elo.
function docsTable() {
  const doc = readFileSync(new URL('../../docs/ai.md', import.meta.url), 'utf8');
  const start = doc.indexOf('### How strong each level is');
  assert.ok(start >= 0, 'docs/ai.md has the section "How strong each level is"');
  const rows = {};
  const rating = (cell) => (cell === '—' ? null : Number(cell.split(' ± ')[0].replace('−', '-')));
  for (const line of doc.slice(start).split('\n')) {
    const m = line.match(/^\| (\d+) \| ([−-]?\d+ ± \d+|—) \| \d+ \| ([−-]?\d+ ± \d+|—) \| \d+ \|$/);
    if (m) rows[Number(m[1])] = { showgit: rating(m[2]), sovereign: rating(m[3]) };
  }
  return rows;
}

test('the page shows the ratings of the docs table', () => {
  const rows = docsTable();
  assert.deepEqual(Object.keys(rows).map(Number), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  for (const game of ['showgit', 'sovereign']) {
    assert.deepEqual(LEVEL_ELO[game], Object.values(rows).map((r) => r[game]), game);
  }
});

test('a level is named with its rating, or plainly where none was measured', () => {
  const t = (key, { n, elo }) => (key === 'aiLevelElo' ? `level ${n} (${elo})` : `level ${n}`);
  assert.equal(aiLevelLabel(t, 'showgit', 4), `level 4 (${LEVEL_ELO.showgit[3]})`);
  assert.equal(aiLevelLabel(t, 'chess', 4), 'level 4');
});
