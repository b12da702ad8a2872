import type { OrderStatus } from './order-rules.ts';

/**
 * What the order page tells of an order (storefront.md §3's six steps, as they really went): the order
 * was placed when it was created; one waiting for a prescription is at that step, with the six still to
 * come; a cancelled one shows the steps it reached, then when it was cancelled, and nothing to come.
 */
export interface ProgressStep {
  status: OrderStatus;
  /** When the step was reached (ISO 8601), or null: not yet. */
  at: string | null;
  /** The step the order is at now. */
  current: boolean;
}

export interface OrderState {
  status: OrderStatus;
  placedAt: string;
  /** The six steps with the time each was reached, or null. */
  timeline: readonly { status: OrderStatus; at: string | null }[];
  cancelledAt: string | null;
}

export function orderProgress(order: OrderState): ProgressStep[] {
  const steps = order.timeline.map((step) => ({ status: step.status, at: step.status === 'PLACED' ? order.placedAt : step.at }));
  if (order.status === 'CANCELLED') {
    const reached = steps.filter((step) => step.at !== null).map((step) => ({ ...step, current: false }));
    return [...reached, { status: 'CANCELLED', at: order.cancelledAt, current: true }];
  }
  if (order.status === 'PENDING_APPROVAL') {
    const [placed, ...rest] = steps;
    const waiting = { status: 'PENDING_APPROVAL' as const, at: order.placedAt, current: true };
    return [...(placed ? [{ ...placed, current: false }] : []), waiting, ...rest.map((step) => ({ ...step, current: false }))];
  }
  const last = steps.findLastIndex((step) => step.at !== null);
  return steps.map((step, index) => ({ ...step, current: index === last }));
}

/** The payment line's state: a cancelled order that was not paid has nothing to pay. */
export type PaymentState = 'NOT_DUE' | 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'NOTHING_DUE';

export function paymentState(order: { status: OrderStatus; paymentStatus: Exclude<PaymentState, 'NOTHING_DUE'> }): PaymentState {
  return order.status === 'CANCELLED' && order.paymentStatus !== 'SUCCESSFUL' ? 'NOTHING_DUE' : order.paymentStatus;
}
