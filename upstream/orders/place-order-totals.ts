import { cartTotals } from '../../domain/cart-totals.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-messages.ts';
import { REPEAT_ORDER_MIN_PAISE } from '../../domain/checkout-rules.ts';
import type { AddressRow } from '../addresses/repository.ts';
import type { CartRow } from '../cart/repository.ts';
import { type AppliedCoupon, applicableCoupon } from '../cart/view.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import type { PlaceOrderInput } from './place-order.ts';
import type { PricedLine } from './place-order-lines.ts';
import { findOrder, orderMismatch } from './repository.ts';

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  discount: number;
  grandTotal: number;
  coupon: AppliedCoupon | null;
}

interface TotalsOf {
  userId: number;
  cart: CartRow;
  address: AddressRow;
  items: readonly PricedLine[];
  input: PlaceOrderInput;
}

/**
 * The order's money in paise, from today's prices: no cash on delivery for a cart of virtual products
 * only; the cart's coupon checked again for this address and subtotal (refused: 409 with
 * coupon_removed, and the route takes it off the cart); a repeat order must reach ₹250.
 */
export async function orderTotals(db: Db, { userId, cart, address, items, input }: TotalsOf, now: Date): Promise<OrderTotals> {
  const subtotal = items.reduce((sum, i) => sum + i.price * i.line.qty, 0);
  const virtual = items.every((i) => i.product?.is_virtual === 1);
  if (virtual && input.paymentMethod === 'COD') throw new Refusal(400, CHECKOUT_MESSAGES.codUnavailable, { field: 'paymentMethod' });
  const coupon = cart.coupon_code ? await applicableCoupon(db, cart.coupon_code, subtotal, address, now) : null;
  if (cart.coupon_code && !coupon) throw new Refusal(409, CHECKOUT_MESSAGES.couponRemovedTryAnother, { field: 'coupon', coupon_removed: true });
  const totals = cartTotals({
    lines: items.map((i) => ({ pricePaise: i.price, mrpPaise: i.product?.mrp_paise ?? 0, qty: i.line.qty })),
    discountPaise: coupon?.discountPaise ?? 0,
    freeShipping: coupon?.freeShipping ?? false,
    shippingApplies: !virtual,
  });
  const grandTotal = totals.grandTotalPaise;
  if (input.repeatOfOrderId !== undefined) {
    if (!(await findOrder(db, userId, input.repeatOfOrderId))) throw orderMismatch();
    if (grandTotal < REPEAT_ORDER_MIN_PAISE) throw new Refusal(400, CHECKOUT_MESSAGES.repeatMinimum, { field: 'repeatOfOrderId' });
  }
  return { subtotal, shipping: totals.shippingPaise ?? 0, discount: totals.discountPaise, grandTotal, coupon };
}
