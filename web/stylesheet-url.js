// Where web/board.css is served, for the <link> each board puts in its shadow root (or in the
// document, for mount()). The literal `new URL` is what bundlers rewrite; Vite's dev server
// pre-bundles this module away from board.css, so there the package's own copy is linked instead.
import { prebundledFileUrl } from '../bindings/js/package-url.js';

export const STYLESHEET = prebundledFileUrl(import.meta.url, 'web/board.css') ?? new URL('./board.css', import.meta.url).href;
