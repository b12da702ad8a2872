import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-messages.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { paiseToDecimal } from '../../domain/money.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { addressInput, FILES, formWith, setStock } from '../../test-utils/account-fixtures.ts';
import { type AccountUpstream, type ApiReply, api, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { createFranchise, createShopCustomer, delegatedToken, type TestStaff } from '../../test-utils/staff.ts';
import { type TestCustomer, tokenFor } from '../../test-utils/users.ts';

/**
 * The estimation service on a real database (both engines): real catalogue rows with real alternatives
 * (amoxycillin 500 mg + clavulanic acid 125 mg tablets), a franchise acting for its customer.
 */

let up: AccountUpstream;
let staff: TestStaff;
let customer: TestCustomer;
let acting: string;
let own: string;
let otherActing: string;
/** Augmentin 625 Duo (strip of 10), its cheaper alternative Almox-CV 625 (strip of 6), a dearer one, and another strength. */
const sku = { augmentin: '', almox: '', augpenLb: '', augmentin1000: '', paracetamol: '' };
const price = { augmentin: 0, almox: 0 };

async function skuNamed(name: string): Promise<string> {
  const row = await up.db.selectFrom('products').select('sku').where('name', '=', name).executeTakeFirstOrThrow();
  return row.sku;
}

beforeAll(async () => {
  up = await startAccountUpstream();
  const franchise = await createFranchise(up.db);
  staff = franchise.staff;
  customer = await createShopCustomer(up.db, franchise.shop.id);
  acting = await delegatedToken(up.db, customer.id, staff, up.now);
  own = await tokenFor(up.db, customer.id, up.now);
  const other = await createFranchise(up.db);
  const otherCustomer = await createShopCustomer(up.db, other.shop.id);
  otherActing = await delegatedToken(up.db, otherCustomer.id, other.staff, up.now);
  sku.augmentin = await skuNamed('Augmentin 625 Duo Tablet');
  sku.almox = await skuNamed('Almox-CV 625 Tablet');
  sku.augpenLb = await skuNamed('Augpen LB 625 Tablet');
  sku.augmentin1000 = await skuNamed('Augmentin 1000 Duo Tablet');
  for (const s of Object.values(sku).filter(Boolean)) {
    await up.db.updateTable('products').set({ special_price_paise: null, status: 1, qty: 50 }).where('sku', '=', s).execute();
  }
  const prices = await up.db.selectFrom('products').select(['sku', 'price_paise']).where('sku', 'in', [sku.augmentin, sku.almox]).execute();
  price.augmentin = prices.find((p) => p.sku === sku.augmentin)?.price_paise ?? 0;
  price.almox = prices.find((p) => p.sku === sku.almox)?.price_paise ?? 0;
});
afterAll(() => up.close());

const call = (token: string | null, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(up.url, `/api/account/estimations${path}`, { token, ...init });
function resultOf(reply: ApiReply) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result;
}
const count = async (table: 'estimations' | 'audit_events') =>
  Number(
    (
      await up.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const pair = (qty: unknown = 2, choice = 'REQUESTED') => ({ sku: sku.augmentin, qty, suggested_sku: sku.almox, choice });
const create = async (lines: unknown[]) => resultOf(await call(acting, '', { body: { lines } }));

describe('who may use estimations', () => {
  it("refuses the customer's own token (403) and no token (401)", async () => {
    const mine = await call(own, '');
    expect(mine.status).toBe(403);
    expect(mine.body.result).toBe(STAFF_MESSAGES.notAuthorized);
    expect((await call(null, '')).status).toBe(401);
  });

  it("answers another customer's estimate as not found, like an unknown id", async () => {
    const estimation = await create([pair()]);
    for (const id of [estimation.estimate_id, 'no-such-estimate-00']) {
      const reply = await call(otherActing, `/${id}`);
      expect(reply.status).toBe(404);
      expect(reply.body.result).toBe(STAFF_MESSAGES.estimationNotFound);
    }
    const share = await call(otherActing, `/${estimation.estimate_id}/share`, { method: 'POST', body: {} });
    expect(share.status).toBe(404);
  });
});

describe('creating and changing', () => {
  it('records each line as shown: requested and suggested prices, packs and stock, with an audit row', async () => {
    const audits = await count('audit_events');
    const estimation = await create([pair(2)]);
    expect(estimation.status).toBe('CREATED');
    expect(estimation.source).toBe('CART');
    expect(estimation.created_by_role).toBe('franchise');
    const { cus_sid } = await up.db.selectFrom('users').select('cus_sid').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(estimation.cus_sid).toBe(cus_sid);
    const [line] = estimation.items;
    expect(line.qty).toBe(2);
    expect(line.requested).toMatchObject({
      sku: sku.augmentin,
      price: paiseToDecimal(price.augmentin),
      pack_size_label: 'strip of 10 tablets',
      stock_qty: 50,
      out_of_stock: false,
    });
    expect(line.suggested).toMatchObject({ sku: sku.almox, price: paiseToDecimal(price.almox), pack_size_label: 'strip of 6 tablets' });
    expect(estimation.status_history.map((h: { status: string }) => h.status)).toEqual(['CREATED']);
    expect(await count('audit_events')).toBe(audits + 1);
    const audit = await up.db.selectFrom('audit_events').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'estimation.create',
      target_type: 'estimation',
      target_id: estimation.estimate_id,
      actor_user_id: staff.id,
      customer_id: customer.id,
    });
  });

  it.each([
    [0, MESSAGES.quantityAboveZero],
    [-1, MESSAGES.quantityAboveZero],
    ['abc', MESSAGES.quantityPositiveInteger],
    [1.5, MESSAGES.quantityPositiveInteger],
    [null, MESSAGES.quantityPositiveInteger],
    [10001, MESSAGES.quantityBelow(10001)],
  ])('refuses quantity %j with the cart message, creating nothing', async (qty, message) => {
    await up.db.updateTable('products').set({ qty_max: 10000 }).where('sku', '=', sku.augmentin).execute();
    const before = await count('estimations');
    const reply = await call(acting, '', { body: { lines: [pair(qty)] } });
    expect(reply.status).toBe(400);
    expect(reply.body.result).toBe(message);
    expect(await count('estimations')).toBe(before);
  });

  it('answers the same press sent again (same request id) with the estimation it made, once per customer, also at once', async () => {
    const before = { estimations: await count('estimations'), audits: await count('audit_events') };
    const body = { lines: [pair(1)], request_id: 'press-0123456789' };
    const first = resultOf(await call(acting, '', { body }));
    const again = resultOf(await call(acting, '', { body: { ...body, lines: [] } }));
    expect(again.estimate_id).toBe(first.estimate_id);
    expect(again.items).toEqual(first.items);
    expect(await count('estimations')).toBe(before.estimations + 1);
    expect(await count('audit_events')).toBe(before.audits + 1);
    // Another customer's press of the same id is theirs; two sends of one press at once make one.
    const others = resultOf(await call(otherActing, '', { body }));
    expect(others.estimate_id).not.toBe(first.estimate_id);
    const racing = { lines: [pair(1)], request_id: 'press-racing-0123' };
    const [a, b] = await Promise.all([call(acting, '', { body: racing }), call(acting, '', { body: racing })]);
    expect(resultOf(a).estimate_id).toBe(resultOf(b).estimate_id);
    expect(await count('estimations')).toBe(before.estimations + 3);
  });

  it.each([['short'], ['x'.repeat(65)], ["press' OR 1=1 --"], [42]])('refuses the request id %j, creating nothing', async (requestId) => {
    const before = await count('estimations');
    const reply = await call(acting, '', { body: { lines: [pair(1)], request_id: requestId } });
    expect(reply.status).toBe(400);
    expect(await count('estimations')).toBe(before);
  });

  it('takes as a suggestion what the cart sells: a configurable child (visibility 1 under a parent) and a product of status 0', async () => {
    const before = await up.db.selectFrom('products').select(['visibility', 'parent_sku', 'status']).where('sku', '=', sku.almox).executeTakeFirstOrThrow();
    try {
      await up.db.updateTable('products').set({ visibility: 1, parent_sku: sku.augpenLb, status: 0 }).where('sku', '=', sku.almox).execute();
      const estimation = await create([pair(3, 'SUGGESTED')]);
      expect(estimation.items[0]).toMatchObject({ choice: 'SUGGESTED', suggested: { sku: sku.almox } });
    } finally {
      await up.db.updateTable('products').set(before).where('sku', '=', sku.almox).execute();
    }
  });

  it('refuses a suggestion that is dearer per unit or not the same medicine, and an empty estimation', async () => {
    const before = await count('estimations');
    for (const suggested of [sku.augpenLb, sku.augmentin1000, sku.augmentin]) {
      const reply = await call(acting, '', { body: { lines: [{ ...pair(), suggested_sku: suggested }] } });
      expect(reply.status).toBe(400);
      expect(reply.body.result).toBe(STAFF_MESSAGES.notAnAlternative);
    }
    const empty = await call(acting, '', { body: { lines: [] } });
    expect(empty.body.result).toBe(MESSAGES.noProducts);
    expect(await count('estimations')).toBe(before);
  });

  it('updates lines by SKU, keeps the others, removes the ones named; an ordered estimation cannot change', async () => {
    const estimation = await create([pair(2), { sku: sku.augpenLb, qty: 1, suggested_sku: null }]);
    const updated = resultOf(
      await call(acting, `/${estimation.estimate_id}/lines`, { body: { lines: [{ ...pair(3), choice: 'SUGGESTED' }], remove_skus: [sku.augpenLb] } }),
    );
    expect(updated.estimate_id).toBe(estimation.estimate_id);
    expect(updated.items.map((i: { requested: { sku: string }; qty: number; choice: string }) => [i.requested.sku, i.qty, i.choice])).toEqual([
      [sku.augmentin, 3, 'SUGGESTED'],
    ]);
    const refused = await call(acting, `/${estimation.estimate_id}/lines`, { body: { lines: [pair(0)] } });
    expect(refused.body.result).toBe(MESSAGES.quantityAboveZero);
    expect(resultOf(await call(acting, `/${estimation.estimate_id}`)).items[0].qty).toBe(3);
  });

  it("re-estimates at today's prices with the same id and a new estimation time", async () => {
    const estimation = await create([pair(1)]);
    await up.db
      .updateTable('products')
      .set({ price_paise: price.augmentin + 1000 })
      .where('sku', '=', sku.augmentin)
      .execute();
    up.advance(60_000);
    try {
      const again = resultOf(
        await call(acting, `/${estimation.estimate_id}/re-estimate`, { body: { suggestions: [{ sku: sku.augmentin, suggested_sku: null }] } }),
      );
      expect(again.estimate_id).toBe(estimation.estimate_id);
      expect(again.items[0].requested.price).toBe(paiseToDecimal(price.augmentin + 1000));
      expect(again.items[0].suggested).toBeNull();
      expect(Date.parse(again.estimated_at)).toBeGreaterThan(Date.parse(estimation.estimated_at));
      expect(again.created_at).toBe(estimation.created_at);
    } finally {
      await up.db.updateTable('products').set({ price_paise: price.augmentin }).where('sku', '=', sku.augmentin).execute();
    }
  });
});

describe('sharing and the savings link', () => {
  it('refuses to share an estimation that saves nothing', async () => {
    const estimation = await create([{ sku: sku.almox, qty: 1, suggested_sku: null }]);
    const reply = await call(acting, `/${estimation.estimate_id}/share`, { method: 'POST', body: {} });
    expect(reply.status).toBe(400);
    expect(reply.body.result).toBe(STAFF_MESSAGES.notEnoughSavings);
    expect(resultOf(await call(acting, `/${estimation.estimate_id}`)).status).toBe('CREATED');
  });

  it('sends the signed link by SMS; the link shows the savings, takes "interested", and refuses tampering and expiry', async () => {
    // 3 strips of 10 = 30 tablets: 5 strips of 6 of the alternative cost less (2 strips would not: 4 strips of 6).
    const estimation = await create([pair(3)]);
    const shared = await call(acting, `/${estimation.estimate_id}/share`, { method: 'POST', body: {} });
    const result = resultOf(shared);
    expect(result.status).toBe('SHARED');
    expect(shared.body.meta.message).toBe(STAFF_MESSAGES.smsSent);
    const sms = await up.db.selectFrom('sms_outbox').selectAll().where('mobile', '=', customer.mobile).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const token = new URL(/https?:\/\/\S+/.exec(sms.body)?.[0] ?? 'http://x/').searchParams.get('token') ?? '';
    expect(sms.body).toContain('/customer-order-savings?token=');
    const link = await api(up.url, `/api/estimation-savings/${token}`);
    expect(resultOf(link)).toMatchObject({ estimate_id: estimation.estimate_id, customer_interested: false });
    expect(resultOf(link).expires_at).toBe(shared.body.meta.expires_at);
    const interested = resultOf(await api(up.url, `/api/estimation-savings/${token}/interested`, { method: 'POST', body: {} }));
    expect(interested.customer_interested).toBe(true);
    expect(resultOf(await call(acting, `/${estimation.estimate_id}`)).customer_interested).toBe(true);

    const last = token.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [`${token.slice(0, -1)}${last}`, token.replace(estimation.estimate_id, 'AAAAAAAAAAAAAAAA'), 'nonsense']) {
      const reply = await api(up.url, `/api/estimation-savings/${encodeURIComponent(bad)}`);
      expect(reply.status).toBe(404);
      expect(reply.body.result).toBe(STAFF_MESSAGES.savingsLinkInvalid);
    }
    up.advance(8 * 86_400_000);
    try {
      const expired = await api(up.url, `/api/estimation-savings/${token}/interested`, { method: 'POST', body: {} });
      expect(expired.status).toBe(404);
    } finally {
      up.advance(-8 * 86_400_000);
    }
  });
});

