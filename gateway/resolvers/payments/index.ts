import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn } from '../guard.ts';

/** Paying for an ONLINE order: its payment state, starting a payment, the development provider's outcome. */
export const paymentResolvers: Resolvers = {
  PaymentSession: {
    amount: (s) => s.amountPaise,
  },
  PaymentStatusReport: {
    amount: (s) => s.amountPaise,
  },
  Query: {
    paymentStatus: (_p, { orderId }, ctx) => signedIn(ctx, (token) => ctx.payments.status(token, orderId)),
  },
  Mutation: {
    initiatePayment: (_p, { orderId }, ctx) => signedIn(ctx, (token) => ctx.payments.initiate(token, orderId)),
    completeDevPayment: (_p, { sessionId, outcome }, ctx) => signedIn(ctx, (token) => ctx.payments.complete(token, sessionId, outcome)),
  },
};
