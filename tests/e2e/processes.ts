import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * Where the processes started here keep their builds of the pages: the tests' own folder, or the
 * benchmarks' (their npm scripts set DIST_DIR), never the dist/ that `npm start` serves.
 */
export const DIST_DIR = process.env.DIST_DIR ?? 'var/test/dist';
const TSX = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));

export interface Started {
  child: ChildProcess;
  match: RegExpMatchArray;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript entry point with tsx as its own process (as `npm start` does) and waits for the
 * line that says it is ready. Its output is kept and shown if it dies first.
 */
export function startProcess(entry: string, env: Record<string, string>, ready: RegExp, timeoutMs = 240_000): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, entry], { cwd: ROOT, env: { ...process.env, DIST_DIR, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} was not ready within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve({
          child,
          match,
          output: () => output,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with code ${code} before it was ready:\n${output}`));
    });
  });
}
