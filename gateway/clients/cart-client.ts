import { z } from 'zod';
import { toPaise } from '../../domain/money.ts';
import { parseResult, type UpstreamFetch } from './http.ts';

const DecimalSchema = z.string().regex(/^-?\d+(\.\d{1,2})?$/);
const StockStatusSchema = z.enum(['ok', 'volatile', 'out_of_stock']);

const RawCouponSchema = z.object({
  coupon: z.string(),
  pinCodelist: z.array(z.string()),
  freeshipping: z.boolean(),
  couponType: z.enum(['PERCENT', 'FIXED', 'FREE_SHIPPING']),
  maxDiscountAmt: DecimalSchema.nullable(),
  ruleName: z.string(),
  couponRuleId: z.number().int(),
  discount: DecimalSchema,
});

const RawTotalsSchema = z.object({
  cart_id: z.string(),
  version: z.number().int(),
  customer_owned: z.boolean(),
  is_virtual: z.boolean(),
  address_id: z.string().nullable(),
  updated_at: z.string(),
  checkout_active_until: z.string(),
  items_qty: z.number().int(),
  subtotal: DecimalSchema,
  discount: DecimalSchema,
  shipping: DecimalSchema.nullable(),
  platform_fee: DecimalSchema,
  grand_total: DecimalSchema,
  total_savings: DecimalSchema,
  total_segments: z.array(z.object({ code: z.string(), title: z.string(), value: DecimalSchema })),
  coupon: RawCouponSchema.nullable(),
  notices: z.array(z.string()),
  items: z.array(
    z.object({
      item_id: z.number().int(),
      sku: z.string(),
      qty: z.number().int(),
      name: z.string(),
      price: DecimalSchema,
      mrp: DecimalSchema,
      row_total: DecimalSchema,
      stock_status: StockStatusSchema,
      available: z.number().int(),
      qty_max: z.number().int(),
      qty_multiple: z.number().int(),
      is_virtual: z.boolean(),
      prescription_required: z.boolean(),
      errors: z.array(z.string()),
    }),
  ),
});
type RawTotals = z.infer<typeof RawTotalsSchema>;

const RawServerItemSchema = z.object({ item_id: z.number().int(), sku: z.string(), qty: z.number().int() });
const ChangeMetaSchema = z.object({ warning: z.string().nullable(), applied: z.boolean(), cart: RawTotalsSchema });

export type StockStatus = z.infer<typeof StockStatusSchema>;

export interface CartLine {
  itemId: number;
  sku: string;
  qty: number;
  name: string;
  pricePaise: number;
  mrpPaise: number;
  rowTotalPaise: number;
  stockStatus: StockStatus;
  available: number;
  qtyMax: number;
  qtyMultiple: number;
  isVirtual: boolean;
  prescriptionRequired: boolean;
  errors: string[];
}

export interface TotalSegmentSnapshot {
  code: string;
  title: string;
  valuePaise: number;
}

export interface CartTotalsSnapshot {
  itemsQty: number;
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number | null;
  platformFeePaise: number;
  grandTotalPaise: number;
  savingsPaise: number;
  segments: TotalSegmentSnapshot[];
}

export interface CouponSnapshot {
  coupon: string;
  pinCodelist: string[];
  freeShipping: boolean;
  couponType: 'PERCENT' | 'FIXED' | 'FREE_SHIPPING';
  maxDiscountPaise: number | null;
  ruleName: string;
  couponRuleId: number;
  discountPaise: number;
}

export interface CartSnapshot {
  id: string;
  version: number;
  customerOwned: boolean;
  isVirtual: boolean;
  addressId: string | null;
  updatedAt: string;
  checkoutActiveUntil: string;
  items: CartLine[];
  totals: CartTotalsSnapshot;
  coupon: CouponSnapshot | null;
  notices: string[];
  /** The volatile-stock warning of the add or update that produced this snapshot. */
  warning: string | null;
}

