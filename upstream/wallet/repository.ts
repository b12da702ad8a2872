import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { publicId } from '../ids.ts';

export interface WalletTransactionRow {
  id: string;
  amount_paise: number;
  note: string;
  created_at: string;
}

/** The balance is the sum of the customer's transactions (credits positive, debits negative). */
export function walletBalance(db: Db, userId: number): number {
  return (
    legacy(db).prepare<[number], { total: number }>('SELECT COALESCE(SUM(amount_paise), 0) AS total FROM wallet_transactions WHERE user_id = ?').get(userId)
      ?.total ?? 0
  );
}

export function walletTransactions(db: Db, userId: number): WalletTransactionRow[] {
  return legacy(db)
    .prepare<[number], WalletTransactionRow>(
      'SELECT id, amount_paise, note, created_at FROM wallet_transactions WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 100',
    )
    .all(userId);
}

export function addWalletTransaction(db: Db, userId: number, amountPaise: number, note: string, orderId: number | null, now: Date): void {
  legacy(db)
    .prepare('INSERT INTO wallet_transactions (id, user_id, amount_paise, note, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(publicId(), userId, amountPaise, note, orderId, now.toISOString());
}
