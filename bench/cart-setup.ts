import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressInput } from '../test-utils/account-fixtures.ts';
import { createCustomer, type TestCustomer } from '../test-utils/users.ts';
import { type Started, startProcess } from '../tests/e2e/processes.ts';
import { connect } from '../upstream/db/database.ts';

/**
 * The cart benches' stage: a real upstream and the gateway, each in its own process on loopback, over a
 * fresh SQLite file; signed-in customers are written into that file (as the OTP sign-in would) and get
 * an address through the upstream's API.
 */
export async function startStage() {
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-bench-cart-'));
  const databasePath = join(dir, 'bench.sqlite');
  const upstream = await startProcess(
    'upstream/server.ts',
    { UPSTREAM_PORT: '0', DATABASE_PATH: databasePath, UPLOAD_DIR: join(dir, 'uploads') },
    /\[upstream\] listening on (http:\/\/\S+)/,
  );
  const upstreamUrl = upstream.match[1] ?? '';
  let gateway: Started | undefined;
  try {
    gateway = await startProcess(
      'gateway/server.ts',
      // The benches send their own queries (the storefront sends persisted ones); every limit still applies.
      { UPSTREAM_URL: upstreamUrl, GATEWAY_PORT: '0', SEARCH_REFRESH_INTERVAL_MS: '0', GRAPHQL_DEV_TOOLS: '1' },
      /listening on (http:\/\/\S+)/,
    );
  } catch (error) {
    await upstream.stop();
    throw error;
  }
  const graphqlUrl = gateway.match[gateway.match.length - 1] ?? '';
  const { db, close: closeDb } = connect({ path: databasePath });

  const gql = async (query: string, variables: Record<string, unknown>, token: string | null = null) => {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
    if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data;
  };

  const customer = async (): Promise<TestCustomer & { addressId: string }> => {
    const c = await createCustomer(db);
    const reply = await fetch(`${upstreamUrl}/api/account/addresses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': c.token },
      body: JSON.stringify(addressInput()),
    });
    const body = (await reply.json()) as { result: { id: string } };
    return { ...c, addressId: body.result.id };
  };

  return {
    db,
    gql,
    customer,
    graphqlUrl,
    stop: async () => {
      await closeDb();
      await gateway?.stop();
      await upstream.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
