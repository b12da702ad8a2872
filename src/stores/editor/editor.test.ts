import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CMS_MESSAGES as M } from '../../../domain/cms-messages.ts';
import type { RunningGateway } from '../../../gateway/server.ts';
import { startTestStack } from '../../../test-utils/stack.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../../upstream/staff/demo-staff.ts';
import { useGraphqlEndpoint } from '../../lib/graphql-client.ts';
import { silentLogout } from '../session.ts';
import { staffLogin } from '../staff/sign-in.ts';
import { $staffSession, SIGNED_OUT_STAFF } from '../staff/state.ts';
import {
  deleteBlock,
  deleteEntry,
  loadBlocks,
  loadCounts,
  loadEntries,
  loadEntry,
  loadRevision,
  loadRevisions,
  previewToken,
  publishEntry,
  restoreRevision,
  saveBlock,
  saveEntry,
  unpublishEntry,
} from './calls.ts';
import { EMPTY_BLOCK_FORM, EMPTY_ENTRY_FORM, type EntryForm } from './rules.ts';

/**
 * The desk's store against the real gateway and upstream (the content service of issue 18): an
 * editor's calls with their own staff token through runStaff, the refusals the pages show (with their
 * keys), and a second editor's stale save refused with who and when.
 */
let gateway: RunningGateway;
let closeStack: () => Promise<void>;

beforeAll(async () => {
  useTestStorageEngine();
  ({ gateway, close: closeStack } = await startTestStack());
  useGraphqlEndpoint(gateway.url);
});
afterAll(async () => {
  await closeStack();
});
afterEach(() => {
  silentLogout();
  $staffSession.set(SIGNED_OUT_STAFF);
  cleanTestStorage();
});

const emailOf = (role: string) => DEMO_STAFF.find((s) => s.role === role)?.email ?? '';
async function signInAs(role: string) {
  const signed = await staffLogin(emailOf(role), DEMO_PASSWORD);
  if (!signed.ok) throw new Error(signed.error.message);
}

let serial = 0;
const page = (): EntryForm => ({
  ...EMPTY_ENTRY_FORM,
  locale: 'bn-IN',
  identifier: `desk-store-${Date.now().toString(36)}-${++serial}`,
  title: 'বর্ষায় যত্ন',
  description: 'বর্ষাকালে স্বাস্থ্যের যত্ন',
  bodyHtml: '<h2>জল</h2><ul><li>ফোটানো জল</li></ul><p><a href="/offers">অফার</a></p>',
});

