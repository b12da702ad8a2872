import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packUnits } from '../../../domain/alternatives.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout-messages.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../../domain/staff-messages.ts';
import { sellableSku, setStock } from '../../../test-utils/account-fixtures.ts';
import { type GqlReply, gql as request } from '../../../test-utils/gql.ts';
import { freshAddress, testClock } from '../../../test-utils/sign-in.ts';
import { createFranchise, createShopCustomer, delegatedToken, type TestStaff } from '../../../test-utils/staff.ts';
import { startTestUpstream } from '../../../test-utils/upstream.ts';
import { tokenFor } from '../../../test-utils/users.ts';
import { createGateway, type Gateway } from '../../yoga.ts';

/**
 * Estimations through GraphQL over a real upstream, with the alternatives index fed from the real
 * catalogue: a franchise acting for its customer builds an estimation from the cart (Augmentin 625 Duo,
 * amoxycillin 500 mg + clavulanic acid 125 mg), shares it, the customer opens the link, and Order Now.
 */
const clock = testClock();
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let gateway: Gateway;
let acting: string;
let own: string;
let customerMobile: string;
let augmentin: string;
let customerId: number;
let franchiseStaff: TestStaff;

beforeAll(async () => {
  upstream = await startTestUpstream(0, { options: { now: clock.now } });
  gateway = createGateway({ upstreamUrl: upstream.url });
  await gateway.reindex();
  const { shop, staff } = await createFranchise(upstream.db);
  const customer = await createShopCustomer(upstream.db, shop.id, { now: clock.now });
  customerMobile = customer.mobile;
  customerId = customer.id;
  franchiseStaff = staff;
  acting = await delegatedToken(upstream.db, customer.id, staff, clock.now);
  own = await tokenFor(upstream.db, customer.id, clock.now);
  augmentin = (await upstream.db.selectFrom('products').select('sku').where('name', '=', 'Augmentin 625 Duo Tablet').executeTakeFirstOrThrow()).sku;
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  request(gateway.yoga, query, variables, { token, clientAddress: freshAddress() });
const errorOf = (reply: GqlReply) => ({ code: reply.errors?.[0]?.extensions?.code, message: reply.errors?.[0]?.message });
const dataOf = (reply: GqlReply) => {
  expect(reply.errors).toBeUndefined();
  return reply.data;
};

const PRODUCT = 'sku name packSizeLabel packUnits unit price { paise } unitPrice { paise } outOfStock stockQty';
const ESTIMATION = `estimateId status source customerMobile createdByRole statusHistory { status }
  items { itemNo qty choice suggestedQty requestedTotal { paise } suggestedTotal { paise } saving { paise } savingPercent requested { ${PRODUCT} } suggested { ${PRODUCT} } }
  totals { requested { paise } suggested { paise } saving { paise } savingPercent chosen { paise } }`;
const CREATE = `mutation { createEstimationFromCart { ${ESTIMATION} } }`;
const UPDATE = `mutation U($id: ID!, $lines: [EstimateLineInput!]!) { updateEstimation(estimateId: $id, lines: $lines) { ${ESTIMATION} } }`;
const SHARE = 'mutation S($id: ID!) { shareEstimation(estimateId: $id) { expiresAt estimation { status } } }';
const ORDER = 'mutation O($id: ID!, $c: Boolean) { orderEstimation(estimateId: $id, confirmPartial: $c) { added { sku qty } skipped estimation { status } } }';
const SAVINGS = 'query C($t: String!) { customerSavings(token: $t) { estimateId customerInterested totals { saving { paise } } items { saving { paise } } } }';

async function cartHolding(sku: string, qty: number) {
  const cart = dataOf(await gql('mutation { cartCreate { id } }', {}, acting)).cartCreate.id as string;
  const lines = dataOf(await gql('query($id: ID!) { cart(cartId: $id) { items { sku } } }', { id: cart }, acting)).cart.items as { sku: string }[];
  for (const line of lines)
    await gql('mutation($id: ID!, $sku: String!) { cartRemoveItem(cartId: $id, sku: $sku) { id } }', { id: cart, sku: line.sku }, acting);
  dataOf(
    await gql('mutation($id: ID!, $sku: String!, $qty: Quantity!) { cartAddItem(cartId: $id, sku: $sku, qty: $qty) { id } }', { id: cart, sku, qty }, acting),
  );
  return cart;
}

describe('estimations through GraphQL', () => {
  it("refuses a customer's own token, and says an empty cart has no products", async () => {
    expect(errorOf(await gql('{ estimations { total } }', {}, own))).toEqual({ code: 'FORBIDDEN', message: STAFF.notAuthorized });
    expect(errorOf(await gql(CREATE, {}, own))).toEqual({ code: 'FORBIDDEN', message: STAFF.notAuthorized });
    expect(errorOf(await gql('{ previousEstimation { estimateId } }', {}, acting))).toEqual({ code: 'NOT_FOUND', message: STAFF.noPreviousData });
    dataOf(await gql('mutation { cartCreate { id } }', {}, acting));
    expect(errorOf(await gql(CREATE, {}, acting))).toEqual({ code: 'BAD_USER_INPUT', message: MESSAGES.noProducts });
  });

  it('builds an estimation from the cart with the alternative that costs the customer least suggested, and what it saves', async () => {
    await cartHolding(augmentin, 2);
    const e = dataOf(await gql(CREATE, {}, acting)).createEstimationFromCart;
    expect(e).toMatchObject({ status: 'CREATED', source: 'CART', customerMobile, createdByRole: 'FRANCHISE', statusHistory: [{ status: 'CREATED' }] });
    const [line] = e.items;
    expect(line.requested).toMatchObject({ sku: augmentin, packUnits: 10, unit: 'tablet' });
    const units = 2 * 10;
    // The suggestion: of the cheaper-per-tablet alternatives in stock, the one whose whole packs for 20
    // tablets cost the customer least (a strip of 6 cheaper per tablet can cost more as 4 strips).
    const found = gateway.context.alternatives.alternatives(augmentin);
    if (!found.ok) throw new Error('Augmentin 625 has alternatives in the real catalogue');
    const costs = found.items
      .filter(({ product }) => product.inStock)
      .map(({ product }) => ({ sku: product.sku, total: Math.ceil(units / (packUnits(product.packSize)?.count ?? Number.NaN)) * product.pricePaise }))
      .filter((c) => c.total < 2 * line.requested.price.paise);
    const cheapest = costs.reduce((a, b) => (b.total < a.total ? b : a));
    expect(line.suggested.sku).toBe(cheapest.sku);
    expect(line.suggested.unitPrice.paise).toBeLessThanOrEqual(line.requested.unitPrice.paise);
    expect(line.suggestedQty).toBe(Math.ceil(units / line.suggested.packUnits));
    expect(line.suggestedTotal.paise).toBe(cheapest.total);
    expect(line.saving.paise).toBe(2 * line.requested.price.paise - cheapest.total);
    expect(line.saving.paise).toBeGreaterThan(0);
    expect(e.totals.saving.paise).toBe(line.saving.paise);
    expect(e.totals.requested.paise).toBe(2 * line.requested.price.paise);
    expect(e.totals.chosen.paise).toBe(e.totals.requested.paise);
    expect(dataOf(await gql('{ previousEstimation { estimateId } }', {}, acting)).previousEstimation.estimateId).toBe(e.estimateId);
  });

  it.each([
    [0, MESSAGES.quantityAboveZero],
    [-1, MESSAGES.quantityAboveZero],
    ['abc', MESSAGES.quantityPositiveInteger],
  ])('refuses quantity %j and changes nothing', async (qty, message) => {
    await cartHolding(augmentin, 1);
    const e = dataOf(await gql(CREATE, {}, acting)).createEstimationFromCart;
    const reply = await gql(UPDATE, { id: e.estimateId, lines: [{ sku: augmentin, qty }] }, acting);
    // The Quantity scalar refuses it before a resolver runs (GraphQL names the variable before the spec's words).
    expect(errorOf(reply).code).toBe('BAD_USER_INPUT');
    expect(errorOf(reply).message?.endsWith(`; ${message}`)).toBe(true);
    const again = dataOf(await gql(`query($id: ID!) { estimation(estimateId: $id) { items { qty } } }`, { id: e.estimateId }, acting));
    expect(again.estimation.items).toEqual([{ qty: 1 }]);
  });

  it('refuses to share what saves nothing, and refuses a suggestion that is not a cheaper alternative', async () => {
    await cartHolding(augmentin, 1);
    const e = dataOf(await gql(CREATE, {}, acting)).createEstimationFromCart;
    const cheapest = e.items[0].suggested.sku as string;
    await cartHolding(cheapest, 1);
    const alone = dataOf(await gql(CREATE, {}, acting)).createEstimationFromCart;
    expect(alone.items[0].suggested).toBeNull();
    expect(errorOf(await gql(SHARE, { id: alone.estimateId }, acting))).toEqual({ code: 'BAD_USER_INPUT', message: STAFF.notEnoughSavings });
    const dearer = await gql(UPDATE, { id: alone.estimateId, lines: [{ sku: cheapest, qty: 1, suggestedSku: augmentin }] }, acting);
    expect(errorOf(dearer)).toEqual({ code: 'BAD_USER_INPUT', message: STAFF.notAnAlternative });
  });

  it('shares by SMS; the link shows the savings without sign-in, takes interest, and is refused when tampered or expired', async () => {
    await cartHolding(augmentin, 2);
    const e = dataOf(await gql(CREATE, {}, acting)).createEstimationFromCart;
    const shared = dataOf(await gql(SHARE, { id: e.estimateId }, acting)).shareEstimation;
    expect(shared.estimation.status).toBe('SHARED');
    expect(Date.parse(shared.expiresAt) - clock.now().getTime()).toBe(7 * 86_400_000);
    const sms = await upstream.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('mobile', '=', customerMobile)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const token = new URL(/https?:\/\/\S+/.exec(sms.body)?.[0] ?? 'http://x/').searchParams.get('token') ?? '';
    const savings = dataOf(await gql(SAVINGS, { t: token })).customerSavings;
    expect(savings).toEqual({
      estimateId: e.estimateId,
      customerInterested: false,
      totals: { saving: e.totals.saving },
      items: [{ saving: e.items[0].saving }],
    });
    const interested = dataOf(await gql('mutation($t: String!) { customerSavingsInterested(token: $t) { customerInterested } }', { t: token }));
    expect(interested.customerSavingsInterested.customerInterested).toBe(true);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(errorOf(await gql(SAVINGS, { t: tampered }))).toEqual({ code: 'NOT_FOUND', message: STAFF.savingsLinkInvalid });
    clock.advance(7 * 86_400 + 1);
    expect(errorOf(await gql(SAVINGS, { t: token }))).toEqual({ code: 'NOT_FOUND', message: STAFF.savingsLinkInvalid });
  });

  it('Order Now: asks first when the chosen product is out of stock, refuses when nothing can go, then fills the cart', async () => {
    // The clock moved past the savings link's week: a new sign-in's token.
    acting = await delegatedToken(upstream.db, customerId, franchiseStaff, clock.now);
    await cartHolding(augmentin, 2);
    const e = dataOf(await gql(CREATE, {}, acting)).createEstimationFromCart;
    const suggested = e.items[0].suggested.sku as string;
    const extra = (await sellableSku(upstream.db, false, 10, [augmentin, suggested])).sku;
    const withTwo = dataOf(
      await gql(
        UPDATE,
        {
          id: e.estimateId,
          lines: [
            { sku: augmentin, qty: 2, choice: 'SUGGESTED' },
            { sku: extra, qty: 1 },
          ],
        },
        acting,
      ),
    ).updateEstimation;
    expect(withTwo.items.map((i: { choice: string }) => i.choice)).toEqual(['SUGGESTED', 'REQUESTED']);
    await setStock(upstream.db, suggested, 0);
    try {
      expect(errorOf(await gql(ORDER, { id: e.estimateId }, acting))).toEqual({ code: 'CONFLICT', message: CHECKOUT_MESSAGES.someOutOfStock });
      await setStock(upstream.db, extra, 0);
      expect(errorOf(await gql(ORDER, { id: e.estimateId }, acting))).toEqual({ code: 'BAD_USER_INPUT', message: CHECKOUT_MESSAGES.noneAvailable });
      await setStock(upstream.db, extra, 50);
      const ordered = dataOf(await gql(ORDER, { id: e.estimateId, c: true }, acting)).orderEstimation;
      expect(ordered).toEqual({ added: [{ sku: extra, qty: 1 }], skipped: [suggested], estimation: { status: 'CREATED' } });
    } finally {
      await setStock(upstream.db, suggested, 50);
      await setStock(upstream.db, extra, 50);
    }
  });
});
