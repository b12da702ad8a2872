import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layers' one-way dependencies (ARCHITECTURE.md), held by reading every import of the files a rule
 * covers: `from '…'`, `import('…')` and `import '…'`, resolved relative to the file. A bare specifier is
 * a package and never breaks a rule.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** The project paths (relative to the root, with '/') a file imports; packages are left out. */
function projectImports(file: string, source: string): string[] {
  return [...source.matchAll(IMPORT)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
    .map((specifier) =>
      relative(ROOT, resolve(ROOT, dirname(file), specifier))
        .split('\\')
        .join('/'),
    );
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules') return [];
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

interface Rule {
  name: string;
  /** The files the rule covers. */
  files: (all: (dir: string) => string[]) => string[];
  /** Whether a file of the rule may import this project path. */
  allows: (target: string) => boolean;
}

const outside =
  (...folders: string[]) =>
  (target: string) =>
    !folders.some((folder) => target === folder || target.startsWith(`${folder}/`));

const RULES: Rule[] = [
  {
    name: 'domain/ imports nothing of the project, only packages',
    files: (all) => all('domain').filter((path) => !isTest(path)),
    allows: (target) => target.startsWith('domain/'),
  },
  {
    name: "domain/'s tests import only domain/ and test fixtures (test-utils/: the careers' CV files)",
    files: (all) => all('domain').filter(isTest),
    allows: (target) => target.startsWith('domain/') || target.startsWith('test-utils/'),
  },
  {
    name: 'the gateway (tests aside) never imports the upstream or the storefront server, and of src/ only the message keys',
    files: (all) => all('gateway').filter((path) => !isTest(path)),
    // src/i18n: the message keys and the English resources the gateway sends with its errors.
    allows: (target) => outside('upstream', 'server')(target) && (outside('src')(target) || target.startsWith('src/i18n/')),
  },
  {
    name: 'the upstream (tests aside) knows nothing of the gateway, the storefront or its server',
    files: (all) => all('upstream').filter((path) => !isTest(path)),
    allows: outside('gateway', 'src', 'server'),
  },
  { name: 'the router page does not import the upstream', files: () => ['src/pages/[...path].astro'], allows: outside('upstream') },
];

/** Every import that breaks a rule, as "file -> target". */
function breaches(rule: Rule, read: (path: string) => string, all: (dir: string) => string[]): string[] {
  return rule.files(all).flatMap((file) =>
    projectImports(file, read(file))
      .filter((target) => !rule.allows(target))
      .map((target) => `${file} -> ${target}`),
  );
}

const readFromDisk = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('dependency rules', () => {
  it.each(RULES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    expect(rule.files(filesUnder).length).toBeGreaterThan(0);
    expect(breaches(rule, readFromDisk, filesUnder)).toEqual([]);
  });

  it('sees every form of import, resolved from the importing file', () => {
    const sources: Record<string, string> = {
      'domain/a.ts': "import { z } from 'zod';\nimport type { B } from './b.ts';\nexport { c } from '../upstream/c.ts';",
      'domain/b.ts': "import '../server/side-effect.ts';\nconst lazy = () => import('../gateway/yoga.ts');",
      'gateway/clients/x.ts':
        "import { y } from '../../upstream/auth/y.ts';\nimport { parseEnv } from '../../common/env.ts';\nimport { K } from '../../src/i18n/keys.ts';\nimport { $cart } from '../../src/stores/cart.ts';",
      'gateway/x.test.ts': "import { y } from '../upstream/y.ts';",
    };
    const all = (dir: string) => Object.keys(sources).filter((path) => path.startsWith(`${dir}/`));
    const read = (path: string) => sources[path] ?? '';
    const [domain, , gateway] = RULES;
    expect(domain && breaches(domain, read, all)).toEqual([
      'domain/a.ts -> upstream/c.ts',
      'domain/b.ts -> server/side-effect.ts',
      'domain/b.ts -> gateway/yoga.ts',
    ]);
    expect(gateway && breaches(gateway, read, all)).toEqual(['gateway/clients/x.ts -> upstream/auth/y.ts', 'gateway/clients/x.ts -> src/stores/cart.ts']);
  });
});
