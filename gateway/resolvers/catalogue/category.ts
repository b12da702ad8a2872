import { ROOT_CATEGORY_ID } from '../../../catalogue/categories.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';

export const categoryResolvers: Resolvers = {
  Query: {
    categories: async (_parent, _args, { catalogue }) => (await catalogue.categories()).filter((c) => c.id !== ROOT_CATEGORY_ID),
    category: async (_parent, { slug, id }, { catalogue }) =>
      (await catalogue.categories()).find((c) => (c.slug === slug || c.id === id) && c.id > ROOT_CATEGORY_ID) ?? null,
  },
};
