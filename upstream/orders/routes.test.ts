import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { DETRACTOR_REASONS, FREE_DELIVERY_THRESHOLD_PAISE, ORDER_TIMELINE, PROMOTER_REASONS } from '../../domain/order-rules.ts';
import { addressInput, cartWith, sellableSku, setStock, stockOf } from '../../test-utils/account-fixtures.ts';
import { type AccountUpstream, api, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { createFranchise, createShopCustomer, createStaffUser, delegatedToken } from '../../test-utils/staff.ts';
import { createCustomer, type TestCustomer, tokenFor } from '../../test-utils/users.ts';

let up: AccountUpstream;
let me: TestCustomer;
let addressId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  up = await startAccountUpstream();
  me = await createCustomer(up.db);
  addressId = (await api(up.url, '/api/account/addresses', { token: me.token, body: addressInput() })).body.result.id;
});
afterAll(() => up.close());

const call = (path: string, init: { method?: string; body?: unknown } = {}) => api(up.url, path, { token: me.token, ...init });
let serial = 0;
const clientId = () => `client-order-${++serial}-${Date.now()}`;

async function cartLineCount(cartId: string): Promise<{ n: number } | undefined> {
  return up.db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cart_token', '=', cartId)
    .executeTakeFirst();
}

async function ordersCount(clientOrderId: string): Promise<{ n: number } | undefined> {
  return up.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_order_id', '=', clientOrderId)
    .executeTakeFirst();
}

async function setPinStatus(pin: string, status: 'serviceable' | 'suspended'): Promise<void> {
  await up.db.updateTable('pincodes').set({ status }).where('pin', '=', pin).execute();
}

async function place(lines: { sku: string; qty: number }[], extra: Record<string, unknown> = {}) {
  const cartId = await cartWith(up.db, lines);
  return { cartId, reply: await call('/api/account/orders', { body: { clientOrderId: clientId(), cartId, addressId, ...extra } }) };
}

async function advanceTo(orderId: string, status: string) {
  for (let i = 0; i < 10; i += 1) {
    const order = (await call(`/api/account/orders/${orderId}`)).body.result;
    if (order.status === status) return order;
    expect((await api(up.url, `/api/dev/orders/${orderId}/advance`, { method: 'POST' })).status).toBe(200);
  }
  throw new Error(`never reached ${status}`);
}

