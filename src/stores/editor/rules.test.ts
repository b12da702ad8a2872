import { describe, expect, it } from 'vitest';
import { CMS_MESSAGES as M } from '../../../domain/cms-messages.ts';
import {
  bodyLinkRefusal,
  checkBlock,
  checkEntry,
  type DraftStorage,
  draftKey,
  dropDraft,
  EMPTY_BLOCK_FORM,
  EMPTY_ENTRY_FORM,
  entryChanged,
  entryInput,
  identifierHint,
  isBlockForm,
  isEntryForm,
  isoToIstInput,
  istInputToIso,
  keepDraft,
  previewPath,
  publishAt,
  readDraft,
  statusLine,
  suggestIdentifier,
} from './rules.ts';
import { fileRefusal } from './upload.ts';

const page = { ...EMPTY_ENTRY_FORM, identifier: 'monsoon-care', title: 'Monsoon care', bodyHtml: '<p>Hi</p>' };

describe('the URL key suggested from a title', () => {
  it.each([
    ['Monsoon Care Tips', 'monsoon-care-tips'],
    ['  Refund & returns!  ', 'refund-and-returns'],
    ['Crème brûlée 2026', 'creme-brulee-2026'],
    ['বর্ষায় যত্ন', ''],
    ['A', ''],
    ['বর্ষা tips 5', 'tips-5'],
  ])('%j -> %j', (title, key) => {
    expect(suggestIdentifier(title)).toBe(key);
  });
  it('cuts a long title at a word, within 80 characters, and the key passes the rule', () => {
    const key = suggestIdentifier('word '.repeat(40));
    expect(key.length).toBeLessThanOrEqual(80);
    expect(key.endsWith('word')).toBe(true);
    expect(identifierHint('PAGE', key)).toBeNull();
  });
});

describe('the URL key checked while typing', () => {
  it.each([
    ['PAGE', 'monsoon-care', null],
    ['PAGE', '', M.invalidIdentifier],
    ['PAGE', 'Bad Key', M.invalidIdentifier],
    ['PAGE', '-dash', M.invalidIdentifier],
    ['PAGE', 'editor', M.identifierReserved],
    ['PAGE', 'checkout', M.identifierReserved],
    ['BLOG', 'checkout', null],
  ] as const)('%s %j -> %j', (kind, key, hint) => {
    expect(identifierHint(kind, key)).toBe(hint);
  });
});

describe('the entry form, checked as the server would', () => {
  it('passes a good page', () => {
    expect(checkEntry(page)).toEqual({});
  });
  it('refuses each bad field with the domain’s words, by field', () => {
    expect(checkEntry({ ...page, title: '   ' })).toEqual({ title: M.titleRequired });
    expect(checkEntry({ ...page, title: 'x'.repeat(121) })).toEqual({ title: M.titleTooLong });
    expect(checkEntry({ ...page, description: 'x'.repeat(301) })).toEqual({ description: M.descriptionTooLong });
    expect(checkEntry({ ...page, identifier: 'my-account' })).toEqual({ identifier: M.identifierReserved });
    expect(checkEntry({ ...page, kind: 'BLOG', blogType: '' })).toEqual({ blogType: M.blogTypeRequired });
    expect(checkEntry({ ...page, kind: 'BLOG', blogType: 'Health Tips!' })).toEqual({ blogType: M.invalidBlogType });
  });
  it('sends the key lower-case, and a blog type only for a post', () => {
    expect(entryInput({ ...page, identifier: ' Monsoon-Care ', blogType: 'news' }, 'e1', 4)).toMatchObject({
      id: 'e1',
      baseRevision: 4,
      identifier: 'monsoon-care',
      blogType: null,
    });
    expect(entryInput({ ...page, kind: 'BLOG', blogType: ' Health-Tips ' }, null, 7)).toMatchObject({ id: null, baseRevision: null, blogType: 'health-tips' });
  });
  it('sees a change in any field', () => {
    expect(entryChanged(page, { ...page })).toBe(false);
    expect(entryChanged({ ...page, bodyHtml: '<p>Ho</p>' }, page)).toBe(true);
    expect(entryChanged({ ...page, locale: 'bn-IN' }, page)).toBe(true);
  });
});

