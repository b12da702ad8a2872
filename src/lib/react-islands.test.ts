import { Renderer } from 'astro/runtime/server/index.js';
import { describe, expect, it } from 'vitest';
import AddToCart from '../islands/AddToCart.tsx';
import { reactIslands } from './react-islands.ts';

describe('react islands', () => {
  it("are tagged with React's renderer, the way Astro reads it, once however often a page asks", () => {
    reactIslands(AddToCart);
    reactIslands(AddToCart, undefined, 'not a component');
    expect((AddToCart as unknown as Record<symbol, unknown>)[Renderer]).toBe('@astrojs/react');
  });
});
