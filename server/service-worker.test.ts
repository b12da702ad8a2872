import { describe, expect, it } from 'vitest';
import { shellFiles, urlOfFile } from './service-worker.ts';

describe('the precache list', () => {
  it.each([
    ['index.html', '/'],
    ['bn/index.html', '/bn'],
    ['jh/or/index.html', '/jh/or'],
    ['offline.html', '/offline.html'],
    ['hi/offline.html', '/hi/offline.html'],
    ['_astro/client.abc123.js', '/_astro/client.abc123.js'],
    ['manifest.webmanifest', '/manifest.webmanifest'],
  ])('precaches %s under the URL the pages use, %s', (file, url) => {
    expect(urlOfFile(file)).toBe(url);
  });

  it('holds the home and offline page of each language of the default store view', () => {
    expect(shellFiles()).toEqual([
      'index.html',
      'offline.html',
      'bn/index.html',
      'bn/offline.html',
      'hi/index.html',
      'hi/offline.html',
      'or/index.html',
      'or/offline.html',
    ]);
  });
});
