import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { MAX_BODY_BYTES, MAX_CMS_BLOCKS, MAX_CMS_PAGES, PREVIEW_SECONDS } from '../../domain/cms.ts';
import { CMS_MESSAGES as M } from '../../domain/cms-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { formatIst } from '../../domain/time.ts';
import { api } from '../../test-utils/account-upstream.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { testClock } from '../../test-utils/sign-in.ts';
import { createShop, createShopCustomer, createStaffUser, delegatedToken, staffOwnToken, type TestStaff } from '../../test-utils/staff.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import { tokenFor } from '../../test-utils/users.ts';

/**
 * The content service over HTTP against a real upstream and database (both engines), with a clock the
 * tests move: the editor's rules, every refusal (nothing written), schedules reaching the shop, the
 * change feed, preview links, and who may call what.
 */
const clock = testClock('2026-03-02T04:30:00.000Z');
let up: Awaited<ReturnType<typeof startTestUpstream>>;
let editor: TestStaff;
let admin: TestStaff;

beforeAll(async () => {
  up = await startTestUpstream(0, { options: { now: clock.now } });
  editor = await createStaffUser(up.db, { role: 'editor' });
  admin = await createStaffUser(up.db, { role: 'admin' });
});
afterAll(() => up.close());

/** A fresh own token (the clock moves: one minted at the start would expire). */
const tokenOf = (staff: TestStaff) => staffOwnToken(up.db, staff, clock.now);
const call = async (path: string, init: { method?: string | undefined; body?: unknown; token?: string | null | undefined; as?: TestStaff | undefined } = {}) =>
  api(up.url, path, {
    ...(init.method ? { method: init.method } : {}),
    body: init.body,
    token: init.token === undefined ? await tokenOf(init.as ?? editor) : init.token,
  });
const page = (locale: string, identifier: string, kind = 'PAGE', preview?: string) =>
  call(`/api/cms/page?kind=${kind}&locale=${locale}&identifier=${identifier}${preview ? `&preview=${encodeURIComponent(preview)}` : ''}`, { token: null });

