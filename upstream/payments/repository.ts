import { CHECKOUT_MESSAGES as M } from '../../domain/checkout-messages.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { findOrder, type OrderRow, orderMismatch } from '../orders/repository.ts';
import type { AuthUser } from '../session/require-user.ts';
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

export function paymentsOf(db: Db, orderId: number): PaymentRow[] {
  return legacy(db).prepare<[number], PaymentRow>('SELECT * FROM payments WHERE order_id = ? ORDER BY id').all(orderId);
}

function payable(order: OrderRow | undefined): OrderRow {
  if (!order) throw orderMismatch();
  if (order.status === 'CANCELLED') throw new Refusal(409, M.payCancelled);
  if (order.payment_method !== 'ONLINE') throw new Refusal(409, M.notPaidOnline);
  if (order.payment_status === 'SUCCESSFUL') throw new Refusal(409, M.alreadyPaid);
  return order;
}

/** Starts a payment attempt for the customer's own ONLINE order (another customer's: OrderId Mismatch). */
export function initiatePayment(db: Db, user: AuthUser, orderSid: string, provider: PaymentProvider, now: Date) {
  return legacy(db).transaction(() => {
    const order = payable(findOrder(db, user.id, orderSid));
    const session = provider.createSession({ orderSid: order.sid, amountPaise: order.grand_total_paise });
    legacy(db)
      .prepare("INSERT INTO payments (session_id, order_id, provider, amount_paise, status, created_at) VALUES (?, ?, ?, ?, 'INITIATED', ?)")
      .run(session.sessionId, order.id, provider.name, order.grand_total_paise, now.toISOString());
    return { order, session };
  })();
}

/**
 * Records the provider's verdict on a session. SUCCESSFUL marks the order paid once: a repeated
 * success (a double click, a retried callback) changes nothing. A FAILED or SUCCESSFUL session is
 * final; a PENDING one may still be confirmed later.
 */
export function completePayment(db: Db, user: AuthUser, sessionId: string, choice: PaymentOutcome, provider: PaymentProvider, now: Date) {
  return legacy(db)
    .transaction(() => {
      const payment = legacy(db)
        .prepare<[string, number], PaymentRow>('SELECT p.* FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.session_id = ? AND o.user_id = ?')
        .get(sessionId, user.id);
      if (!payment) throw new Refusal(404, M.paymentSessionNotFound);
      const order = legacy(db).prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?').get(payment.order_id) as OrderRow;
      if (order.status === 'CANCELLED') throw new Refusal(409, M.payCancelled);
      if (payment.status === 'INITIATED' || payment.status === 'PENDING') {
        const outcome = provider.confirm(sessionId, choice);
        const at = now.toISOString();
        legacy(db).prepare('UPDATE payments SET status = ?, completed_at = ? WHERE id = ?').run(outcome, at, payment.id);
        if (outcome === 'SUCCESSFUL') {
          legacy(db)
            .prepare("UPDATE orders SET payment_status = 'SUCCESSFUL', paid_at = ?, updated_at = ? WHERE id = ? AND payment_status != 'SUCCESSFUL'")
            .run(at, at, order.id);
        } else {
          legacy(db).prepare("UPDATE orders SET payment_status = ?, updated_at = ? WHERE id = ? AND payment_status != 'SUCCESSFUL'").run(outcome, at, order.id);
        }
      }
      return order.sid;
    })
    .immediate();
}

export function paymentStatus(db: Db, userId: number, orderSid: string) {
  const order = findOrder(db, userId, orderSid);
  if (!order) throw orderMismatch();
  const attempts = paymentsOf(db, order.id);
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
