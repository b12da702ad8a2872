import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { ROOT } from './astro-build.ts';

/** What the pages are made of: a change here makes `npm start` build again. */
const SOURCES = ['src', 'public', 'domain', 'astro.config.mjs', 'data', 'catalogue'];
/** Known by content, not time: `npm install` rewrites the lock file's time without changing it. */
const LOCK_FILE = 'package-lock.json';
/** Settings built into the pages or the browser's code. */
const BUILD_SETTINGS = ['PUBLIC_SITE_URL', 'PUBLIC_TOKEN_IN_HEADER', 'PUBLIC_OFFLINE_ORDERS_AUTO', 'SNAPSHOT_TOP_PRODUCTS'] as const;
/** The file that marks a build as whole: written last. */
const MANIFEST = 'build.json';
/** Builds kept besides those a running server uses. */
const KEEP = 2;

/**
 * One build of the pages: `server/entry.mjs` (the Astro handler), `client/` (assets, pre-rendered pages,
 * the service worker) and the Content-Security-Policy hashes of its inline scripts and styles.
 *
 * Builds are folders `DIST_DIR/builds/<key>-<time>/` that nothing writes into once they are whole: a
 * second `npm start`, a test run or a benchmark that builds makes a new folder, and a running server
 * keeps serving its own (issue 11). The key is the catalogue the pre-rendered pages were made from,
 * the sources' newest change and the build settings, so another catalogue never reuses a build.
 */
export interface Build {
  dir: string;
  clientDir: string;
  serverEntry: string;
  manifest: BuildManifest;
}

export interface BuildManifest {
  key: string;
  builtAt: string;
  /** 'sha256-…' sources for script-src and style-src (server/csp.ts). */
  csp: { scripts: string[]; styles: string[] };
}

export const distDir = (setting: string): string => (isAbsolute(setting) ? setting : join(ROOT, setting));
const buildsDir = (dist: string) => join(dist, 'builds');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

/** The key of the build for this catalogue, these sources and these settings. */
export function buildKey(catalogueSignature: string, env: NodeJS.ProcessEnv = process.env): string {
  const sources = SOURCES.map((source) => newestChange(join(ROOT, source)));
  const lock = existsSync(join(ROOT, LOCK_FILE))
    ? createHash('sha256')
        .update(readFileSync(join(ROOT, LOCK_FILE)))
        .digest('hex')
    : '';
  const settings = BUILD_SETTINGS.map((name) => `${name}=${env[name] ?? ''}`);
  return createHash('sha256')
    .update(JSON.stringify([catalogueSignature, sources, lock, settings]))
    .digest('hex')
    .slice(0, 16);
}

function buildAt(dir: string): Build | null {
  const file = join(dir, MANIFEST);
  if (!existsSync(file)) return null;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
    return { dir, clientDir: join(dir, 'client'), serverEntry: join(dir, 'server', 'entry.mjs'), manifest };
  } catch {
    return null;
  }
}

/** Whole builds, newest first. */
function builds(dist: string): Build[] {
  if (!existsSync(buildsDir(dist))) return [];
  return readdirSync(buildsDir(dist))
    .sort()
    .reverse()
    .map((name) => buildAt(join(buildsDir(dist), name)))
    .filter((build): build is Build => build !== null);
}

/** The newest whole build with this key, or null. */
export function findBuild(dist: string, key: string): Build | null {
  return builds(dist).find((build) => build.manifest.key === key) ?? null;
}

/** A new, empty build folder for `key`; its time makes it sort after every earlier one. */
export function newBuildDir(dist: string, key: string): string {
  const dir = join(buildsDir(dist), `${Date.now().toString(36).padStart(9, '0')}-${key}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Marks a build folder whole (the last step of a build). */
export function completeBuild(dir: string, manifest: Omit<BuildManifest, 'builtAt'>): Build {
  writeFileSync(join(dir, MANIFEST), JSON.stringify({ ...manifest, builtAt: new Date().toISOString() }));
  const build = buildAt(dir);
  if (!build) throw new Error(`cannot read the build just written in ${dir}`);
  return build;
}

const usersDir = (dir: string) => join(dir, '.users');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Records that this process serves `build`, so no other process's clean-up removes it; returns the release. */
export function holdBuild(build: Build): () => void {
  mkdirSync(usersDir(build.dir), { recursive: true });
  const mark = join(usersDir(build.dir), String(process.pid));
  writeFileSync(mark, '');
  return () => rmSync(mark, { force: true });
}

function inUse(dir: string): boolean {
  if (!existsSync(usersDir(dir))) return false;
  return readdirSync(usersDir(dir)).some((pid) => alive(Number(pid)));
}

/**
 * Removes builds no running server uses, but for the KEEP newest, and folders of builds that never
 * finished (their builder is gone). Returns the folders removed.
 */
export function cleanBuilds(dist: string): string[] {
  if (!existsSync(buildsDir(dist))) return [];
  const names = readdirSync(buildsDir(dist)).sort().reverse();
  const removed: string[] = [];
  let whole = 0;
  for (const name of names) {
    const dir = join(buildsDir(dist), name);
    const complete = existsSync(join(dir, MANIFEST));
    if (complete) whole += 1;
    const builder = Number(name.split('-').at(-1));
    const abandoned = !complete && !alive(builder);
    if ((abandoned || (complete && whole > KEEP)) && !inUse(dir)) {
      rmSync(dir, { recursive: true, force: true });
      removed.push(dir);
    }
  }
  return removed;
}
