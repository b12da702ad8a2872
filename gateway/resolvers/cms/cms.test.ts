import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { CMS_MESSAGES as M } from '../../../domain/cms-messages.ts';
import { STAFF_MESSAGES } from '../../../domain/staff-messages.ts';
import { formatIst } from '../../../domain/time.ts';
import { type AccountUpstream, startAccountUpstream } from '../../../test-utils/account-upstream.ts';
import { gql } from '../../../test-utils/gql.ts';
import { createShop, createShopCustomer, createStaffUser, delegatedToken, staffOwnToken, type TestStaff } from '../../../test-utils/staff.ts';
import { tokenFor } from '../../../test-utils/users.ts';
import { createGateway, type Gateway } from '../../yoga.ts';

/**
 * The content service through GraphQL (gateway/schema/cms.graphql) over a real upstream: the customer's
 * queries without a token, the editor's operations with an editor's or admin's own token, refusals as
 * domain errors, and `contentChanged` awaited after every change customers see.
 */
let up: AccountUpstream;
let gateway: Gateway;
let editor: TestStaff;
let admin: TestStaff;
let renewals = 0;

beforeAll(async () => {
  up = await startAccountUpstream();
  gateway = createGateway({
    upstreamUrl: up.url,
    onContentChanged: async () => {
      renewals += 1;
    },
  });
  editor = await createStaffUser(up.db, { role: 'editor' });
  admin = await createStaffUser(up.db, { role: 'admin' });
});
afterAll(async () => {
  await gateway.close();
  await up.close();
});

const run = (query: string, variables: Record<string, unknown> = {}, token: string | null = null) => gql(gateway.yoga, query, variables, { token });
const asEditor = async (query: string, variables: Record<string, unknown> = {}, who: TestStaff = editor) =>
  run(query, variables, await staffOwnToken(up.db, who, up.now));
const errorOf = (reply: Awaited<ReturnType<typeof run>>) => ({ code: reply.errors?.[0]?.extensions?.code, message: reply.errors?.[0]?.message });

const PAGE_FIELDS = 'kind identifier locale fallback title description bodyHtml blogType publishedAt updatedAt';
const ENTRY_FIELDS =
  'id kind locale identifier path title description blogType bodyHtml revision status publishedRevision scheduledRevision scheduledAt hasUnpublishedChanges updatedAt updatedByName';
const SAVE = `mutation($input: CmsEntryInput!) { saveCmsEntry(input: $input) { ${ENTRY_FIELDS} } }`;
const PUBLISH = `mutation($id: ID!, $revision: Int!, $at: String) { publishCmsEntry(id: $id, revision: $revision, at: $at) { ${ENTRY_FIELDS} } }`;
const CMS_PAGE = `query($identifier: String!, $locale: String!, $preview: String) { cmsPage(identifier: $identifier, locale: $locale, preview: $preview) { ${PAGE_FIELDS} } }`;

let serial = 0;
const input = (over: Record<string, unknown> = {}) => {
  serial += 1;
  return { kind: 'PAGE', locale: 'bn-IN', identifier: `gql-page-${serial}`, title: 'শিরোনাম', description: 'বিবরণ', bodyHtml: '<p>লেখা</p>', ...over };
};

