/**
 * Order placement by CUSTOMERS (50) signed-in customers at once through the gateway on loopback, each
 * with a cart of two lines; each order is sent twice at once (a re-send after a lost reply) with the same
 * clientOrderId. Then the upstream's database is checked: every order exists exactly once and stock
 * went down by exactly the ordered quantities. Prints lost and doubled orders and p50/p95, per engine
 * and side by side at the end; exits 1 when any engine lost or doubled an order, took wrong stock or
 * failed a request.
 *
 *   npm run bench:orders                                        (CUSTOMERS=50, SQLite)
 *   DATABASE_URL=postgres://… npm run bench:orders              (that PostgreSQL database)
 *   BENCH_ENGINES=sqlite,postgres npm run bench:orders          (both in one run; PostgreSQL is
 *                                DATABASE_URL when set, otherwise a throw-away cluster: bench/engines.ts)
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Db } from '../upstream/db/database.ts';
import { ms, onEachEngine, type Stage, sideBySide } from './engines.ts';
import { summarise } from './queries.ts';

const CUSTOMERS = Number(process.env.CUSTOMERS ?? 50);
const LINES = [
  { sku: 'MED000001', qty: 1 },
  { sku: 'MED000008', qty: 2 },
];
const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id number grandTotal { paise } } }`;

const stockOf = async (db: Db, sku: string) => (await db.selectFrom('products').select('qty').where('sku', '=', sku).executeTakeFirstOrThrow()).qty;

async function placeAtOnce({ gql, db, customer }: Stage) {
  // Enough stock for everyone, so that every order should be placed.
  for (const line of LINES)
    await db
      .updateTable('products')
      .set((eb) => ({ qty: eb('qty', '+', CUSTOMERS * line.qty) }))
      .where('sku', '=', line.sku)
      .execute();
  const before = new Map<string, number>();
  for (const line of LINES) before.set(line.sku, await stockOf(db, line.sku));

  const shoppers = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const c = await customer();
    const cartId = (await gql(`mutation { cartCreate { id } }`, {}, c.token)).cartCreate.id as string;
    for (const line of LINES)
      await gql(
        `mutation($c: ID!, $s: String!, $q: Quantity!) { cartAddItem(cartId: $c, sku: $s, qty: $q) { id } }`,
        { c: cartId, s: line.sku, q: line.qty },
        c.token,
      );
    shoppers.push({ ...c, cartId, clientOrderId: randomUUID() });
  }

  const times: number[] = [];
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(
    shoppers.flatMap((s) =>
      [0, 1].map(async () => {
        const t = performance.now();
        try {
          await gql(PLACE, { i: { clientOrderId: s.clientOrderId, cartId: s.cartId, addressId: s.addressId, paymentMethod: 'COD' } }, s.token);
          times.push(performance.now() - t);
        } catch (error) {
          failures += 1;
          console.error(`placeOrder for user ${s.id} (clientOrderId ${s.clientOrderId}): ${String(error)}`);
        }
      }),
    ),
  );
  const wall = performance.now() - t0;

  let lost = 0;
  let doubled = 0;
  for (const s of shoppers) {
    const { n } = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', s.id)
      .where('client_order_id', '=', s.clientOrderId)
      .executeTakeFirstOrThrow();
    if (Number(n) === 0) lost += 1;
    if (Number(n) > 1) doubled += Number(n) - 1;
  }
  const stockErrors: string[] = [];
  for (const line of LINES) {
    const taken = (before.get(line.sku) ?? 0) - (await stockOf(db, line.sku));
    if (taken !== (CUSTOMERS - lost) * line.qty) stockErrors.push(`${line.sku}: ${taken} taken, ${(CUSTOMERS - lost) * line.qty} expected`);
  }
  const s = summarise(times);
  console.log(`\n${CUSTOMERS} customers placing at once through the gateway over loopback (each order sent twice with one clientOrderId)`);
  console.log(`requests ${times.length + failures}, failed ${failures}, wall ${wall.toFixed(0)} ms`);
  console.log(`placeOrder latency: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`);
  console.log(
    `orders: lost ${lost}, doubled ${doubled}; stock ${stockErrors.length === 0 ? 'went down by exactly the ordered quantities' : `WRONG: ${stockErrors.join(', ')}`}`,
  );
  return { requests: times.length + failures, failures, wall, latency: s, lost, doubled, stockErrors };
}

const runs = await onEachEngine(placeAtOnce);
console.log(
  `\n${sideBySide(`${CUSTOMERS} customers placing at once, each order sent twice (placeOrder through the gateway, ms)`, runs, [
    ['requests', (r) => String(r.requests)],
    ['failed', (r) => String(r.failures)],
    ['wall', (r) => r.wall.toFixed(0)],
    ['p50', (r) => ms(r.latency.p50)],
    ['p95', (r) => ms(r.latency.p95)],
    ['max', (r) => ms(r.latency.max)],
    ['lost', (r) => String(r.lost)],
    ['doubled', (r) => String(r.doubled)],
    ['stock exact', (r) => (r.stockErrors.length === 0 ? 'yes' : 'NO')],
  ])}`,
);
if (runs.some(({ result: r }) => !r || r.lost > 0 || r.doubled > 0 || r.stockErrors.length > 0 || r.failures > 0)) process.exitCode = 1;
