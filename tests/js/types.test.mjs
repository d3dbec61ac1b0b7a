// The hand-written .d.ts files are checked by tsc --strict against examples that use every call,
// React's JSX included, and against misuse that must be rejected.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ts = createRequire(import.meta.url)('typescript');

// tsc's checks through its API, in this process: the compilers share one cache of parsed files,
// so the DOM and React declarations are read once, not by five tsc processes (about 40 CPU-s).
// A file's parse depends on the options below, so they are part of its key.
const parsed = new Map();
function compilerHost(options) {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, version, onError, create) => {
    const key = `${fileName}|${JSON.stringify(version)}|${options.jsx}|${options.moduleDetection}`;
    if (!parsed.has(key)) parsed.set(key, read(fileName, version, onError, create));
    return parsed.get(key);
  };
  return host;
}

/** Type-checks like `tsc --noEmit`: { status: 0 or 1, stdout: tsc's messages }. */
function check({ fileNames, options }) {
  const program = ts.createProgram(fileNames, { ...options, noEmit: true }, compilerHost(options));
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const stdout = ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n',
  });
  return { status: diagnostics.length ? 1 : 0, stdout, stderr: '' };
}

// `tsc <args>` from the repository's root.
function tsc(args) {
  const cmd = ts.parseCommandLine(args);
  assert.deepEqual(cmd.errors, []);
  return check({ fileNames: cmd.fileNames.map((f) => path.resolve(root, f)), options: cmd.options });
}

// `tsc -p <config>`.
function tscProject(config) {
  const cmd = ts.getParsedCommandLineOfConfigFile(config, {}, {
    ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(ts.flattenDiagnosticMessageText(d.messageText, '\n')),
  });
  assert.deepEqual(cmd.errors, []);
  return check(cmd);
}

function tscFile(file, extra = []) {
  return tsc(['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', ...extra, file]);
}

