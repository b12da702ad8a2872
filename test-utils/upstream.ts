import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { UpstreamOptions } from '../upstream/app.ts';
import { UpstreamConfigSchema } from '../upstream/config.ts';
import { type RunningUpstream, startUpstream } from '../upstream/server.ts';
import { testDatabase } from './test-database.ts';

/**
 * A real upstream on a free port over a fresh database (test-utils/test-database.ts: a SQLite file in a
 * temporary folder, or a PostgreSQL database in the `postgres` project's cluster). `env` adds settings
 * (AUTH_SECRET, DEV_TOOLS, ...); `options` replaces upstream options (a test clock).
 */
export async function startTestUpstream(
  catalogueSize = 0,
  { env = {}, options = {} }: { env?: Record<string, string>; options?: Partial<UpstreamOptions> } = {},
): Promise<RunningUpstream & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-upstream-'));
  const database = await testDatabase(dir);
  const upstream = await startUpstream(
    UpstreamConfigSchema.parse({
      UPSTREAM_PORT: 0,
      DATABASE_PATH: database.path,
      DATABASE_URL: database.url,
      UPLOAD_DIR: join(dir, 'uploads'),
      MEDIA_DIR: join(dir, 'media'),
      CATALOGUE_SIZE: catalogueSize,
      // The gateway's proof for forwarded client addresses (vitest.config.ts sets it for the run).
      GATEWAY_SECRET: process.env.GATEWAY_SECRET,
      ...env,
    }),
    options,
  );
  return {
    ...upstream,
    dir,
    close: async () => {
      await upstream.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface UpstreamReply {
  status: number;
  body: { code: number; result: any; meta?: any };
}

/**
 * A test upstream for the whole file (started before its tests, closed after) and `call`: a JSON body
 * (a string goes as it is, for malformed-body cases), the reply's status and envelope.
 */
export function setupTestUpstream(catalogueSize = 0) {
  const t = {
    upstream: undefined as unknown as RunningUpstream & { dir: string },
    async call(path: string, init?: { method?: string; body?: unknown }): Promise<UpstreamReply> {
      const response = await fetch(`${t.upstream.url}${path}`, {
        method: init?.method ?? 'GET',
        headers: { 'content-type': 'application/json' },
        body: init?.body === undefined ? null : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
      });
      return { status: response.status, body: (await response.json()) as UpstreamReply['body'] };
    },
  };
  beforeAll(async () => {
    t.upstream = await startTestUpstream(catalogueSize);
  });
  afterAll(() => t.upstream.close());
  return t;
}
