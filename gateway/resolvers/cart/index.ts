import { parseQuantity } from '../../../domain/quantity.ts';
import { UpstreamRejection } from '../../clients/http.ts';
import type { GatewayContext } from '../../context.ts';
import { BadUserInputError, CartNotFoundError, NotFoundError, OutOfStockError, StockLimitError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';

/** Turns the cart service's refusals into domain errors with codes; anything else passes on. */
async function cartCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof UpstreamRejection)) throw error;
    if (error.code === 404 && error.message === 'Cart not found') throw new CartNotFoundError(error);
    if (error.code === 404) throw new NotFoundError(error.message, error);
    if (error.code === 409 && error.meta?.['stock_status'] === 'out_of_stock') throw new OutOfStockError(error.message, error);
    if (error.code === 409) throw new StockLimitError(error.message, Number(error.meta?.['qty']) || undefined, error);
    throw new BadUserInputError(error.message, error);
  }
}

async function setQuantity({ cart }: GatewayContext, cartId: string, sku: string, qty: number) {
  await cartCall(() => cart.update(cartId, sku, qty));
  return cartCall(() => cart.snapshot(cartId));
}

export const cartResolvers: Resolvers = {
  Cart: {
    items: (c) => c.items,
    totals: (c) => c.totals,
  },
  CartItem: {
    price: (i) => i.pricePaise,
    rowTotal: (i) => i.rowTotalPaise,
    product: (i, _args, { catalogue }) => catalogue.product({ sku: i.sku }),
  },
  CartTotals: {
    subtotal: (t) => t.subtotalPaise,
    grandTotal: (t) => t.grandTotalPaise,
    savings: (t) => t.savingsPaise,
  },
  TotalSegment: {
    value: (s) => s.valuePaise,
  },
  Query: {
    cart: async (_parent, { cartId }, { cart }) => {
      try {
        return await cartCall(() => cart.snapshot(cartId));
      } catch (error) {
        if (error instanceof CartNotFoundError) return null;
        throw error;
      }
    },
  },
  Mutation: {
    cartCreate: async (_parent, _args, { cart }) => {
      const id = await cart.create();
      return cartCall(() => cart.snapshot(id));
    },
    cartAddItem: async (_parent, { cartId, sku, qty }, context) => {
      const lines = await cartCall(() => context.cart.pull(cartId));
      const current = lines.find((line) => line.sku === sku)?.qty ?? 0;
      const total = parseQuantity(current + qty);
      if (!total.ok) throw new BadUserInputError(total.message);
      return setQuantity(context, cartId, sku, total.qty);
    },
    cartUpdateQuantity: (_parent, { cartId, sku, qty }, context) => setQuantity(context, cartId, sku, qty),
    cartRemoveItem: async (_parent, { cartId, sku }, { cart }) => {
      try {
        await cartCall(() => cart.remove(cartId, sku));
      } catch (error) {
        // Removing a line that is already gone leaves the cart as the user wants it.
        if (!(error instanceof NotFoundError)) throw error;
      }
      return cartCall(() => cart.snapshot(cartId));
    },
  },
};