test('tsc --strict accepts examples/typed-usage.ts (lib esnext.disposable for `using`)', () => {
  const r = tscFile('examples/typed-usage.ts', ['--lib', 'es2022,esnext.disposable,dom']);
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test('tsc --strict accepts examples/typed-embed.ts with the default lib (index.d.ts needs no esnext lib)', () => {
  const r = tscFile('examples/typed-embed.ts');
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test('tsc --strict accepts the React example (JSX) with its own tsconfig', () => {
  // The example resolves 'regalia-games' from its installed package; here it is mapped to this tree.
  const work = mkdtempSync(path.join(tmpdir(), 'regalia-tsc-'));
  try {
    const config = path.join(work, 'tsconfig.json');
    writeFileSync(config, JSON.stringify({
      extends: path.join(root, 'examples/react-app/tsconfig.json'),
      compilerOptions: {
        paths: {
          'regalia-games': [path.join(root, 'bindings/js/index.d.ts')],
          'regalia-games/embed': [path.join(root, 'web/embed.d.ts')],
          'regalia-games/react': [path.join(root, 'web/react.d.ts')],
        },
      },
      include: [path.join(root, 'examples/react-app/src')],
    }));
    const r = tscProject(config);
    assert.equal(r.status, 0, r.stdout + r.stderr);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('web/react.d.ts types every attribute the element reads', async () => {
  const { ATTRIBUTES } = await import('../../web/board-settings.js');
  const read = new Set(ATTRIBUTES);
  // The viewer's attributes are read where it is made (getAttribute('src'), …).
  for (const file of sourceFiles(path.join(root, 'web'), /\.js$/)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/getAttribute\('([a-z]+)'\)/g)) read.add(m[1]);
  }
  assert.ok(read.has('controls') && read.has('mode') && read.has('ply'), [...read].join(' '));
  const dts = readFileSync(path.join(root, 'web/react.d.ts'), 'utf8');
  const start = dts.indexOf('export interface RegaliaBoardAttributes');
  const block = dts.slice(start, dts.indexOf('\n}', start));
  const typed = new Set([...block.matchAll(/^\s+([a-z]+)\?:/gm)].map((m) => m[1]));
  assert.deepEqual([...read].filter((a) => !typed.has(a)), [], 'attributes missing from RegaliaBoardAttributes');
});

test('tsc rejects each misuse in React JSX: wrong attributes and event types', () => {
  const r = tscFile('tests/js/fixtures/misuse-react.tsx', ['--jsx', 'react-jsx', '--lib', 'es2022,dom']);
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test('tsc rejects each misuse of the API (every marked line is an error)', () => {
  const file = 'tests/js/fixtures/misuse.ts';
  const r = tscFile(file);
  assert.notEqual(r.status, 0);
  const marked = readFileSync(path.join(root, file), 'utf8').split('\n')
    .map((line, i) => (line.includes('// rejected') ? i + 1 : 0)).filter(Boolean);
  assert.ok(marked.length >= 11);
  const rejected = new Set([...r.stdout.matchAll(/misuse\.ts\((\d+),\d+\): error/g)].map((m) => Number(m[1])));
  for (const line of marked) assert.ok(rejected.has(line), `tsc accepted line ${line} of ${file}:\n${r.stdout}`);
});

// Every error code the JS layer or the core can throw is in the RegaliaErrorCode union.
function sourceFiles(dir, pattern) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full, pattern);
    return pattern.test(name) ? [full] : [];
  });
}

test('RegaliaErrorCode lists every code thrown in bindings/, web/ and core/', () => {
  const codes = new Set();
  // new RegaliaError('code', …), or a fallback code: new RegaliaError(err.code ?? 'code', …).
  const js = /new RegaliaError\((?:[^'()]*\?\?\s*)?'([a-z0-9-]+)'/g;
  for (const file of [...sourceFiles(path.join(root, 'bindings/js'), /\.js$/), ...sourceFiles(path.join(root, 'web'), /\.js$/)]) {
    for (const m of readFileSync(file, 'utf8').matchAll(js)) codes.add(m[1]);
  }
  // C++ errors: Error("code", …), err("code", …), record_error("code", …), return {"code", …}, syntax/bad/rule("code", …).
  const cpp = /(?:\bError|\berr|record_error|\bbad|\bsyntax|\brule)\s*[({]\s*"([a-z]+(?:-[a-z0-9]+)*)",|return\s*\{\s*"([a-z]+(?:-[a-z0-9]+)*)",/g;
  for (const file of [...sourceFiles(path.join(root, 'core'), /\.(cpp|h)$/), ...sourceFiles(path.join(root, 'bindings/wasm'), /\.(cpp|h)$/)]) {
    for (const m of readFileSync(file, 'utf8').matchAll(cpp)) codes.add(m[1] ?? m[2]);
  }
  assert.ok(codes.has('illegal-move') && codes.has('bad-argument') && codes.has('record-truncated')
    && codes.has('not-ready') && codes.has('engine-failed'), [...codes].join(' '));
  const dts = readFileSync(path.join(root, 'bindings/js/index.d.ts'), 'utf8');
  const union = dts.slice(dts.indexOf('export type RegaliaErrorCode'), dts.indexOf(';', dts.indexOf('export type RegaliaErrorCode')));
  const typed = new Set([...union.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]));
  const missing = [...codes].filter((c) => !typed.has(c));
  assert.deepEqual(missing, [], `codes thrown but not in RegaliaErrorCode: ${missing.join(', ')}`);
});

// The literal unions name what the library really returns.
function unionOf(dts, name) {
  const start = dts.indexOf(`export type ${name} =`);
  assert.ok(start >= 0, `index.d.ts has no ${name}`);
  return new Set([...dts.slice(start, dts.indexOf(';', start)).matchAll(/'([^']+)'/g)].map((m) => m[1]));
}

test("index.d.ts's piece and army unions match the library's own tables and boards", async () => {
  const { load } = await import('../../bindings/js/node.js');
  const regalia = await load();
  const dts = readFileSync(path.join(root, 'bindings/js/index.d.ts'), 'utf8');
  assert.deepEqual(new Set(Object.keys(regalia.pieces('showgit'))), unionOf(dts, 'ShowgitPieceType'));
  const hand = unionOf(dts, 'ShowgitHandPiece');
  const showgit = regalia.newGame('showgit', { position: '4k4/9/9/9/9/9/9/9/4K4 b RBGSNLP 1' });
  assert.deepEqual(new Set(showgit.legalMoves().filter((m) => m.drop).map((m) => m.drop)), hand);
  showgit.dispose();

  const sovereign = regalia.newGame('sovereign');
  const armies = unionOf(dts, 'ArmyColour');
  const letters = unionOf(dts, 'ArmyLetter');
  const types = unionOf(dts, 'SovereignPieceType');
  const pieces = sovereign.board().flat().map((sq) => sq.piece).filter(Boolean);
  assert.deepEqual(new Set(pieces.map((p) => p.colour)), armies, 'the start position has every army');
  for (const p of pieces) {
    assert.ok(types.has(p.type), p.type);
    assert.ok(letters.has(p.letters[0]) && p.letters === `${p.letters[0]}${p.type.toLowerCase()}`, p.letters);
    assert.equal(p.letters[0], p.colour[0], `${p.colour}'s letter`);
  }
  sovereign.dispose();
});
