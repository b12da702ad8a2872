import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/**
 * The editor's desk (issue 18; the rules: domain/cms.ts):
 *
 * - `cms_entries`: a content page (PAGE) or blog post (BLOG) in one language, by URL key
 *   (`identifier`, unique per kind and language: `cms_entries_key`). `revision` is its latest saved
 *   revision; customers see `scheduled_revision` once `scheduled_at` has come, else `live_revision`
 *   (null: not on the shop). `first_published_at` is the date a blog post shows. Its public id is `sid`.
 * - `cms_revisions`: every save of an entry, whole (title, description, sanitised HTML), with its author.
 * - `cms_blocks`: the home page's banners (BANNER) and popular-category tiles (POPULAR_CATEGORY) per
 *   language, by position, published or draft, shown between `starts_at` and `ends_at` (either open).
 *   `revision` counts its saves (the check against overwriting another editor's save).
 * - `cms_images`: an uploaded image, kept as WebP at the `widths` listed ("320,640,960") under the media
 *   folder (`/media/cms/{sid}-{width}.webp`), with the original's size and its description.
 * - `cms_changes`: what changed on the shop, for the storefront processes that keep static copies of
 *   the pages (publishing, unpublishing, removing an entry, any write of a block); schedule times are
 *   read from the entries and blocks themselves. Kept a week.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  const serial = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());

  await db.schema
    .createTable('cms_entries')
    .addColumn('id', 'integer', serial)
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('PAGE', 'BLOG')`))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('blog_type', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('live_revision', 'integer')
    .addColumn('scheduled_revision', 'integer')
    .addColumn('scheduled_at', 'text')
    .addColumn('first_published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('cms_entries_key').on('cms_entries').columns(['kind', 'locale', 'identifier']).unique().execute();
  await db.schema.createIndex('cms_entries_updated').on('cms_entries').columns(['updated_at']).execute();
  await db.schema.createIndex('cms_entries_scheduled').on('cms_entries').columns(['scheduled_at']).execute();

  await db.schema
    .createTable('cms_revisions')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('cms_entries.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cms_revisions_pk', ['entry_id', 'revision'])
    .execute();

  await db.schema
    .createTable('cms_images')
    .addColumn('id', 'integer', serial)
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('widths', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cms_blocks')
    .addColumn('id', 'integer', serial)
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('BANNER', 'POPULAR_CATEGORY')`))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_path', 'text')
    .addColumn('image_id', 'integer', (c) => c.references('cms_images.id'))
    .addColumn('category_id', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('cms_blocks_shown').on('cms_blocks').columns(['kind', 'locale', 'published', 'position']).execute();

  await db.schema
    .createTable('cms_changes')
    .addColumn('id', 'integer', serial)
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('PAGE', 'BLOG', 'HOME')`))
    .addColumn('locale', 'text')
    .addColumn('identifier', 'text')
    .addColumn('blog_type', 'text')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cms_changes_time').on('cms_changes').columns(['changed_at']).execute();
}
