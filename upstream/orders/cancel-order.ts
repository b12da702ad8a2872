import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { CANCEL_REASONS, CANCELLABLE_STATUSES, type CancelReason } from '../../domain/order-rules.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { addWalletTransaction } from '../wallet/repository.ts';
import { type OrderRow, orderItems, ownOrder } from './repository.ts';
import { setStatus } from './status.ts';

/** Cancels the customer's order while it may be: stock goes back, a wallet payment is refunded. */
export function cancelOrder(db: Db, userId: number, sid: string, reason: CancelReason, now: Date): OrderRow {
  return legacy(db).transaction(() => {
    const order = ownOrder(db, userId, sid);
    if (!CANCELLABLE_STATUSES.includes(order.status)) throw new Refusal(409, ACCOUNT_MESSAGES.notCancellable);
    const giveBack = legacy(db).prepare('UPDATE products SET qty = qty + ? WHERE sku = ?');
    for (const item of orderItems(db, order.id)) giveBack.run(item.qty, item.sku);
    if (order.payment_method === 'WALLET' && order.payment_status === 'SUCCESSFUL') {
      addWalletTransaction(db, userId, order.grand_total_paise, `Refund for cancelled order ${order.number}`, order.id, now);
    }
    legacy(db).prepare('UPDATE orders SET cancel_reason = ? WHERE id = ?').run(reason, order.id);
    setStatus(db, order, 'CANCELLED', userId, CANCEL_REASONS[reason], now);
    return ownOrder(db, userId, sid);
  })();
}
