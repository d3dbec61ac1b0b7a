// The learned evaluation's file for browsers and workers (evaluation.js 'learned'), fetched on
// demand from beside the wasm. The URL is a literal `new URL(..., import.meta.url)` so that
// bundlers such as Vite emit the file; package-fetch.js checks the bytes and also finds them when
// Vite's dev server has moved this module.
import { RegaliaError } from './errors.js';
import { fetchPackageFile } from './package-fetch.js';
import { LEARNED_FILE, isKingTables } from './evaluation.js';

const tablesUrl = new URL('../../dist/showgit-king-tables.rgkt', import.meta.url);

/** The learned king tables' bytes; a RegaliaError 'evaluation-not-found' naming each URL tried. */
export async function fetchLearnedEvaluation() {
  const { bytes, problems } = await fetchPackageFile({ url: tablesUrl.href, moduleUrl: import.meta.url, file: LEARNED_FILE, accepts: isKingTables, kind: 'a king-table file' });
  if (bytes) return bytes;
  throw new RegaliaError('evaluation-not-found', `regalia could not load ${LEARNED_FILE}: ${problems}`);
}
