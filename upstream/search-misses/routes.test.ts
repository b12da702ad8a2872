import { describe, expect, it } from 'vitest';
import { setupTestUpstream } from '../../test-utils/upstream.ts';

const t = setupTestUpstream();
const { call } = t;

describe('searches that found nothing', () => {
  it('records them normalised and counted, and lists the most frequent first', async () => {
    for (const query of ['  Zzzz   QQQ ', 'zzzz qqq', 'ZZZZ QQQ'])
      expect((await call('/api/search/misses', { method: 'POST', body: { query } })).status).toBe(200);
    await call('/api/search/misses', { method: 'POST', body: { query: 'dolo 650' } });
    const { result } = (await call('/api/search/misses?size=10')).body;
    expect(result.items.map((m: any) => [m.query, m.count])).toEqual([
      ['zzzz qqq', 3],
      ['dolo 650', 1],
    ]);
    expect(result.items[0].last_seen >= result.items[0].first_seen).toBe(true);
  });

  it.each([[{ query: '   ' }], [{ query: 42 }], [{}], ['not json']])('refuses %j', async (body) => {
    expect((await call('/api/search/misses', { method: 'POST', body })).status).toBe(400);
  });

  it('cuts a 500-character query to 100 characters', async () => {
    const { result } = (await call('/api/search/misses', { method: 'POST', body: { query: 'x'.repeat(500) } })).body;
    expect(result.query).toBe('x'.repeat(100));
  });
});
