import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { addProduct, logInAtCheckout } from './checkout-pages.ts';
import { freshMobile } from './fixtures.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * Accessibility by axe-core (Deque's checker, the engine inside Lighthouse's accessibility audit) on a
 * 360 px phone: home, results, product, the cart, checkout and the account, in English and Bengali. No
 * serious or critical violation may remain (contrast, names of controls, labels, touch targets: the
 * WCAG 2.0-2.2 A/AA rules and axe's best practices).
 *
 * axe runs through page.evaluate, which the page's Content-Security-Policy does not apply to, so the
 * policy stays as customers get it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

let storefront: TestStorefront;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** The serious and critical violations axe finds on the page as it is now. */
async function seriousViolations(target: Page): Promise<Violation[]> {
  await target.evaluate(AXE_SOURCE);
  const found = (await target.evaluate(`axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(RULE_TAGS)} } }).then((r) =>
    r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) })))`)) as Violation[];
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const AUGMENTIN = '/p/MED000001/augmentin-625-duo-tablet';

describe.each([
  ['English', ''],
  ['Bengali', '/bn'],
])('accessibility in %s on a 360 px phone', (_language, prefix) => {
  it.each([
    ['home', '/'],
    ['search results', '/search?q=paracetamol'],
    ['product', AUGMENTIN],
  ])('has no serious or critical violation on the %s page', async (_name, path) => {
    await page.goto(`${storefront.url}${prefix}${path}`, { waitUntil: 'networkidle' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has none in the open cart', async () => {
    await page.goto(`${storefront.url}${prefix}${AUGMENTIN}`, { waitUntil: 'networkidle' });
    await page.locator('header .cart-button').click();
    await page.locator('#microcart').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('the checker', () => {
  it('finds what it is shown: a nameless button and grey-on-white text are serious violations', async () => {
    await page.goto(`${storefront.url}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const button = document.createElement('button');
      const faint = document.createElement('p');
      faint.textContent = 'faint';
      // Through the CSSOM: the page's Content-Security-Policy refuses inline style attributes.
      faint.style.color = '#ddd';
      faint.style.background = '#fff';
      document.querySelector('main')?.prepend(button, faint);
    });
    const ids = (await seriousViolations(page)).map((v) => v.id).sort();
    expect(ids).toEqual(['button-name', 'color-contrast']);
  });
});

describe('accessibility of the checkout and the account, signed in', () => {
  it('has no serious or critical violation on the checkout and account pages in English and Bengali', async () => {
    await addProduct(page, storefront.url, AUGMENTIN);
    await page.goto(`${storefront.url}/checkout`);
    await logInAtCheckout(page, storefront.url, freshMobile('66'));
    const found: Record<string, Violation[]> = {};
    for (const path of ['/checkout', '/bn/checkout', '/my-account', '/bn/my-account', '/my-account/orders', '/bn/my-account/orders']) {
      await page.goto(`${storefront.url}${path}`, { waitUntil: 'networkidle' });
      found[path] = await seriousViolations(page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
  });
});
