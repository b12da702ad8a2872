export { categoryResolvers } from './category.ts';
export { productResolvers } from './product.ts';
