import { z } from 'zod';
import type { CartTotals, Segment } from '../../domain/cart-totals.ts';
import { toPaise } from '../../domain/money.ts';
import { DecimalSchema } from './http.ts';

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

/** The cart as the upstream sends it (totals, lines, coupon): every cart call answers with it, or with it in meta.cart. */
export const RawTotalsSchema = z.object({
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
  // Free gifts and price sync (issue 20): an upstream without them sends none.
  gifts: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number().int(), price: DecimalSchema, promo_types: z.array(z.string()) })).default([]),
  declined_gifts: z.array(z.object({ sku: z.string(), name: z.string() })).default([]),
  price_changes: z.array(z.object({ sku: z.string(), name: z.string(), from: DecimalSchema, to: DecimalSchema })).default([]),
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
export type RawTotals = z.infer<typeof RawTotalsSchema>;

export const RawServerItemSchema = z.object({ item_id: z.number().int(), sku: z.string(), qty: z.number().int() });
export const ChangeMetaSchema = z.object({ warning: z.string().nullable(), applied: z.boolean(), cart: RawTotalsSchema });

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

/** A total line as the upstream sends it: the domain's segment, with any code the upstream may add. */
export type TotalSegmentSnapshot = Omit<Segment, 'code'> & { code: string };
/** The cart's totals (domain/cart-totals.ts), in paise. */
export type CartTotalsSnapshot = Omit<CartTotals, 'segments'> & { segments: TotalSegmentSnapshot[] };

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

/** A free gift line (domain/free-gifts.ts): ₹0, quantity 1. */
export interface FreeGiftSnapshot {
  sku: string;
  name: string;
  qty: number;
  pricePaise: number;
  promoTypes: string[];
}

/** A line whose price moved since the customer last saw it (price sync). */
export interface PriceChangeSnapshot {
  sku: string;
  name: string;
  fromPaise: number;
  toPaise: number;
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
  freeGifts: FreeGiftSnapshot[];
  /** Gifts the customer removed that the cart still qualifies for. */
  declinedGifts: { sku: string; name: string }[];
  /** Only from a price check (cartCheckPrices); empty otherwise. */
  priceChanges: PriceChangeSnapshot[];
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
    freeGifts: raw.gifts.map((g) => ({ sku: g.sku, name: g.name, qty: g.qty, pricePaise: toPaise(g.price), promoTypes: g.promo_types })),
    declinedGifts: raw.declined_gifts,
    priceChanges: raw.price_changes.map((c) => ({ sku: c.sku, name: c.name, fromPaise: toPaise(c.from), toPaise: toPaise(c.to) })),
  };
}

export const CartMetaSchema = z.object({ cart: RawTotalsSchema });
