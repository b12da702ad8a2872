import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import getRawBody from 'raw-body';
import { ACCOUNT_MESSAGES } from '../domain/account-messages.ts';
import { MESSAGES } from '../domain/messages.ts';
import { MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from './security/limits.ts';
import type { Gateway } from './yoga.ts';

export const REQUEST_TOO_LARGE = 'REQUEST_TOO_LARGE';

/** The message for a body over the limit: an upload's own words for a file, else a plain one. */
const tooLargeMessage = (multipart: boolean) => (multipart ? ACCOUNT_MESSAGES.uploadTooLarge : 'The request is too large.');

function refuse(res: ServerResponse, status: number, message: string, code: string): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  // The rest of an oversized body is not read: the connection closes after the answer.
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
  res.end(body);
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * /graphql over Node's HTTP server, for the storefront server and the gateway alone:
 * - the body is read up to its limit (64 KB of JSON, one upload's 5 MB and a little for a multipart
 *   request); past it the answer is 413 before Yoga sees anything;
 * - the client's address is the socket's, or, when the socket is one of TRUSTED_PROXIES, the first
 *   address in X-Forwarded-For that a trusted proxy did not add (proxy-addr); a browser's own
 *   X-Forwarded-For is ignored;
 * - the answer is read whole and written once, so a failing write ends that request only.
 */
export function graphqlHttpHandler(gateway: Gateway, { trustedProxies }: { trustedProxies: readonly string[] }) {
  const trust = proxyaddr.compile([...trustedProxies]);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = (req.method ?? 'GET').toUpperCase();
    const multipart = (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
    let body: Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      try {
        body = await getRawBody(req, { limit: multipart ? MAX_MULTIPART_BODY_BYTES : MAX_JSON_BODY_BYTES, length: req.headers['content-length'] ?? null });
      } catch (error) {
        const type = (error as { type?: string }).type;
        if (type === 'entity.too.large') return refuse(res, 413, tooLargeMessage(multipart), REQUEST_TOO_LARGE);
        if (!res.headersSent && !res.destroyed) refuse(res, 400, 'The request body could not be read.', 'BAD_REQUEST');
        return;
      }
    }
    try {
      const response = await gateway.yoga.fetch(
        new URL(req.url ?? '/graphql', 'http://storefront.local'),
        { method, headers: headersOf(req), ...(body ? { body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) } : {}) },
        { clientAddress: proxyaddr(req, trust) },
      );
      const payload = Buffer.from(await response.arrayBuffer());
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        // Yoga's own Headers keep the case they were set with ('Content-Length'): one name, one value.
        const lower = name.toLowerCase();
        if (lower !== 'transfer-encoding') headers[lower] = value;
      });
      headers['content-length'] = String(payload.length);
      res.writeHead(response.status, headers);
      res.end(method === 'HEAD' ? undefined : payload);
    } catch (error) {
      console.error('[gateway] request failed', error);
      if (!res.headersSent) refuse(res, 500, MESSAGES.serverProblem, 'INTERNAL_SERVER_ERROR');
      else res.destroy();
    }
  };
}
