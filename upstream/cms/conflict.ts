import { sql } from 'kysely';
import { CMS_MESSAGES as M } from '../../domain/cms-messages.ts';
import { formatIst } from '../../domain/time.ts';
import { engineOf } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';

/**
 * 409 changedSinceOpened (CONFLICT at the gateway: `meta.conflict`): someone saved since the editor
 * opened the page or block, `name` at `time` (IST "HH:mm D/M/YYYY"). Nothing is written.
 */
export function changedSinceOpened(name: string | null, at: string): Refusal {
  const params = { name: name ?? '—', time: formatIst(at) };
  const english = M.changedSinceOpened.replace('{{name}}', params.name).replace('{{time}}', params.time);
  return new Refusal(409, english, { conflict: true, messageKey: 'cms.messages.changedSinceOpened', params });
}

type Table = 'cms_entries' | 'cms_blocks';

/** changedSinceOpened for the row `id` of `table`: who saved it last, and when (`fallbackAt` if it is gone). */
export async function conflictOf(tx: Db, table: Table, row: { id: number; updated_at: string }): Promise<Refusal> {
  const latest = await tx
    .selectFrom(table)
    .leftJoin('users', 'users.id', `${table}.updated_by`)
    .select(['users.name', `${table}.updated_at as updated_at`])
    .where(`${table}.id`, '=', row.id)
    .executeTakeFirst();
  return changedSinceOpened(latest?.name ?? null, latest?.updated_at ?? row.updated_at);
}

/** How many rows `table` holds (the §9 counts). */
export async function countRows(db: Db, table: Table): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Refuses `message` when `table` already holds `max` rows (the §9 limits), inside the transaction that
 * then inserts. The writers that count take turns until it ends: SQLite needs nothing (its transactions
 * take the one write lock when they begin); PostgreSQL takes a transaction-scoped advisory lock named
 * after the table.
 */
export async function refuseAtLimit(tx: Db, table: Table, max: number, message: string): Promise<void> {
  if (engineOf(tx) === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${`purba:${table}`}))`.execute(tx);
  if ((await countRows(tx, table)) >= max) throw new Refusal(400, message);
}
