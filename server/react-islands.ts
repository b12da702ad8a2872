/**
 * The islands' server render (issue 21). @astrojs/react renders each island through React's streaming
 * renderer and reads the stream back into a string: web streams, TextEncoder and TextDecoder, and
 * React's AsyncLocalStorage for every island, 6-10% of an on-demand product page's CPU. Its
 * `experimentalDisableStreaming` renders with renderToString instead, the same HTML for islands that do
 * not suspend on the server (ours do not: the pages' HTML is byte for byte the same), but drops the
 * island's `identifierPrefix`, so a `useId` rendered on the server would not match the id React gives it
 * when the island hydrates. This plugin passes the island's render options (the prefix) to
 * renderToString as well, and stops the build when @astrojs/react no longer has that line.
 */
const DISABLED_STREAMING_RENDER = 'html = ReactDOM.renderToString(vnode);';

export function renderToStringWithPrefix(code: string): string {
  if (!code.includes(DISABLED_STREAMING_RENDER)) {
    throw new Error(`@astrojs/react's server no longer has "${DISABLED_STREAMING_RENDER}": check server/react-islands.ts against it`);
  }
  return code.replace(DISABLED_STREAMING_RENDER, 'html = ReactDOM.renderToString(vnode, renderOptions);');
}

/** The Vite plugin that applies renderToStringWithPrefix to @astrojs/react's server renderer. */
export function reactIslandsPlugin() {
  return {
    name: 'react-islands-render-to-string',
    transform: (code: string, id: string) => (/@astrojs\/react\/dist\/server\.js$/.test(id) ? { code: renderToStringWithPrefix(code), map: null } : null),
  };
}
