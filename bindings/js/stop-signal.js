// How the main thread stops a search running in the engine's worker. The worker is inside one
// synchronous wasm call while it searches, so it reads no messages; the search instead polls
// `shouldStop` (about every 1,024 nodes) and that poll looks at a channel the main thread can
// change at any time. Two channels, because one of them is not always there:
// - shared memory: an Int32 flag in a SharedArrayBuffer, read with Atomics.load (nanoseconds).
//   Node always has it; browsers only on cross-origin-isolated pages (COOP/COEP headers).
// - a blob: URL: the main thread revokes it to stop, and the worker asks for it with a
//   synchronous XMLHttpRequest; a failed request means stop. This works on an ordinary page with
//   no special headers, which the package promises to support. One request costs about 3 ms, so
//   the worker asks at most every BLOB_POLL_MS of wall time, not at every poll; Chromium's worker
//   sees a revocation within a few ms, so a stop lands within about BLOB_POLL_MS + 5 ms.
// A content security policy served with the worker's script can forbid blob: requests
// (connect-src); the worker then finds its probe URL unreadable too and reports the channel
// blocked rather than stopping every search at once (see engine.js for what a stop does then).

const BLOB_POLL_MS = 25;

/** Whether a SharedArrayBuffer can be made and posted here (node; isolated pages). */
export function sharedMemoryUsable() {
  return typeof SharedArrayBuffer === 'function' && typeof Atomics === 'object' && globalThis.crossOriginIsolated !== false;
}

/**
 * Main thread: a stop channel for one request. `channel` is posted to the worker with it;
 * `stop()` asks the search to end; `dispose()` frees what the channel holds.
 */
export function createStopSignal(kind) {
  if (kind === 'shared-memory') {
    const flag = new Int32Array(new SharedArrayBuffer(4));
    return { channel: { kind, flag }, stop: () => Atomics.store(flag, 0, 1), dispose() {} };
  }
  const url = URL.createObjectURL(new Blob(['']));
  let live = true;
  const revoke = () => {
    if (live) URL.revokeObjectURL(url);
    live = false;
  };
  return { channel: { kind, url }, stop: revoke, dispose: revoke };
}

// A blob: URL is readable from this worker (a synchronous request; the worker may block).
function readable(url) {
  try {
    const request = new XMLHttpRequest();
    request.open('GET', url, false);
    request.send();
    return request.status === 200;
  } catch {
    return false;
  }
}

const probeResults = new Map();

/**
 * Worker: the `shouldStop` function for a request's channel. `seen` tells afterwards whether it
 * ever answered true; `blocked` that the blob channel cannot be read here at all (its engine-wide
 * `probe` URL, never revoked, is unreadable), so this request cannot be stopped.
 */
export function stopChecker(channel) {
  const out = { seen: false, blocked: false, shouldStop: () => false };
  if (channel?.kind === 'shared-memory') {
    out.shouldStop = () => (out.seen ||= Atomics.load(channel.flag, 0) !== 0);
    return out;
  }
  if (channel?.kind !== 'blob-url') return out;
  if (!probeResults.has(channel.probe)) probeResults.set(channel.probe, readable(channel.probe));
  if (!probeResults.get(channel.probe)) {
    out.blocked = true;
    return out;
  }
  let last = performance.now();
  out.shouldStop = () => {
    if (out.seen) return true;
    const now = performance.now();
    if (now - last < BLOB_POLL_MS) return false;
    out.seen = !readable(channel.url);
    last = performance.now();
    return out.seen;
  };
  return out;
}
