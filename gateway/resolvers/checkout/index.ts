import type { GatewayContext } from '../../context.ts';
import { UnauthenticatedError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';
import { signedIn } from '../account/guard.ts';

function tokenOf({ token }: GatewayContext): string {
  if (!token) throw new UnauthenticatedError('You need to be logged in to see this page');
  return token;
}

/** Checkout: shipping and payment methods, shipping information, paying for an order. */
export const checkoutResolvers: Resolvers = {
  ShippingMethod: {
    amount: (m) => m.amountPaise,
  },
  PaymentSession: {
    amount: (s) => s.amountPaise,
  },
  PaymentStatusReport: {
    amount: (s) => s.amountPaise,
  },
  Query: {
    shippingMethods: (_p, { cartId, addressId }, ctx) => {
      const token = tokenOf(ctx);
      return upstreamCall(() => ctx.cart.shippingMethods(cartId, addressId, token));
    },
    paymentMethods: (_p, { cartId }, ctx) => upstreamCall(() => ctx.cart.paymentMethods(cartId, ctx.token)),
    paymentStatus: (_p, { orderId }, ctx) => signedIn(ctx, (token) => ctx.account.payments.status(token, orderId)),
  },
  Mutation: {
    setShippingInformation: (_p, { cartId, addressId, checkPrice }, ctx) => {
      const token = tokenOf(ctx);
      return upstreamCall(() => ctx.cart.shippingInformation(cartId, addressId, checkPrice ?? false, token));
    },
    initiatePayment: (_p, { orderId }, ctx) => signedIn(ctx, (token) => ctx.account.payments.initiate(token, orderId)),
    completeDevPayment: (_p, { sessionId, outcome }, ctx) => signedIn(ctx, (token) => ctx.account.payments.complete(token, sessionId, outcome)),
  },
};
