import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../domain/account-messages.ts';
import { CategoriesDocument } from '../src/gql/graphql.ts';
import { persistedExtension, persistedOperation } from '../src/lib/graphql-client.ts';
import { startTestUpstream } from '../test-utils/upstream.ts';
import { REQUEST_TOO_LARGE } from './http-handler.ts';
import { GatewaySecurityConfigSchema } from './security/config.ts';
import { MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from './security/limits.ts';
import { type RunningGateway, startGateway } from './server.ts';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let gateway: RunningGateway;
const ALLOWED = 'https://app.purba.example';

beforeAll(async () => {
  upstream = await startTestUpstream();
  gateway = await startGateway(
    { GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: 0, UPSTREAM_URL: upstream.url },
    { security: GatewaySecurityConfigSchema.parse({ GRAPHQL_DEV_TOOLS: '0', ALLOWED_ORIGINS: ALLOWED }) },
  );
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

const categories = () => JSON.stringify(persistedOperation(CategoriesDocument, {}));
const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(gateway.url, { method: 'POST', headers, body });

async function stillAnswers(): Promise<void> {
  const response = await post(categories());
  expect(response.status).toBe(200);
  expect(((await response.json()) as { data: { categories: unknown[] } }).data.categories.length).toBeGreaterThan(0);
}

describe('request bodies over HTTP', () => {
  it('answers a persisted operation by POST and by GET', async () => {
    await stillAnswers();
    const extensions = encodeURIComponent(JSON.stringify(persistedExtension(CategoriesDocument)));
    const response = await fetch(`${gateway.url}?extensions=${extensions}`);
    expect(response.status).toBe(200);
  });

  it.each([
    ['a JSON body over 64 KB', 'application/json', MAX_JSON_BODY_BYTES + 1, 'The request is too large.'],
    ['a multipart body over one upload', 'multipart/form-data; boundary=x', MAX_MULTIPART_BODY_BYTES + 1, ACCOUNT_MESSAGES.uploadTooLarge],
  ])('refuses %s with 413 and a clear message, and keeps answering', async (_case, type, size, message) => {
    const response = await post(new Uint8Array(size).fill(32), { 'content-type': type });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message, extensions: { code: REQUEST_TOO_LARGE } }] });
    await stillAnswers();
  });

  it('refuses an oversized body sent in chunks, without a length', async () => {
    const chunk = new Uint8Array(16 * 1024).fill(32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_JSON_BODY_BYTES * 2) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(gateway.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    await stillAnswers();
  });

  it('refuses a body that is not JSON with a 400 and changes nothing', async () => {
    const response = await post('{ not json');
    expect(response.status).toBe(400);
    await stillAnswers();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(gateway.url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });

  it.each(['http://evil.example', 'https://app.purba.example.evil.example', 'null'])(
    'never reflects an unknown origin (%s), nor allows credentials',
    async (origin) => {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      const reply = await post(categories(), { 'content-type': 'application/json', origin });
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('answers an allowed origin with that origin, without credentials', async () => {
    const answer = await preflight(ALLOWED);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
