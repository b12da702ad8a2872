import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createUpstreamApp } from '../upstream/app.ts';
import type { DatabaseLocation } from '../upstream/db/database.ts';
import { type Db, type OpenDatabase, openDatabase } from '../upstream/db/open.ts';
import { testDatabase } from './test-database.ts';

export interface UpstreamNode {
  url: string;
  database: OpenDatabase;
  server: ServerType;
}

async function startNode(location: DatabaseLocation, uploadDir: string): Promise<UpstreamNode> {
  const database = await openDatabase(location);
  const app = await createUpstreamApp(database.db, { listOutOfStock: true, uploadDir, devTools: false });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, database, server };
}

/**
 * Two upstreams over one database for the whole file, each with its own connections (on PostgreSQL a
 * pool each, on SQLite a connection each to the one file): many writers at once, as several storefront
 * processes make them (issue 14). `db()` is the first one's, for fixtures and checks.
 */
export function setupTwoUpstreams() {
  const t = { nodes: [] as UpstreamNode[], db: (): Db => (t.nodes[0] as UpstreamNode).database.db };
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pharmacy-two-upstreams-'));
    const location = await testDatabase(dir);
    t.nodes.push(await startNode(location, join(dir, 'uploads')));
    t.nodes.push(await startNode(location, join(dir, 'uploads')));
  });
  afterAll(async () => {
    for (const node of t.nodes) {
      await new Promise<void>((resolve) => node.server.close(() => resolve()));
      await node.database.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });
  return t;
}
