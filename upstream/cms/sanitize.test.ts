import { describe, expect, it } from 'vitest';
import { CMS_IMAGE_SIZES, MAX_BODY_BYTES } from '../../domain/cms.ts';
import { CMS_MESSAGES as M } from '../../domain/cms-messages.ts';
import { Refusal } from '../http/refusal.ts';
import { referencedImageIds, sanitizeCmsHtml } from './sanitize.ts';

const IMAGE = { sid: 'img_abcdefghijklmnop', widths: '320,640,960,1280', width: 1600, height: 900, alt: 'Stored description' };
const clean = (html: string) => sanitizeCmsHtml(html, [IMAGE]);

/** Nothing in `html` that runs: no script, no event handler, no javascript:/data:/vbscript: address, no style. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|<math|<object|<embed|<form|<style|<input|<textarea|<template/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/\s(style|class|id)\s*=/i);
}

describe('sanitizeCmsHtml: what an editor may keep', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes, tables, figures and code, and makes an h1 an h2', () => {
    const html =
      '<h1>Title</h1><h2>A</h2><h3>B</h3><h4>C</h4><p>One<br><strong>s</strong><em>e</em><b>b</b><i>i</i><u>u</u><s>x</s></p>' +
      '<blockquote>q</blockquote><hr><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="3">d</td></tr></tbody></table>' +
      '<figure><figcaption>f</figcaption></figure><pre><code>x = 1</code></pre>';
    expect(clean(html)).toBe(
      '<h2>Title</h2><h2>A</h2><h3>B</h3><h4>C</h4><p>One<br /><strong>s</strong><em>e</em><b>b</b><i>i</i><u>u</u><s>x</s></p>' +
        '<blockquote>q</blockquote><hr /><ul><li>a</li></ul><ol><li>b</li></ol>' +
        '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="3">d</td></tr></tbody></table>' +
        '<figure><figcaption>f</figcaption></figure><pre><code>x = 1</code></pre>',
    );
  });

  it('keeps site-relative, https, http, mailto and tel links, adding rel="noopener noreferrer" to absolute web links', () => {
    expect(clean('<a href="/refund" title="Refunds">r</a>')).toBe('<a href="/refund" title="Refunds">r</a>');
    expect(clean('<a href="https://example.org/x">x</a>')).toBe('<a href="https://example.org/x" rel="noopener noreferrer">x</a>');
    expect(clean('<a href="http://example.org/">x</a>')).toBe('<a href="http://example.org/" rel="noopener noreferrer">x</a>');
    expect(clean('<a href="mailto:care@purba.test">m</a>')).toBe('<a href="mailto:care@purba.test">m</a>');
    expect(clean('<a href="tel:+919000000000">t</a>')).toBe('<a href="tel:+919000000000">t</a>');
    expect(clean('<a href="/x" rel="opener" target="_blank">y</a>')).toBe('<a href="/x">y</a>');
  });

  it('keeps an image of the shop with srcset, sizes and size written from its stored row, never from the input', () => {
    const html = clean(
      '<img src="/media/cms/img_abcdefghijklmnop-640.webp" alt="A chart" srcset="https://evil.test/x.png 1w" sizes="1px" width="1" height="1" loading="eager" onload="x()">',
    );
    expect(html).toBe(
      '<img src="/media/cms/img_abcdefghijklmnop-960.webp" alt="A chart" srcset="/media/cms/img_abcdefghijklmnop-320.webp 320w, /media/cms/img_abcdefghijklmnop-640.webp 640w, /media/cms/img_abcdefghijklmnop-960.webp 960w, /media/cms/img_abcdefghijklmnop-1280.webp 1280w" ' +
        `sizes="${CMS_IMAGE_SIZES}" width="1600" height="900" loading="lazy" decoding="async" />`,
    );
    expect(referencedImageIds('<img src="/media/cms/img_abcdefghijklmnop-640.webp"><img src="/media/cms/img_abcdefghijklmnop-320.webp">')).toEqual([IMAGE.sid]);
  });

  it('drops an image that is not one of the shop’s stored images', () => {
    for (const src of [
      'https://evil.test/x.png',
      '/media/cms/img_zzzzzzzzzzzzzzzzzz-640.webp',
      '/media/cms/img_abcdefghijklmnop-640.png',
      '//evil.test/media/cms/img_abcdefghijklmnop-640.webp',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
    ])
      expect(clean(`<p>a<img src="${src}" alt="x">b</p>`), src).toBe('<p>ab</p>');
    expect(clean('<img srcset="https://evil.test/x.png 1w" alt="no src">')).toBe('');
  });
});

describe('sanitizeCmsHtml: the usual XSS payloads (OWASP filter-evasion style)', () => {
  it.each([
    ['a script', '<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['a script split by case', '<ScRiPt>alert(1)</sCrIpT><p>ok</p>', '<p>ok</p>'],
    ['an img with onerror', '<img src=x onerror=alert(1)><p>ok</p>', '<p>ok</p>'],
    ['an svg with onload', '<svg onload=alert(1)><circle r="1"/></svg><p>ok</p>', '<p>ok</p>'],
    ['a body onload', '<body onload=alert(1)><p>ok</p></body>', '<p>ok</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a JaVaScRiPt: link with an entity colon', '<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link behind spaces', '<a href="  javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link with a tab inside', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link with a newline entity', '<a href="java&#10;script:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.test/">x</a>', '<a>x</a>'],
    ['an event handler on a paragraph', '<p onclick="alert(1)" onmouseover="alert(2)">x</p>', '<p>x</p>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['class and id', '<p class="evil" id="login">x</p>', '<p>x</p>'],
    ['an iframe', '<iframe src="https://evil.test"></iframe><p>ok</p>', '<p>ok</p>'],
    ['math with an href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>ok</p>', '<p>ok</p>'],
    ['a form', '<form action="https://evil.test"><input name="otp"><button>Send</button></form><p>ok</p>', 'Send<p>ok</p>'],
    ['a style element', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>ok</p>', '<p>ok</p>'],
    ['a base href', '<base href="https://evil.test/"><p>ok</p>', '<p>ok</p>'],
    ['a link stylesheet', '<link rel="stylesheet" href="https://evil.test/x.css"><p>ok</p>', '<p>ok</p>'],
    ['an unclosed script', '<p>ok</p><script>alert(1)', '<p>ok</p>'],
    ['a nested script in a quote', '<blockquote><p>a<script>alert(1)</script>b</p></blockquote>', '<blockquote><p>ab</p></blockquote>'],
    ['an unclosed tag with a handler', '<p>ok</p><img src=x onerror=alert(1)//', '<p>ok</p>'],
    ['a broken-up script tag', '<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
    ['a comment hiding a script', '<!--<script>alert(1)</script>--><p>ok</p>', '<p>ok</p>'],
    ['a colspan that is not a small number', '<table><tr><td colspan="1000" rowspan="x">a</td></tr></table>', '<table><tr><td>a</td></tr></table>'],
  ])('%s', (_name, input, expected) => {
    const html = clean(input);
    expect(html).toBe(expected);
    expectInert(html);
  });
});

describe('sanitizeCmsHtml: size', () => {
  it('refuses a body over 200 KB after sanitising, and takes one that shrinks below it', () => {
    const big = `<p>${'a'.repeat(MAX_BODY_BYTES)}</p>`;
    expect(() => clean(big)).toThrow(new Refusal(400, M.bodyTooLarge, { field: 'bodyHtml' }));
    const shrinking = `<p style="${'x'.repeat(MAX_BODY_BYTES)}">small</p>`;
    expect(clean(shrinking)).toBe('<p>small</p>');
  });
});