describe('the customer’s queries (no token)', () => {
  it('reads a page in its language, or in English with a note, and null when there is none', async () => {
    const own = await run(CMS_PAGE, { identifier: 'refund', locale: 'bn-IN' });
    expect(own.data.cmsPage).toMatchObject({ kind: 'PAGE', locale: 'bn-IN', fallback: false, title: 'টাকা ফেরতের নীতি' });
    const english = await run(CMS_PAGE, { identifier: 'privacy', locale: 'or-IN' });
    expect(english.data.cmsPage).toMatchObject({ locale: 'en-US', fallback: true, title: 'Privacy Policy' });
    expect((await run(CMS_PAGE, { identifier: 'no-such-page', locale: 'hi-IN' })).data).toEqual({ cmsPage: null });
    expect(errorOf(await run(CMS_PAGE, { identifier: 'refund', locale: 'de-DE' }))).toEqual({ code: 'BAD_USER_INPUT', message: M.invalidLocale });
  });

  it('reads blog posts, banners, popular categories and the published paths', async () => {
    const reply = await run(
      `query { blogPost(identifier: "monsoon-fever", locale: "hi-IN") { title blogType fallback } blogPosts(blogType: "health-tips", locale: "or-IN") { identifier fallback }
        banners(lang: "bn-IN") { id kind title caption linkPath image { src } categoryId } popularCategories(lang: "hi-IN") { kind title caption categoryId }
        cmsPaths { kind identifier blogType locales } }`,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data.blogPost).toEqual({ title: 'बरसात में बुख़ार: डॉक्टर को कब दिखाएँ', blogType: 'health-tips', fallback: false });
    expect(reply.data.blogPosts).toEqual([
      { identifier: 'generic-medicines', fallback: true },
      { identifier: 'monsoon-fever', fallback: false },
    ]);
    expect(reply.data.banners.map((b: { linkPath: string }) => b.linkPath)).toEqual(['/blog/monsoon-fever', '/blog/generic-medicines', '/offers']);
    expect(reply.data.banners[0]).toMatchObject({ kind: 'BANNER', image: null, categoryId: null });
    expect(reply.data.popularCategories).toHaveLength(6);
    expect(reply.data.popularCategories[0]).toEqual({ kind: 'POPULAR_CATEGORY', title: 'व्यक्तिगत देखभाल', caption: '20% तक की छूट', categoryId: 20 });
    expect(reply.data.cmsPaths).toContainEqual({ kind: 'PAGE', identifier: 'refund', blogType: null, locales: ['bn-IN', 'en-US', 'hi-IN', 'or-IN'] });
  });

  it('returns a title as the editor typed it, a string never turned into HTML, and the body sanitised', async () => {
    const title = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
    const saved = await asEditor(SAVE, { input: input({ title, bodyHtml: '<p onmouseover="alert(1)">hi<svg onload=alert(1)></svg></p>' }) });
    expect(saved.data.saveCmsEntry).toMatchObject({ title, bodyHtml: '<p>hi</p>' });
    await asEditor(PUBLISH, { id: saved.data.saveCmsEntry.id, revision: 1 });
    const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CMS_PAGE, variables: { identifier: saved.data.saveCmsEntry.identifier, locale: 'bn-IN' } }),
    });
    expect(response.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    const body = (await response.json()) as { data: { cmsPage: { title: string; bodyHtml: string } } };
    expect(body.data.cmsPage.title).toBe(title);
    expect(body.data.cmsPage.bodyHtml).toBe('<p>hi</p>');
  });
});

