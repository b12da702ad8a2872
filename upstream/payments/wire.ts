import { paiseToDecimal } from '../../domain/money.ts';
import type { OrderRow } from '../orders/repository.ts';
import { PAYMENT_OUTCOMES, type PaymentProvider, type ProviderSession } from './provider.ts';
import type { paymentStatus } from './repository.ts';

/** A started payment: where the browser goes to pay, and (dev provider only) the outcomes it may choose. */
export function paymentSessionToWire(order: OrderRow, session: ProviderSession, provider: PaymentProvider) {
  return {
    session_id: session.sessionId,
    provider: provider.name,
    order_id: order.sid,
    order_number: order.number,
    amount: paiseToDecimal(order.grand_total_paise),
    redirect_url: session.redirectUrl,
    outcomes: provider.name === 'dev' ? PAYMENT_OUTCOMES : [],
  };
}

/** An order's payment state with the amount as a rupee string. */
export const paymentStatusToWire = (s: Awaited<ReturnType<typeof paymentStatus>>) => ({ ...s, amount: paiseToDecimal(s.amount) });
