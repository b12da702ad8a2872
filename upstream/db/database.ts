import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Tables } from './tables.ts';

/**
 * The upstream's one data layer (design.md decision 3): Kysely over SQLite (better-sqlite3, one file,
 * the default) or PostgreSQL (pg, when a chain outgrows one machine). Every query is written once,
 * against `Db`; the few places where the engines differ ask `engineOf(db)`.
 */
export type Db = Kysely<Tables>;
export type Engine = 'sqlite' | 'postgres';

/** Where the data lives: a SQLite file (DATABASE_PATH) unless a PostgreSQL URL (DATABASE_URL) is given. */
export interface DatabaseLocation {
  path: string;
  url?: string | undefined;
  /** Connections this process keeps to PostgreSQL (DATABASE_POOL_SIZE); 10 when not given. */
  poolSize?: number | undefined;
}

export function engineOf(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Runs `work` in a transaction, or in the caller's when `db` already is one (Kysely does not nest). */
export function inTransaction<T>(db: Db, work: (tx: Transaction<Tables>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Tables>);
  return db.transaction().execute((tx) => {
    transactionRoots.set(tx, db);
    return work(tx);
  });
}

/** pg hands 64-bit integers and numerics over as strings; every figure here fits a double (paise, counts). */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * SQLite: one connection per process (Kysely queues its queries), WAL, foreign keys, and transactions
 * that take the write lock when they begin (BEGIN IMMEDIATE): a transaction that read first and wrote
 * later could otherwise fail with SQLITE_BUSY when another process (a test, a script) wrote between.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver() {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/** The better-sqlite3 handle under each SQLite Db (only the adoption of pre-migration files uses it). */
const sqliteHandles = new WeakMap<object, BetterSqlite3.Database>();
/** The Db a transaction of inTransaction() was opened on. */
const transactionRoots = new WeakMap<object, object>();

/**
 * The SQLite file's own handle, for the one thing the query builder cannot do: running the old schema
 * script of a file made before the migrations existed (upstream/db/migrate.ts). Nothing else uses it.
 */
export function sqliteHandleOf(db: Db): BetterSqlite3.Database {
  const handle = sqliteHandles.get(transactionRoots.get(db) ?? db);
  if (!handle) throw new Error('Not a SQLite database');
  return handle;
}

/** Statements kept per SQLite connection: far more than the upstream's distinct queries, bounded for `in (?, ?, …)` lists. */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * The connection as Kysely sees it, with its prepared statements kept by SQL text. Kysely prepares every
 * query it runs again, and compiling the SQL was 17% of the upstream's CPU for a product page (issue 21).
 * better-sqlite3 runs a statement to its end before returning, so one statement serves every call of its
 * text; one busy with an iteration (a stream) is not handed out again, a fresh one is. SQLite prepares a
 * kept statement again by itself when a migration changes the schema under it. Past the size the cache
 * starts again.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database): Pick<BetterSqlite3.Database, 'prepare' | 'close'> {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(sql);
      if (!kept) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statements.set(sql, statement);
      }
      return statement;
    },
  } as Pick<BetterSqlite3.Database, 'prepare' | 'close'>;
}

export interface OpenedDatabase {
  db: Db;
  engine: Engine;
  /** Closes the connection (SQLite) or the pool (PostgreSQL). */
  close(): Promise<void>;
}

export function connect(location: DatabaseLocation): OpenedDatabase {
  if (location.url) {
    const pool = new pg.Pool({ connectionString: location.url, max: location.poolSize ?? 10 });
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (location.path !== ':memory:') mkdirSync(dirname(location.path), { recursive: true });
  const sqlite = new BetterSqlite3(location.path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Tables>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  sqliteHandles.set(db, sqlite);
  return {
    db,
    engine: 'sqlite',
    close: async () => {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}

/** Whether `error` is a unique constraint refusing a row (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
