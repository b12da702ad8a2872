import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { allTasks, cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartHash } from '../../../domain/cart-merge.ts';
import type { RunningGateway } from '../../../gateway/server.ts';
import { setStock as setStockOf } from '../../../test-utils/account-fixtures.ts';
import { codeInOutbox, freshMobile, upstreamCaller } from '../../../test-utils/sign-in.ts';
import { startTestStack, type TestUpstream } from '../../../test-utils/stack.ts';
import { useGraphqlEndpoint } from '../../lib/graphql-client.ts';
import {
  $cart,
  $cartActivity,
  $isMicrocartOpen,
  addToCart,
  adoptCustomerCart,
  type CartState,
  changeQuantity,
  clearCart,
  EMPTY_CART,
  hasUnsentChanges,
  recreateCart,
  removeFromCart,
  sendWaitingChanges,
  syncCart,
} from '../cart.ts';
import { $notifications } from '../notifications.ts';
import { requestOtp, verifyOtp } from '../session/sign-in.ts';
import { $session, $signupModal, silentLogout } from '../session.ts';
import { fail } from './state.ts';

let upstream: TestUpstream;
let closeStack: () => Promise<void>;
let gateway: RunningGateway;

beforeAll(async () => {
  useTestStorageEngine();
  ({ upstream, gateway, close: closeStack } = await startTestStack());
  useGraphqlEndpoint(gateway.url);
  // Stock is generated at random when the catalogue is seeded: the products these tests add are stocked.
  await upstream.db.updateTable('products').set({ qty: 200 }).where('sku', 'in', ['MED000001', 'MED000002', 'MED000003']).execute();
});
afterAll(async () => {
  await closeStack();
});
afterEach(async () => {
  // A sync still running (one a change started in the background) ends before the next test.
  await allTasks();
  silentLogout();
  $cart.set(EMPTY_CART);
  $cartActivity.set({ pendingSku: null, error: null });
  $isMicrocartOpen.set(false);
  $notifications.set([]);
  cleanStores($cart, $cartActivity, $isMicrocartOpen);
  cleanTestStorage();
  useGraphqlEndpoint(gateway.url);
});

const serverLines = (cartId: string | null) =>
  upstream.db
    .selectFrom('cart_items')
    .select(['sku', 'qty'])
    .where('cart_token', '=', cartId ?? '')
    .orderBy('item_id')
    .execute();
const lines = () => $cart.get().items.map((line) => [line.sku, line.qty]);
const setStock = (sku: string, qty: number) => setStockOf(upstream.db, sku, qty);

async function signIn(mobile = freshMobile()): Promise<string> {
  const call = upstreamCaller(upstream);
  expect((await requestOtp(mobile)).ok).toBe(true);
  const signed = await verifyOtp(mobile, await codeInOutbox(call, mobile));
  if (!signed.ok) throw new Error(signed.error.message);
  return mobile;
}

