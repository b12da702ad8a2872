import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressInput, sellableSku, stockOf } from '../../../test-utils/account-fixtures.ts';
import { type AccountUpstream, api, startAccountUpstream } from '../../../test-utils/account-upstream.ts';
import { createCustomer, type TestCustomer } from '../../../test-utils/users.ts';
import { TELECONSULT_SKU } from '../../../upstream/db/schema-cart.ts';
import { createGateway, type Gateway } from '../../yoga.ts';

let up: AccountUpstream;
let gateway: Gateway;
let me: TestCustomer;
let other: TestCustomer;
let kolkata: string;
let patna: string;
let othersAddress: string;

type GqlReply = { data?: any; errors?: { message: string; extensions?: { code?: string; available?: number; field?: string } }[] };

async function gql(query: string, variables: Record<string, unknown> = {}, token: string | null = me.token): Promise<GqlReply> {
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GqlReply;
}

const CART = `id version customerOwned isVirtual addressId checkoutActiveUntil notices warning
  items { sku qty stockStatus available qtyMax qtyMultiple errors isVirtual }
  totals { subtotal { paise } discount { paise } shipping { paise } platformFee { paise } grandTotal { paise } savings { paise } segments { code title value { paise } } }
  coupon { coupon pinCodelist freeShipping couponType maxDiscountAmt { paise } ruleName couponRuleId discount { paise } }`;

const addressOf = async (customer: TestCustomer, overrides: Record<string, unknown> = {}) =>
  (await api(up.url, '/api/account/addresses', { token: customer.token, body: addressInput(overrides) })).body.result.id as string;

const newCart = async (token: string | null = me.token, guestCartId?: string) =>
  (await gql(`mutation($g: ID) { cartCreate(guestCartId: $g) { ${CART} } }`, { g: guestCartId ?? null }, token)).data.cartCreate;
const add = (cartId: string, sku: string, qty: number | string = 1, token: string | null = me.token, requestId?: string) =>
  gql(
    `mutation($c: ID!, $s: String!, $q: Quantity!, $r: String) { cartAddItem(cartId: $c, sku: $s, qty: $q, requestId: $r) { ${CART} } }`,
    { c: cartId, s: sku, q: qty, r: requestId ?? null },
    token,
  );
const cartOf = (cartId: string, token: string | null = me.token) => gql(`query($c: ID!) { cart(cartId: $c) { ${CART} } }`, { c: cartId }, token);
const clearCart = (cartId: string) => up.db.prepare('DELETE FROM cart_items WHERE cart_token = ?').run(cartId);
const applyCoupon = (cartId: string, code: string, addressId: string, token: string | null = me.token) =>
  gql(`mutation($c: ID!, $k: String!, $a: ID!) { applyCoupon(cartId: $c, code: $k, addressId: $a) { ${CART} } }`, { c: cartId, k: code, a: addressId }, token);
const ORDER =
  'id number status paymentMethod paymentStatus subtotal { paise } discount { paise } shipping { paise } grandTotal { paise } couponCode repeatOfOrderId reminder { reminderTime purchaseDays isSkipped }';
let serial = 0;
const placeOrder = (input: Record<string, unknown>, token: string = me.token) =>
  gql(`mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { ${ORDER} } }`, { i: { clientOrderId: `checkout-${Date.now()}-${++serial}`, ...input } }, token);

beforeAll(async () => {
  up = await startAccountUpstream();
  gateway = createGateway({ upstreamUrl: up.url });
  me = await createCustomer(up.db);
  other = await createCustomer(up.db, { walletEnabled: true });
  kolkata = await addressOf(me);
  patna = await addressOf(me, { pinCode: '800001', city: 'Patna', state: 'BR', name: 'Mamata' });
  othersAddress = await addressOf(other);
});
afterAll(async () => {
  gateway.close();
  await up.close();
});

