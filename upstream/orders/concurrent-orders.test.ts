import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { addressInput, cartWith, sellableSku, setStock, stockOf } from '../../test-utils/account-fixtures.ts';
import { api } from '../../test-utils/account-upstream.ts';
import { testEngine } from '../../test-utils/test-database.ts';
import { setupTwoUpstreams } from '../../test-utils/two-upstreams.ts';
import { createCustomer, type TestCustomer } from '../../test-utils/users.ts';
import type { RunningUpstream } from '../server.ts';

/**
 * Many writers at once (issue 14): two upstreams over one database (test-utils/two-upstreams.ts) place
 * orders for the last units of one product at the same moment. What SQLite's single writer gave for
 * free must hold on PostgreSQL's many.
 */
const CUSTOMERS = 100;
const LAST_UNITS = 7;

const t = setupTwoUpstreams();
const db = () => t.db();

interface Shopper {
  customer: TestCustomer;
  addressId: string;
  cartId: string;
  clientOrderId: string;
}

async function shoppers(sku: string, qty: number): Promise<Shopper[]> {
  const list: Shopper[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const customer = await createCustomer(db());
    const node = t.nodes[i % t.nodes.length] as RunningUpstream;
    const address = await api(node.url, '/api/account/addresses', { token: customer.token, body: addressInput() });
    expect(address.status).toBe(200);
    const cartId = await cartWith(db(), [{ sku, qty }]);
    await db().updateTable('carts').set({ customer_id: customer.id }).where('token', '=', cartId).execute();
    list.push({ customer, addressId: address.body.result.id, cartId, clientOrderId: `concurrent-${sku}-${i}` });
  }
  return list;
}

const place = (node: RunningUpstream, s: Shopper) =>
  api(node.url, '/api/account/orders', { token: s.customer.token, body: { clientOrderId: s.clientOrderId, cartId: s.cartId, addressId: s.addressId } });

describe(`${CUSTOMERS} customers order the last ${LAST_UNITS} units at once, through two upstreams (${testEngine()})`, () => {
  it('sells exactly the stock, refuses the rest with the spec’s message, and a repeat of each order never doubles it', async () => {
    const { sku } = await sellableSku(db(), false, 1);
    const list = await shoppers(sku, 1);
    await setStock(db(), sku, LAST_UNITS);

    // Each order is sent twice at the same moment, through both upstreams (a retry that crossed the first).
    const replies = await Promise.all(list.flatMap((s) => t.nodes.map((node) => place(node, s))));

    const placed = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status !== 200);
    const orderIds = new Set(placed.map((r) => r.body.result.id as string));
    expect(orderIds.size).toBe(LAST_UNITS);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.result).toBe(MESSAGES.outOfStock);
    }
    // Both copies of a placed order answered it (the second found the first): 2 replies per order.
    expect(placed.length).toBe(2 * LAST_UNITS);
    const orders = await db()
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select(['orders.sid', 'orders.user_id', 'order_items.qty'])
      .where('order_items.sku', '=', sku)
      .execute();
    expect(orders.length).toBe(LAST_UNITS);
    expect(new Set(orders.map((o) => o.user_id)).size).toBe(orders.length);
    expect(new Set(orders.map((o) => o.sid))).toEqual(orderIds);
    expect(await stockOf(db(), sku)).toBe(0);
  });
});
