import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readReadyLine, SERVE_READY } from '../../server/cluster.ts';

/**
 * The production start under test (issue 21): `scripts/serve.ts` (npm run serve) as its own process
 * group, so that the bench can end it and every process it started by the group's id, also when it
 * hangs. Ready when it prints `Storefront ready: URL (N processes: PID, …)`.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));

export interface RunningStorefront {
  /** http://127.0.0.1:PORT (the printed localhost may resolve to ::1, where it does not listen). */
  origin: string;
  /** The storefront processes' ids (the cluster's workers). */
  workerPids: number[];
  /** The cluster's primary (serve.ts under tsx). */
  primaryPid: number;
  output(): string;
  stop(): Promise<void>;
  /** Ends the whole process group at once (the hard stop). */
  kill(): void;
}

/** `env` is the whole environment of the start (the caller leaves out what must not be set). */
export function startStorefront(env: NodeJS.ProcessEnv, timeoutMs: number, log: (line: string) => void): Promise<RunningStorefront> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, 'scripts/serve.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let ready = false;
    const kill = () => killGroup(child);
    const timer = setTimeout(() => {
      kill();
      reject(new Error(`the storefront was not ready within ${timeoutMs / 1000} s:\n${output.slice(-3000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      // Build and start-up progress, as the storefront prints it (not the progress bars' redraws).
      for (const line of text.split('\n')) if (!ready && /^\[(build|cluster|upstream)\]/.test(line.trim())) log(`  ${line.trim()}`);
      const match = SERVE_READY.exec(output);
      if (!match || ready) return;
      ready = true;
      clearTimeout(timer);
      const { url, pids } = readReadyLine(match);
      resolve({
        origin: `http://127.0.0.1:${new URL(url).port}`,
        workerPids: pids,
        primaryPid: child.pid ?? 0,
        output: () => output,
        stop: () => stopGroup(child),
        kill,
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`the storefront ended before it was ready (${signal ?? `exit code ${code}`}):\n${output.slice(-3000)}`));
    });
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has ended already.
  }
}

/** SIGTERM to the group (the primary stops its workers), then SIGKILL to what is left after 20 s. */
function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      killGroup(child);
      resolve();
    };
    const timer = setTimeout(done, 20_000);
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    killGroup(child, 'SIGTERM');
  });
}
