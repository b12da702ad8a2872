import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, type Started, startProcess } from './processes.ts';

export interface TestStorefront {
  url: string;
  upstreamUrl: string;
  databasePath: string;
  /** The build folder the storefront serves (its client/ holds the static files). */
  buildDir: string;
  /** Stops the upstream service, as if the pharmacy's backend went down. */
  stopUpstream(): Promise<void>;
  startUpstream(): Promise<void>;
  /** Stops the storefront server itself (pages, assets, /graphql): for the service worker too, the network is gone. */
  stopServer(): Promise<void>;
  /** Starts the storefront server again on the same port. */
  startServer(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A whole storefront as `npm start` runs it, over a fresh database: the upstream as its own process
 * (so a test can take it away) and the storefront server pointed at it with UPSTREAM_URL. `settings`
 * add or replace environment variables of both.
 */
export async function startTestStorefront(settings: Record<string, string> = {}): Promise<TestStorefront> {
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-e2e-'));
  // As `npm start` runs: persisted documents only, no introspection; the upstream and the storefront
  // share a secret for forwarded client addresses.
  const env = { GRAPHQL_DEV_TOOLS: '0', GATEWAY_SECRET: process.env.GATEWAY_SECRET ?? randomBytes(24).toString('hex'), ...settings };
  const databasePath = join(dir, 'e2e.sqlite');
  const launchUpstream = (port: string) =>
    startProcess(
      'upstream/server.ts',
      { ...env, UPSTREAM_PORT: port, DATABASE_PATH: databasePath, UPLOAD_DIR: join(dir, 'uploads') },
      /\[upstream\] listening on (http:\/\/\S+)/,
    );
  let upstream: Started | null = await launchUpstream('0');
  const upstreamUrl = upstream.match[1] ?? '';
  const launchStorefront = (port: string) =>
    startProcess('scripts/start.ts', { ...env, PORT: port, UPSTREAM_URL: upstreamUrl, FORCE_BUILD: '0' }, /Storefront ready: (http:\/\/\S+)/);
  let storefront: Started | null = await launchStorefront('0');
  const url = (storefront.match[1] ?? '').replace(/\/$/, '');
  const served = /\[build\] serving (\S+)/.exec(storefront.output())?.[1];
  if (!served) throw new Error(`the storefront did not say which build it serves:\n${storefront.output()}`);
  return {
    url,
    upstreamUrl,
    databasePath,
    buildDir: join(ROOT, served),
    stopUpstream: async () => {
      await upstream?.stop();
      upstream = null;
    },
    startUpstream: async () => {
      upstream = await launchUpstream(new URL(upstreamUrl).port);
    },
    stopServer: async () => {
      await storefront?.stop();
      storefront = null;
    },
    startServer: async () => {
      storefront = await launchStorefront(new URL(url).port);
    },
    close: async () => {
      await storefront?.stop();
      await upstream?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
