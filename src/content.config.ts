import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

/**
 * Content pages and blog posts, one Markdown file per locale: src/content/{pages,blog}/{locale}/{identifier}.md.
 * Editors add or change a file; the build picks it up. A locale without its own file shows the
 * English one with a note.
 */
const pages = defineCollection({
  loader: glob({ base: './src/content/pages', pattern: '**/*.md', generateId: ({ entry }) => entry.replace(/\.md$/, '') }),
  schema: z.object({ title: z.string(), description: z.string() }),
});

const blog = defineCollection({
  loader: glob({ base: './src/content/blog', pattern: '**/*.md', generateId: ({ entry }) => entry.replace(/\.md$/, '') }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    blogType: z.string().regex(/^[a-z0-9-]+$/),
    published: z.coerce.date(),
  }),
});

export const collections = { pages, blog };
