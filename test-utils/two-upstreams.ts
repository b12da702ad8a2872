import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { UpstreamConfigSchema } from '../upstream/config.ts';
import type { Db } from '../upstream/db/open.ts';
import { type RunningUpstream, startUpstream } from '../upstream/server.ts';
import { testDatabase } from './test-database.ts';

/**
 * Two upstreams over one database for the whole file, each with its own connections (on PostgreSQL a
 * pool each, on SQLite a connection each to the one file): many writers at once, as several storefront
 * processes make them (issue 14). `db()` is the first one's, for fixtures and checks.
 */
export function setupTwoUpstreams() {
  const t = { nodes: [] as RunningUpstream[], db: (): Db => (t.nodes[0] as RunningUpstream).db };
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pharmacy-two-upstreams-'));
    const database = await testDatabase(dir);
    const config = UpstreamConfigSchema.parse({
      UPSTREAM_PORT: 0,
      DATABASE_PATH: database.path,
      DATABASE_URL: database.url,
      UPLOAD_DIR: join(dir, 'uploads'),
      MEDIA_DIR: join(dir, 'media'),
      DEV_TOOLS: '0',
    });
    t.nodes.push(await startUpstream(config));
    t.nodes.push(await startUpstream(config));
  });
  afterAll(async () => {
    for (const node of t.nodes) await node.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return t;
}
