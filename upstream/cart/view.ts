import { lineErrors, type StockStatus, stockStatus } from '../../domain/cart-rules.ts';
import { type CartTotals, cartTotals } from '../../domain/cart-totals.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-messages.ts';
import { type CouponRule, evaluateCoupon } from '../../domain/coupons.ts';
import { type PriceChange, priceChanges } from '../../domain/price-sync.ts';
import { type AddressRow, findAddress } from '../addresses/repository.ts';
import type { Db } from '../db/open.ts';
import { findCoupon, usesOf } from './coupons.ts';
import { type CartGifts, paidSubtotal, settleGifts } from './gifts.ts';
import { type CartItemRow, listCartItems } from './lines.ts';
import { type CartRow, findCart, setCartCoupon } from './repository.ts';

export interface ViewLine extends CartItemRow {
  stock_status: StockStatus;
  errors: string[];
}

export interface AppliedCoupon {
  rule: CouponRule;
  discountPaise: number;
  freeShipping: boolean;
}

export interface CartView {
  cart: CartRow;
  lines: ViewLine[];
  /** Every line is a virtual product (storefront.md §4: no cash on delivery, nothing to ship). */
  virtual: boolean;
  address: AddressRow | null;
  coupon: AppliedCoupon | null;
  totals: CartTotals;
  /** Messages the customer should see once (a coupon that stopped applying was removed). */
  notices: string[];
  /** The free gifts the cart holds (₹0, quantity 1) and those the customer removed (domain/free-gifts.ts). */
  gifts: CartGifts;
  /** With checkPrice: the lines whose price moved since the customer last saw it (now counted as seen). */
  priceChanges: PriceChange[];
}

/** Evaluates the cart's coupon for its lines and delivery address (null when it does not apply). */
export async function applicableCoupon(db: Db, code: string, subtotalPaise: number, address: AddressRow | null, now: Date): Promise<AppliedCoupon | null> {
  const rule = await findCoupon(db, code);
  if (!rule || !address) return null;
  const check = evaluateCoupon(rule, { subtotalPaise, pinCode: address.pin_code, timesUsed: await usesOf(db, rule) }, now);
  return check.ok ? { rule, discountPaise: check.discountPaise, freeShipping: check.freeShipping } : null;
}

/**
 * The cart as the customer sees it: lines with their stock status and errors, coupon, totals. A coupon
 * that no longer applies (the subtotal fell below its minimum, the address changed, it expired) is
 * removed here, with the notice 'Coupon has been removed, please try another coupon'.
 */
export async function cartView(db: Db, token: string, options: { synchronized: boolean; now: Date; checkPrice?: boolean }): Promise<CartView> {
  let cart = (await findCart(db, token)) as CartRow;
  const rows = await listCartItems(db, token, options.now);
  const lines = rows.map((row) => {
    const facts = { available: row.stock_qty, status: row.status, synchronized: options.synchronized };
    return { ...row, stock_status: stockStatus(facts), errors: lineErrors(row.qty, facts) };
  });
  const address = cart.address_id && cart.customer_id !== null ? ((await findAddress(db, cart.customer_id, cart.address_id)) ?? null) : null;
  const subtotal = paidSubtotal(rows);
  const gifts = await settleGifts(db, token, subtotal);
  const changes = options.checkPrice ? await checkPrices(db, rows) : [];
  const notices: string[] = [];
  let coupon: AppliedCoupon | null = null;
  if (cart.coupon_code) {
    coupon = await applicableCoupon(db, cart.coupon_code, subtotal, address, options.now);
    if (!coupon) {
      await setCartCoupon(db, token, null, undefined, options.now);
      cart = (await findCart(db, token)) as CartRow;
      notices.push(CHECKOUT_MESSAGES.couponRemovedTryAnother);
    }
  }
  const virtual = lines.length > 0 && lines.every((l) => l.is_virtual === 1);
  const totals = cartTotals({
    lines: rows.map((r) => ({ pricePaise: r.price_paise, mrpPaise: r.mrp_paise, qty: r.qty })),
    discountPaise: coupon?.discountPaise ?? 0,
    freeShipping: coupon?.freeShipping ?? false,
    shippingApplies: address !== null && !virtual,
  });
  return { cart, lines, virtual, address, coupon, totals, notices, gifts, priceChanges: changes };
}

/** The price check (checkPrice): what moved since it was last shown; today's prices count as shown from now. */
async function checkPrices(db: Db, rows: readonly CartItemRow[]): Promise<PriceChange[]> {
  const changes = priceChanges(rows.map((r) => ({ sku: r.sku, name: r.name, seenPricePaise: r.seen_price_paise, pricePaise: r.price_paise })));
  for (const r of rows) {
    if (r.seen_price_paise === r.price_paise) continue;
    await db.updateTable('cart_items').set({ seen_price_paise: r.price_paise }).where('item_id', '=', r.item_id).execute();
  }
  return changes;
}
