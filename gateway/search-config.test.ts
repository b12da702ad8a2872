import { describe, expect, it } from 'vitest';
import { readSearchConfig } from './search-config.ts';

describe('search configuration', () => {
  it('defaults to the embedded engine, polling every 30 s, a 1000 ms time-out', () => {
    expect(readSearchConfig({})).toEqual({ MEILI_INDEX: 'products', SEARCH_REFRESH_INTERVAL_MS: 30_000, SEARCH_TIMEOUT_MS: 1000 });
  });

  it('reads Meilisearch settings', () => {
    expect(readSearchConfig({ MEILI_URL: 'http://127.0.0.1:7700', MEILI_KEY: 'secret', MEILI_INDEX: 'products_jh' })).toMatchObject({
      MEILI_URL: 'http://127.0.0.1:7700',
      MEILI_KEY: 'secret',
      MEILI_INDEX: 'products_jh',
    });
  });

  it.each([
    [{ MEILI_URL: 'not a url' }, 'MEILI_URL'],
    [{ MEILI_INDEX: 'products; drop' }, 'MEILI_INDEX'],
    [{ SEARCH_REFRESH_INTERVAL_MS: '-1' }, 'SEARCH_REFRESH_INTERVAL_MS'],
    [{ SEARCH_TIMEOUT_MS: 'soon' }, 'SEARCH_TIMEOUT_MS'],
  ])('stops on %j, naming %s', (env, name) => {
    expect(() => readSearchConfig(env)).toThrow(name);
  });
});
