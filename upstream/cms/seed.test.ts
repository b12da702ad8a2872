import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_LOCALES, POPULAR_CATEGORY_TILES } from '../../domain/cms.ts';
import { testDatabase } from '../../test-utils/test-database.ts';
import type { DatabaseLocation } from '../db/database.ts';
import { type OpenDatabase, openDatabase } from '../db/open.ts';
import { homeBanners, popularTiles } from './blocks.ts';
import { customerPage, publishedPaths } from './entries.ts';
import { readSeedFiles, SEED_BANNERS, seedCmsContent } from './seed.ts';

/** The shop's first content (upstream/cms/seed.ts), on a database opened as the upstream opens it. */
let dir: string;
let location: DatabaseLocation;
let opened: OpenDatabase;
const now = new Date('2026-11-20T06:00:00.000Z');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cms-seed-'));
  location = await testDatabase(dir);
  opened = await openDatabase(location, 0);
});
afterAll(async () => {
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
});

const files = readSeedFiles();
const common = (locale: string) => JSON.parse(readFileSync(join('src/i18n/resources', locale, 'common.json'), 'utf8')) as Record<string, string>;

describe('the seed', () => {
  it('reads every Markdown page and post (pages and blog posts in the four languages)', () => {
    expect(files.filter((f) => f.kind === 'PAGE').length).toBeGreaterThanOrEqual(22);
    expect(files.filter((f) => f.kind === 'BLOG').length).toBeGreaterThanOrEqual(5);
    expect(new Set(files.map((f) => f.locale))).toEqual(new Set(CMS_LOCALES));
  });

  it.each(files.map((f) => [`${f.kind} ${f.locale}/${f.identifier}`, f] as const))(
    'publishes %s with its own title and sanitised HTML',
    async (_name, file) => {
      const shown = await customerPage(opened.db, file, now);
      expect(shown).toMatchObject({
        kind: file.kind,
        locale: file.locale,
        identifier: file.identifier,
        fallback: false,
        title: file.title,
        description: file.description,
      });
      expect(shown?.bodyHtml).toMatch(/^<(p|h2|ul|ol)>/);
      expect(shown?.bodyHtml).not.toMatch(/<h1|<script|\sstyle=/);
      if (file.kind === 'BLOG') expect(shown).toMatchObject({ blogType: file.blogType, publishedAt: file.published });
    },
  );

  it('puts six popular-category tiles in every language, named from the storefront’s translations', async () => {
    for (const locale of CMS_LOCALES) {
      const strings = common(locale);
      const tiles = await popularTiles(opened.db, locale, now);
      expect(tiles).toHaveLength(POPULAR_CATEGORY_TILES);
      const categories = await opened.db
        .selectFrom('categories')
        .select(['id', 'discount_line'])
        .where('discount_line', 'is not', null)
        .orderBy('position')
        .orderBy('id')
        .execute();
      expect(tiles.map((t) => [t.categoryId, t.title, t.caption])).toEqual(
        categories.slice(0, POPULAR_CATEGORY_TILES).map((c) => [c.id, strings[`categories.${c.id}`], strings[`discountLines.${c.discount_line}`]]),
      );
      if (locale !== 'en-US') expect(tiles.map((t) => t.title)).not.toEqual((await popularTiles(opened.db, 'en-US', now)).map((t) => t.title));
    }
  });

  it('puts three banners in every language, written in it, each pointing to a page the shop has', async () => {
    const paths = await publishedPaths(opened.db, now);
    const blogPosts = new Set(paths.filter((p) => p.kind === 'BLOG').map((p) => `/blog/${p.identifier}`));
    for (const locale of CMS_LOCALES) {
      const banners = await homeBanners(opened.db, locale, now);
      expect(banners.map((b) => [b.title, b.caption, b.linkPath])).toEqual(SEED_BANNERS[locale].map((b) => [b.title, b.caption, b.linkPath]));
      for (const link of banners.map((b) => b.linkPath as string)) expect(link === '/offers' || blogPosts.has(link), link).toBe(true);
      if (locale !== 'en-US') expect(banners.map((b) => b.title)).not.toEqual(SEED_BANNERS['en-US'].map((b) => b.title));
    }
  });

  it('seeds once: again it changes nothing', async () => {
    const count = async () =>
      Promise.all(
        (['cms_entries', 'cms_revisions', 'cms_blocks'] as const).map(async (t) =>
          Number(
            (
              await opened.db
                .selectFrom(t)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await count();
    expect(await seedCmsContent(opened.db)).toBe(false);
    expect(await count()).toEqual(before);
  });

  it('gives a database made before the content existed its pages when it is next opened', async () => {
    // As a database of migration 0011 upgraded by 0012: the tables are there and empty, the seed not yet done.
    await opened.db.deleteFrom('cms_revisions').execute();
    await opened.db.deleteFrom('cms_entries').execute();
    await opened.db.deleteFrom('cms_blocks').execute();
    await opened.db.deleteFrom('meta').where('key', '=', 'cms_seeded').execute();
    await opened.close();
    opened = await openDatabase(location, 0);
    expect((await publishedPaths(opened.db, now)).length).toBeGreaterThanOrEqual(12);
    expect(await homeBanners(opened.db, 'bn-IN', now)).toHaveLength(3);
  });
});
