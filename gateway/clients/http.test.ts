import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_HEADER } from '../../common/gateway-secret.ts';
import { UpstreamBadResponseError, UpstreamUnavailableError } from '../errors.ts';
import { UpstreamRejection, upstreamFetch } from './http.ts';
import { FREE_SOCKET_TIMEOUT_MS } from './http-transport.ts';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server;
let base: string;
let handle: Handler;
/** The client ports the server saw, one per connection the gateway opened. */
let connections: Set<number>;

const json = (res: ServerResponse, value: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

beforeEach(async () => {
  connections = new Set();
  server = createServer((req, res) => {
    connections.add(req.socket.remotePort ?? 0);
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => handle(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the upstream client', () => {
  it('sends the query, the JSON body, the token and a forwarded address with the secret, and returns the result', async () => {
    let seen: { method?: string; url?: string; headers?: IncomingMessage['headers']; body?: string } = {};
    handle = (req, body, res) => {
      seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      json(res, { code: 200, result: { ok: true }, meta: { total: 3 } });
    };
    let meta: unknown;
    const call = upstreamFetch(base, { gatewaySecret: 'the-secret' });
    const result = await call('/api/cart/items', {
      method: 'POST',
      query: { cartId: 'c1', skip: undefined },
      body: { sku: 'MED1', qty: 2 },
      token: 'tok',
      clientAddress: '203.0.113.9',
      onMeta: (m) => {
        meta = m;
      },
    });
    expect(result).toEqual({ ok: true });
    expect(meta).toEqual({ total: 3 });
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/cart/items?cartId=c1');
    expect(JSON.parse(seen.body ?? '')).toEqual({ sku: 'MED1', qty: 2 });
    expect(seen.headers?.['content-type']).toBe('application/json');
    expect(seen.headers?.['x-access-token']).toBe('tok');
    expect(seen.headers?.['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen.headers?.[GATEWAY_SECRET_HEADER]).toBe('the-secret');
  });

  it('keeps one connection for calls one after another', async () => {
    handle = (_req, _body, res) => json(res, { code: 200, result: 1 });
    const call = upstreamFetch(base);
    for (let i = 0; i < 5; i++) await call('/api/catalog/categories');
    expect(connections.size).toBe(1);
  });

  it('sends a GET again on a new connection when the kept one was closed meanwhile', async () => {
    handle = (_req, _body, res) => json(res, { code: 200, result: 'fresh' });
    const call = upstreamFetch(base);
    await call('/api/catalog/categories');
    // The upstream drops the idle connection without a word, as a restart or a proxy does; the gateway has not noticed yet.
    let dropped = false;
    handle = (req, _body, res) => {
      if (!dropped) {
        dropped = true;
        req.socket.destroy();
        return;
      }
      json(res, { code: 200, result: 'fresh' });
    };
    expect(await call('/api/catalog/categories')).toBe('fresh');
  });

  it.each([
    ['a refusal with its code', (res: ServerResponse) => json(res, { code: 404, result: 'No such product' }), UpstreamRejection],
    ['a 504 of the cart service', (res: ServerResponse) => json(res, { code: 504, result: 'Cart changed' }), UpstreamRejection],
    ['a 5xx code', (res: ServerResponse) => json(res, { code: 500, result: 'broken' }), UpstreamUnavailableError],
    [
      'an HTML error page with 502',
      (res: ServerResponse) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
      UpstreamUnavailableError,
    ],
    ['text with 200', (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'), UpstreamBadResponseError],
    ['JSON that is no envelope', (res: ServerResponse) => json(res, { items: [] }), UpstreamBadResponseError],
    ['JSON cut short', (res: ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"res'), UpstreamBadResponseError],
    ['a connection dropped before any answer', (res: ServerResponse) => res.socket?.destroy(), UpstreamUnavailableError],
  ] as const)('turns %s into its error', async (_name, answer, kind) => {
    handle = (_req, _body, res) => answer(res);
    await expect(upstreamFetch(base)('/api/x', { method: 'POST', body: {} })).rejects.toBeInstanceOf(kind);
  });

  it('closes a connection left unused for its idle time itself, so a POST never meets one the upstream is closing', async () => {
    // The upstream keeps connections far longer than the gateway: only the gateway's own idle time can close this one.
    server.keepAliveTimeout = 60_000;
    handle = (_req, _body, res) => json(res, { code: 200, result: 'ok' });
    const call = upstreamFetch(base);
    await call('/api/cart/items', { method: 'POST', body: { n: 1 } });
    await call('/api/cart/items', { method: 'POST', body: { n: 2 } });
    expect(connections.size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, FREE_SOCKET_TIMEOUT_MS + 300));
    await call('/api/cart/items', { method: 'POST', body: { n: 3 } });
    expect(connections.size).toBe(2);
  });

  it('gives up on an upstream that does not answer in time', async () => {
    handle = () => undefined;
    const started = Date.now();
    await expect(upstreamFetch(base)('/api/slow', { timeoutMs: 150 })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('waits longer for a write than for a read before saying the upstream is unavailable', async () => {
    handle = (_req, _body, res) => {
      setTimeout(() => json(res, { code: 200, result: 'done' }), 250);
    };
    const call = upstreamFetch(base, { timeouts: { readMs: 100, writeMs: 2000 } });
    await expect(call('/api/orders')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(await call('/api/orders', { method: 'POST', body: { clientOrderId: 'o1' } })).toBe('done');
  });

  it('says the upstream is unavailable when nothing listens', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await expect(upstreamFetch(base)('/api/catalog/categories')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    server = createServer();
  });

  it('sends a multipart upload as FormData', async () => {
    let seen = '';
    handle = (req, body, res) => {
      seen = `${req.headers['content-type']} ${body}`;
      json(res, { code: 200, result: 'stored' });
    };
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' }));
    expect(await upstreamFetch(base)('/api/account/files', { method: 'POST', body: form })).toBe('stored');
    expect(seen).toMatch(/^multipart\/form-data; boundary=.*%PDF-1\.4/s);
  });
});
