import { CHECKOUT_MESSAGES as M } from '../../domain/checkout-messages.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { findOrder, type OrderRow, orderMismatch } from '../orders/repository.ts';
import type { AuthUser } from '../session/require-user.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';
import type { PaymentOutcome, PaymentProvider } from './provider.ts';

export interface PaymentRow {
  id: number;
  session_id: string;
  order_id: number;
  provider: string;
  amount_paise: number;
  status: 'INITIATED' | PaymentOutcome;
  created_at: string;
  completed_at: string | null;
}

/** The customer's message for an order's payment state (storefront.md §4, §8). */
export function paymentMessage(order: OrderRow, last: PaymentRow | undefined): string | null {
  if (order.status === 'CANCELLED') return M.payCancelled;
  if (order.payment_status === 'SUCCESSFUL') return M.paymentSuccessful;
  if (last?.status === 'PENDING') return M.paymentPending;
  if (last?.status === 'FAILED') return M.paymentFailed;
  return null;
}

export function paymentsOf(db: Db, orderId: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').$castTo<PaymentRow>().execute();
}

function payable(order: OrderRow | undefined): OrderRow {
  if (!order) throw orderMismatch();
  if (order.status === 'CANCELLED') throw new Refusal(409, M.payCancelled);
  if (order.payment_method !== 'ONLINE') throw new Refusal(409, M.notPaidOnline);
  if (order.payment_status === 'SUCCESSFUL') throw new Refusal(409, M.alreadyPaid);
  return order;
}

/**
 * Starts a payment attempt for the customer's own ONLINE order (another customer's: OrderId Mismatch);
 * `actor`, the staff user starting it for the customer (null: the customer), goes in the audit trail in
 * the same transaction.
 */
export function initiatePayment(db: Db, user: AuthUser, actor: Actor | null, orderSid: string, provider: PaymentProvider, now: Date) {
  return inTransaction(db, async (tx) => {
    const order = payable(await findOrder(tx, user.id, orderSid));
    const session = provider.createSession({ orderSid: order.sid, amountPaise: order.grand_total_paise });
    await tx
      .insertInto('payments')
      .values({
        session_id: session.sessionId,
        order_id: order.id,
        provider: provider.name,
        amount_paise: order.grand_total_paise,
        status: 'INITIATED',
        created_at: now.toISOString(),
      })
      .execute();
    await recordAudit(tx, actor, user.id, 'payment.start', { type: 'payment', id: session.sessionId }, now);
    return { order, session };
  });
}

/**
 * Records the provider's verdict on a session. SUCCESSFUL marks the order paid once: a repeated
 * success (a double click, a retried callback, also two at once) changes nothing, because the
 * session's row changes only while it is still open (INITIATED or PENDING). A FAILED or SUCCESSFUL
 * session is final; a PENDING one may still be confirmed later.
 */
export function completePayment(db: Db, user: AuthUser, sessionId: string, choice: PaymentOutcome, provider: PaymentProvider, now: Date): Promise<string> {
  return inTransaction(db, async (tx) => {
    const payment = await tx
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .selectAll('p')
      .where('p.session_id', '=', sessionId)
      .where('o.user_id', '=', user.id)
      .$castTo<PaymentRow>()
      .executeTakeFirst();
    if (!payment) throw new Refusal(404, M.paymentSessionNotFound);
    const order = await tx.selectFrom('orders').selectAll().where('id', '=', payment.order_id).$castTo<OrderRow>().executeTakeFirstOrThrow();
    if (order.status === 'CANCELLED') throw new Refusal(409, M.payCancelled);
    if (payment.status === 'INITIATED' || payment.status === 'PENDING') {
      const outcome = provider.confirm(sessionId, choice);
      const at = now.toISOString();
      const { numUpdatedRows } = await tx
        .updateTable('payments')
        .set({ status: outcome, completed_at: at })
        .where('id', '=', payment.id)
        .where('status', 'in', ['INITIATED', 'PENDING'])
        .executeTakeFirst();
      // Zero rows: a concurrent completion of this session finished first, and its verdict stands.
      if (Number(numUpdatedRows) === 1) {
        await tx
          .updateTable('orders')
          .set({ payment_status: outcome, updated_at: at })
          .$if(outcome === 'SUCCESSFUL', (q) => q.set({ paid_at: at }))
          .where('id', '=', order.id)
          .where('payment_status', '!=', 'SUCCESSFUL')
          .execute();
      }
    }
    return order.sid;
  });
}

export async function paymentStatus(db: Db, userId: number, orderSid: string) {
  const order = await findOrder(db, userId, orderSid);
  if (!order) throw orderMismatch();
  const attempts = await paymentsOf(db, order.id);
  const last = attempts[attempts.length - 1];
  return {
    order_id: order.sid,
    order_number: order.number,
    order_status: order.status,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    amount: order.grand_total_paise,
    paid_at: order.paid_at,
    message: paymentMessage(order, last),
    attempts: attempts.map((a) => ({ session_id: a.session_id, status: a.status, created_at: a.created_at, completed_at: a.completed_at })),
  };
}
