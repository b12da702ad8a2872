import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildKey, cleanBuilds, completeBuild, findBuild, holdBuild, newBuildDir } from './builds.ts';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'pharmacy-builds-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const CSP = { scripts: ["'sha256-a='"], styles: [] };
/** A whole build of `key`, made now (folder names sort by time: wait a tick between two). */
async function whole(key: string) {
  await new Promise((resolve) => setTimeout(resolve, 2));
  const dir = newBuildDir(dist, key);
  mkdirSync(join(dir, 'client'));
  return completeBuild(dir, { key, csp: CSP });
}
/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid ?? 999_999;
const names = () => readdirSync(join(dist, 'builds')).sort();

describe('build folders', () => {
  it('keys a build by catalogue and build settings', () => {
    expect(buildKey('catalogue A', {})).toBe(buildKey('catalogue A', {}));
    expect(buildKey('catalogue A', {})).not.toBe(buildKey('catalogue B', {}));
    expect(buildKey('catalogue A', {})).not.toBe(buildKey('catalogue A', { PUBLIC_SITE_URL: 'https://purba.example' }));
  });

  it('finds the newest whole build of a key, never one still being built', async () => {
    expect(findBuild(dist, 'k1')).toBeNull();
    const older = await whole('k1');
    await whole('k2');
    newBuildDir(dist, 'k1'); // in progress: no manifest yet
    expect(findBuild(dist, 'k1')?.dir).toBe(older.dir);
    const newer = await whole('k1');
    expect(findBuild(dist, 'k1')?.dir).toBe(newer.dir);
    expect(findBuild(dist, 'k1')?.manifest.csp).toEqual(CSP);
  });

  it('removes old builds and abandoned ones, but never one a running server holds or one being built', async () => {
    const held = await whole('a');
    const release = holdBuild(held);
    const old = await whole('b');
    await whole('c');
    await whole('d');
    const building = newBuildDir(dist, 'e'); // by this live process
    const abandoned = join(dist, 'builds', `000000000-f-${deadPid()}`);
    mkdirSync(abandoned);
    const removed = cleanBuilds(dist);
    expect(removed.sort()).toEqual([abandoned, old.dir].sort());
    expect(existsSync(held.dir)).toBe(true);
    expect(existsSync(building)).toBe(true);
    release();
    expect(cleanBuilds(dist)).toEqual([held.dir]);
    expect(names()).toHaveLength(3);
  });
});