describe('$cart: adding and changing lines (storefront.md §4 Adding an item)', () => {
  it('adds through the gateway, keeps the server answer, persists it and opens the microcart', async () => {
    expect(await addToCart('MED000001', '2')).toBe(true);
    const cart = $cart.get();
    expect(cart.items).toEqual([
      {
        sku: 'MED000001',
        qty: 2,
        name: 'Augmentin 625 Duo Tablet',
        pricePaise: 18767,
        rowTotalPaise: 37534,
        urlPath: '/p/MED000001/augmentin-625-duo-tablet',
        prescriptionRequired: true,
        itemId: expect.any(Number),
        errors: [],
        problems: [],
      },
    ]);
    expect(cart.totals?.grandTotalPaise).toBe(37534);
    expect(cart.syncedHash).toBe(cartHash(cart.items));
    expect(cart.version).toBeGreaterThan(0);
    expect(await serverLines(cart.cartId)).toEqual([{ sku: 'MED000001', qty: 2 }]);
    expect(JSON.parse(getTestStorage()['pharmacy-cart'] ?? 'null').items).toHaveLength(1);
    expect($isMicrocartOpen.get()).toBe(true);

    expect(await changeQuantity('MED000001', 4)).toBe(true);
    expect(await serverLines(cart.cartId)).toEqual([{ sku: 'MED000001', qty: 4 }]);
    expect(await removeFromCart('MED000001')).toBe(true);
    expect($cart.get().items).toEqual([]);
  });

  it.each([
    ['0', 'Quantity must be above 0'],
    ['-1', 'Quantity must be above 0'],
    ['abc', 'Quantity must be a positive integer'],
    ['10001', 'Quantity must be below 10001'],
  ])('refuses quantity %s with "%s" before sending anything', async (qty, message) => {
    expect(await addToCart('MED000001', qty)).toBe(false);
    expect($cartActivity.get().error).toMatchObject({ message, sku: 'MED000001' });
    expect($cart.get()).toEqual(EMPTY_CART);
  });

  it('shows the server refusal of an unknown SKU and changes nothing', async () => {
    await addToCart('MED000001');
    const before = $cart.get();
    expect(await addToCart('NO-SUCH-SKU')).toBe(false);
    expect($cartActivity.get().error).toMatchObject({ code: 'NOT_FOUND', message: "The product that was requested doesn't exist" });
    expect($cart.get()).toEqual(before);
  });

  it('restores the previous quantity when the server refuses a change (over the stock)', async () => {
    await setStock('MED000003', 20);
    await addToCart('MED000003', 2);
    const before = $cart.get();
    expect(await changeQuantity('MED000003', 50)).toBe(false);
    expect($cartActivity.get().error).toMatchObject({ code: 'STOCK_LIMIT', message: 'Only 20 products of this type are available!' });
    expect($cart.get().items).toEqual(before.items);
    expect(await serverLines(before.cartId)).toEqual([{ sku: 'MED000003', qty: 2 }]);
  });

  it('refuses an out-of-stock product with the spec’s notification, and adds nothing', async () => {
    await setStock('MED000004', 0);
    expect(await addToCart('MED000004')).toBe(false);
    expect($notifications.get().map((n) => [n.type, n.message])).toEqual([['error', 'The product is out of stock and cannot be added to the cart!']]);
    expect($cart.get().items).toEqual([]);
  });

  it('adds a product whose stock is unsure (5 or fewer) with the volatile warning', async () => {
    await setStock('MED000005', 3);
    expect(await addToCart('MED000005')).toBe(true);
    expect(lines()).toEqual([['MED000005', 1]]);
    expect($notifications.get().map((n) => [n.type, n.message, n.action1?.label])).toEqual([
      ['warning', 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.', 'ok'],
    ]);
  });

  it('keeps the browser cart when the gateway cannot be reached, and says so in the spec’s offline words (not "Server Down!")', async () => {
    await addToCart('MED000001');
    // A sync the store started in the background (on mount) answers first: the cart kept is the one it left.
    await allTasks();
    const before = $cart.get();
    useGraphqlEndpoint('http://127.0.0.1:9/graphql');
    await syncCart();
    expect($cart.get()).toEqual(before);
    expect($cartActivity.get().error).toMatchObject({ code: 'NETWORK', message: 'No Internet Connection or Server Down', messageKey: 'messages.noConnection' });
  });

  it('clears the cart with sync (the server’s lines go) or without (only the browser’s copy)', async () => {
    await addToCart('MED000001');
    await addToCart('MED000002');
    const { cartId } = $cart.get();
    expect(await clearCart({ sync: true })).toBe(true);
    expect(lines()).toEqual([]);
    expect(await serverLines(cartId)).toEqual([]);
    await addToCart('MED000001');
    expect(await clearCart({ sync: false })).toBe(true);
    expect(lines()).toEqual([]);
    expect($cart.get().cartId).toBe(cartId);
    expect(await serverLines(cartId)).toEqual([{ sku: 'MED000001', qty: 1 }]);
  });
});

describe('$cart offline: changes kept on the phone, sent when the connection returns (issue 13)', () => {
  const info = (sku: string) => ({ name: `Product ${sku}`, pricePaise: 5000, urlPath: `/p/${sku}/x`, prescriptionRequired: false });
  const offline = () => useGraphqlEndpoint('http://127.0.0.1:9/graphql');
  const online = () => useGraphqlEndpoint(gateway.url);
  const bySku = (rows: { sku: string; qty: number }[]) => [...rows].sort((a, b) => a.sku.localeCompare(b.sku));
  async function addElsewhere(cartId: string, sku: string, qty: number): Promise<void> {
    const reply = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($c: ID!, $s: String!, $q: Quantity!) { cartAddItem(cartId: $c, sku: $s, qty: $q) { id } }',
        variables: { c: cartId, s: sku, q: qty },
      }),
    });
    expect(((await reply.json()) as { errors?: unknown }).errors).toBeUndefined();
  }

  it('add, change and remove without the gateway: shown at once; back online sent once, merged with a line added elsewhere', async () => {
    await setStock('MED000004', 100);
    await addToCart('MED000001');
    await addToCart('MED000003');
    const cartId = $cart.get().cartId ?? '';
    offline();
    expect(await addToCart('MED000002', 2, info('MED000002'))).toBe(true);
    expect(await changeQuantity('MED000001', 3)).toBe(true);
    expect(await removeFromCart('MED000003')).toBe(true);
    expect(lines()).toEqual([
      ['MED000001', 3],
      ['MED000002', 2],
    ]);
    // The count on the cart button follows the lines ($cartCount reads these totals; reading it here would mount the cart and start a sync).
    expect($cart.get().totals?.itemsQty).toBe(5);
    // The inline count script reads the stored totals before any island loads.
    expect(JSON.parse(getTestStorage()['pharmacy-cart'] ?? 'null').totals.itemsQty).toBe(5);
    expect($cart.get().pending.map((change) => change.kind)).toEqual(['add', 'set', 'remove']);
    expect($cartActivity.get().error).toBeNull();
    expect(hasUnsentChanges()).toBe(true);
    expect(bySku(await serverLines(cartId))).toEqual([
      { sku: 'MED000001', qty: 1 },
      { sku: 'MED000003', qty: 1 },
    ]);

    // Meanwhile another tab or phone adds to the same server cart.
    await addElsewhere(cartId, 'MED000004', 1);
    online();
    await syncCart();
    const merged = [
      { sku: 'MED000001', qty: 3 },
      { sku: 'MED000002', qty: 2 },
      { sku: 'MED000004', qty: 1 },
    ];
    expect(bySku(await serverLines(cartId))).toEqual(merged);
    expect(bySku($cart.get().items)).toMatchObject(merged);
    expect($cart.get().pending).toEqual([]);
    expect(hasUnsentChanges()).toBe(false);
    expect($cart.get().totals?.itemsQty).toBe(6);
    // Another sync (a reload, another tab) sends nothing again.
    await syncCart();
    expect(bySku(await serverLines(cartId))).toEqual(merged);
  });

  it('the same waiting add sent twice at once, and again by a tab still holding it, is added once (its request id)', async () => {
    await addToCart('MED000001');
    const cartId = $cart.get().cartId ?? '';
    offline();
    await addToCart('MED000002', 2, info('MED000002'));
    const heldByAnotherTab = $cart.get();
    online();
    await Promise.all([sendWaitingChanges(), sendWaitingChanges()]);
    $cart.set(heldByAnotherTab);
    await sendWaitingChanges();
    expect(bySku(await serverLines(cartId))).toEqual([
      { sku: 'MED000001', qty: 1 },
      { sku: 'MED000002', qty: 2 },
    ]);
    expect(lines()).toEqual([
      ['MED000001', 1],
      ['MED000002', 2],
    ]);
  });

  it('re-checks stock when the changes are sent: what no longer fits goes, with the spec’s messages', async () => {
    await setStock('MED000005', 100);
    await setStock('MED000006', 100);
    await addToCart('MED000001');
    offline();
    await addToCart('MED000005', 8, info('MED000005'));
    await addToCart('MED000006', 1, info('MED000006'));
    expect(lines()).toEqual([
      ['MED000001', 1],
      ['MED000005', 8],
      ['MED000006', 1],
    ]);
    await setStock('MED000005', 3);
    await setStock('MED000006', 0);
    online();
    await syncCart();
    expect(lines()).toEqual([['MED000001', 1]]);
    expect($cart.get().pending).toEqual([]);
    expect($notifications.get().map((n) => [n.type, n.message])).toEqual([
      ['error', 'Only 3 products of this type are available!'],
      ['error', 'The product is out of stock and cannot be added to the cart!'],
    ]);
    expect($notifications.get()[0]).toMatchObject({ messageKey: 'messages.onlyAvailable', params: { max: 3 } });
  });

  it('with the browser offline nothing is tried; a product the page did not describe is refused in the spec’s offline words', async () => {
    await addToCart('MED000001');
    const cartId = $cart.get().cartId ?? '';
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(await addToCart('MED000002')).toBe(false);
      expect($cartActivity.get().error).toMatchObject({ code: 'NETWORK', message: 'No Internet Connection or Server Down', sku: 'MED000002' });
      expect(lines()).toEqual([['MED000001', 1]]);
      // A product already in the cart is described by its line.
      expect(await addToCart('MED000001', 2)).toBe(true);
      expect(lines()).toEqual([['MED000001', 3]]);
      expect($cartActivity.get().error).toBeNull();
      await syncCart();
      expect(await serverLines(cartId)).toEqual([{ sku: 'MED000001', qty: 1 }]);
      // Waiting is not a failure: no error is shown for it.
      expect($cartActivity.get().error).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
    await syncCart();
    expect(await serverLines(cartId)).toEqual([{ sku: 'MED000001', qty: 3 }]);
  });
});

