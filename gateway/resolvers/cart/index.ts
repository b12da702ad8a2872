import { lineProblems } from '../../../domain/cart-rules.ts';
import { CartNotFoundError, NotFoundError } from '../../errors.ts';
import { type Resolvers, StockStatus } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';
import { tokenOf } from '../guard.ts';

const STOCK_STATUS = { ok: StockStatus.Ok, volatile: StockStatus.Volatile, out_of_stock: StockStatus.OutOfStock } as const;

export const cartResolvers: Resolvers = {
  Cart: {
    items: (c) => c.items,
    totals: (c) => c.totals,
  },
  CartItem: {
    price: (i) => i.pricePaise,
    mrp: (i) => i.mrpPaise,
    rowTotal: (i) => i.rowTotalPaise,
    stockStatus: (i) => STOCK_STATUS[i.stockStatus],
    problems: (i) => lineProblems(i.qty, i.stockStatus, i.available),
    product: (i, _args, { catalogue }) => catalogue.product({ sku: i.sku }),
  },
  CartTotals: {
    subtotal: (t) => t.subtotalPaise,
    discount: (t) => t.discountPaise,
    shipping: (t) => t.shippingPaise,
    platformFee: (t) => t.platformFeePaise,
    grandTotal: (t) => t.grandTotalPaise,
    savings: (t) => t.savingsPaise,
  },
  TotalSegment: {
    value: (s) => s.valuePaise,
  },
  AppliedCoupon: {
    maxDiscountAmt: (c) => c.maxDiscountPaise,
    discount: (c) => c.discountPaise,
  },
  Query: {
    cart: async (_parent, { cartId }, { cart, token }) => {
      try {
        return await upstreamCall(() => cart.snapshot(cartId, token));
      } catch (error) {
        if (error instanceof CartNotFoundError) return null;
        throw error;
      }
    },
  },
  Mutation: {
    cartCreate: async (_parent, { guestCartId }, { cart, token }) => {
      const id = await upstreamCall(() => cart.create(token, guestCartId));
      return upstreamCall(() => cart.snapshot(id, token));
    },
    cartAddItem: (_parent, { cartId, sku, qty, requestId }, { cart, token }) => upstreamCall(() => cart.change('add', cartId, sku, qty, token, requestId)),
    cartUpdateQuantity: (_parent, { cartId, sku, qty }, { cart, token }) => upstreamCall(() => cart.change('set', cartId, sku, qty, token)),
    cartRemoveItem: async (_parent, { cartId, sku }, { cart, token }) => {
      try {
        await upstreamCall(() => cart.remove(cartId, sku, token));
      } catch (error) {
        // Removing a line that is already gone leaves the cart as the user wants it.
        if (!(error instanceof NotFoundError)) throw error;
      }
      return upstreamCall(() => cart.snapshot(cartId, token));
    },
    applyCoupon: (_parent, { cartId, code, addressId }, ctx) => {
      const token = tokenOf(ctx);
      return upstreamCall(() => ctx.cart.applyCoupon(cartId, code, addressId, token));
    },
    removeCoupon: (_parent, { cartId }, ctx) => {
      const token = tokenOf(ctx);
      return upstreamCall(() => ctx.cart.removeCoupon(cartId, token));
    },
  },
};
