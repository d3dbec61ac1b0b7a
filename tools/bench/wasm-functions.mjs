// Where the bytes of a .wasm are: its sections, and the body size of each function by name, or
// the difference between two builds. Names come from the "name" section, which a link with
// `--profiling-funcs` keeps (docs/build.md "Sizes of dist/"):
//   node tools/bench/wasm-functions.mjs A.wasm [--top N]      sections and the N largest functions
//   node tools/bench/wasm-functions.mjs A.wasm B.wasm [--top N]   the N largest changes from A to B
// Printed, never asserted.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sectionNames = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'data count'];

// Reads the sections of a module, and from them each defined function's name and body size.
export function wasmFunctions(bytes) {
  let p = 8; // after the magic number and the version
  const u32 = () => {
    let value = 0;
    let shift = 0;
    let b;
    do {
      b = bytes[p++];
      value += (b & 0x7f) * 2 ** shift;
      shift += 7;
    } while (b & 0x80);
    return value;
  };
  const skipLimits = () => {
    if (u32() & 1) u32();
    u32();
  };
  const sections = [];
  const names = new Map();
  let importedFunctions = 0;
  let code = null;
  while (p < bytes.length) {
    const id = bytes[p++];
    const size = u32();
    const end = p + size;
    let name = sectionNames[id] ?? String(id);
    if (id === 0) {
      const length = u32();
      name = `custom "${Buffer.from(bytes.subarray(p, p + length)).toString()}"`;
      p += length;
      if (name === 'custom "name"') {
        while (p < end) {
          const sub = bytes[p++];
          const subEnd = u32() + p;
          if (sub === 1) {
            for (let n = u32(); n > 0; n--) {
              const index = u32();
              const l = u32();
              names.set(index, Buffer.from(bytes.subarray(p, p + l)).toString());
              p += l;
            }
          }
          p = subEnd;
        }
      }
    } else if (id === 2) {
      for (let n = u32(); n > 0; n--) {
        for (let part = 0; part < 2; part++) {
          const length = u32(); // the module's name, then the field's
          p += length;
        }
        const kind = bytes[p++];
        if (kind === 0) {
          u32();
          importedFunctions++;
        } else if (kind === 1) {
          p++;
          skipLimits();
        } else if (kind === 2) {
          skipLimits();
        } else if (kind === 3) {
          p += 2;
        }
      }
    } else if (id === 10) {
      code = p;
    }
    sections.push({ name, size });
    p = end;
  }
  const functions = [];
  if (code !== null) {
    p = code;
    const count = u32();
    for (let i = 0; i < count; i++) {
      const size = u32();
      const index = importedFunctions + i;
      functions.push({ name: names.get(index) ?? `function ${index}`, size });
      p += size;
    }
  }
  return { sections, functions, named: names.size > 0 };
}

// Body sizes summed by name (a name can repeat when wasm-opt splits or clones a function).
function byName(functions) {
  const sizes = new Map();
  for (const f of functions) sizes.set(f.name, (sizes.get(f.name) ?? 0) + f.size);
  return sizes;
}

function main(args) {
  const topAt = args.indexOf('--top');
  const top = topAt >= 0 ? Number(args[topAt + 1]) : 40;
  const files = args.filter((a, i) => !a.startsWith('--') && i !== topAt + 1);
  if (files.length < 1 || files.length > 2 || !(top > 0)) {
    console.error('usage: node tools/bench/wasm-functions.mjs A.wasm [B.wasm] [--top N]');
    process.exit(2);
  }
  const modules = files.map((f) => wasmFunctions(readFileSync(f)));
  for (const [i, m] of modules.entries()) {
    if (!m.named) console.log(`${files[i]} has no function names: link it with --profiling-funcs`);
  }
  const total = (m) => m.functions.reduce((sum, f) => sum + f.size, 0);
  if (modules.length === 1) {
    const [m] = modules;
    console.log('## Sections (bytes)');
    for (const s of m.sections) console.log(`${String(s.size).padStart(9)}  ${s.name}`);
    console.log(`\n## The ${top} largest of ${m.functions.length} functions (body bytes; ${total(m)} in all)`);
    const rows = [...byName(m.functions)].sort((a, b) => b[1] - a[1]).slice(0, top);
    for (const [name, size] of rows) console.log(`${String(size).padStart(9)}  ${name}`);
    return;
  }
  const [a, b] = modules.map((m) => byName(m.functions));
  const rows = [...new Set([...a.keys(), ...b.keys()])]
    .map((name) => ({ name, before: a.get(name) ?? 0, after: b.get(name) ?? 0 }))
    .map((r) => ({ ...r, change: r.after - r.before }))
    .filter((r) => r.change !== 0)
    .sort((x, y) => Math.abs(y.change) - Math.abs(x.change))
    .slice(0, top);
  console.log(`## Function bodies: ${total(modules[0])} -> ${total(modules[1])} bytes; the ${top} largest changes (before, after, change)`);
  for (const r of rows) console.log(`${String(r.before).padStart(8)} ${String(r.after).padStart(8)} ${String(r.change).padStart(8)}  ${r.name}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
