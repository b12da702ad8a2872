import type { Transaction } from 'kysely';
import { engineOf } from './database.ts';
import type { Tables } from './tables.ts';

/**
 * Takes the customer's row lock until the transaction ends, so that their writes which check first and
 * write after (the wallet's balance, the address book's count and default) run one after another.
 * PostgreSQL locks the users row FOR NO KEY UPDATE (the lock placing a wallet order takes too; rows
 * that merely reference the customer can still be written meanwhile). SQLite rejects FOR UPDATE and
 * needs none: its transactions take the one write lock when they begin (upstream/db/database.ts).
 */
export async function lockCustomer(tx: Transaction<Tables>, userId: number): Promise<void> {
  await tx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .$if(engineOf(tx) === 'postgres', (q) => q.forNoKeyUpdate())
    .executeTakeFirst();
}
