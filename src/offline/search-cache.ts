import { createStore, del, delMany, entries, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * The local catalogue-search cache of storefront.md §3 (IndexedDB store `elasticCache`): the service
 * worker keeps each search panel answer it saw online, and answers from it while offline or while the
 * gateway cannot be reached. Entries live a day (§9 cache TTL 86400 s) and the store holds at most
 * MAX_ENTRIES, the oldest going first. An offline search with no cached answer is an empty result
 * marked `noresults` (§8).
 */
export const SEARCH_CACHE_TTL_MS = 86_400 * 1000;
export const SEARCH_CACHE_MAX_ENTRIES = 200;

export interface CachedSearch {
  /** Epoch ms when the answer came from the gateway. */
  at: number;
  /** The gateway's GraphQL reply, as it came ({ data }). */
  reply: unknown;
}

let store: UseStore | undefined;
/** One database per store: idb-keyval opens a database with a single object store. */
export function searchCacheStore(): UseStore {
  store ??= createStore('pharmacy-elasticCache', 'elasticCache');
  return store;
}

/** Searches that differ only in case or spacing are one entry; the size asked for is part of the key. */
export function searchCacheKey(query: string, size: unknown): string {
  const text = query.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');
  return `search:${typeof size === 'number' ? size : ''}:${text}`;
}

export function isFresh(entry: CachedSearch | undefined, now: number): entry is CachedSearch {
  return entry !== undefined && typeof entry.at === 'number' && now - entry.at < SEARCH_CACHE_TTL_MS && now >= entry.at;
}

/** The keys to drop so that at most `max` fresh entries remain: expired ones, then the oldest. */
export function keysToEvict(all: readonly [string, CachedSearch][], now: number, max = SEARCH_CACHE_MAX_ENTRIES): string[] {
  const expired = all.filter(([, entry]) => !isFresh(entry, now)).map(([key]) => key);
  const fresh = all.filter(([, entry]) => isFresh(entry, now)).sort((a, b) => b[1].at - a[1].at);
  return [...expired, ...fresh.slice(max).map(([key]) => key)];
}

export async function rememberSearch(key: string, reply: unknown, now = Date.now(), max = SEARCH_CACHE_MAX_ENTRIES): Promise<void> {
  const target = searchCacheStore();
  await set(key, { at: now, reply } satisfies CachedSearch, target);
  if ((await keys(target)).length <= max) return;
  const evict = keysToEvict((await entries<string, CachedSearch>(target)) as [string, CachedSearch][], now, max);
  if (evict.length > 0) await delMany(evict, target);
}

/** The cached reply for a search, or undefined when there is none or it is older than a day. */
export async function cachedSearch(key: string, now = Date.now()): Promise<unknown> {
  const target = searchCacheStore();
  const entry = await get<CachedSearch>(key, target);
  if (isFresh(entry, now)) return entry.reply;
  if (entry) await del(key, target);
  return undefined;
}

/** The search panel's reply to a search never answered online: no items, marked `noresults`. */
export function noResultsReply(): {
  data: { search: { total: 0; matchedTerms: []; suggestions: []; items: [] } };
  extensions: { offline: true; noresults: true };
} {
  return { data: { search: { total: 0, matchedTerms: [], suggestions: [], items: [] } }, extensions: { offline: true, noresults: true } };
}

/** A cached reply, marked as answered offline (GraphQL `extensions` carry it; the data is as it was). */
export function offlineReply(reply: unknown): unknown {
  if (typeof reply !== 'object' || reply === null) return reply;
  const extensions = (reply as { extensions?: Record<string, unknown> }).extensions ?? {};
  return { ...reply, extensions: { ...extensions, offline: true } };
}
