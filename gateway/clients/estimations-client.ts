import { z } from 'zod';
import { DecimalSchema, paise, parseResult, type UpstreamFetch } from './http.ts';

/**
 * The estimation service (issue 16; upstream/estimations/): the selected customer's estimations with a
 * delegated token, and the public savings link. Money arrives as decimal rupee strings and leaves as paise.
 */
const ROLES = ['customer', 'franchise', 'assistant', 'admin', 'adviser', 'editor'] as const;
const STATUSES = ['DECODING', 'CREATED', 'SHARED', 'ORDERED'] as const;

const RawProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  url_path: z.string(),
  saltinfo: z.string(),
  pack_size_label: z.string(),
  mrp: DecimalSchema,
  price: DecimalSchema,
  stock_qty: z.number().int(),
  out_of_stock: z.boolean(),
  prescription_required: z.boolean(),
});
const RawItemSchema = z.object({
  item_no: z.number().int(),
  qty: z.number().int(),
  choice: z.enum(['REQUESTED', 'SUGGESTED']),
  requested: RawProductSchema,
  suggested: RawProductSchema.nullable(),
});
const RawEstimationSchema = z.object({
  estimate_id: z.string(),
  source: z.enum(['CART', 'PRESCRIPTION']),
  status: z.enum(STATUSES),
  status_history: z.array(z.object({ status: z.enum(STATUSES), at: z.string() })),
  cus_sid: z.string(),
  customer_name: z.string().nullable(),
  customer_mobile: z.string(),
  created_by_name: z.string().nullable(),
  created_by_role: z.enum(ROLES),
  shop_name: z.string().nullable(),
  prescription_id: z.string().nullable(),
  order_number: z.string().nullable(),
  customer_interested: z.boolean(),
  shared_until: z.string().nullable(),
  created_at: z.string(),
  estimated_at: z.string(),
  items: z.array(RawItemSchema),
});
const RawPageSchema = z.object({ items: z.array(RawEstimationSchema), total: z.number().int(), start: z.number().int(), size: z.number().int() });
const RawOrderedSchema = z.object({
  estimation: RawEstimationSchema,
  added: z.array(z.object({ sku: z.string(), qty: z.number().int() })),
  skipped: z.array(z.string()),
});
const RawSavingsSchema = z.object({
  estimate_id: z.string(),
  customer_name: z.string().nullable(),
  shop_name: z.string().nullable(),
  customer_interested: z.boolean(),
  expires_at: z.string(),
  items: z.array(RawItemSchema),
});
const RawCartLinesSchema = z.array(z.object({ sku: z.string(), qty: z.number().int() }));

/** A product of a line as the estimation recorded it (prices and stock at estimation time), in paise. */
export interface RecordedProduct {
  sku: string;
  name: string;
  manufacturer: string;
  urlPath: string;
  saltinfo: string;
  packSizeLabel: string;
  mrpPaise: number;
  pricePaise: number;
  stockQty: number;
  outOfStock: boolean;
  prescriptionRequired: boolean;
}

export interface EstimateLineRecord {
  itemNo: number;
  qty: number;
  choice: 'REQUESTED' | 'SUGGESTED';
  requested: RecordedProduct;
  suggested: RecordedProduct | null;
}

const productOf = (raw: z.infer<typeof RawProductSchema>): RecordedProduct => ({
  sku: raw.sku,
  name: raw.name,
  manufacturer: raw.manufacturer,
  urlPath: `/${raw.url_path}`,
  saltinfo: raw.saltinfo,
  packSizeLabel: raw.pack_size_label,
  mrpPaise: paise(raw.mrp),
  pricePaise: paise(raw.price),
  stockQty: raw.stock_qty,
  outOfStock: raw.out_of_stock,
  prescriptionRequired: raw.prescription_required,
});
const itemOf = (raw: z.infer<typeof RawItemSchema>): EstimateLineRecord => ({
  itemNo: raw.item_no,
  qty: raw.qty,
  choice: raw.choice,
  requested: productOf(raw.requested),
  suggested: raw.suggested && productOf(raw.suggested),
});

function estimationOf(raw: z.infer<typeof RawEstimationSchema>) {
  return {
    estimateId: raw.estimate_id,
    source: raw.source,
    status: raw.status,
    statusHistory: raw.status_history,
    cusSid: raw.cus_sid,
    customerName: raw.customer_name,
    customerMobile: raw.customer_mobile,
    createdByName: raw.created_by_name,
    createdByRole: raw.created_by_role,
    shopName: raw.shop_name,
    prescriptionId: raw.prescription_id,
    orderNumber: raw.order_number,
    customerInterested: raw.customer_interested,
    sharedUntil: raw.shared_until,
    createdAt: raw.created_at,
    estimatedAt: raw.estimated_at,
    items: raw.items.map(itemOf),
  };
}
export type EstimationRecord = ReturnType<typeof estimationOf>;

