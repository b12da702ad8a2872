import { describe, expect, it } from 'vitest';
import { keepActionsLoaded, keepPagesLoaded } from './astro-entry.ts';

describe("a build's page loaders", () => {
  it('import a page once, and every later request gets the same module', async () => {
    let imports = 0;
    const page = { page: 'router' };
    const importPage = () => {
      imports += 1;
      return Promise.resolve(page);
    };
    const pageMap = new Map([['src/pages/[...path].astro', importPage]]);
    keepPagesLoaded(pageMap);
    const load = pageMap.get('src/pages/[...path].astro');
    expect(await Promise.all([load?.(), load?.(), load?.()])).toEqual([page, page, page]);
    expect(imports).toBe(1);
  });

  it('try a failed import again on the next request', async () => {
    let attempts = 0;
    const pageMap = new Map([['src/pages/search.astro', () => (++attempts === 1 ? Promise.reject(new Error('not yet')) : Promise.resolve('search'))]]);
    keepPagesLoaded(pageMap);
    const load = pageMap.get('src/pages/search.astro');
    await expect(load?.()).rejects.toThrow('not yet');
    expect(await load?.()).toBe('search');
    expect(await load?.()).toBe('search');
    expect(attempts).toBe(2);
  });
});

describe("the build's entry", () => {
  it("keeps the actions loader's module, whatever quotes the build used", () => {
    const entry = `const _manifest = Object.assign(manifest, {\n    pageMap,\n    actions: () => import('./noop-entrypoint.mjs'),\n    middleware: () => import('./_noop-middleware.mjs')\n});`;
    const kept = keepActionsLoaded(entry);
    expect(kept).toContain(`actions: ((load) => { let loaded; return () => (loaded ??= load()); })(() => import('./noop-entrypoint.mjs'))`);
    expect(kept).toContain(`middleware: () => import('./_noop-middleware.mjs')`);
    expect(keepActionsLoaded(entry.replaceAll("'", '"'))).toContain(`(() => import("./noop-entrypoint.mjs"))`);
  });

  it('is left alone when Astro writes no actions loader', () => {
    expect(keepActionsLoaded('const _manifest = Object.assign(manifest, { pageMap });')).toBeNull();
  });
});