describe('placing an order', () => {
  it('takes the server cart at current prices, decrements stock, empties the cart and notifies', async () => {
    const item = await sellableSku(up.db, false, 3);
    const before = await stockOf(up.db, item.sku);
    const { cartId, reply } = await place([{ sku: item.sku, qty: 2 }]);
    expect(reply.status).toBe(200);
    const order = reply.body.result;
    expect(order).toMatchObject({ status: 'PLACED', payment_method: 'COD', payment_status: 'NOT_DUE', cancellable: true, can_rate: false, cancelled_at: null });
    expect(order.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const subtotal = item.price * 2;
    const shipping = subtotal >= FREE_DELIVERY_THRESHOLD_PAISE ? 0 : 5000;
    expect(order.subtotal).toBe((subtotal / 100).toFixed(2));
    expect(order.shipping).toBe((shipping / 100).toFixed(2));
    expect(order.grand_total).toBe(((subtotal + shipping) / 100).toFixed(2));
    // The free gifts of domain/free-gifts.ts (₹100: the pouch, ₹400: the first-aid box) follow as ₹0 lines.
    const gifts = [...(subtotal >= 10_000 ? ['GIFT-POUCH'] : []), ...(subtotal >= 40_000 ? ['GIFT-FIRST-AID-BOX'] : [])];
    expect(order.items).toEqual([
      expect.objectContaining({ sku: item.sku, qty: 2, returnable: true, returned_qty: 0, free_gift: false }),
      ...gifts.map((sku) => expect.objectContaining({ sku, qty: 1, price: '0.00', free_gift: true })),
    ]);
    expect(order.address).toMatchObject({ id: addressId, pin_code: '700001', state: 'WB' });
    expect(await stockOf(up.db, item.sku)).toBe(before - 2);
    expect(await cartLineCount(cartId)).toEqual({ n: 0 });
    const note = (await call('/api/account/notifications')).body.result[0];
    expect(note).toMatchObject({
      message: `${order.number}: Your order has been successfully placed.`,
      action_url: `/my-account/orders/${order.id}`,
      read: false,
    });
  });

  it('ships free at the threshold and charges ₹50 below it', async () => {
    const item = await sellableSku(up.db, false, 1);
    const qtyForFree = Math.ceil(FREE_DELIVERY_THRESHOLD_PAISE / item.price);
    await up.db
      .updateTable('products')
      .set((eb) => ({ qty: eb('qty', '+', qtyForFree) }))
      .where('sku', '=', item.sku)
      .execute();
    const free = (await place([{ sku: item.sku, qty: qtyForFree }])).reply.body.result;
    expect(free.shipping).toBe('0.00');
    expect(item.price).toBeLessThan(FREE_DELIVERY_THRESHOLD_PAISE);
    expect((await place([{ sku: item.sku, qty: 1 }])).reply.body.result.shipping).toBe('50.00');
  });

  it('is idempotent by clientOrderId, also for two concurrent requests: one order, stock taken once', async () => {
    const item = await sellableSku(up.db, false, 4);
    const before = await stockOf(up.db, item.sku);
    const cartId = await cartWith(up.db, [{ sku: item.sku, qty: 1 }]);
    const body = { clientOrderId: clientId(), cartId, addressId };
    const [a, b] = await Promise.all([call('/api/account/orders', { body }), call('/api/account/orders', { body })]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.result.id).toBe(b.body.result.id);
    expect([a.body.meta.created, b.body.meta.created].sort()).toEqual([false, true]);
    const again = await call('/api/account/orders', { body });
    expect(again.body.result.id).toBe(a.body.result.id);
    expect(await stockOf(up.db, item.sku)).toBe(before - 1);
    expect(await ordersCount(body.clientOrderId)).toEqual({ n: 1 });
  });

  it('places two orders for two different clientOrderIds', async () => {
    const item = await sellableSku(up.db, false, 4);
    const before = await stockOf(up.db, item.sku);
    const [a, b] = await Promise.all([place([{ sku: item.sku, qty: 1 }]), place([{ sku: item.sku, qty: 1 }])]);
    expect(a.reply.body.result.id).not.toBe(b.reply.body.result.id);
    expect(await stockOf(up.db, item.sku)).toBe(before - 2);
  });

  it('refuses lines beyond stock with the spec message and changes nothing', async () => {
    const item = await sellableSku(up.db, false, 2);
    const other = await sellableSku(up.db, false, 2, [item.sku]);
    await setStock(up.db, item.sku, 1);
    const otherBefore = await stockOf(up.db, other.sku);
    const { cartId, reply } = await place([
      { sku: other.sku, qty: 1 },
      { sku: item.sku, qty: 2 },
    ]);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ result: MESSAGES.onlyAvailable(1), meta: { sku: item.sku, qty: 1 } });
    await setStock(up.db, item.sku, 0);
    const none = await call('/api/account/orders', { body: { clientOrderId: clientId(), cartId, addressId } });
    expect(none.body).toMatchObject({ result: MESSAGES.outOfStock, meta: { stock_status: 'out_of_stock' } });
    expect(await stockOf(up.db, other.sku)).toBe(otherBefore);
    expect(await cartLineCount(cartId)).toEqual({ n: 2 });
    await setStock(up.db, item.sku, 50);
  });

  it.each([
    ['an empty cart', async () => ({ cartId: await cartWith(up.db, []) }), 400, M.cartEmpty],
    ['an unknown cart', async () => ({ cartId: 'nope' }), 404, 'Cart not found'],
    ['no address', async () => ({ addressId: '' }), 400, M.selectDeliveryAddress],
    ['an unknown patient', async () => ({ patientId: 'nope' }), 404, M.patientNotFound],
    ['a wallet that is not enabled', async () => ({ paymentMethod: 'WALLET' }), 400, M.walletDisabled],
  ])('refuses %s', async (_label, overrides, status, message) => {
    const item = await sellableSku(up.db, false);
    const body = { clientOrderId: clientId(), cartId: await cartWith(up.db, [{ sku: item.sku, qty: 1 }]), addressId, ...(await overrides()) };
    const reply = await call('/api/account/orders', { body });
    expect(reply.status).toBe(status);
    expect(reply.body.result).toBe(message);
    expect(await ordersCount(body.clientOrderId)).toEqual({ n: 0 });
  });

  it('marks ONLINE payments pending, and refuses an address whose pin has since been suspended', async () => {
    const item = await sellableSku(up.db, false);
    expect((await place([{ sku: item.sku, qty: 1 }], { paymentMethod: 'ONLINE' })).reply.body.result.payment_status).toBe('PENDING');
    await setPinStatus('700001', 'suspended');
    const refused = (await place([{ sku: item.sku, qty: 1 }])).reply;
    await setPinStatus('700001', 'serviceable');
    expect(refused.body.result).toBe(M.deliverySuspended);
  });

  it('pays from an enabled wallet and refunds on cancel', async () => {
    const rich = await createCustomer(up.db, { walletEnabled: true });
    const as = (path: string, init: { method?: string; body?: unknown } = {}) => api(up.url, path, { token: rich.token, ...init });
    const address = (await as('/api/account/addresses', { body: addressInput() })).body.result.id;
    await up.db
      .insertInto('wallet_transactions')
      .values({ id: 'w1', user_id: rich.id, amount_paise: 100000, note: 'Welcome credit', created_at: new Date().toISOString() })
      .execute();
    const item = await sellableSku(up.db, false);
    const order = (
      await as('/api/account/orders', {
        body: { clientOrderId: clientId(), cartId: await cartWith(up.db, [{ sku: item.sku, qty: 1 }]), addressId: address, paymentMethod: 'WALLET' },
      })
    ).body.result;
    expect(order.payment_status).toBe('SUCCESSFUL');
    const paid = (await as('/api/account/wallet')).body.result;
    expect(Number(paid.balance)).toBeCloseTo(1000 - Number(order.grand_total), 2);
    await as(`/api/account/orders/${order.id}/cancel`, { body: { reason: 'DUPLICATE_ORDER' } });
    expect((await as('/api/account/wallet')).body.result.balance).toBe('1000.00');
    expect((await call('/api/account/wallet')).body.result).toEqual({ enabled: false });
  });
});

