import type { Resolvers } from '../generated/resolvers-types.ts';
import { addressResolvers, orderResolvers, ticketResolvers, uploadResolvers } from './account/index.ts';
import { baseResolvers } from './base/index.ts';
import { cartResolvers } from './cart/index.ts';
import { categoryResolvers } from './category/index.ts';
import { checkoutResolvers } from './checkout/index.ts';
import { devResolvers } from './dev/index.ts';
import { productResolvers } from './product/index.ts';
import { searchResolvers } from './search/index.ts';
import { sessionResolvers } from './session/index.ts';

export const resolvers: Resolvers[] = [
  baseResolvers,
  productResolvers,
  categoryResolvers,
  searchResolvers,
  cartResolvers,
  checkoutResolvers,
  addressResolvers,
  orderResolvers,
  uploadResolvers,
  ticketResolvers,
  sessionResolvers,
  devResolvers,
];
