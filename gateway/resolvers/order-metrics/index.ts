import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn } from '../guard.ts';

/**
 * Order metrics (/order-metrics): the days and the shop go to the upstream as asked, which checks them
 * (bad days: BAD_USER_INPUT with the message's key) and decides what the staff user may see (another
 * shop: FORBIDDEN). An empty `shop` is no shop.
 */
export const orderMetricsResolvers: Resolvers = {
  Query: {
    orderMetrics: (_p, { from, to, shop }, ctx) =>
      signedIn(ctx, (token) => ctx.orderMetrics.metrics(token, { from: from.trim(), to: to.trim(), shop: shop?.trim() || undefined })),
  },
};
