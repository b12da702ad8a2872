import { join } from 'node:path';
import { build } from 'esbuild';
import { minify } from 'terser';
import { ROOT } from './astro-build.ts';

const SOURCE = join(ROOT, 'src', 'offline', 'page-script.ts');

/** The module id the layout imports the page's inline script by (src/components/OfflineStatus.astro). */
export const PAGE_SCRIPT_MODULE = 'virtual:page-script';

/**
 * The page's inline script (src/offline/page-script.ts) as the text the layout puts in a <script>:
 * bundled by esbuild into one function with the constants it imports, then minified by terser, which
 * packs it about 100 bytes (gzip) smaller than esbuild's minifier (names of the whole script mangled).
 */
export async function buildPageScript(): Promise<string> {
  const bundled = await build({
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    charset: 'ascii',
    logLevel: 'warning',
    tsconfigRaw: {},
  });
  const code = bundled.outputFiles[0]?.text;
  if (!code) throw new Error(`esbuild wrote nothing for ${SOURCE}`);
  const minified = await minify(code, { ecma: 2020, toplevel: true, compress: { passes: 3, unsafe_arrows: true }, format: { comments: false } });
  if (!minified.code) throw new Error(`terser wrote nothing for ${SOURCE}`);
  // Inside a <script> element the text must not close it.
  return minified.code.replace(/<\/(script)/gi, '<\\/$1');
}

/** The Vite plugin that serves PAGE_SCRIPT_MODULE: `import script from 'virtual:page-script'` is that text. */
export function pageScriptPlugin() {
  const resolved = `\0${PAGE_SCRIPT_MODULE}`;
  return {
    name: 'page-script',
    resolveId: (id: string) => (id === PAGE_SCRIPT_MODULE ? resolved : undefined),
    load: async (id: string) => (id === resolved ? `export default ${JSON.stringify(await buildPageScript())};` : undefined),
  };
}
