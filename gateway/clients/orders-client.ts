import { z } from 'zod';
import type { SavedAddress } from '../../domain/address.ts';
import { CANCEL_REASONS, type CancelReason, ORDER_STATUSES, type OrderStatus } from '../../domain/order-rules.ts';
import { RawAddressSchema, reshapeAddress } from './addresses-client.ts';
import { DecimalSchema, paise, parseResult, type UpstreamFetch } from './http.ts';
import { type PrescriptionRecord, RawUploadSchema, reshapeUpload } from './prescriptions-client.ts';

const OrderStatusSchema = z.enum(ORDER_STATUSES);

const RawOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: OrderStatusSchema,
  placed_at: z.string(),
  payment_method: z.enum(['COD', 'ONLINE', 'WALLET']),
  payment_status: z.enum(['NOT_DUE', 'PENDING', 'SUCCESSFUL', 'FAILED']),
  items: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      qty: z.number().int(),
      price: DecimalSchema,
      row_total: DecimalSchema,
      prescription_required: z.boolean(),
      returnable: z.boolean(),
      returned_qty: z.number().int(),
      free_gift: z.boolean().default(false),
    }),
  ),
  subtotal: DecimalSchema,
  shipping: DecimalSchema,
  discount: DecimalSchema,
  grand_total: DecimalSchema,
  address: RawAddressSchema,
  patient: z.object({ id: z.string(), name: z.string(), age: z.number().int() }).nullable(),
  timeline: z.array(z.object({ status: OrderStatusSchema, title: z.string(), message: z.string(), at: z.string().nullable(), reached: z.boolean() })),
  cancellable: z.boolean(),
  cancel_reason: z
    .enum(Object.keys(CANCEL_REASONS) as [CancelReason, ...CancelReason[]])
    .nullable()
    .default(null),
  cancelled_at: z.string().nullable().default(null),
  returnable_until: z.string().nullable(),
  rating: z.object({ stars: z.number().int(), reasons: z.array(z.string()), remark: z.string().nullable() }).nullable(),
  can_rate: z.boolean(),
  prescriptions: z.array(RawUploadSchema),
  coupon_code: z.string().nullable().default(null),
  reminder: z.record(z.string(), z.unknown()).nullable().default(null),
  repeat_of: z.string().nullable().default(null),
  paid_at: z.string().nullable().default(null),
  /** Who placed it for the customer: their shop (its name) or the pharmacy; null when they did. */
  placed_by: z
    .discriminatedUnion('kind', [z.object({ kind: z.literal('shop'), shop_name: z.string() }), z.object({ kind: z.literal('pharmacy'), shop_name: z.null() })])
    .nullable()
    .default(null),
});

const ReminderRecordSchema = z.object({
  purchaseDays: z.number().int().nullable(),
  availableMedicines: z.number().int().nullable(),
  customDays: z.number().int().nullable(),
  reminderTime: z.number().int(),
  reminderMsg: z.string().nullable(),
  reminderDate: z.string().nullable(),
  suggestionDate: z.string().nullable(),
  isSkipped: z.boolean(),
});
export type ReminderRecord = z.infer<typeof ReminderRecordSchema>;

export interface OrderLine {
  sku: string;
  name: string;
  qty: number;
  pricePaise: number;
  rowTotalPaise: number;
  prescriptionRequired: boolean;
  returnable: boolean;
  returnedQty: number;
  /** A ₹0 free gift line (domain/free-gifts.ts). */
  freeGift: boolean;
}

/** Who placed an order for the customer: a shop (by its name) or the pharmacy's own staff; never the person. */
export type OrderPlacedBy = { kind: 'SHOP'; shopName: string } | { kind: 'PHARMACY'; shopName: null };

export interface OrderSnapshot {
  id: string;
  number: string;
  status: OrderStatus;
  placedAt: string;
  paymentMethod: 'COD' | 'ONLINE' | 'WALLET';
  paymentStatus: 'NOT_DUE' | 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  items: OrderLine[];
  subtotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
  grandTotalPaise: number;
  address: SavedAddress;
  patient: { id: string; name: string; age: number } | null;
  timeline: { status: OrderStatus; title: string; message: string; at: string | null; reached: boolean }[];
  cancellable: boolean;
  cancelReason: CancelReason | null;
  cancelledAt: string | null;
  returnableUntil: string | null;
  rating: { stars: number; reasons: string[]; remark: string | null } | null;
  canRate: boolean;
  prescriptions: PrescriptionRecord[];
  couponCode: string | null;
  reminder: ReminderRecord | null;
  repeatOfOrderId: string | null;
  paidAt: string | null;
  /** Null when the customer placed it themselves. */
  placedBy: OrderPlacedBy | null;
}