describe('prescriptions and the SMS upload link', () => {
  it('places an order needing a prescription without one as PENDING_APPROVAL and texts an upload link', async () => {
    const rx = await sellableSku(up.db, true);
    const order = (await place([{ sku: rx.sku, qty: 1 }])).reply.body.result;
    expect(order).toMatchObject({ status: 'PENDING_APPROVAL', prescription_required: true, cancellable: true });
    expect(order.items[0]).toMatchObject({ prescription_required: true, returnable: false });
    const sms = await up.db.selectFrom('sms_outbox').select('body').where('mobile', '=', me.mobile).orderBy('id', 'desc').executeTakeFirst();
    const token = sms?.body.match(/\/uprx\/(\S+)$/)?.[1] ?? '';
    expect(sms?.body).toContain(order.number);
    const target = await api(up.url, `/api/upload-links/${token}`);
    expect(target.body.result).toEqual({ order_number: order.number, status: 'PENDING_APPROVAL', prescription_required: true, prescriptions_uploaded: 0 });
  });

  it('places it directly with one of the customer’s prescriptions', async () => {
    const form = new FormData();
    form.append('file', new File([Buffer.from('%PDF-1.4\n%%EOF')], 'rx.pdf'));
    const upload = (await call('/api/account/prescriptions', { body: form })).body.result;
    const rx = await sellableSku(up.db, true);
    const order = (await place([{ sku: rx.sku, qty: 1 }], { prescriptionIds: [upload.id] })).reply.body.result;
    expect(order.status).toBe('PLACED');
    expect(order.prescriptions.map((p: { id: string }) => p.id)).toEqual([upload.id]);
  });
});

