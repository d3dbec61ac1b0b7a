// The engine's worker in node (a worker_threads worker started by node.js): engine-worker.js
// over the parent port.
import { parentPort } from 'node:worker_threads';
import { load } from './node.js';
import { serveEngine } from './engine-worker.js';

load().catch(() => {}); // start at once; a failure is reported to the first request
const handle = serveEngine(load, (message) => parentPort.postMessage(message));
parentPort.on('message', handle);
