import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn } from '../guard.ts';

/** Notify me (issue 20): the customer's own wishes. */
export const notifyResolvers: Resolvers = {
  Query: {
    notifyMeWishes: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.notify.list(token)),
  },
  Mutation: {
    saveNotifyMe: (_p, { sku }, ctx) => signedIn(ctx, (token) => ctx.notify.save(token, sku)),
    stopNotifyMe: (_p, { id }, ctx) => signedIn(ctx, (token) => ctx.notify.stop(token, id)),
  },
};
