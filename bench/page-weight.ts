/**
 * JavaScript shipped on a page: every island's component and renderer, their static imports, and
 * inline scripts, each gzip-compressed as a server would send it. Prints a table and the total.
 *
 *   npm run bench:page-weight                       (starts its own storefront)
 *   BASE_URL=http://localhost:4321 npm run bench:page-weight -- /p/MED000001/augmentin-625-duo-tablet /
 */
import { measurePage } from '../tests/e2e/page-weight.ts';
import { startTestStorefront } from '../tests/e2e/storefront.ts';

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths = pages.length > 0 ? pages : ['/p/MED000001/augmentin-625-duo-tablet', '/', '/c/antibiotics'];

const storefront = process.env.BASE_URL ? null : await startTestStorefront();
const base = process.env.BASE_URL ?? storefront?.url ?? '';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

try {
  for (const path of paths) {
    const weight = await measurePage(base, path);
    console.log(`\n${path}  (HTML ${(weight.htmlBytes / 1024).toFixed(1)} KB gzip)`);
    for (const [url, size] of [...weight.files].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size)}  ${url}`);
    console.log(`  ${kb(weight.inlineBytes)}  inline scripts`);
    console.log(`  ${kb(weight.totalBytes)}  JavaScript in all (gzip; ${weight.totalBytes} bytes)`);
    console.log(`  ${kb(weight.eagerBytes)}  before the first interaction (islands hydrate: ${weight.directives.join(', ') || 'none'})`);
    for (const [url, size] of [...weight.lazyChunks].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size)}  lazy: ${url} (with what it alone imports)`);
    console.log(`  ${kb(weight.lazyBytes)}  imported lazily, when needed (gzip; ${weight.lazyBytes} bytes; not in the total)`);
  }
} finally {
  await storefront?.close();
}
