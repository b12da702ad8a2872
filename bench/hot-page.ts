/**
 * One hot on-demand product page (issue 21's render cache): a storefront as `npm start` runs it, one
 * product page that is not pre-rendered requested by autocannon over loopback with 10 connections,
 * three ways in the same run and process:
 *
 * 1. cache off: every request carries the server's own render header, which goes around the cache
 *    exactly as PAGE_CACHE_MS=0 does (straight to the renderer): every request is a render;
 * 2. cache on (PAGE_CACHE_MS=60000);
 * 3. cache on while the product's price changes every second, with the feed read every second.
 *
 * Prints p50/p95/p99, requests a second and how many renders happened (the answers marked `miss` by
 * the x-render-cache header; `shared` answers waited for another request's render).
 *
 *   npm run bench:hot-page            BENCH_SECONDS=10 npm run bench:hot-page
 */
import autocannon from 'autocannon';
import { RENDER_CACHE_HEADER } from '../server/page-renderer.ts';
import { RENDER_HEADER } from '../server/snapshot.ts';
import { listedProducts } from '../tests/e2e/fixtures.ts';
import { startTestStorefront } from '../tests/e2e/storefront.ts';
import { summarise } from './queries.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const storefront = await startTestStorefront({ PAGE_CACHE_MS: '60000', SEARCH_REFRESH_INTERVAL_MS: '1000' });

/** Runs autocannon on one path and counts the answers by their x-render-cache header. */
function run(title: string, path: string, headers: Record<string, string> = {}, duration = seconds) {
  const times: number[] = [];
  const sources = new Map<string, number>();
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${storefront.url}${path}`,
        connections: 10,
        duration,
        headers,
        setupClient: (client) => {
          client.on('response', (_status: number, _bytes: number, ms: number) => times.push(ms));
          // autocannon passes the parser's head (its raw headers, name and value in turn); its types say otherwise.
          (client as unknown as NodeJS.EventEmitter).on('headers', ({ headers: raw }: { headers: string[] }) => {
            const at = raw.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === RENDER_CACHE_HEADER);
            const source = at >= 0 ? (raw[at + 1] ?? '?') : 'none';
            sources.set(source, (sources.get(source) ?? 0) + 1);
          });
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  }).then((r) => {
    const { p50, p95, p99 } = summarise(times);
    const renders = headers[RENDER_HEADER] ? r.requests.total : (sources.get('miss') ?? 0);
    const seen = [...sources].map(([name, count]) => `${name} ${count}`).join(', ');
    console.log(
      `${title.padEnd(44)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  ` +
        `${Math.round(r.requests.average)} req/s  ${r.requests.total} requests (non-2xx ${r.non2xx}), ${renders} renders  [${seen}]`,
    );
  });
}

try {
  const [hot] = await listedProducts(storefront.db, { prescription: false, offset: 50 });
  if (!hot) throw new Error('no product to request');
  console.log(`hot page: ${hot.path} (not pre-rendered), ${seconds} s each, 10 connections\n`);
  await run('warm-up (cache off)', hot.path, { [RENDER_HEADER]: '1' }, 3);
  await run('cache off (every request renders)', hot.path, { [RENDER_HEADER]: '1' });
  await run('cache on', hot.path);
  let price = 10_000;
  const changes = setInterval(() => {
    price += 1;
    void storefront.db.updateTable('products').set({ price_paise: price, special_price_paise: null }).where('sku', '=', hot.sku).execute();
  }, 1000);
  try {
    await run('cache on, its price changed every second', hot.path);
  } finally {
    clearInterval(changes);
  }
  console.log(`\n${price - 10_000} price changes in the last run`);
} finally {
  await storefront.close();
}
