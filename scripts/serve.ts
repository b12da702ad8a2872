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
  const { readyLine, runPrimary, stopOnSignals } = await import('../server/cluster.ts');
  const supervisor = await Promise.resolve()
    .then(() => runPrimary(readServeConfig()))
    .catch((error: Error) => {
      console.error(`\n${error.name}: ${error.message}`);
      process.exit(1);
    });
  console.log(`\n${readyLine(supervisor.url, supervisor.pids())}\n`);
  stopOnSignals(supervisor.stop);
} else {
  const { runWorker } = await import('../server/cluster-worker.ts');
  await runWorker();
}
