/**
 * Estimations at CATALOGUE_SIZE (100,000) products (issue 16): a real upstream seeded with the real
 * catalogue and generated products past it (labelled "generated"), and the gateway, each in its own
 * process on loopback (bench/engines.ts). The gateway's start-up line gives the time it took to read the
 * catalogue and build both indexes (search and alternatives).
 *
 * Then, as the demo Salt Lake franchise owner acting for a customer of the shop (actForCustomer), with
 * LINES (20) products in the customer's cart, each the dearest of a group of alternatives (same salts,
 * strengths and form, so a cheaper one exists), through the gateway over HTTP:
 *
 * 1. productAlternatives for one product, QUERIES times over different products: the answer a staff user
 *    waits for when picking another suggestion (the index's own per-line figure is bench:alternatives').
 * 2. createEstimationFromCart (New Estimation: the cart's lines, each with its best alternative, stored
 *    by the upstream with today's prices), N times. Target: p95 < 50 ms.
 * 3. reEstimate of one of them (today's prices and alternatives again, the same estimate id), N times.
 *
 * Exits 1 when a request failed or an estimation came back without its lines or without a single
 * suggestion; the figures are printed whether the target is met or not.
 *
 *   npm run bench:estimations                                  (SQLite)
 *   BENCH_ENGINES=sqlite,postgres npm run bench:estimations    (both, side by side)
 *   CATALOGUE_SIZE=20000 N=100 npm run bench:estimations       (smaller)
 */
import { performance } from 'node:perf_hooks';
import { alternativeKey } from '../domain/alternatives.ts';
import { createCustomer } from '../test-utils/users.ts';
import { DEMO_PASSWORD, DEMO_SHOPS, DEMO_STAFF, seedDemoStaff } from '../upstream/staff/demo-staff.ts';
import { ms, onEachEngine, type Stage, sideBySide } from './engines.ts';
import { summarise } from './queries.ts';

const SIZE = Number(process.env.CATALOGUE_SIZE ?? 100_000);
const LINES = Number(process.env.LINES ?? 20);
const N = Number(process.env.N ?? 200);
const QUERIES = Number(process.env.QUERIES ?? 300);
const WARMUP = 20;
const TARGET_MS = 50;

const SHOP = DEMO_SHOPS[0];
const FRANCHISE_EMAIL = DEMO_STAFF.find((s) => s.role === 'franchise' && s.shop === SHOP.sid)?.email ?? '';

type Summary = ReturnType<typeof summarise>;
interface Figures {
  indexed: { products: number; seconds: number };
  groups: number;
  alternatives: Summary;
  create: Summary;
  reEstimate: Summary;
  suggested: number;
}

const ESTIMATION_FIELDS = 'estimateId items { itemNo suggested { sku } } totals { saving { paise } }';

/**
 * Products a staff user would estimate: for each composition-and-form with two or more sellable products,
 * its dearest product (so the group has a cheaper one). Read from the database the upstream serves.
 */
async function dearestOfGroups(stage: Stage): Promise<string[]> {
  const rows = await stage.db
    .selectFrom('products')
    .select(['sku', 'name', 'saltinfo', 'pack_size_label', 'price_paise', 'qty'])
    .where('status', '=', 1)
    .where('type_id', '=', 'simple')
    .where('qty', '>', 0)
    .execute();
  const groups = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) {
    const key = alternativeKey({ name: row.name, saltinfo: row.saltinfo, packSizeLabel: row.pack_size_label });
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].filter((group) => group.length > 1).map((group) => group.reduce((a, b) => (b.price_paise > a.price_paise ? b : a)).sku);
}

async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

