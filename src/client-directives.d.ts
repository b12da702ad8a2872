// A module (it imports), so that the block below augments Astro's types instead of replacing them.
import type {} from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the customer reaches for the island (src/islands/directives/interaction.ts). */
    'client:interaction'?: boolean | string;
  }
}
