import type { Context } from 'hono';
import { z } from 'zod';
import {
  BLOCK_KINDS,
  BLOG_TYPE,
  CMS_KINDS,
  CMS_LOCALES,
  CMS_STATUSES,
  CmsEntryInputSchema,
  HomeBlockInputSchema,
  IDENTIFIER,
  MAX_CMS_BLOCKS,
  MAX_CMS_PAGES,
} from '../../domain/cms.ts';
import { CMS_MESSAGES as M } from '../../domain/cms-messages.ts';
import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parsedOrRefused } from '../http/json-body.ts';
import { Refusal } from '../http/refusal.ts';
import { refusalRouter } from '../http/router.ts';
import type { StaffEnv } from '../staff/require-staff.ts';
import { deleteBlock, homeBanners, listBlocks, popularTiles, readBlock, saveBlock } from './blocks.ts';
import { changesSince } from './changes.ts';
import { countRows } from './conflict.ts';
import {
  blogList,
  blogTypes,
  customerPage,
  deleteEntry,
  listEntries,
  listRevisions,
  publishEntry,
  publishedPaths,
  readEntry,
  readRevisionText,
  restoreRevision,
  saveEntry,
  unpublishEntry,
} from './entries.ts';
import { mintPreviewToken, previewAllowed } from './preview-token.ts';

export interface CmsDeps {
  db: Db;
  now: () => Date;
  /** The auth secret, which signs the preview links. */
  secret: Uint8Array;
}

const Locale = z.enum(CMS_LOCALES, { error: M.invalidLocale });
const query = <S extends z.ZodType>(c: Context, schema: S): z.infer<S> => parsedOrRefused(schema, c.req.query());

const PageQuery = z.object({ kind: z.enum(CMS_KINDS), locale: Locale, identifier: z.string().max(200), preview: z.string().max(300).optional() });

/**
 * The content service's public side (issue 18; no token: it shows only what the shop shows):
 * GET /page (a page or post, English standing in), /blog-posts, /paths, /banners, /popular-categories,
 * /changes (what to renew since a time).
 */
export function cmsPublicRoutes({ db, now, secret }: CmsDeps) {
  const app = refusalRouter();

  app.get('/page', async (c) => {
    const q = query(c, PageQuery);
    if (q.preview !== undefined && !previewAllowed(secret, q.preview, q.kind, q.identifier, now()))
      throw new Refusal(400, M.previewExpired, { field: 'preview' });
    if (!IDENTIFIER.test(q.identifier)) return ok(c, null);
    return ok(c, await customerPage(db, q, now(), q.preview !== undefined));
  });

  app.get('/blog-posts', async (c) => {
    const q = query(c, z.object({ blogType: z.string().max(40), locale: Locale }));
    return ok(c, BLOG_TYPE.test(q.blogType) ? await blogList(db, q.blogType, q.locale, now()) : []);
  });

  app.get('/paths', async (c) => ok(c, await publishedPaths(db, now())));

  app.get('/banners', async (c) => ok(c, await homeBanners(db, query(c, z.object({ locale: Locale })).locale, now())));

  app.get('/popular-categories', async (c) => ok(c, await popularTiles(db, query(c, z.object({ locale: Locale })).locale, now())));

  /** { now, changes } since `after` (ISO); without `after`, only `now` (the first poll's starting point). */
  app.get('/changes', async (c) => {
    const at = now();
    const after = c.req.query('after');
    if (after === undefined) return ok(c, { now: at.toISOString(), changes: [] });
    const parsed = z.iso.datetime({ offset: true }).safeParse(after);
    if (!parsed.success) throw new Refusal(400, 'after must be an ISO-8601 time', { field: 'after' });
    return ok(c, await changesSince(db, new Date(parsed.data), at));
  });

  return app;
}

