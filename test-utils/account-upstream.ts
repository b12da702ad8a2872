import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createUpstreamApp } from '../upstream/app.ts';
import { type Db, openDatabase } from '../upstream/db/open.ts';
import { testDatabase } from './test-database.ts';
import { createCustomer, type TestCustomer } from './users.ts';

export interface AccountUpstream {
  url: string;
  db: Db;
  uploadDir: string;
  /** The upstream's clock. */
  now(): Date;
  /** Moves the upstream's clock (return windows, upload-link expiry); tokens are checked on it too (tokenFor). */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** A real upstream over HTTP on a fresh database (SQLite, or PostgreSQL in the `postgres` project), with dev tools on and a clock the test can move. */
export async function startAccountUpstream(): Promise<AccountUpstream> {
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-account-'));
  const { db, close } = await openDatabase(await testDatabase(dir));
  const uploadDir = join(dir, 'uploads');
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const app = await createUpstreamApp(db, { listOutOfStock: true, uploadDir, devTools: true, now });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    uploadDir,
    now,
    advance: (ms) => {
      offset += ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          void close().then(() => {
            rmSync(dir, { recursive: true, force: true });
            resolve();
          });
        });
      }),
  };
}

export interface ApiReply {
  status: number;
  body: { code: number; result: any; meta?: any };
}

/** One call to the upstream: JSON body, or a FormData for multipart; the token as x-access-token. */
export async function api(baseUrl: string, path: string, init: { method?: string; token?: string | null; body?: unknown } = {}): Promise<ApiReply> {
  const headers: Record<string, string> = {};
  if (init.token) headers['x-access-token'] = init.token;
  const isForm = init.body instanceof FormData;
  if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? null : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as ApiReply['body'] };
}

/**
 * An account upstream for the whole file with one signed-in customer (`me`), and `call` as that
 * customer: the shared start of the capabilities' route tests.
 */
export function setupAccountUpstream() {
  const t = {
    up: undefined as unknown as AccountUpstream,
    me: undefined as unknown as TestCustomer,
    call: (path: string, init: { method?: string; body?: unknown } = {}) => api(t.up.url, path, { token: t.me.token, ...init }),
  };
  beforeAll(async () => {
    t.up = await startAccountUpstream();
    t.me = await createCustomer(t.up.db);
  });
  afterAll(() => t.up.close());
  return t;
}
