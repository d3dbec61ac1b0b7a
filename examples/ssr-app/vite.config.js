// Vite runs inside server.mjs in middleware mode, where an unknown path is a 404 rather than the
// page: the package's first probe for its .wasm (next to Vite's pre-bundled copy of the JS, where
// it is not) would show as a failed request in the console before the loader finds the file.
// Served unbundled, the package's module-relative URL is right the first time.
export default {
  optimizeDeps: { exclude: ['regalia-games'] },
};
