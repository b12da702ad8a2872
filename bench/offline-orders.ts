/**
 * 100 orders placed offline, sent when the connection returns (issue 7): CUSTOMERS signed-in customers
 * (default 100), each with a cart and an address, place an order while the network is down; each order
 * goes into that phone's sync-task queue (src/sync/sync-queue.ts, the browser's code, over fake-indexeddb
 * here) and the send fails. Then the network comes back through a faulty link in front of the gateway
 * that drops every 5th answer after the server has it and answers every 7th order with a 500 without
 * passing it on; every phone has two tabs whose queues run at once (no Web Locks in Node, so both may
 * send). The queues run again until every order has an answer. Then the upstream's database is
 * checked: each order exists exactly once and stock went down by exactly the ordered quantities.
 *
 * Exits 1 when any engine lost or doubled an order, took wrong stock or left an order unanswered.
 *
 *   npm run bench:offline-orders                                (CUSTOMERS=100, SQLite)
 *   DATABASE_URL=postgres://… npm run bench:offline-orders      (that PostgreSQL database)
 *   BENCH_ENGINES=sqlite,postgres npm run bench:offline-orders  (both in one run; PostgreSQL is
 *                                DATABASE_URL when set, otherwise a throw-away cluster: bench/engines.ts)
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createStore } from 'idb-keyval';
import { createRefreshLock } from '../src/lib/refresh-lock.ts';
import { createSyncQueue, type SyncQueue } from '../src/sync/sync-queue.ts';
import type { Db } from '../upstream/db/database.ts';
import { onEachEngine, type Stage, sideBySide } from './engines.ts';
import { faultyLink } from './faulty-link.ts';

const CUSTOMERS = Number(process.env.CUSTOMERS ?? 100);
const LINE = { sku: 'MED000008', qty: 2 };
const PLACE = `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { id number } }`;
const MAX_ROUNDS = 20;

const stockOf = async (db: Db) => (await db.selectFrom('products').select('qty').where('sku', '=', LINE.sku).executeTakeFirstOrThrow()).qty;

async function offlineThenFaulty(stage: Stage) {
  const link = await faultyLink(stage.graphqlUrl, (body) => body.includes('PlaceOrder'));
  const { counts, url: linkUrl } = link;

  try {
    const { gql, db } = stage;
    await db
      .updateTable('products')
      .set((eb) => ({ qty: eb('qty', '+', CUSTOMERS * LINE.qty) }))
      .where('sku', '=', LINE.sku)
      .execute();
    const stockBefore = await stockOf(db);

    console.log(`${CUSTOMERS} customers, each with a cart and an address…`);
    const phones: { id: number; clientOrderId: string; tabs: SyncQueue[]; answered: boolean }[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const c = await stage.customer();
      const cartId = (await gql(`mutation { cartCreate { id } }`, {}, c.token)).cartCreate.id as string;
      await gql(
        `mutation($c: ID!, $s: String!, $q: Quantity!) { cartAddItem(cartId: $c, sku: $s, qty: $q) { id } }`,
        { c: cartId, s: LINE.sku, q: LINE.qty },
        c.token,
      );
      const store = createStore(`bench-${stage.engine}-phone-${i}`, 'syncTasks');
      const lock = createRefreshLock({ refresh: async () => false, onFailure: () => undefined, waitMs: 10 });
      const tab = () =>
        createSyncQueue({
          store,
          token: () => c.token,
          cartId: () => cartId,
          runLocked: (task) => lock.run(task),
          fetch: (url, init) => fetch(url, init),
          locks: null,
        });
      const phone = { id: c.id, clientOrderId: randomUUID(), tabs: [tab(), tab()], answered: false };
      phone.tabs[0]?.onTaskEvent((event) => {
        if (event.type === 'transmitted') phone.answered = true;
      });
      phone.tabs[1]?.onTaskEvent((event) => {
        if (event.type === 'transmitted') phone.answered = true;
      });
      // Placed offline: the order goes into the phone's queue, and the first send fails.
      await phone.tabs[0]?.enqueueTask({
        url: linkUrl,
        payload: {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer {{token}}' },
          body: JSON.stringify({
            query: PLACE,
            operationName: 'PlaceOrder',
            variables: { input: { clientOrderId: phone.clientOrderId, cartId, addressId: c.addressId, paymentMethod: 'COD' } },
          }),
        },
        callback_event: 'order-placed',
        meta: { clientOrderId: phone.clientOrderId },
      });
      await phone.tabs[0]?.processQueue();
      phones.push(phone);
    }
    const queuedOffline = (await Promise.all(phones.map(async (p) => (await p.tabs[0]?.tasks())?.length ?? 0))).reduce((a, b) => a + b, 0);

    // The connection returns: every phone's two tabs process their queue at once, round after round.
    link.mode = 'faulty';
    const t0 = performance.now();
    let rounds = 0;
    while (phones.some((p) => !p.answered) && rounds < MAX_ROUNDS) {
      rounds += 1;
      await Promise.all(phones.flatMap((p) => (p.answered ? [] : p.tabs.map((tab) => tab.processQueue()))));
    }
    const wall = performance.now() - t0;

    let lost = 0;
    let doubled = 0;
    for (const p of phones) {
      const { n } = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', p.id)
        .where('client_order_id', '=', p.clientOrderId)
        .executeTakeFirstOrThrow();
      if (Number(n) === 0) lost += 1;
      if (Number(n) > 1) doubled += Number(n) - 1;
    }
    const taken = stockBefore - (await stockOf(db));
    const expected = (CUSTOMERS - lost) * LINE.qty;
    console.log(`\n${CUSTOMERS} orders placed offline (kept in each phone's sync-task queue: ${queuedOffline} tasks), sent when the connection returned`);
    console.log(
      `link faults: ${counts.refusedOffline} sends refused while offline, ${counts.answersDropped} answers dropped after the server had the order, ${counts.served500} orders answered 500 without reaching it`,
    );
    console.log(`after reconnecting: ${rounds} queue rounds (two tabs a phone), ${counts.passed} answers delivered, all answered in ${wall.toFixed(0)} ms`);
    console.log(
      `orders: lost ${lost}, doubled ${doubled}; stock ${taken === expected ? `went down by exactly ${expected}` : `WRONG: ${taken} taken, ${expected} expected`}`,
    );
    const unanswered = phones.filter((p) => !p.answered).length;
    return { queuedOffline, counts, rounds, wall, lost, doubled, taken, expected, unanswered };
  } finally {
    link.close();
  }
}

const runs = await onEachEngine(offlineThenFaulty);
console.log(
  `\n${sideBySide(`${CUSTOMERS} orders placed offline, sent through a faulty link when the connection returned`, runs, [
    ['queued offline', (r) => String(r.queuedOffline)],
    ['answers dropped', (r) => String(r.counts.answersDropped)],
    ['answered 500 unsent', (r) => String(r.counts.served500)],
    ['queue rounds', (r) => String(r.rounds)],
    ['all answered in (ms)', (r) => r.wall.toFixed(0)],
    ['unanswered', (r) => String(r.unanswered)],
    ['lost', (r) => String(r.lost)],
    ['doubled', (r) => String(r.doubled)],
    ['stock exact', (r) => (r.taken === r.expected ? 'yes' : 'NO')],
  ])}`,
);
if (runs.some(({ result: r }) => !r || r.lost > 0 || r.doubled > 0 || r.taken !== r.expected || r.unanswered > 0)) process.exitCode = 1;
