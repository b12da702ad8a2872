/**
 * Lighthouse (mobile preset, simulated slow 4G and 4x CPU slowdown) on the home, a category and a
 * product page, in Debian's Chromium. Prints the performance score and the metrics behind it.
 *
 *   npm run bench:lighthouse                 (starts its own storefront)
 *   BASE_URL=http://localhost:4321 npm run bench:lighthouse
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { startTestStorefront } from '../tests/e2e/storefront.ts';

const PAGES = ['/', '/c/antibiotics', '/p/MED000001/augmentin-625-duo-tablet', '/bn/p/MEDC000008/azee-500-tablet'];

const storefront = process.env.BASE_URL ? null : await startTestStorefront();
const base = process.env.BASE_URL ?? storefront?.url ?? '';
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
let worst = 100;
try {
  console.log('page                                            score   FCP     LCP     TBT    CLS    JS (transfer)');
  for (const path of PAGES) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    worst = Math.min(worst, score);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const js = items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
    console.log(
      `${path.padEnd(48)}${String(score).padStart(5)}  ${(audit('first-contentful-paint') / 1000).toFixed(2)}s  ${(audit('largest-contentful-paint') / 1000).toFixed(2)}s  ${Math.round(
        audit('total-blocking-time'),
      )
        .toString()
        .padStart(4)}ms  ${audit('cumulative-layout-shift').toFixed(3)}  ${(js / 1024).toFixed(1)} KB`,
    );
  }
  console.log(`\nlowest performance score: ${worst} (target 95)`);
} finally {
  await chrome.kill();
  await storefront?.close();
}