function reshapeOrder(raw: z.infer<typeof RawOrderSchema>): OrderSnapshot {
  return {
    id: raw.id,
    number: raw.number,
    status: raw.status,
    placedAt: raw.placed_at,
    paymentMethod: raw.payment_method,
    paymentStatus: raw.payment_status,
    items: raw.items.map((i) => ({
      sku: i.sku,
      name: i.name,
      qty: i.qty,
      pricePaise: paise(i.price),
      rowTotalPaise: paise(i.row_total),
      prescriptionRequired: i.prescription_required,
      returnable: i.returnable,
      returnedQty: i.returned_qty,
      freeGift: i.free_gift,
    })),
    subtotalPaise: paise(raw.subtotal),
    shippingPaise: paise(raw.shipping),
    discountPaise: paise(raw.discount),
    grandTotalPaise: paise(raw.grand_total),
    address: reshapeAddress(raw.address),
    patient: raw.patient,
    timeline: raw.timeline,
    cancellable: raw.cancellable,
    cancelReason: raw.cancel_reason,
    cancelledAt: raw.cancelled_at,
    returnableUntil: raw.returnable_until,
    rating: raw.rating,
    canRate: raw.can_rate,
    prescriptions: raw.prescriptions.map(reshapeUpload),
    couponCode: raw.coupon_code,
    reminder: raw.reminder === null ? null : parseResult(ReminderRecordSchema, raw.reminder),
    repeatOfOrderId: raw.repeat_of,
    paidAt: raw.paid_at,
    placedBy:
      raw.placed_by === null
        ? null
        : raw.placed_by.kind === 'shop'
          ? { kind: 'SHOP', shopName: raw.placed_by.shop_name }
          : { kind: 'PHARMACY', shopName: null },
  };
}

export interface PlaceOrderRequest {
  clientOrderId: string;
  cartId: string;
  addressId: string;
  paymentMethod?: 'COD' | 'ONLINE' | 'WALLET' | null | undefined;
  patientId?: string | null | undefined;
  prescriptionIds?: readonly string[] | null | undefined;
  reminder?: Record<string, unknown> | null | undefined;
  repeatOfOrderId?: string | null | undefined;
}

const order = async (work: Promise<unknown>) => reshapeOrder(parseResult(RawOrderSchema, await work));
const at = (id: string, rest = '') => `/api/account/orders/${encodeURIComponent(id)}${rest}`;

/** The customer's orders (storefront.md §4; staff-tools.md §7 order calls). */
export function ordersClient(call: UpstreamFetch) {
  return {
    list: async (token: string, page: number) => {
      let meta: Record<string, unknown> | undefined;
      const result = await call('/api/account/orders', { token, query: { page }, onMeta: (m) => (meta = m) });
      return {
        items: parseResult(z.array(RawOrderSchema), result).map(reshapeOrder),
        meta: parseResult(z.object({ total: z.number().int(), page: z.number().int(), page_size: z.number().int() }), meta),
      };
    },
    get: (token: string, id: string) => order(call(at(id), { token })),
    place: (token: string, input: PlaceOrderRequest) =>
      order(call('/api/account/orders', { method: 'POST', token, body: { ...input, paymentMethod: input.paymentMethod ?? 'COD' } })),
    cancel: (token: string, id: string, reason: CancelReason) => order(call(at(id, '/cancel'), { method: 'POST', token, body: { reason } })),
    return: (token: string, id: string, items: readonly { sku: string; qty: number }[], reason: string) =>
      order(call(at(id, '/return'), { method: 'POST', token, body: { items, reason } })),
    rate: (token: string, id: string, rating: { stars: number; reasons: readonly string[]; remark?: string | null | undefined }) =>
      order(call(at(id, '/rating'), { method: 'POST', token, body: rating })),
    buyAgain: async (token: string) => parseResult(z.array(z.string()), await call('/api/account/buy-again', { token })),
    /** The numbers of the customer's own orders among these public ids, by id (another customer's are left out). */
    numbers: async (token: string, ids: readonly string[]): Promise<Map<string, string>> => {
      if (ids.length === 0) return new Map();
      const result = await call('/api/account/orders/numbers', { token, query: { ids: ids.join(',') } });
      return new Map(parseResult(z.array(z.object({ id: z.string(), number: z.string() })), result).map((o) => [o.id, o.number]));
    },
  };
}
export type OrdersClient = ReturnType<typeof ordersClient>;
