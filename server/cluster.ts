import cluster, { type Worker } from 'node:cluster';
import { type ServeConfig, workerCount } from './cluster-config.ts';

/** What a worker tells the primary (server/cluster-worker.ts). */
export type WorkerMessage = { type: 'ready'; url: string };

const isReady = (message: unknown): message is WorkerMessage =>
  typeof message === 'object' && message !== null && (message as WorkerMessage).type === 'ready' && typeof (message as WorkerMessage).url === 'string';

/** What `npm run serve` prints once every process answers: "Storefront ready: URL (2 processes: 4120, 4141)". */
export function readyLine(url: string, pids: readonly (number | null)[]): string {
  return `Storefront ready: ${url} (${pids.length} process${pids.length === 1 ? '' : 'es'}: ${pids.join(', ')})`;
}

/** The ready line as the tests and benches read it: the URL, then the processes' ids ("4120, 4141"). */
export const SERVE_READY = /Storefront ready: (http:\/\/\S+) \(\d+ process(?:es)?: ([\d, ]+)\)/;

/** A ready line matched by SERVE_READY: the URL without its closing slash, and the processes' ids. */
export function readReadyLine(match: RegExpMatchArray): { url: string; pids: number[] } {
  return { url: (match[1] ?? '').replace(/\/$/, ''), pids: (match[2] ?? '').split(',').map(Number) };
}

/** Runs `stop` once on the first SIGINT or SIGTERM (Ctrl-C reaches every process of the terminal), then exits. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stop().then(() => process.exit(0));
    });
  }
}

export class WorkerStartError extends Error {
  override name = 'WorkerStartError';
}

/** A slot that restarts more often than this within RESTART_WINDOW_MS is given up (a crash loop, not a crash). */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const STOP_GRACE_MS = 15_000;

export interface Supervisor {
  url: string;
  workers: number;
  /** The live workers' process ids, by slot (1-based index: slot 1 is pids[0]). */
  pids(): (number | null)[];
  stop(): Promise<void>;
}

/**
 * The production start's primary (README "Several processes"): runs `workerCount` storefront processes
 * (server/cluster-worker.ts), each the whole of `npm start` (its embedded upstream on a port of its own,
 * the gateway with its search index, the pages) and all sharing one listening port through Node's
 * cluster module, which hands each new connection to the next process in turn.
 *
 * The first process starts alone: it migrates and seeds the database and builds the pages when no
 * build matches, so the others find both ready instead of racing to make them. A process that ends
 * is replaced (connections it held are cut; a client's retry reaches another process, and what it was
 * doing is either committed in the database or never was). Nothing lives only in one process's memory:
 * sessions, carts, rate limits and queued work are the database's, files are in folders every process
 * shares (UPLOAD_DIR, MEDIA_DIR, DIST_DIR).
 */
export async function runPrimary(config: ServeConfig, log: (line: string) => void = console.log): Promise<Supervisor> {
  const count = workerCount(config);
  // Each worker's embedded upstream listens on a free port of its own (exclusive, upstream/server.ts).
  const workerEnv: Record<string, string> = config.UPSTREAM_URL ? {} : { UPSTREAM_PORT: '0' };
  const slots: (Worker | null)[] = Array.from({ length: count }, () => null);
  const restarts: number[][] = Array.from({ length: count }, () => []);
  let stopping = false;

  const start = (slot: number) =>
    new Promise<string>((resolve, reject) => {
      const worker = cluster.fork({ ...workerEnv, WORKER_INDEX: String(slot + 1) });
      slots[slot] = worker;
      const onMessage = (message: unknown) => {
        if (!isReady(message)) return;
        worker.off('message', onMessage);
        worker.off('exit', onEarlyExit);
        worker.once('exit', (code, signal) => onExit(slot, worker, code, signal));
        resolve(message.url);
      };
      const onEarlyExit = (code: number | null, signal: string | null) => {
        if (slots[slot] === worker) slots[slot] = null;
        reject(new WorkerStartError(`storefront process ${slot + 1} (pid ${worker.process.pid}) ended before it was ready (${signal ?? `exit code ${code}`})`));
      };
      worker.on('message', onMessage);
      worker.once('exit', onEarlyExit);
    });

  const onExit = (slot: number, worker: Worker, code: number | null, signal: string | null) => {
    if (slots[slot] === worker) slots[slot] = null;
    if (stopping) return;
    const now = Date.now();
    const recent = [...(restarts[slot] ?? []).filter((at) => now - at < RESTART_WINDOW_MS), now];
    restarts[slot] = recent;
    if (recent.length > MAX_RESTARTS) {
      log(`[cluster] storefront process ${slot + 1} ended ${recent.length} times within a minute: not starting it again`);
      if (slots.every((s) => s === null)) {
        log('[cluster] no storefront process is left: stopping');
        process.exit(1);
      }
      return;
    }
    log(`[cluster] storefront process ${slot + 1} (pid ${worker.process.pid}) ended (${signal ?? `exit code ${code}`}); starting a new one`);
    start(slot).then(
      () => log(`[cluster] storefront process ${slot + 1} is back (pid ${slots[slot]?.process.pid})`),
      (error: Error) => {
        log(`[cluster] ${error.message}`);
        onExit(slot, worker, null, 'start failed');
      },
    );
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(
      slots.map((worker) => {
        if (!worker || worker.isDead()) return Promise.resolve();
        return new Promise<void>((resolve) => {
          const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
          worker.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          worker.process.kill('SIGTERM');
        });
      }),
    );
  };

  // The kernel hands out connections from the one listening socket every process accepts on. Node's
  // default on Linux (the primary accepts, then passes each connection to a process in turn) loses a
  // connection it passes to a process at the moment that process dies: the client waits forever (seen
  // here with curl after a SIGKILL). With the shared socket a connection no process has accepted stays
  // in the queue for the others, and one a dying process had accepted is reset, so the client retries.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  try {
    log(`[cluster] starting ${count} storefront process${count === 1 ? '' : 'es'}; the first prepares the database and the pages`);
    const url = await start(0);
    await Promise.all(slots.slice(1).map((_, i) => start(i + 1)));
    return { url, workers: count, pids: () => slots.map((w) => w?.process.pid ?? null), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
