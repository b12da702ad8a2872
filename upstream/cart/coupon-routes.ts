import { Hono } from 'hono';
import { CHECKOUT_MESSAGES as M } from '../../domain/checkout-messages.ts';
import { evaluateCoupon, normalizeCouponCode } from '../../domain/coupons.ts';
import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { Refusal } from '../http/refusal.ts';
import { findCoupon, usesOf } from './coupons.ts';
import { ownAddress, signedIn } from './own-address.ts';
import { changeCartCoupon } from './repository.ts';
import type { CartEnv, CartOptions } from './routes.ts';
import { cartView } from './view.ts';
import { cartToWire } from './wire.ts';

/** Applying and removing the cart's coupon, for the customer's delivery address (storefront.md §7 Cart calls). */
export function couponRoutes(db: Db, { synchronized, now }: CartOptions) {
  const app = new Hono<CartEnv>();
  const viewOf = (token: string) => cartView(db, token, { synchronized, now: now() });

  app.post('/apply-coupon', async (c) => {
    const user = signedIn(c.get('user'));
    const address = await ownAddress(db, user, await c.req.json().catch(() => null));
    const code = normalizeCouponCode(c.req.query('coupon') ?? '');
    const rule = code ? await findCoupon(db, code) : undefined;
    if (!rule) throw new Refusal(400, M.couponIncorrect, { field: 'coupon' });
    const token = c.get('cart').token;
    const before = await viewOf(token);
    const check = evaluateCoupon(rule, { subtotalPaise: before.totals.subtotalPaise, pinCode: address.pin_code, timesUsed: await usesOf(db, rule) }, now());
    if (!check.ok) throw new Refusal(400, check.message, { field: 'coupon', reason: check.reason });
    await changeCartCoupon(db, token, user.id, c.get('session')?.actor ?? null, rule.code, address.id, now());
    const cart = cartToWire(await viewOf(token));
    return ok(c, cart.coupon, { cart });
  });

  app.post('/delete-coupon', async (c) => {
    const user = signedIn(c.get('user'));
    await changeCartCoupon(db, c.get('cart').token, user.id, c.get('session')?.actor ?? null, null, undefined, now());
    return ok(c, M.couponRemoved, { cart: cartToWire(await viewOf(c.get('cart').token)) });
  });

  return app;
}