describe('$cart: sync with the server cart (storefront.md §4 Cart connection and sync)', () => {
  it('re-creates a vanished server cart with the local lines on sync', async () => {
    await addToCart('MED000001', 3);
    const oldId = $cart.get().cartId ?? '';
    await upstream.db.deleteFrom('carts').where('token', '=', oldId).execute();
    await syncCart();
    const { cartId } = $cart.get();
    expect(cartId).not.toBe(oldId);
    expect(lines()).toEqual([['MED000001', 3]]);
    expect(await serverLines(cartId)).toEqual([{ sku: 'MED000001', qty: 3 }]);
  });

  it('re-creates a cart with the phone’s lines for a queued task that needs one (recreateCart)', async () => {
    await addToCart('MED000001', 2);
    $cart.set({ ...$cart.get(), cartId: null });
    const cartId = await recreateCart();
    expect(cartId).not.toBeNull();
    expect($cart.get().cartId).toBe(cartId);
    expect(await serverLines(cartId)).toEqual([{ sku: 'MED000001', qty: 2 }]);
  });

  it('takes lines another device put in the server cart, and today’s prices', async () => {
    await addToCart('MED000001');
    const { cartId } = $cart.get();
    const other = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($c: ID!) { cartAddItem(cartId: $c, sku: "MED000002", qty: 2) { id } }', variables: { c: cartId } }),
    });
    expect(((await other.json()) as { errors?: unknown }).errors).toBeUndefined();
    await syncCart();
    expect(lines()).toEqual([
      ['MED000001', 1],
      ['MED000002', 2],
    ]);
    expect(hasUnsentChanges()).toBe(false);
  });

  it('a reload in the middle of a change: the quantity the customer saw is sent once, as a quantity, never added again', async () => {
    await addToCart('MED000001', 2);
    const saved = $cart.get();
    // The tab went away after showing 3 and before the server's answer: the stored copy says 3, unconfirmed.
    const midChange: CartState = { ...saved, items: saved.items.map((line) => ({ ...line, qty: 3 })) };
    $cart.set(midChange);
    expect(hasUnsentChanges()).toBe(true);
    await syncCart();
    await syncCart();
    expect(await serverLines(saved.cartId)).toEqual([{ sku: 'MED000001', qty: 3 }]);
    expect(lines()).toEqual([['MED000001', 3]]);
    expect(hasUnsentChanges()).toBe(false);
  });

  it('drops an unconfirmed line the server now refuses, and says why', async () => {
    await addToCart('MED000001');
    const saved = $cart.get();
    const first = saved.items[0];
    if (!first) throw new Error('no line');
    $cart.set({ ...saved, items: [...saved.items, { ...first, sku: 'MED000006', name: 'Sold out meanwhile', itemId: null }] });
    await setStock('MED000006', 0);
    await syncCart();
    expect(lines()).toEqual([['MED000001', 1]]);
    expect($cartActivity.get().error).toMatchObject({ code: 'OUT_OF_STOCK', sku: 'MED000006' });
  });

  it('repairs a stale stored copy (a slow tab wrote an older answer) on the next sync', async () => {
    await addToCart('MED000001');
    const { cartId, version } = $cart.get();
    await changeQuantity('MED000001', 2);
    const older = { ...$cart.get(), version, items: $cart.get().items.map((l) => ({ ...l, qty: 1 })) };
    $cart.set({ ...older, syncedHash: cartHash(older.items) });
    await syncCart();
    expect(lines()).toEqual([['MED000001', 2]]);
    expect(await serverLines(cartId)).toEqual([{ sku: 'MED000001', qty: 2 }]);
  });

  it('ignores an answer older than the one it holds (a late reply after another tab’s newer one)', async () => {
    await addToCart('MED000001');
    const held = $cart.get();
    // Another tab's newer answer is already here (7 of the line); the server's reply to this sync is older.
    const newer = held.items.map((l) => ({ ...l, qty: 7 }));
    $cart.set({ ...held, version: held.version + 5, items: newer, syncedHash: cartHash(newer) });
    await syncCart();
    expect(lines()).toEqual([['MED000001', 7]]);
  });
});

