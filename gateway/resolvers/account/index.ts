export { addressResolvers } from './addresses.ts';
export { orderResolvers } from './orders.ts';
export { ticketResolvers } from './tickets.ts';
export { uploadResolvers } from './uploads.ts';
