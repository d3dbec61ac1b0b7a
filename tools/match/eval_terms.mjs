// Our static evaluation of positions split into its terms, read from tools/tune/eval_terms.cpp
// (built on request: cmake --build --preset native --target eval_terms). Each position's row holds
// the terms in the order of TERM_LABELS, from the side to move's view, as the sum weighs them.
import { execFileSync } from 'node:child_process';

export const TERM_LABELS = ['material', 'king safety', 'hand danger', 'shelter', 'mobility', 'threats', 'to move', 'sum',
  "danger to the mover's king", 'danger to the other king'];
// Where the sum and the two dangers sit in a row; the seven terms before SUM add up to it.
export const SUM = 7, DANGER_TO_MOVER = 8, DANGER_TO_OTHER = 9;

// One row of numbers for each position, given as its USI moves from the start. A position the
// binary refuses is an error named by `describe(i)`; a binary that does not run, by its path.
export function evalTerms(binary, positions, describe = (i) => `position ${i + 1}`) {
  let lines;
  try {
    const input = positions.map((moves) => moves.join(' ')).join('\n') + '\n';
    lines = execFileSync(binary, { input, maxBuffer: 1 << 30 }).toString().trim().split('\n');
  } catch (e) {
    throw new Error(`${binary}: ${e.message}`);
  }
  return positions.map((_, i) => {
    if (lines[i] === undefined || lines[i].startsWith('error')) throw new Error(`${describe(i)}: ${lines[i] ?? 'no answer'}`);
    return lines[i].split(' ').map(Number);
  });
}
