import cluster from 'node:cluster';
import { readServeConfig } from '../server/cluster-config.ts';

/**
 * `npm run serve`: the production start (README "Several processes"). WORKERS storefront processes (one
 * per core with DATABASE_URL, one on the SQLite file) share one port; the primary starts them, replaces
 * one that ends, and stops them on SIGINT or SIGTERM. `npm start` stays the one-process start.
 */
// The server renders with React's production build; NODE_ENV=development is respected.
if (process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';
process.env.ASTRO_TELEMETRY_DISABLED = '1';

if (cluster.isPrimary) {
  const { runPrimary } = await import('../server/cluster.ts');
  const supervisor = await Promise.resolve()
    .then(() => runPrimary(readServeConfig()))
    .catch((error: Error) => {
      console.error(`\n${error.name}: ${error.message}`);
      process.exit(1);
    });
  console.log(
    `\nStorefront ready: ${supervisor.url} (${supervisor.workers} process${supervisor.workers === 1 ? '' : 'es'}: ${supervisor.pids().join(', ')})\n`,
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void supervisor.stop().then(() => process.exit(0));
    });
  }
} else {
  const { runWorker } = await import('../server/cluster-worker.ts');
  await runWorker();
}