describe('carts bound to customers, and the guest merge', () => {
  it('gives a signed-in customer one cart, the same on every cartCreate; guests get new ones', async () => {
    const first = await newCart();
    expect(first.customerOwned).toBe(true);
    expect((await newCart()).id).toBe(first.id);
    const guestA = await newCart(null);
    const guestB = await newCart(null);
    expect(guestA.customerOwned).toBe(false);
    expect(guestA.id).not.toBe(guestB.id);
  });

  it("refuses another customer's cart as CART_NOT_FOUND (null for the query)", async () => {
    const mine = await newCart();
    expect((await add(mine.id, 'MED000001', 1, other.token)).errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
    expect((await cartOf(mine.id, other.token)).data.cart).toBeNull();
    expect((await cartOf(mine.id, null)).data.cart).toBeNull();
  });

  it('merges a guest cart by SKU taking the larger quantity, closes it, and a repeated merge changes nothing', async () => {
    const customer = await createCustomer(up.db);
    const mine = await newCart(customer.token);
    await add(mine.id, 'MED000001', 2, customer.token);
    await add(mine.id, 'MED000003', 1, customer.token);
    const guest = await newCart(null);
    await add(guest.id, 'MED000001', 3, null);
    await add(guest.id, 'MED000005', 1, null);
    const merged = await newCart(customer.token, guest.id);
    expect(merged.id).toBe(mine.id);
    const lines = Object.fromEntries(merged.items.map((i: { sku: string; qty: number }) => [i.sku, i.qty]));
    expect(lines).toEqual({ MED000001: 3, MED000003: 1, MED000005: 1 });
    const again = await newCart(customer.token, guest.id);
    expect(again.items).toEqual(merged.items);
    expect(again.version).toBe(merged.version);
    // The browser that still holds the guest cart is told to clear and reload.
    const stale = await add(guest.id, 'MED000001', 1, null);
    expect(stale.errors?.[0]).toMatchObject({ message: 'Some of Information has updated', extensions: { code: 'CART_CHANGED' } });
    expect((await cartOf(guest.id, null)).errors?.[0]?.extensions?.code).toBe('CART_CHANGED');
  });

  it('answers an expired or forged token on a cart call with UNAUTHENTICATED (the client refreshes)', async () => {
    const guest = await newCart(null);
    const reply = await cartOf(guest.id, 'forged.token.value');
    expect(reply.errors?.[0]).toMatchObject({ message: 'Session Time Out Please Login!', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('cart rules', () => {
  it.each([
    ['MED000040', 6, 'Quantity must be below 6'],
    ['MED000041', 3, 'Quantity must be a multiple of 2'],
    ['MED000042', 15, 'Quantity must be a multiple of 10'],
    ['MED000042', 60, 'Quantity must be below 51'],
  ])('refuses %s x %d with %j and changes nothing', async (sku, qty, message) => {
    const cart = await newCart(null);
    const reply = await add(cart.id, sku, qty, null);
    expect(reply.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await cartOf(cart.id, null)).data.cart.items).toEqual([]);
  });

  it('accepts the generated multiples and reports qtyMax and qtyMultiple', async () => {
    const cart = await newCart(null);
    const reply = await add(cart.id, 'MED000042', 20, null);
    expect(reply.data.cartAddItem.items[0]).toMatchObject({ sku: 'MED000042', qty: 20, qtyMax: 50, qtyMultiple: 10 });
  });

  it('adds a low-stock line as VOLATILE with the warning; out of stock is refused; errors show when stock falls later', async () => {
    const item = sellableSku(up.db, false, 1, ['MED000040', 'MED000041', 'MED000042']);
    up.db.prepare('UPDATE products SET qty = 3 WHERE sku = ?').run(item.sku);
    const cart = await newCart(null);
    const reply = await add(cart.id, item.sku, 2, null);
    expect(reply.data.cartAddItem.warning).toBe(
      'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
    );
    expect(reply.data.cartAddItem.items[0]).toMatchObject({ stockStatus: 'VOLATILE', available: 3, errors: [] });
    up.db.prepare('UPDATE products SET qty = 0 WHERE sku = ?').run(item.sku);
    const held = (await cartOf(cart.id, null)).data.cart.items[0];
    expect(held).toMatchObject({ stockStatus: 'OUT_OF_STOCK', errors: ['The product is out of stock and cannot be added to the cart!'] });
    const refused = await add(cart.id, item.sku, 1, null);
    expect(refused.errors?.[0]?.extensions?.code).toBe('OUT_OF_STOCK');
    up.db.prepare('UPDATE products SET qty = ? WHERE sku = ?').run(item.qty, item.sku);
  });

  it('refuses a price below zero and allows zero', async () => {
    const item = sellableSku(up.db, false, 10, ['MED000040', 'MED000041', 'MED000042']);
    const cart = await newCart(null);
    up.db.prepare('UPDATE products SET price_paise = -1 WHERE sku = ?').run(item.sku);
    expect((await add(cart.id, item.sku, 1, null)).errors?.[0]?.message).toBe('Product price is unknown, product cannot be added to the cart!');
    up.db.prepare('UPDATE products SET price_paise = 0 WHERE sku = ?').run(item.sku);
    expect((await add(cart.id, item.sku, 1, null)).data.cartAddItem.totals.subtotal.paise).toBe(0);
    up.db.prepare('UPDATE products SET price_paise = ? WHERE sku = ?').run(item.price, item.sku);
  });

  it('keeps one line and loses no add when two tabs add the same SKU at once; a repeated requestId counts once', async () => {
    const cart = await newCart(null);
    const replies = await Promise.all(Array.from({ length: 8 }, () => add(cart.id, 'MED000001', 1, null)));
    expect(replies.every((r) => !r.errors)).toBe(true);
    const after = (await cartOf(cart.id, null)).data.cart;
    expect(after.items).toEqual([expect.objectContaining({ sku: 'MED000001', qty: 8 })]);
    expect(after.version).toBe(8);
    const retried = await Promise.all([1, 2, 3].map(() => add(cart.id, 'MED000001', 2, null, 'tab-one-request-0001')));
    expect(retried.every((r) => !r.errors)).toBe(true);
    expect((await cartOf(cart.id, null)).data.cart.items[0].qty).toBe(10);
  });

  it('shows the segments with the ₹0 platform fee and shipping only once an address is chosen', async () => {
    const cart = await newCart();
    clearCart(cart.id);
    const added = (await add(cart.id, 'MED000001', 1)).data.cartAddItem;
    expect(added.totals.segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'platform_fee', 'grand_total']);
    expect(added.totals.shipping).toBeNull();
    const info = await gql(
      `mutation($c: ID!, $a: ID!) { setShippingInformation(cartId: $c, addressId: $a, checkPrice: true) {
        cart { ${CART} } shippingDetails { firstName lastName country state zipCode streetAddress apartmentNumber phoneNumber }
        shippingMethods { carrierTitle methodTitle amount { paise } available } paymentMethods { code isDefault } } }`,
      { c: cart.id, a: patna },
    );
    const result = info.data.setShippingInformation;
    expect(result.shippingDetails).toMatchObject({ firstName: 'Mamata', lastName: 'LNU', country: 'IN', state: 'BR', zipCode: '800001' });
    expect(result.cart.totals.segments.map((s: { code: string; value: { paise: number } }) => `${s.code}:${s.value.paise}`)).toEqual([
      'subtotal:18767',
      'shipping:5000',
      'platform_fee:0',
      'grand_total:23767',
    ]);
    expect(result.shippingMethods).toEqual([{ carrierTitle: 'Shipping charges', methodTitle: 'Fixed', amount: { paise: 5000 }, available: true }]);
    expect(result.paymentMethods).toEqual([
      { code: 'COD', isDefault: true },
      { code: 'ONLINE', isDefault: false },
    ]);
  });

  it('refuses a delivery address whose pin code is not served, with the spec words', async () => {
    const cart = await newCart();
    // Saving refuses such a pin, so the address is one whose pin has been suspended since it was saved.
    const suspended = await addressOf(me, { pinCode: '734102', city: 'Darjiling' });
    up.db.prepare("UPDATE addresses SET pin_code = '734101' WHERE id = ?").run(suspended);
    const reply = await gql(`mutation($c: ID!, $a: ID!) { setShippingInformation(cartId: $c, addressId: $a) { cart { id } } }`, { c: cart.id, a: suspended });
    expect(reply.errors?.[0]).toMatchObject({ message: 'Delivery temporarily Suspended', extensions: { code: 'BAD_USER_INPUT' } });
    await api(up.url, `/api/account/addresses/${suspended}`, { method: 'DELETE', token: me.token });
  });
});

describe('coupons', () => {
  it('needs a signed-in customer and one of their addresses', async () => {
    const guest = await newCart(null);
    expect((await applyCoupon(guest.id, 'SAVE10', kolkata, null)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const cart = await newCart();
    expect((await applyCoupon(cart.id, 'SAVE10', othersAddress)).errors?.[0]).toMatchObject({
      message: 'Please select a delivery address',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it.each([
    ['an unknown code', 'NOPE', 'kolkata', "You've entered an incorrect coupon code"],
    ['an expired one', 'oldyear20', 'kolkata', 'Sorry! Coupon not applied, please try again'],
    ['a pin code outside its list', 'KOLKATA15', 'patna', 'Sorry! Coupon not applied, please try again'],
    ['a subtotal below its minimum', 'FLAT50', 'kolkata', 'Sorry! Coupon not applied, please try again'],
  ])('refuses %s and changes nothing', async (_name, code, where, message) => {
    const cart = await newCart();
    clearCart(cart.id);
    await add(cart.id, 'MED000001', 1);
    const reply = await applyCoupon(cart.id, code, where === 'kolkata' ? kolkata : patna);
    expect(reply.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await cartOf(cart.id)).data.cart.coupon).toBeNull();
  });

  it.each([
    [
      '  save10 ',
      'kolkata',
      { coupon: 'SAVE10', couponType: 'PERCENT', maxDiscountAmt: { paise: 10000 }, discount: { paise: 3753 }, freeShipping: false },
      5000,
    ],
    ['KOLKATA15', 'kolkata', { coupon: 'KOLKATA15', pinCodelist: ['700001', '700012', '700016', '700017'], discount: { paise: 5630 } }, 5000],
    ['FLAT50', 'patna', { coupon: 'FLAT50', couponType: 'FIXED', discount: { paise: 5000 } }, 5000],
    ['freeship', 'patna', { coupon: 'FREESHIP', couponType: 'FREE_SHIPPING', freeShipping: true, discount: { paise: 0 } }, 0],
  ])('applies %j: the discount and shipping flow into the totals', async (code, where, expected, shipping) => {
    const cart = await newCart();
    clearCart(cart.id);
    await add(cart.id, 'MED000001', 2);
    const reply = await applyCoupon(cart.id, code, where === 'kolkata' ? kolkata : patna);
    const applied = reply.data.applyCoupon;
    expect(applied.coupon).toMatchObject(expected);
    expect(applied.totals.shipping.paise).toBe(shipping);
    expect(applied.totals.grandTotal.paise).toBe(37_534 - applied.coupon.discount.paise + shipping);
    const removed = await gql(`mutation($c: ID!) { removeCoupon(cartId: $c) { ${CART} } }`, { c: cart.id });
    expect(removed.data.removeCoupon.coupon).toBeNull();
    expect(removed.data.removeCoupon.totals.discount.paise).toBe(0);
  });

  it('takes off a coupon that stopped applying, with a notice', async () => {
    const cart = await newCart();
    clearCart(cart.id);
    await add(cart.id, 'MED000001', 2);
    expect((await applyCoupon(cart.id, 'FLAT50', kolkata)).data.applyCoupon.coupon.coupon).toBe('FLAT50');
    const lowered = await gql(`mutation($c: ID!) { cartUpdateQuantity(cartId: $c, sku: "MED000001", qty: 1) { ${CART} } }`, { c: cart.id });
    expect(lowered.data.cartUpdateQuantity.coupon).toBeNull();
    expect(lowered.data.cartUpdateQuantity.notices).toEqual(['Coupon has been removed, please try another coupon']);
  });
});

describe('placing orders from the checkout', () => {
  it('places with the coupon re-validated, the reminder (default hour 10) stored and the discount charged', async () => {
    const cart = await newCart();
    clearCart(cart.id);
    await add(cart.id, 'MED000001', 2);
    await applyCoupon(cart.id, 'SAVE10', kolkata);
    const reply = await placeOrder({ cartId: cart.id, addressId: kolkata, reminder: { purchaseDays: 30, reminderTime: null } });
    expect(reply.errors).toBeUndefined();
    expect(reply.data.placeOrder).toMatchObject({
      couponCode: 'SAVE10',
      subtotal: { paise: 37_534 },
      discount: { paise: 3_753 },
      shipping: { paise: 5_000 },
      grandTotal: { paise: 37_534 - 3_753 + 5_000 },
      reminder: { reminderTime: 10, purchaseDays: 30, isSkipped: false },
    });
    const after = (await cartOf(cart.id)).data.cart;
    expect(after.items).toEqual([]);
    expect(after.coupon).toBeNull();
  });

  it('refuses a coupon that no longer applies at placement, takes it off, and places nothing', async () => {
    const cart = await newCart();
    clearCart(cart.id);
    await add(cart.id, 'MED000001', 1);
    up.db.prepare("UPDATE carts SET coupon_code = 'OLDYEAR20', address_id = ? WHERE token = ?").run(kolkata, cart.id);
    const before = stockOf(up.db, 'MED000001');
    const reply = await placeOrder({ cartId: cart.id, addressId: kolkata });
    expect(reply.errors?.[0]).toMatchObject({ message: 'Coupon has been removed, please try another coupon', extensions: { code: 'BAD_USER_INPUT' } });
    expect(stockOf(up.db, 'MED000001')).toBe(before);
    expect(up.db.prepare('SELECT coupon_code FROM carts WHERE token = ?').get(cart.id)).toEqual({ coupon_code: null });
  });

  it('refuses an order entity that fails the schema with the internal validation message and a contact line', async () => {
    const cart = await newCart();
    clearCart(cart.id);
    await add(cart.id, 'MED000001', 1);
    const before = stockOf(up.db, 'MED000001');
    const reply = await placeOrder({ cartId: cart.id, addressId: kolkata, reminder: { reminderTime: 25 } });
    expect(reply.errors?.[0]?.message).toMatch(/^Internal validation error\. Please check if all required fields are filled in\. .*9 AM and 9 PM/);
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reminderDetails.reminderTime' });
    expect(stockOf(up.db, 'MED000001')).toBe(before);
    expect((await cartOf(cart.id)).data.cart.items).toHaveLength(1);
  });

  it('needs ₹250 for a repeat order, and the repeated order must be the customer’s own', async () => {
    const cheap = sellableSku(up.db, false, 5, ['MED000040', 'MED000041', 'MED000042']);
    const cart = await newCart();
    clearCart(cart.id);
    await add(cart.id, 'MED000001', 2);
    const first = (await placeOrder({ cartId: cart.id, addressId: kolkata })).data.placeOrder;
    up.db.prepare('UPDATE products SET price_paise = 10000 WHERE sku = ?').run(cheap.sku);
    await add(cart.id, cheap.sku, 1);
    // ₹100 + ₹50 shipping = ₹150 < ₹250
    const small = await placeOrder({ cartId: cart.id, addressId: kolkata, repeatOfOrderId: first.id });
    expect(small.errors?.[0]).toMatchObject({ message: 'A repeat order needs a minimum amount of ₹250', extensions: { code: 'BAD_USER_INPUT' } });
    const foreign = await placeOrder({ cartId: cart.id, addressId: kolkata, repeatOfOrderId: 'not-an-order-id' });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await gql(`mutation($c: ID!, $s: String!) { cartUpdateQuantity(cartId: $c, sku: $s, qty: 2) { id } }`, { c: cart.id, s: cheap.sku });
    const enough = await placeOrder({ cartId: cart.id, addressId: kolkata, repeatOfOrderId: first.id });
    expect(enough.data.placeOrder).toMatchObject({ repeatOfOrderId: first.id, grandTotal: { paise: 25_000 } });
    up.db.prepare('UPDATE products SET price_paise = ? WHERE sku = ?').run(cheap.price, cheap.sku);
  });

  it('offers no COD for a virtual cart, refuses COD there, and places it ONLINE without shipping', async () => {
    const cart = await newCart();
    clearCart(cart.id);
    const added = (await add(cart.id, TELECONSULT_SKU, 1)).data.cartAddItem;
    expect(added.isVirtual).toBe(true);
    const methods = await gql(`query($c: ID!) { paymentMethods(cartId: $c) { code isDefault } }`, { c: cart.id });
    expect(methods.data.paymentMethods).toEqual([{ code: 'ONLINE', isDefault: true }]);
    const cod = await placeOrder({ cartId: cart.id, addressId: kolkata, paymentMethod: 'COD' });
    expect(cod.errors?.[0]?.message).toBe('Cash on delivery is not available for this order');
    const online = await placeOrder({ cartId: cart.id, addressId: kolkata, paymentMethod: 'ONLINE' });
    expect(online.data.placeOrder).toMatchObject({ paymentMethod: 'ONLINE', paymentStatus: 'PENDING', shipping: { paise: 0 }, grandTotal: { paise: 19_900 } });
  });

  it('offers WALLET only to a customer whose wallet is enabled', async () => {
    const cart = await newCart(other.token);
    await add(cart.id, 'MED000001', 1, other.token);
    const methods = await gql(`query($c: ID!) { paymentMethods(cartId: $c) { code } }`, { c: cart.id }, other.token);
    expect(methods.data.paymentMethods.map((m: { code: string }) => m.code)).toEqual(['COD', 'ONLINE', 'WALLET']);
  });
});

describe('paying an ONLINE order with the development provider', () => {
  async function onlineOrder(): Promise<string> {
    const cart = await newCart();
    clearCart(cart.id);
    await add(cart.id, 'MED000001', 1);
    return (await placeOrder({ cartId: cart.id, addressId: kolkata, paymentMethod: 'ONLINE' })).data.placeOrder.id;
  }
  const initiate = (orderId: string, token: string = me.token) =>
    gql(`mutation($o: ID!) { initiatePayment(orderId: $o) { sessionId provider orderId amount { paise } redirectUrl outcomes } }`, { o: orderId }, token);
  const complete = (sessionId: string, outcome: string) =>
    gql(`mutation($s: ID!, $o: DevPaymentOutcome!) { completeDevPayment(sessionId: $s, outcome: $o) { paymentStatus message paidAt attempts { status } } }`, {
      s: sessionId,
      o: outcome,
    });
  const status = (orderId: string, token: string = me.token) =>
    gql(`query($o: ID!) { paymentStatus(orderId: $o) { paymentStatus message paidAt attempts { status } } }`, { o: orderId }, token);

  it('pays once: success marks the order paid, and repeating it changes nothing', async () => {
    const orderId = await onlineOrder();
    const session = (await initiate(orderId)).data.initiatePayment;
    expect(session).toMatchObject({
      provider: 'dev',
      orderId,
      redirectUrl: `/payment/${orderId}?session=${session.sessionId}`,
      outcomes: ['SUCCESSFUL', 'PENDING', 'FAILED'],
    });
    const paid = (await complete(session.sessionId, 'SUCCESSFUL')).data.completeDevPayment;
    expect(paid).toMatchObject({ paymentStatus: 'SUCCESSFUL', message: 'Payment successful' });
    const again = (await complete(session.sessionId, 'FAILED')).data.completeDevPayment;
    expect(again).toEqual(paid);
    expect((await initiate(orderId)).errors?.[0]?.message).toBe('This order has already been paid');
  });

  it('holds a pending payment with the 15-minute message, then a failure says Payment Failed and a new session can pay', async () => {
    const orderId = await onlineOrder();
    const first = (await initiate(orderId)).data.initiatePayment;
    expect((await complete(first.sessionId, 'PENDING')).data.completeDevPayment).toMatchObject({
      paymentStatus: 'PENDING',
      message: 'Payment on hold, wait 15 minutes',
    });
    expect((await complete(first.sessionId, 'FAILED')).data.completeDevPayment).toMatchObject({ paymentStatus: 'FAILED', message: 'Payment Failed' });
    const second = (await initiate(orderId)).data.initiatePayment;
    await complete(second.sessionId, 'SUCCESSFUL');
    const report = (await status(orderId)).data.paymentStatus;
    expect(report.paymentStatus).toBe('SUCCESSFUL');
    expect(report.attempts.map((a: { status: string }) => a.status)).toEqual(['FAILED', 'SUCCESSFUL']);
  });

  it("refuses a cancelled order with the spec's words, and another customer's or an unknown order as NOT_FOUND", async () => {
    const orderId = await onlineOrder();
    const session = (await initiate(orderId)).data.initiatePayment;
    await gql(`mutation($o: ID!) { cancelOrder(id: $o, reason: DUPLICATE_ORDER) { id } }`, { o: orderId });
    expect((await initiate(orderId)).errors?.[0]?.message).toBe('Pay option not available as order has been cancelled');
    expect((await complete(session.sessionId, 'SUCCESSFUL')).errors?.[0]?.message).toBe('Pay option not available as order has been cancelled');
    expect((await status(orderId)).data.paymentStatus.message).toBe('Pay option not available as order has been cancelled');
    expect((await initiate(orderId, other.token)).errors?.[0]).toMatchObject({
      message: 'OrderId Mismatch, No records found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await status('unknown-order-id')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses to take money for a COD order', async () => {
    const cart = await newCart();
    clearCart(cart.id);
    await add(cart.id, 'MED000001', 1);
    const cod = (await placeOrder({ cartId: cart.id, addressId: kolkata })).data.placeOrder.id;
    expect((await initiate(cod)).errors?.[0]?.message).toBe('This order is not paid online');
  });
});
