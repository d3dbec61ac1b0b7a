// Runs every libFuzzer target of tests/fuzz for a time budget, two at a time (2 cores), and prints
// executions and crashes per target. Builds the `sanitize` preset's fuzz targets (clang-14) first.
//
// usage: node scripts/fuzz.mjs [--seconds 30] [--jobs 2] [--targets sfen_fuzz,csa_fuzz] [--seed N] [--no-build | --build-only]
//
// Each target starts from its committed seeds (tests/fuzz/corpus/<target>/, read only) plus the
// corpus it grew in earlier runs (build/sanitize/work/<target>/). A crash leaves its input in
// build/sanitize/artifacts/<target>-crash-<sha1> and the run exits 1; copy it to
// tests/fuzz/crashes/<target>-<what>, where every later run replays it and fails while it still
// fails. --seed makes a run repeatable (npm test passes one, so a failure there can be replayed);
// without it libFuzzer picks a new seed each time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build/sanitize');
const binDir = path.join(buildDir, 'tests/fuzz');

export async function fuzz({ seconds = 30, jobs = 2, targets = null, build = true, seed = null, log = console.log } = {}) {
  const all = allTargets();
  const chosen = targets ?? all;
  for (const t of chosen) if (!all.includes(t)) throw new Error(`no fuzz target ${t} (tests/fuzz has ${all.join(', ')})`);
  if (build) buildTargets(chosen);
  for (const t of chosen) if (!existsSync(path.join(binDir, t))) throw new Error(`no fuzz target ${t} in ${binDir}`);

  const results = [];
  const queue = [...chosen];
  async function worker() {
    while (queue.length) {
      const t = queue.shift();
      const known = replayKnown(t);
      results.push({ target: t, known, ...(await runTarget(t, seconds, seed)) });
      const r = results.at(-1);
      log(`${t.padEnd(22)} ${String(r.execs).padStart(10)} execs ${String(r.execsPerSecond).padStart(7)}/s ` +
        `corpus ${String(r.corpus).padStart(5)}  crashes ${r.crashes.length}` +
        (known.length ? `  known reproducers: ${known.map((k) => `${path.basename(k.file)} ${k.still ? 'STILL FAILS' : 'fixed'}`).join(', ')}` : ''));
      for (const c of r.crashes) log(`  CRASH ${c.artifact}\n${c.reason.split('\n').map((l) => `    ${l}`).join('\n')}`);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  results.sort((a, b) => a.target.localeCompare(b.target));
  const crashed = results.filter((r) => r.crashes.length).length;
  const knownFailing = results.flatMap((r) => r.known.filter((k) => k.still)).length;
  return { results, ok: crashed === 0 && knownFailing === 0 };
}

export function allTargets() {
  return readdirSync(path.join(root, 'tests/fuzz')).filter((f) => f.endsWith('_fuzz.cpp')).map((f) => f.slice(0, -4)).sort();
}

// Builds the `fuzz` preset's targets: only these (the preset's tree also holds the CLI, which
// fuzzing does not need).
export function buildTargets(targets = allTargets()) {
  for (const args of [['--preset', 'sanitize', '-Wno-dev'], ['--build', '--preset', 'sanitize', '-j2', '--target', ...targets]]) {
    const r = spawnSync('cmake', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`cmake ${args.join(' ')} failed (exit ${r.status})`);
  }
}

// Replays tests/fuzz/crashes/<target>-* (known reproducers); still = the target still fails on it.
function replayKnown(target) {
  const dir = path.join(root, 'tests/fuzz/crashes');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.startsWith(`${target}-`)).map((f) => {
    const file = path.join(dir, f);
    const r = spawnSync(path.join(binDir, target), [file], { encoding: 'utf8', timeout: 60_000 });
    return { file, still: r.status !== 0 };
  });
}

function runTarget(target, seconds, seed) {
  const work = path.join(buildDir, 'work', target);
  const artifacts = path.join(buildDir, 'artifacts');
  const seeds = path.join(root, 'tests/fuzz/corpus', target);
  mkdirSync(work, { recursive: true });
  mkdirSync(artifacts, { recursive: true });
  const before = new Set(readdirSync(artifacts));
  const args = [
    `-max_total_time=${seconds}`, '-timeout=20', '-rss_limit_mb=2048', '-print_final_stats=1',
    ...(seed !== null ? [`-seed=${seed}`] : []),
    `-artifact_prefix=${artifacts}/${target}-`, work, ...(existsSync(seeds) ? [seeds] : []),
  ];
  return new Promise((resolve) => {
    const child = spawn(path.join(binDir, target), args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => { err = (err + d).slice(-200_000); });
    child.on('close', (code) => {
      const stat = (name) => Number((new RegExp(`stat::${name}:\\s+(\\d+)`).exec(err) ?? [])[1] ?? 0);
      const execs = stat('number_of_executed_units');
      const fresh = readdirSync(artifacts).filter((f) => !before.has(f) && f.startsWith(`${target}-`));
      const crashes = fresh.map((f) => ({
        artifact: path.join(artifacts, f),
        reason: err.split('\n').filter((l) => /FUZZ_CHECK|runtime error|ERROR: |SUMMARY|^\s+#[0-9] .* in regalia/.test(l)).slice(0, 8).join('\n'),
      }));
      if (code !== 0 && !crashes.length) {
        crashes.push({ artifact: '(none written)', reason: `exit ${code}\n${err.split('\n').slice(-8).join('\n')}` });
      }
      const corpus = readdirSync(work).length;
      resolve({ execs, execsPerSecond: Math.round(execs / seconds), corpus, crashes, exitCode: code });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opts = { seconds: 30, jobs: 2, targets: null, build: true, seed: null };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const [a, v] = [argv[i], argv[i + 1]];
    if (a === '--seconds') { opts.seconds = Number(v); i++; }
    else if (a === '--jobs') { opts.jobs = Number(v); i++; }
    else if (a === '--targets') { opts.targets = v.split(','); i++; }
    else if (a === '--no-build') opts.build = false;
    else if (a === '--build-only') opts.buildOnly = true;
    else if (a === '--seed') { opts.seed = Number(v); i++; }
    else { console.error(`unknown argument ${a}`); process.exit(2); }
  }
  if (opts.buildOnly) {
    buildTargets(opts.targets ?? undefined);
    process.exit(0);
  }
  const t0 = Date.now();
  console.log(`fuzzing ${opts.targets?.join(', ') ?? 'every target'} for ${opts.seconds} s each, ${opts.jobs} at a time`);
  const { results, ok } = await fuzz(opts);
  const execs = results.reduce((s, r) => s + r.execs, 0);
  console.log(`${results.length} targets, ${execs} executions, ${results.reduce((s, r) => s + r.crashes.length, 0)} new crashes, ` +
    `${((Date.now() - t0) / 1000).toFixed(0)} s`);
  process.exit(ok ? 0 : 1);
}
