// `npm start`: set up, build the wasm module and serve the page on 127.0.0.1:8080.
import { setup } from './setup.mjs';
import { build } from './build.mjs';
import { serve } from './serve.mjs';

setup({ quiet: true });
build(['wasm']);
const port = Number(process.env.PORT ?? 8080);
const { url } = await serve({ port });
console.log(`\nregalia: open ${url}  (Ctrl+C to stop)`);
