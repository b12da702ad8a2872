import { expect } from 'vitest';
import type { Db } from '../upstream/db/open.ts';
import { addressInput, cartWith, sellableSku } from './account-fixtures.ts';
import { api } from './account-upstream.ts';

let placed = 0;

/**
 * Places an order over HTTP with `token` (the customer's own: the SELF channel; a delegated one: STAFF)
 * and moves its placing time to `placedAt`: order history for the migration and retention calls.
 * Returns the order's sid.
 */
export async function placeOrderAt(upstreamUrl: string, db: Db, token: string, placedAt: Date): Promise<string> {
  const listed = await api(upstreamUrl, '/api/account/addresses', { token });
  const addressId: string = listed.body.result?.[0]?.id ?? (await api(upstreamUrl, '/api/account/addresses', { token, body: addressInput() })).body.result.id;
  const { sku } = await sellableSku(db, false, 50);
  const cartId = await cartWith(db, [{ sku, qty: 1 }]);
  placed += 1;
  const reply = await api(upstreamUrl, '/api/account/orders', {
    token,
    body: { clientOrderId: `retention-${process.pid}-${Date.now()}-${placed}`, cartId, addressId, paymentMethod: 'COD' },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const sid: string = reply.body.result.id;
  await db.updateTable('orders').set({ placed_at: placedAt.toISOString() }).where('sid', '=', sid).execute();
  return sid;
}

/** The calls of one customer as the database holds them, oldest first. */
export function callsOf(db: Db, customerId: number) {
  return db
    .selectFrom('retention_calls as r')
    .innerJoin('orders as o', 'o.id', 'r.trigger_order_id')
    .leftJoin('users as a', 'a.id', 'r.adviser_user_id')
    .select(['r.sid', 'r.kind', 'r.status', 'o.sid as order_sid', 'r.adviser_user_id', 'r.feedback', 'r.notes', 'r.next_call_on'])
    .where('r.customer_id', '=', customerId)
    .orderBy('r.id')
    .execute();
}
