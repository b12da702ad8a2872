import { Renderer } from 'astro/runtime/server/index.js';

/**
 * Tells Astro that these island components are React's (server side only: the islands' browser code is
 * untouched). Astro asks each renderer about a component it was not told about, and @astrojs/react
 * answers by calling the component outside React in a test render (an "Invalid hook call" error for
 * every island with hooks) before rendering it for real: 3% of an on-demand product page's CPU (issue
 * 21). A component tagged with its renderer, as Astro's own JSX integrations tag theirs, is rendered at
 * once. Views call this in their frontmatter for the islands they render.
 */
export function reactIslands(...components: readonly unknown[]): void {
  for (const component of components) {
    if (typeof component !== 'function' || Object.hasOwn(component, Renderer)) continue;
    Object.defineProperty(component, Renderer, { value: '@astrojs/react', enumerable: false, writable: false });
  }
}
