import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resolvePath } from '../src/routing/routes.ts';
import { collectInlineHashes, emptyHashes, NOT_FOUND_SAMPLE, SAMPLE_PATHS } from './csp.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline hashes for the Content-Security-Policy', () => {
  it('hashes inline scripts and styles, not scripts with src nor data blocks', () => {
    const html = [
      '<html><head><style>body{margin:0}</style>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="module" src="/_astro/island.js"></script>',
      '</head><body><script>(()=>{var a=1})()</script>',
      '<SCRIPT type="module">import("/_astro/x.js")</SCRIPT>',
      '<style media="print">p{color:red}</style></body></html>',
    ].join('');
    const hashes = collectInlineHashes(html, emptyHashes());
    expect([...hashes.scripts].sort()).toEqual([hash('(()=>{var a=1})()'), hash('import("/_astro/x.js")')].sort());
    expect([...hashes.styles].sort()).toEqual([hash('body{margin:0}'), hash('p{color:red}')].sort());
  });

  it('gathers one set over many pages', () => {
    const into = emptyHashes();
    collectInlineHashes('<script>a()</script>', into);
    collectInlineHashes('<script>a()</script><script>b()</script>', into);
    expect(into.scripts.size).toBe(2);
  });
});

describe('the sample of pages rendered only on demand', () => {
  it.each(Object.entries(SAMPLE_PATHS).filter((entry): entry is [string, string] => entry[1] !== null))('%s: %s is that kind of page', (kind, path) => {
    expect(resolvePath(new URL(path, 'http://x').pathname)?.route.kind).toBe(kind);
  });

  it('has a path that no route takes, for the 404 page', () => {
    expect(resolvePath(NOT_FOUND_SAMPLE)).toBeNull();
  });
});
