// How the page writes an engine score for a person: from their side, in pawns, and with '≥' or
// '≤' when the library says the score is only a lower bound for the side to move (a depth a limit
// cut short); the thinking box (web/ai-info-text.js) and the analysis lines (web/coach-score.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewerScore } from '../../web/ai-info-text.js';
import { boundMark, scoreFor, scoreWords } from '../../web/coach-score.js';

test('the thinking box: a lower bound for the side to move reads ≥ for that side and ≤ for the other', () => {
  const app = (turn, human) => ({ turn, humanSide: () => human });
  assert.equal(viewerScore(app(1, 1), { cp: 125 }), '+1.25');
  assert.equal(viewerScore(app(1, 1), { cp: 125 }, true), '≥+1.25');
  assert.equal(viewerScore(app(1, 2), { cp: 125 }, true), '≤-1.25');
  assert.equal(viewerScore(app(2, 2), { mate: 3 }, true), '≥#3');
  assert.equal(viewerScore(app(2, 2), null, true), '–');
});

test('the analysis lines: boundMark and scoreWords, isolated in right-to-left text', () => {
  const en = { lang: 'en' };
  const ar = { lang: 'ar' };
  assert.equal(boundMark(false, 1, 1), '');
  assert.equal(boundMark(true, 1, 1), '≥');
  assert.equal(boundMark(true, 1, 2), '≤');
  assert.equal(scoreWords(en, scoreFor({ cp: -40 }, 1, 2), boundMark(true, 1, 2)), '≤+0.40');
  assert.equal(scoreWords(ar, { mate: -2 }, '≥'), '\u2066≥#-2\u2069');
  assert.equal(scoreWords(en, { cp: 0 }), '+0.00');
});
