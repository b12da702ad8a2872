import { randomUUID } from 'node:crypto';
import { pick, seededRandom } from '../../catalogue/random.ts';
import type { CartFieldsFragment } from '../../src/gql/graphql.ts';
import { CART_ADD_ITEM, CART_CREATE } from '../../src/graphql/cart.ts';
import type { Catalogue, ProductPage } from './catalogue.ts';
import type { SentOrder } from './checkout.ts';
import { Browser } from './client.ts';
import type { Pin } from './prepare.ts';
import type { Recorder } from './stats.ts';
import { sleep, type ThinkRange, thinkTime } from './think.ts';

/**
 * What every simulated person of a run shares (issue 21), and what each has of their own: a browser
 * (connections, client address), a seeded random source (a run makes the same choices in the same
 * order, whatever the timing), and the pause between steps.
 */
export interface LoadContext {
  origin: string;
  recorder: Recorder;
  catalogue: Catalogue;
  think: ThinkRange;
  timeoutMs: number;
  /** Aborted when the load's time is up (or its request budget spent): no new step starts. */
  stop: AbortSignal;
  /** Aborted at the hard stop: requests still running are cut. */
  hardStop: AbortSignal;
  ledger: SentOrder[];
  /** The newest login code sent to a mobile (the development SMS outbox); null when none came. */
  readOtp(mobile: string): Promise<string | null>;
  /** Share of shoppers' journeys that go on to the checkout. */
  checkoutShare: number;
  seed: number;
  shopperPins: readonly Pin[];
}

/** Thrown before a step when the load has stopped: the person's loop ends there. */
export class Stopped extends Error {
  override name = 'Stopped';
}

export interface Person {
  browser: Browser;
  random: () => number;
  /** Throws Stopped when the load has stopped: no new request starts after the stop. */
  proceed(): void;
  /** A step: `work` (unless the load has stopped), then a pause of the think time. */
  step<T>(work: () => Promise<T>): Promise<T>;
  /** A pause of the think time, cut short by the stop. */
  think(): Promise<void>;
  /** A short pause (typing a few letters, 0.2-0.8 s), cut short by the stop. */
  pause(): Promise<void>;
}

/** Shoppers are 100.64.0.0/16 (carrier-grade NAT space), staff 100.65.0.0/16: one address each. */
export function personOf(ctx: LoadContext, kind: 'shopper' | 'staff', index: number): Person {
  const random = seededRandom(ctx.seed * 100_003 + (kind === 'staff' ? 50_000 : 0) + index);
  const address = `100.${kind === 'shopper' ? 64 : 65}.${(index >> 8) & 255}.${index & 255}`;
  const browser = new Browser({ origin: ctx.origin, address, recorder: ctx.recorder, timeoutMs: ctx.timeoutMs, hardStop: ctx.hardStop });
  const think = () => sleep(thinkTime(ctx.think, random), ctx.stop);
  const proceed = () => {
    if (ctx.stop.aborted) throw new Stopped('the load has stopped');
  };
  return {
    browser,
    random,
    proceed,
    step: async (work) => {
      proceed();
      const value = await work();
      await think();
      return value;
    },
    think,
    pause: () => sleep(200 + Math.round(random() * 600), ctx.stop),
  };
}

/** Opens a product page as the person clicks through to it: pre-rendered (a static file) or rendered on demand. */
export function viewProduct(person: Person, prefix: string, page: ProductPage): Promise<string> {
  return person.browser.page(page.preRendered ? 'page product (pre-rendered)' : 'page product (on demand)', `${prefix}${page.path}`);
}

/** A product page anywhere in the catalogue (arriving from outside: a search engine, a shared link). */
export const anyProduct = (person: Person, catalogue: Catalogue) => pick(person.random, catalogue.pages);

/** The first of `paths` the catalogue sells, picked at random; null when none is. */
export function productAmong(person: Person, catalogue: Catalogue, paths: readonly string[]): ProductPage | null {
  const known = paths.map((path) => catalogue.byPath.get(path)).filter((page): page is ProductPage => page !== undefined);
  return known.length > 0 ? pick(person.random, known) : null;
}

/**
 * The cart as the browser keeps it (src/stores/cart/): the server cart's id and its lines as last
 * answered. Add to cart makes a cart first when there is none (the customer's own when signed in or
 * acting, else a guest cart), then adds with a request id of its own (one per press).
 */
export class Cart {
  id: string | null = null;
  lines = new Map<string, number>();

  take(cart: CartFieldsFragment): void {
    this.id = cart.id;
    this.lines = new Map(cart.items.map((item) => [item.sku, item.qty]));
  }

  forget(): void {
    this.id = null;
    this.lines.clear();
  }

  /**
   * Adds one of the page's products in a quantity its rules allow (its multiple, within its maximum
   * with what the cart holds); false, with nothing sent, when the cart already holds all it may.
   */
  async add(person: Person, page: ProductPage, token: string | null, ops: { create: string; add: string }): Promise<boolean> {
    const sku = pick(person.random, page.skus);
    const qty = page.qtyMultiple * (person.random() < 0.7 ? 1 : 2);
    if ((this.lines.get(sku) ?? 0) + qty > page.qtyMax) return false;
    if (!this.id) this.take((await person.browser.gql(ops.create, CART_CREATE, { guestCartId: null }, token)).cartCreate);
    const cartId = this.id as string;
    this.take((await person.browser.gql(ops.add, CART_ADD_ITEM, { cartId, sku, qty, requestId: randomUUID() }, token)).cartAddItem);
    return true;
  }
}