describe('IST date-times of the forms (UTC+05:30, no daylight saving)', () => {
  it.each([
    ['2026-12-01T09:30', '2026-12-01T04:00:00.000Z'],
    ['2026-12-01T02:00', '2026-11-30T20:30:00.000Z'],
    ['2027-01-01T00:00', '2026-12-31T18:30:00.000Z'],
  ])('%s IST is %s', (input, iso) => {
    expect(istInputToIso(input)).toBe(iso);
    expect(isoToIstInput(iso)).toBe(input);
  });
  it.each(['', 'tomorrow', '2026-02-30T10:00', '2026-13-01T10:00', '2026-12-01T24:00'])('%j is no time', (input) => {
    expect(istInputToIso(input)).toBeNull();
  });
  it('reads nothing as an empty input', () => {
    expect(isoToIstInput(null)).toBe('');
    expect(isoToIstInput('nonsense')).toBe('');
  });
  it('publishes at a time ahead within a year, and refuses the past and the far future', () => {
    const now = new Date('2026-11-22T04:30:00Z');
    expect(publishAt('2026-11-22T12:00', now)).toEqual({ ok: true, iso: '2026-11-22T06:30:00.000Z' });
    expect(publishAt('2026-11-22T09:00', now)).toEqual({ ok: false, message: M.publishTimeInPast });
    expect(publishAt('', now)).toEqual({ ok: false, message: M.publishTimeInPast });
    expect(publishAt('2027-12-01T09:00', now)).toEqual({ ok: false, message: M.publishTimeTooFar });
  });
});

describe('the block form', () => {
  const banner = { ...EMPTY_BLOCK_FORM, title: 'Monsoon sale', linkPath: '/offers', position: '2' };
  it('passes a banner with a shop link or an https address', () => {
    expect(checkBlock(banner)).toEqual({});
    expect(checkBlock({ ...banner, linkPath: 'https://example.com/x' })).toEqual({});
  });
  it.each(['javascript:alert(1)', 'data:text/html,x', 'http://example.com', '//evil.test', ''])('refuses the banner link %j', (linkPath) => {
    expect(checkBlock({ ...banner, linkPath })).toEqual({ linkPath: M.linkInvalid });
  });
  it('refuses a tile without a category, a bad position and an end before the start', () => {
    expect(checkBlock({ ...banner, kind: 'POPULAR_CATEGORY', linkPath: '' })).toEqual({ categoryId: M.categoryRequired });
    expect(checkBlock({ ...banner, kind: 'POPULAR_CATEGORY', linkPath: 'javascript:x', categoryId: 12 })).toEqual({});
    expect(checkBlock({ ...banner, position: '0' })).toEqual({ position: M.positionInvalid });
    expect(checkBlock({ ...banner, position: '' })).toEqual({ position: M.positionInvalid });
    expect(checkBlock({ ...banner, position: '1.5' })).toEqual({ position: M.positionInvalid });
    expect(checkBlock({ ...banner, startsAt: '2026-12-02T10:00', endsAt: '2026-12-01T10:00' })).toEqual({ endsAt: M.scheduleOrder });
  });
});

describe('links in the body', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c', '/refund', 'mailto:help@purba.test', 'tel:+919800000000'])('takes %s', (href) => {
    expect(bodyLinkRefusal(href)).toBeNull();
  });
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:x',
    '//evil.test',
    '',
    'https://user:pw@example.com',
  ])('refuses %j', (href) => {
    expect(bodyLinkRefusal(href)).toBe(M.linkInvalid);
  });
});

