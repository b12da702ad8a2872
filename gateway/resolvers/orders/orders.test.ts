import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { addressInput, cartWith, sellableSku, setStock, stockOf } from '../../../test-utils/account-fixtures.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';
import { createFranchise, createShopCustomer, createStaffUser, delegatedToken } from '../../../test-utils/staff.ts';

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
      // The free gifts (domain/free-gifts.ts: the pouch from ₹100, the first-aid box from ₹400), ₹0, no catalogue product.
      ...[...(item.price * 2 >= 10_000 ? ['GIFT-POUCH'] : []), ...(item.price * 2 >= 40_000 ? ['GIFT-FIRST-AID-BOX'] : [])].map((sku) => ({
        sku,
        qty: 1,
        price: { paise: 0 },
        rowTotal: { paise: 0 },
        returnable: false,
        product: null,
      })),
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
    // Sent again (its answer lost): the order as it is, cancelled for the first reason, and no stock back twice.
    const again = await t.gql('mutation($id: ID!) { cancelOrder(id: $id, reason: NOT_NEEDED) { status cancelReason } }', { id: order.id });
    expect(again.data.cancelOrder).toEqual({ status: 'CANCELLED', cancelReason: 'DUPLICATE_ORDER' });
    expect(await stockOf(t.up.db, item.sku)).toBe(before);
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

describe('an order placed for the customer by staff, through GraphQL', () => {
  it("says which shop placed it (or the pharmacy), null for the customer's own, and the activity names the order by its number", async () => {
    const { shop, staff } = await createFranchise(t.up.db);
    const shopName = (await t.up.db.selectFrom('franchises').select('name').where('id', '=', shop.id).executeTakeFirstOrThrow()).name;
    const customer = await createShopCustomer(t.up.db, shop.id);
    const admin = await createStaffUser(t.up.db, { role: 'admin' });
    const shopToken = await delegatedToken(t.up.db, customer.id, staff, t.up.now);
    // The shop adds the address too: an action on something other than an order.
    const address = (await t.gql('mutation($input: AddressInput!) { addAddress(input: $input) { id } }', { input: addressInput() }, shopToken)).data.addAddress
      .id;
    const item = await sellableSku(t.up.db, false, 5);
    let serial = 0;
    const place = async (token: string) => {
      serial += 1;
      const input = {
        clientOrderId: `gql-placed-by-${serial}-${Date.now()}`,
        cartId: await cartWith(t.up.db, [{ sku: item.sku, qty: 1 }]),
        addressId: address,
      };
      const reply = await t.gql('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id number placedBy { kind shopName } } }', { input }, token);
      expect(reply.errors).toBeUndefined();
      return reply.data.placeOrder as { id: string; number: string; placedBy: unknown };
    };

    const byShop = await place(shopToken);
    expect(byShop.placedBy).toEqual({ kind: 'SHOP', shopName });
    const byAdmin = await place(await delegatedToken(t.up.db, customer.id, admin, t.up.now));
    expect(byAdmin.placedBy).toEqual({ kind: 'PHARMACY', shopName: null });
    const own = await place(customer.token);
    expect(own.placedBy).toBeNull();

    const mine = (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, customer.token);
    expect((await mine('query($id: ID!) { order(id: $id) { placedBy { kind shopName } } }', { id: byShop.id })).data.order.placedBy).toEqual({
      kind: 'SHOP',
      shopName,
    });
    const listed = (await mine('{ orders { items { id placedBy { kind shopName } } } }')).data.orders.items as { id: string; placedBy: unknown }[];
    expect(listed).toEqual([
      { id: own.id, placedBy: null },
      { id: byAdmin.id, placedBy: { kind: 'PHARMACY', shopName: null } },
      { id: byShop.id, placedBy: { kind: 'SHOP', shopName } },
    ]);

    // "Activity on my account": each order's number, asked of the upstream once for the page.
    const activity = (await mine('{ accountActivity { total items { action targetType actorRole shopName orderNumber } } }')).data.accountActivity;
    const placed = activity.items.filter((e: { action: string }) => e.action === 'order.place');
    expect(placed).toEqual([
      { action: 'order.place', targetType: 'order', actorRole: 'ADMIN', shopName: null, orderNumber: byAdmin.number },
      { action: 'order.place', targetType: 'order', actorRole: 'FRANCHISE', shopName, orderNumber: byShop.number },
    ]);
    expect(activity.items.filter((e: { targetType: string }) => e.targetType !== 'order')).toEqual([
      { action: 'address.create', targetType: 'address', actorRole: 'FRANCHISE', shopName, orderNumber: null },
    ]);
    // Another customer's activity never names this customer's orders.
    expect((await t.gql('{ accountActivity { items { orderNumber } } }', {}, t.other.token)).data.accountActivity.items).toEqual([]);
  });
});
