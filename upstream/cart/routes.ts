import type { Context } from 'hono';
import { z } from 'zod';
import { parseQuantity } from '../../domain/quantity.ts';
import { fail, ok } from '../http/envelope.ts';
import { Refusal } from '../http/refusal.ts';
import { refusalRouter } from '../http/router.ts';
import { type MaybeUserEnv, optionalUser } from '../session/optional-user.ts';
import type { AuthDeps } from '../session/require-user.ts';
import { couponRoutes } from './coupon-routes.ts';
import { changeGift, giftPromos, refuseGiftByHand } from './gifts.ts';
import { changeLine, deleteCartItem, listCartItems } from './lines.ts';
import { mergeGuestCart } from './merge-guest-cart.ts';
import { type CartRow, createCart, customerCart, usableCart } from './repository.ts';
import { shippingRoutes } from './shipping-routes.ts';
import { cartView } from './view.ts';
import { cartToWire, serverItem } from './wire.ts';

const CartItemSchema = z.object({
  cartItem: z.object({
    sku: z.string().min(1).max(64),
    qty: z.unknown().optional(),
    item_id: z.coerce.number().int().positive().optional(),
    quoteId: z.string().optional(),
    /** An add's idempotency key: the same request id is applied once per cart. */
    request_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  }),
});

const CreateSchema = z.object({ guestCartId: z.string().min(1).max(64).nullish() }).catch({});

export interface CartOptions {
  /** stock.synchronize (storefront.md §9): off, every line is volatile. */
  synchronized: boolean;
  now: () => Date;
}

export type CartEnv = { Variables: MaybeUserEnv['Variables'] & { cart: CartRow } };

async function itemBody(c: Context) {
  const parsed = CartItemSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw new Refusal(400, 'Please provide the cartItem with a sku');
  return parsed.data.cartItem;
}

/**
 * The cart service (storefront.md §7 Cart calls). Guest carts by token; a signed-in customer's one open
 * cart; another customer's cart is 'Cart not found'; a cart closed by a merge answers 504.
 */
export function cartRoutes(auth: AuthDeps, options: CartOptions) {
  const { db } = auth;
  // A Refusal becomes the { code, result, meta } reply (also 500 expireToken and 504 cart changed).
  const app = refusalRouter<CartEnv>();
  const { now, synchronized } = options;
  app.use('*', optionalUser(auth));

  app.post('/create', async (c) => {
    const user = c.get('user');
    const { guestCartId } = CreateSchema.parse(await c.req.json().catch(() => ({})));
    if (!user) return ok(c, await createCart(db));
    // A staff user acting for the customer works on the customer's cart: the staff browser's guest cart
    // is never merged into it.
    const actor = c.get('session')?.actor ?? null;
    const merge = guestCartId && !actor ? guestCartId : undefined;
    const cart = merge ? await mergeGuestCart(db, user.id, merge, now()) : await customerCart(db, user.id, actor, now());
    return ok(c, cart.token, { version: cart.version, merged: Boolean(merge) });
  });

  // Every other call names its cart in ?cartId.
  app.use('/:action{[a-z-]+}', async (c, next) => {
    if (c.req.param('action') === 'create') return next();
    c.set('cart', await usableCart(db, c.req.query('cartId') ?? '', c.get('user')?.id ?? null));
    return next();
  });

  const qtyMaxOf = async (sku: string) => (await db.selectFrom('products').select('qty_max').where('sku', '=', sku).executeTakeFirst())?.qty_max;
  const view = async (c: Context<CartEnv>, checkPrice = false) => cartToWire(await cartView(db, c.get('cart').token, { synchronized, now: now(), checkPrice }));

  app.get('/pull', async (c) => ok(c, (await listCartItems(db, c.get('cart').token, now())).map(serverItem), { version: c.get('cart').version }));
  // ?checkPrice=1 (storefront.md §7 checkPrice): also the lines whose price moved since last shown (price sync).
  app.get('/totals', async (c) => ok(c, await view(c, c.req.query('checkPrice') === '1')));

  const change = (mode: 'set' | 'add') => async (c: Context<CartEnv>) => {
    const { sku, qty: rawQty, request_id } = await itemBody(c);
    await refuseGiftByHand(db, sku);
    // The product's own cap first, so that 10001 reads 'Quantity must be below 101' for a cap of 100.
    const quantity = parseQuantity(rawQty, await qtyMaxOf(sku));
    if (!quantity.ok) throw new Refusal(400, quantity.message, { messageKey: quantity.messageKey, ...(quantity.params ? { params: quantity.params } : {}) });
    const result = await changeLine(db, c.get('cart').token, c.get('user')?.id ?? null, c.get('session')?.actor ?? null, sku, quantity.qty, {
      mode,
      requestId: request_id,
      synchronized,
      now: now(),
    });
    return ok(c, result.line ? serverItem(result.line) : null, { warning: result.warning, applied: result.applied, cart: await view(c) });
  };
  app.post('/update', change('set'));
  app.post('/add', change('add'));

  app.post('/delete', async (c) => {
    const { sku, item_id } = await itemBody(c);
    // Removing a free gift: it stays off this cart while the cart qualifies (domain/free-gifts.ts).
    if ((await giftPromos(db, 'all')).some((p) => p.giftSku === sku)) {
      await changeGift(db, c.get('cart').token, c.get('user')?.id ?? null, c.get('session')?.actor ?? null, sku, 'remove', now());
      return ok(c, true);
    }
    const removed = await deleteCartItem(db, c.get('cart').token, c.get('user')?.id ?? null, c.get('session')?.actor ?? null, sku, item_id, now());
    return removed ? ok(c, true) : fail(c, 404, 'Cart item not found');
  });

  // Asks again for a free gift the customer removed (400 when the cart does not qualify for it now).
  app.post('/gift', async (c) => {
    const { sku } = await itemBody(c);
    await changeGift(db, c.get('cart').token, c.get('user')?.id ?? null, c.get('session')?.actor ?? null, sku, 'restore', now());
    return ok(c, true, { cart: await view(c) });
  });

  app.route('/', couponRoutes(db, { synchronized, now }));
  app.route('/', shippingRoutes(db, { synchronized, now }));
  return app;
}