describe('Order Now and the order placed from it', () => {
  const cartLines = async () => resultOf(await call(acting, '/cart-lines'));

  it('refuses when nothing can go, asks first when some lines are out of stock, and changes nothing', async () => {
    const estimation = await create([pair(1, 'SUGGESTED'), { sku: sku.augpenLb, qty: 1, suggested_sku: null }]);
    await setStock(up.db, sku.almox, 0);
    await setStock(up.db, sku.augpenLb, 0);
    try {
      const none = await call(acting, `/${estimation.estimate_id}/order`, { body: {} });
      expect(none.status).toBe(400);
      expect(none.body.result).toBe(CHECKOUT_MESSAGES.noneAvailable);
      await setStock(up.db, sku.augpenLb, 50);
      const partial = await call(acting, `/${estimation.estimate_id}/order`, { body: {} });
      expect(partial.status).toBe(409);
      expect(partial.body.result).toBe(CHECKOUT_MESSAGES.someOutOfStock);
      expect(partial.body.meta.confirm).toBe(true);
      expect(await cartLines()).toEqual([]);
      await up.db.updateTable('products').set({ status: 2 }).where('sku', '=', sku.almox).execute();
      const gone = await call(acting, `/${estimation.estimate_id}/order`, { body: {} });
      expect(gone.body.result).toBe(STAFF_MESSAGES.currentlyNotAvailable);
      expect(await cartLines()).toEqual([]);
    } finally {
      await up.db.updateTable('products').set({ status: 1, qty: 50 }).where('sku', 'in', [sku.almox, sku.augpenLb]).execute();
    }
  });

  it('turns an estimation made from the cart into the cart: a suggestion replaces its requested product, a requested line keeps its quantity', async () => {
    const cartId = resultOf(await api(up.url, '/api/cart/create', { token: acting, body: {} }));
    for (const [s, qty] of [
      [sku.augmentin, 2],
      [sku.augpenLb, 1],
    ] as const) {
      resultOf(await api(up.url, `/api/cart/add?cartId=${cartId}`, { token: acting, body: { cartItem: { sku: s, qty } } }));
    }
    const estimation = await create([pair(2, 'SUGGESTED'), { sku: sku.augpenLb, qty: 1, suggested_sku: null }]);
    resultOf(await call(acting, `/${estimation.estimate_id}/order`, { body: {} }));
    // 2 strips of 10 = 20 tablets: 4 strips of 6 of the alternative, instead of the requested strips; nothing doubled.
    expect(await cartLines()).toEqual([
      { sku: sku.augpenLb, qty: 1 },
      { sku: sku.almox, qty: 4 },
    ]);
    await up.db.deleteFrom('cart_items').where('cart_token', '=', cartId).execute();
  });

  it("refuses more than the stock with the cart's message", async () => {
    const estimation = await create([pair(6)]);
    await setStock(up.db, sku.augmentin, 4);
    try {
      const reply = await call(acting, `/${estimation.estimate_id}/order`, { body: {} });
      expect(reply.status).toBe(409);
      expect(reply.body.result).toBe(MESSAGES.onlyAvailable(4));
      expect(await cartLines()).toEqual([]);
    } finally {
      await setStock(up.db, sku.augmentin, 50);
    }
  });

  it('puts the chosen products into the cart (skipping out of stock when confirmed); the order placed records the estimate and it becomes ORDERED', async () => {
    // 2 strips of 10 = 20 tablets: 4 strips of 6 of the alternative.
    const estimation = await create([pair(2, 'SUGGESTED'), { sku: sku.augpenLb, qty: 1, suggested_sku: null }]);
    await setStock(up.db, sku.augpenLb, 0);
    const put = resultOf(await call(acting, `/${estimation.estimate_id}/order`, { body: { confirm_partial: true } }));
    await setStock(up.db, sku.augpenLb, 50);
    expect(put.added).toEqual([{ sku: sku.almox, qty: 4 }]);
    expect(put.skipped).toEqual([sku.augpenLb]);
    expect(await cartLines()).toEqual([{ sku: sku.almox, qty: 4 }]);
    const cart = await up.db.selectFrom('carts').selectAll().where('customer_id', '=', customer.id).where('closed_at', 'is', null).executeTakeFirstOrThrow();
    expect(cart.estimate_id).toBe(estimation.estimate_id);

    const address = resultOf(await api(up.url, '/api/account/addresses', { token: acting, body: addressInput() }));
    const order = resultOf(
      await api(up.url, '/api/account/orders', {
        token: acting,
        body: { clientOrderId: `est-${Date.now()}`, cartId: cart.token, addressId: address.id, paymentMethod: 'COD' },
      }),
    );
    const ordered = resultOf(await call(acting, `/${estimation.estimate_id}`));
    expect(ordered.status).toBe('ORDERED');
    const row = await up.db.selectFrom('orders').select(['estimate_id', 'number']).where('sid', '=', order.id).executeTakeFirstOrThrow();
    expect(row.estimate_id).toBe(estimation.estimate_id);
    expect(ordered.order_number).toBe(row.number);
    expect(order.number).toBe(row.number);
    const changed = await call(acting, `/${estimation.estimate_id}/lines`, { body: { lines: [pair(1)] } });
    expect(changed.body.result).toBe(STAFF_MESSAGES.estimationOrdered);
  });
});

