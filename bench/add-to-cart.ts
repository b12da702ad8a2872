/**
 * Add-to-cart round trip through the gateway over loopback HTTP (upstream and gateway in their own
 * processes), with the cart query as the baseline in the same run: p50 and p95 in ms.
 *
 *   npm run bench:add-to-cart            (N=300 of each)
 */
import { performance } from 'node:perf_hooks';
import { legacy } from '../upstream/db/database.ts';
import { startStage } from './cart-setup.ts';
import { summarise } from './queries.ts';

const N = Number(process.env.N ?? 300);
const SKUS = ['MED000001', 'MED000003', 'MED000004', 'MED000005', 'MED000008'];
const FIELDS = 'id version items { sku qty stockStatus errors } totals { grandTotal { paise } segments { code value { paise } } }';

const stage = await startStage();
try {
  const { gql } = stage;
  const me = await stage.customer();
  const timed = async (work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    return performance.now() - t;
  };
  const cartId = (await gql(`mutation { cartCreate { id } }`, {}, me.token)).cartCreate.id as string;
  const add = (sku: string) =>
    gql(`mutation($c: ID!, $s: String!) { cartAddItem(cartId: $c, sku: $s, qty: 1) { ${FIELDS} } }`, { c: cartId, s: sku }, me.token);
  const read = () => gql(`query($c: ID!) { cart(cartId: $c) { ${FIELDS} } }`, { c: cartId }, me.token);
  const clear = () => legacy(stage.db).prepare('DELETE FROM cart_items WHERE cart_token = ?').run(cartId);

  for (let i = 0; i < 30; i += 1) {
    await add(SKUS[i % SKUS.length] as string);
    await read();
    if (i % 10 === 9) clear();
  }
  clear();
  const adds: number[] = [];
  const reads: number[] = [];
  for (let i = 0; i < N; i += 1) {
    // Quantities stay far below stock and qty_max: the cart is emptied every 20 adds.
    if (i % 20 === 0) clear();
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
} finally {
  await stage.stop();
}
