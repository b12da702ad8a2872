import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { addressInput, cartWith, sellableSku, setStock, stockOf } from '../../../test-utils/account-fixtures.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';

const t = setupAccountGateway();

const ORDER = `id number status cancelReason cancelledAt paymentMethod paymentStatus subtotal { paise amount } shipping { paise } grandTotal { paise amount currency }
  items { sku qty price { paise } rowTotal { paise } returnable product { sku name } }
  address { id pinCode state } timeline { status title message reached at } cancellable canRate returnableUntil prescriptions { id }`;

describe('orders through GraphQL', () => {
  it('places an order idempotently, with Money and products, and hides it from another customer', async () => {
    const address = (await t.gql('mutation($input: AddressInput!) { addAddress(input: $input) { id isDefault } }', { input: addressInput() })).data.addAddress;
    expect(address.isDefault).toBe(true);
    const item = await sellableSku(t.up.db, false, 3);
    const before = await stockOf(t.up.db, item.sku);
    const input = { clientOrderId: 'gql-order-0001', cartId: await cartWith(t.up.db, [{ sku: item.sku, qty: 2 }]), addressId: address.id };
    const place = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER} } }`;
    const [first, second] = await Promise.all([t.gql(place, { input }), t.gql(place, { input })]);
    const order = first.data.placeOrder;
    expect(second.data.placeOrder.id).toBe(order.id);
    expect(await stockOf(t.up.db, item.sku)).toBe(before - 2);
    expect(order).toMatchObject({
      status: 'PLACED',
      paymentMethod: 'COD',
      paymentStatus: 'NOT_DUE',
      cancellable: true,
      canRate: false,
      returnableUntil: null,
      cancelReason: null,
      cancelledAt: null,
    });
    expect(order.items).toEqual([
      {
        sku: item.sku,
        qty: 2,
        price: { paise: item.price },
        rowTotal: { paise: item.price * 2 },
        returnable: true,
        product: { sku: item.sku, name: expect.any(String) },
      },
    ]);
    expect(order.grandTotal.paise).toBe(order.subtotal.paise + order.shipping.paise);
    expect(order.grandTotal.currency).toBe('INR');
    expect(order.timeline.map((s: { title: string }) => s.title)).toEqual([
      'Order Placed',
      'Order Processing',
      'Order Packed',
      'Order Shipped',
      'Order Reached Nearest Hub',
      'Order Delivered',
    ]);

    const page = (await t.gql('{ orders { total page pageSize items { id } } }')).data.orders;
    expect(page).toEqual({ total: 1, page: 1, pageSize: 20, items: [{ id: order.id }] });
    expect((await t.gql('{ buyAgain { sku } }')).data.buyAgain).toEqual([{ sku: item.sku }]);

    const stolen = await t.gql('query($id: ID!) { order(id: $id) { id grandTotal { paise } } }', { id: order.id }, t.other.token);
    expect(stolen.errors?.[0]).toMatchObject({ message: M.orderIdMismatch, extensions: { code: 'NOT_FOUND' } });
    expect(stolen.data?.order ?? null).toBeNull();
    const cancelByOther = await t.gql('mutation($id: ID!) { cancelOrder(id: $id, reason: NOT_NEEDED) { status } }', { id: order.id }, t.other.token);
    expect(cancelByOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const cancelled = await t.gql('mutation($id: ID!) { cancelOrder(id: $id, reason: DUPLICATE_ORDER) { status cancellable cancelReason cancelledAt } }', {
      id: order.id,
    });
    expect(cancelled.data.cancelOrder).toMatchObject({ status: 'CANCELLED', cancellable: false, cancelReason: 'DUPLICATE_ORDER' });
    expect(cancelled.data.cancelOrder.cancelledAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await stockOf(t.up.db, item.sku)).toBe(before);
    const again = await t.gql('mutation($id: ID!) { cancelOrder(id: $id, reason: NOT_NEEDED) { status } }', { id: order.id });
    expect(again.errors?.[0]).toMatchObject({ message: M.notCancellable, extensions: { code: 'BAD_USER_INPUT' } });
    const notes = (await t.gql('{ notifications { id message read actionUrl } }')).data.notifications;
    expect(notes[0].message).toBe(`${order.number}: Your order has been cancelled.`);
    const read = await t.gql('mutation($id: ID!) { markNotificationRead(id: $id) { id read } }', { id: notes[0].id });
    expect(read.data.markNotificationRead).toEqual({ id: notes[0].id, read: true });
  });

  it('reports stock refusals with OUT_OF_STOCK and an empty return with its message', async () => {
    const address = (await t.gql('{ addresses { id } }')).data.addresses[0].id;
    const item = await sellableSku(t.up.db, false, 1);
    const input = { clientOrderId: 'gql-order-stock', cartId: await cartWith(t.up.db, [{ sku: item.sku, qty: 1 }]), addressId: address };
    await setStock(t.up.db, item.sku, 0);
    const reply = await t.gql('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }', { input });
    await setStock(t.up.db, item.sku, 20);
    expect(reply.errors?.[0]).toMatchObject({ message: 'The product is out of stock and cannot be added to the cart!', extensions: { code: 'OUT_OF_STOCK' } });
    const order = (await t.gql('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }', { input })).data.placeOrder;
    const ret = await t.gql('mutation($id: ID!) { returnOrder(id: $id, items: [], reason: "x") { id } }', { id: order.id });
    expect(ret.errors?.[0]).toMatchObject({ message: M.noReturnItems, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
