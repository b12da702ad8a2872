import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * Runs `astro build` into `outDir` (a new build folder, server/builds.ts) with the pages reading from
 * the given gateway; rejects when the build fails. Each build has its own Astro cache folder (the
 * content collections' data store among it), beside the builds and removed after, so two builds at
 * once (a test run beside `npm start`) never share one. Not inside outDir: Astro empties that first.
 */
export async function runAstroBuild(gatewayUrl: string, outDir: string): Promise<void> {
  const started = Date.now();
  const cacheDir = join(dirname(dirname(outDir)), 'cache', basename(outDir));
  try {
    await astroBuild(gatewayUrl, outDir, cacheDir);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
  console.log(`[build] pages built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function astroBuild(gatewayUrl: string, outDir: string, cacheDir: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'astro', 'astro.js'), 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      // NODE_ENV is forced: a build started from a test run would otherwise ship React's development build.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        GATEWAY_URL: gatewayUrl,
        ASTRO_TELEMETRY_DISABLED: '1',
        ASTRO_OUT_DIR: outDir,
        ASTRO_CACHE_DIR: cacheDir,
      },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed with exit code ${code}`))));
  });
}
