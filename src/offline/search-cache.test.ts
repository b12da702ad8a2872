import 'fake-indexeddb/auto';
import { clear, keys } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type CachedSearch,
  cachedSearch,
  keysToEvict,
  noResultsReply,
  offlineReply,
  rememberSearch,
  SEARCH_CACHE_TTL_MS,
  searchCacheKey,
  searchCacheStore,
} from './search-cache.ts';

const reply = (name: string) => ({ data: { search: { total: 1, items: [{ name }] } } });

beforeEach(() => clear(searchCacheStore()));

describe('searchCacheKey', () => {
  it.each([
    ['Augmentin', 8, 'search:8:augmentin'],
    ['  augmentin   625 ', 8, 'search:8:augmentin 625'],
    ['AUGMENTIN 625', 8, 'search:8:augmentin 625'],
    ['প্যারাসিটামল', 8, 'search:8:প্যারাসিটামল'],
    ['dolo', undefined, 'search::dolo'],
  ])('%j (size %s) -> %s', (query, size, key) => {
    expect(searchCacheKey(query, size)).toBe(key);
  });
});

describe('keysToEvict', () => {
  const at = (key: string, time: number): [string, CachedSearch] => [key, { at: time, reply: null }];
  const now = 10 * SEARCH_CACHE_TTL_MS;
  it.each([
    ['nothing under the bound', [at('a', now - 1), at('b', now - 2)], 2, []],
    ['the oldest over the bound', [at('a', now - 3), at('b', now - 1), at('c', now - 2)], 2, ['a']],
    ['expired ones first, whatever the bound', [at('a', now - SEARCH_CACHE_TTL_MS), at('b', now - 1)], 5, ['a']],
    ['entries dated in the future (a clock moved back)', [at('a', now + 1000)], 5, ['a']],
  ] as const)('%s', (_, all, max, evicted) => {
    expect(keysToEvict(all, now, max)).toEqual(evicted);
  });
});

describe('the elasticCache store', () => {
  it('answers a search seen online, and forgets it after a day', async () => {
    const now = Date.now();
    await rememberSearch('search:8:augmentin', reply('Augmentin'), now);
    expect(await cachedSearch('search:8:augmentin', now + 1000)).toEqual(reply('Augmentin'));
    expect(await cachedSearch('search:8:dolo', now)).toBeUndefined();
    expect(await cachedSearch('search:8:augmentin', now + SEARCH_CACHE_TTL_MS)).toBeUndefined();
    expect(await keys(searchCacheStore())).toEqual([]);
  });

  it('holds at most the bound, dropping the oldest answers', async () => {
    const now = Date.now();
    for (let i = 0; i < 5; i++) await rememberSearch(`search:8:q${i}`, reply(`q${i}`), now + i, 3);
    expect((await keys(searchCacheStore())).sort()).toEqual(['search:8:q2', 'search:8:q3', 'search:8:q4']);
  });

  it('marks an offline answer and an empty one (noresults)', () => {
    expect(offlineReply(reply('A'))).toEqual({ ...reply('A'), extensions: { offline: true } });
    expect(noResultsReply()).toEqual({
      data: { search: { total: 0, matchedTerms: [], suggestions: [], items: [] } },
      extensions: { offline: true, noresults: true },
    });
  });
});
