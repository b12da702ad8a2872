import { shippingFor } from './order-rules.ts';

/**
 * storefront.md §9 platform fee line: tax rate 18%, MRP 100, slab thresholds 0 and 249, both 0. The
 * fee of a subtotal is the fee of the highest slab it reaches (so ₹0 today), shown as its own line.
 */
export const PLATFORM_FEE = {
  title: 'Platform fee',
  taxRatePercent: 18,
  mrpPaise: 10_000,
  slabs: [
    { fromPaise: 0, feePaise: 0 },
    { fromPaise: 24_900, feePaise: 0 },
  ],
} as const;

export function platformFeeFor(subtotalPaise: number): number {
  let fee = 0;
  for (const slab of PLATFORM_FEE.slabs) if (subtotalPaise >= slab.fromPaise) fee = slab.feePaise;
  return fee;
}

export interface TotalsLine {
  pricePaise: number;
  mrpPaise: number;
  qty: number;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** The applied coupon's discount and whether it ships free (0 / false without one). */
  discountPaise: number;
  freeShipping: boolean;
  /** Shipping is charged once a delivery address is chosen, and never for a virtual cart. */
  shippingApplies: boolean;
}

export interface Segment {
  code: 'subtotal' | 'discount' | 'shipping' | 'platform_fee' | 'grand_total';
  title: string;
  valuePaise: number;
}

export interface CartTotals {
  itemsQty: number;
  subtotalPaise: number;
  discountPaise: number;
  /** null until a delivery address is chosen (and always for a virtual cart). */
  shippingPaise: number | null;
  platformFeePaise: number;
  grandTotalPaise: number;
  /** totalcartSavings: MRP against selling price, plus the coupon. */
  savingsPaise: number;
  segments: Segment[];
}

/**
 * The cart's totals, in paise. Free delivery (₹499, order-rules.ts) is judged on the subtotal at selling
 * prices before the coupon; a free-shipping coupon ships free whatever the subtotal.
 */
export function cartTotals({ lines, discountPaise, freeShipping, shippingApplies }: TotalsInput): CartTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.pricePaise * l.qty, 0);
  const mrp = lines.reduce((sum, l) => sum + l.mrpPaise * l.qty, 0);
  const discount = Math.min(discountPaise, subtotal);
  const shipping = shippingApplies && lines.length > 0 ? (freeShipping ? 0 : shippingFor(subtotal)) : null;
  const fee = platformFeeFor(subtotal);
  const grand = subtotal - discount + (shipping ?? 0) + fee;
  const segments: Segment[] = [{ code: 'subtotal', title: 'Subtotal', valuePaise: subtotal }];
  if (discount > 0) segments.push({ code: 'discount', title: 'Discount', valuePaise: discount });
  if (shipping !== null) segments.push({ code: 'shipping', title: 'Shipping charges', valuePaise: shipping });
  segments.push({ code: 'platform_fee', title: PLATFORM_FEE.title, valuePaise: fee });
  segments.push({ code: 'grand_total', title: 'Grand Total', valuePaise: grand });
  return {
    itemsQty: lines.reduce((sum, l) => sum + l.qty, 0),
    subtotalPaise: subtotal,
    discountPaise: discount,
    shippingPaise: shipping,
    platformFeePaise: fee,
    grandTotalPaise: grand,
    savingsPaise: Math.max(0, mrp - subtotal) + discount,
    segments,
  };
}
