import { parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartDocument, CategoriesDocument, PlaceOrderDocument } from '../../src/gql/graphql.ts';
import { persistedMeta, persistedOperation } from '../../src/lib/graphql-client.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import { createGateway, type Gateway } from '../yoga.ts';
import { GatewaySecurityConfigSchema } from './config.ts';
import { OPERATION_LIMITS } from './limits.ts';
import { persistedDocuments } from './persisted-documents.ts';
import { SECURITY_CODES } from './plugins.ts';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
/** As `npm start` runs it: persisted documents only, no introspection. */
let production: Gateway;
/** GRAPHQL_DEV_TOOLS=1: free-form queries and introspection, the limits still on. */
let development: Gateway;
let searches = 0;

beforeAll(async () => {
  upstream = await startTestUpstream();
  // A search port that counts: a refused operation must not reach it.
  const search = {
    engine: 'counting',
    replaceAll: async () => undefined,
    upsert: async () => undefined,
    search: async () => {
      searches += 1;
      return { items: [], total: 0, start: 0, size: 0, aggregations: { brands: [], categories: [], prices: [] } } as never;
    },
  };
  const security = (GRAPHQL_DEV_TOOLS: '0' | '1') => GatewaySecurityConfigSchema.parse({ GRAPHQL_DEV_TOOLS });
  production = createGateway({ upstreamUrl: upstream.url, security: security('0'), search });
  development = createGateway({ upstreamUrl: upstream.url, security: security('1'), search });
});
afterAll(async () => {
  await production.close();
  await development.close();
  await upstream.close();
});

type Reply = { status: number; data?: any; errors?: { message: string; extensions?: { code?: string } }[] };

async function send(gateway: Gateway, body: unknown): Promise<Reply> {
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    // As the storefront's client asks (src/lib/graphql-client.ts): refusals then come as 4xx.
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as Omit<Reply, 'status'>) };
}
const codeOf = (reply: Reply) => reply.errors?.[0]?.extensions?.code;
const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: search(query: "tablet", size: 200) { total }`).join(' ')} }`;

describe('trusted documents in production (GRAPHQL_DEV_TOOLS=0)', () => {
  it('runs a persisted document sent by its hash', async () => {
    const reply = await send(production, persistedOperation(CategoriesDocument, {}));
    expect(reply.errors).toBeUndefined();
    expect(reply.data.categories.length).toBeGreaterThan(5);
  });

  it.each([
    [
      'a free-form query',
      { query: '{ categories { id } }' },
      SECURITY_CODES.persistedOnly,
      'Only the storefront’s own operations are accepted here (persisted documents).',
    ],
    [
      '3,000 aliased searches',
      { query: aliases(3000) },
      SECURITY_CODES.persistedOnly,
      'Only the storefront’s own operations are accepted here (persisted documents).',
    ],
    [
      'an unknown hash',
      { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } },
      SECURITY_CODES.persistedNotFound,
      'Unknown operation: the page may be older than the server. Reload it.',
    ],
    ['neither a query nor a hash', { variables: {} }, SECURITY_CODES.persistedIdRequired, 'Send the operation’s hash in extensions.persistedQuery.sha256Hash.'],
  ])('refuses %s with a clear message, running nothing', async (_case, body, code, message) => {
    const before = searches;
    const reply = await send(production, body);
    expect(reply.status).toBe(400);
    expect(codeOf(reply)).toBe(code);
    expect(reply.errors?.[0]?.message).toBe(message);
    expect(reply.data).toBeUndefined();
    expect(searches).toBe(before);
  });

  it('takes the text of a persisted document, however it is laid out (clients built before trusted documents)', async () => {
    const text = persistedDocuments().get(persistedMeta(CategoriesDocument).hash) ?? '';
    const relaidOut = print(parse(text));
    expect(relaidOut).not.toBe(text);
    const reply = await send(production, { query: relaidOut });
    expect(reply.errors).toBeUndefined();
    expect(reply.data.categories.length).toBeGreaterThan(5);
  });

  it('refuses the text of a persisted document with one field more', async () => {
    const text = persistedDocuments().get(persistedMeta(CategoriesDocument).hash) ?? '';
    const reply = await send(production, { query: text.replace('productCount', 'productCount __typename') });
    expect(codeOf(reply)).toBe(SECURITY_CODES.persistedOnly);
  });

  it('keeps an order queued offline by an older page: the text of PlaceOrder goes through to the upstream', async () => {
    const text = print(parse(persistedDocuments().get(persistedMeta(PlaceOrderDocument).hash) ?? ''));
    const reply = await send(production, {
      query: text,
      variables: { input: { clientOrderId: 'x', cartId: 'none', addressId: 'none', paymentMethod: 'COD' } },
    });
    // Not refused as an unknown operation: it ran, and the resolver asked for a signed-in customer.
    expect(codeOf(reply)).toBe('UNAUTHENTICATED');
  });

  it('refuses introspection, also of a persisted-looking text', async () => {
    const reply = await send(production, { query: '{ __schema { types { name } } }' });
    expect(codeOf(reply)).toBe(SECURITY_CODES.persistedOnly);
  });

  it('names every persisted document by a hash that matches its text', async () => {
    const { createHash } = await import('node:crypto');
    for (const [hash, text] of persistedDocuments()) expect(createHash('sha256').update(text).digest('hex')).toBe(hash);
  });
});

