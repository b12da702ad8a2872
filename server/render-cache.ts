import { LRUCache } from 'lru-cache';
import type { PageShows } from '../src/routing/page-shows.ts';

/** One rendered answer: status, the renderer's own headers (lower-case names) and the body, whole. */
export interface RenderedPage {
  status: number;
  headers: Readonly<Record<string, string | readonly string[]>>;
  body: Buffer;
}

/** A render, with what the page said it shows (null: the page is not to be kept). */
export interface Render {
  page: RenderedPage;
  shows: PageShows | null;
}

/** Where an answer came from: kept, rendered for this request, or rendered for another request for the same key at that moment. */
export type RenderSource = 'hit' | 'miss' | 'shared';

export interface RenderCacheOptions {
  /** How long a page is kept at most (PAGE_CACHE_MS). */
  maxAgeMs: number;
  /** Bytes kept at most, bodies and headers (PAGE_CACHE_MB). */
  maxBytes: number;
  /** Pages kept at most. */
  maxEntries: number;
  /** The clock, in ms (tests move it by hand). */
  now?: () => number;
}

interface Kept {
  page: RenderedPage;
  shows: PageShows;
}

const sizeOf = ({ page }: Kept) =>
  page.body.byteLength + Object.entries(page.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length, 0);

/** A page may be kept only as a whole 200 that sets no cookie; it may go to another waiting request only if it sets no cookie. */
const shareable = (page: RenderedPage) => page.headers['set-cookie'] === undefined;
const keepable = (page: RenderedPage) => page.status === 200 && shareable(page);

/**
 * The rendered catalogue pages this process keeps (issue 21): an LRU (lru-cache) bounded in pages and
 * bytes, each page kept at most `maxAgeMs`, keyed by the caller (method and URL). A miss renders once:
 * requests for a key whose render is under way wait for it and take its answer. `dropProducts` drops the
 * product pages showing any of those SKUs and every listing; `dropAll` drops everything. A render that
 * was under way when something was dropped answers its requests but is not kept, since it may have read
 * the catalogue before the change.
 */
export function createRenderCache({ maxAgeMs, maxBytes, maxEntries, now = () => performance.now() }: RenderCacheOptions) {
  const kept = new LRUCache<string, Kept>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: sizeOf,
    ttl: maxAgeMs,
    ttlResolution: 0,
    updateAgeOnGet: false,
    perf: { now },
  });
  const rendering = new Map<string, Promise<Render>>();
  // Moves on every drop: a render that began before it is not kept.
  let generation = 0;

  async function renderOnce(key: string, render: () => Promise<Render>): Promise<RenderedPage> {
    const began = generation;
    const work = render();
    rendering.set(key, work);
    try {
      const { page, shows } = await work;
      if (shows && keepable(page) && generation === began) kept.set(key, { page, shows });
      return page;
    } finally {
      rendering.delete(key);
    }
  }

  return {
    /** The page for `key`: kept, being rendered for another request, or rendered now by `render`. */
    async page(key: string, render: () => Promise<Render>): Promise<{ page: RenderedPage; source: RenderSource }> {
      const hit = kept.get(key);
      if (hit) return { page: hit.page, source: 'hit' };
      const underWay = rendering.get(key);
      if (underWay !== undefined) {
        const { page } = await underWay;
        if (shareable(page)) return { page, source: 'shared' };
        return { page: (await render()).page, source: 'miss' };
      }
      return { page: await renderOnce(key, render), source: 'miss' };
    },
    /** These products changed: drops the product pages showing any of them, and every listing. */
    dropProducts(skus: Iterable<string>): void {
      generation++;
      const changed = new Set(skus);
      const dropped: string[] = [];
      for (const [key, { shows }] of kept.entries()) {
        if (shows.kind === 'listing' || shows.skus.some((sku) => changed.has(sku))) dropped.push(key);
      }
      for (const key of dropped) kept.delete(key);
    },
    /** Anything may have changed (the whole catalogue was read again). */
    dropAll(): void {
      generation++;
      kept.clear();
    },
    /** Pages and bytes kept now. */
    get size() {
      return { pages: kept.size, bytes: kept.calculatedSize };
    },
  };
}
export type RenderCache = ReturnType<typeof createRenderCache>;
