import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test-utils/users.ts';
import { createUpstreamApp } from '../app.ts';
import { MIGRATIONS } from './migrate.ts';
import { openDatabase } from './open.ts';

const dir = mkdtempSync(join(tmpdir(), 'pharmacy-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The fixture made by the code before the query builder (fixtures/README.md), unpacked to a fresh file. */
function legacyFile(name: string): string {
  const path = join(dir, name);
  writeFileSync(path, gunzipSync(readFileSync(new URL('./fixtures/schema-4.sqlite.gz', import.meta.url))));
  return path;
}

/** Every table's row count, read with SQLite directly. */
function counts(path: string): Record<string, number> {
  const db = new BetterSqlite3(path, { readonly: true });
  try {
    const tables = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'kysely_%' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all();
    return Object.fromEntries(tables.map(({ name }) => [name, (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n]));
  } finally {
    db.close();
  }
}

describe('a SQLite file made before the migrations (schema 4)', () => {
  it('is adopted in place: every row kept, the baseline recorded as applied, later migrations run', async () => {
    const path = legacyFile('schema-4.sqlite');
    const before = counts(path);
    expect(before.orders).toBe(1);
    expect(before.products).toBe(635);

    const opened = await openDatabase(path, 0);
    try {
      expect(opened.seeded).toBe(false);
      const applied = await opened.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(applied.map((r) => (r as { name: string }).name)).toEqual(Object.keys(MIGRATIONS));
    } finally {
      await opened.close();
    }
    const after = counts(path);
    // Issue 18: the file also gains the seed content, marked done by one meta row (upstream/cms/seed.ts).
    const seedMark = { meta: 1 } as Record<string, number>;
    for (const [table, n] of Object.entries(before)) expect({ table, n: after[table] }).toEqual({ table, n: n + (seedMark[table] ?? 0) });
    expect(after['cms_entries']).toBeGreaterThan(0);
    expect(after['cms_blocks']).toBeGreaterThan(0);
  });

  it('serves its customer the order placed before the upgrade', async () => {
    const opened = await openDatabase(legacyFile('served.sqlite'), 0);
    try {
      const app = await createUpstreamApp(opened.db, { listOutOfStock: true, uploadDir: join(dir, 'uploads') });
      const token = await tokenFor(opened.db, 1);
      const reply = await app.request('/api/account/orders', { headers: { 'x-access-token': token } });
      const body = (await reply.json()) as { result: { status: string; number: string }[] };
      expect(reply.status).toBe(200);
      expect(body.result.map((o) => o.status)).toEqual(['PLACED']);
    } finally {
      await opened.close();
    }
  });

  it('reads its pin codes’ cities again (the district had been kept as the city), leaving states and statuses as they were', async () => {
    const path = legacyFile('districts.sqlite');
    const raw = new BetterSqlite3(path);
    raw.prepare("UPDATE pincodes SET city = 'Khorda', status = 'stopped' WHERE pin = '751001'").run();
    raw.prepare("UPDATE pincodes SET city = 'Sambalpur' WHERE pin = '768017'").run();
    raw.close();
    const opened = await openDatabase(path, 0);
    try {
      const rows = await opened.db.selectFrom('pincodes').selectAll().where('pin', 'in', ['751001', '768017', '700012']).orderBy('pin').execute();
      expect(rows).toEqual([
        { pin: '700012', city: 'Kolkata', state: 'WB', status: 'serviceable' },
        { pin: '751001', city: 'Bhubaneswar', state: 'OD', status: 'stopped' },
        { pin: '768017', city: 'Burla', state: 'OD', status: 'serviceable' },
      ]);
    } finally {
      await opened.close();
    }
  });

  it('is refused with what to do when its schema is older than 2', async () => {
    const path = legacyFile('schema-1.sqlite');
    const raw = new BetterSqlite3(path);
    raw.prepare("UPDATE meta SET value = '1' WHERE key = 'schema_version'").run();
    raw.close();
    await expect(openDatabase(path, 0)).rejects.toThrow(/has schema 1, which cannot be upgraded\. Remove the file/);
  });
});

describe('a new database', () => {
  it('runs every migration once: a second start applies none and seeds nothing again', async () => {
    const path = join(dir, 'new.sqlite');
    const first = await openDatabase(path, 0);
    expect(first.seeded).toBe(true);
    await first.close();
    const before = counts(path);
    const second = await openDatabase(path, 0);
    expect(second.seeded).toBe(false);
    await second.close();
    expect(counts(path)).toEqual(before);
  });
});
