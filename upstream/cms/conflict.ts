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

/**
 * Makes the writers that count before they insert (the 500 limits) take turns until the transaction
 * ends. SQLite needs nothing (its transactions take the one write lock when they begin); PostgreSQL
 * takes a transaction-scoped advisory lock named after the table.
 */
export async function takeTurns(tx: Db, table: 'cms_entries' | 'cms_blocks'): Promise<void> {
  if (engineOf(tx) !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`purba:${table}`}))`.execute(tx);
}
