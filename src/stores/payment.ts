import type { DevPaymentOutcome } from '../gql/graphql.ts';
import { COMPLETE_DEV_PAYMENT, INITIATE_PAYMENT, PAYMENT_STATUS_QUERY } from '../graphql/payments.ts';
import { mapOutcome } from './outcome.ts';
import { runAuthed } from './session.ts';

/**
 * Paying for an order online (storefront.md §2 /payment/{orderSid}, /paymentStatus, /invalid-url). The
 * provider is behind a port on the server; here only the development provider exists, which lets the
 * customer choose the bank's answer (no money moves). Unknown or another customer's order: NOT_FOUND,
 * and the page goes to /invalid-url.
 */
export const startPayment = async (orderId: string) => mapOutcome(await runAuthed(INITIATE_PAYMENT, { orderId }, 'mutation'), (d) => d.initiatePayment);
export const completeDevPayment = async (sessionId: string, outcome: DevPaymentOutcome) =>
  mapOutcome(await runAuthed(COMPLETE_DEV_PAYMENT, { sessionId, outcome }, 'mutation'), (d) => d.completeDevPayment);
export const loadPaymentStatus = async (orderId: string) => mapOutcome(await runAuthed(PAYMENT_STATUS_QUERY, { orderId }), (d) => d.paymentStatus);
