import { Hono } from 'hono';
import { z } from 'zod';
import { CHECKOUT_MESSAGES as M } from '../../domain/checkout-messages.ts';
import { flatRateMethod, paymentMethodsFor, shippingDetailsOf } from '../../domain/checkout-rules.ts';
import { paiseToDecimal } from '../../domain/money.ts';
import { checkPin } from '../addresses/pincodes.ts';
import { type AddressRow, addressLinesOf } from '../addresses/repository.ts';
import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { Refusal } from '../http/refusal.ts';
import { ownAddress, signedIn } from './own-address.ts';
import { setCartAddress } from './repository.ts';
import type { CartEnv, CartOptions } from './routes.ts';
import { cartView } from './view.ts';
import { cartToWire } from './wire.ts';

const ShippingInformationSchema = z.object({
  addressInformation: z.object({ addressId: z.string().min(1).max(64), checkPrice: z.boolean().optional() }),
});

async function serviceable(db: Db, address: AddressRow): Promise<void> {
  const pin = await checkPin(db, address.pin_code);
  if (!pin.serviceable) throw new Refusal(400, pin.message ?? M.selectDeliveryAddress, { field: 'addressId' });
}

/** Shipping and payment methods for the cart, and its shipping information (storefront.md §7 Cart calls). */
export function shippingRoutes(db: Db, { synchronized, now }: CartOptions) {
  const app = new Hono<CartEnv>();
  const viewOf = (token: string, checkPrice = false) => cartView(db, token, { synchronized, now: now(), checkPrice });

  app.post('/shipping-methods', async (c) => {
    const user = signedIn(c.get('user'));
    const address = await ownAddress(db, user, await c.req.json().catch(() => null));
    const view = await viewOf(c.get('cart').token);
    const pin = await checkPin(db, address.pin_code);
    const method = flatRateMethod(view.totals.subtotalPaise, view.coupon?.freeShipping ?? false, view.virtual);
    return ok(c, [{ ...method, available: pin.serviceable, amount: paiseToDecimal(method.amount_paise), error_message: pin.message }]);
  });

  app.get('/payment-methods', async (c) => {
    const view = await viewOf(c.get('cart').token);
    return ok(c, paymentMethodsFor({ virtualCart: view.virtual, walletEnabled: c.get('user')?.walletEnabled ?? false }));
  });

  app.post('/shipping-information', async (c) => {
    const user = signedIn(c.get('user'));
    const parsed = ShippingInformationSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new Refusal(400, M.selectDeliveryAddress, { field: 'addressId' });
    const address = await ownAddress(db, user, parsed.data.addressInformation);
    await serviceable(db, address);
    await setCartAddress(db, c.get('cart').token, user.id, c.get('session')?.actor ?? null, address.id, now());
    // checkPrice (§7): the totals also name the lines whose price moved since last shown (price sync).
    const view = await viewOf(c.get('cart').token, parsed.data.addressInformation.checkPrice ?? false);
    const details = shippingDetailsOf(addressLinesOf(address));
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
