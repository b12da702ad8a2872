import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReadyLine, SERVE_READY } from '../../server/cluster.ts';
import { AddAddressDocument, CartAddItemDocument, CartCreateDocument, PlaceOrderDocument } from '../../src/gql/graphql.ts';
import { type AnyVariables, type Document, persistedOperation } from '../../src/lib/graphql-client.ts';
import { addressInput, sellableSku, setStock, stockOf } from '../../test-utils/account-fixtures.ts';
import { createDatabase, type PostgresCluster, startPostgresCluster } from '../../test-utils/postgres-cluster.ts';
import { createCustomer } from '../../test-utils/users.ts';
import { connect, type Db } from '../../upstream/db/database.ts';
import { waitFor } from './pages.ts';
import { type Started, startProcess } from './processes.ts';

/**
 * Issue 21: two storefront processes (`npm run serve`, server/cluster.ts) on one PostgreSQL, and one of
 * them killed (SIGKILL) while customers are placing orders. A customer's client does what the
 * storefront's order queue does: it sends the order with its clientOrderId, and sends it again with the
 * same id when the connection breaks or the server answers 5xx. Every order a client was told about
 * must exist once, every customer's retries must end in exactly one order, stock must fall by exactly
 * what was ordered, and the primary must replace the killed process.
 */
const CUSTOMERS = 48;
const QTY = 2;

let cluster: PostgresCluster | null = null;
let shop: Started;
let db: Db;
let closeDb: () => Promise<void>;
let url: string;
let pids: number[];
const dir = mkdtempSync(join(tmpdir(), 'pharmacy-cluster-'));

beforeAll(async () => {
  // The run's cluster when the browser tests run on PostgreSQL, else one of this file's own.
  let admin = process.env.TEST_POSTGRES_URL;
  if (!admin) {
    cluster = await startPostgresCluster();
    admin = cluster.url;
  }
  const databaseUrl = await createDatabase(admin);
  shop = await startProcess(
    'scripts/serve.ts',
    {
      WORKERS: '2',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      GRAPHQL_DEV_TOOLS: '0',
      UPLOAD_DIR: join(dir, 'uploads'),
      MEDIA_DIR: join(dir, 'media'),
      FORCE_BUILD: '0',
    },
    SERVE_READY,
  );
  ({ url, pids } = readReadyLine(shop.match));
  ({ db, close: closeDb } = connect({ path: join(dir, 'unused.sqlite'), url: databaseUrl }));
});

afterAll(async () => {
  await shop?.stop();
  await closeDb?.();
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Reply<Data> {
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One persisted operation as the islands send it; throws on a broken connection (fetch's TypeError). */
async function send<Data, Variables extends AnyVariables>(document: Document<Data, Variables>, variables: Variables, token: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(persistedOperation(document, variables)),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: (await response.json()) as Reply<Data> };
}

async function must<Data, Variables extends AnyVariables>(document: Document<Data, Variables>, variables: Variables, token: string): Promise<Data> {
  const { status, body } = await send(document, variables, token);
  if (status !== 200 || !body.data || body.errors) throw new Error(`${status}: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * The order sent until the server answers it, with the same clientOrderId every time: a broken
 * connection, a time-out or a 5xx is sent again (the refusals of a healthy server are not).
 */
async function placeUntilAnswered(input: { clientOrderId: string; cartId: string; addressId: string }, token: string) {
  const cut: string[] = [];
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    try {
      const { status, body } = await send(PlaceOrderDocument, { input: { ...input, paymentMethod: 'COD' } }, token);
      if (status < 500 && body.data?.placeOrder) return { orderId: body.data.placeOrder.id, cut };
      if (status < 500) throw new Error(`refused: ${JSON.stringify(body.errors)}`);
      cut.push(`HTTP ${status}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('refused')) throw error;
      cut.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
  throw new Error(`no answer after 30 tries: ${cut.join('; ')}`);
}

describe('two storefront processes on one PostgreSQL', () => {
  it('loses and doubles no order when one process is killed while customers place them, and replaces it', async () => {
    expect(pids, 'the storefront processes').toHaveLength(2);
    const { sku } = await sellableSku(db, false, 1);
    await setStock(db, sku, 10_000);
    const stockBefore = await stockOf(db, sku);

    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async () => {
        const customer = await createCustomer(db);
        const { addAddress } = await must(AddAddressDocument, { input: addressInput() }, customer.token);
        const { cartCreate } = await must(CartCreateDocument, {}, customer.token);
        await must(CartAddItemDocument, { cartId: cartCreate.id, sku, qty: QTY }, customer.token);
        return { ...customer, input: { clientOrderId: randomUUID(), cartId: cartCreate.id, addressId: addAddress.id } };
      }),
    );

    // Every customer places at once; when a quarter have their answer, the first process is killed.
    let answered = 0;
    let killed = false;
    const victim = pids[0] as number;
    const results = await Promise.all(
      customers.map(async (customer) => {
        const result = await placeUntilAnswered(customer.input, customer.token);
        answered += 1;
        if (!killed && answered >= CUSTOMERS / 4) {
          killed = true;
          process.kill(victim, 'SIGKILL');
        }
        return { customer, ...result };
      }),
    );
    expect(killed).toBe(true);
    // The kill cut some orders mid-way (else this test proved nothing), and their retries went through.
    const cutOrders = results.filter((r) => r.cut.length > 0);
    console.log(
      `[cluster test] ${cutOrders.length} of ${CUSTOMERS} orders were cut by the kill and sent again: ${[...new Set(cutOrders.flatMap((r) => r.cut))].join('; ')}`,
    );
    expect(cutOrders.length, 'orders whose connection the kill cut').toBeGreaterThan(0);

    for (const { customer, orderId } of results) {
      const rows = await db.selectFrom('orders').select(['sid', 'client_order_id']).where('user_id', '=', customer.id).execute();
      expect(rows, `customer ${customer.id}'s orders`).toHaveLength(1);
      expect(rows[0]?.sid).toBe(orderId);
      expect(rows[0]?.client_order_id).toBe(customer.input.clientOrderId);
    }
    expect(await stockOf(db, sku)).toBe(stockBefore - CUSTOMERS * QTY);

    // The primary starts another process in the killed one's place, and the shop answers.
    await waitFor(async () => /\[cluster\] storefront process 1 is back \(pid \d+\)/.test(shop.output()), 'the killed process replaced', 120_000).catch(
      (error: Error) => {
        throw new Error(`${error.message}:\n${shop.output()}`);
      },
    );
    expect(shop.output()).toContain(`[cluster] storefront process 1 (pid ${victim}) ended (SIGKILL); starting a new one`);
    const statuses = await Promise.all(Array.from({ length: 8 }, () => fetch(`${url}/c/antibiotics?check=1`).then((r) => r.status)));
    expect(statuses).toEqual(Array(8).fill(200));
  });
});
