// The command line of the scripts in tools/match: positional arguments first, then `--name value`
// options in any order. An option given last without a value keeps its default; unknown options
// are ignored. `--help` prints the usage; a missing positional argument or a number option that is
// not a number prints it with the error and exits with status 2.
//
//   const { args, opt, num, fail } = readArgs('node tools/match/x.mjs <file> [--games 10]', 1);
//   const games = num('games', 10), file = args[0];
export function readArgs(usage, positionals = 0) {
  const args = process.argv.slice(2);
  const fail = (error) => {
    console.error(`${error}\nusage: ${usage}`);
    process.exit(2);
  };
  if (args.includes('--help') || args.includes('-h')) {
    console.log(`usage: ${usage}`);
    process.exit(0);
  }
  if (args.length < positionals || args.slice(0, positionals).some((a) => a.startsWith('--'))) {
    fail('missing argument');
  }
  const opt = (name, def) => {
    const i = args.indexOf('--' + name);
    return i >= 0 && i + 1 < args.length ? args[i + 1] : def;
  };
  const num = (name, def) => {
    const v = Number(opt(name, def));
    if (Number.isNaN(v)) fail(`--${name} takes a number, not '${opt(name, def)}'`);
    return v;
  };
  return { args, opt, num, fail };
}
