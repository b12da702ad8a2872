import { pick } from '../../catalogue/random.ts';
import { CART_CREATE, CART_QUERY } from '../../src/graphql/cart.ts';
import { CREATE_ESTIMATION_FROM_CART, ESTIMATION, ESTIMATIONS, ORDER_ESTIMATION } from '../../src/graphql/estimations.ts';
import { SEARCH_PANEL_QUERY } from '../../src/graphql/search.ts';
import { ME_QUERY } from '../../src/graphql/session.ts';
import { ACT_FOR_CUSTOMER, REFRESH_STAFF_SESSION, STAFF_CUSTOMERS, STAFF_LOGIN } from '../../src/graphql/staff.ts';
import { checkout } from './checkout.ts';
import { RequestFailed } from './client.ts';
import { anyProduct, Cart, type LoadContext, type Person, personOf, productAmong, Stopped, viewProduct } from './people.ts';
import { STAFF_PASSWORD, type StaffCustomer, type StaffUser } from './prepare.ts';

/**
 * A simulated staff user at a shop's counter (issue 21): signs in with e-mail and password on the staff
 * menu once, then serves customer after customer until the load stops, as the staff pages do: find the
 * customer (by mobile number or first name), select them (a delegated token: the customer's own
 * services, the staff user recorded with every write), put what they ask for into their cart (the
 * header's search, the product page, Add to cart), make a New Estimation from the cart, open it, Order
 * Now (its products into the cart), and place the order for them at the checkout. Thinks between steps.
 */
interface StaffSession {
  token: string;
  refreshToken: string;
  expiresAt: number;
}

export async function runStaff(ctx: LoadContext, index: number, user: StaffUser): Promise<void> {
  const person = personOf(ctx, 'staff', index);
  let session: StaffSession | null = null;
  try {
    while (!ctx.stop.aborted) {
      try {
        session = await signedIn(person, user, session);
        await serveCustomer(ctx, person, user, pick(person.random, user.customers), session.token);
      } catch (error) {
        if (error instanceof Stopped) break;
        if (!(error instanceof RequestFailed)) throw error;
      }
      await person.think();
    }
  } finally {
    person.browser.close();
  }
}

/** The staff session: signed in on /my-menu the first time, refreshed in its last minute. */
async function signedIn(person: Person, user: StaffUser, session: StaffSession | null): Promise<StaffSession> {
  const { browser } = person;
  if (session && Date.now() < session.expiresAt - 60_000) return session;
  if (session) {
    const { refreshStaffSession: s } = await browser.gql('gql staff session refresh', REFRESH_STAFF_SESSION, { refreshToken: session.refreshToken });
    return { token: s.accessToken, refreshToken: s.refreshToken, expiresAt: Date.now() + s.expiresIn * 1000 };
  }
  await browser.page('page staff', '/my-menu');
  await person.think();
  const { staffLogin: s } = await browser.gql('gql staff sign-in', STAFF_LOGIN, { email: user.email, password: STAFF_PASSWORD });
  return { token: s.accessToken, refreshToken: s.refreshToken, expiresAt: Date.now() + s.expiresIn * 1000 };
}

async function serveCustomer(ctx: LoadContext, person: Person, user: StaffUser, wanted: StaffCustomer, staffToken: string): Promise<void> {
  const { browser, random, step, proceed } = person;
  const query = random() < 0.6 ? wanted.mobile : (wanted.name.split(' ')[2] ?? wanted.mobile);
  const found = await step(() => browser.gql('gql staff customers', STAFF_CUSTOMERS, { query, start: 0, size: 20 }, staffToken));
  const customer = found.staffCustomers.items.find((item) => item.cusSid === wanted.cusSid);
  if (!customer) {
    ctx.recorder.wrongAnswer('gql staff customers', 'customer not found', `"${query}" did not find ${wanted.cusSid} (${found.staffCustomers.total} found)`);
    return;
  }
  proceed();
  const acting = (await browser.gql('gql staff select customer', ACT_FOR_CUSTOMER, { cusSid: customer.cusSid }, staffToken)).actForCustomer.accessToken;
  await browser.gql('gql me', ME_QUERY, {}, acting);
  const cart = new Cart();
  cart.take(await step(async () => (await browser.gql('gql staff cart', CART_CREATE, { guestCartId: null }, acting)).cartCreate));

  // What the customer asks for: found with the header's search, opened, added; two or three products.
  const wantedProducts = 2 + Math.floor(random() * 2);
  for (let i = 0; i < wantedProducts; i += 1) {
    const word = pick(random, ctx.catalogue.words);
    const panel = await step(() => browser.gql('gql typeahead', SEARCH_PANEL_QUERY, { query: word, size: 8 }));
    const page =
      productAmong(
        person,
        ctx.catalogue,
        panel.search.items.map((item) => item.urlPath),
      ) ?? anyProduct(person, ctx.catalogue);
    await step(() => viewProduct(person, '', page));
    await step(() => cart.add(person, page, acting, { create: 'gql staff cart', add: 'gql staff cart add' }));
  }
  if (cart.lines.size === 0) return;
  proceed();
  await browser.page('page staff', '/order-estimation/');
  await step(() => browser.gql('gql estimations list', ESTIMATIONS, { start: 0, size: 50 }, acting));
  const made = await step(() => browser.gql('gql estimation create', CREATE_ESTIMATION_FROM_CART, {}, acting));
  const estimateId = made.createEstimationFromCart.estimateId;
  proceed();
  await browser.page('page staff', `/order-savings/?estimate=${encodeURIComponent(estimateId)}`);
  await step(() => browser.gql('gql estimation read', ESTIMATION, { estimateId }, acting));
  proceed();
  await browser.gql('gql estimation order now', ORDER_ESTIMATION, { estimateId, confirmPartial: false }, acting);
  const synced = await browser.gql('gql staff cart', CART_QUERY, { cartId: cart.id as string }, acting);
  if (!synced.cart) return;
  cart.take(synced.cart);
  await person.think();
  await checkout({
    person,
    token: acting,
    cartId: synced.cart.id,
    prefix: '',
    newAddress: () => {
      throw new Error(`generated customer ${wanted.cusSid} has no address`);
    },
    ledger: ctx.ledger,
    order: { customer: wanted.cusSid, staffUserId: user.userId, estimateId },
    placeOp: 'gql staff place order',
  });
}
