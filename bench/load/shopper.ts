import { pick } from '../../catalogue/random.ts';
import { CART_CREATE } from '../../src/graphql/cart.ts';
import { ORDERS_QUERY } from '../../src/graphql/orders.ts';
import { SEARCH_PANEL_QUERY } from '../../src/graphql/search.ts';
import { REFRESH_SESSION, REQUEST_LOGIN_OTP, VERIFY_LOGIN_OTP } from '../../src/graphql/session.ts';
import { productLinks } from './catalogue.ts';
import { checkout } from './checkout.ts';
import { RequestFailed } from './client.ts';
import { anyProduct, Cart, type LoadContext, type Person, personOf, productAmong, Stopped, viewProduct } from './people.ts';
import { loadMobile } from './prepare.ts';
import { sleep } from './think.ts';

/**
 * A simulated shopper (issue 21): a loop of journeys until the load stops. Each journey: arrive (the
 * home page or a category page, some sorted or paged), search (the header's typeahead as the word is
 * typed, then often the results page), open a product (from the results, the category or anywhere),
 * add it to the cart, sometimes a second; then, in a share of the journeys, check out: sign in by OTP
 * the first time (the code from the development SMS outbox, the guest cart merged into theirs), add an
 * address the first time, choose it, place a cash-on-delivery order, and read their orders. A person
 * thinks between steps. A failed request ends the journey (it is recorded); the next one starts after
 * a pause, with what the shopper had (cart, session) kept.
 */
const SITES = [
  { prefix: '', weight: 0.55 },
  { prefix: '/bn', weight: 0.25 },
  { prefix: '/or', weight: 0.1 },
  { prefix: '/hi', weight: 0.1 },
];
const PANEL_SIZE = 8;
/** A cart of this many lines goes to the checkout (a person buys at last). */
const FULL_CART = 5;

/** The site (language) a shopper reads in, by the weights above, for a roll in [0, 1). */
function siteOf(roll: number): string {
  let left = roll;
  for (const site of SITES) {
    left -= site.weight;
    if (left < 0) return site.prefix;
  }
  return '';
}

interface Session {
  token: string;
  refreshToken: string;
  expiresAt: number;
}

export async function runShopper(ctx: LoadContext, index: number): Promise<void> {
  const person = personOf(ctx, 'shopper', index);
  const shopper: Shopper = {
    prefix: siteOf(person.random()),
    mobile: loadMobile(3, index + 1),
    cart: new Cart(),
    session: null,
    otpSentAt: null,
    resendAfterMs: 30_000,
    otpTried: false,
  };
  try {
    while (!ctx.stop.aborted) {
      try {
        await journey(ctx, person, shopper);
      } catch (error) {
        if (error instanceof Stopped) break;
        if (!(error instanceof RequestFailed)) throw error;
        // As the browser does after such a refusal: a cart that went wrong is made again, a refused session signed in again.
        if (error.op.includes('cart')) shopper.cart.forget();
        if (error.detail === 'UNAUTHENTICATED') shopper.session = null;
      }
      await person.think();
    }
  } finally {
    person.browser.close();
  }
}

interface Shopper {
  prefix: string;
  mobile: string;
  cart: Cart;
  session: Session | null;
  /** When the last login code was asked for, how long until another may be, and whether it was checked. */
  otpSentAt: number | null;
  resendAfterMs: number;
  otpTried: boolean;
}