let serial = 0;
const entryInput = (over: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    id: null,
    baseRevision: null,
    kind: 'PAGE',
    locale: 'bn-IN',
    identifier: `test-page-${serial}`,
    title: 'পরীক্ষার পাতা',
    description: 'A page for the tests',
    blogType: null,
    bodyHtml: '<h2>Heading</h2><ul><li>one</li></ul><p><a href="/offers">Offers</a></p>',
    ...over,
  };
};
const create = async (over: Record<string, unknown> = {}) => {
  const reply = await call('/api/cms/editor/entries', { body: entryInput(over) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result;
};
const save = (entry: { id: string; revision: number; identifier: string; locale: string; kind: string }, over: Record<string, unknown> = {}, as?: TestStaff) =>
  call('/api/cms/editor/entries', {
    as,
    body: { ...entryInput({ id: entry.id, baseRevision: entry.revision, identifier: entry.identifier, locale: entry.locale, kind: entry.kind }), ...over },
  });
const publish = (id: string, revision: number, at?: string) => call(`/api/cms/editor/entries/${id}/publish`, { body: { revision, at: at ?? null } });
const counts = async () => {
  const [entries, revisions, blocks, changes] = await Promise.all(
    (['cms_entries', 'cms_revisions', 'cms_blocks', 'cms_changes'] as const).map((t) =>
      up.db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return { entries: Number(entries?.n), revisions: Number(revisions?.n), blocks: Number(blocks?.n), changes: Number(changes?.n) };
};

describe('content pages and posts: saving, publishing, revisions', () => {
  it('keeps a new page a draft with revision 1, off the shop, until it is published', async () => {
    const entry = await create({ identifier: 'shipping-help' });
    expect(entry).toMatchObject({
      revision: 1,
      status: 'DRAFT',
      publishedRevision: null,
      hasUnpublishedChanges: true,
      path: '/shipping-help',
      locale: 'bn-IN',
    });
    const author = await up.db.selectFrom('users').select('name').where('id', '=', editor.id).executeTakeFirstOrThrow();
    expect(entry.updatedByName).toBe(author.name);
    expect((await page('bn-IN', 'shipping-help')).body).toEqual({ code: 200, result: null });
    const published = await publish(entry.id, 1);
    expect(published.body.result).toMatchObject({ status: 'PUBLISHED', publishedRevision: 1, hasUnpublishedChanges: false });
    expect((await page('bn-IN', 'shipping-help')).body.result).toMatchObject({
      kind: 'PAGE',
      locale: 'bn-IN',
      fallback: false,
      title: 'পরীক্ষার পাতা',
      bodyHtml: '<h2>Heading</h2><ul><li>one</li></ul><p><a href="/offers">Offers</a></p>',
      publishedAt: clock.now().toISOString(),
    });
    // Another language without its own text: not English either (there is no English one).
    expect((await page('hi-IN', 'shipping-help')).body.result).toBeNull();
  });

  it('shows customers the published revision while a newer one waits, then the newer once published', async () => {
    const entry = await create();
    await publish(entry.id, 1);
    const saved = await save(entry, { title: 'Second title', bodyHtml: '<p>second</p>' });
    expect(saved.body.result).toMatchObject({ revision: 2, status: 'PUBLISHED', publishedRevision: 1, hasUnpublishedChanges: true, title: 'Second title' });
    expect((await page('bn-IN', entry.identifier)).body.result).toMatchObject({ title: 'পরীক্ষার পাতা' });
    await publish(entry.id, 2);
    expect((await page('bn-IN', entry.identifier)).body.result).toMatchObject({ title: 'Second title', bodyHtml: '<p>second</p>' });
    const revisions = await call(`/api/cms/editor/entries/${entry.id}/revisions`);
    expect(revisions.body.result.map((r: { revision: number; live: boolean }) => [r.revision, r.live])).toEqual([
      [2, true],
      [1, false],
    ]);
    const old = await call(`/api/cms/editor/entries/${entry.id}/revisions/1`);
    expect(old.body.result).toMatchObject({ revision: 2, title: 'পরীক্ষার পাতা' });
  });

  it('stores the title as typed (plain text, never HTML) and the body sanitised', async () => {
    const title = '<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"';
    const entry = await create({ title, bodyHtml: '<p onclick="x()">a<script>alert(1)</script></p><a href="javascript:alert(1)">b</a>' });
    expect(entry.title).toBe(title);
    expect(entry.bodyHtml).toBe('<p>a</p><a>b</a>');
    await publish(entry.id, 1);
    expect((await page('bn-IN', entry.identifier)).body.result.title).toBe(title);
  });

  it('refuses a save from a revision that is no longer the latest, naming who saved and when, and writes nothing', async () => {
    const entry = await create();
    const other = await createStaffUser(up.db, { role: 'admin' });
    const first = await save(entry, { title: 'The admin’s words' }, other);
    expect(first.status).toBe(200);
    const before = await counts();
    const stale = await save(entry, { title: 'The editor’s words' });
    const name = (await up.db.selectFrom('users').select('name').where('id', '=', other.id).executeTakeFirstOrThrow()).name as string;
    const time = formatIst(first.body.result.updatedAt);
    expect(stale.body).toEqual({
      code: 409,
      result: M.changedSinceOpened.replace('{{name}}', name).replace('{{time}}', time),
      meta: { conflict: true, messageKey: 'cms.messages.changedSinceOpened', params: { name, time } },
    });
    expect(await counts()).toEqual(before);
    expect((await call(`/api/cms/editor/entries/${entry.id}`)).body.result).toMatchObject({ revision: 2, title: 'The admin’s words' });
  });

  it('lets only one of two editors saving from the same revision at once win', async () => {
    const entry = await create();
    const replies = await Promise.all([save(entry, { title: 'Editor one' }), save(entry, { title: 'Editor two' }, admin)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const latest = (await call(`/api/cms/editor/entries/${entry.id}`)).body.result;
    expect(latest.revision).toBe(2);
    expect(latest.title).toBe(replies.find((r) => r.status === 200)?.body.result.title);
  });

  it('restores an old revision as a new one, from the latest only', async () => {
    const entry = await create({ title: 'Original' });
    const second = (await save(entry, { title: 'Changed' })).body.result;
    const restored = await call(`/api/cms/editor/entries/${entry.id}/restore`, { body: { revision: 1, baseRevision: second.revision } });
    expect(restored.body.result).toMatchObject({ revision: 3, title: 'Original', status: 'DRAFT' });
    const before = await counts();
    expect((await call(`/api/cms/editor/entries/${entry.id}/restore`, { body: { revision: 1, baseRevision: 2 } })).status).toBe(409);
    expect((await call(`/api/cms/editor/entries/${entry.id}/restore`, { body: { revision: 99, baseRevision: 3 } })).body).toEqual(
      refusal(404, M.revisionNotFound),
    );
    expect(await counts()).toEqual(before);
  });

  it('publishes only the latest revision, at a time ahead within a year', async () => {
    const entry = await create();
    await save(entry, { title: 'two' });
    const before = await counts();
    expect((await publish(entry.id, 1)).status).toBe(409);
    expect((await publish(entry.id, 2, new Date(clock.now().getTime() - 1000).toISOString())).body).toEqual(refusal(400, M.publishTimeInPast, { field: 'at' }));
    expect((await publish(entry.id, 2, clock.now().toISOString())).body).toEqual(refusal(400, M.publishTimeInPast, { field: 'at' }));
    expect((await publish(entry.id, 2, new Date(clock.now().getTime() + 367 * 86_400_000).toISOString())).body).toEqual(
      refusal(400, M.publishTimeTooFar, { field: 'at' }),
    );
    expect((await publish(entry.id, 2, 'tomorrow')).body).toEqual(refusal(400, M.publishTimeInPast, { field: 'at' }));
    expect(await counts()).toEqual(before);
  });

  it('takes a page off the shop when unpublished, and removes only an unpublished page', async () => {
    const entry = await create();
    await publish(entry.id, 1);
    const before = await counts();
    expect((await call(`/api/cms/editor/entries/${entry.id}`, { method: 'DELETE' })).body).toEqual(refusal(400, M.deletePublishedFirst));
    expect(await counts()).toEqual(before);
    const off = await call(`/api/cms/editor/entries/${entry.id}/unpublish`, { body: {} });
    expect(off.body.result).toMatchObject({ status: 'DRAFT', publishedRevision: null });
    expect((await page('bn-IN', entry.identifier)).body.result).toBeNull();
    expect((await call(`/api/cms/editor/entries/${entry.id}`, { method: 'DELETE' })).body).toEqual({ code: 200, result: true });
    expect((await call(`/api/cms/editor/entries/${entry.id}`)).body).toEqual(refusal(404, M.pageNotFound));
    expect(await up.db.selectFrom('cms_revisions').select('revision').where('entry_id', '=', -1).execute()).toEqual([]);
  });

  it('lists entries by language, kind, blog type, status and words of the title or URL key, newest change first, a page at a time', async () => {
    const first = await create({ identifier: 'list-alpha', locale: 'hi-IN', title: 'Zebra crossing safety' });
    clock.advance(1);
    const second = await create({ identifier: 'list-beta', locale: 'hi-IN', kind: 'BLOG', blogType: 'road-safety', title: 'Helmets' });
    const ids = async (query: string) => (await call(`/api/cms/editor/entries?${query}`)).body.result.items.map((e: { id: string }) => e.id);
    expect(await ids('search=ZEBRA')).toEqual([first.id]);
    expect(await ids('search=list-&locale=hi-IN')).toEqual([second.id, first.id]);
    expect(await ids('search=list-&kind=BLOG')).toEqual([second.id]);
    expect(await ids('blogType=road-safety')).toEqual([second.id]);
    expect(await ids('search=list-&status=DRAFT&size=1&start=1')).toEqual([first.id]);
    expect((await call('/api/cms/editor/entries?search=list-&size=1')).body.result.total).toBe(2);
    expect(await ids('search=100%25')).toEqual([]);
    expect(await ids('search=list-&status=PUBLISHED')).toEqual([]);
    expect((await call('/api/cms/editor/blog-types')).body.result).toEqual(expect.arrayContaining(['health-tips', 'road-safety']));
    expect((await call('/api/cms/editor/entries?locale=xx-XX')).body).toEqual(refusal(400, M.invalidLocale, { field: 'locale' }));
  });

  it('answers an unknown entry as not found for every operation', async () => {
    const before = await counts();
    for (const [path, method, body] of [
      ['/api/cms/editor/entries/nope-nope-nope-1', 'GET', undefined],
      ['/api/cms/editor/entries/nope-nope-nope-1/revisions', 'GET', undefined],
      ['/api/cms/editor/entries/nope-nope-nope-1/revisions/1', 'GET', undefined],
      ['/api/cms/editor/entries/nope-nope-nope-1/publish', 'POST', { revision: 1 }],
      ['/api/cms/editor/entries/nope-nope-nope-1/unpublish', 'POST', {}],
      ['/api/cms/editor/entries/nope-nope-nope-1/restore', 'POST', { revision: 1, baseRevision: 1 }],
      ['/api/cms/editor/entries/nope-nope-nope-1', 'DELETE', undefined],
    ] as const)
      expect((await call(path, { method, body })).body, `${method} ${path}`).toEqual(refusal(404, M.pageNotFound));
    expect((await save({ id: 'nope-nope-nope-1', revision: 1, identifier: 'nope-page', locale: 'en-US', kind: 'PAGE' })).body).toEqual(
      refusal(404, M.pageNotFound),
    );
    expect(await counts()).toEqual(before);
  });
});

describe('content pages and posts: every bad input is refused and nothing is written', () => {
  beforeAll(async () => {
    await create({ identifier: 'taken-key', locale: 'hi-IN' });
  });
  it.each([
    ['a bad URL key', { identifier: 'Bad Key!' }, M.invalidIdentifier, 'identifier'],
    ['a one-letter URL key', { identifier: 'a' }, M.invalidIdentifier, 'identifier'],
    ['a URL key with a double dash', { identifier: 'a--b' }, M.invalidIdentifier, 'identifier'],
    ['a reserved URL key', { identifier: 'checkout' }, M.identifierReserved, 'identifier'],
    ['a taken URL key in the language', { identifier: 'taken-key', locale: 'hi-IN' }, M.identifierTaken, 'identifier'],
    ['a seeded URL key in the language', { identifier: 'refund', locale: 'en-US' }, M.identifierTaken, 'identifier'],
    ['no title', { title: '   ' }, M.titleRequired, 'title'],
    ['a title too long', { title: 'x'.repeat(121) }, M.titleTooLong, 'title'],
    ['a description too long', { description: 'x'.repeat(301) }, M.descriptionTooLong, 'description'],
    ['a body too large', { bodyHtml: `<p>${'a'.repeat(MAX_BODY_BYTES)}</p>` }, M.bodyTooLarge, 'bodyHtml'],
    ['an unknown language', { locale: 'fr-FR' }, M.invalidLocale, 'locale'],
    ['a blog post without a type', { kind: 'BLOG', blogType: null }, M.blogTypeRequired, 'blogType'],
    ['a blog post with a bad type', { kind: 'BLOG', blogType: 'Health Tips!' }, M.invalidBlogType, 'blogType'],
  ])('%s', async (_name, over, message, field) => {
    const before = await counts();
    expect((await call('/api/cms/editor/entries', { body: entryInput(over) })).body).toEqual(refusal(400, message, { field }));
    expect(await counts()).toEqual(before);
  });

  it('lets a blog post take a URL key a page of the shop uses, and the same key in another language', async () => {
    expect((await call('/api/cms/editor/entries', { body: entryInput({ kind: 'BLOG', blogType: 'health-tips', identifier: 'offers' }) })).status).toBe(200);
    expect((await call('/api/cms/editor/entries', { body: entryInput({ identifier: 'taken-key', locale: 'or-IN' }) })).status).toBe(200);
  });

  it('refuses the 501st entry, counted in the transaction that would insert it', async () => {
    const { entries } = await counts();
    const at = clock.now().toISOString();
    const filler = Array.from({ length: MAX_CMS_PAGES - entries }, (_, i) => ({
      sid: `fill-entry-${i}`,
      kind: 'PAGE' as const,
      locale: 'en-US',
      identifier: `fill-${i}`,
      revision: 1,
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < filler.length; i += 100)
      await up.db
        .insertInto('cms_entries')
        .values(filler.slice(i, i + 100))
        .execute();
    try {
      const before = await counts();
      expect(before.entries).toBe(MAX_CMS_PAGES);
      expect((await call('/api/cms/editor/entries', { body: entryInput() })).body).toEqual(refusal(400, M.pagesLimit));
      expect(await counts()).toEqual(before);
      expect((await call('/api/cms/editor/counts')).body.result).toEqual({
        pages: MAX_CMS_PAGES,
        maxPages: MAX_CMS_PAGES,
        blocks: before.blocks,
        maxBlocks: MAX_CMS_BLOCKS,
      });
    } finally {
      await up.db.deleteFrom('cms_entries').where('sid', 'like', 'fill-entry-%').execute();
    }
  });
});

describe('schedules, the change feed and the dev clock', () => {
  it('shows a scheduled revision once its time has come, and says so in the change feed', async () => {
    const entry = await create({ kind: 'BLOG', blogType: 'monsoon', identifier: 'rain-care', locale: 'en-US', title: 'Rain care' });
    const start = clock.now().toISOString();
    const at = new Date(clock.now().getTime() + 3600_000).toISOString();
    const scheduled = await publish(entry.id, 1, at);
    expect(scheduled.body.result).toMatchObject({ status: 'SCHEDULED', scheduledRevision: 1, scheduledAt: at, publishedRevision: null });
    expect((await page('en-US', 'rain-care', 'BLOG')).body.result).toBeNull();
    const listed = await call('/api/cms/editor/entries?status=SCHEDULED&kind=BLOG');
    expect(listed.body.result.items.map((e: { identifier: string }) => e.identifier)).toContain('rain-care');

    const fed = (await call(`/api/cms/changes?after=${start}`, { token: null })).body.result;
    expect(fed.changes).toContainEqual({ kind: 'BLOG', locale: 'en-US', identifier: 'rain-care', blogType: 'monsoon' });
    // The next poll, 10 s on, still sees the last 5 s again; the one after that no longer sees the publishing.
    clock.advance(10);
    const next = (await call(`/api/cms/changes?after=${fed.now}`, { token: null })).body.result.now;
    clock.advance(1790);
    expect((await call(`/api/cms/changes?after=${next}`, { token: null })).body.result.changes).toEqual([]);

    clock.advance(1801);
    const shown = await page('en-US', 'rain-care', 'BLOG');
    expect(shown.body.result).toMatchObject({ title: 'Rain care', publishedAt: at, blogType: 'monsoon' });
    expect(
      (await call(`/api/cms/changes?after=${new Date(clock.now().getTime() - 3000_000).toISOString()}`, { token: null })).body.result.changes,
    ).toContainEqual({
      kind: 'BLOG',
      locale: 'en-US',
      identifier: 'rain-care',
      blogType: 'monsoon',
    });
    expect((await call(`/api/cms/editor/entries/${entry.id}`)).body.result).toMatchObject({ status: 'PUBLISHED', publishedRevision: 1, scheduledAt: null });
    // Posts of the type, newest first; Bengali shows the English post (no translation).
    const posts = (await call('/api/cms/blog-posts?blogType=monsoon&locale=bn-IN', { token: null })).body.result;
    expect(posts.map((p: { identifier: string; fallback: boolean }) => [p.identifier, p.fallback])).toEqual([['rain-care', true]]);
    const paths = (await call('/api/cms/paths', { token: null })).body.result;
    expect(paths).toContainEqual({ kind: 'BLOG', identifier: 'rain-care', blogType: 'monsoon', locales: ['en-US'] });
  });

  it('records publishing, unpublishing and removal in the feed, and refuses a bad `after`', async () => {
    const start = clock.now().toISOString();
    const entry = await create({ locale: 'or-IN' });
    await publish(entry.id, 1);
    await call(`/api/cms/editor/entries/${entry.id}/unpublish`, { body: {} });
    const change = { kind: 'PAGE', locale: 'or-IN', identifier: entry.identifier, blogType: null };
    expect((await call(`/api/cms/changes?after=${start}`, { token: null })).body.result.changes).toContainEqual(change);
    expect((await call('/api/cms/changes?after=yesterday', { token: null })).status).toBe(400);
    const first = (await call('/api/cms/changes', { token: null })).body.result;
    expect(first).toEqual({ now: clock.now().toISOString(), changes: [] });
  });

  it('moves the development clock forward only with the developer tools on', async () => {
    const dev = await startTestUpstream(0, { env: { DEV_TOOLS: '1' } });
    try {
      const before = await api(dev.url, '/api/dev/clock');
      expect(before.body.result.offsetMs).toBe(0);
      const moved = await api(dev.url, '/api/dev/clock', { body: { advanceMs: 7_200_000 } });
      expect(moved.body.result.offsetMs).toBe(7_200_000);
      expect(Date.parse(moved.body.result.now) - Date.now()).toBeGreaterThan(7_100_000);
      expect((await api(dev.url, '/api/dev/clock', { body: { advanceMs: -1 } })).status).toBe(400);
    } finally {
      await dev.close();
    }
    const off = await startTestUpstream(0, { env: { DEV_TOOLS: '0' } });
    try {
      expect((await api(off.url, '/api/dev/clock')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('preview links', () => {
  it('shows the latest saved text of the URL key in any language for 30 minutes, and nothing else', async () => {
    const entry = await create({ identifier: 'preview-me', locale: 'en-US', title: 'Draft title' });
    const minted = await call('/api/cms/editor/preview-token', { body: { kind: 'PAGE', identifier: 'preview-me' } });
    const token = minted.body.result.token as string;
    expect(minted.body.result.expiresAt).toBe(new Date(clock.now().getTime() + PREVIEW_SECONDS * 1000).toISOString());
    expect((await page('en-US', 'preview-me')).body.result).toBeNull();
    expect((await page('en-US', 'preview-me', 'PAGE', token)).body.result).toMatchObject({ title: 'Draft title', fallback: false });
    expect((await page('bn-IN', 'preview-me', 'PAGE', token)).body.result).toMatchObject({ title: 'Draft title', fallback: true, locale: 'en-US' });
    await save(entry, { title: 'Newer draft', locale: 'en-US', identifier: 'preview-me' });
    expect((await page('en-US', 'preview-me', 'PAGE', token)).body.result.title).toBe('Newer draft');
    const expired = refusal(400, M.previewExpired, { field: 'preview' });
    expect((await page('en-US', 'refund', 'PAGE', token)).body).toEqual(expired);
    expect((await page('en-US', 'preview-me', 'BLOG', token)).body).toEqual(expired);
    expect((await page('en-US', 'preview-me', 'PAGE', `${token.slice(0, -2)}AA`)).body).toEqual(expired);
    expect((await page('en-US', 'preview-me', 'PAGE', token.replace('PAGE.preview-me', 'PAGE.refund'))).body).toEqual(expired);
    clock.advance(PREVIEW_SECONDS);
    expect((await page('en-US', 'preview-me', 'PAGE', token)).body).toEqual(expired);
  });
});

describe('banners and popular-category tiles', () => {
  const banner = (over: Record<string, unknown> = {}) => ({
    id: null,
    baseRevision: null,
    kind: 'BANNER',
    locale: 'hi-IN',
    title: 'नया ऑफ़र',
    caption: 'सिर्फ़ आज',
    linkPath: '/offers',
    imageId: null,
    categoryId: null,
    position: 1,
    published: true,
    startsAt: null,
    endsAt: null,
    ...over,
  });
  const saveBlock = (body: unknown) => call('/api/cms/editor/blocks', { body });
  const banners = async (locale: string) =>
    (await call(`/api/cms/banners?locale=${locale}`, { token: null })).body.result.map((b: { title: string }) => b.title);

  it('shows a banner from its start until its end, and puts both times in the change feed', async () => {
    const startsAt = new Date(clock.now().getTime() + 3600_000).toISOString();
    const endsAt = new Date(clock.now().getTime() + 7200_000).toISOString();
    const from = clock.now().toISOString();
    const saved = await saveBlock(banner({ title: 'Scheduled banner', startsAt, endsAt, position: 4 }));
    expect(saved.body.result).toMatchObject({ status: 'SCHEDULED', revision: 1, startsAt, endsAt });
    expect(await banners('hi-IN')).not.toContain('Scheduled banner');
    expect((await call(`/api/cms/changes?after=${from}`, { token: null })).body.result.changes).toContainEqual({
      kind: 'HOME',
      locale: 'hi-IN',
      identifier: null,
      blogType: null,
    });
    clock.advance(3600);
    expect(await banners('hi-IN')).toContain('Scheduled banner');
    const windowStart = new Date(clock.now().getTime() - 10_000).toISOString();
    expect((await call(`/api/cms/changes?after=${windowStart}`, { token: null })).body.result.changes).toEqual([
      { kind: 'HOME', locale: 'hi-IN', identifier: null, blogType: null },
    ]);
    clock.advance(3600);
    expect(await banners('hi-IN')).not.toContain('Scheduled banner');
    expect((await call(`/api/cms/editor/blocks/${saved.body.result.id}`)).body.result.status).toBe('ENDED');
  });

  it('saves from the latest revision only, and removes a block from it', async () => {
    const created = (await saveBlock(banner({ title: 'Editable', position: 5 }))).body.result;
    const updated = await saveBlock(banner({ id: created.id, baseRevision: 1, title: 'Edited', position: 5 }));
    expect(updated.body.result).toMatchObject({ revision: 2, title: 'Edited', status: 'PUBLISHED' });
    const before = await counts();
    const stale = await saveBlock(banner({ id: created.id, baseRevision: 1, title: 'Stale', position: 5 }));
    expect(stale.status).toBe(409);
    expect(stale.body.meta).toMatchObject({ conflict: true, messageKey: 'cms.messages.changedSinceOpened' });
    expect((await call(`/api/cms/editor/blocks/${created.id}?baseRevision=1`, { method: 'DELETE' })).status).toBe(409);
    expect(await counts()).toEqual(before);
    expect((await call(`/api/cms/editor/blocks/${created.id}?baseRevision=2`, { method: 'DELETE' })).body).toEqual({ code: 200, result: true });
    expect((await call(`/api/cms/editor/blocks/${created.id}`)).body).toEqual(refusal(404, M.blockNotFound));
    expect((await call('/api/cms/editor/blocks/unknown-block-id?baseRevision=1', { method: 'DELETE' })).body).toEqual(refusal(404, M.blockNotFound));
  });

  it.each([
    ['a javascript: link', { linkPath: 'javascript:alert(1)' }, M.linkInvalid, 'linkPath'],
    ['an http link', { linkPath: 'http://example.org/' }, M.linkInvalid, 'linkPath'],
    ['a banner without a link', { linkPath: null }, M.linkInvalid, 'linkPath'],
    ['an end before the start', { startsAt: '2026-05-02T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' }, M.scheduleOrder, 'endsAt'],
    ['a start more than a year ahead', { startsAt: '2030-01-01T00:00:00Z' }, M.publishTimeTooFar, 'startsAt'],
    ['position 0', { position: 0 }, M.positionInvalid, 'position'],
    ['no title', { title: '' }, M.titleRequired, 'title'],
    ['a caption too long', { caption: 'x'.repeat(121) }, M.captionTooLong, 'caption'],
    ['an unknown image', { imageId: 'no-such-image-id-1' }, M.imageNotFound, 'imageId'],
    ['a tile without a category', { kind: 'POPULAR_CATEGORY', linkPath: null }, M.categoryRequired, 'categoryId'],
    ['a tile of an unknown category', { kind: 'POPULAR_CATEGORY', categoryId: 99_999 }, M.categoryNotFound, 'categoryId'],
    ['an unknown language', { locale: 'xx-XX' }, M.invalidLocale, 'locale'],
  ])('refuses %s and writes nothing', async (_name, over, message, field) => {
    const before = await counts();
    expect((await saveBlock(banner(over))).body).toEqual(refusal(400, message, { field }));
    expect(await counts()).toEqual(before);
  });

  it('refuses the 501st block', async () => {
    const { blocks } = await counts();
    const at = clock.now().toISOString();
    const filler = Array.from({ length: MAX_CMS_BLOCKS - blocks }, (_, i) => ({
      sid: `fill-block-${i}`,
      kind: 'BANNER' as const,
      locale: 'en-US',
      title: 'filler',
      position: 99,
      revision: 1,
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < filler.length; i += 100)
      await up.db
        .insertInto('cms_blocks')
        .values(filler.slice(i, i + 100))
        .execute();
    try {
      const before = await counts();
      expect(before.blocks).toBe(MAX_CMS_BLOCKS);
      expect((await saveBlock(banner())).body).toEqual(refusal(400, M.blocksLimit));
      expect(await counts()).toEqual(before);
    } finally {
      await up.db.deleteFrom('cms_blocks').where('sid', 'like', 'fill-block-%').execute();
    }
  });

  it('shows the English tiles in a language that has none shown, at most six, by position', async () => {
    await up.db.updateTable('cms_blocks').set({ published: 0 }).where('kind', '=', 'POPULAR_CATEGORY').where('locale', '=', 'or-IN').execute();
    try {
      const tiles = (await call('/api/cms/popular-categories?locale=or-IN', { token: null })).body.result;
      expect(tiles.map((t: { title: string }) => t.title)).toEqual([
        'Personal Care',
        'Family Healthcare',
        'Fitness & supplements',
        'Medical Devices',
        'Hair Care',
        'Body Care',
      ]);
    } finally {
      await up.db.updateTable('cms_blocks').set({ published: 1 }).where('kind', '=', 'POPULAR_CATEGORY').where('locale', '=', 'or-IN').execute();
    }
  });
});

describe('who may use the editor’s desk', () => {
  const EDITOR_CALLS: [string, string, unknown][] = [
    ['GET', '/api/cms/editor/entries', undefined],
    ['POST', '/api/cms/editor/entries', entryInput({ identifier: 'intruder-page' })],
    ['GET', '/api/cms/editor/counts', undefined],
    ['GET', '/api/cms/editor/blog-types', undefined],
    ['GET', '/api/cms/editor/blocks', undefined],
    ['POST', '/api/cms/editor/blocks', { kind: 'BANNER', locale: 'en-US', title: 'x', caption: '', linkPath: '/offers', position: 1, published: true }],
    ['POST', '/api/cms/editor/preview-token', { kind: 'PAGE', identifier: 'refund' }],
  ];
  const tokens: Record<string, () => Promise<string | null>> = {};

  beforeAll(async () => {
    const shop = await createShop(up.db);
    const franchise = await createStaffUser(up.db, { role: 'franchise', franchiseId: shop.id });
    const assistant = await createStaffUser(up.db, { role: 'assistant', franchiseId: shop.id });
    const adviser = await createStaffUser(up.db, { role: 'adviser' });
    const customer = await createShopCustomer(up.db, shop.id);
    tokens['a customer'] = () => tokenFor(up.db, customer.id, clock.now);
    tokens['a franchise owner'] = () => staffOwnToken(up.db, franchise, clock.now);
    tokens['an assistant'] = () => staffOwnToken(up.db, assistant, clock.now);
    tokens['an adviser'] = () => staffOwnToken(up.db, adviser, clock.now);
    tokens['a franchise acting for its customer'] = () => delegatedToken(up.db, customer.id, franchise, clock.now);
    tokens['an admin acting for a customer'] = () => delegatedToken(up.db, customer.id, admin, clock.now);
    tokens['nobody signed in'] = async () => null;
  });

  it.each([
    ['a customer', 403],
    ['a franchise owner', 403],
    ['an assistant', 403],
    ['an adviser', 403],
    ['a franchise acting for its customer', 403],
    ['an admin acting for a customer', 403],
    ['nobody signed in', 401],
  ])('refuses %s every editor operation, writing nothing', async (who, status) => {
    const before = await counts();
    for (const [method, path, body] of EDITOR_CALLS) {
      const token = await (tokens[who] as () => Promise<string | null>)();
      const reply = await call(path, { method, body, token });
      expect(reply.body, `${method} ${path}`).toEqual(refusal(status, status === 401 ? ACCOUNT_MESSAGES.sessionTimeout : STAFF_MESSAGES.notAuthorized));
    }
    expect(await counts()).toEqual(before);
  });

  it('lets an editor and an admin with their own tokens in', async () => {
    for (const who of [editor, admin]) expect((await call('/api/cms/editor/counts', { as: who })).status).toBe(200);
  });
});
