/**
 * Offline figures (issue 7): what the service worker precaches, and how fast a cached page paints.
 *
 *   npm run bench:offline        (starts its own storefront, building the pages when they are stale)
 *
 * Prints the precache (entries, KB as stored, KB gzip as sent), then the first contentful paint of a
 * visited category page in Chromium, median of RUNS: online without a service worker (a first visit),
 * online with it (stale-while-revalidate answers from the cache), and offline with the storefront
 * server stopped (the worker alone).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { precacheManifest } from '../server/service-worker.ts';
import { launchChromium } from '../tests/e2e/browser.ts';
import { startTestStorefront } from '../tests/e2e/storefront.ts';

const RUNS = Number(process.env.RUNS ?? 9);
const PAGE = process.env.PAGE ?? '/c/antibiotics';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function firstContentfulPaint(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load' });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const seen = performance.getEntriesByName('first-contentful-paint')[0];
        if (seen) return resolve(seen.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? Number.NaN)).observe({ type: 'paint', buffered: true });
      }),
  );
}

async function measure(label: string, run: () => Promise<number>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await run());
  console.log(
    `  ${label.padEnd(44)} median ${median(times).toFixed(0).padStart(4)} ms   (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
  );
}

const storefront = await startTestStorefront();
let browser: Browser | null = null;
try {
  const clientDir = join(storefront.buildDir, 'client');
  const entries = await precacheManifest(clientDir);
  const fileOf = (url: string) => join(clientDir, url === '/' ? 'index.html' : url.endsWith('.html') || url.includes('.') ? url : `${url}/index.html`);
  const bytes = entries.reduce((sum, entry) => sum + statSync(fileOf(entry.url)).size, 0);
  const gzipped = entries.reduce((sum, entry) => sum + gzipSync(readFileSync(fileOf(entry.url)), { level: 9 }).length, 0);
  const pages = entries.filter((entry) => !entry.url.startsWith('/_astro/') && !entry.url.startsWith('/icons/') && !entry.url.endsWith('.webmanifest'));
  console.log(`\nPrecache: ${entries.length} entries, ${(bytes / 1024).toFixed(0)} KB as stored, ${(gzipped / 1024).toFixed(0)} KB gzip as sent`);
  console.log(`  of which ${pages.length} pages: ${(pages.reduce((sum, entry) => sum + statSync(fileOf(entry.url)).size, 0) / 1024).toFixed(0)} KB`);

  const chromium = await launchChromium();
  browser = chromium;
  console.log(`\nFirst contentful paint of ${PAGE}, ${RUNS} runs each:`);
  await measure('online, no service worker (first visit)', async () => {
    const context = await chromium.newContext({ serviceWorkers: 'block' });
    try {
      return await firstContentfulPaint(await context.newPage(), `${storefront.url}${PAGE}`);
    } finally {
      await context.close();
    }
  });

  const context = await chromium.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${storefront.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(`${storefront.url}${PAGE}`);
  await page.waitForFunction(async (path) => (await (await caches.open('pharmacy-pages')).keys()).some((r) => new URL(r.url).pathname === path), PAGE);
  await measure('online, service worker (cache, revalidated)', () => firstContentfulPaint(page, `${storefront.url}${PAGE}`));
  await storefront.stopServer();
  await measure('offline, service worker (server stopped)', () => firstContentfulPaint(page, `${storefront.url}${PAGE}`));
  await storefront.startServer();
} finally {
  await browser?.close();
  await storefront.close();
}
