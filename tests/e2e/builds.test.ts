import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../../server/builds.ts';
import { DIST_DIR, ROOT, startProcess } from './processes.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * Issue 11, points 6 and 7: a build beside a running shop (a second `npm start` with another catalogue,
 * a test run, a benchmark) leaves the shop untouched: it keeps serving whole pages of its own build.
 */
let shop: TestStorefront;
let scratch: string;

beforeAll(async () => {
  shop = await startTestStorefront();
  scratch = mkdtempSync(join(tmpdir(), 'pharmacy-beside-'));
});
afterAll(async () => {
  await shop?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Every file of a folder with its size and time. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(path);
      return `${relative(dir, path)} ${size} ${mtimeMs}`;
    })
    .sort();
}

const PAGES = ['/', '/c/antibiotics', '/bn/offers', '/p/MED000001/augmentin-625-duo-tablet', '/offline.html'];

async function fetchAll(base: string): Promise<string[]> {
  return Promise.all(
    PAGES.map(async (path) => {
      const response = await fetch(`${base}${path}`);
      return `${response.status} ${await response.text()}`;
    }),
  );
}

describe('a build beside a running shop', () => {
  it('never uses the dist/ that npm start serves, in tests or benchmarks', () => {
    expect(distDir(DIST_DIR)).not.toBe(join(ROOT, 'dist'));
    expect(shop.buildDir.startsWith(distDir(DIST_DIR))).toBe(true);
  });

  it('leaves the shop’s build and pages as they were while another catalogue is built into the same folder', async () => {
    const before = listing(shop.buildDir);
    const pages = await fetchAll(shop.url);
    expect(pages.every((page) => page.startsWith('200 '))).toBe(true);

    // A second storefront's build with another catalogue (1,000 products), forced, into the same DIST_DIR.
    const build = await startProcess(
      'scripts/build.ts',
      { DATABASE_PATH: join(scratch, 'other.sqlite'), CATALOGUE_SIZE: '1000', FORCE_BUILD: '1', UPLOAD_DIR: join(scratch, 'uploads') },
      /\[build\] building the pages into (\S+)/,
    );
    const otherBuild = join(ROOT, build.match[1] ?? '');
    // The shop answers in full all the while, with its own catalogue's pages.
    let rounds = 0;
    while (build.child.exitCode === null) {
      expect(await fetchAll(shop.url)).toEqual(pages);
      rounds += 1;
    }
    expect(build.child.exitCode).toBe(0);
    expect(rounds).toBeGreaterThan(0);
    expect(otherBuild).not.toBe(shop.buildDir);
    expect(listing(shop.buildDir)).toEqual(before);
    expect(await fetchAll(shop.url)).toEqual(pages);
  }, 240_000);
});