describe('Fetch Previous and prescription decoding', () => {
  it('Fetch Previous: No Previous Data Found for a customer without one, else the newest not ordered', async () => {
    const franchise = await createFranchise(up.db);
    const fresh = await createShopCustomer(up.db, franchise.shop.id);
    const token = await delegatedToken(up.db, fresh.id, franchise.staff, up.now);
    const none = await api(up.url, '/api/account/estimations/previous', { token });
    expect(none.status).toBe(404);
    expect(none.body.result).toBe(STAFF_MESSAGES.noPreviousData);
    const first = resultOf(await api(up.url, '/api/account/estimations', { token, body: { lines: [pair(1)] } }));
    const second = resultOf(await api(up.url, '/api/account/estimations', { token, body: { lines: [pair(2)] } }));
    expect(resultOf(await api(up.url, '/api/account/estimations/previous', { token })).estimate_id).toBe(second.estimate_id);
    const page = resultOf(await api(up.url, '/api/account/estimations', { token }));
    expect(page.total).toBe(2);
    expect(page.items.map((e: { estimate_id: string }) => e.estimate_id)).toEqual([second.estimate_id, first.estimate_id]);
  });

  it("decodes the customer's own prescription once: DECODING, then CREATED with the lines picked (and into the cart)", async () => {
    const upload = resultOf(await api(up.url, '/api/account/prescriptions', { token: own, body: formWith(FILES.png, 'rx.png', 'image/png') }));
    const started = resultOf(await call(acting, '/decode', { body: { prescription_id: upload.id } }));
    expect(started).toMatchObject({ status: 'DECODING', source: 'PRESCRIPTION', prescription_id: upload.id, items: [] });
    const again = resultOf(await call(acting, '/decode', { body: { prescription_id: upload.id } }));
    expect(again.estimate_id).toBe(started.estimate_id);
    const foreign = await call(otherActing, '/decode', { body: { prescription_id: upload.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.result).toBe(ACCOUNT_MESSAGES.prescriptionNotFound);

    const bad = await call(acting, `/${started.estimate_id}/decoded`, { body: { lines: [pair(-1)] } });
    expect(bad.body.result).toBe(MESSAGES.quantityAboveZero);
    const done = await call(acting, `/${started.estimate_id}/decoded`, { body: { lines: [pair(1)], to_cart: true } });
    expect(resultOf(done).status).toBe('CREATED');
    expect(done.body.meta.message).toBe(STAFF_MESSAGES.prescriptionSubmitted);
    expect(resultOf(done).status_history.map((h: { status: string }) => h.status)).toEqual(['DECODING', 'CREATED']);
    expect(resultOf(await call(acting, '/cart-lines'))).toEqual([{ sku: sku.augmentin, qty: 1 }]);
  });
});
