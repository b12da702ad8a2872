/**
 * Loaded by the customer session's refresh only while a staff user acts for a customer
 * (src/stores/session/calls.ts): the customers' own pages never fetch it.
 */
export { renewActing } from './acting.ts';