describe('timeline, cancel, return, rating', () => {
  it('walks the six steps in order with their messages and times', async () => {
    const item = await sellableSku(up.db, false);
    const order = (await place([{ sku: item.sku, qty: 1 }])).reply.body.result;
    expect(order.timeline.map((s: { reached: boolean }) => s.reached)).toEqual([true, false, false, false, false, false]);
    await advanceTo(order.id, 'DELIVERED');
    const { body } = await call(`/api/account/orders/${order.id}/timeline`);
    expect(body.meta.status).toBe('DELIVERED');
    expect(body.result.map((s: { status: string; title: string; message: string }) => [s.status, s.title, s.message])).toEqual(
      ORDER_TIMELINE.map((s) => [s.status, s.title, s.message]),
    );
    expect(body.result[0].message).toBe('Your order has been successfully placed.');
    expect(body.result[5].message).toBe('Your order has been delivered');
    const times = body.result.map((s: { at: string }) => s.at);
    expect(times.every((t: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(t))).toBe(true);
    expect([...times].sort()).toEqual(times);
    expect((await api(up.url, `/api/dev/orders/${order.id}/advance`, { method: 'POST' })).status).toBe(409);
    const events = await up.db
      .selectFrom('order_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select(['e.status', 'e.actor_user_id'])
      .where('o.sid', '=', order.id)
      .orderBy('e.id')
      .execute();
    expect(events[0]).toEqual({ status: 'PLACED', actor_user_id: me.id });
    expect(events.slice(1).every((e) => e.actor_user_id === null)).toBe(true);
  });

  it.each([['PLACED'], ['PROCESSING']])('cancels while %s, and puts the stock back', async (status) => {
    const item = await sellableSku(up.db, false);
    const order = (await place([{ sku: item.sku, qty: 2 }])).reply.body.result;
    await advanceTo(order.id, status);
    const stock = await stockOf(up.db, item.sku);
    const reply = await call(`/api/account/orders/${order.id}/cancel`, { body: { reason: 'NOT_NEEDED' } });
    expect(reply.body.result).toMatchObject({ status: 'CANCELLED', cancellable: false, cancel_reason: 'NOT_NEEDED' });
    expect(Date.parse(reply.body.result.cancelled_at)).toBeGreaterThanOrEqual(Date.parse(reply.body.result.placed_at));
    expect(await stockOf(up.db, item.sku)).toBe(stock + 2);
    expect((await call('/api/account/notifications')).body.result[0].message).toBe(`${order.number}: Your order has been cancelled.`);
  });

  it('answers a cancel sent again, and two at once, with the cancelled order: stock back once, one event, one notification', async () => {
    const item = await sellableSku(up.db, false);
    const order = (await place([{ sku: item.sku, qty: 3 }])).reply.body.result;
    const stock = await stockOf(up.db, item.sku);
    const cancel = (reason: string) => call(`/api/account/orders/${order.id}/cancel`, { body: { reason } });
    const [a, b] = await Promise.all([cancel('NOT_NEEDED'), cancel('DUPLICATE_ORDER')]);
    const again = await cancel('NOT_NEEDED');
    for (const reply of [a, b, again]) expect(reply.body.result).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(new Set([a, b, again].map((r) => r.body.result.cancel_reason)).size).toBe(1);
    expect(await stockOf(up.db, item.sku)).toBe(stock + 3);
    const cancelledEvents = await up.db
      .selectFrom('order_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select('e.status')
      .where('o.sid', '=', order.id)
      .where('e.status', '=', 'CANCELLED')
      .execute();
    expect(cancelledEvents).toHaveLength(1);
    const notes = (await call('/api/account/notifications')).body.result as { message: string }[];
    expect(notes.filter((n) => n.message === `${order.number}: Your order has been cancelled.`)).toHaveLength(1);
  });

  it.each([['PACKED'], ['SHIPPED'], ['DELIVERED']])('refuses to cancel while %s, and keeps the stock', async (status) => {
    const item = await sellableSku(up.db, false);
    const order = (await place([{ sku: item.sku, qty: 2 }])).reply.body.result;
    await advanceTo(order.id, status);
    const stock = await stockOf(up.db, item.sku);
    const reply = await call(`/api/account/orders/${order.id}/cancel`, { body: { reason: 'NOT_NEEDED' } });
    expect(reply.body).toEqual(refusal(409, M.notCancellable));
    expect(await stockOf(up.db, item.sku)).toBe(stock);
  });

  it.each([[{}], [{ reason: '' }], [{ reason: 'CHANGED_MY_MIND' }]])('refuses cancel reason %j', async (body) => {
    const item = await sellableSku(up.db, false);
    const order = (await place([{ sku: item.sku, qty: 1 }])).reply.body.result;
    expect((await call(`/api/account/orders/${order.id}/cancel`, { body })).body).toEqual(refusal(400, M.cancelReasonRequired, { field: 'reason' }));
    expect((await call(`/api/account/orders/${order.id}`)).body.result.status).toBe('PLACED');
  });

  it('returns within 30 days only returnable items not already returned', async () => {
    const otc = await sellableSku(up.db, false, 5);
    const rx = await sellableSku(up.db, true, 5);
    const order = (
      await place([
        { sku: otc.sku, qty: 3 },
        { sku: rx.sku, qty: 1 },
      ])
    ).reply.body.result;
    const early = await call(`/api/account/orders/${order.id}/return`, { body: { items: [{ sku: otc.sku, qty: 1 }], reason: 'Not needed' } });
    expect(early.body.result).toBe(M.notReturnable);
    const delivered = await advanceTo(order.id, 'DELIVERED');
    expect(Date.parse(delivered.returnable_until) - Date.parse(delivered.delivered_at)).toBe(30 * DAY);
    const ret = (items: unknown, reason = 'Not needed') => call(`/api/account/orders/${order.id}/return`, { body: { items, reason } });
    expect((await ret([])).body.result).toBe(M.noReturnItems);
    expect((await ret([{ sku: otc.sku, qty: 0 }])).body.result).toBe(M.noReturnItems);
    expect((await ret([{ sku: rx.sku, qty: 1 }])).body.result).toBe(M.notReturnable);
    expect((await ret([{ sku: otc.sku, qty: 4 }])).body.result).toBe(M.notReturnable);
    expect((await ret([{ sku: 'NOT-IN-ORDER', qty: 1 }])).body.result).toBe(M.notReturnable);
    expect((await ret([{ sku: otc.sku, qty: 1 }], '')).body.result).toBe(M.fieldRequired);
    expect((await call(`/api/account/orders/${order.id}`)).body.result.items[0].returned_qty).toBe(0);
    const first = await ret([{ sku: otc.sku, qty: 2 }]);
    expect(first.body.result).toMatchObject({ status: 'RETURN_REQUESTED' });
    expect(first.body.result.items[0].returned_qty).toBe(2);
    expect((await ret([{ sku: otc.sku, qty: 2 }])).body.result).toBe(M.notReturnable);
    up.advance(31 * DAY);
    try {
      const late = await api(up.url, `/api/account/orders/${order.id}/return`, {
        token: await tokenFor(up.db, me.id, up.now),
        body: { items: [{ sku: otc.sku, qty: 1 }], reason: 'Late' },
      });
      expect(late.body.result).toBe(M.notReturnable);
    } finally {
      up.advance(-31 * DAY);
    }
    expect((await ret([{ sku: otc.sku, qty: 1 }])).body.result.items[0].returned_qty).toBe(3);
    expect((await api(up.url, `/api/dev/orders/${order.id}/advance`, { method: 'POST' })).body.result.status).toBe('PARTIAL_RETURN');
  });

  it('rates a delivered order once, with reasons from the list for its stars', async () => {
    const item = await sellableSku(up.db, false);
    const order = (await place([{ sku: item.sku, qty: 1 }])).reply.body.result;
    const rate = (body: unknown) => call(`/api/account/orders/${order.id}/rating`, { body });
    expect((await rate({ stars: 5, reasons: [PROMOTER_REASONS[0]] })).body.result).toBe(M.notRatable);
    await advanceTo(order.id, 'DELIVERED');
    expect(DETRACTOR_REASONS).toHaveLength(8);
    expect(PROMOTER_REASONS).toHaveLength(6);
    for (const [body, message] of [
      [{ stars: 0, reasons: [PROMOTER_REASONS[0]] }, M.ratingStars],
      [{ stars: 6, reasons: [PROMOTER_REASONS[0]] }, M.ratingStars],
      [{ stars: 4.5, reasons: [PROMOTER_REASONS[0]] }, M.ratingStars],
      [{ reasons: [PROMOTER_REASONS[0]] }, M.ratingStars],
      [{ stars: 5, reasons: [] }, M.ratingReasons],
      [{ stars: 5, reasons: [DETRACTOR_REASONS[0]] }, M.ratingReasons],
      [{ stars: 2, reasons: [PROMOTER_REASONS[0]] }, M.ratingReasons],
      [{ stars: 3, reasons: ['Anything I like'] }, M.ratingReasons],
    ] as const) {
      expect((await rate(body)).body.result, JSON.stringify(body)).toBe(message);
    }
    const rated = await rate({ stars: 2, reasons: [DETRACTOR_REASONS[0], DETRACTOR_REASONS[3]], remark: 'Came a day late' });
    expect(rated.body.result).toMatchObject({
      can_rate: false,
      rating: { stars: 2, reasons: [DETRACTOR_REASONS[0], DETRACTOR_REASONS[3]], remark: 'Came a day late' },
    });
    expect((await rate({ stars: 5, reasons: [PROMOTER_REASONS[1]] })).body).toEqual(refusal(409, M.alreadyRated));
  });
});

describe('history and buy again', () => {
  it('lists 20 a page, newest first, with the total; buy again lists each SKU once, latest first', async () => {
    const item = await sellableSku(up.db, false);
    for (let i = 0; i < 3; i += 1) await place([{ sku: item.sku, qty: 1 }]);
    const { body } = await call('/api/account/orders');
    expect(body.meta.page_size).toBe(20);
    expect(body.result.length).toBe(Math.min(20, body.meta.total));
    expect(body.meta.total).toBeGreaterThan(20);
    const placed = body.result.map((o: { placed_at: string }) => o.placed_at);
    expect([...placed].sort().reverse()).toEqual(placed);
    const page2 = (await call('/api/account/orders?page=2')).body;
    expect(page2.result.length).toBe(page2.meta.total - 20);
    expect(page2.result.some((o: { id: string }) => body.result.some((p: { id: string }) => p.id === o.id))).toBe(false);
    const skus = (await call('/api/account/buy-again')).body.result;
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus[0]).toBe(body.result[0].items[0].sku);
  });
});

describe('an order placed for the customer by staff', () => {
  /** Places an order for `customer` with `token` (theirs, or a staff user's delegated one), from a fresh address. */
  async function placeAs(token: string, customerToken: string) {
    const address = (await api(up.url, '/api/account/addresses', { token: customerToken, body: addressInput() })).body.result.id;
    const cartId = await cartWith(up.db, [{ sku: (await sellableSku(up.db, false)).sku, qty: 1 }]);
    const reply = await api(up.url, '/api/account/orders', { token, body: { clientOrderId: clientId(), cartId, addressId: address } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.result;
  }

  it("reads placed_by with the shop's name for a shop user, the pharmacy for an admin, and null for the customer's own", async () => {
    const { shop, staff } = await createFranchise(up.db);
    const shopName = (await up.db.selectFrom('franchises').select('name').where('id', '=', shop.id).executeTakeFirstOrThrow()).name;
    const customer = await createShopCustomer(up.db, shop.id);
    const assistant = await createStaffUser(up.db, { role: 'assistant', franchiseId: shop.id });
    const admin = await createStaffUser(up.db, { role: 'admin' });

    const byShop = await placeAs(await delegatedToken(up.db, customer.id, staff, up.now), customer.token);
    expect(byShop.placed_by).toEqual({ kind: 'shop', shop_name: shopName });
    const byAssistant = await placeAs(await delegatedToken(up.db, customer.id, assistant, up.now), customer.token);
    expect(byAssistant.placed_by).toEqual({ kind: 'shop', shop_name: shopName });
    const byAdmin = await placeAs(await delegatedToken(up.db, customer.id, admin, up.now), customer.token);
    expect(byAdmin.placed_by).toEqual({ kind: 'pharmacy', shop_name: null });
    const own = await placeAs(customer.token, customer.token);
    expect(own.placed_by).toBeNull();

    // The customer reads the same in the detail and the list; never a staff person's name or id.
    const mine = (path: string) => api(up.url, path, { token: customer.token });
    expect((await mine(`/api/account/orders/${byShop.id}`)).body.result.placed_by).toEqual({ kind: 'shop', shop_name: shopName });
    const listed = (await mine('/api/account/orders')).body.result as { id: string; placed_by: unknown }[];
    expect(Object.fromEntries(listed.map((o) => [o.id, o.placed_by]))).toEqual({
      [byShop.id]: { kind: 'shop', shop_name: shopName },
      [byAssistant.id]: { kind: 'shop', shop_name: shopName },
      [byAdmin.id]: { kind: 'pharmacy', shop_name: null },
      [own.id]: null,
    });
    const staffNames = await up.db.selectFrom('users').select('name').where('id', 'in', [staff.id, assistant.id, admin.id]).execute();
    for (const { name } of staffNames) expect(JSON.stringify(listed)).not.toContain(name);
  });

  it('names the customer’s own orders by their public ids, and leaves out another customer’s', async () => {
    const first = (await place([{ sku: (await sellableSku(up.db, false)).sku, qty: 1 }])).reply.body.result;
    const other = await createCustomer(up.db);
    const theirs = await placeAs(other.token, other.token);
    const numbers = await call(`/api/account/orders/numbers?ids=${first.id},${theirs.id},nothing-like-it,${first.id}`);
    expect(numbers.status).toBe(200);
    expect(numbers.body.result).toEqual([{ id: first.id, number: first.number }]);
    expect((await call('/api/account/orders/numbers')).body.result).toEqual([]);
    expect((await call('/api/account/orders/numbers?ids=a%20b,%3Cx%3E')).body.result).toEqual([]);
    expect((await api(up.url, `/api/account/orders/numbers?ids=${first.id}`)).status).toBe(401);
  });
});
