import { z } from 'zod';
import { ORDER_STATUSES } from '../../domain/order-rules.ts';
import { parseResult, type UpstreamFetch } from './http.ts';

const Count = z.number().int().min(0);
const Paise = z.number().int();
const RawShopSchema = z.object({ sid: z.string(), name: z.string() });

const RawMetricsSchema = z.object({
  from: z.string(),
  to: z.string(),
  shop: RawShopSchema.nullable(),
  shops: z.array(RawShopSchema),
  totals: z.object({
    orders: Count,
    value_paise: Paise,
    average_paise: Paise,
    placed_by_shop_orders: Count,
    placed_by_shop_value_paise: Paise,
  }),
  by_status: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: Count, value_paise: Paise })),
  by_day: z.array(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), orders: Count, value_paise: Paise })),
});

/** The metrics as the gateway serves them; money in paise (the Money type's model). */
function reshape(raw: z.infer<typeof RawMetricsSchema>) {
  return {
    from: raw.from,
    to: raw.to,
    shop: raw.shop,
    shops: raw.shops,
    totals: {
      orders: raw.totals.orders,
      value: raw.totals.value_paise,
      average: raw.totals.average_paise,
      placedByShop: raw.totals.placed_by_shop_orders,
      placedByShopValue: raw.totals.placed_by_shop_value_paise,
    },
    byStatus: raw.by_status.map((s) => ({ status: s.status, orders: s.orders, value: s.value_paise })),
    byDay: raw.by_day.map((d) => ({ day: d.day, orders: d.orders, value: d.value_paise })),
  };
}
export type OrderMetricsRecord = ReturnType<typeof reshape>;

export interface OrderMetricsQuery {
  /** Days in IST, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** A shop's sid; none: the viewer's own shop, or every order for an admin. */
  shop?: string | undefined;
}

/**
 * Order metrics on the upstream (staff-tools.md §7 getOrdersSummary: GET /api/staff/order-metrics), with
 * the staff user's own token; who may see which shop is the upstream's to decide.
 */
export function orderMetricsClient(call: UpstreamFetch) {
  return {
    metrics: async (token: string, { from, to, shop }: OrderMetricsQuery) =>
      reshape(parseResult(RawMetricsSchema, await call('/api/staff/order-metrics', { token, query: { from, to, shop } }))),
  };
}
export type OrderMetricsClient = ReturnType<typeof orderMetricsClient>;