describe('limits on whatever the gateway accepts (GRAPHQL_DEV_TOOLS=1)', () => {
  it('runs a free-form query and answers introspection', async () => {
    expect((await send(development, { query: '{ categories { id } }' })).errors).toBeUndefined();
    const schema = await send(development, { query: '{ __schema { queryType { name } } }' });
    expect(schema.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses 3,000 aliased searches while parsing, before any search runs', async () => {
    const before = searches;
    const reply = await send(development, { query: aliases(3000) });
    expect(reply.status).toBe(400);
    expect(codeOf(reply)).toBe(SECURITY_CODES.tooComplex);
    expect(reply.errors?.[0]?.message).toBe(`Token limit of ${OPERATION_LIMITS.maxTokens} exceeded.`);
    expect(searches).toBe(before);
  });

  const nested = (depth: number): string => (depth === 0 ? 'id' : `n${depth} { ${nested(depth - 1)} }`);
  /** The storefront's own cart fragment, 15 times over (each cart costs about 235). */
  const costly = () => {
    const cart = persistedDocuments().get(persistedMeta(CartDocument).hash) ?? '';
    const fragment = cart.slice(0, cart.indexOf(' query '));
    return `${fragment} { ${Array.from({ length: OPERATION_LIMITS.maxAliases }, (_, i) => `c${i}: cart(cartId: "x") { ...CartFields }`).join(' ')} }`;
  };

  it.each([
    ['16 aliases', aliases(OPERATION_LIMITS.maxAliases + 1), /^Aliases limit of 15 exceeded, found 16\.$/],
    ['a selection nested 11 deep', `{ ${nested(OPERATION_LIMITS.maxDepth + 1)} }`, /^Query depth limit of 10 exceeded, found 1[12]\.$/],
    ['11 directives', `{ categories ${'@include(if: true) '.repeat(11)} { id } }`, /^Directives limit of 10 exceeded, found 11\.$/],
    ['15 whole carts at once (cost)', costly(), /^Query Cost limit of 3000 exceeded, found \d+/],
  ])('refuses %s with QUERY_TOO_COMPLEX, running nothing', async (_case, query, message) => {
    const reply = await send(development, { query });
    expect(reply.status).toBe(400);
    expect(reply.data).toBeUndefined();
    const limit = reply.errors?.find((error) => error.extensions?.code === SECURITY_CODES.tooComplex);
    expect(limit?.message).toMatch(message);
  });

  it('lets every persisted document through every limit', async () => {
    for (const text of persistedDocuments().values()) {
      const reply = await send(development, { query: text, variables: {} });
      expect(reply.errors?.filter((error) => error.extensions?.code === SECURITY_CODES.tooComplex) ?? []).toEqual([]);
    }
  });
});
