import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/server.ts';
import { startTestStack } from '../../test-utils/stack.ts';
import { CartAddItemDocument, CartCreateDocument, CartDocument } from '../gql/graphql.ts';
import { createGraphqlClient, type Document, resultOf, withToken } from './graphql-client.ts';

let closeStack: () => Promise<void>;
let gateway: RunningGateway;
let echo: Server;
let echoUrl: string;
/** What the echo server last received: content type and body. */
let received: { type: string; body: string; authorization: string } = { type: '', body: '', authorization: '' };
/** Requests to /slow that the echo server holds without answering; true once the client closed one. */
let slowClosed: Promise<boolean> = Promise.resolve(false);

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

beforeAll(async () => {
  ({ gateway, close: closeStack } = await startTestStack());
  echo = createServer(async (req, res) => {
    if (req.url === '/slow') {
      slowClosed = new Promise((resolve) => res.on('close', () => resolve(!res.writableEnded)));
      return;
    }
    received = { type: req.headers['content-type'] ?? '', body: await read(req), authorization: req.headers.authorization ?? '' };
    if (req.url === '/html') {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { ok: true } }));
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await closeStack();
  await new Promise((resolve) => echo.close(resolve));
});

/** A document as codegen makes it: its hash and name, no text. */
const OK_DOCUMENT = { __meta__: { hash: 'a'.repeat(64), operationName: 'Upload' } } as Document<{ ok: boolean }, { file: Blob; note: string }>;

describe('the GraphQL client', () => {
  it('runs an operation against the real gateway and returns its data', async () => {
    const client = createGraphqlClient(gateway.url);
    const created = await client.mutation(CartCreateDocument, {}).toPromise();
    expect(created.error).toBeUndefined();
    const id = created.data?.cartCreate.id ?? '';
    expect(id).not.toBe('');
    const read = await client.query(CartDocument, { cartId: id }).toPromise();
    expect(read.data?.cart?.id).toBe(id);
  });

  it('returns the gateway’s refusal with its code, and data null', async () => {
    const client = createGraphqlClient(gateway.url);
    const cartId = (await client.mutation(CartCreateDocument, {}).toPromise()).data?.cartCreate.id ?? '';
    const result = await client.mutation(CartAddItemDocument, { cartId, sku: 'NO-SUCH-SKU', qty: 1 }).toPromise();
    expect(result.data).toBeNull();
    expect(result.error?.graphQLErrors[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect(result.error?.networkError).toBeUndefined();
  });

  it.each([
    ['a closed port', () => 'http://127.0.0.1:9/graphql'],
    ['an HTML error page', () => `${echoUrl}/html`],
  ])('reports %s as a network error, never as data', async (_name, url) => {
    const result = await createGraphqlClient(url()).query(CartDocument, { cartId: 'x' }).toPromise();
    expect(result.data).toBeUndefined();
    expect(result.error?.networkError).toBeDefined();
  });

  it('sends files as a GraphQL multipart request, the file part mapped to its variable', async () => {
    const file = new File(['%PDF-1.4 test'], 'rx.pdf', { type: 'application/pdf' });
    const result = await createGraphqlClient(echoUrl).mutation(OK_DOCUMENT, { file, note: 'hello' }).toPromise();
    expect(result.data).toEqual({ ok: true });
    expect(received.type).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(received.body, { headers: { 'content-type': received.type } }).formData();
    // The operation with the file as null, the hash and no document text (https://github.com/jaydenseric/graphql-multipart-request-spec).
    expect(JSON.parse(String(form.get('operations')))).toEqual({
      operationName: 'Upload',
      variables: { file: null, note: 'hello' },
      extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ '0': ['variables.file'] });
    const part = form.get('0') as File;
    expect(part.name).toBe('rx.pdf');
    expect(await part.text()).toBe('%PDF-1.4 test');
  });

  it('refuses a document that codegen did not make, before anything is sent', async () => {
    const handMade = { toString: () => '{ ok }' } as unknown as Document<{ ok: boolean }, undefined>;
    received = { type: '', body: '', authorization: '' };
    expect(() => createGraphqlClient(echoUrl).query(handMade, undefined).toPromise()).toThrow(/persisted hash/);
    expect(received.body).toBe('');
  });

  it('sends JSON without files, and the token as a Bearer header when asked', async () => {
    const plain = OK_DOCUMENT as unknown as Document<{ ok: boolean }, { note: string }>;
    await createGraphqlClient(echoUrl)
      .query(plain, { note: 'n' }, { fetchOptions: { headers: { authorization: 'Bearer abc' } } })
      .toPromise();
    expect(received.type).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual({
      operationName: 'Upload',
      variables: { note: 'n' },
      extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    });
    expect(received.authorization).toBe('Bearer abc');
  });

  it('ends an operation when its signal aborts: the promise fails and the request is closed', async () => {
    const controller = new AbortController();
    const pending = resultOf(createGraphqlClient(`${echoUrl}/slow`).query(CartDocument, { cartId: 'x' }), controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort(new Error('superseded'));
    await expect(pending).rejects.toThrow('superseded');
    expect(await slowClosed).toBe(true);
  });
});

describe('withToken (users.tokenInHeader)', () => {
  it('sends a Bearer header, or the token query parameter', () => {
    expect(withToken('abc', true)).toEqual({ fetchOptions: { headers: { authorization: 'Bearer abc' } } });
    const inQuery = withToken('a b', false, gateway.url) as { url: string };
    expect(new URL(inQuery.url).searchParams.get('token')).toBe('a b');
  });
});
