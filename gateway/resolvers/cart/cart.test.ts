import { describe, expect, it } from 'vitest';
import { sellableSku, setStock } from '../../../test-utils/account-fixtures.ts';
import { api } from '../../../test-utils/account-upstream.ts';
import { CART, setupCartGateway } from '../../../test-utils/cart-gateway.ts';
import { createCustomer } from '../../../test-utils/users.ts';

const t = setupCartGateway();

const setPrice = async (sku: string, paise: number) => {
  await t.up.db.updateTable('products').set({ price_paise: paise }).where('sku', '=', sku).execute();
};

describe('carts bound to customers, and the guest merge', () => {
  it('gives a signed-in customer one cart, the same on every cartCreate; guests get new ones', async () => {
    const first = await t.newCart();
    expect(first.customerOwned).toBe(true);
    expect((await t.newCart()).id).toBe(first.id);
    const guestA = await t.newCart(null);
    const guestB = await t.newCart(null);
    expect(guestA.customerOwned).toBe(false);
    expect(guestA.id).not.toBe(guestB.id);
  });

  it("refuses another customer's cart as CART_NOT_FOUND (null for the query)", async () => {
    const mine = await t.newCart();
    expect((await t.add(mine.id, 'MED000001', 1, t.other.token)).errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
    expect((await t.cartOf(mine.id, t.other.token)).data.cart).toBeNull();
    expect((await t.cartOf(mine.id, null)).data.cart).toBeNull();
  });

  it('merges a guest cart by SKU taking the larger quantity, closes it, and a repeated merge changes nothing', async () => {
    const customer = await createCustomer(t.up.db);
    const mine = await t.newCart(customer.token);
    await t.add(mine.id, 'MED000001', 2, customer.token);
    await t.add(mine.id, 'MED000003', 1, customer.token);
    const guest = await t.newCart(null);
    await t.add(guest.id, 'MED000001', 3, null);
    await t.add(guest.id, 'MED000005', 1, null);
    const merged = await t.newCart(customer.token, guest.id);
    expect(merged.id).toBe(mine.id);
    const lines = Object.fromEntries(merged.items.map((i: { sku: string; qty: number }) => [i.sku, i.qty]));
    expect(lines).toEqual({ MED000001: 3, MED000003: 1, MED000005: 1 });
    const again = await t.newCart(customer.token, guest.id);
    expect(again.items).toEqual(merged.items);
    expect(again.version).toBe(merged.version);
    // The browser that still holds the guest cart is told to clear and reload.
    const stale = await t.add(guest.id, 'MED000001', 1, null);
    expect(stale.errors?.[0]).toMatchObject({ message: 'Some of Information has updated', extensions: { code: 'CART_CHANGED' } });
    expect((await t.cartOf(guest.id, null)).errors?.[0]?.extensions?.code).toBe('CART_CHANGED');
  });

  it('answers an expired or forged token on a cart call with UNAUTHENTICATED (the client refreshes)', async () => {
    const guest = await t.newCart(null);
    const reply = await t.cartOf(guest.id, 'forged.token.value');
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
    const cart = await t.newCart(null);
    const reply = await t.add(cart.id, sku, qty, null);
    expect(reply.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.cartOf(cart.id, null)).data.cart.items).toEqual([]);
  });

  it('accepts the generated multiples and reports qtyMax and qtyMultiple', async () => {
    const cart = await t.newCart(null);
    const reply = await t.add(cart.id, 'MED000042', 20, null);
    expect(reply.data.cartAddItem.items[0]).toMatchObject({ sku: 'MED000042', qty: 20, qtyMax: 50, qtyMultiple: 10 });
  });

  it('adds a low-stock line as VOLATILE with the warning; out of stock is refused; errors show when stock falls later', async () => {
    const item = await sellableSku(t.up.db, false, 1, ['MED000040', 'MED000041', 'MED000042']);
    await setStock(t.up.db, item.sku, 3);
    const cart = await t.newCart(null);
    const reply = await t.add(cart.id, item.sku, 2, null);
    expect(reply.data.cartAddItem.warning).toBe(
      'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
    );
    expect(reply.data.cartAddItem.items[0]).toMatchObject({ stockStatus: 'VOLATILE', available: 3, errors: [] });
    await setStock(t.up.db, item.sku, 0);
    const held = (await t.cartOf(cart.id, null)).data.cart.items[0];
    expect(held).toMatchObject({ stockStatus: 'OUT_OF_STOCK', errors: ['The product is out of stock and cannot be added to the cart!'] });
    const refused = await t.add(cart.id, item.sku, 1, null);
    expect(refused.errors?.[0]?.extensions?.code).toBe('OUT_OF_STOCK');
    await setStock(t.up.db, item.sku, item.qty);
  });

  it('refuses a price below zero and allows zero', async () => {
    const item = await sellableSku(t.up.db, false, 10, ['MED000040', 'MED000041', 'MED000042']);
    const cart = await t.newCart(null);
    await setPrice(item.sku, -1);
    expect((await t.add(cart.id, item.sku, 1, null)).errors?.[0]?.message).toBe('Product price is unknown, product cannot be added to the cart!');
    await setPrice(item.sku, 0);
    expect((await t.add(cart.id, item.sku, 1, null)).data.cartAddItem.totals.subtotal.paise).toBe(0);
    await setPrice(item.sku, item.price);
  });

  it('keeps one line and loses no add when two tabs add the same SKU at once; a repeated requestId counts once', async () => {
    const cart = await t.newCart(null);
    const replies = await Promise.all(Array.from({ length: 8 }, () => t.add(cart.id, 'MED000001', 1, null)));
    expect(replies.every((r) => !r.errors)).toBe(true);
    const after = (await t.cartOf(cart.id, null)).data.cart;
    expect(after.items).toEqual([expect.objectContaining({ sku: 'MED000001', qty: 8 })]);
    expect(after.version).toBe(8);
    const retried = await Promise.all([1, 2, 3].map(() => t.add(cart.id, 'MED000001', 2, null, 'tab-one-request-0001')));
    expect(retried.every((r) => !r.errors)).toBe(true);
    expect((await t.cartOf(cart.id, null)).data.cart.items[0].qty).toBe(10);
  });

  it('shows the segments with the ₹0 platform fee and shipping only once an address is chosen', async () => {
    const cart = await t.newCart();
    await t.clearCart(cart.id);
    const added = (await t.add(cart.id, 'MED000001', 1)).data.cartAddItem;
    expect(added.totals.segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'platform_fee', 'grand_total']);
    expect(added.totals.shipping).toBeNull();
    const info = await t.gql(
      `mutation($c: ID!, $a: ID!) { setShippingInformation(cartId: $c, addressId: $a, checkPrice: true) {
        cart { ${CART} } shippingDetails { firstName lastName country state zipCode streetAddress apartmentNumber phoneNumber }
        shippingMethods { carrierTitle methodTitle amount { paise } available } paymentMethods { code isDefault } } }`,
      { c: cart.id, a: t.patna },
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
    const cart = await t.newCart();
    // Saving refuses such a pin, so the address is one whose pin has been suspended since it was saved.
    const suspended = await t.addressOf(t.me, { pinCode: '734102', city: 'Darjiling' });
    await t.up.db.updateTable('addresses').set({ pin_code: '734101' }).where('id', '=', suspended).execute();
    const reply = await t.gql(`mutation($c: ID!, $a: ID!) { setShippingInformation(cartId: $c, addressId: $a) { cart { id } } }`, { c: cart.id, a: suspended });
    expect(reply.errors?.[0]).toMatchObject({ message: 'Delivery temporarily Suspended', extensions: { code: 'BAD_USER_INPUT' } });
    await api(t.up.url, `/api/account/addresses/${suspended}`, { method: 'DELETE', token: t.me.token });
  });
});

