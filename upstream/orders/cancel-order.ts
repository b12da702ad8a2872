import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { CANCEL_REASONS, CANCELLABLE_STATUSES, type CancelReason } from '../../domain/order-rules.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';
import { addWalletTransaction } from '../wallet/repository.ts';
import { type OrderRow, orderItems, ownOrder } from './repository.ts';
import { setStatus } from './status.ts';

/**
 * Cancels the customer's order (for them when `actor` is a staff user) while it may be: stock goes back, a wallet payment is refunded. The
 * status changes only while the order is still cancellable, so a cancel racing another cancel or an
 * advance past PROCESSING gives stock back at most once. An order cancelled already (a cancel sent again
 * because its answer was lost, or racing another cancel) answers as it is, with the first reason, and
 * nothing is done twice; one moved on past PROCESSING is refused.
 */
export function cancelOrder(db: Db, userId: number, actor: Actor | null, sid: string, reason: CancelReason, now: Date): Promise<OrderRow> {
  return inTransaction(db, async (tx) => {
    const order = await ownOrder(tx, userId, sid);
    if (order.status === 'CANCELLED') return order;
    if (!CANCELLABLE_STATUSES.includes(order.status)) throw new Refusal(409, ACCOUNT_MESSAGES.notCancellable);
    if (!(await setStatus(tx, order, 'CANCELLED', actor?.userId ?? userId, CANCEL_REASONS[reason], now, CANCELLABLE_STATUSES))) {
      const current = await ownOrder(tx, userId, sid);
      if (current.status === 'CANCELLED') return current;
      throw new Refusal(409, ACCOUNT_MESSAGES.notCancellable);
    }
    await tx.updateTable('orders').set({ cancel_reason: reason }).where('id', '=', order.id).execute();
    // By SKU, the order placing takes stock in, so that concurrent writers lock products in one order.
    const items = (await orderItems(tx, order.id)).sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
    for (const item of items) {
      await tx
        .updateTable('products')
        .set((eb) => ({ qty: eb('qty', '+', item.qty) }))
        .where('sku', '=', item.sku)
        .execute();
    }
    if (order.payment_method === 'WALLET' && order.payment_status === 'SUCCESSFUL') {
      await addWalletTransaction(tx, userId, order.grand_total_paise, `Refund for cancelled order ${order.number}`, order.id, now);
    }
    await recordAudit(tx, actor, userId, 'order.cancel', { type: 'order', id: order.sid }, now);
    return ownOrder(tx, userId, sid);
  });
}
