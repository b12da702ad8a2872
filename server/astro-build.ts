import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const DIST = join(ROOT, 'dist');
const ENTRY = join(DIST, 'server', 'entry.mjs');
const STAMP = join(DIST, '.built-at');
/** What the pages are made of: a change here makes `npm start` rebuild. */
const SOURCES = ['src', 'public', 'domain', 'astro.config.mjs', 'data', 'catalogue', 'package-lock.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

/**
 * True when dist/ was built from the current sources and, when a catalogue signature is given, from
 * the same catalogue: the pre-rendered pages hold catalogue data, so another catalogue (a benchmark's
 * 100k products, a new seed) needs a new build.
 */
export function buildIsCurrent(catalogueSignature?: string): boolean {
  if (!existsSync(ENTRY) || !existsSync(STAMP)) return false;
  if (catalogueSignature !== undefined && readFileSync(STAMP, 'utf8') !== catalogueSignature) return false;
  const builtAt = statSync(STAMP).mtimeMs;
  return SOURCES.every((source) => newestChange(join(ROOT, source)) <= builtAt);
}

/** Runs `astro build` with the pages reading from the given gateway; rejects when the build fails. */
export async function runAstroBuild(gatewayUrl: string): Promise<void> {
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'astro', 'astro.js'), 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      // NODE_ENV is forced: a build started from a test run would otherwise ship React's development build.
      env: { ...process.env, NODE_ENV: 'production', GATEWAY_URL: gatewayUrl, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed with exit code ${code}`))));
  });
  console.log(`[build] pages built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export const ASTRO_ENTRY = ENTRY;

/** Marks dist/ as built from the current sources and this catalogue (after the pre-rendered pages are written). */
export function markBuilt(catalogueSignature: string): void {
  writeFileSync(STAMP, catalogueSignature);
}