describe('coupons', () => {
  it('needs a signed-in customer and one of their addresses', async () => {
    const guest = await t.newCart(null);
    expect((await t.applyCoupon(guest.id, 'SAVE10', t.kolkata, null)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const cart = await t.newCart();
    expect((await t.applyCoupon(cart.id, 'SAVE10', t.othersAddress)).errors?.[0]).toMatchObject({
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
    const cart = await t.newCart();
    await t.clearCart(cart.id);
    await t.add(cart.id, 'MED000001', 1);
    const reply = await t.applyCoupon(cart.id, code, where === 'kolkata' ? t.kolkata : t.patna);
    expect(reply.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.cartOf(cart.id)).data.cart.coupon).toBeNull();
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
    const cart = await t.newCart();
    await t.clearCart(cart.id);
    await t.add(cart.id, 'MED000001', 2);
    const reply = await t.applyCoupon(cart.id, code, where === 'kolkata' ? t.kolkata : t.patna);
    const applied = reply.data.applyCoupon;
    expect(applied.coupon).toMatchObject(expected);
    expect(applied.totals.shipping.paise).toBe(shipping);
    expect(applied.totals.grandTotal.paise).toBe(37_534 - applied.coupon.discount.paise + shipping);
    const removed = await t.gql(`mutation($c: ID!) { removeCoupon(cartId: $c) { ${CART} } }`, { c: cart.id });
    expect(removed.data.removeCoupon.coupon).toBeNull();
    expect(removed.data.removeCoupon.totals.discount.paise).toBe(0);
  });

  it('takes off a coupon that stopped applying, with a notice', async () => {
    const cart = await t.newCart();
    await t.clearCart(cart.id);
    await t.add(cart.id, 'MED000001', 2);
    expect((await t.applyCoupon(cart.id, 'FLAT50', t.kolkata)).data.applyCoupon.coupon.coupon).toBe('FLAT50');
    const lowered = await t.gql(`mutation($c: ID!) { cartUpdateQuantity(cartId: $c, sku: "MED000001", qty: 1) { ${CART} } }`, { c: cart.id });
    expect(lowered.data.cartUpdateQuantity.coupon).toBeNull();
    expect(lowered.data.cartUpdateQuantity.notices).toEqual(['Coupon has been removed, please try another coupon']);
  });
});

describe("a line's problems", () => {
  it('says in words and as message keys when stock fell below the line, and when it ran out', async () => {
    const cart = await t.newCart(null);
    const { sku } = await sellableSku(t.up.db, false, 8);
    await t.add(cart.id, sku, 6, null);
    const line = async () => {
      const reply = await t.gql(`query($c: ID!) { cart(cartId: $c) { items { sku errors problems { key max } } } }`, { c: cart.id }, null);
      return reply.data.cart.items.find((item: { sku: string }) => item.sku === sku);
    };
    expect(await line()).toMatchObject({ errors: [], problems: [] });
    await setStock(t.up.db, sku, 4);
    expect(await line()).toMatchObject({
      errors: ['Only 4 products of this type are available!'],
      problems: [{ key: 'messages.onlyAvailable', max: 4 }],
    });
    await setStock(t.up.db, sku, 0);
    expect(await line()).toMatchObject({
      errors: ['The product is out of stock and cannot be added to the cart!'],
      problems: [{ key: 'messages.outOfStock', max: null }],
    });
  });
});