async function journey(ctx: LoadContext, person: Person, shopper: Shopper): Promise<void> {
  const { browser, random, step } = person;
  const { catalogue } = ctx;
  const { prefix, cart } = shopper;
  if (random() < 0.3) await step(() => browser.page('page home', `${prefix}/`));
  const slug = pick(random, catalogue.categories);
  const listing = await step(() => browser.page('page category', `${prefix}/c/${slug}`, true));
  let links = productLinks(listing);
  if (random() < 0.25) {
    // The listing sorted, or its next page when it has one: rendered on demand (a query string is never a static copy).
    const next = listing.includes('page=2') && random() < 0.5 ? '?page=2' : pick(random, ['?sort=price_asc', '?sort=discount_desc']);
    links = productLinks(await step(() => browser.page('page category (on demand)', `${prefix}/c/${slug}${next}`, true)));
  }
  let found: string[] = [];
  if (random() < 0.7) {
    const word = pick(random, catalogue.words);
    // The panel asks from the third letter, once typing pauses (200 ms debounce): a pause mid-word, then the word.
    const typed = word.slice(0, 3 + Math.floor(random() * 2));
    if (typed.length < word.length) {
      person.proceed();
      await browser.gql('gql typeahead', SEARCH_PANEL_QUERY, { query: typed, size: PANEL_SIZE });
      await person.pause();
    }
    const panel = await step(() => browser.gql('gql typeahead', SEARCH_PANEL_QUERY, { query: word, size: PANEL_SIZE }));
    found = panel.search.items.map((item) => item.urlPath);
    if (random() < 0.5) found = productLinks(await step(() => browser.page('page search results', `${prefix}/search?q=${encodeURIComponent(word)}`, true)));
  }
  const source = random();
  const page =
    (source < 0.45 ? productAmong(person, catalogue, found) : null) ??
    (source < 0.8 ? productAmong(person, catalogue, links) : null) ??
    anyProduct(person, catalogue);
  await step(() => viewProduct(person, prefix, page));
  if (random() < 0.75) {
    const token = await sessionToken(ctx, person, shopper);
    await step(() => cart.add(person, page, token, ADD_OPS));
    if (random() < 0.3) {
      const second = productAmong(person, catalogue, links) ?? anyProduct(person, catalogue);
      await step(() => viewProduct(person, prefix, second));
      await step(() => cart.add(person, second, token, ADD_OPS));
    }
  }
  if (cart.lines.size === 0 || (random() >= ctx.checkoutShare && cart.lines.size < FULL_CART)) return;
  person.proceed();
  shopper.session ??= await signIn(ctx, person, shopper);
  const token = await sessionToken(ctx, person, shopper);
  if (!token || !cart.id) return;
  const placed = await checkout({
    person,
    token,
    cartId: cart.id,
    prefix,
    newAddress: () => addressOf(ctx, person, shopper.mobile),
    ledger: ctx.ledger,
    order: { customer: shopper.mobile, staffUserId: null, estimateId: null },
    placeOp: 'gql place order',
  });
  if (!placed) return;
  // The server emptied the cart; the browser forgets its copy and asks for the cart again on the next add.
  cart.forget();
  await person.think();
  await step(() => browser.page('page my orders', `${prefix}/my-account/orders`));
  await browser.gql('gql orders list', ORDERS_QUERY, { page: 1 }, token);
}

const ADD_OPS = { create: 'gql cart create', add: 'gql cart add' };

/** OTP sign-in on the checkout page; then the guest cart is taken into the customer's (cartCreate with it). */
async function signIn(ctx: LoadContext, person: Person, shopper: Shopper): Promise<Session> {
  const { browser } = person;
  // A code is asked for once; after a failed check, a new one once the form offers Resend (resendAfter).
  if (shopper.otpSentAt === null || shopper.otpTried) {
    if (shopper.otpSentAt !== null) await sleep(shopper.otpSentAt + shopper.resendAfterMs - Date.now(), ctx.stop);
    person.proceed();
    const { requestLoginOtp } = await browser.gql('gql otp send', REQUEST_LOGIN_OTP, { mobile: shopper.mobile });
    shopper.otpSentAt = Date.now();
    shopper.otpTried = false;
    shopper.resendAfterMs = requestLoginOtp.resendAfter * 1000;
  }
  const otp = await ctx.readOtp(shopper.mobile);
  if (!otp) {
    ctx.recorder.wrongAnswer('gql otp send', 'no SMS', `no login code in the SMS outbox for ${shopper.mobile}`);
    throw new RequestFailed('gql otp send', 'answer', 'no SMS', shopper.mobile);
  }
  await person.think();
  person.proceed();
  shopper.otpTried = true;
  const { verifyLoginOtp } = await browser.gql('gql otp verify', VERIFY_LOGIN_OTP, { mobile: shopper.mobile, otp });
  const session = { token: verifyLoginOtp.accessToken, refreshToken: verifyLoginOtp.refreshToken, expiresAt: Date.now() + verifyLoginOtp.expiresIn * 1000 };
  shopper.cart.take((await browser.gql('gql cart merge', CART_CREATE, { guestCartId: shopper.cart.id }, session.token)).cartCreate);
  return session;
}

/** The session's access token, refreshed in its last minute (the refresh lock's rule); null for a guest. */
async function sessionToken(ctx: LoadContext, person: Person, state: Shopper): Promise<string | null> {
  const session = state.session;
  if (!session) return null;
  if (Date.now() < session.expiresAt - 60_000 || ctx.stop.aborted) return session.token;
  const { refreshSession } = await person.browser.gql('gql session refresh', REFRESH_SESSION, { refreshToken: session.refreshToken });
  state.session = { token: refreshSession.accessToken, refreshToken: refreshSession.refreshToken, expiresAt: Date.now() + refreshSession.expiresIn * 1000 };
  return state.session.token;
}

function addressOf(ctx: LoadContext, person: Person, mobile: string) {
  const pin = pick(person.random, ctx.shopperPins);
  return { name: 'Load Shopper', mobile, pinCode: pin.pin, city: pin.city, state: pin.state, street: 'Load test street', apartment: 'Flat 1', isDefault: true };
}
