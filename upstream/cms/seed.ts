import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import { BLOG_TYPE, CMS_LOCALES, type CmsKind, type CmsLocale, IDENTIFIER, POPULAR_CATEGORY_TILES } from '../../domain/cms.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { publicId } from '../ids.ts';
import { sanitizeCmsHtml } from './sanitize.ts';

/**
 * The shop's first content (issue 18): the Markdown pages and posts that were src/content/ (copied to
 * ./seed-content/{pages,blog}/{locale}/{identifier}.md) become published entries, each with one
 * revision (Markdown to HTML by `marked`, then the sanitiser, as an editor's save); blog posts keep
 * their frontmatter date as the date they were first published. Beside them, per language, three
 * banners pointing to real pages, and the six popular-category tiles (the categories with a discount
 * line), named in the language from the storefront's translations (src/i18n/resources/<locale>/common.json).
 * Done once per database (the meta row `cms_seeded`), also into a database made before migration 0012.
 */

const HERE = fileURLToPath(new URL('.', import.meta.url));
export const SEED_CONTENT_DIR = join(HERE, 'seed-content');
const TRANSLATIONS_DIR = join(HERE, '..', '..', 'src', 'i18n', 'resources');

export interface SeedFile {
  kind: CmsKind;
  locale: CmsLocale;
  identifier: string;
  title: string;
  description: string;
  blogType: string | null;
  /** A blog post's date (UTC midnight), null for a page. */
  published: string | null;
  markdown: string;
}

