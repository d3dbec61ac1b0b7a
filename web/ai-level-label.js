// The name of an AI level in the level choosers: "AI level 4 (Elo ≈ 1188)", the rating measured
// for that level and game (web/level-strength.js, from docs/ai.md's levels table), or the plain
// name where no rating was measured.
import { LEVEL_ELO } from './level-strength.js';

export function aiLevelLabel(t, variant, n) {
  const elo = LEVEL_ELO[variant]?.[n - 1];
  return Number.isFinite(elo) ? t('aiLevelElo', { n, elo }) : t('aiLevel', { n });
}
