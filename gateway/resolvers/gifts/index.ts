import type { Resolvers } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';

/** Free gifts and price sync on the cart (gateway/schema/gifts.graphql; the rules: domain/free-gifts.ts, domain/price-sync.ts). */
export const giftResolvers: Resolvers = {
  Cart: {
    freeGifts: (c) => c.freeGifts,
    declinedGifts: (c) => c.declinedGifts,
    priceChanges: (c) => c.priceChanges,
  },
  FreeGift: {
    price: (g) => g.pricePaise,
  },
  PriceChange: {
    from: (c) => c.fromPaise,
    to: (c) => c.toPaise,
  },
  Mutation: {
    cartCheckPrices: (_parent, { cartId }, { cart, token }) => upstreamCall(() => cart.checkPrices(cartId, token)),
    cartRemoveGift: async (_parent, { cartId, sku }, { cart, token }) => {
      await upstreamCall(() => cart.remove(cartId, sku, token));
      return upstreamCall(() => cart.snapshot(cartId, token));
    },
    cartRestoreGift: (_parent, { cartId, sku }, { cart, token }) => upstreamCall(() => cart.restoreGift(cartId, sku, token)),
  },
};