describe('the status line', () => {
  it.each([
    [
      { status: 'DRAFT', hasUnpublishedChanges: true, scheduledAt: null },
      { key: 'draft', changes: false, at: null },
    ],
    [
      { status: 'PUBLISHED', hasUnpublishedChanges: false, scheduledAt: null },
      { key: 'published', changes: false, at: null },
    ],
    [
      { status: 'PUBLISHED', hasUnpublishedChanges: true, scheduledAt: null },
      { key: 'published', changes: true, at: null },
    ],
    [
      { status: 'SCHEDULED', hasUnpublishedChanges: false, scheduledAt: '2026-12-01T04:00:00Z' },
      { key: 'scheduled', changes: false, at: '2026-12-01T04:00:00Z' },
    ],
  ] as const)('%j', (entry, line) => {
    expect(statusLine(entry)).toEqual(line);
  });
});

describe('the preview’s address', () => {
  it.each([
    ['default', 'en-US', 'PAGE', '/refund?preview=t%2F1'],
    ['default', 'bn-IN', 'PAGE', '/bn/refund?preview=t%2F1'],
    ['jh', 'or-IN', 'PAGE', '/jh/or/refund?preview=t%2F1'],
    ['jh', 'en-US', 'BLOG', '/jh/blog/refund?preview=t%2F1'],
    ['de', 'hi-IN', 'BLOG', '/hi/blog/refund?preview=t%2F1'],
  ] as const)('%s %s %s', (view, locale, kind, path) => {
    expect(previewPath(view, locale, kind, 'refund', 't/1')).toBe(path);
  });
});

describe('the unsaved text kept in the tab', () => {
  const memory = (): DraftStorage & { map: Map<string, string> } => {
    const map = new Map<string, string>();
    return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  };
  it('keeps, reads back and drops an entry’s text', () => {
    const storage = memory();
    const key = draftKey('entry', 'e1');
    keepDraft(key, page, 3, 1000, storage);
    expect(readDraft(key, isEntryForm, storage)).toEqual({ form: page, base: 3, savedAt: 1000 });
    dropDraft(key, storage);
    expect(readDraft(key, isEntryForm, storage)).toBeNull();
  });
  it('believes nothing that is not a form', () => {
    const storage = memory();
    storage.setItem('a', '{not json');
    storage.setItem('b', JSON.stringify({ form: { ...page, kind: 'SCRIPT' }, base: 1, savedAt: 1 }));
    storage.setItem('c', JSON.stringify({ form: page, base: 'x', savedAt: 1 }));
    storage.setItem('d', JSON.stringify({ form: { ...EMPTY_BLOCK_FORM, categoryId: '3' }, base: null, savedAt: 1 }));
    expect(readDraft('a', isEntryForm, storage)).toBeNull();
    expect(readDraft('b', isEntryForm, storage)).toBeNull();
    expect(readDraft('c', isEntryForm, storage)).toBeNull();
    expect(readDraft('d', isBlockForm, storage)).toBeNull();
    expect(readDraft('missing', isEntryForm, storage)).toBeNull();
  });
  it('keeps a block’s form too', () => {
    const storage = memory();
    keepDraft('k', EMPTY_BLOCK_FORM, null, 5, storage);
    expect(readDraft('k', isBlockForm, storage)?.form).toEqual(EMPTY_BLOCK_FORM);
  });
});

describe('an image chosen for upload', () => {
  it.each([
    [{ size: 1000, type: 'image/png' }, null],
    [{ size: 5 * 1024 * 1024, type: 'image/jpeg' }, null],
    [{ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' }, M.imageTooLarge],
    [{ size: 10, type: 'image/gif' }, M.imageType],
    [{ size: 10, type: 'image/svg+xml' }, M.imageType],
    [{ size: 10, type: '' }, null],
  ])('%j -> %j', (file, refusal) => {
    expect(fileRefusal(file)).toBe(refusal);
  });
});