/** The frontmatter's `key: value` lines (values as the files write them: JSON strings or plain words). */
function frontmatter(text: string, file: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no frontmatter`);
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const field = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!field?.[1]) continue;
    const raw = (field[2] ?? '').trim();
    fields[field[1]] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  return { fields, body: match[2] ?? '' };
}

/** Every Markdown file of the seed, checked as an editor's save would be. */
export function readSeedFiles(dir = SEED_CONTENT_DIR): SeedFile[] {
  const files: SeedFile[] = [];
  for (const [folder, kind] of [
    ['pages', 'PAGE'],
    ['blog', 'BLOG'],
  ] as const) {
    for (const locale of CMS_LOCALES) {
      let names: string[];
      try {
        names = readdirSync(join(dir, folder, locale));
      } catch {
        continue;
      }
      for (const name of names.filter((n) => n.endsWith('.md')).sort()) {
        const path = join(dir, folder, locale, name);
        const { fields, body } = frontmatter(readFileSync(path, 'utf8'), path);
        const identifier = name.replace(/\.md$/, '');
        const blogType = kind === 'BLOG' ? (fields['blogType'] ?? '') : null;
        if (!IDENTIFIER.test(identifier) || !fields['title'] || (blogType !== null && !BLOG_TYPE.test(blogType))) throw new Error(`${path}: not a valid entry`);
        const published = kind === 'BLOG' && fields['published'] ? new Date(`${fields['published']}T00:00:00.000Z`).toISOString() : null;
        files.push({ kind, locale, identifier, title: fields['title'], description: fields['description'] ?? '', blogType, published, markdown: body });
      }
    }
  }
  return files;
}

/** The seed's banners, one set per language: headline, caption, and the page each points to. */
export const SEED_BANNERS: Record<CmsLocale, { title: string; caption: string; linkPath: string }[]> = {
  'en-US': [
    {
      title: 'Fever in the monsoon? Know when to see a doctor',
      caption: 'Signs of dengue, malaria and typhoid, and what to keep at home',
      linkPath: '/blog/monsoon-fever',
    },
    { title: 'Same salt, lower price', caption: 'How a cheaper brand of the same medicine can cut your bill', linkPath: '/blog/generic-medicines' },
    { title: "Today's offers", caption: 'The biggest discounts on MRP today', linkPath: '/offers' },
  ],
  'bn-IN': [
    { title: 'বর্ষায় জ্বর? কখন ডাক্তার দেখাবেন জেনে নিন', caption: 'ডেঙ্গি, ম্যালেরিয়া ও টাইফয়েডের লক্ষণ, আর বাড়িতে কী রাখবেন', linkPath: '/blog/monsoon-fever' },
    { title: 'একই উপাদান, কম দাম', caption: 'একই ওষুধের কম দামের ব্র্যান্ড কীভাবে আপনার খরচ কমাতে পারে', linkPath: '/blog/generic-medicines' },
    { title: 'আজকের অফার', caption: 'আজ এমআরপি-র উপর সবচেয়ে বেশি ছাড়', linkPath: '/offers' },
  ],
  'hi-IN': [
    { title: 'बरसात में बुख़ार? जानिए डॉक्टर को कब दिखाएँ', caption: 'डेंगू, मलेरिया और टाइफ़ाइड के लक्षण, और घर में क्या रखें', linkPath: '/blog/monsoon-fever' },
    { title: 'वही साल्ट, कम दाम', caption: 'उसी दवा का सस्ता ब्रांड आपका ख़र्च कैसे घटा सकता है', linkPath: '/blog/generic-medicines' },
    { title: 'आज के ऑफ़र', caption: 'आज एमआरपी पर सबसे बड़ी छूट', linkPath: '/offers' },
  ],
  'or-IN': [
    { title: 'ବର୍ଷାଦିନେ ଜ୍ୱର? କେବେ ଡାକ୍ତର ଦେଖାଇବେ ଜାଣନ୍ତୁ', caption: 'ଡେଙ୍ଗୁ, ମ୍ୟାଲେରିଆ ଓ ଟାଇଫଏଡ୍‌ର ଲକ୍ଷଣ, ଏବଂ ଘରେ କଣ ରଖିବେ', linkPath: '/blog/monsoon-fever' },
    { title: 'ସମାନ ଉପାଦାନ, କମ୍ ଦାମ', caption: 'ସେହି ଔଷଧର ଶସ୍ତା ବ୍ରାଣ୍ଡ କିପରି ଆପଣଙ୍କ ଖର୍ଚ୍ଚ କମାଇପାରେ', linkPath: '/blog/generic-medicines' },
    { title: 'ଆଜିର ଅଫର୍', caption: 'ଆଜି ଏମଆରପି ଉପରେ ସବୁଠାରୁ ବଡ଼ ରିହାତି', linkPath: '/offers' },
  ],
};

/** A language's storefront strings (read from the file at seed time: the upstream does not import the browser's code). */
function translations(locale: CmsLocale): Record<string, string> {
  return JSON.parse(readFileSync(join(TRANSLATIONS_DIR, locale, 'common.json'), 'utf8')) as Record<string, string>;
}

/** Seeds the content once per database; true when it did now. */
export async function seedCmsContent(db: Db, now: Date = new Date()): Promise<boolean> {
  const files = readSeedFiles();
  const marked = new Marked({ gfm: true });
  const at = now.toISOString();
  return inTransaction(db, async (tx) => {
    const claimed = await tx
      .insertInto('meta')
      .values({ key: 'cms_seeded', value: at })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    for (const file of files) {
      const known = await tx
        .selectFrom('cms_entries')
        .select('id')
        .where('kind', '=', file.kind)
        .where('locale', '=', file.locale)
        .where('identifier', '=', file.identifier)
        .executeTakeFirst();
      if (known) continue;
      const body = sanitizeCmsHtml(await marked.parse(file.markdown), []);
      const { id } = await tx
        .insertInto('cms_entries')
        .values({
          sid: publicId(),
          kind: file.kind,
          locale: file.locale,
          identifier: file.identifier,
          blog_type: file.blogType,
          revision: 1,
          live_revision: 1,
          first_published_at: file.published ?? at,
          created_at: at,
          updated_at: at,
          updated_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('cms_revisions')
        .values({ entry_id: id, revision: 1, title: file.title, description: file.description, body_html: body, author_id: null, created_at: at })
        .execute();
    }
    const categories = await tx
      .selectFrom('categories')
      .select(['id', 'discount_line'])
      .where('discount_line', 'is not', null)
      .orderBy('position')
      .orderBy('id')
      .limit(POPULAR_CATEGORY_TILES)
      .execute();
    const block = { published: 1 as const, starts_at: null, ends_at: null, revision: 1, created_at: at, updated_at: at, updated_by: null, image_id: null };
    for (const locale of CMS_LOCALES) {
      const strings = translations(locale);
      const banners = SEED_BANNERS[locale].map((b, i) => ({
        sid: publicId(),
        kind: 'BANNER' as const,
        locale,
        title: b.title,
        caption: b.caption,
        link_path: b.linkPath,
        category_id: null,
        position: i + 1,
        ...block,
      }));
      const tiles = categories.map((c, i) => ({
        sid: publicId(),
        kind: 'POPULAR_CATEGORY' as const,
        locale,
        title: strings[`categories.${c.id}`] ?? String(c.id),
        caption: strings[`discountLines.${c.discount_line}`] ?? c.discount_line ?? '',
        link_path: null,
        category_id: c.id,
        position: i + 1,
        ...block,
      }));
      await tx
        .insertInto('cms_blocks')
        .values([...banners, ...tiles])
        .execute();
    }
    return true;
  });
}
