import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { inTransaction } from '../db/database.ts';
import { lockCustomer } from '../db/lock-customer.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';

export interface WalletTransactionRow {
  id: string;
  amount_paise: number;
  note: string;
  created_at: string;
}

/** The balance is the sum of the customer's transactions (credits positive, debits negative). */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.total ?? 0;
}

export function walletTransactions(db: Db, userId: number): Promise<WalletTransactionRow[]> {
  return db
    .selectFrom('wallet_transactions')
    .select(['id', 'amount_paise', 'note', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(100)
    .execute();
}

/**
 * Adds a credit (positive) or a debit (negative). A debit never takes the balance below zero: it
 * holds the customer's lock (upstream/db/lock-customer.ts) while it sums and writes, so two orders
 * paid from one wallet at once cannot both spend the same money; the one that no longer fits is
 * refused with the wallet message, and its transaction (the whole order) is undone.
 */
export function addWalletTransaction(db: Db, userId: number, amountPaise: number, note: string, orderId: number | null, now: Date): Promise<void> {
  return inTransaction(db, async (tx) => {
    if (amountPaise < 0) {
      await lockCustomer(tx, userId);
      if ((await walletBalance(tx, userId)) + amountPaise < 0) throw new Refusal(400, ACCOUNT_MESSAGES.walletLow);
    }
    await tx
      .insertInto('wallet_transactions')
      .values({ id: publicId(), user_id: userId, amount_paise: amountPaise, note, order_id: orderId, created_at: now.toISOString() })
      .execute();
  });
}