describe('the editor’s operations', () => {
  it('saves, publishes, restores and removes, renewing the static copies after each change customers see', async () => {
    const before = renewals;
    const created = (await asEditor(SAVE, { input: input({ title: 'One' }) })).data.saveCmsEntry;
    expect(created).toMatchObject({ revision: 1, status: 'DRAFT', path: `/${created.identifier}`, hasUnpublishedChanges: true });
    expect(renewals).toBe(before);
    const published = await asEditor(PUBLISH, { id: created.id, revision: 1 });
    expect(published.data.publishCmsEntry).toMatchObject({ status: 'PUBLISHED', publishedRevision: 1 });
    expect(renewals).toBe(before + 1);
    const second = (await asEditor(SAVE, { input: input({ id: created.id, baseRevision: 1, identifier: created.identifier, title: 'Two' }) })).data
      .saveCmsEntry;
    expect(second).toMatchObject({ revision: 2, hasUnpublishedChanges: true });
    const revisions = await asEditor('query($id: ID!) { cmsRevisions(id: $id) { revision title live authorName } }', { id: created.id });
    expect(revisions.data.cmsRevisions.map((r: { revision: number; live: boolean }) => [r.revision, r.live])).toEqual([
      [2, false],
      [1, true],
    ]);
    const old = await asEditor(`query($id: ID!) { cmsRevision(id: $id, revision: 1) { revision title } }`, { id: created.id });
    expect(old.data.cmsRevision).toEqual({ revision: 2, title: 'One' });
    const restored = await asEditor(`mutation($id: ID!) { restoreCmsRevision(id: $id, revision: 1, baseRevision: 2) { revision title } }`, { id: created.id });
    expect(restored.data.restoreCmsRevision).toEqual({ revision: 3, title: 'One' });
    const unpublished = await asEditor('mutation($id: ID!) { unpublishCmsEntry(id: $id) { status } }', { id: created.id });
    expect(unpublished.data.unpublishCmsEntry).toEqual({ status: 'DRAFT' });
    expect((await asEditor('mutation($id: ID!) { deleteCmsEntry(id: $id) }', { id: created.id })).data).toEqual({ deleteCmsEntry: true });
    expect(renewals).toBe(before + 4);
    expect(errorOf(await asEditor(`query($id: ID!) { cmsEntry(id: $id) { id } }`, { id: created.id }))).toEqual({ code: 'NOT_FOUND', message: M.pageNotFound });
  });

  it('answers a save from an old revision with CONFLICT changedSinceOpened, its name and time', async () => {
    const created = (await asEditor(SAVE, { input: input() })).data.saveCmsEntry;
    const byAdmin = (await asEditor(SAVE, { input: input({ id: created.id, baseRevision: 1, identifier: created.identifier, title: 'Admin' }) }, admin)).data
      .saveCmsEntry;
    const stale = await asEditor(SAVE, { input: input({ id: created.id, baseRevision: 1, identifier: created.identifier, title: 'Editor' }) });
    const name = (await up.db.selectFrom('users').select('name').where('id', '=', admin.id).executeTakeFirstOrThrow()).name;
    const time = formatIst(byAdmin.updatedAt);
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', messageKey: 'cms.messages.changedSinceOpened', params: { name, time } });
    expect(stale.errors?.[0]?.message).toBe(M.changedSinceOpened.replace('{{name}}', name as string).replace('{{time}}', time));
  });

  it('answers bad input with BAD_USER_INPUT, its message key and field', async () => {
    const reply = await asEditor(SAVE, { input: input({ identifier: 'checkout' }) });
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'cms.messages.identifierReserved', field: 'identifier' });
    const block = await asEditor('mutation($input: HomeBlockInput!) { saveHomeBlock(input: $input) { id } }', {
      input: { kind: 'BANNER', locale: 'en-US', title: 'x', caption: '', linkPath: 'javascript:alert(1)', position: 1, published: true },
    });
    expect(block.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'cms.messages.linkInvalid', field: 'linkPath' });
  });

  it('saves and removes a banner, renewing the home page each time, and lists and counts', async () => {
    const before = renewals;
    const saved = await asEditor('mutation($input: HomeBlockInput!) { saveHomeBlock(input: $input) { id revision status title locale position published } }', {
      input: { kind: 'BANNER', locale: 'or-IN', title: 'ନୂଆ ଅଫର୍', caption: 'ଆଜି', linkPath: '/offers', position: 4, published: true },
    });
    expect(saved.data.saveHomeBlock).toMatchObject({ revision: 1, status: 'PUBLISHED', title: 'ନୂଆ ଅଫର୍', position: 4 });
    expect((await run('query { banners(lang: "or-IN") { title } }')).data.banners.map((b: { title: string }) => b.title)).toContain('ନୂଆ ଅଫର୍');
    const listed = await asEditor(
      'query { homeBlocks(filter: { kind: BANNER, locale: "or-IN" }) { id title status } cmsCounts { pages maxPages blocks maxBlocks } blogTypes }',
    );
    expect(listed.data.homeBlocks).toHaveLength(4);
    expect(listed.data.cmsCounts).toMatchObject({ maxPages: 500, maxBlocks: 500 });
    expect(listed.data.blogTypes).toEqual(['health-tips']);
    expect((await asEditor('mutation($id: ID!) { deleteHomeBlock(id: $id, baseRevision: 1) }', { id: saved.data.saveHomeBlock.id })).data).toEqual({
      deleteHomeBlock: true,
    });
    expect(renewals).toBe(before + 2);
  });

  it('previews the latest text with a token, and refuses an expired one', async () => {
    const created = (await asEditor(SAVE, { input: input({ locale: 'en-US', title: 'Unpublished draft' }) })).data.saveCmsEntry;
    const minted = await asEditor('mutation($identifier: String!) { cmsPreviewToken(kind: PAGE, identifier: $identifier) }', {
      identifier: created.identifier,
    });
    const preview = minted.data.cmsPreviewToken as string;
    expect((await run(CMS_PAGE, { identifier: created.identifier, locale: 'hi-IN' })).data.cmsPage).toBeNull();
    expect((await run(CMS_PAGE, { identifier: created.identifier, locale: 'hi-IN', preview })).data.cmsPage).toMatchObject({
      title: 'Unpublished draft',
      fallback: true,
    });
    up.advance(31 * 60_000);
    expect((await run(CMS_PAGE, { identifier: created.identifier, locale: 'hi-IN', preview })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'cms.messages.previewExpired',
    });
  });
});

