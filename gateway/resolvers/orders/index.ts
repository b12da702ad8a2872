import type { Product } from '../../../domain/product.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn } from '../guard.ts';
import { orderNumberOf } from './order-numbers.ts';

/** Orders: history, detail, placing (idempotent by clientOrderId), cancel, return, rating, buy again. */
export const orderResolvers: Resolvers = {
  Order: {
    subtotal: (o) => o.subtotalPaise,
    shipping: (o) => o.shippingPaise,
    discount: (o) => o.discountPaise,
    grandTotal: (o) => o.grandTotalPaise,
  },
  AccountActivity: {
    orderNumber: (event, _a, ctx) => (event.targetType === 'order' ? signedIn(ctx, (token) => orderNumberOf(ctx, token, event.targetId)) : null),
  },
  OrderItem: {
    price: (i) => i.pricePaise,
    rowTotal: (i) => i.rowTotalPaise,
    product: (i, _a, { catalogue }) => catalogue.product({ sku: i.sku }),
  },
  Query: {
    orders: (_p, { page }, ctx) =>
      signedIn(ctx, async (token) => {
        const { items, meta } = await ctx.orders.list(token, Math.max(1, page ?? 1));
        return { items, page: meta.page, pageSize: meta.page_size, total: meta.total };
      }),
    order: (_p, { id }, ctx) => signedIn(ctx, (token) => ctx.orders.get(token, id)),
    buyAgain: (_p, _a, ctx) =>
      signedIn(ctx, async (token) => {
        const skus = await ctx.orders.buyAgain(token);
        const products = await Promise.all(skus.map((sku) => ctx.catalogue.product({ sku })));
        return products.filter((p): p is Product => p !== null);
      }),
  },
  Mutation: {
    placeOrder: (_p, { input }, ctx) =>
      signedIn(ctx, (token) => {
        // GraphQL's explicit nulls mean "not given", so the upstream's defaults (reminderTime 10) apply.
        const reminder = input.reminder ? Object.fromEntries(Object.entries(input.reminder).filter(([, v]) => v !== null && v !== undefined)) : undefined;
        return ctx.orders.place(token, { ...input, reminder });
      }),
    cancelOrder: (_p, { id, reason }, ctx) => signedIn(ctx, (token) => ctx.orders.cancel(token, id, reason)),
    returnOrder: (_p, { id, items, reason }, ctx) => signedIn(ctx, (token) => ctx.orders.return(token, id, items, reason)),
    rateOrder: (_p, { id, rating }, ctx) => signedIn(ctx, (token) => ctx.orders.rate(token, id, rating)),
  },
};
