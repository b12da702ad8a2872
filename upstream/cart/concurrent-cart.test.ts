import { describe, expect, it } from 'vitest';
import { sellableSku } from '../../test-utils/account-fixtures.ts';
import { api } from '../../test-utils/account-upstream.ts';
import { testEngine } from '../../test-utils/test-database.ts';
import { setupTwoUpstreams } from '../../test-utils/two-upstreams.ts';
import { createCustomer } from '../../test-utils/users.ts';
import type { RunningUpstream } from '../server.ts';

/**
 * The cart's writes at once through two upstreams over one database (issue 14): adds with request ids
 * and a guest cart merged by two sign-ins at the same moment. The unique keys and row locks decide,
 * never a read followed by a write.
 */
const t = setupTwoUpstreams();
const node = (i: number) => t.nodes[i % t.nodes.length] as RunningUpstream;

const lines = async (cartId: string) => t.db().selectFrom('cart_items').select(['sku', 'qty']).where('cart_token', '=', cartId).orderBy('sku').execute();

describe(`cart writes at once through two upstreams (${testEngine()})`, () => {
  it('counts each of 20 adds of one SKU once, also when every request is sent twice at the same moment', async () => {
    const { sku } = await sellableSku(t.db(), false, 25);
    const cartId = (await api(node(0).url, '/api/cart/create', { body: {} })).body.result as string;
    const adds = Array.from({ length: 20 }, (_, i) => ({ sku, qty: 1, request_id: `add-request-${i}` }));
    const replies = await Promise.all(
      adds.flatMap((cartItem, i) => [0, 1].map((copy) => api(node(i + copy).url, `/api/cart/add?cartId=${cartId}`, { body: { cartItem } }))),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    expect(await lines(cartId)).toEqual([{ sku, qty: 20 }]);
  });

  it('merges a guest cart once when two sign-ins of one customer merge it at the same moment', async () => {
    const [a, b] = [await sellableSku(t.db(), false, 5), await sellableSku(t.db(), true, 5)];
    const customer = await createCustomer(t.db());
    const own = (await api(node(0).url, '/api/cart/create', { token: customer.token, body: {} })).body.result as string;
    expect((await api(node(0).url, `/api/cart/add?cartId=${own}`, { token: customer.token, body: { cartItem: { sku: a.sku, qty: 2 } } })).status).toBe(200);
    const guest = (await api(node(1).url, '/api/cart/create', { body: {} })).body.result as string;
    for (const cartItem of [
      { sku: a.sku, qty: 3 },
      { sku: b.sku, qty: 1 },
    ]) {
      expect((await api(node(1).url, `/api/cart/add?cartId=${guest}`, { body: { cartItem } })).status).toBe(200);
    }

    const merges = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api(node(i).url, '/api/cart/create', { token: customer.token, body: { guestCartId: guest } })),
    );
    expect(merges.map((m) => [m.status, m.body.result])).toEqual(merges.map(() => [200, own]));
    // The larger quantity per SKU, never the sum, and the guest cart closed into the customer's.
    expect(await lines(own)).toEqual(
      [
        { sku: a.sku, qty: 3 },
        { sku: b.sku, qty: 1 },
      ].sort((x, y) => (x.sku < y.sku ? -1 : 1)),
    );
    const closed = await t.db().selectFrom('carts').select(['merged_into']).where('token', '=', guest).executeTakeFirstOrThrow();
    expect(closed.merged_into).toBe(own);
    const open = await t.db().selectFrom('carts').select('token').where('customer_id', '=', customer.id).where('closed_at', 'is', null).execute();
    expect(open).toEqual([{ token: own }]);
  });
});