describe('who may call the editor’s operations (table-driven)', () => {
  const OPERATIONS: [name: string, query: string, variables: Record<string, unknown>][] = [
    ['cmsEntries', '{ cmsEntries { total } }', {}],
    ['cmsEntry', 'query($id: ID!) { cmsEntry(id: $id) { id } }', { id: 'some-entry-id' }],
    ['cmsRevisions', 'query($id: ID!) { cmsRevisions(id: $id) { revision } }', { id: 'some-entry-id' }],
    ['cmsRevision', 'query($id: ID!) { cmsRevision(id: $id, revision: 1) { id } }', { id: 'some-entry-id' }],
    ['homeBlocks', '{ homeBlocks { id } }', {}],
    ['homeBlock', 'query($id: ID!) { homeBlock(id: $id) { id } }', { id: 'some-block-id' }],
    ['cmsCounts', '{ cmsCounts { pages } }', {}],
    ['blogTypes', '{ blogTypes }', {}],
    ['saveCmsEntry', SAVE, { input: { kind: 'PAGE', locale: 'en-US', identifier: 'intruder-page', title: 'x', description: '', bodyHtml: '<p>x</p>' } }],
    ['publishCmsEntry', PUBLISH, { id: 'some-entry-id', revision: 1 }],
    ['unpublishCmsEntry', 'mutation { unpublishCmsEntry(id: "some-entry-id") { id } }', {}],
    ['restoreCmsRevision', 'mutation { restoreCmsRevision(id: "some-entry-id", revision: 1, baseRevision: 1) { id } }', {}],
    ['deleteCmsEntry', 'mutation { deleteCmsEntry(id: "some-entry-id") }', {}],
    ['cmsPreviewToken', 'mutation { cmsPreviewToken(kind: PAGE, identifier: "refund") }', {}],
    [
      'saveHomeBlock',
      'mutation($input: HomeBlockInput!) { saveHomeBlock(input: $input) { id } }',
      { input: { kind: 'BANNER', locale: 'en-US', title: 'x', caption: '', linkPath: '/offers', position: 1, published: true } },
    ],
    ['deleteHomeBlock', 'mutation { deleteHomeBlock(id: "some-block-id", baseRevision: 1) }', {}],
  ];
  const callers: Record<string, () => Promise<string | null>> = {};

  beforeAll(async () => {
    const shop = await createShop(up.db);
    const franchise = await createStaffUser(up.db, { role: 'franchise', franchiseId: shop.id });
    const assistant = await createStaffUser(up.db, { role: 'assistant', franchiseId: shop.id });
    const adviser = await createStaffUser(up.db, { role: 'adviser' });
    const customer = await createShopCustomer(up.db, shop.id);
    callers['a customer'] = () => tokenFor(up.db, customer.id, up.now);
    callers['a franchise owner'] = () => staffOwnToken(up.db, franchise, up.now);
    callers['an assistant'] = () => staffOwnToken(up.db, assistant, up.now);
    callers['an adviser'] = () => staffOwnToken(up.db, adviser, up.now);
    callers['a delegated token (a franchise acting for its customer)'] = () => delegatedToken(up.db, customer.id, franchise, up.now);
    callers['a delegated token (an editor’s, forged)'] = () => delegatedToken(up.db, customer.id, editor, up.now);
    callers['signed out'] = async () => null;
  });

  const snapshot = async () =>
    Promise.all(
      (['cms_entries', 'cms_revisions', 'cms_blocks', 'cms_changes'] as const).map(async (t) =>
        Number(
          (
            await up.db
              .selectFrom(t)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );

  it.each([
    ['a customer', 'FORBIDDEN', STAFF_MESSAGES.notAuthorized],
    ['a franchise owner', 'FORBIDDEN', STAFF_MESSAGES.notAuthorized],
    ['an assistant', 'FORBIDDEN', STAFF_MESSAGES.notAuthorized],
    ['an adviser', 'FORBIDDEN', STAFF_MESSAGES.notAuthorized],
    ['a delegated token (a franchise acting for its customer)', 'FORBIDDEN', STAFF_MESSAGES.notAuthorized],
    ['a delegated token (an editor’s, forged)', 'FORBIDDEN', STAFF_MESSAGES.notAuthorized],
    ['signed out', 'UNAUTHENTICATED', ACCOUNT_MESSAGES.loginRequired],
  ])('refuses %s every editor operation, changing nothing', async (who, code, message) => {
    const before = await snapshot();
    const renewed = renewals;
    for (const [name, query, variables] of OPERATIONS) {
      const reply = await run(query, variables, await (callers[who] as () => Promise<string | null>)());
      expect({ name, ...errorOf(reply) }).toEqual({ name, code, message });
    }
    expect(await snapshot()).toEqual(before);
    expect(renewals).toBe(renewed);
  });
});
