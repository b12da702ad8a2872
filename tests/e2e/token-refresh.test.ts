import type { Browser, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../upstream/db/database.ts';
import { launchChromium } from './browser.ts';
import { freshMobile, submitLogin } from './fixtures.ts';
import { waitFor } from './pages.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * The islands' GraphQL client (urql with its auth exchange, through the refresh lock): when the access
 * token expires while several island calls are in flight, the session is refreshed once and every call
 * is answered. The calls are held at the network until all three are in flight, so they are refused
 * together, as on a slow phone.
 */
let storefront: TestStorefront;
let browser: Browser;
let db: Db;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  db = storefront.db;
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

const EXPIRED = 'expired.access.token';
const refreshTokensOf = async (mobile: string) =>
  (
    await db
      .selectFrom('refresh_tokens as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('u.mobile', '=', mobile)
      .executeTakeFirst()
  )?.n ?? 0;

interface Sent {
  operationName: string;
  token: string;
  hasQueryText: boolean;
}
/** What a call sent (allHeaders: `headers()` leaves out the authorization header). */
const sentOf = async (request: Request): Promise<Sent> => {
  const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string; query?: string };
  const token = ((await request.allHeaders()).authorization ?? '').replace(/^Bearer /, '');
  return { operationName: body.operationName ?? '', token, hasQueryText: 'query' in body };
};

describe('an expired token under three island calls in flight, in Chromium (issue 12)', () => {
  it('refreshes once, and the account island’s two calls and the cart island’s call are all answered', async () => {
    // Without the service worker: page.route cannot see the requests a worker makes.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const mobile = freshMobile('93');
      await page.goto(`${storefront.url}/my-account`);
      await submitLogin(page, storefront.url, mobile);
      await page.getByRole('navigation', { name: 'My account' }).waitFor();
      // Signing in adopted a cart for the customer: the microcart's sync reads it with the token.
      await waitFor(async () => page.evaluate(() => JSON.parse(localStorage.getItem('pharmacy-cart') ?? '{}').customer === true), 'the customer cart');
      const refreshesBefore = await refreshTokensOf(mobile);

      const sent: Sent[] = [];
      const answered: { operationName: string; token: string; ok: boolean }[] = [];
      const held: Route[] = [];
      await page.route('**/graphql', async (route) => {
        const request = await sentOf(route.request());
        sent.push(request);
        if (request.token !== EXPIRED) return route.continue();
        // Refused calls are let go together once three are in flight.
        held.push(route);
        if (held.length === 3) for (const waiting of held.splice(0)) await waiting.continue();
      });
      page.on('response', async (response) => {
        if (!response.url().includes('/graphql') || response.request().method() !== 'POST') return;
        const { operationName, token } = await sentOf(response.request());
        const reply = (await response.json().catch(() => ({}))) as { data?: unknown; errors?: unknown[] };
        answered.push({ operationName, token, ok: reply.data != null && !reply.errors });
      });

      // The access token expires (here: it is no longer one the server accepts).
      await page.evaluate((expired) => {
        const session = JSON.parse(localStorage.getItem('pharmaUserDetails') ?? '{}');
        localStorage.setItem('pharmaUserDetails', JSON.stringify({ ...session, userLoginToken: expired }));
      }, EXPIRED);
      // The tickets page loads the tickets and the orders for the new-ticket form; pointing at the cart
      // button hydrates the microcart, whose sync reads the cart: three calls with the expired token.
      await page.goto(`${storefront.url}/my-account/tickets`);
      await page.getByRole('heading', { name: 'Open a help ticket' }).waitFor();
      await page.locator('header').getByRole('button', { name: /^Cart/ }).hover();

      const calls = ['Tickets', 'Orders', 'Cart'];
      await waitFor(async () => calls.every((name) => answered.some((a) => a.operationName === name && a.ok)), 'the three calls answered');
      expect(held).toHaveLength(0);
      expect(
        sent
          .filter((s) => s.token === EXPIRED)
          .map((s) => s.operationName)
          .sort(),
      ).toEqual([...calls].sort());
      // One refresh, then each call once more with the new token, answered with data.
      expect(sent.filter((s) => s.operationName === 'RefreshSession')).toHaveLength(1);
      expect(await refreshTokensOf(mobile)).toBe(refreshesBefore + 1);
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pharmaUserDetails') ?? '{}').userLoginToken as string);
      expect(token).not.toBe(EXPIRED);
      for (const name of calls) expect(answered.filter((a) => a.operationName === name && a.token === token && a.ok)).toHaveLength(1);
      // Trusted documents: the islands sent hashes and names, never a document's text.
      expect(sent.filter((s) => s.hasQueryText)).toEqual([]);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pharmaUserDetails') ?? '{}').isUserLoggedIn)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
