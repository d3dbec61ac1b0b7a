// The seed of a random test (docs/reliability.md, "Replaying a random test"): REGALIA_SEED when it
// is set, else the test's own (a fixed number, or a new one per run where a test explores new
// positions). Printed on one line as the test takes it, with the command that replays it.
import { basename } from 'node:path';

export function testSeed(name, fallback, file) {
  const env = process.env.REGALIA_SEED;
  const seed = env !== undefined && env !== '' ? Number(env) : fallback;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`REGALIA_SEED must be a whole number, not '${env}'`);
  const where = file ? ` tests/js/${basename(file)}` : '';
  console.log(`seed ${seed}: ${name} (replay: REGALIA_SEED=${seed} node --test --test-name-pattern "${name}"${where})`);
  return seed;
}
