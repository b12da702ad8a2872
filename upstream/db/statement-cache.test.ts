import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { STATEMENT_CACHE_SIZE, withStatementCache } from './database.ts';

function database() {
  const sqlite = new BetterSqlite3(':memory:');
  sqlite.exec("create table t (id integer primary key, name text); insert into t (name) values ('a'), ('b'), ('c')");
  return { sqlite, cached: withStatementCache(sqlite) };
}

describe('the SQLite connection with its statements kept', () => {
  it('prepares a query once and answers each call with its own parameters', () => {
    const { cached } = database();
    const first = cached.prepare('select name from t where id = ?');
    expect(cached.prepare('select name from t where id = ?')).toBe(first);
    expect(first.all([1])).toEqual([{ name: 'a' }]);
    expect(cached.prepare('select name from t where id = ?').all([3])).toEqual([{ name: 'c' }]);
  });

  it('hands out a fresh statement while the kept one is iterating', () => {
    const { cached } = database();
    const names: string[] = [];
    for (const row of cached.prepare('select name from t order by id').iterate() as Iterable<{ name: string }>) {
      names.push(row.name, ...(cached.prepare('select name from t order by id').all() as { name: string }[]).map((r) => r.name));
      break;
    }
    expect(names).toEqual(['a', 'a', 'b', 'c']);
  });

  it('reads the new schema after a migration changed the table under a kept statement', () => {
    const { sqlite, cached } = database();
    expect(cached.prepare('select * from t where id = ?').get([1])).toEqual({ id: 1, name: 'a' });
    sqlite.exec("alter table t add column form text not null default 'tablet'");
    expect(cached.prepare('select * from t where id = ?').get([1])).toEqual({ id: 1, name: 'a', form: 'tablet' });
  });

  it('stays within its size however many different texts come', () => {
    const { cached } = database();
    const texts = Array.from({ length: STATEMENT_CACHE_SIZE + 5 }, (_, n) => `select ${n} as n`);
    for (const text of texts) cached.prepare(text);
    const last = texts.at(-1) ?? '';
    expect(cached.prepare(last)).toBe(cached.prepare(last));
    expect(cached.prepare(last).get()).toEqual({ n: STATEMENT_CACHE_SIZE + 4 });
  });
});