/** A line as the upstream takes it: the requested SKU and packs, the alternative (auto: the index's best, dropped if the upstream disagrees). */
export interface EstimateLineWire {
  sku: string;
  qty: number;
  suggestedSku: string | null;
  suggestedAuto: boolean;
  choice: 'REQUESTED' | 'SUGGESTED' | null;
}
const linesWire = (lines: readonly EstimateLineWire[]) =>
  lines.map((l) => ({ sku: l.sku, qty: l.qty, suggested_sku: l.suggestedSku, suggested_auto: l.suggestedAuto, choice: l.choice }));

export function estimationsClient(call: UpstreamFetch) {
  const base = '/api/account/estimations';
  const one = async (path: string, token: string, body?: unknown) =>
    estimationOf(parseResult(RawEstimationSchema, await call(`${base}${path}`, { token, ...(body === undefined ? {} : { method: 'POST', body }) })));
  return {
    async cartLines(token: string) {
      return parseResult(RawCartLinesSchema, await call(`${base}/cart-lines`, { token }));
    },
    async list(token: string, start: number, size: number) {
      const page = parseResult(RawPageSchema, await call(base, { token, query: { start, size } }));
      return { ...page, items: page.items.map(estimationOf) };
    },
    get: (token: string, estimateId: string) => one(`/${encodeURIComponent(estimateId)}`, token),
    previous: (token: string) => one('/previous', token),
    create: (token: string, lines: readonly EstimateLineWire[], requestId: string | null = null) =>
      one('', token, { lines: linesWire(lines), request_id: requestId }),
    update: (token: string, estimateId: string, lines: readonly EstimateLineWire[], removeSkus: readonly string[]) =>
      one(`/${encodeURIComponent(estimateId)}/lines`, token, { lines: linesWire(lines), remove_skus: removeSkus }),
    reEstimate: (token: string, estimateId: string, suggestions: readonly { sku: string; suggestedSku: string | null }[]) =>
      one(`/${encodeURIComponent(estimateId)}/re-estimate`, token, { suggestions: suggestions.map((s) => ({ sku: s.sku, suggested_sku: s.suggestedSku })) }),
    async share(token: string, estimateId: string) {
      let meta: Record<string, unknown> | undefined;
      const result = await call(`${base}/${encodeURIComponent(estimateId)}/share`, { token, method: 'POST', body: {}, onMeta: (m) => (meta = m) });
      const expiresAt = z.object({ expires_at: z.string() }).safeParse(meta);
      return { estimation: estimationOf(parseResult(RawEstimationSchema, result)), expiresAt: expiresAt.success ? expiresAt.data.expires_at : '' };
    },
    async order(token: string, estimateId: string, confirmPartial: boolean) {
      const raw = parseResult(
        RawOrderedSchema,
        await call(`${base}/${encodeURIComponent(estimateId)}/order`, { token, method: 'POST', body: { confirm_partial: confirmPartial } }),
      );
      return { estimation: estimationOf(raw.estimation), added: raw.added, skipped: raw.skipped };
    },
    startDecoding: (token: string, prescriptionId: string) => one('/decode', token, { prescription_id: prescriptionId }),
    submitDecoding: (token: string, estimateId: string, lines: readonly EstimateLineWire[], toCart: boolean) =>
      one(`/${encodeURIComponent(estimateId)}/decoded`, token, { lines: linesWire(lines), to_cart: toCart }),
    async savings(linkToken: string) {
      const raw = parseResult(RawSavingsSchema, await call(`/api/estimation-savings/${encodeURIComponent(linkToken)}`));
      return { ...savingsOf(raw) };
    },
    async savingsInterested(linkToken: string) {
      const raw = parseResult(
        RawSavingsSchema,
        await call(`/api/estimation-savings/${encodeURIComponent(linkToken)}/interested`, { method: 'POST', body: {} }),
      );
      return savingsOf(raw);
    },
  };
}

function savingsOf(raw: z.infer<typeof RawSavingsSchema>) {
  return {
    estimateId: raw.estimate_id,
    customerName: raw.customer_name,
    shopName: raw.shop_name,
    customerInterested: raw.customer_interested,
    expiresAt: raw.expires_at,
    items: raw.items.map(itemOf),
  };
}

export type EstimationsClient = ReturnType<typeof estimationsClient>;
