import { CHECKOUT_ACTIVE_MS } from '../../domain/checkout-rules.ts';
import { paiseToDecimal } from '../../domain/money.ts';
import type { CartItemRow } from './lines.ts';
import type { CartView } from './view.ts';

/** A stored line as the spec's server cart item (storefront.md §3: item_id, quote_id, qty, sku, product_type). */
export function serverItem(row: CartItemRow) {
  return {
    item_id: row.item_id,
    quote_id: row.cart_token,
    qty: row.qty,
    sku: row.sku,
    product_type: row.product_type,
    name: row.name,
    price: paiseToDecimal(row.price_paise),
  };
}

/** The cart with totals (GET totals): lines with stock, the coupon details of §3, segments, version. */
export function cartToWire(view: CartView) {
  const { cart, totals, coupon } = view;
  return {
    cart_id: cart.token,
    version: cart.version,
    customer_owned: cart.customer_id !== null,
    is_virtual: view.virtual,
    address_id: view.address?.id ?? null,
    updated_at: cart.updated_at,
    checkout_active_until: new Date(Date.parse(cart.updated_at) + CHECKOUT_ACTIVE_MS).toISOString(),
    items_qty: totals.itemsQty,
    subtotal: paiseToDecimal(totals.subtotalPaise),
    discount: paiseToDecimal(totals.discountPaise),
    shipping: totals.shippingPaise === null ? null : paiseToDecimal(totals.shippingPaise),
    platform_fee: paiseToDecimal(totals.platformFeePaise),
    grand_total: paiseToDecimal(totals.grandTotalPaise),
    total_savings: paiseToDecimal(totals.savingsPaise),
    total_segments: totals.segments.map((s) => ({ code: s.code, title: s.title, value: paiseToDecimal(s.valuePaise) })),
    coupon: coupon
      ? {
          coupon: coupon.rule.code,
          pinCodelist: coupon.rule.pinCodes,
          freeshipping: coupon.freeShipping,
          couponType: coupon.rule.type,
          maxDiscountAmt: coupon.rule.maxDiscountPaise === null ? null : paiseToDecimal(coupon.rule.maxDiscountPaise),
          ruleName: coupon.rule.ruleName,
          couponRuleId: coupon.rule.ruleId,
          discount: paiseToDecimal(coupon.discountPaise),
        }
      : null,
    notices: view.notices,
    gifts: view.gifts.lines.map((g) => ({ sku: g.sku, name: g.name, qty: 1, price: '0.00', promo_types: g.promoTypes })),
    declined_gifts: view.gifts.declined.map((g) => ({ sku: g.sku, name: g.name })),
    price_changes: view.priceChanges.map((c) => ({ sku: c.sku, name: c.name, from: paiseToDecimal(c.fromPaise), to: paiseToDecimal(c.toPaise) })),
    items: view.lines.map((l) => ({
      ...serverItem(l),
      mrp: paiseToDecimal(l.mrp_paise),
      row_total: paiseToDecimal(l.price_paise * l.qty),
      stock_status: l.stock_status,
      available: Math.max(0, l.status >= 2 ? 0 : l.stock_qty),
      qty_max: l.qty_max,
      qty_multiple: l.qty_multiple,
      is_virtual: l.is_virtual === 1,
      prescription_required: l.prescription_required === 1,
      errors: l.errors,
    })),
  };
}
