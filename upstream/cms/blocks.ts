import type { Selectable } from 'kysely';
import {
  BLOCK_KINDS,
  type BlockKind,
  beyondSchedule,
  blockStatus,
  CMS_DEFAULT_LOCALE,
  type CmsStatus,
  HOME_BANNERS,
  type HomeBlockValues,
  MAX_CMS_BLOCKS,
  POPULAR_CATEGORY_TILES,
} from '../../domain/cms.ts';
import { CMS_MESSAGES as M } from '../../domain/cms-messages.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { CmsBlocksTable } from '../db/tables.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import { recordChange } from './changes.ts';
import { conflictOf, refuseAtLimit } from './conflict.ts';
import { imageWire } from './images.ts';

/**
 * Home-page banners and popular-category tiles per language (issue 18; domain/cms.ts). Each save is
 * checked against the revision the editor opened (a conditional UPDATE), and every write is a change
 * of the language's home page (cms_changes HOME).
 */

type BlockRow = Selectable<CmsBlocksTable>;

function blocksWithImages(db: Db) {
  return db
    .selectFrom('cms_blocks')
    .leftJoin('cms_images', 'cms_images.id', 'cms_blocks.image_id')
    .leftJoin('users', 'users.id', 'cms_blocks.updated_by')
    .selectAll('cms_blocks')
    .select([
      'cms_images.sid as image_sid',
      'cms_images.widths as image_widths',
      'cms_images.width as image_width',
      'cms_images.height as image_height',
      'cms_images.alt as image_alt',
      'users.name as editor_name',
    ]);
}
type BlockWithImage = BlockRow & {
  image_sid: string | null;
  image_widths: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
  editor_name: string | null;
};

const times = (row: BlockRow) => ({
  published: row.published === 1,
  startsAt: row.starts_at === null ? null : new Date(row.starts_at),
  endsAt: row.ends_at === null ? null : new Date(row.ends_at),
});

function imageOf(row: BlockWithImage) {
  if (row.image_sid === null) return null;
  return imageWire({
    sid: row.image_sid,
    widths: row.image_widths ?? '',
    width: row.image_width ?? 0,
    height: row.image_height ?? 0,
    alt: row.image_alt ?? '',
  });
}

/** A block as the home page shows it (GraphQL HomeBlock). */
function homeBlockWire(row: BlockWithImage) {
  return { id: row.sid, kind: row.kind, title: row.title, caption: row.caption, linkPath: row.link_path, image: imageOf(row), categoryId: row.category_id };
}
export type HomeBlockWire = ReturnType<typeof homeBlockWire>;

/** A block as the editor works on it (GraphQL HomeBlockEntry). */
function blockEntryWire(row: BlockWithImage, now: Date) {
  return {
    ...homeBlockWire(row),
    locale: row.locale,
    position: row.position,
    published: row.published === 1,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: blockStatus(times(row), now),
    revision: row.revision,
    updatedAt: row.updated_at,
    updatedByName: row.editor_name ?? '',
  };
}
export type BlockEntryWire = ReturnType<typeof blockEntryWire>;

export async function readBlock(db: Db, sid: string, now: Date): Promise<BlockEntryWire> {
  const row = await blocksWithImages(db).where('cms_blocks.sid', '=', sid).executeTakeFirst();
  if (!row) throw new Refusal(404, M.blockNotFound);
  return blockEntryWire(row, now);
}

/** Blocks by kind, language and position, of a kind, language or status at `now`. */
export async function listBlocks(db: Db, filter: { kind?: BlockKind | undefined; locale?: string | undefined; status?: CmsStatus | undefined }, now: Date) {
  const rows = await blocksWithImages(db)
    .$if(filter.kind !== undefined, (q) => q.where('cms_blocks.kind', '=', filter.kind as BlockKind))
    .$if(filter.locale !== undefined, (q) => q.where('cms_blocks.locale', '=', filter.locale as string))
    .orderBy('cms_blocks.kind')
    .orderBy('cms_blocks.locale')
    .orderBy('cms_blocks.position')
    .orderBy('cms_blocks.id')
    .execute();
  return rows
    .map((row) => blockEntryWire(row, now))
    .filter((b) => filter.status === undefined || b.status === filter.status)
    .sort((a, b) => BLOCK_KINDS.indexOf(a.kind) - BLOCK_KINDS.indexOf(b.kind));
}

/** The blocks of `kind` in `locale` customers see at `now`, by position. */
async function shownBlocks(db: Db, kind: BlockKind, locale: string, now: Date, limit: number) {
  const at = now.toISOString();
  const rows = await blocksWithImages(db)
    .where('cms_blocks.kind', '=', kind)
    .where('cms_blocks.locale', '=', locale)
    .where('cms_blocks.published', '=', 1)
    .where((eb) => eb.or([eb('cms_blocks.starts_at', 'is', null), eb('cms_blocks.starts_at', '<=', at)]))
    .where((eb) => eb.or([eb('cms_blocks.ends_at', 'is', null), eb('cms_blocks.ends_at', '>', at)]))
    .orderBy('cms_blocks.position')
    .orderBy('cms_blocks.id')
    .limit(limit)
    .execute();
  return rows.map(homeBlockWire);
}

