// `npm run bench`: builds both targets, then prints the speed figures (never asserted in tests).
// Each bench prints its reference program's figure from the same run next to ours.
import { setup } from './setup.mjs';
import { build } from './build.mjs';
import { benchPerft } from '../tools/bench/perft.mjs';
import { benchSearch } from '../tools/bench/search.mjs';
import { benchPackage } from '../tools/bench/package-size.mjs';

setup({ quiet: true });
build();
console.log(`regalia bench — ${new Date().toISOString()}, node ${process.version}`);
await benchPerft();
await benchSearch();
await benchPackage();
