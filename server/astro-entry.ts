import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the Node adapter's entry (a build's server/entry.mjs) exports: the handler, and the page modules' loaders its manifest reads. */
interface AstroEntry<Handler> {
  handler: Handler;
  pageMap: Map<string, () => Promise<unknown>>;
}

/** The request handler of a build folder's server (the Node adapter in middleware mode), its pages imported once. */
export async function loadAstroHandler<Handler>(buildDir: string): Promise<Handler> {
  const entry = (await import(pathToFileURL(join(buildDir, 'server', 'entry.mjs')).href)) as AstroEntry<Handler>;
  keepPagesLoaded(entry.pageMap);
  return entry.handler;
}

/**
 * Astro calls a route's loader, a dynamic import(), on every request. Under tsx (npm start) every
 * import() goes to the loader's hooks thread and back, even for a module long loaded: 3% of an
 * on-demand product page's CPU (issue 21). Each loader is made to import once and keep its promise (a
 * failed import is tried again next time).
 */
export function keepPagesLoaded(pageMap: Map<string, () => Promise<unknown>>): void {
  for (const [component, load] of pageMap) {
    let loaded: Promise<unknown> | undefined;
    pageMap.set(component, () => {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    });
  }
}

const ACTIONS_LOADER = /\bactions: \(\) => import\((['"][^'"]+['"])\)/;

/**
 * The build's entry with its actions loader kept: Astro 5 calls the manifest's `actions` loader, another
 * dynamic import(), on every request and never keeps what it returns (the middleware's it does keep),
 * which under tsx is 4% of an on-demand product page's CPU. Null when the entry has no such loader.
 */
export function keepActionsLoaded(code: string): string | null {
  if (!ACTIONS_LOADER.test(code)) return null;
  return code.replace(
    ACTIONS_LOADER,
    (_whole, module: string) => `actions: ((load) => { let loaded; return () => (loaded ??= load()); })(() => import(${module}))`,
  );
}

/** The Vite plugin that applies keepActionsLoaded to the server build's entry.mjs. */
export function keepActionsLoadedPlugin() {
  return {
    name: 'keep-actions-loaded',
    renderChunk: (code: string, chunk: { fileName: string }) => (chunk.fileName === 'entry.mjs' ? keepActionsLoaded(code) : null),
  };
}
