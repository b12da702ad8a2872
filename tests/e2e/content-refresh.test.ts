import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, staffOwnToken } from '../../test-utils/staff.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * Issue 18, "publishing takes effect at once without a rebuild", on the server: an editor's publish
 * through the storefront's own /graphql answers only once this process's static copies of the page are
 * the new text (html, .gz, .br); unpublishing removes them; the pages sitemap has the page at once; an
 * uploaded image is served at /media/cms/ with a year's cache. (The browser journey is the lead's.)
 */
let shop: TestStorefront;
let token: string;
const stamp = `${Date.now().toString(36)}`;

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const reply = (await response.json()) as { data?: any; errors?: { message: string }[] };
  if (reply.errors) throw new Error(`${query}: ${JSON.stringify(reply.errors)}\n${shop.logs().slice(-3000)}`);
  return reply.data;
}

const copy = (url: string, suffix = '') => join(shop.buildDir, 'client', url === '/' ? '' : url, `index.html${suffix}`);
const onDisk = (url: string) => (existsSync(copy(url)) ? readFileSync(copy(url), 'utf8') : null);

beforeAll(async () => {
  // Free-form GraphQL for the test's editor (the pages themselves send only persisted documents).
  shop = await startTestStorefront({ GRAPHQL_DEV_TOOLS: '1', CONTENT_POLL_MS: '60000' });
  token = await staffOwnToken(shop.db, await createStaffUser(shop.db, { role: 'editor' }));
});
afterAll(() => shop?.close());

const SAVE = `mutation($input: CmsEntryInput!) { saveCmsEntry(input: $input) { id revision } }`;
const PUBLISH = `mutation($id: ID!, $revision: Int!) { publishCmsEntry(id: $id, revision: $revision) { status } }`;
const UNPUBLISH = `mutation($id: ID!) { unpublishCmsEntry(id: $id) { status } }`;

describe('publishing renews the static copies before the editor is told', () => {
  // A page of its own, not a seeded one: every browser test's storefront serves the same build folder,
  // so changing the seed's About us here would change what the other tests read.
  it('edits an English page: the copies on every language without its own text are the new text when publish answers', async () => {
    const identifier = `opening-hours-${stamp}`;
    const input = (bodyHtml: string, id: string | null = null, baseRevision: number | null = null) => ({
      input: {
        id,
        baseRevision,
        kind: 'PAGE',
        locale: 'en-US',
        identifier,
        title: 'Opening hours',
        description: 'When our shops are open',
        blogType: null,
        bodyHtml,
      },
    });
    const first = await gql(SAVE, input('<p>Open on weekdays</p>'));
    await gql(PUBLISH, { id: first.saveCmsEntry.id, revision: first.saveCmsEntry.revision });
    const before = onDisk(`/${identifier}`);
    expect(before).toContain('Open on weekdays');
    expect(onDisk(`/hi/${identifier}`)).toContain('Open on weekdays');

    const text = `Open every day ${stamp}`;
    const saved = await gql(SAVE, input(`<h2>Our shops</h2><p>${text}</p>`, first.saveCmsEntry.id, first.saveCmsEntry.revision));
    // Saved, not published: the copy is as it was (the poll is a minute away, and a save is no change customers see).
    expect(onDisk(`/${identifier}`)).toBe(before);
    await gql(PUBLISH, { id: saved.saveCmsEntry.id, revision: saved.saveCmsEntry.revision });
    // Right after the answer, without waiting: the English copies and the languages without their own page.
    expect(onDisk(`/${identifier}`)).toContain(text);
    expect(onDisk(`/jh/${identifier}`)).toContain(text);
    expect(onDisk(`/hi/${identifier}`)).toContain(text);
    expect(brotliDecompressSync(readFileSync(copy(`/${identifier}`, '.br'))).toString()).toContain(text);
    const served = await fetch(`${shop.url}/${identifier}`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    expect(await served.text()).toContain(text);
  });

  it('a new Bengali page with an uploaded image: written on publish, in the sitemap at once, removed on unpublish', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#e91' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation($file: File!) { uploadCmsImage(file: $file, alt: "দোকান") { id src srcset } }', variables: { file: null } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new File([new Uint8Array(png)], 'shop.png', { type: 'image/png' }));
    const uploaded = (await (await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as {
      data: { uploadCmsImage: { id: string; src: string; srcset: string } };
    };
    const image = uploaded.data.uploadCmsImage;
    const media = await fetch(`${shop.url}${image.src}`);
    expect([media.status, media.headers.get('content-type'), media.headers.get('cache-control')]).toEqual([
      200,
      'image/webp',
      'public, max-age=31536000, immutable',
    ]);

    const identifier = `puja-hours-${stamp}`;
    const url = `/bn/${identifier}`;
    const saved = await gql(SAVE, {
      input: {
        id: null,
        baseRevision: null,
        kind: 'PAGE',
        locale: 'bn-IN',
        identifier,
        title: 'পুজোর সময়',
        description: 'দোকান খোলার সময়',
        blogType: null,
        bodyHtml: `<h2>পুজোর সময় খোলা</h2><ul><li>সকাল ৮টা</li></ul><p><a href="/offers">অফার</a></p><img src="${image.src}" alt="দোকান">`,
      },
    });
    expect(onDisk(url)).toBeNull();
    await gql(PUBLISH, { id: saved.saveCmsEntry.id, revision: saved.saveCmsEntry.revision });
    const html = onDisk(url);
    expect(html).toContain('পুজোর সময় খোলা');
    expect(html).toContain(`/media/cms/${image.id}-320.webp 320w`);
    expect(onDisk(`/jh${url}`)).toContain('পুজোর সময় খোলা');
    // Bengali only: not on the English or Hindi sites.
    expect(onDisk(`/${identifier}`)).toBeNull();
    expect(onDisk(`/hi/${identifier}`)).toBeNull();
    const sitemap = await (await fetch(`${shop.url}/sitemap-pages.xml`)).text();
    expect(sitemap).toContain(`${url}</loc>`);
    expect(sitemap).not.toContain(`/hi/${identifier}</loc>`);

    await gql(UNPUBLISH, { id: saved.saveCmsEntry.id });
    expect(onDisk(url)).toBeNull();
    expect(existsSync(copy(url, '.br'))).toBe(false);
    expect((await fetch(`${shop.url}${url}`)).status).toBe(404);
    expect(await (await fetch(`${shop.url}/sitemap-pages.xml`)).text()).not.toContain(`${url}</loc>`);
  });
});
