import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIsCurrent } from '../../server/astro-build.ts';
import { CHROMIUM_PATH } from './browser.ts';
import { startProcess } from './processes.ts';

/**
 * Once for the browser tests: Chromium must be there, and the pages are built (by `npm run build` on a
 * throw-away database) when dist/ is missing or older than the sources.
 */
export default async function setup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Run \`npm test\` (it installs Debian's chromium) or \`apt-get install -y chromium\`.`);
  }
  if (buildIsCurrent()) return;
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-build-'));
  try {
    const build = await startProcess('scripts/build.ts', { DATABASE_PATH: join(dir, 'build.sqlite') }, /\[build\] done/);
    if (build.child.exitCode === null) await new Promise((resolve) => build.child.once('exit', resolve));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
