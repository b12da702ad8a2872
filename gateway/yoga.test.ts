import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql as request } from '../test-utils/gql.ts';
import { startTestUpstream } from '../test-utils/upstream.ts';
import { createGateway, type Gateway } from './yoga.ts';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let gateway: Gateway;

beforeAll(async () => {
  upstream = await startTestUpstream();
  gateway = createGateway({ upstreamUrl: upstream.url });
  await gateway.reindex();
});
afterAll(() => upstream.close());

const gql = (query: string, variables: Record<string, unknown> = {}, yoga = gateway.yoga) => request(yoga, query, variables);

const CART = 'id items { sku qty name price { paise } rowTotal { paise } } totals { itemsQty grandTotal { paise amount } savings { paise } }';

describe('catalogue queries', () => {
  it('answers a product by parent SKU and slug with money in paise and rupees', async () => {
    const { data } = await gql(`{ product(parentSku: "MED000001", slug: "augmentin-625-duo-tablet") {
      name price { paise amount currency } mrp { amount } discountPercent manufacturer saltinfo packSize prescriptionRequired urlPath } }`);
    expect(data.product).toEqual({
      name: 'Augmentin 625 Duo Tablet',
      price: { paise: 18767, amount: '187.67', currency: 'INR' },
      mrp: { amount: '223.42' },
      discountPercent: 16,
      manufacturer: 'Glaxo SmithKline Pharmaceuticals Ltd',
      saltinfo: 'Amoxycillin (500mg) + Clavulanic Acid (125mg)',
      packSize: 'strip of 10 tablets',
      prescriptionRequired: true,
      urlPath: '/p/MED000001/augmentin-625-duo-tablet',
    });
  });

  it('gives null for an unknown product and lists categories without the root', async () => {
    expect((await gql('{ product(sku: "NOPE") { name } }')).data.product).toBeNull();
    const { data } = await gql('{ categories { id slug productCount } }');
    expect(data.categories.map((c: { slug: string }) => c.slug)).toContain('antibiotics');
    expect(data.categories.some((c: { id: number }) => c.id === 2)).toBe(false);
  });

  it('finds Augmentin from a misspelling and by salt', async () => {
    const misspelt = await gql('{ search(query: "augmentn", size: 5) { total items { name } } }');
    const names = misspelt.data.search.items.map((p: { name: string }) => p.name);
    expect(names).toContain('Augmentin 625 Duo Tablet');
    expect(names.every((name: string) => name.startsWith('Augmentin'))).toBe(true);
    const salt = await gql('{ search(query: "amoxycillin clavulanic", size: 10) { items { name saltinfo } } }');
    expect(salt.data.search.items.length).toBeGreaterThan(0);
    expect(salt.data.search.items.every((p: { saltinfo: string }) => /amoxycillin/i.test(p.saltinfo))).toBe(true);
  });

  it('never lists disabled products in search', async () => {
    const disabled = await upstream.db
      .selectFrom('products')
      .select('name')
      .where('status', '=', 2)
      .where('visibility', '=', 4)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const { data } = await gql('query($q: String!) { search(query: $q, size: 200) { items { name } } }', { q: disabled?.name });
    expect(data.search.items.map((p: { name: string }) => p.name)).not.toContain(disabled?.name);
  });

  it('refuses an empty search and an unknown price range with BAD_USER_INPUT', async () => {
    expect((await gql('{ search(query: "   ") { total } }')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await gql('{ search(query: "azi", filters: { priceBucket: "1 OR 1=1" }) { total } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('cart mutations', () => {
  async function newCart(): Promise<string> {
    return (await gql(`mutation { cartCreate { ${CART} } }`)).data.cartCreate.id;
  }

  it('adds, increments, updates and removes a line with server totals', async () => {
    const cartId = await newCart();
    const added = await gql(`mutation($c: ID!) { cartAddItem(cartId: $c, sku: "MED000001", qty: 2) { ${CART} } }`, { c: cartId });
    expect(added.data.cartAddItem.items).toEqual([
      { sku: 'MED000001', qty: 2, name: 'Augmentin 625 Duo Tablet', price: { paise: 18767 }, rowTotal: { paise: 37534 } },
    ]);
    const more = await gql(`mutation($c: ID!) { cartAddItem(cartId: $c, sku: "MED000001") { ${CART} } }`, { c: cartId });
    expect(more.data.cartAddItem.totals).toEqual({ itemsQty: 3, grandTotal: { paise: 56301, amount: '563.01' }, savings: { paise: 10725 } });
    const set = await gql(`mutation($c: ID!) { cartUpdateQuantity(cartId: $c, sku: "MED000001", qty: "5") { ${CART} } }`, { c: cartId });
    expect(set.data.cartUpdateQuantity.items[0].qty).toBe(5);
    const removed = await gql(`mutation($c: ID!) { cartRemoveItem(cartId: $c, sku: "MED000001") { ${CART} } }`, { c: cartId });
    expect(removed.data.cartRemoveItem.items).toEqual([]);
  });

  it.each([
    [0, 'Quantity must be above 0', { messageKey: 'messages.quantityAboveZero' }],
    [-1, 'Quantity must be above 0', { messageKey: 'messages.quantityAboveZero' }],
    ['abc', 'Quantity must be a positive integer', { messageKey: 'messages.quantityPositiveInteger' }],
    [10001, 'Quantity must be below 10001', { messageKey: 'messages.quantityBelow', params: { limit: 10001 } }],
  ])('refuses qty %j with the spec message, its key, and changes nothing', async (qty, message, keyed) => {
    const cartId = await newCart();
    const reply = await gql(`mutation($c: ID!, $q: Quantity!) { cartAddItem(cartId: $c, sku: "MED000001", qty: $q) { id } }`, { c: cartId, q: qty });
    expect(reply.errors?.[0]?.message).toContain(message);
    expect(reply.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', ...keyed });
    expect((await gql(`query($c: ID!) { cart(cartId: $c) { ${CART} } }`, { c: cartId })).data.cart.items).toEqual([]);
  });

  it('refuses a quantity above the product limit with the spec message', async () => {
    const cartId = await newCart();
    const reply = await gql(`mutation($c: ID!) { cartAddItem(cartId: $c, sku: "MED000001", qty: 101) { id } }`, { c: cartId });
    expect(reply.errors?.[0]).toMatchObject({
      message: 'Quantity must be below 101',
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'messages.quantityBelow', params: { limit: 101 } },
    });
  });

  it('refuses an unknown SKU or cart with a code and changes nothing', async () => {
    const cartId = await newCart();
    const unknown = await gql(`mutation($c: ID!) { cartAddItem(cartId: $c, sku: "NOT-A-SKU") { id } }`, { c: cartId });
    expect(unknown.errors?.[0]).toMatchObject({
      message: "The product that was requested doesn't exist",
      extensions: { code: 'NOT_FOUND', messageKey: 'messages.productMissing' },
    });
    expect((await gql(`query($c: ID!) { cart(cartId: $c) { ${CART} } }`, { c: cartId })).data.cart.items).toEqual([]);
    const noCart = await gql(`mutation { cartAddItem(cartId: "forged", sku: "MED000001") { id } }`);
    expect(noCart.errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
  });

  it('answers UPSTREAM_UNAVAILABLE with the spec message when the upstream is down', async () => {
    const down = createGateway({ upstreamUrl: 'http://127.0.0.1:9' });
    const reply = await gql(`mutation { cartCreate { id } }`, {}, down.yoga);
    expect(reply.errors?.[0]).toMatchObject({
      message: 'Server Down! Please Try After Some Time!',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', messageKey: 'messages.serverDown' },
    });
  });
});
