import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md is where a newcomer starts: every file or folder it names must exist. A path is a
 * backticked word that starts with one of the project's top-level folders; `{a,b}` lists are expanded
 * and a `*` matches within one folder level. Placeholders (`<time>`) and URLs are not paths.
 */
const root = new URL('..', import.meta.url).pathname;
const TOP_LEVEL = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !['node_modules', 'var', 'dist'].includes(entry.name))
  .map((entry) => `${entry.name}/`);

/** `a/{b,c}.ts` -> `a/b.ts`, `a/c.ts` (nested lists too). */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  const [whole, inner = ''] = match;
  return inner.split(',').flatMap((choice) => expandBraces(pattern.replace(whole, choice.trim())));
}

/** True when the path exists; a `*` in its last part matches any name in that folder. */
function pathExists(path: string): boolean {
  if (!path.includes('*')) return existsSync(join(root, path));
  const folder = path.slice(0, path.lastIndexOf('/', path.indexOf('*')) + 1);
  const name = new RegExp(
    `^${path
      .slice(folder.length)
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*')}$`,
  );
  return existsSync(join(root, folder)) && readdirSync(join(root, folder)).some((entry) => name.test(entry));
}

function namedPaths(markdown: string, topLevel: readonly string[]): string[] {
  const words = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '');
  return words
    .filter((word) => topLevel.some((folder) => word.startsWith(folder)) && !/[<>]/.test(word))
    .flatMap(expandBraces)
    .map((path) => path.replace(/[.,;:]$/, ''));
}

describe('ARCHITECTURE.md', () => {
  const paths = namedPaths(readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8'), TOP_LEVEL);

  it('names the project files it is about', () => {
    expect(paths.length).toBeGreaterThan(50);
  });

  it.each(paths)('names %s, which exists', (path) => {
    expect(pathExists(path)).toBe(true);
  });

  it('expands brace lists and finds a missing file', () => {
    expect(namedPaths('see `gateway/{a,b}/x.ts` and `not-a-path`', ['gateway/'])).toEqual(['gateway/a/x.ts', 'gateway/b/x.ts']);
    expect(pathExists('gateway/resolvers/cart/cart-call.ts')).toBe(false);
    expect(pathExists('src/islands/*.tsx')).toBe(true);
    expect(pathExists('src/islands/*.vue')).toBe(false);
  });
});
