/**
 * Lighthouse (mobile preset, simulated slow 4G and 4x CPU slowdown) on the home, a category and a
 * product page, in Debian's Chromium. Prints the performance score and the metrics behind it.
 *
 * Each page is measured RUNS times (default 5) and the run with the median score is printed, with the
 * lowest and highest score beside it: on a shared 2-core machine one run of the same page varies from
 * 80 to 97 with the machine's speed (Lighthouse's own benchmarkIndex, printed, moves with it), and
 * Lighthouse's documentation recommends the median of several runs for exactly that reason.
 *
 *   npm run bench:lighthouse                 (starts its own storefront)
 *   BASE_URL=http://localhost:4321 npm run bench:lighthouse
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { startTestStorefront } from '../tests/e2e/storefront.ts';

// Issue 18: a published content page (the seed's About us, English and Bengali) must score >= 95 too.
const PAGES = ['/', '/c/antibiotics', '/p/MED000001/augmentin-625-duo-tablet', '/bn/p/MEDC000008/azee-500-tablet', '/about-us', '/bn/about-us'];

const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));
const storefront = process.env.BASE_URL ? null : await startTestStorefront();
const base = process.env.BASE_URL ?? storefront?.url ?? '';
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
let worst = 100;
try {
  console.log(
    'page                                            score (min-max)   FCP     LCP     TBT    CLS    JS (transfer)  benchmarkIndex  TBT p50 (min-max) of all runs',
  );
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!result?.lhr) throw new Error(`no Lighthouse result for ${path}`);
      runs.push({ lhr: result.lhr, score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100) });
    }
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)] ?? runs[0];
    if (!median) throw new Error(`no runs for ${path}`);
    const { lhr, score } = median;
    worst = Math.min(worst, score);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const js = items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
    const range = `(${runs[0]?.score}-${runs[runs.length - 1]?.score})`;
    // Total Blocking Time moves from run to run more than the score does: its own median and range.
    const tbts = runs.map((run) => Math.round(run.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)).sort((a, b) => a - b);
    const tbtRange = `${tbts[Math.floor(tbts.length / 2)]} ms (${tbts[0]}-${tbts[tbts.length - 1]})`;
    console.log(
      `${path.padEnd(48)}${String(score).padStart(5)} ${range.padEnd(9)}  ${(audit('first-contentful-paint') / 1000).toFixed(2)}s  ${(audit('largest-contentful-paint') / 1000).toFixed(2)}s  ${Math.round(
        audit('total-blocking-time'),
      )
        .toString()
        .padStart(
          4,
        )}ms  ${audit('cumulative-layout-shift').toFixed(3)}  ${(js / 1024).toFixed(1)} KB  ${String(Math.round(lhr.environment.benchmarkIndex)).padEnd(14)}  ${tbtRange}`,
    );
  }
  console.log(`\nlowest median performance score: ${worst} (target 95; median of ${RUNS} runs a page)`);
} finally {
  await chrome.kill();
  await storefront?.close();
}
