import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedAuthExchange, SessionLostError } from './auth-exchange.ts';
import { createGraphqlClient, type Document } from './graphql-client.ts';
import { createRefreshLock } from './refresh-lock.ts';

/** A gateway stand-in that accepts only the token `good`, from the header or the `token` query parameter. */
let server: Server;
let url = '';
let seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const address = new URL(req.url ?? '/', 'http://x');
    const token = address.searchParams.get('token') ?? (req.headers.authorization ?? '').replace(/^Bearer /, '');
    seen.push(token);
    const reply = token === 'good' ? { data: { ok: true } } : { data: null, errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] };
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const DOCUMENTS = ['a', 'b', 'c'].map(
  (n) => ({ __meta__: { hash: n.repeat(64), operationName: `Q${n}` } }) as Document<{ ok: boolean }, Record<string, never>>,
);

function world(refreshWorks: boolean) {
  let token = 'expired';
  let refreshes = 0;
  const lock = createRefreshLock({
    refresh: async () => {
      refreshes++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (refreshWorks) token = 'good';
      return refreshWorks;
    },
    onFailure: () => {},
  });
  return { lock, token: () => token, refreshes: () => refreshes };
}

describe('urql’s auth exchange over the refresh lock', () => {
  it.each([
    ['the Bearer header', true],
    ['the token query parameter (users.tokenInHeader off)', false],
  ])('sends the token in %s, refreshes once for three refused calls, and runs each again with the new token', async (_how, inHeader) => {
    seen = [];
    const w = world(true);
    const client = createGraphqlClient(url, undefined, [lockedAuthExchange(w.lock, w.token, inHeader)]);
    const results = await Promise.all(DOCUMENTS.map((document) => client.query(document, {}).toPromise()));
    expect(results.map((r) => r.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(w.refreshes()).toBe(1);
    expect(seen.sort()).toEqual(['expired', 'expired', 'expired', 'good', 'good', 'good']);
  });

  it('answers two equal mutations refused together, each once (the exchange queues by key while it refreshes)', async () => {
    seen = [];
    const w = world(true);
    const client = createGraphqlClient(url, undefined, [lockedAuthExchange(w.lock, w.token, true)]);
    const [document] = DOCUMENTS as [(typeof DOCUMENTS)[number]];
    const results = await Promise.all([client.mutation(document, {}).toPromise(), client.mutation(document, {}).toPromise()]);
    expect(results.map((r) => r.data)).toEqual([{ ok: true }, { ok: true }]);
    expect(w.refreshes()).toBe(1);
    expect(seen.sort()).toEqual(['expired', 'expired', 'good', 'good']);
  });

  it('ends the waiting calls with SessionLostError, unsent again, when the refresh fails', async () => {
    seen = [];
    const w = world(false);
    const client = createGraphqlClient(url, undefined, [lockedAuthExchange(w.lock, w.token, true)]);
    const results = await Promise.all(DOCUMENTS.map((document) => client.query(document, {}).toPromise()));
    expect(results.map((r) => r.error?.networkError instanceof SessionLostError)).toEqual([true, true, true]);
    expect(w.refreshes()).toBe(1);
    expect(seen).toEqual(['expired', 'expired', 'expired']);
    // Later calls are not sent while the lock has failed (a new sign-in resets it).
    expect((await client.query(DOCUMENTS[0] as (typeof DOCUMENTS)[number], {}).toPromise()).error?.networkError).toBeInstanceOf(SessionLostError);
    expect(seen).toHaveLength(3);
  });
});
