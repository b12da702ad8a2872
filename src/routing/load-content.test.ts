import { describe, expect, it } from 'vitest';
import { CACHE } from './load.ts';
import type { BlogPostSummary, CmsPageData } from './load-content.ts';
import { blogsAnswer, contentAnswer, isPreviewExpired, NO_STORE, PREVIEW_EXPIRED_KEY, previewTokenOf } from './load-content.ts';

const page = (fields: Partial<CmsPageData> = {}): CmsPageData => ({
  kind: 'PAGE',
  identifier: 'about-us',
  locale: 'bn-IN',
  fallback: false,
  title: 'আমাদের সম্পর্কে',
  description: '',
  bodyHtml: '<p>…</p>',
  blogType: null,
  publishedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('a content page or blog post', () => {
  it('is shown (200, asked again by browsers so a publish is seen at once, indexed) when the gateway has it', () => {
    const found = page();
    expect(contentAnswer(found, null)).toEqual({
      status: 200,
      cacheControl: CACHE.content,
      noindex: false,
      data: { view: 'content', page: found, preview: null },
    });
  });

  it('is the 404 page when the gateway has none in the language nor in English', () => {
    expect(contentAnswer(null, null)).toEqual({ status: 404, cacheControl: CACHE.notFound, noindex: true, data: { view: 'not-found' } });
  });

  it('in English stands for a language without its own text, and says so through `fallback`', () => {
    const english = page({ locale: 'en-US', fallback: true, title: 'Terms and Conditions', identifier: 'legal' });
    const answer = contentAnswer(english, null);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ view: 'content', page: english, preview: null });
  });

  it('in a preview is never stored nor indexed, found or not', () => {
    const preview = { token: 'tok', published: false };
    expect(contentAnswer(page(), preview)).toMatchObject({ status: 200, cacheControl: NO_STORE, noindex: true, data: { view: 'content', preview } });
    expect(contentAnswer(null, preview)).toEqual({ status: 404, cacheControl: NO_STORE, noindex: true, data: { view: 'not-found', preview } });
  });

  it('with a refused preview token says so instead of showing the page', () => {
    expect(contentAnswer(null, { token: 'old', published: false }, true)).toEqual({
      status: 403,
      cacheControl: NO_STORE,
      noindex: true,
      data: { view: 'preview-expired', token: 'old' },
    });
  });
});

describe('a blog list', () => {
  const post: BlogPostSummary = {
    identifier: 'monsoon-fever',
    locale: 'en-US',
    fallback: true,
    title: 'Fever',
    description: '',
    publishedAt: '2025-07-01T00:00:00.000Z',
  };

  it('shows the posts of its type', () => {
    expect(blogsAnswer('health-tips', [post])).toEqual({
      status: 200,
      cacheControl: CACHE.content,
      noindex: false,
      data: { view: 'blogs', blogType: 'health-tips', posts: [post] },
    });
  });

  it('without posts is the 404 page', () => {
    expect(blogsAnswer('nothing-here', [])).toEqual({ status: 404, cacheControl: CACHE.notFound, noindex: true, data: { view: 'not-found' } });
  });
});

describe('the preview token', () => {
  it.each([
    ['https://shop.test/about-us?preview=abc.def', 'abc.def'],
    ['https://shop.test/jh/bn/about-us?preview=%20abc%20', 'abc'],
    ['https://shop.test/about-us?preview=', null],
    ['https://shop.test/about-us?utm_source=sms', null],
  ])('of %s is %s', (url, token) => {
    expect(previewTokenOf(new URL(url))).toBe(token);
  });

  it('is refused when the gateway answers previewExpired, and only then', () => {
    expect(isPreviewExpired([{ message: 'This preview link has expired', extensions: { code: 'BAD_USER_INPUT', messageKey: PREVIEW_EXPIRED_KEY } }])).toBe(
      true,
    );
    expect(isPreviewExpired([{ message: 'Content page not found', extensions: { code: 'NOT_FOUND', messageKey: 'cms.messages.pageNotFound' } }])).toBe(false);
    expect(isPreviewExpired([])).toBe(false);
  });
});
