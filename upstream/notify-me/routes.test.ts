import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '../../domain/messages.ts';
import { BACK_IN_STOCK_TYPE, NOTIFY_ME_MESSAGES } from '../../domain/notify-me-messages.ts';
import { sellableSku, setStock } from '../../test-utils/account-fixtures.ts';
import { api } from '../../test-utils/account-upstream.ts';
import { testDatabase } from '../../test-utils/test-database.ts';
import { createCustomer, type TestCustomer } from '../../test-utils/users.ts';
import { createUpstreamApp } from '../app.ts';
import { connect, type Db } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { outboxSender } from '../sms/outbox.ts';
import { type BackInStockDeps, followStockChanges, sendBackInStock } from './back-in-stock.ts';

/**
 * Notify me over the upstream's HTTP (saveNotifyMe, the list, stopping) and the back-in-stock sender,
 * on either engine; a second connection to the same database plays a second upstream process.
 */
describe('notify me', () => {
  let dir = '';
  let db: Db;
  let other: Db;
  let closeAll: () => Promise<void>;
  let url = '';
  let me: TestCustomer;
  let you: TestCustomer;
  const now = () => new Date();
  const deps = (on: Db): BackInStockDeps => ({ db: on, sms: outboxSender(on, now), now, siteUrl: 'https://shop.example' });
  const call = (who: TestCustomer | null, path: string, init: { method?: string; body?: unknown } = {}) =>
    api(url, `/api/account/notify-me${path}`, { token: who?.token ?? null, ...init });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pharmacy-notify-'));
    const location = await testDatabase(dir);
    const opened = await openDatabase(location);
    db = opened.db;
    // A second process's connections: a pool of its own on PostgreSQL. On SQLite one process has one
    // writer (better-sqlite3 waits synchronously, so a second connection in this process would wait on itself).
    const second = location.url ? connect(location) : { db, close: async () => {} };
    other = second.db;
    const app = await createUpstreamApp(db, { listOutOfStock: true, uploadDir: join(dir, 'uploads'), now });
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    closeAll = () => new Promise<void>((resolve) => server.close(() => void Promise.all([second.close(), opened.close()]).then(() => resolve())));
    me = await createCustomer(db);
    you = await createCustomer(db);
  });
  afterAll(async () => {
    await closeAll();
    rmSync(dir, { recursive: true, force: true });
  });

  let sku = '';
  const skip: string[] = [];
  /** A fresh product for each test, taken out of stock. */
  beforeEach(async () => {
    sku = (await sellableSku(db, false, 1, skip)).sku;
    skip.push(sku);
    await setStock(db, sku, 0);
  });
  const wishesOf = (who: TestCustomer) => db.selectFrom('notify_me').selectAll().where('customer_id', '=', who.id).where('sku', '=', sku).execute();
  const productName = async () => (await db.selectFrom('products').select('name').where('sku', '=', sku).executeTakeFirstOrThrow()).name;
  /** The customer's back-in-stock notifications of this test's product. */
  const noticesOf = async (who: TestCustomer) =>
    db
      .selectFrom('notifications')
      .select(['message', 'action_url'])
      .where('user_id', '=', who.id)
      .where('type', '=', BACK_IN_STOCK_TYPE)
      .where('message', '=', `${await productName()} is back in stock`)
      .execute();
  /** The SMS sent to the customer about this test's product. */
  const smsOf = async (who: TestCustomer) =>
    db
      .selectFrom('sms_outbox')
      .select('body')
      .where('mobile', '=', who.mobile)
      .where('body', 'like', `%: ${await productName()} is back in stock.%`)
      .execute();

  it('saves the wish of an out-of-stock product once; asking again says so and changes nothing', async () => {
    const first = await call(me, '', { body: { sku } });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ already_waiting: false, wish: { sku, name: await productName(), notified_at: null } });
    const again = await call(me, '', { body: { sku: ` ${sku} ` } });
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ already_waiting: true, wish: { id: first.body.result.wish.id } });
    expect(await wishesOf(me)).toHaveLength(1);
    const list = await call(me, '');
    expect(list.body.result).toEqual([first.body.result.wish]);
    expect((await call(you, '')).body.result).toEqual([]);
  });

  it('refuses a guest, no SKU, an unknown SKU and a product in stock, and stores nothing', async () => {
    expect((await call(null, '', { body: { sku } })).status).toBe(401);
    const none = await call(me, '', { body: {} });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ result: NOTIFY_ME_MESSAGES.skuRequired, meta: { messageKey: 'account.notifyMe.messages.skuRequired' } });
    const unknown = await call(me, '', { body: { sku: 'NO-SUCH-SKU-1' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ result: CUSTOMER_MESSAGES.productMissing, meta: { messageKey: 'messages.productMissing' } });
    await setStock(db, sku, 3);
    const inStock = await call(me, '', { body: { sku } });
    expect(inStock.status).toBe(409);
    expect(inStock.body).toMatchObject({ result: NOTIFY_ME_MESSAGES.inStock, meta: { messageKey: 'account.notifyMe.messages.inStock' } });
    expect(await wishesOf(me)).toEqual([]);
    expect(await db.selectFrom('notify_me').select('sid').where('sku', '=', 'NO-SUCH-SKU-1').execute()).toEqual([]);
  });

  it('another customer’s wish is NOT_FOUND to stop and stays; the customer’s own stops', async () => {
    const mine = (await call(me, '', { body: { sku } })).body.result.wish.id as string;
    const theirs = await call(you, `/${mine}`, { method: 'DELETE' });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ result: NOTIFY_ME_MESSAGES.notFound, meta: { messageKey: 'account.notifyMe.messages.notFound' } });
    expect(await wishesOf(me)).toHaveLength(1);
    expect((await call(me, `/${mine}`, { method: 'DELETE' })).status).toBe(200);
    expect(await wishesOf(me)).toEqual([]);
    expect((await call(me, `/${mine}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('when stock returns each waiting customer gets one notification and one SMS; flapping stock sends nothing more', async () => {
    await call(me, '', { body: { sku } });
    await call(you, '', { body: { sku } });
    await followStockChanges(deps(db)); // the watcher's first turn: sweeps, then follows the feed from its end
    expect(await noticesOf(me)).toEqual([]);
    await setStock(db, sku, 4);
    const answered = await followStockChanges(deps(db));
    expect(answered.map((a) => a.customer_id).sort()).toEqual([me.id, you.id].sort());
    const name = await productName();
    const notices = await noticesOf(me);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toBe(`${name} is back in stock`);
    expect(notices[0]?.action_url).toMatch(/^\/p\/.+\/.+/);
    expect(await smsOf(me)).toEqual([{ body: `Purba Pharmacy: ${name} is back in stock. Order it at https://shop.example${notices[0]?.action_url}` }]);
    expect(await smsOf(you)).toHaveLength(1);
    expect((await wishesOf(me))[0]?.notified_at).toEqual(expect.any(String));
    const listed = ((await call(me, '')).body.result as { sku: string }[]).filter((w) => w.sku === sku);
    expect(listed).toEqual([expect.objectContaining({ sku, notified_at: (await wishesOf(me))[0]?.notified_at })]);
    // Out of stock and back again: nobody is told twice.
    await setStock(db, sku, 0);
    await followStockChanges(deps(db));
    await setStock(db, sku, 9);
    expect(await followStockChanges(deps(db))).toEqual([]);
    expect(await sendBackInStock(deps(db), 'all')).toEqual([]);
    expect(await noticesOf(me)).toHaveLength(1);
    expect(await smsOf(me)).toHaveLength(1);
    expect(await smsOf(you)).toHaveLength(1);
  });

  it('asking again after being told (out of stock once more) waits again, and is told once more', async () => {
    await call(me, '', { body: { sku } });
    await setStock(db, sku, 2);
    expect(await sendBackInStock(deps(db), [sku])).toHaveLength(1);
    await setStock(db, sku, 0);
    const again = await call(me, '', { body: { sku } });
    expect(again.body.result).toMatchObject({ already_waiting: false, wish: { notified_at: null } });
    await setStock(db, sku, 2);
    expect(await sendBackInStock(deps(db), [sku])).toHaveLength(1);
    expect(await noticesOf(me)).toHaveLength(2);
  });

  it('two processes sending at once tell each customer once', async () => {
    await call(me, '', { body: { sku } });
    await call(you, '', { body: { sku } });
    await setStock(db, sku, 5);
    const [a, b, c] = await Promise.all([sendBackInStock(deps(db), [sku]), sendBackInStock(deps(other), [sku]), sendBackInStock(deps(other), 'all')]);
    expect([...a, ...b, ...c].map((x) => x.customer_id).sort()).toEqual([me.id, you.id].sort());
    expect(await noticesOf(me)).toHaveLength(1);
    expect(await noticesOf(you)).toHaveLength(1);
    expect(await smsOf(me)).toHaveLength(1);
    expect(await smsOf(you)).toHaveLength(1);
  });
});
