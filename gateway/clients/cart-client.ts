import { z } from 'zod';
import { CartMetaSchema, type CartSnapshot, ChangeMetaSchema, RawServerItemSchema, RawTotalsSchema, reshapeCart } from './cart-wire.ts';
import { parseResult, type UpstreamFetch } from './http.ts';

/** The cart service adapter (storefront.md §7 Cart calls); the customer's token rides along when there is one. */
export function cartClient(call: UpstreamFetch) {
  /** Runs a call and keeps its reply's meta (the cart after a change rides in meta.cart). */
  const withMeta = async <T>(work: (onMeta: (m: Record<string, unknown> | undefined) => void) => Promise<T>) => {
    let seen: Record<string, unknown> | undefined;
    const result = await work((m) => {
      seen = m;
    });
    return { result, meta: seen };
  };

  return {
    /** A guest cart without a token; with one, the customer's open cart, merging guestCartId into it. */
    create: async (token: string | null, guestCartId?: string | null): Promise<string> =>
      parseResult(z.string().min(1), await call('/api/cart/create', { method: 'POST', token, body: guestCartId ? { guestCartId } : {} })),

    pull: async (cartId: string, token: string | null = null) =>
      parseResult(z.array(RawServerItemSchema), await call('/api/cart/pull', { query: { cartId }, token })),

    /** Sets a line's quantity ('set') or adds to it ('add', an increment on the server; requestId applies it once). */
    change: async (mode: 'set' | 'add', cartId: string, sku: string, qty: number, token: string | null, requestId?: string | null): Promise<CartSnapshot> => {
      const { meta: m } = await withMeta((onMeta) =>
        call(mode === 'add' ? '/api/cart/add' : '/api/cart/update', {
          method: 'POST',
          query: { cartId },
          token,
          onMeta,
          body: { cartItem: { sku, qty, quoteId: cartId, ...(requestId ? { request_id: requestId } : {}) } },
        }),
      );
      const parsed = parseResult(ChangeMetaSchema, m);
      return reshapeCart(parsed.cart, parsed.warning);
    },

    /** Kept for callers that set a quantity without reading the cart back. */
    update: async (cartId: string, sku: string, qty: number, token: string | null = null) =>
      parseResult(
        RawServerItemSchema,
        await call('/api/cart/update', { method: 'POST', query: { cartId }, token, body: { cartItem: { sku, qty, quoteId: cartId } } }),
      ),

    remove: async (cartId: string, sku: string, token: string | null = null) => {
      await call('/api/cart/delete', { method: 'POST', query: { cartId }, token, body: { cartItem: { sku, quoteId: cartId } } });
    },

    snapshot: async (cartId: string, token: string | null = null): Promise<CartSnapshot> =>
      reshapeCart(parseResult(RawTotalsSchema, await call('/api/cart/totals', { query: { cartId }, token }))),

    /** The cart with a price check (storefront.md §7 checkPrice): what moved since last shown, now counted as shown. */
    checkPrices: async (cartId: string, token: string | null = null): Promise<CartSnapshot> =>
      reshapeCart(parseResult(RawTotalsSchema, await call('/api/cart/totals', { query: { cartId, checkPrice: '1' }, token }))),

    /** Asks again for a free gift the customer removed. */
    restoreGift: async (cartId: string, sku: string, token: string | null = null): Promise<CartSnapshot> => {
      const { meta: m } = await withMeta((onMeta) => call('/api/cart/gift', { method: 'POST', query: { cartId }, token, onMeta, body: { cartItem: { sku } } }));
      return reshapeCart(parseResult(CartMetaSchema, m).cart);
    },

    applyCoupon: async (cartId: string, code: string, addressId: string, token: string): Promise<CartSnapshot> => {
      const { meta: m } = await withMeta((onMeta) =>
        call('/api/cart/apply-coupon', { method: 'POST', query: { cartId, coupon: code }, token, onMeta, body: { addressId } }),
      );
      return reshapeCart(parseResult(CartMetaSchema, m).cart);
    },

    removeCoupon: async (cartId: string, token: string): Promise<CartSnapshot> => {
      const { meta: m } = await withMeta((onMeta) => call('/api/cart/delete-coupon', { method: 'POST', query: { cartId }, token, onMeta, body: {} }));
      return reshapeCart(parseResult(CartMetaSchema, m).cart);
    },
  };
}
export type CartClient = ReturnType<typeof cartClient>;