/** getESBanners: the language's banners shown now, at most HOME_BANNERS. */
export const homeBanners = (db: Db, locale: string, now: Date) => shownBlocks(db, 'BANNER', locale, now, HOME_BANNERS);

/** The language's popular-category tiles shown now, else English's, at most POPULAR_CATEGORY_TILES. */
export async function popularTiles(db: Db, locale: string, now: Date): Promise<HomeBlockWire[]> {
  const own = await shownBlocks(db, 'POPULAR_CATEGORY', locale, now, POPULAR_CATEGORY_TILES);
  if (own.length > 0 || locale === CMS_DEFAULT_LOCALE) return own;
  return shownBlocks(db, 'POPULAR_CATEGORY', CMS_DEFAULT_LOCALE, now, POPULAR_CATEGORY_TILES);
}

function scheduleRefusal(input: HomeBlockValues, now: Date): Refusal | null {
  for (const field of ['startsAt', 'endsAt'] as const) {
    const value = input[field];
    if (value !== null && beyondSchedule(new Date(value), now)) return new Refusal(400, M.publishTimeTooFar, { field });
  }
  return null;
}

/**
 * Saves a block (creates it when `id` is null): its category and image must exist, the 500 limit is
 * counted in the insert's transaction, and an existing block's `baseRevision` must be its latest.
 * Returns the block's id.
 */
export async function saveBlock(db: Db, input: HomeBlockValues, editorId: number, now: Date): Promise<string> {
  const refusal = scheduleRefusal(input, now);
  if (refusal) throw refusal;
  const at = now.toISOString();
  return inTransaction(db, async (tx) => {
    if (input.categoryId !== null) {
      const category = await tx.selectFrom('categories').select('id').where('id', '=', input.categoryId).executeTakeFirst();
      if (!category) throw new Refusal(400, M.categoryNotFound, { field: 'categoryId' });
    }
    let imageId: number | null = null;
    if (input.imageId !== null) {
      const image = await tx.selectFrom('cms_images').select('id').where('sid', '=', input.imageId).executeTakeFirst();
      if (!image) throw new Refusal(400, M.imageNotFound, { field: 'imageId' });
      imageId = image.id;
    }
    const values = {
      kind: input.kind,
      locale: input.locale,
      title: input.title,
      caption: input.caption,
      link_path: input.linkPath,
      image_id: imageId,
      category_id: input.categoryId,
      position: input.position,
      published: input.published ? 1 : 0,
      starts_at: input.startsAt === null ? null : new Date(input.startsAt).toISOString(),
      ends_at: input.endsAt === null ? null : new Date(input.endsAt).toISOString(),
      updated_at: at,
      updated_by: editorId,
    } as const;
    if (input.id === null) {
      await refuseAtLimit(tx, 'cms_blocks', MAX_CMS_BLOCKS, M.blocksLimit);
      const sid = publicId();
      await tx
        .insertInto('cms_blocks')
        .values({ sid, ...values, revision: 1, created_at: at })
        .execute();
      await recordChange(tx, { kind: 'HOME', locale: input.locale, identifier: null, blogType: null }, at);
      return sid;
    }
    const block = await blockOf(tx, input.id);
    if (input.baseRevision !== block.revision) throw await blockConflict(tx, block);
    const updated = await tx
      .updateTable('cms_blocks')
      .set({ ...values, revision: block.revision + 1 })
      .where('id', '=', block.id)
      .where('revision', '=', input.baseRevision)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw await blockConflict(tx, block);
    for (const locale of new Set([block.locale, input.locale])) await recordChange(tx, { kind: 'HOME', locale, identifier: null, blogType: null }, at);
    return block.sid;
  });
}

async function blockOf(tx: Db, sid: string): Promise<BlockRow> {
  const block = await tx.selectFrom('cms_blocks').selectAll().where('sid', '=', sid).executeTakeFirst();
  if (!block) throw new Refusal(404, M.blockNotFound);
  return block;
}

const blockConflict = (tx: Db, block: BlockRow) => conflictOf(tx, 'cms_blocks', block);

/** Removes a block when `baseRevision` is still its latest. */
export async function deleteBlock(db: Db, sid: string, baseRevision: number, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const block = await blockOf(tx, sid);
    if (baseRevision !== block.revision) throw await blockConflict(tx, block);
    const deleted = await tx.deleteFrom('cms_blocks').where('id', '=', block.id).where('revision', '=', baseRevision).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw await blockConflict(tx, block);
    await recordChange(tx, { kind: 'HOME', locale: block.locale, identifier: null, blogType: null }, now.toISOString());
  });
}