describe('$cart: the guest cart at sign-in', () => {
  it('merges the guest cart into the customer’s at sign-in, by SKU with the larger quantity, and never doubles on repeats', async () => {
    // The customer's cart from an earlier visit: 2 of MED000001.
    await signIn();
    const session = $session.get();
    await addToCart('MED000001', 2);
    const customerCart = $cart.get().cartId;
    expect($cart.get().customer).toBe(true);
    silentLogout();
    expect($cart.get()).toEqual(EMPTY_CART);

    // As a guest on this phone: 1 of MED000001 and 1 of MED000002.
    await addToCart('MED000001', 1);
    await addToCart('MED000002', 1);
    const guestCart = $cart.get().cartId;
    expect(guestCart).not.toBe(customerCart);

    // Signing in again (the session as sign-in leaves it; a second code would wait 30 s).
    $session.set(session);
    await adoptCustomerCart();
    expect($cart.get().cartId).toBe(customerCart);
    expect($cart.get().customer).toBe(true);
    expect(lines()).toEqual([
      ['MED000001', 2],
      ['MED000002', 1],
    ]);
    // Reloads and another adopt: same cart, same quantities.
    await syncCart();
    await adoptCustomerCart();
    await syncCart();
    expect(await serverLines(customerCart)).toEqual([
      { sku: 'MED000001', qty: 2 },
      { sku: 'MED000002', qty: 1 },
    ]);
    expect(
      (
        await upstream.db
          .selectFrom('carts')
          .select('closed_at')
          .where('token', '=', guestCart ?? '')
          .executeTakeFirst()
      )?.closed_at,
    ).not.toBeNull();
  });

  it('a merged guest cart still used by a guest: cleared, "Some of Information has updated" with OK', async () => {
    await addToCart('MED000001');
    const guest = $cart.get();
    await signIn();
    // The sign-in's own sync merges the guest cart in the background: it has, before the guest goes on.
    await allTasks();
    expect($cart.get().customer).toBe(true);
    silentLogout();
    // An old tab still holds the merged guest cart.
    $cart.set(guest);
    await syncCart();
    expect($cart.get()).toEqual(EMPTY_CART);
    expect($notifications.get().map((n) => [n.type, n.message, n.action1?.label, n.hasNoTimeout])).toEqual([
      ['success', 'Some of Information has updated', 'ok', true],
    ]);
  });

  it('falls back to a guest cart when the customer’s token is refused and cannot be refreshed (the bypass)', async () => {
    await signIn();
    const session = $session.get();
    $session.set({ ...session, userLoginToken: 'expired.or.tampered', refreshToken: 'revoked' });
    expect(await addToCart('MED000001')).toBe(true);
    expect($session.get().isUserLoggedIn).toBe(false);
    expect($signupModal.get()).toBe(true);
    expect($cart.get().customer).toBe(false);
    expect(lines()).toEqual([['MED000001', 1]]);
  });
});

describe('$cartActivity: where a refusal is shown', () => {
  const serverDown = { code: 'UPSTREAM_UNAVAILABLE', message: 'Server Down! Please Try After Some Time!', messageKey: 'messages.serverDown' };

  it('keeps a line’s refusal beside its button when a sync then fails for the same reason', () => {
    fail('MED000001', serverDown);
    fail(null, serverDown);
    expect($cartActivity.get().error).toEqual({ ...serverDown, sku: 'MED000001' });
  });

  it('shows a sync’s refusal for another reason in its place', () => {
    fail('MED000001', serverDown);
    const changed = { code: 'CART_NOT_FOUND', message: 'The cart could not be found', messageKey: 'messages.cartNotFound' };
    fail(null, changed);
    expect($cartActivity.get().error).toEqual({ ...changed, sku: null });
  });
});
