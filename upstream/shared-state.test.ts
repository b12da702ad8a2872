import { describe, expect, it } from 'vitest';
import { FILES, formWith, sellableSku } from '../test-utils/account-fixtures.ts';
import { api } from '../test-utils/account-upstream.ts';
import { freshMobile } from '../test-utils/sign-in.ts';
import { createFranchise, createShopCustomer, delegatedToken } from '../test-utils/staff.ts';
import { testEngine } from '../test-utils/test-database.ts';
import { setupTwoUpstreams } from '../test-utils/two-upstreams.ts';
import { createCustomer } from '../test-utils/users.ts';
import type { RunningUpstream } from './server.ts';

/**
 * Issue 21: several storefront processes, each with its own upstream, over one database. Nothing may
 * be only in one process's memory: each row below starts something through the first upstream and
 * finishes it through the second (a customer's next request reaches whichever process the kernel
 * picks). Sessions, one-time codes, rate limits, carts, uploaded files and a staff user's delegated
 * session with its audit trail.
 */
const t = setupTwoUpstreams();
const first = () => t.nodes[0] as RunningUpstream;
const second = () => t.nodes[1] as RunningUpstream;

const codeSentTo = async (mobile: string) => {
  const sms = await t.db().selectFrom('sms_outbox').select('body').where('mobile', '=', mobile).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return sms.body.match(/^(\d{6}) is your/)?.[1] ?? '';
};

describe(`state shared by two upstream processes (${testEngine()})`, () => {
  it('signs in with a code asked of one process and checked by the other; the resend limit counts across both', async () => {
    const mobile = freshMobile();
    expect((await api(first().url, '/api/users/otp/request', { body: { mobile } })).status).toBe(200);
    // Asking again at once through the other process is the same number's second request within 30 s.
    expect((await api(second().url, '/api/users/otp/request', { body: { mobile } })).status).toBe(429);
    const verified = await api(second().url, '/api/users/otp/verify', { body: { mobile, otp: await codeSentTo(mobile) } });
    expect(verified.status).toBe(200);
    const { accessToken, refreshToken } = verified.body.result as { accessToken: string; refreshToken: string };
    expect((await api(first().url, '/api/account/me', { token: accessToken })).status).toBe(200);

    // A refresh through one process, the old refresh token replayed through the other: reuse, the family ends.
    const rotated = await api(first().url, '/api/users/refresh', { body: { refreshToken } });
    expect(rotated.status).toBe(200);
    expect((await api(second().url, '/api/users/refresh', { body: { refreshToken } })).status).toBe(401);
    expect((await api(first().url, '/api/users/refresh', { body: { refreshToken: rotated.body.result.refreshToken } })).status).toBe(401);
  });

  it("keeps a cart's lines whichever process each add reaches", async () => {
    const customer = await createCustomer(t.db());
    const one = await sellableSku(t.db(), false, 5);
    const two = await sellableSku(t.db(), false, 5, [one.sku]);
    const cartId = (await api(first().url, '/api/cart/create', { token: customer.token, body: {} })).body.result as string;
    await api(first().url, `/api/cart/add?cartId=${cartId}`, { token: customer.token, body: { cartItem: { sku: one.sku, qty: 1 } } });
    await api(second().url, `/api/cart/add?cartId=${cartId}`, { token: customer.token, body: { cartItem: { sku: two.sku, qty: 2 } } });
    await api(first().url, `/api/cart/add?cartId=${cartId}`, { token: customer.token, body: { cartItem: { sku: two.sku, qty: 1 } } });
    const lines = await t.db().selectFrom('cart_items').select(['sku', 'qty']).where('cart_token', '=', cartId).orderBy('sku').execute();
    expect(lines).toEqual(
      [
        { sku: one.sku, qty: 1 },
        { sku: two.sku, qty: 3 },
      ].sort((a, b) => a.sku.localeCompare(b.sku)),
    );
  });

  it('serves a prescription uploaded through one process from the other, and to its owner only', async () => {
    const owner = await createCustomer(t.db());
    const stranger = await createCustomer(t.db());
    const uploaded = await api(first().url, '/api/account/prescriptions', { token: owner.token, body: formWith(FILES.pdf, 'rx.pdf', 'application/pdf') });
    expect(uploaded.status).toBe(200);
    const path = uploaded.body.result.path as string;
    const read = await fetch(`${second().url}${path}`, { headers: { 'x-access-token': owner.token } });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(FILES.pdf);
    expect((await fetch(`${second().url}${path}`, { headers: { 'x-access-token': stranger.token } })).status).toBe(404);
  });

  it("takes a franchise's delegated session on either process and records each act once in the trail", async () => {
    const { shop, staff } = await createFranchise(t.db());
    const customer = await createShopCustomer(t.db(), shop.id);
    const token = await delegatedToken(t.db(), customer.id, staff);
    const { sku } = await sellableSku(t.db(), false, 5);
    const cartId = (await api(first().url, '/api/cart/create', { token, body: {} })).body.result as string;
    expect((await api(second().url, `/api/cart/add?cartId=${cartId}`, { token, body: { cartItem: { sku, qty: 1 } } })).status).toBe(200);
    const trail = await t
      .db()
      .selectFrom('audit_events')
      .select(['actor_user_id', 'action', 'target_id'])
      .where('customer_id', '=', customer.id)
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      { actor_user_id: staff.id, action: 'cart.create', target_id: cartId },
      { actor_user_id: staff.id, action: 'cart.change', target_id: cartId },
    ]);
  });
});
