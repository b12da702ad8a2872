import { describe, expect, it } from 'vitest';
import { sellableSku, stockOf } from '../../../test-utils/account-fixtures.ts';
import { setupCartGateway } from '../../../test-utils/cart-gateway.ts';
import { TELECONSULT_SKU } from '../../../upstream/db/seed.ts';

const t = setupCartGateway();

const setPrice = async (sku: string, paise: number) => {
  await t.up.db.updateTable('products').set({ price_paise: paise }).where('sku', '=', sku).execute();
};

describe('placing orders from the checkout', () => {
  it('places with the coupon re-validated, the reminder (default hour 10) stored and the discount charged', async () => {
    const cart = await t.newCart();
    await t.clearCart(cart.id);
    await t.add(cart.id, 'MED000001', 2);
    await t.applyCoupon(cart.id, 'SAVE10', t.kolkata);
    const reply = await t.placeOrder({ cartId: cart.id, addressId: t.kolkata, reminder: { purchaseDays: 30, reminderTime: null } });
    expect(reply.errors).toBeUndefined();
    expect(reply.data.placeOrder).toMatchObject({
      couponCode: 'SAVE10',
      subtotal: { paise: 37_534 },
      discount: { paise: 3_753 },
      shipping: { paise: 5_000 },
      grandTotal: { paise: 37_534 - 3_753 + 5_000 },
      reminder: { reminderTime: 10, purchaseDays: 30, isSkipped: false },
    });
    const after = (await t.cartOf(cart.id)).data.cart;
    expect(after.items).toEqual([]);
    expect(after.coupon).toBeNull();
  });

  it('refuses a coupon that no longer applies at placement, takes it off, and places nothing', async () => {
    const cart = await t.newCart();
    await t.clearCart(cart.id);
    await t.add(cart.id, 'MED000001', 1);
    await t.up.db.updateTable('carts').set({ coupon_code: 'OLDYEAR20', address_id: t.kolkata }).where('token', '=', cart.id).execute();
    const before = await stockOf(t.up.db, 'MED000001');
    const reply = await t.placeOrder({ cartId: cart.id, addressId: t.kolkata });
    expect(reply.errors?.[0]).toMatchObject({ message: 'Coupon has been removed, please try another coupon', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stockOf(t.up.db, 'MED000001')).toBe(before);
    expect(await t.up.db.selectFrom('carts').select('coupon_code').where('token', '=', cart.id).executeTakeFirst()).toEqual({ coupon_code: null });
  });

  it('refuses an order entity that fails the schema with the internal validation message and a contact line', async () => {
    const cart = await t.newCart();
    await t.clearCart(cart.id);
    await t.add(cart.id, 'MED000001', 1);
    const before = await stockOf(t.up.db, 'MED000001');
    const reply = await t.placeOrder({ cartId: cart.id, addressId: t.kolkata, reminder: { reminderTime: 25 } });
    expect(reply.errors?.[0]?.message).toMatch(/^Internal validation error\. Please check if all required fields are filled in\. .*9 AM and 9 PM/);
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reminderDetails.reminderTime' });
    expect(await stockOf(t.up.db, 'MED000001')).toBe(before);
    expect((await t.cartOf(cart.id)).data.cart.items).toHaveLength(1);
  });

  it('needs ₹250 for a repeat order, and the repeated order must be the customer’s own', async () => {
    const cheap = await sellableSku(t.up.db, false, 5, ['MED000040', 'MED000041', 'MED000042']);
    const cart = await t.newCart();
    await t.clearCart(cart.id);
    await t.add(cart.id, 'MED000001', 2);
    const first = (await t.placeOrder({ cartId: cart.id, addressId: t.kolkata })).data.placeOrder;
    await setPrice(cheap.sku, 10_000);
    await t.add(cart.id, cheap.sku, 1);
    // ₹100 + ₹50 shipping = ₹150 < ₹250
    const small = await t.placeOrder({ cartId: cart.id, addressId: t.kolkata, repeatOfOrderId: first.id });
    expect(small.errors?.[0]).toMatchObject({ message: 'A repeat order needs a minimum amount of ₹250', extensions: { code: 'BAD_USER_INPUT' } });
    const foreign = await t.placeOrder({ cartId: cart.id, addressId: t.kolkata, repeatOfOrderId: 'not-an-order-id' });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await t.gql(`mutation($c: ID!, $s: String!) { cartUpdateQuantity(cartId: $c, sku: $s, qty: 2) { id } }`, { c: cart.id, s: cheap.sku });
    const enough = await t.placeOrder({ cartId: cart.id, addressId: t.kolkata, repeatOfOrderId: first.id });
    expect(enough.data.placeOrder).toMatchObject({ repeatOfOrderId: first.id, grandTotal: { paise: 25_000 } });
    await setPrice(cheap.sku, cheap.price);
  });

  it('offers no COD for a virtual cart, refuses COD there, and places it ONLINE without shipping', async () => {
    const cart = await t.newCart();
    await t.clearCart(cart.id);
    const added = (await t.add(cart.id, TELECONSULT_SKU, 1)).data.cartAddItem;
    expect(added.isVirtual).toBe(true);
    const methods = await t.gql(`query($c: ID!) { paymentMethods(cartId: $c) { code isDefault } }`, { c: cart.id });
    expect(methods.data.paymentMethods).toEqual([{ code: 'ONLINE', isDefault: true }]);
    const cod = await t.placeOrder({ cartId: cart.id, addressId: t.kolkata, paymentMethod: 'COD' });
    expect(cod.errors?.[0]?.message).toBe('Cash on delivery is not available for this order');
    const online = await t.placeOrder({ cartId: cart.id, addressId: t.kolkata, paymentMethod: 'ONLINE' });
    expect(online.data.placeOrder).toMatchObject({ paymentMethod: 'ONLINE', paymentStatus: 'PENDING', shipping: { paise: 0 }, grandTotal: { paise: 19_900 } });
  });

  it('offers WALLET only to a customer whose wallet is enabled', async () => {
    const cart = await t.newCart(t.other.token);
    await t.add(cart.id, 'MED000001', 1, t.other.token);
    const methods = await t.gql(`query($c: ID!) { paymentMethods(cartId: $c) { code } }`, { c: cart.id }, t.other.token);
    expect(methods.data.paymentMethods.map((m: { code: string }) => m.code)).toEqual(['COD', 'ONLINE', 'WALLET']);
  });
});
