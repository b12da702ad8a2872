/**
 * Add-to-cart round trip through the gateway over loopback HTTP (upstream and gateway in their own
 * processes), with the cart query as the baseline in the same run: p50 and p95 in ms, per engine and
 * side by side at the end. Every answer of cartAddItem is checked (the line added holds one more than
 * before); exits 1 when one did not, or a request failed, on any engine.
 *
 *   npm run bench:add-to-cart                                   (N=300 of each, SQLite)
 *   DATABASE_URL=postgres://… npm run bench:add-to-cart         (that PostgreSQL database)
 *   BENCH_ENGINES=sqlite,postgres npm run bench:add-to-cart     (both in one run; PostgreSQL is
 *                                DATABASE_URL when set, otherwise a throw-away cluster: bench/engines.ts)
 */
import { performance } from 'node:perf_hooks';
import { ms, onEachEngine, type Stage, sideBySide } from './engines.ts';
import { summarise } from './queries.ts';

const N = Number(process.env.N ?? 300);
const SKUS = ['MED000001', 'MED000003', 'MED000004', 'MED000005', 'MED000008'];
const FIELDS = 'id version items { sku qty stockStatus errors } totals { grandTotal { paise } segments { code value { paise } } }';

async function addAndRead({ gql, db, customer }: Stage) {
  const me = await customer();
  const timed = async (work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    return performance.now() - t;
  };
  const cartId = (await gql(`mutation { cartCreate { id } }`, {}, me.token)).cartCreate.id as string;
  /** What the cart should hold: the bench's own count of each line since the cart was last emptied. */
  const expected = new Map<string, number>();
  const wrong: string[] = [];
  const add = async (sku: string) => {
    const { cartAddItem } = await gql(
      `mutation($c: ID!, $s: String!) { cartAddItem(cartId: $c, sku: $s, qty: 1) { ${FIELDS} } }`,
      { c: cartId, s: sku },
      me.token,
    );
    expected.set(sku, (expected.get(sku) ?? 0) + 1);
    const qty = (cartAddItem.items as { sku: string; qty: number }[]).find((item) => item.sku === sku)?.qty ?? 0;
    if (qty !== expected.get(sku)) wrong.push(`${sku}: ${qty}, ${expected.get(sku)} expected`);
  };
  const read = () => gql(`query($c: ID!) { cart(cartId: $c) { ${FIELDS} } }`, { c: cartId }, me.token);
  const clear = async () => {
    await db.deleteFrom('cart_items').where('cart_token', '=', cartId).execute();
    expected.clear();
  };

  for (let i = 0; i < 30; i += 1) {
    await add(SKUS[i % SKUS.length] as string);
    await read();
    if (i % 10 === 9) await clear();
  }
  await clear();
  const adds: number[] = [];
  const reads: number[] = [];
  for (let i = 0; i < N; i += 1) {
    // Quantities stay far below stock and qty_max: the cart is emptied every 20 adds.
    if (i % 20 === 0) await clear();
    adds.push(await timed(() => add(SKUS[i % SKUS.length] as string)));
    reads.push(await timed(read));
  }
  const row = (name: string, times: number[]) => {
    const s = summarise(times);
    return `${name.padEnd(28)} ${String(s.n).padStart(4)} ${s.p50.toFixed(2).padStart(7)} ${s.p95.toFixed(2).padStart(7)} ${s.max.toFixed(2).padStart(7)}`;
  };
  console.log(`\nSigned-in customer's cart through the gateway over loopback HTTP (ms)`);
  console.log(`${'operation'.padEnd(28)} ${'n'.padStart(4)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`);
  console.log(row('cart query (baseline)', reads));
  console.log(row('cartAddItem round trip', adds));
  console.log(
    `cartAddItem answers: ${wrong.length === 0 ? 'every line held exactly what was added' : `WRONG ${wrong.length}: ${wrong.slice(0, 5).join('; ')}`}`,
  );
  return { reads: summarise(reads), adds: summarise(adds), wrong: wrong.length };
}

const runs = await onEachEngine(addAndRead);
console.log(
  `\n${sideBySide(`Signed-in customer's cart through the gateway over loopback HTTP (ms, N=${N} of each)`, runs, [
    ['cart query p50', (r) => ms(r.reads.p50)],
    ['cart query p95', (r) => ms(r.reads.p95)],
    ['cart query max', (r) => ms(r.reads.max)],
    ['cartAddItem p50', (r) => ms(r.adds.p50)],
    ['cartAddItem p95', (r) => ms(r.adds.p95)],
    ['cartAddItem max', (r) => ms(r.adds.max)],
    ['wrong cart answers', (r) => String(r.wrong)],
  ])}`,
);
if (runs.some(({ result: r }) => !r || r.wrong > 0)) process.exitCode = 1;
