// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { keepActionsLoadedPlugin } from './server/astro-entry.ts';
import { astroIslandsPlugin } from './server/astro-islands.ts';
import { pageScriptPlugin } from './server/page-script.ts';
import { reactIslandsPlugin } from './server/react-islands.ts';

/** The islands' own hydration directive (src/islands/directives/interaction.ts). */
/** @type {import('astro').AstroIntegration} */
const interactionDirective = {
  name: 'client-interaction-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/islands/directives/interaction.ts' });
    },
  },
};

/** React's licence notice, kept on the chunks that carry React (terser drops the packages' own comments). */
const REACT_NOTICE = '/*! React | MIT License | Copyright (c) Meta Platforms, Inc. and affiliates. */';

// The Node adapter in middleware mode renders pages on demand, each whole (not streamed: its data is
// loaded before it renders, src/routing/load.ts, so streaming sent nothing sooner and cost a tenth of
// an on-demand product page's CPU in web streams and per-chunk encoding); server/storefront.ts serves the static
// files (assets and the pages written at build time by server/snapshot.ts) itself, beside the gateway,
// so that a request with a listing query skips the static copy and is rendered.
export default defineConfig({
  // server/astro-build.ts builds into a new folder each time (server/builds.ts); `astro build` by hand
  // writes to dist/astro, which nothing serves.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist/astro',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  output: 'static',
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // Islands are rendered on the server with renderToString, with their useId prefix (server/react-islands.ts).
  integrations: [react({ experimentalDisableStreaming: true }), interactionDirective],
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    // The page's inline script, bundled and minified from src/offline/page-script.ts; the server entry's
    // actions loader imported once, not on every request (server/astro-entry.ts); the islands' render
    // to a string keeps their useId prefix (server/react-islands.ts); the islands' props attribute made
    // with less work, to the same bytes (server/astro-islands.ts).
    plugins: [pageScriptPlugin(), keepActionsLoadedPlugin(), reactIslandsPlugin(), astroIslandsPlugin()],
    // terser packs the islands about 1.5 KB (gzip) smaller than esbuild's minifier, which keeps the
    // product page inside issue 4's 90 KB with the offline status line and worker registration; the
    // libraries' licence comments are kept.
    build: {
      assetsInlineLimit: 0,
      // The newsletter popup (issue 20) is imported lazily by the microcart island, on every customer
      // page: its dependencies are not listed for preloading there (they come with it when it loads),
      // which keeps the list out of the island's code.
      modulePreload: { resolveDependencies: (file, deps) => (file.includes('NewsletterPopup') ? [] : deps) },
      minify: 'terser',
      terserOptions: { format: { comments: 'some' } },
      rollupOptions: {
        // Tiny side-effect-free chunks (a shared helper, one persisted document's hash) are merged into a
        // chunk loaded at the same time: each costs an import and its own gzip framing on every page that
        // loads it, and code shared with the lazily loaded staff pages made three of them on the product
        // page (+396 bytes over its 100 KB budget). 1200 bytes (before gzip) is the size that measured
        // best on the product, home and category pages (bench:page-weight; 600 and 2000 were heavier). A merged
        // chunk takes the name of one of its modules: the islands' shared code may be named after the
        // PDF worker's URL module (a string), not the 1.2 MB worker, which loads only on the decoding pages.
        output: {
          experimentalMinChunkSize: 1200,
          banner: (chunk) => (chunk.moduleIds.some((id) => /node_modules\/(react|react-dom|scheduler)\//.test(id)) ? REACT_NOTICE : ''),
        },
      },
    },
  },
});
