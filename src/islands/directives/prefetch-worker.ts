/**
 * The islands' background fetch, in a worker of its own so that none of it runs on the page's main
 * thread. The `client:interaction` directive (./interaction.ts) starts it once the page has loaded and
 * is idle (not with Save-Data, on 2G or offline) and posts each island's component and renderer URLs.
 *
 * Each module is fetched into the HTTP cache, which the page's module loader shares, and not run: the
 * first tap then waits for no network. A module's static imports are read from its first 4 KB (the
 * bundler hoists every module an entry needs, however deep, to the top of the entry) and fetched too;
 * a dynamic import() waits for the island. Fetched from the page's main thread, the responses were a
 * row of 20-70 ms tasks after load in Lighthouse's trace.
 */

/** `from"./x.js"` and `import"./x.js"` in a built chunk. */
const STATIC_IMPORT = /(?:from|import)\s*"(\.\/[^"]+)"/g;
/** Where a built chunk's static imports end, with room to spare (the longest seen: 0.9 KB). */
const HEAD_BYTES = 4096;

const fetched = new Set<string>();

function prefetch(path: string): void {
  if (fetched.has(path)) return;
  fetched.add(path);
  const url = new URL(path, self.location.origin);
  fetch(url, { priority: 'low' })
    .then((response) => (response.ok ? response.arrayBuffer() : null))
    .then((code) => {
      if (!code) return;
      const head = new TextDecoder().decode(new Uint8Array(code, 0, Math.min(code.byteLength, HEAD_BYTES)));
      for (const [, spec] of head.matchAll(STATIC_IMPORT)) if (spec) prefetch(new URL(spec, url).pathname);
    })
    .catch(() => {});
}

addEventListener('message', (event: MessageEvent<unknown>) => {
  if (!Array.isArray(event.data)) return;
  for (const path of event.data) if (typeof path === 'string' && path.startsWith('/_astro/')) prefetch(path);
});