export function reshapeCart(raw: RawTotals, warning: string | null = null): CartSnapshot {
  return {
    id: raw.cart_id,
    version: raw.version,
    customerOwned: raw.customer_owned,
    isVirtual: raw.is_virtual,
    addressId: raw.address_id,
    updatedAt: raw.updated_at,
    checkoutActiveUntil: raw.checkout_active_until,
    items: raw.items.map((i) => ({
      itemId: i.item_id,
      sku: i.sku,
      qty: i.qty,
      name: i.name,
      pricePaise: toPaise(i.price),
      mrpPaise: toPaise(i.mrp),
      rowTotalPaise: toPaise(i.row_total),
      stockStatus: i.stock_status,
      available: i.available,
      qtyMax: i.qty_max,
      qtyMultiple: i.qty_multiple,
      isVirtual: i.is_virtual,
      prescriptionRequired: i.prescription_required,
      errors: i.errors,
    })),
    totals: {
      itemsQty: raw.items_qty,
      subtotalPaise: toPaise(raw.subtotal),
      discountPaise: toPaise(raw.discount),
      shippingPaise: raw.shipping === null ? null : toPaise(raw.shipping),
      platformFeePaise: toPaise(raw.platform_fee),
      grandTotalPaise: toPaise(raw.grand_total),
      savingsPaise: toPaise(raw.total_savings),
      segments: raw.total_segments.map((s) => ({ code: s.code, title: s.title, valuePaise: toPaise(s.value) })),
    },
    coupon: raw.coupon
      ? {
          coupon: raw.coupon.coupon,
          pinCodelist: raw.coupon.pinCodelist,
          freeShipping: raw.coupon.freeshipping,
          couponType: raw.coupon.couponType,
          maxDiscountPaise: raw.coupon.maxDiscountAmt === null ? null : toPaise(raw.coupon.maxDiscountAmt),
          ruleName: raw.coupon.ruleName,
          couponRuleId: raw.coupon.couponRuleId,
          discountPaise: toPaise(raw.coupon.discount),
        }
      : null,
    notices: raw.notices,
    warning,
  };
}

const CartMetaSchema = z.object({ cart: RawTotalsSchema });

const RawShippingMethodSchema = z.object({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: DecimalSchema,
  available: z.boolean(),
  default: z.boolean(),
  is_server_method: z.boolean(),
  error_message: z.string().nullish(),
});
const RawPaymentMethodSchema = z.object({ code: z.enum(['COD', 'ONLINE', 'WALLET']), title: z.string(), default: z.boolean(), is_server_method: z.boolean() });
const RawShippingDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  streetAddress: z.string(),
  apartmentNumber: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phoneNumber: z.string(),
  alternateNumber: z.string().nullable(),
});

export interface ShippingMethodRecord {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  amountPaise: number;
  available: boolean;
  isDefault: boolean;
  isServerMethod: boolean;
  errorMessage: string | null;
}
export interface PaymentMethodRecord {
  code: 'COD' | 'ONLINE' | 'WALLET';
  title: string;
  isDefault: boolean;
  isServerMethod: boolean;
}

const shippingMethod = (m: z.infer<typeof RawShippingMethodSchema>): ShippingMethodRecord => ({
  carrierCode: m.carrier_code,
  methodCode: m.method_code,
  carrierTitle: m.carrier_title,
  methodTitle: m.method_title,
  amountPaise: toPaise(m.amount),
  available: m.available,
  isDefault: m.default,
  isServerMethod: m.is_server_method,
  errorMessage: m.error_message ?? null,
});
const paymentMethod = (m: z.infer<typeof RawPaymentMethodSchema>): PaymentMethodRecord => ({
  code: m.code,
  title: m.title,
  isDefault: m.default,
  isServerMethod: m.is_server_method,
});

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

    shippingMethods: async (cartId: string, addressId: string, token: string) =>
      parseResult(
        z.array(RawShippingMethodSchema),
        await call('/api/cart/shipping-methods', { method: 'POST', query: { cartId }, token, body: { addressId } }),
      ).map(shippingMethod),

    paymentMethods: async (cartId: string, token: string | null) =>
      parseResult(z.array(RawPaymentMethodSchema), await call('/api/cart/payment-methods', { query: { cartId }, token })).map(paymentMethod),

    shippingInformation: async (cartId: string, addressId: string, checkPrice: boolean, token: string) => {
      const raw = parseResult(
        z.object({
          totals: RawTotalsSchema,
          payment_methods: z.array(RawPaymentMethodSchema),
          shipping_methods: z.array(RawShippingMethodSchema),
          shipping_details: RawShippingDetailsSchema,
        }),
        await call('/api/cart/shipping-information', { method: 'POST', query: { cartId }, token, body: { addressInformation: { addressId, checkPrice } } }),
      );
      return {
        cart: reshapeCart(raw.totals),
        paymentMethods: raw.payment_methods.map(paymentMethod),
        shippingMethods: raw.shipping_methods.map(shippingMethod),
        shippingDetails: raw.shipping_details,
      };
    },
  };
}
export type CartClient = ReturnType<typeof cartClient>;
export type ShippingInformationRecord = Awaited<ReturnType<CartClient['shippingInformation']>>;
