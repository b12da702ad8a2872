import { describe, expect, it } from 'vitest';
import { createStaffUser, staffOwnToken } from '../../test-utils/staff.ts';
import { setupTestUpstream } from '../../test-utils/upstream.ts';

const t = setupTestUpstream();
const { call } = t;

/** The list, as an admin reads it (it is for admins only: staff-routes.test.ts tests the refusals). */
async function listAsAdmin(query: string) {
  const admin = await createStaffUser(t.upstream.db, { role: 'admin' });
  const response = await fetch(`${t.upstream.url}/api/search/misses${query}`, { headers: { 'x-access-token': await staffOwnToken(t.upstream.db, admin) } });
  return (await response.json()) as { result: { items: { query: string; count: number; first_seen: string; last_seen: string }[] } };
}

describe('searches that found nothing', () => {
  it('records them normalised and counted, and lists the most frequent first', async () => {
    for (const query of ['  Zzzz   QQQ ', 'zzzz qqq', 'ZZZZ QQQ'])
      expect((await call('/api/search/misses', { method: 'POST', body: { query } })).status).toBe(200);
    await call('/api/search/misses', { method: 'POST', body: { query: 'dolo 650' } });
    const { result } = await listAsAdmin('?size=10');
    expect(result.items.map((m) => [m.query, m.count])).toEqual([
      ['zzzz qqq', 3],
      ['dolo 650', 1],
    ]);
    const [first] = result.items;
    expect(first && first.last_seen >= first.first_seen).toBe(true);
  });

  it.each([[{ query: '   ' }], [{ query: 42 }], [{}], ['not json']])('refuses %j', async (body) => {
    expect((await call('/api/search/misses', { method: 'POST', body })).status).toBe(400);
  });

  it('cuts a 500-character query to 100 characters', async () => {
    const { result } = (await call('/api/search/misses', { method: 'POST', body: { query: 'x'.repeat(500) } })).body;
    expect(result.query).toBe('x'.repeat(100));
  });
});
