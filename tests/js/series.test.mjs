// A long match in blocks (tools/match/series.mjs and series_file.mjs): a block's line from the
// runner's output, the total over blocks, and a run that plays only the blocks missing and stops
// at a runner that fails, appending nothing for it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockLine, readSeries, seriesTotal } from '../../tools/match/series_file.mjs';

const series = resolve(dirname(fileURLToPath(import.meta.url)), '../../tools/match/series.mjs');

test('a block\'s line keeps the result and the time per move; an output without a result gives none', () => {
  const output = 'game 1: regalia sente wins\nresult: +6 =1 -3 of 10, score 65.0%, Elo 108 (95%: -103 .. 491)\n' +
    'time per move: regalia mean 869 ms, max 987 ms; fairy mean 962 ms, max 1018 ms\nrecords: x.txt\n';
  const line = blockLine(15, output);
  assert.equal(line, 'block 15: +6 =1 -3 | regalia mean 869 ms, max 987 ms; fairy mean 962 ms, max 1018 ms');
  assert.deepEqual(readSeries(`# a note\n${line}\nnot a block\n`),
    [{ offset: 15, w: 6, d: 1, l: 3, timing: 'regalia mean 869 ms, max 987 ms; fairy mean 962 ms, max 1018 ms' }]);
  assert.equal(blockLine(0, 'wasm result: +1 =0 -0 of 1, score 100.0%'), 'block 0: +1 =0 -0');
  assert.equal(blockLine(0, 'Error: engine died\n'), null);
});

test('the total sums the blocks', () => {
  // 17 of 30: per-game standard deviation 0.487, so 0.567 ± 0.174, which is −76 .. +182 Elo.
  const blocks = readSeries('block 0: +10 =0 -10\nblock 10: +6 =2 -2 | t\n');
  assert.equal(seriesTotal(blocks), '2 blocks: +16 =2 -12 of 30, score 56.7%, Elo 47 (95%: -76 .. 182)');
  assert.match(seriesTotal([]), /^0 blocks: \+0 =0 -0 of 0/);
});

test('a run plays the blocks missing, gives each its offset and records file, and stops at a failure', () => {
  const dir = mkdtempSync(join(tmpdir(), 'series-'));
  try {
    // A runner that wins its block unless the offset is 20, and says what it was given.
    const runner = join(dir, 'runner.mjs');
    writeFileSync(runner, `const a = process.argv.slice(2);
const offset = a[a.indexOf('--book-offset') + 1], out = a[a.indexOf('--out') + 1];
console.log('given ' + a.join(' '));
if (offset === '20') process.exit(3);
console.log('result: +2 =0 -0 of 2, score 100.0%');
console.log('time per move: A mean ' + offset + ' ms; out ' + out.split('/').pop());
`);
    const file = join(dir, 'results.txt');
    const run = (offsets) => spawnSync(process.execPath, [series, file, '--offsets', offsets, '--records', join(dir, 'rec'),
      '--note', 'a test', '--', runner, '--games', '2'], { encoding: 'utf8' });
    const first = run('0,10');
    assert.equal(first.status, 0, first.stdout + first.stderr);
    assert.equal(readFileSync(file, 'utf8'), `# a test\n# node ${runner} --games 2 --book-offset <offset>\n` +
      'block 0: +2 =0 -0 | A mean 0 ms; out results-0.txt\nblock 10: +2 =0 -0 | A mean 10 ms; out results-10.txt\n');
    const second = run('10,20,30');
    assert.equal(second.status, 1, 'a failing block stops the run');
    assert.match(second.stdout, /block 20: the runner failed \(exit 3\)/);
    assert.doesNotMatch(second.stdout, /given .*--book-offset 10/, 'a block in the file is not played again');
    assert.doesNotMatch(second.stdout, /--book-offset 30/, 'nothing after the failure');
    assert.equal(readSeries(readFileSync(file, 'utf8')).length, 2);
    assert.match(execFileSync(process.execPath, [series, file], { encoding: 'utf8' }), /^2 blocks: \+4 =0 -0 of 4/);
    const clash = spawnSync(process.execPath, [series, file, '--offsets', '40', '--', runner, '--book-offset', '3'], { encoding: 'utf8' });
    assert.equal(clash.status, 2);
    assert.match(clash.stderr, /must not hold --book-offset/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
