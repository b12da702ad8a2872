import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { devToolsOn } from '../common/dev-tools.ts';
import { createUpstreamApp, type UpstreamOptions } from './app.ts';
import { pruneChangesBefore } from './catalogue/changes.ts';
import { CMS_CHANGES_KEEP_DAYS, pruneContentChangesBefore } from './cms/changes.ts';
import { sharedDevClock } from './cms/dev-clock.ts';
import { externalSignInChoice, readUpstreamConfig, taxCountryWarning, type UpstreamConfig } from './config.ts';
import { type Db, describeLocation, openDatabase } from './db/open.ts';
import { createEngagementService } from './engagement/service.ts';
import { seedDemoOpenings } from './jobs/demo-openings.ts';
import { watchStockForWishes } from './notify-me/back-in-stock.ts';
import { seedDemoCalls } from './retention/demo-calls.ts';
import { createSmsSender } from './sms/sender.ts';
import { seedDemoStaff } from './staff/demo-staff.ts';

export interface RunningUpstream {
  url: string;
  db: Db;
  server: ServerType;
  close(): Promise<void>;
}

/**
 * Opens (and on first run seeds) the database and listens; port 0 picks a free port. `overrides`
 * replace options the configuration gives (tests pass a clock).
 */
export async function startUpstream(config: UpstreamConfig, overrides: Partial<UpstreamOptions> = {}): Promise<RunningUpstream> {
  const location = { path: config.DATABASE_PATH, url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE };
  const { db, seeded, close } = await openDatabase(location, config.CATALOGUE_SIZE);
  if (seeded) console.log(`[upstream] created and seeded ${describeLocation(location)}`);
  const taxWarning = taxCountryWarning(config);
  if (taxWarning) console.warn(`[upstream] ${taxWarning}`);
  // Demo staff only where the developer tools are on (README: the demo logins, for development only).
  if (devToolsOn(config) && (await seedDemoStaff(db))) console.log('[upstream] seeded the demo shops and staff (development only)');
  if (devToolsOn(config) && (await seedDemoCalls(db, new Date(), config.RETENTION_INACTIVE_DAYS)))
    console.log('[upstream] seeded the demo migration and retention calls (development only)');
  if (devToolsOn(config) && (await seedDemoOpenings(db, new Date()))) console.log('[upstream] seeded the demo job openings (development only)');
  // With the developer tools, a clock /api/dev/clock can move forward (issue 18), unless the caller brings its
  // own; kept in the database, so every process of a shop (server/cluster.ts) shares it.
  const clock = devToolsOn(config) && !overrides.now ? sharedDevClock(db) : undefined;
  const now = overrides.now ?? clock?.now ?? (() => new Date());
  const smsSender = overrides.smsSender ?? createSmsSender(config.SMS_SENDER, db, overrides.now ?? (() => new Date()));
  const app = await createUpstreamApp(db, {
    ...(clock ? { now: clock.now, devClock: clock } : {}),
    listOutOfStock: config.CATALOG_LIST_OUT_OF_STOCK === '1',
    authSecret: config.AUTH_SECRET,
    uploadDir: config.UPLOAD_DIR,
    mediaDir: config.MEDIA_DIR,
    smsSender,
    devTools: devToolsOn(config),
    siteUrl: config.PUBLIC_SITE_URL,
    stockSynchronize: config.STOCK_SYNCHRONIZE === '1',
    gatewaySecret: config.GATEWAY_SECRET,
    retention: { inactiveDays: config.RETENTION_INACTIVE_DAYS, findEveryMinutes: config.RETENTION_FIND_EVERY_MINUTES },
    engagement: createEngagementService(config.ENGAGEMENT_SERVICE),
    externalSignIn: { ...externalSignInChoice(config), key: config.EXTERNAL_SIGN_IN_KEY },
    ...overrides,
  });
  const pruner = pruneChangesHourly(db, config.CATALOGUE_CHANGES_KEEP_DAYS);
  // Notify me (issue 20): customers waiting for a product are told once when the change feed shows it back in stock.
  const watcher = watchStockForWishes({ db, sms: smsSender, now, siteUrl: config.PUBLIC_SITE_URL }, config.NOTIFY_ME_EVERY_SECONDS);
  // Exclusive: in a cluster worker (server/cluster.ts) a plain listen would share the port through the
  // primary, and port 0 would hand every worker the same port; each worker's upstream is its own.
  const server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: config.UPSTREAM_HOST, port: config.UPSTREAM_PORT, exclusive: true }, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.UPSTREAM_HOST}:${port}`,
    db,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(pruner.timer);
        clearInterval(watcher.timer);
        server.close(() => {
          void Promise.all([pruner.running, watcher.running, clock?.stop()]).then(close).then(resolve);
        });
      }),
  };
}

/**
 * Cuts the catalogue change feed to its last `keepDays` days now and every hour after (one row is
 * written for every write to a product). Every upstream process does it; the cut is idempotent.
 */
function pruneChangesHourly(db: Db, keepDays: number) {
  const state = { running: Promise.resolve() as Promise<unknown>, timer: undefined as NodeJS.Timeout | undefined };
  const prune = () => {
    state.running = Promise.all([
      pruneChangesBefore(db, new Date(Date.now() - keepDays * 86_400_000).toISOString()),
      pruneContentChangesBefore(db, new Date(Date.now() - CMS_CHANGES_KEEP_DAYS * 86_400_000).toISOString()),
    ]).catch((error: unknown) => console.warn('[upstream] cutting the catalogue or content change feed failed; trying again in an hour', error));
  };
  prune();
  state.timer = setInterval(prune, 3_600_000);
  state.timer.unref();
  return state;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = readUpstreamConfig();
  const upstream = await startUpstream(config);
  if (!config.GATEWAY_SECRET) {
    console.warn(
      '[upstream] GATEWAY_SECRET is not set: forwarded client addresses are ignored, so every customer behind the gateway shares its address for the per-address sign-in limit',
    );
  }
  console.log(`[upstream] listening on ${upstream.url}`);
}
