import { createSchema } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductBySkuDocument, ProductListDocument, ProductPageDocument } from '../src/gql/graphql.ts';
import { persistedMeta, persistedOperation } from '../src/lib/persisted.ts';
import { startTestUpstream } from '../test-utils/upstream.ts';
import type { GatewayContext } from './context.ts';
import { inProcessExecutor } from './in-process.ts';
import { resolvers } from './resolvers/index.ts';
import { SECURITY_CODES } from './security/plugins.ts';
import { createGateway, type Gateway, loadTypeDefs } from './yoga.ts';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let gateway: Gateway;

beforeAll(async () => {
  upstream = await startTestUpstream();
  gateway = createGateway({ upstreamUrl: upstream.url });
});
afterAll(() => upstream.close());

/** The same persisted operation as the pages sent it before: a JSON POST to Yoga with the hash. */
async function overHttp(document: Parameters<typeof persistedOperation>[0], variables: Record<string, unknown>) {
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(persistedOperation(document, variables)),
  });
  return (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

describe("the storefront's own documents, run in process", () => {
  it.each([
    ['a product page', ProductPageDocument, { parentSku: 'MED000001', slug: 'augmentin-625-duo-tablet' }],
    ['an unknown product', ProductPageDocument, { parentSku: 'NOPE', slug: 'nope' }],
    ['a listing with variables left undefined', ProductListDocument, { categoryId: undefined, sort: 'PRICE_DESC', start: 0, size: 5 }],
  ] as const)('answer %s exactly as Yoga does over HTTP', async (_name, document, variables) => {
    const own = await gateway.executeOwn(persistedMeta(document).hash, variables);
    expect(own).toEqual(await overHttp(document, variables));
    expect(own.errors).toBeUndefined();
  });

  it('keeps a domain error with its code, as Yoga does', async () => {
    const own = await gateway.executeOwn(persistedMeta(ProductBySkuDocument).hash, { sku: '' });
    expect(own.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(own.errors?.map((e) => e.message)).toEqual((await overHttp(ProductBySkuDocument, { sku: '' })).errors?.map((e) => e.message));
  });

  it('refuses a hash that is not one of the persisted documents', async () => {
    const own = await gateway.executeOwn('0'.repeat(64), {});
    expect(own.errors?.[0]?.extensions?.['code']).toBe(SECURITY_CODES.persistedNotFound);
    expect(own.data).toBeUndefined();
  });

  it('masks an unexpected failure as Yoga does, and logs what it masked', async () => {
    const failing = { ...gateway.context, catalogue: { ...gateway.context.catalogue, product: () => Promise.reject(new Error('disk on fire')) } };
    const logError = vi.fn();
    const execute = inProcessExecutor(createSchema<GatewayContext>({ typeDefs: loadTypeDefs(), resolvers }), failing, logError);
    const own = await execute(persistedMeta(ProductBySkuDocument).hash, { sku: 'MED000001' });
    expect(own.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR', unexpected: true } })]);
    expect(JSON.stringify(own)).not.toContain('disk on fire');
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: 'disk on fire' }));
  });
});
