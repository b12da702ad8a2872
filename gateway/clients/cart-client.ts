import { z } from 'zod';
import { toPaise } from '../../domain/money.ts';
import { parseResult, type UpstreamFetch } from './http.ts';

const DecimalSchema = z.string().regex(/^-?\d+(\.\d{1,2})?$/);

const RawTotalsSchema = z.object({
  items_qty: z.number().int(),
  subtotal: DecimalSchema,
  grand_total: DecimalSchema,
  total_savings: DecimalSchema,
  total_segments: z.array(z.object({ code: z.string(), title: z.string(), value: DecimalSchema })),
  items: z.array(
    z.object({
      item_id: z.number().int(),
      sku: z.string(),
      qty: z.number().int(),
      name: z.string(),
      price: DecimalSchema,
      row_total: DecimalSchema,
    }),
  ),
});

const RawServerItemSchema = z.object({ item_id: z.number().int(), sku: z.string(), qty: z.number().int() });

export interface CartLine {
  itemId: number;
  sku: string;
  qty: number;
  name: string;
  pricePaise: number;
  rowTotalPaise: number;
}

export interface TotalSegmentSnapshot {
  code: string;
  title: string;
  valuePaise: number;
}

export interface CartTotalsSnapshot {
  itemsQty: number;
  subtotalPaise: number;
  grandTotalPaise: number;
  savingsPaise: number;
  segments: TotalSegmentSnapshot[];
}

export interface CartSnapshot {
  id: string;
  items: CartLine[];
  totals: CartTotalsSnapshot;
}

/** The cart service adapter (storefront.md §7 Cart calls). */
export function cartClient(call: UpstreamFetch) {
  return {
    create: async (): Promise<string> => parseResult(z.string().min(1), await call('/api/cart/create', { method: 'POST', body: {} })),

    pull: async (cartId: string) => parseResult(z.array(RawServerItemSchema), await call('/api/cart/pull', { query: { cartId } })),

    update: async (cartId: string, sku: string, qty: number) =>
      parseResult(
        RawServerItemSchema,
        await call('/api/cart/update', { method: 'POST', query: { cartId }, body: { cartItem: { sku, qty, quoteId: cartId } } }),
      ),

    remove: async (cartId: string, sku: string) => {
      await call('/api/cart/delete', { method: 'POST', query: { cartId }, body: { cartItem: { sku, quoteId: cartId } } });
    },

    snapshot: async (cartId: string): Promise<CartSnapshot> => {
      const raw = parseResult(RawTotalsSchema, await call('/api/cart/totals', { query: { cartId } }));
      return {
        id: cartId,
        items: raw.items.map((i) => ({
          itemId: i.item_id,
          sku: i.sku,
          qty: i.qty,
          name: i.name,
          pricePaise: toPaise(i.price),
          rowTotalPaise: toPaise(i.row_total),
        })),
        totals: {
          itemsQty: raw.items_qty,
          subtotalPaise: toPaise(raw.subtotal),
          grandTotalPaise: toPaise(raw.grand_total),
          savingsPaise: toPaise(raw.total_savings),
          segments: raw.total_segments.map((s) => ({ code: s.code, title: s.title, valuePaise: toPaise(s.value) })),
        },
      };
    },
  };
}
export type CartClient = ReturnType<typeof cartClient>;
