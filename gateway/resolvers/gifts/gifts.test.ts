import { describe, expect, it } from 'vitest';
import { GIFT_MESSAGES } from '../../../domain/gift-messages.ts';
import { sellableSku } from '../../../test-utils/account-fixtures.ts';
import { setupCartGateway } from '../../../test-utils/cart-gateway.ts';

const t = setupCartGateway();

const GIFT_CART = `id version items { sku qty } totals { subtotal { paise } grandTotal { paise } }
  freeGifts { sku name qty price { paise } promoTypes } declinedGifts { sku name } priceChanges { sku name from { paise } to { paise } }`;

const setPrice = (sku: string, paise: number) =>
  t.up.db
    .updateTable('products')
    .set({ price_paise: paise, mrp_paise: Math.max(paise, 100_000), special_price_paise: null })
    .where('sku', '=', sku)
    .execute();

async function cartWith(sku: string, qty: number) {
  const cart = await t.newCart();
  await t.clearCart(cart.id);
  await t.add(cart.id, sku, qty);
  return cart.id as string;
}
const giftCart = async (cartId: string) => (await t.gql(`query($c: ID!) { cart(cartId: $c) { ${GIFT_CART} } }`, { c: cartId })).data.cart;

describe('free gifts over GraphQL', () => {
  it('shows the gift at ₹100, removes it, asks for it again, refuses it by hand', async () => {
    const { sku } = await sellableSku(t.up.db, false, 20);
    await setPrice(sku, 10_000);
    const cartId = await cartWith(sku, 1);
    expect((await giftCart(cartId)).freeGifts).toEqual([{ sku: 'GIFT-POUCH', name: 'Pouch', qty: 1, price: { paise: 0 }, promoTypes: ['POUCH_100'] }]);

    const removed = await t.gql(`mutation($c: ID!, $s: String!) { cartRemoveGift(cartId: $c, sku: $s) { ${GIFT_CART} } }`, { c: cartId, s: 'GIFT-POUCH' });
    expect(removed.data.cartRemoveGift).toMatchObject({ freeGifts: [], declinedGifts: [{ sku: 'GIFT-POUCH', name: 'Pouch' }] });

    const restored = await t.gql(`mutation($c: ID!, $s: String!) { cartRestoreGift(cartId: $c, sku: $s) { ${GIFT_CART} } }`, { c: cartId, s: 'GIFT-POUCH' });
    expect(restored.data.cartRestoreGift).toMatchObject({ freeGifts: [{ sku: 'GIFT-POUCH' }], declinedGifts: [] });

    const again = await t.gql(`mutation($c: ID!, $s: String!) { cartRestoreGift(cartId: $c, sku: $s) { id } }`, { c: cartId, s: 'GIFT-POUCH' });
    expect(again.errors?.[0]).toMatchObject({
      message: GIFT_MESSAGES.notQualifying,
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'gifts.messages.notQualifying' },
    });

    const byHand = await t.add(cartId, 'GIFT-POUCH', 1);
    expect(byHand.errors?.[0]).toMatchObject({
      message: GIFT_MESSAGES.notByHand,
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'gifts.messages.notByHand' },
    });
    const after = await giftCart(cartId);
    expect(after.items).toEqual([{ sku, qty: 1 }]);
    expect(after.version).toBe(restored.data.cartRestoreGift.version);

    await setPrice(sku, 9_999);
    expect(await giftCart(cartId)).toMatchObject({ freeGifts: [], totals: { subtotal: { paise: 9_999 } } });
  });

  it('refuses an order at an unseen price with PRICES_CHANGED, names the change on cartCheckPrices, then places it with the gifts at ₹0', async () => {
    const { sku } = await sellableSku(t.up.db, false, 20);
    await setPrice(sku, 40_000);
    const cartId = await cartWith(sku, 1);
    await setPrice(sku, 41_000);
    const refused = await t.placeOrder({ cartId, addressId: t.kolkata });
    expect(refused.errors?.[0]).toMatchObject({
      message: GIFT_MESSAGES.pricesChanged,
      extensions: { code: 'PRICES_CHANGED', messageKey: 'gifts.messages.pricesChanged', priceChanges: [{ sku, from: '400.00', to: '410.00' }] },
    });
    const checked = (await t.gql(`mutation($c: ID!) { cartCheckPrices(cartId: $c) { ${GIFT_CART} } }`, { c: cartId })).data.cartCheckPrices;
    expect(checked.priceChanges).toEqual([{ sku, name: expect.any(String), from: { paise: 40_000 }, to: { paise: 41_000 } }]);
    expect((await giftCart(cartId)).priceChanges).toEqual([]);

    const placed = await t.placeOrder({ cartId, addressId: t.kolkata });
    const id = placed.data.placeOrder.id;
    expect(placed.data.placeOrder).toMatchObject({ subtotal: { paise: 41_000 }, grandTotal: { paise: 46_000 } });
    const order = await t.gql('query($id: ID!) { order(id: $id) { items { sku qty price { paise } rowTotal { paise } freeGift } } }', { id });
    expect(order.data.order.items).toEqual([
      { sku, qty: 1, price: { paise: 41_000 }, rowTotal: { paise: 41_000 }, freeGift: false },
      { sku: 'GIFT-POUCH', qty: 1, price: { paise: 0 }, rowTotal: { paise: 0 }, freeGift: true },
      { sku: 'GIFT-FIRST-AID-BOX', qty: 1, price: { paise: 0 }, rowTotal: { paise: 0 }, freeGift: true },
    ]);
  });
});