async function estimationBench(stage: Stage): Promise<Figures> {
  const { gql, db } = stage;
  await seedDemoStaff(db);
  const shop = await db.selectFrom('franchises').select('id').where('sid', '=', SHOP.sid).executeTakeFirstOrThrow();
  const customer = await createCustomer(db);
  await db.updateTable('users').set({ registered_by_franchise_id: shop.id }).where('id', '=', customer.id).execute();
  const { cus_sid: cusSid } = await db.selectFrom('users').select('cus_sid').where('id', '=', customer.id).executeTakeFirstOrThrow();

  const franchise = (
    await gql(`mutation($e: String!, $p: String!) { staffLogin(email: $e, password: $p) { accessToken } }`, { e: FRANCHISE_EMAIL, p: DEMO_PASSWORD })
  ).staffLogin.accessToken as string;
  const acting = (await gql(`mutation($s: String!) { actForCustomer(cusSid: $s) { accessToken } }`, { s: cusSid }, franchise)).actForCustomer
    .accessToken as string;

  const candidates = await dearestOfGroups(stage);
  console.log(`${candidates.length} compositions with two or more products; the cart takes ${LINES} of their dearest products`);
  if (candidates.length < LINES) throw new Error(`only ${candidates.length} products with alternatives`);

  // 1. One product's alternatives, over different products.
  const alternativesTimes: number[] = [];
  for (let i = 0; i < WARMUP + QUERIES; i += 1) {
    const sku = candidates[(i * 7919) % candidates.length] ?? '';
    const [t, data] = await time(() => gql(`query($s: String!) { productAlternatives(sku: $s) { items { product { sku } } } }`, { s: sku }, acting));
    if (!Array.isArray(data.productAlternatives?.items)) throw new Error(`productAlternatives(${sku}) answered no list`);
    if (i >= WARMUP) alternativesTimes.push(t);
  }

  // The cart: LINES products spread over the groups.
  const cartId = (await gql(`mutation { cartCreate { id } }`, {}, acting)).cartCreate.id as string;
  const lines = Array.from({ length: LINES }, (_, i) => candidates[Math.floor((i * candidates.length) / LINES)] ?? '');
  for (const sku of lines) await gql(`mutation($c: ID!, $s: String!) { cartAddItem(cartId: $c, sku: $s, qty: 2) { id } }`, { c: cartId, s: sku }, acting);

  // 2. New Estimation from the cart.
  const createTimes: number[] = [];
  let last: { estimateId: string; items: { suggested: { sku: string } | null }[] } | undefined;
  for (let i = 0; i < WARMUP + N; i += 1) {
    const [t, data] = await time(() => gql(`mutation { createEstimationFromCart { ${ESTIMATION_FIELDS} } }`, {}, acting));
    last = data.createEstimationFromCart;
    if (last?.items.length !== LINES) throw new Error(`an estimation of ${last?.items.length} lines, not ${LINES}`);
    if (i >= WARMUP) createTimes.push(t);
  }
  const suggested = last?.items.filter((item) => item.suggested !== null).length ?? 0;
  if (suggested === 0) throw new Error('no line of the estimation had a suggested alternative');

  // 3. Re-Estimate, the same estimate id.
  const reTimes: number[] = [];
  for (let i = 0; i < WARMUP + N; i += 1) {
    const [t, data] = await time(() => gql(`mutation($e: ID!) { reEstimate(estimateId: $e) { ${ESTIMATION_FIELDS} } }`, { e: last?.estimateId }, acting));
    if (data.reEstimate.estimateId !== last?.estimateId) throw new Error('re-estimation changed the estimate id');
    if (i >= WARMUP) reTimes.push(t);
  }

  const figures: Figures = {
    indexed: stage.indexed,
    groups: candidates.length,
    alternatives: summarise(alternativesTimes),
    create: summarise(createTimes),
    reEstimate: summarise(reTimes),
    suggested,
  };
  const row = (label: string, s: Summary) =>
    `  ${label.padEnd(44)} p50 ${ms(s.p50).padStart(6)}  p95 ${ms(s.p95).padStart(6)}  max ${ms(s.max).padStart(6)} ms  (n ${s.n})`;
  console.log(`Gateway: ${figures.indexed.products} products read and indexed (search and alternatives) in ${figures.indexed.seconds} s`);
  console.log(row('productAlternatives, one product', figures.alternatives));
  console.log(row(`createEstimationFromCart, ${LINES} lines`, figures.create));
  console.log(row(`reEstimate, ${LINES} lines`, figures.reEstimate));
  console.log(`  ${suggested} of ${LINES} lines had a cheaper alternative suggested`);
  console.log(
    `Target: a ${LINES}-line estimation built p95 < ${TARGET_MS} ms: ${figures.create.p95 < TARGET_MS ? 'met' : 'NOT met'} (${ms(figures.create.p95)} ms)`,
  );
  return figures;
}

console.log(`Estimations at ${SIZE} products (the real catalogue and generated ones, labelled), ${LINES} lines, ${N} runs after ${WARMUP} warm-up`);
const runs = await onEachEngine(estimationBench, { catalogueSize: SIZE });
if (runs.length > 1) {
  const f = (s: Summary) => `${ms(s.p50)} / ${ms(s.p95)}`;
  console.log(
    `\n${sideBySide('p50 / p95 ms', runs, [
      ['index build (s)', (r) => String(r.indexed.seconds)],
      ['productAlternatives', (r) => f(r.alternatives)],
      [`createEstimationFromCart (${LINES})`, (r) => f(r.create)],
      [`reEstimate (${LINES})`, (r) => f(r.reEstimate)],
    ])}`,
  );
}
process.exit(runs.some((run) => run.error !== undefined) ? 1 : 0);
