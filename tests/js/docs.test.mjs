// The docs' file tables name every file, and nothing tracked points outside the repository.
//
// Which files: every file under core/, bindings/, web/, tools/, scripts/, tests/ and examples/,
// walked with node:fs (a packed or copied tree may have no .git), except dot-files, the fuzz
// corpus and crash inputs (tests/fuzz/corpus/, tests/fuzz/crashes/), the test data under
// tests/native/data/, match output (tools/match/out/), and node_modules/, build/, dist/ anywhere.
//
// The rule: a file is listed when a row of a markdown table (a line starting with `|`) in
// docs/*.md or README.md names it, either by its path from the repository root, or by its path
// from the folder of the nearest folder row above it in the same table (a row whose first cell is
// `**`some/folder/`**`). Prose does not count: a reader looks for a file in its folder's table.
// A name is a run of letters, digits and `_ - . / *`; three short forms count: `name.*` (every
// extension), `name.h/.cpp` (each extension listed) and `name.{h,cpp}` (each one in the braces).
//
// The other way round, so that a renamed or deleted file leaves no stale row: every path from the
// root that a doc names under one of those folders exists (a name with `<` or `*`, other than a
// final `.*`, is a pattern: only the folder before it must exist), and so does every name in the first
// cell of a row under a folder row, taken from that folder.
//
// The same files, the files at the root, .ci/run, the docs and README.md must not name a path
// outside the repository, nor speak of a work round ("this s...", "s... 3": diaries belong to
// git, not to the tree). The patterns are assembled
// from pieces so that this file does not match them itself.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sourceFolders = ['core', 'bindings', 'web', 'tools', 'scripts', 'tests', 'examples'];
const skippedFolders = new Set(['tests/fuzz/corpus', 'tests/fuzz/crashes', 'tests/native/data', 'tools/match/out']);
const skippedNames = new Set(['node_modules', 'build', 'dist']);
// A folder row: `| **`some/folder/`** | ... |`.
const folderRowPattern = /^\|\s*\*\*`([^`]+\/)`\*\*\s*\|/;

function walk(folder, out) {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.name.startsWith('.') || skippedNames.has(entry.name) || skippedFolders.has(path)) continue;
    if (entry.isDirectory()) walk(path, out);
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

function docFiles() {
  const docs = readdirSync(join(root, 'docs')).filter((n) => n.endsWith('.md')).map((n) => `docs/${n}`);
  return [...docs, 'README.md'];
}

// One word of a doc, with its short forms expanded into plain names or `stem.*` patterns.
function expand(word) {
  word = word.replace(/^\.\//, '').replace(/[.,:;]+$/, '');
  const braces = word.match(/^(.*)\{([^}]*)\}(.*)$/);
  if (braces) return braces[2].split(',').map((part) => braces[1] + part + braces[3]);
  const parts = word.split('/.');
  if (parts.length > 1) {
    const stem = parts[0].slice(0, parts[0].lastIndexOf('.') + 1);
    return [parts[0], ...parts.slice(1).map((ext) => stem + ext)];
  }
  return [word];
}

function wordsOf(text) {
  return (text.match(/[A-Za-z0-9_\-./*{},]+/g) ?? []).flatMap((w) =>
    w.includes('{') ? expand(w) : w.split(',').flatMap(expand)).filter(Boolean);
}

function names(word, path) {
  if (word === path) return true;
  if (word.endsWith('.*')) {
    const stem = word.slice(0, -1);
    return path.startsWith(stem) && !path.slice(stem.length).includes('/');
  }
  return false;
}

// Every name in the docs' table rows, as a path from the root: each name as it stands, and
// prefixed with the folder of the table's current folder row.
function namedPaths() {
  const words = [];
  for (const doc of docFiles()) {
    let folder = null;
    for (const line of readFileSync(join(root, doc), 'utf8').split('\n')) {
      if (!line.startsWith('|')) { folder = null; continue; }
      const folderRow = line.match(folderRowPattern);
      if (folderRow) folder = folderRow[1];
      const lineWords = wordsOf(line);
      words.push(...lineWords);
      if (folder && !folderRow) words.push(...lineWords.map((w) => folder + w));
    }
  }
  return words;
}

const files = sourceFolders.flatMap((folder) => walk(folder, []));

test('every source, test, tool, script and example file is listed in a docs file table', () => {
  const words = namedPaths();
  const exact = new Set(words);
  const patterns = words.filter((w) => w.endsWith('.*'));
  const missing = files.filter((path) => !exact.has(path) && !patterns.some((w) => names(w, path)));
  assert.ok(missing.length === 0, `listed in no file table of docs/*.md or README.md:\n  ${missing.join('\n  ')}`);
});

function exists(word) {
  const pattern = word.search(/[<*]/);
  if (word.endsWith('.*') && pattern === word.length - 1) {
    const folder = dirname(word), stem = word.slice(folder.length + 1, -1);
    return existsSync(join(root, folder)) && readdirSync(join(root, folder)).some((n) => n.startsWith(stem));
  }
  if (pattern >= 0) return existsSync(join(root, word.slice(0, word.lastIndexOf('/', pattern) + 1)));
  return existsSync(join(root, word));
}

test('every file or folder the docs name exists', () => {
  const sourcePath = new RegExp(`^(${sourceFolders.join('|')})/`);
  const stale = [];
  for (const doc of docFiles()) {
    let folder = null;
    readFileSync(join(root, doc), 'utf8').split('\n').forEach((line, i) => {
      const where = `${doc}:${i + 1}`;
      for (const w of wordsOf(line)) if (sourcePath.test(w) && !exists(w)) stale.push(`${where}: ${w}`);
      if (!line.startsWith('|')) { folder = null; return; }
      const folderRow = line.match(folderRowPattern);
      if (folderRow) { folder = folderRow[1]; return; }
      if (!folder) return;
      const firstCell = line.split('|')[1];
      for (const name of firstCell.match(/`[^`]+`/g) ?? []) {
        for (const w of wordsOf(name.slice(1, -1))) {
          if ((w.includes('.') || w.endsWith('/')) && !sourcePath.test(w) && !exists(folder + w)) stale.push(`${where}: ${folder}${w}`);
        }
      }
    });
  }
  assert.ok(stale.length === 0, `named in the docs but not in the repository:\n  ${stale.join('\n  ')}`);
});

test('no doc or source names a path outside the repository, nor a work round', () => {
  const outside = new RegExp(['\\.\\.', 'shared'].join('/') + '|' + ['shared', 'spec'].join('/'));
  const rounds = new RegExp(`\\b${'sess'}${'ion'}\\s+\\d+|\\bthis\\s+${'sess'}${'ion'}\\b`, 'i');
  const rootFiles = readdirSync(root, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
  const texts = [...rootFiles, '.ci/run', ...files, ...docFiles()].filter((p) => existsSync(join(root, p)));
  const found = [];
  for (const path of texts) {
    readFileSync(join(root, path), 'utf8').split('\n').forEach((line, i) => {
      if (outside.test(line) || rounds.test(line)) found.push(`${path}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.ok(found.length === 0, `outside paths or work-round wording:\n  ${found.join('\n  ')}`);
});
