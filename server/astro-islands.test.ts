import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { patchIslandRendering } from './astro-islands.ts';

const runtime = (file: string) => fileURLToPath(new URL(`../node_modules/astro/dist/runtime/server/${file}`, import.meta.url));
const UTIL = runtime('render/util.js');
const SERIALIZE = runtime('serialize.js');

type SerializeProps = (props: Record<string, unknown>, metadata?: object) => string;

/** The installed serialize.js as it is and as patched, each imported from a file of its own (it imports nothing). */
async function serializers(): Promise<{ original: SerializeProps; patched: SerializeProps }> {
  const dir = mkdtempSync(join(tmpdir(), 'astro-serialize-'));
  const code = readFileSync(SERIALIZE, 'utf8');
  writeFileSync(join(dir, 'original.mjs'), code);
  writeFileSync(join(dir, 'patched.mjs'), patchIslandRendering(SERIALIZE, code) ?? '');
  const load = async (name: string) => ((await import(pathToFileURL(join(dir, name)).href)) as { serializeProps: SerializeProps }).serializeProps;
  return { original: await load('original.mjs'), patched: await load('patched.mjs') };
}

/** isHttpUrl from the installed util.js, as it is or as patched. */
function isHttpUrlOf(code: string): (url: string) => boolean {
  const source = /function isHttpUrl\(url\) \{[\s\S]*?\n\}/.exec(code)?.[0];
  if (!source) throw new Error('isHttpUrl not found');
  return new Function('VALID_PROTOCOLS', `${source}; return isHttpUrl;`)(['http:', 'https:']) as (url: string) => boolean;
}

describe("Astro's island markup, made cheaper", () => {
  it('applies to the installed astro, and to nothing else', () => {
    expect(patchIslandRendering(UTIL, readFileSync(UTIL, 'utf8'))).toContain('[hH]');
    expect(patchIslandRendering(SERIALIZE, readFileSync(SERIALIZE, 'utf8'))).toContain('serializeConstant');
    expect(patchIslandRendering('/x/node_modules/react/index.js', 'code')).toBeNull();
    expect(() => patchIslandRendering(SERIALIZE, 'function serializeProps(props, metadata) {}')).toThrow(/no longer has/);
  });

  it.each([
    'http://localhost:4321/c/x?sort=price_asc&page=2',
    ' \t\nhttps://example.com/?a=1&b=2',
    'HTTP://EXAMPLE.COM/?a&b',
    'h\tttp://example.com/?a&b',
    '\u0000\u001fhttp://example.com/?a&b',
    'hxxp://example.com/?a&b',
    'mailto:care@example.com?subject=a&body=b',
    '/search?q=a&page=2',
    '{&quot;strings&quot;:[0,{}]}',
    'Tom & Jerry',
    '',
  ])('answers whether %j is an http(s) URL as the parser does', (value) => {
    const util = readFileSync(UTIL, 'utf8');
    expect(isHttpUrlOf(patchIslandRendering(UTIL, util) ?? '')(value)).toBe(isHttpUrlOf(util)(value));
  });

  it('serializes props exactly as before, and a constant strings table once', async () => {
    const { original, patched } = await serializers();
    const strings = Object.freeze({ '@locale': 'bn-IN', 'cart.qty': 'পরিমাণ {{qty}}', 'search.found_one': '{{count}} product' });
    const cases = [
      { strings, prefix: '/bn', initialQuery: '' },
      { sku: 'MED1', inStock: false, pricePaise: 18767, strings, nothing: undefined, far: Number.POSITIVE_INFINITY },
      { when: new Date(0), list: [1, 'a', [2]], map: new Map([['k', { v: 1 }]]), set: new Set(['s']), url: new URL('http://x/'), nested: { strings } },
    ];
    for (const props of cases) {
      expect(patched(props)).toBe(original(props));
      expect(patched(props)).toBe(original(props));
    }
  });

  it('does not keep the form of a frozen object that holds something that can change', async () => {
    const { original, patched } = await serializers();
    const list = ['a'];
    const holder = Object.freeze({ list });
    const first = patched({ holder });
    list.push('b');
    expect(patched({ holder })).toBe(original({ holder }));
    expect(patched({ holder })).not.toBe(first);
  });
});
