// Where the component stylesheets are served, for the <link> each element puts in its shadow
// root (or in the document, for mount()): web/board.css for the board, web/record-viewer.css
// for the record viewer. The literal `new URL` is what bundlers rewrite; Vite's dev server
// pre-bundles this module away from the stylesheets, so there the package's own copy is linked instead.
import { prebundledFileUrl } from '../bindings/js/package-url.js';

export const STYLESHEET = prebundledFileUrl(import.meta.url, 'web/board.css') ?? new URL('./board.css', import.meta.url).href;
export const VIEWER_STYLESHEET = prebundledFileUrl(import.meta.url, 'web/record-viewer.css') ?? new URL('./record-viewer.css', import.meta.url).href;