const EntriesQuery = z.object({
  kind: z.enum(CMS_KINDS).optional(),
  locale: Locale.optional(),
  status: z.enum(CMS_STATUSES).optional(),
  search: z.string().trim().max(120).optional(),
  blogType: z.string().trim().max(40).optional(),
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
const BlocksQuery = z.object({ kind: z.enum(BLOCK_KINDS).optional(), locale: Locale.optional(), status: z.enum(CMS_STATUSES).optional() });
const RevisionNumber = z.coerce.number().int().min(1).max(1_000_000);
const PublishBody = z.object({ revision: z.number().int().min(1), at: z.iso.datetime({ offset: true, error: M.publishTimeInPast }).nullable().optional() });
const RestoreBody = z.object({ revision: z.number().int().min(1), baseRevision: z.number().int().min(1) });
const PreviewBody = z.object({ kind: z.enum(CMS_KINDS), identifier: z.string().trim().toLowerCase().regex(IDENTIFIER, M.invalidIdentifier) });

/**
 * The editor's desk (issue 18), behind requireStaff(['editor', 'admin']) (upstream/app.ts): entries,
 * their revisions, publishing, blocks, counts, preview links. Writes are recorded with the editor.
 */
export function cmsEditorRoutes({ db, now, secret }: CmsDeps) {
  const app = refusalRouter<StaffEnv>();
  const editor = (c: Context<StaffEnv>) => c.get('staff').id;

  app.get('/entries', async (c) => ok(c, await listEntries(db, query(c, EntriesQuery), now())));
  app.post('/entries', async (c) => {
    const input = await jsonBody(c, CmsEntryInputSchema);
    const sid = await saveEntry(db, input, editor(c), now());
    return ok(c, await readEntry(db, sid, now()));
  });
  app.get('/entries/:id', async (c) => ok(c, await readEntry(db, c.req.param('id'), now())));
  app.get('/entries/:id/revisions', async (c) => ok(c, await listRevisions(db, c.req.param('id'), now())));
  app.get('/entries/:id/revisions/:revision', async (c) => {
    const revision = parsedOrRefused(RevisionNumber, c.req.param('revision'));
    return ok(c, await readRevisionText(db, c.req.param('id'), revision, now()));
  });
  app.post('/entries/:id/publish', async (c) => {
    const body = await jsonBody(c, PublishBody);
    await publishEntry(db, c.req.param('id'), body.revision, body.at ? new Date(body.at) : null, editor(c), now());
    return ok(c, await readEntry(db, c.req.param('id'), now()));
  });
  app.post('/entries/:id/unpublish', async (c) => {
    await unpublishEntry(db, c.req.param('id'), editor(c), now());
    return ok(c, await readEntry(db, c.req.param('id'), now()));
  });
  app.post('/entries/:id/restore', async (c) => {
    const body = await jsonBody(c, RestoreBody);
    await restoreRevision(db, c.req.param('id'), body.revision, body.baseRevision, editor(c), now());
    return ok(c, await readEntry(db, c.req.param('id'), now()));
  });
  app.delete('/entries/:id', async (c) => {
    await deleteEntry(db, c.req.param('id'), now());
    return ok(c, true);
  });

  app.post('/preview-token', async (c) => {
    const body = await jsonBody(c, PreviewBody);
    const { token, expiresAt } = mintPreviewToken(secret, body.kind, body.identifier, now());
    return ok(c, { token, expiresAt: expiresAt.toISOString() });
  });

  app.get('/blocks', async (c) => ok(c, await listBlocks(db, query(c, BlocksQuery), now())));
  app.post('/blocks', async (c) => {
    const input = await jsonBody(c, HomeBlockInputSchema);
    const sid = await saveBlock(db, input, editor(c), now());
    return ok(c, await readBlock(db, sid, now()));
  });
  app.get('/blocks/:id', async (c) => ok(c, await readBlock(db, c.req.param('id'), now())));
  app.delete('/blocks/:id', async (c) => {
    const baseRevision = parsedOrRefused(RevisionNumber, c.req.query('baseRevision'));
    await deleteBlock(db, c.req.param('id'), baseRevision, now());
    return ok(c, true);
  });

  app.get('/counts', async (c) => {
    const [pages, blocks] = await Promise.all([countRows(db, 'cms_entries'), countRows(db, 'cms_blocks')]);
    return ok(c, { pages, maxPages: MAX_CMS_PAGES, blocks, maxBlocks: MAX_CMS_BLOCKS });
  });
  app.get('/blog-types', async (c) => ok(c, await blogTypes(db)));

  return app;
}
