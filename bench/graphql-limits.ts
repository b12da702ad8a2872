/**
 * What one abusive request costs the gateway (issue 11, point 1): thousands of aliased searches in one
 * query, sent over loopback HTTP to
 *   - the gateway as it stood before issue 11 (the same schema, resolvers and search index with no
 *     limits: the baseline, measured in this run),
 *   - the gateway with GRAPHQL_DEV_TOOLS=1 (free-form queries allowed, the limits on), and
 *   - the gateway as `npm start` runs it (persisted documents only),
 * with the storefront's own search panel query as the yardstick. Prints server time (p50/p95) and the
 * size of each answer.
 *
 *   npm run bench:graphql-limits                 (N=20 requests per refused case)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createSchema, createYoga } from 'graphql-yoga';
import type { GatewayContext } from '../gateway/context.ts';
import { graphqlHttpHandler } from '../gateway/http-handler.ts';
import { resolvers } from '../gateway/resolvers/index.ts';
import { GatewaySecurityConfigSchema } from '../gateway/security/config.ts';
import { createGateway, type Gateway, loadTypeDefs } from '../gateway/yoga.ts';
import { SearchPanelDocument } from '../src/gql/graphql.ts';
import { persistedOperation } from '../src/lib/graphql-client.ts';
import { startTestUpstream } from '../test-utils/upstream.ts';
import { summarise } from './queries.ts';

const N = Number(process.env.N ?? 20);
const aliases = (n: number) => ({
  query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: search(query: "tablet", size: 200) { total items { sku name price { amount } } }`).join(' ')} }`,
});

const upstream = await startTestUpstream();
const servers: Server[] = [];
const listen = async (handler: Parameters<typeof createServer>[1]) => {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
};
const gateways: Gateway[] = [];
try {
  const development = createGateway({ upstreamUrl: upstream.url, security: GatewaySecurityConfigSchema.parse({ GRAPHQL_DEV_TOOLS: '1' }) });
  gateways.push(development);
  console.log(`Search index: ${await development.reindex()} products`);
  const production = createGateway({
    upstreamUrl: upstream.url,
    security: GatewaySecurityConfigSchema.parse({ GRAPHQL_DEV_TOOLS: '0' }),
    search: development.context.search,
  });
  gateways.push(production);
  // The baseline: the same schema, resolvers and search, as the gateway was before issue 11.
  const unprotected = createYoga<object, GatewayContext>({
    schema: createSchema<GatewayContext>({ typeDefs: loadTypeDefs(), resolvers }),
    context: (): GatewayContext => ({ ...development.context, token: null, clientAddress: null }),
    graphqlEndpoint: '/graphql',
    maskedErrors: true,
    logging: false,
  });
  const urls = {
    baseline: await listen(unprotected),
    development: await listen((req, res) => void graphqlHttpHandler(development, { trustedProxies: [] })(req, res)),
    production: await listen((req, res) => void graphqlHttpHandler(production, { trustedProxies: [] })(req, res)),
  };

  const send = async (url: string, body: unknown) => {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify(body),
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    return { ms: performance.now() - started, bytes, status: response.status };
  };
  const row = async (label: string, url: string, body: unknown, runs: number) => {
    const times: number[] = [];
    let last = { bytes: 0, status: 0 };
    for (let i = 0; i < runs; i++) {
      const { ms, ...rest } = await send(url, body);
      times.push(ms);
      last = rest;
    }
    const { p50, p95 } = summarise(times);
    const size = last.bytes > 1_000_000 ? `${(last.bytes / 1_000_000).toFixed(1)} MB` : `${(last.bytes / 1024).toFixed(1)} KB`;
    console.log(
      `  ${label.padEnd(66)} ${String(last.status).padStart(3)}  p50 ${p50.toFixed(1).padStart(8)} ms  p95 ${p95.toFixed(1).padStart(8)} ms  ${size.padStart(9)}  (n=${runs})`,
    );
  };

  const panel = persistedOperation(SearchPanelDocument, { query: 'tablet', size: 10 });
  console.log('\nOne request at a time over loopback HTTP (status, server time as the client sees it, answer size):');
  await row('search panel, persisted (the yardstick)', urls.production, panel, N);
  await row('baseline (no limits): 500 aliased searches', urls.baseline, aliases(500), 3);
  await row('baseline (no limits): 3,000 aliased searches', urls.baseline, aliases(3000), 1);
  await row('GRAPHQL_DEV_TOOLS=1: 700 aliased searches (under 64 KB: token limit)', urls.development, aliases(700), N);
  await row('GRAPHQL_DEV_TOOLS=1: 3,000 aliased searches (body limit)', urls.development, aliases(3000), N);
  await row('GRAPHQL_DEV_TOOLS=1: 16 aliased searches (alias limit)', urls.development, aliases(16), N);
  await row('npm start: 700 aliased searches (persisted documents only)', urls.production, aliases(700), N);
  await row('npm start: 3,000 aliased searches (body limit)', urls.production, aliases(3000), N);
} finally {
  for (const server of servers) server.close();
  for (const gateway of gateways) await gateway.close();
  await upstream.close();
}
