import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoriesDocument, PingDocument, RequestLoginOtpDocument } from '../../src/gql/graphql.ts';
import { persistedOperation } from '../../src/lib/graphql-client.ts';
import { OTP_ADDRESS_BUDGET } from '../../upstream/session/otp.ts';
import { launchChromium, takeCspViolations } from './browser.ts';
import { addAddressAtCheckout, addProduct, logInAtCheckout } from './checkout-pages.ts';
import { freshMobile } from './fixtures.ts';
import { openMicrocart, typeSearch } from './pages.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * Issue 11 against the storefront as `npm start` runs it: the headers every answer carries, trusted
 * documents, CORS, the client address behind a trusted proxy, and the customer's journeys under the
 * Content-Security-Policy (every browser test is watched for violations: csp-guard.ts).
 */
let storefront: TestStorefront;
/** The same storefront behind a trusted proxy (TRUSTED_PROXIES=loopback). */
let proxied: TestStorefront;
let browser: Browser;

beforeAll(async () => {
  [storefront, proxied] = await Promise.all([startTestStorefront(), startTestStorefront({ TRUSTED_PROXIES: 'loopback' })]);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([storefront?.close(), proxied?.close()]);
});

const post = (base: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the headers of every answer', () => {
  const PROTECTIONS = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };

  it.each([
    ['a pre-rendered page', '/c/antibiotics'],
    ['a page rendered on demand', '/search?q=augmentin'],
    ['the service worker', '/service-worker.js'],
    ['the manifest', '/manifest.webmanifest'],
    ['a 404 page', '/no-such-page'],
  ])('%s (%s) carries the policy, nosniff, the referrer rule, no framing and no camera', async (_kind, path) => {
    const response = await fetch(`${storefront.url}${path}`);
    await response.body?.cancel();
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self';script-src 'self' 'sha256-[^']+'.*frame-ancestors 'none'$/);
    expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(Object.fromEntries(Object.keys(PROTECTIONS).map((name) => [name, response.headers.get(name)]))).toEqual(PROTECTIONS);
    expect(response.headers.get('permissions-policy')).toMatch(/^camera=\(\), microphone=\(\)/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('a static asset and /graphql carry them too', async () => {
    const home = await (await fetch(`${storefront.url}/`)).text();
    const asset = /\/_astro\/[\w.-]+\.js/.exec(home)?.[0];
    expect(asset).toBeDefined();
    for (const response of [await fetch(`${storefront.url}${asset}`), await post(storefront.url, persistedOperation(PingDocument, {}))]) {
      expect(response.status).toBe(200);
      await response.body?.cancel();
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('lets the checkout and the upload links use the camera for a prescription photo', async () => {
    for (const path of ['/checkout', '/bn/checkout', '/t/sample-order']) {
      const response = await fetch(`${storefront.url}${path}`);
      await response.body?.cancel();
      expect(response.headers.get('permissions-policy')).toMatch(/^camera=\(self\), microphone=\(\)/);
    }
  });
});

describe('the gateway at /graphql, as npm start runs it', () => {
  it('runs the storefront’s persisted documents and refuses anything else, introspection included', async () => {
    const known = await post(storefront.url, persistedOperation(CategoriesDocument, {}));
    expect(((await known.json()) as { data: { categories: unknown[] } }).data.categories.length).toBeGreaterThan(0);
    for (const query of ['{ categories { id } }', '{ __schema { types { name } } }']) {
      const refused = await post(storefront.url, { query });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('PERSISTED_QUERY_ONLY');
    }
  });

  it('answers a preflight from an unknown origin without CORS headers', async () => {
    const response = await fetch(`${storefront.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('the client address for the sign-in limit', () => {
  /** Asks for a login code to a fresh number, with an X-Forwarded-For; the refusal code or 'sent'. */
  async function requestCode(base: string, forwardedFor: string): Promise<string> {
    const reply = await post(base, persistedOperation(RequestLoginOtpDocument, { mobile: freshMobile('71') }), {
      'x-forwarded-for': forwardedFor,
    });
    const body = (await reply.json()) as { errors?: { extensions: { code: string; retryAfter?: number } }[] };
    const error = body.errors?.[0]?.extensions;
    return error ? `${error.code}${error.retryAfter ? ` ${error.retryAfter}` : ''}` : 'sent';
  }
  const burst = async (base: string, count: number, address: (i: number) => string) => {
    const answers: string[] = [];
    for (let i = 0; i < count; i++) answers.push(await requestCode(base, address(i)));
    return answers;
  };
  const budget = OTP_ADDRESS_BUDGET.base;

  it('behind a trusted proxy, limits each customer address on its own', async () => {
    const first = await burst(proxied.url, budget + 1, () => '203.0.113.10');
    expect(first.slice(0, budget)).toEqual(Array(budget).fill('sent'));
    expect(first.at(-1)).toMatch(/^RATE_LIMITED 3[56]\d\d$/);
    expect(await burst(proxied.url, 3, (i) => `203.0.113.${20 + i}`)).toEqual(['sent', 'sent', 'sent']);
  });

  it('without one, ignores a browser’s X-Forwarded-For: made-up addresses do not dodge the limit', async () => {
    const answers = await burst(storefront.url, budget + 1, (i) => `198.51.100.${i}`);
    expect(answers.slice(0, budget)).toEqual(Array(budget).fill('sent'));
    expect(answers.at(-1)).toMatch(/^RATE_LIMITED 3[56]\d\d$/);
  });
});

/**
 * On the storefront behind the trusted proxy (same pages, same policy): the sign-in here must not spend
 * or grow the loopback budget of the default one, which the test above counts on.
 */
describe('the customer’s journeys under the Content-Security-Policy', () => {
  let page: Page;
  const base = () => proxied.url;

  beforeAll(async () => {
    page = await (await browser.newContext({ serviceWorkers: 'allow' })).newPage();
  });

  it('blocks a script injected into a page, and the guard hears of it', async () => {
    await page.goto(`${base()}/`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => takeCspViolations().length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  });

  it('searches, adds to the cart and opens the microcart with no violation', async () => {
    await page.goto(`${base()}/`);
    await typeSearch(page, 'augmentin');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=augmentin/);
    await addProduct(page, base(), '/p/MED000001/augmentin-625-duo-tablet');
    await openMicrocart(page);
  });

  it('signs in and reaches the checkout with an address, with no violation', async () => {
    await page.goto(`${base()}/checkout`);
    await logInAtCheckout(page, base(), freshMobile('72'));
    await addAddressAtCheckout(page);
  });

  it('registers the service worker and shows the offline page, with no violation', async () => {
    await page.goto(`${base()}/c/antibiotics`);
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), { timeout: 15_000 }).toBe(true);
    await page.goto(`${base()}/offline.html`);
    await expect.poll(() => page.locator('h1').textContent()).toBeTruthy();
  });
});
