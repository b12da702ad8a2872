import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../gateway/yoga.ts';
import { gql } from '../../test-utils/gql.ts';
import { createStaffUser, staffOwnToken } from '../../test-utils/staff.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import type { RunningUpstream } from '../../upstream/server.ts';
import { CACHE } from './load.ts';
import { type ContentRoute, loadContentRoute, NO_STORE } from './load-content.ts';
import { resolvePath } from './routes.ts';

/**
 * The content pages' loading against the real content service: an upstream over a fresh database (the
 * seed's pages, posts, banners and tiles) and the gateway in process, reached the way pages rendered
 * on demand reach it (server/storefront.ts sets the gateway's own fetch).
 */
let upstream: RunningUpstream & { dir: string };
let gateway: Gateway;
let editorToken: string;

beforeAll(async () => {
  upstream = await startTestUpstream(0);
  gateway = createGateway({ upstreamUrl: upstream.url });
  process.env.GATEWAY_URL = 'http://gateway.test/graphql';
  globalThis.__pharmacyGatewayFetch = (input, init) => Promise.resolve(gateway.yoga.fetch(new Request(input, init)));
  editorToken = await staffOwnToken(upstream.db, await createStaffUser(upstream.db, { role: 'editor' }));
});
afterAll(async () => {
  globalThis.__pharmacyGatewayFetch = undefined;
  await gateway?.close();
  await upstream?.close();
});

/** What the router page would load for a URL. */
async function load(url: string) {
  const address = new URL(url, 'http://shop.test');
  const resolved = resolvePath(address.pathname);
  if (!resolved || !['content', 'blog', 'blogs'].includes(resolved.route.kind)) throw new Error(`${url} is not a content route`);
  return loadContentRoute(resolved.route as ContentRoute, resolved.site, address);
}

async function editor(query: string, variables: Record<string, unknown>) {
  const reply = await gql(gateway.yoga, query, variables, { token: editorToken });
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data;
}

describe('loading a content page from the gateway', () => {
  it('shows a seeded page in its own language', async () => {
    const answer = await load('/jh/bn/about-us');
    expect(answer).toMatchObject({ status: 200, cacheControl: CACHE.content, noindex: false });
    expect(answer.data).toMatchObject({ view: 'content', preview: null, page: { kind: 'PAGE', locale: 'bn-IN', fallback: false, title: 'আমাদের সম্পর্কে' } });
  });

  it('shows the English text, marked as fallback, for a language without its own', async () => {
    const answer = await load('/bn/legal');
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ view: 'content', page: { locale: 'en-US', fallback: true, title: 'Terms and Conditions' } });
  });

  it('is the 404 page for a URL key nobody published', async () => {
    expect(await load('/no-such-page')).toEqual({ status: 404, cacheControl: CACHE.notFound, noindex: true, data: { view: 'not-found' } });
    expect((await load('/blog/no-such-post')).status).toBe(404);
  });

  it('shows a blog post with its date, and a blog list of its type', async () => {
    const post = await load('/bn/blog/monsoon-fever');
    expect(post.data).toMatchObject({ view: 'content', page: { kind: 'BLOG', blogType: 'health-tips', locale: 'bn-IN' } });
    const list = await load('/hi/blogs/health-tips');
    expect(list.status).toBe(200);
    expect(list.data.view === 'blogs' && list.data.posts.map((p) => p.identifier)).toContain('monsoon-fever');
  });

  it('is the 404 page for a blog type without posts', async () => {
    expect(await load('/blogs/no-such-type')).toMatchObject({ status: 404, data: { view: 'not-found' } });
  });
});

describe('an editor’s preview', () => {
  const identifier = 'preview-loading-test';
  let token = '';

  beforeAll(async () => {
    await editor('mutation($input: CmsEntryInput!) { saveCmsEntry(input: $input) { id } }', {
      input: {
        id: null,
        baseRevision: null,
        kind: 'PAGE',
        locale: 'bn-IN',
        identifier,
        title: 'খসড়া পাতা',
        description: '',
        blogType: null,
        bodyHtml: '<p>এখনও প্রকাশিত নয়</p>',
      },
    });
    token = (await editor('mutation($identifier: String!) { cmsPreviewToken(kind: PAGE, identifier: $identifier) }', { identifier })).cmsPreviewToken;
  });

  it('is not on the shop without the token', async () => {
    expect((await load(`/bn/${identifier}`)).status).toBe(404);
  });

  it('shows the latest saved text, never stored nor indexed, and says it is not published yet', async () => {
    const answer = await load(`/jh/bn/${identifier}?preview=${encodeURIComponent(token)}`);
    expect(answer).toMatchObject({ status: 200, cacheControl: NO_STORE, noindex: true });
    expect(answer.data).toMatchObject({ view: 'content', page: { title: 'খসড়া পাতা', locale: 'bn-IN' }, preview: { token, published: false } });
  });

  it('says “the latest saved text” once the language’s text is published', async () => {
    const { cmsEntries } = await editor('query($search: String!) { cmsEntries(filter: { search: $search }) { items { id revision } } }', {
      search: identifier,
    });
    const [entry] = cmsEntries.items;
    await editor('mutation($id: ID!, $revision: Int!) { publishCmsEntry(id: $id, revision: $revision) { id } }', { id: entry.id, revision: entry.revision });
    const answer = await load(`/bn/${identifier}?preview=${encodeURIComponent(token)}`);
    expect(answer.data).toMatchObject({ view: 'content', preview: { published: true } });
    expect((await load(`/bn/${identifier}`)).status).toBe(200);
  });

  it('is a 404, not stored, in a language with neither its own text nor an English one', async () => {
    expect(await load(`/hi/${identifier}?preview=${encodeURIComponent(token)}`)).toMatchObject({ status: 404, cacheControl: NO_STORE, noindex: true });
  });

  it.each([
    ['a forged token', 'PAGE.preview-loading-test.99999999999.AAAAAAAAAAAAAAAAAAAAAA'],
    ['another page’s token', null],
    ['a token too long to be one', 'x'.repeat(400)],
  ])('with %s says the link has expired instead of showing the page', async (_name, given) => {
    const other = given ?? (await editor('mutation { cmsPreviewToken(kind: PAGE, identifier: "about-us") }', {})).cmsPreviewToken;
    const answer = await load(`/bn/${identifier}?preview=${encodeURIComponent(other)}`);
    expect(answer).toEqual({ status: 403, cacheControl: NO_STORE, noindex: true, data: { view: 'preview-expired', token: other.slice(0, 300) } });
  });
});
