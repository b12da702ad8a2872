import { Hono } from 'hono';
import { z } from 'zod';
import { CHECKOUT_MESSAGES as M } from '../../domain/checkout-messages.ts';
import { flatRateMethod, paymentMethodsFor, shippingDetailsOf } from '../../domain/checkout-rules.ts';
import { evaluateCoupon, normalizeCouponCode } from '../../domain/coupons.ts';
import { paiseToDecimal } from '../../domain/money.ts';
import { checkPin } from '../addresses/pincodes.ts';
import { type AddressRow, findAddress } from '../addresses/repository.ts';
import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { Refusal } from '../http/refusal.ts';
import type { AuthUser } from '../session/require-user.ts';
import { findCoupon } from './coupons.ts';
import { setCartAddress, setCartCoupon } from './repository.ts';
import type { CartEnv, CartOptions } from './routes.ts';
import { cartView } from './view.ts';
import { cartToWire } from './wire.ts';

const AddressIdSchema = z.object({ addressId: z.string().min(1).max(64) });
const ShippingInformationSchema = z.object({
  addressInformation: z.object({ addressId: z.string().min(1).max(64), checkPrice: z.boolean().optional() }),
});

function signedIn(user: AuthUser | null): AuthUser {
  if (!user) throw new Refusal(401, M.loginRequired);
  return user;
}

/** The customer's own saved address, or 'Please select a delivery address'. */
async function ownAddress(db: Db, user: AuthUser, body: unknown): Promise<AddressRow> {
  const parsed = AddressIdSchema.safeParse(body);
  const address = parsed.success ? findAddress(db, user.id, parsed.data.addressId) : undefined;
  if (!address) throw new Refusal(400, M.selectDeliveryAddress, { field: 'addressId' });
  return address;
}

function serviceable(db: Db, address: AddressRow): void {
  const pin = checkPin(db, address.pin_code);
  if (!pin.serviceable) throw new Refusal(400, pin.message ?? M.selectDeliveryAddress, { field: 'addressId' });
}

/** Coupons, shipping and payment methods, shipping information (storefront.md §7 Cart calls). */
export function cartCheckoutRoutes(db: Db, { synchronized, now }: CartOptions) {
  const app = new Hono<CartEnv>();
  const viewOf = (token: string) => cartView(db, token, { synchronized, now: now() });

  app.post('/apply-coupon', async (c) => {
    const user = signedIn(c.get('user'));
    const address = await ownAddress(db, user, await c.req.json().catch(() => null));
    const code = normalizeCouponCode(c.req.query('coupon') ?? '');
    const rule = code ? findCoupon(db, code) : undefined;
    if (!rule) throw new Refusal(400, M.couponIncorrect, { field: 'coupon' });
    const token = c.get('cart').token;
    const before = viewOf(token);
    const check = evaluateCoupon(rule, { subtotalPaise: before.totals.subtotalPaise, pinCode: address.pin_code }, now());
    if (!check.ok) throw new Refusal(400, check.message, { field: 'coupon', reason: check.reason });
    setCartCoupon(db, token, rule.code, address.id, now());
    const cart = cartToWire(viewOf(token));
    return ok(c, cart.coupon, { cart });
  });

  app.post('/delete-coupon', (c) => {
    signedIn(c.get('user'));
    setCartCoupon(db, c.get('cart').token, null, undefined, now());
    return ok(c, M.couponRemoved, { cart: cartToWire(viewOf(c.get('cart').token)) });
  });

  app.post('/shipping-methods', async (c) => {
    const user = signedIn(c.get('user'));
    const address = await ownAddress(db, user, await c.req.json().catch(() => null));
    const view = viewOf(c.get('cart').token);
    const pin = checkPin(db, address.pin_code);
    const method = flatRateMethod(view.totals.subtotalPaise, view.coupon?.freeShipping ?? false, view.virtual);
    return ok(c, [{ ...method, available: pin.serviceable, amount: paiseToDecimal(method.amount_paise), error_message: pin.message }]);
  });

  app.get('/payment-methods', (c) => {
    const view = viewOf(c.get('cart').token);
    return ok(c, paymentMethodsFor({ virtualCart: view.virtual, walletEnabled: c.get('user')?.walletEnabled ?? false }));
  });

  app.post('/shipping-information', async (c) => {
    const user = signedIn(c.get('user'));
    const parsed = ShippingInformationSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new Refusal(400, M.selectDeliveryAddress, { field: 'addressId' });
    const address = await ownAddress(db, user, parsed.data.addressInformation);
    serviceable(db, address);
    setCartAddress(db, c.get('cart').token, address.id, now());
    const view = viewOf(c.get('cart').token);
    const details = shippingDetailsOf({
      name: address.name,
      mobile: address.mobile,
      alternateMobile: address.alternate_mobile,
      pinCode: address.pin_code,
      city: address.city,
      state: address.state,
      street: address.street,
      apartment: address.apartment,
    });
    const method = flatRateMethod(view.totals.subtotalPaise, view.coupon?.freeShipping ?? false, view.virtual);
    return ok(c, {
      totals: cartToWire(view),
      payment_methods: paymentMethodsFor({ virtualCart: view.virtual, walletEnabled: user.walletEnabled }),
      shipping_methods: [{ ...method, amount: paiseToDecimal(method.amount_paise) }],
      shipping_details: details,
    });
  });

  return app;
}
