import type { Resolvers } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';
import { tokenOf } from '../guard.ts';

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
