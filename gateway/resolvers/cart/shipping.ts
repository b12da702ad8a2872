import type { GatewayContext } from '../../context.ts';
import { UnauthenticatedError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';

function tokenOf({ token }: GatewayContext): string {
  if (!token) throw new UnauthenticatedError('You need to be logged in to see this page');
  return token;
}

/** What the checkout asks of the cart: shipping and payment methods, and choosing the delivery address. */
export const cartShippingResolvers: Resolvers = {
  ShippingMethod: {
    amount: (m) => m.amountPaise,
  },
  Query: {
    shippingMethods: (_p, { cartId, addressId }, ctx) => {
      const token = tokenOf(ctx);
      return upstreamCall(() => ctx.cartShipping.shippingMethods(cartId, addressId, token));
    },
    paymentMethods: (_p, { cartId }, ctx) => upstreamCall(() => ctx.cartShipping.paymentMethods(cartId, ctx.token)),
  },
  Mutation: {
    setShippingInformation: (_p, { cartId, addressId, checkPrice }, ctx) => {
      const token = tokenOf(ctx);
      return upstreamCall(() => ctx.cartShipping.shippingInformation(cartId, addressId, checkPrice ?? false, token));
    },
  },
};