describe('the editor’s desk store', () => {
  it('saves a page as revisions, publishes, lists, previews, restores and unpublishes it', async () => {
    await signInAs('editor');
    const form = page();
    const created = await saveEntry(form, null, null);
    if (!created.ok) throw new Error(created.error.message);
    expect(created.data).toMatchObject({ identifier: form.identifier, locale: 'bn-IN', revision: 1, status: 'DRAFT', path: `/${form.identifier}` });
    expect(created.data.bodyHtml).toContain('<h2>জল</h2>');

    const edited = await saveEntry({ ...form, bodyHtml: '<p>দ্বিতীয়</p>' }, created.data.id, 1);
    expect(edited.ok && edited.data.revision).toBe(2);
    const published = await publishEntry(created.data.id, 2);
    expect(published.ok && published.data).toMatchObject({ status: 'PUBLISHED', publishedRevision: 2, hasUnpublishedChanges: false });

    const listed = await loadEntries({ kind: 'PAGE', locale: 'bn-IN', status: 'PUBLISHED', search: form.identifier });
    expect(listed.ok && listed.data.items.map((item) => item.id)).toEqual([created.data.id]);
    const counts = await loadCounts();
    expect(counts.ok && counts.data.maxPages).toBe(500);

    const token = await previewToken('PAGE', form.identifier);
    expect(token.ok && token.data.length).toBeGreaterThan(10);

    const revisions = await loadRevisions(created.data.id);
    expect(revisions.ok && revisions.data.map((r) => [r.revision, r.live])).toEqual([
      [2, true],
      [1, false],
    ]);
    const old = await loadRevision(created.data.id, 1);
    expect(old.ok && old.data.bodyHtml).toContain('ফোটানো জল');
    const restored = await restoreRevision(created.data.id, 1, 2);
    expect(restored.ok && restored.data).toMatchObject({ revision: 3, hasUnpublishedChanges: true });
    expect(restored.ok && restored.data.bodyHtml).toContain('ফোটানো জল');

    const off = await unpublishEntry(created.data.id);
    expect(off.ok && off.data.status).toBe('DRAFT');
    const removed = await deleteEntry(created.data.id);
    expect(removed).toEqual({ ok: true, data: true });
    const gone = await loadEntry(created.data.id);
    expect(gone.ok === false && gone.error).toMatchObject({ code: 'NOT_FOUND', messageKey: 'cms.messages.pageNotFound' });
  });

  it('refuses a stale save with who changed it and when, and changes nothing', async () => {
    await signInAs('editor');
    const form = page();
    const created = await saveEntry(form, null, null);
    if (!created.ok) throw new Error(created.error.message);
    const first = await saveEntry({ ...form, title: 'প্রথম সম্পাদকের' }, created.data.id, 1);
    expect(first.ok).toBe(true);
    // The second editor opened revision 1 too.
    const stale = await saveEntry({ ...form, title: 'দ্বিতীয় সম্পাদকের' }, created.data.id, 1);
    expect(stale.ok).toBe(false);
    if (stale.ok) throw new Error('the stale save went through');
    expect(stale.error).toMatchObject({ code: 'CONFLICT', messageKey: 'cms.messages.changedSinceOpened', params: { name: 'Demo Editor' } });
    expect(String(stale.error.params?.['time'])).toMatch(/^\d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}$/);
    const latest = await loadEntry(created.data.id);
    expect(latest.ok && [latest.data.revision, latest.data.title]).toEqual([2, 'প্রথম সম্পাদকের']);
  });

  it('passes the server’s refusals with their keys: a URL key taken in the language, a publishing time in the past', async () => {
    await signInAs('editor');
    const form = page();
    const created = await saveEntry(form, null, null);
    if (!created.ok) throw new Error(created.error.message);
    const twin = await saveEntry({ ...form, title: 'আরেকটি' }, null, null);
    expect(twin.ok === false && twin.error).toMatchObject({ code: 'BAD_USER_INPUT', message: M.identifierTaken });
    const past = await publishEntry(created.data.id, 1, new Date(Date.now() - 60_000).toISOString());
    expect(past.ok === false && past.error).toMatchObject({ code: 'BAD_USER_INPUT', message: M.publishTimeInPast });
  });

  it('saves, lists and removes a banner; a stale removal is a conflict', async () => {
    await signInAs('editor');
    const saved = await saveBlock({ ...EMPTY_BLOCK_FORM, locale: 'hi-IN', title: 'मानसून सेल', linkPath: '/offers', position: '7', published: true }, null, null);
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.data).toMatchObject({ kind: 'BANNER', locale: 'hi-IN', position: 7, status: 'PUBLISHED', revision: 1 });
    const listed = await loadBlocks({ kind: 'BANNER', locale: 'hi-IN', status: null });
    expect(listed.ok && listed.data.some((block) => block.id === saved.data.id)).toBe(true);
    const moved = await saveBlock(
      { ...EMPTY_BLOCK_FORM, locale: 'hi-IN', title: 'मानसून सेल 2', linkPath: '/offers', position: '7', published: true },
      saved.data.id,
      1,
    );
    expect(moved.ok && moved.data.revision).toBe(2);
    const stale = await deleteBlock(saved.data.id, 1);
    expect(stale.ok === false && stale.error.code).toBe('CONFLICT');
    expect(await deleteBlock(saved.data.id, 2)).toEqual({ ok: true, data: true });
  });

  it.each(['franchise', 'adviser'])('refuses a %s’s own token and changes nothing', async (role) => {
    await signInAs(role);
    const before = await loadEntries({ kind: 'PAGE', locale: null, status: null, search: '' });
    expect(before.ok === false && before.error.code).toBe('FORBIDDEN');
    const refused = await saveEntry(page(), null, null);
    expect(refused.ok === false && refused.error.code).toBe('FORBIDDEN');
  });

  it('refuses without a staff sign-in before asking the server', async () => {
    const refused = await loadCounts();
    expect(refused.ok === false && refused.error.code).toBe('UNAUTHENTICATED');
  });
});
