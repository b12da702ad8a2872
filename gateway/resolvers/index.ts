import type { Resolvers } from '../generated/resolvers-types.ts';
import { baseResolvers } from './base/index.ts';
import { cartResolvers } from './cart/index.ts';
import { categoryResolvers } from './category/index.ts';
import { productResolvers } from './product/index.ts';
import { searchResolvers } from './search/index.ts';

export const resolvers: Resolvers[] = [baseResolvers, productResolvers, categoryResolvers, searchResolvers, cartResolvers];
