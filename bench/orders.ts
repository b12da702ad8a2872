/**
 * Order placement by CUSTOMERS (50) signed-in customers at once through the gateway on loopback, each
 * with a cart of two lines; each order is sent twice at once (a re-send after a lost reply) with the same
 * clientOrderId. Then the upstream's database is checked: every order exists exactly once and stock
 * went down by exactly the ordered quantities. Prints lost and doubled orders and p50/p95.
 *
 *   npm run bench:orders                 (CUSTOMERS=50)
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { legacy } from '../upstream/db/database.ts';
import { startStage } from './cart-setup.ts';
import { summarise } from './queries.ts';

const CUSTOMERS = Number(process.env.CUSTOMERS ?? 50);
const LINES = [
  { sku: 'MED000001', qty: 1 },
  { sku: 'MED000008', qty: 2 },
];

const stage = await startStage();
try {
  const { gql, db } = stage;
  const stockOf = (sku: string) => (legacy(db).prepare('SELECT qty FROM products WHERE sku = ?').get(sku) as { qty: number }).qty;
  // Enough stock for everyone, so that every order should be placed.
  for (const line of LINES)
    legacy(db)
      .prepare('UPDATE products SET qty = qty + ? WHERE sku = ?')
      .run(CUSTOMERS * line.qty, line.sku);
  const before = new Map(LINES.map((l) => [l.sku, stockOf(l.sku)]));

  const shoppers = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const c = await stage.customer();
    const cartId = (await gql(`mutation { cartCreate { id } }`, {}, c.token)).cartCreate.id as string;
    for (const line of LINES)
      await gql(
        `mutation($c: ID!, $s: String!, $q: Quantity!) { cartAddItem(cartId: $c, sku: $s, qty: $q) { id } }`,
        { c: cartId, s: line.sku, q: line.qty },
        c.token,
      );
    shoppers.push({ ...c, cartId, clientOrderId: randomUUID() });
  }

  const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id number grandTotal { paise } } }`;
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
          console.error(String(error));
        }
      }),
    ),
  );
  const wall = performance.now() - t0;

  const countOf = legacy(db).prepare('SELECT count(*) AS n FROM orders WHERE user_id = ? AND client_order_id = ?');
  let lost = 0;
  let doubled = 0;
  for (const s of shoppers) {
    const n = (countOf.get(s.id, s.clientOrderId) as { n: number }).n;
    if (n === 0) lost += 1;
    if (n > 1) doubled += n - 1;
  }
  const stockErrors = LINES.filter((l) => (before.get(l.sku) ?? 0) - stockOf(l.sku) !== (CUSTOMERS - lost) * l.qty).map(
    (l) => `${l.sku}: ${(before.get(l.sku) ?? 0) - stockOf(l.sku)} taken`,
  );
  const s = summarise(times);
  console.log(`\n${CUSTOMERS} customers placing at once through the gateway over loopback (each order sent twice with one clientOrderId)`);
  console.log(`requests ${times.length + failures}, failed ${failures}, wall ${wall.toFixed(0)} ms`);
  console.log(`placeOrder latency: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`);
  console.log(
    `orders: lost ${lost}, doubled ${doubled}; stock ${stockErrors.length === 0 ? 'went down by exactly the ordered quantities' : `WRONG: ${stockErrors.join(', ')}`}`,
  );
  if (lost > 0 || doubled > 0 || stockErrors.length > 0 || failures > 0) process.exitCode = 1;
} finally {
  await stage.stop();
}
