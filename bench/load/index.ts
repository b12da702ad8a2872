/**
 * `npm run bench:load` (issue 21): simulated shoppers and staff users at once, over loopback only,
 * against the production start (`npm run serve`): first LOAD_WORKERS storefront processes on a
 * throw-away PostgreSQL cluster, then one process on a fresh SQLite file as the baseline, in the same
 * run. Prints per operation p50/p95/p99 and errors, throughput, CPU and load average, checks the
 * database after each run (orders lost 0, doubled 0, stock exact, every staff order audited), and ends
 * with the runs side by side and the targets marked. Bounded in time and requests; stops by
 * itself, ends its processes and removes its folders and cluster. Exit code 1 when any check failed,
 * any request failed, or a run could not be made. Settings: README "Load test (issue 21)".
 *
 *   npm run bench:load
 *   LOAD_RUNS=sqlite LOAD_SHOPPERS=20 LOAD_STAFF=2 LOAD_SECONDS=30 npm run bench:load
 */
import { rmSync } from 'node:fs';
import { type PostgresCluster, startPostgresCluster } from '../../test-utils/postgres-cluster.ts';
import { describeSettings } from './describe-settings.ts';
import { describeRun, sideBySide } from './report.ts';
import { type Cleanup, loadRun, type RunResult } from './run.ts';
import { readLoadSettings } from './settings.ts';

const settings = readLoadSettings();
const cleanup: Cleanup = { storefronts: new Set(), folders: new Set() };
let cluster: PostgresCluster | null = null;
const log = (line: string) => console.log(line);

/** Ends what this run started, at once: every storefront's process group, the cluster, the folders. */
function emergencyStop(reason: string): never {
  console.error(`\n[load] ${reason}: ending the storefront processes, the PostgreSQL cluster and the temporary folders`);
  for (const storefront of cleanup.storefronts) storefront.kill();
  for (const folder of cleanup.folders) rmSync(folder, { recursive: true, force: true });
  // The cluster's stop runs pg_ctl synchronously before its promise settles.
  void cluster?.stop().catch(() => undefined);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => emergencyStop(`stopped by ${signal}`));
// The hard stop of the whole bench: every run's start-up, load and checks, with room to spare.
const budgetSeconds = settings.LOAD_RUNS.length * (settings.LOAD_STARTUP_SECONDS + settings.LOAD_SECONDS + settings.LOAD_TIMEOUT_MS / 1000 + 300) + 120;
setTimeout(() => emergencyStop(`not done within ${budgetSeconds} s`), budgetSeconds * 1000).unref();

console.log(describeSettings(settings));
const runs: RunResult[] = [];
let failedRuns = 0;
try {
  for (const engine of settings.LOAD_RUNS) {
    console.log(`\n[load] ${engine} run`);
    try {
      if (engine === 'postgres' && !cluster) {
        cluster = await startPostgresCluster();
        console.log(`[load] throw-away PostgreSQL cluster started (${new URL(cluster.url).host})`);
      }
      const run = await loadRun(engine, settings, cluster, cleanup, log);
      runs.push(run);
      console.log(`\n${describeRun(run, settings)}`);
    } catch (error) {
      failedRuns += 1;
      console.error(`[load] the ${engine} run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }
} finally {
  await cluster?.stop();
}

if (runs.length > 0) console.log(`\n${sideBySide(runs, settings)}`);
const failed = failedRuns > 0 || runs.some((run) => run.recorder.totalErrors > 0 || run.check.checks.some((check) => !check.ok));
console.log(
  `\n${failed ? 'FAILED: a run failed, a request failed or a database check failed' : 'No errors; every database check passed'} (targets are reported, not enforced)`,
);
process.exit(failed ? 1 : 0);
