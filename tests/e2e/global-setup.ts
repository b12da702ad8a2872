import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './browser.ts';
import { startProcess } from './processes.ts';

/**
 * Once for the browser tests: Chromium must be there, and the pages are built (by `npm run build` on a
 * throw-away database) into the tests' own DIST_DIR (vitest.config.ts), never the dist/ that `npm start`
 * serves, unless a build of the same sources and catalogue is there already.
 */
export default async function setup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Run \`npm test\` (it installs Debian's chromium) or \`apt-get install -y chromium\`.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-build-'));
  try {
    const build = await startProcess('scripts/build.ts', { DATABASE_PATH: join(dir, 'build.sqlite'), FORCE_BUILD: '0' }, /\[build\] done/);
    if (build.child.exitCode === null) await new Promise((resolve) => build.child.once('exit', resolve));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
