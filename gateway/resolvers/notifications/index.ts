import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn } from '../guard.ts';

/** The customer's notifications. */
export const notificationResolvers: Resolvers = {
  Query: {
    notifications: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.notifications.list(token)),
  },
  Mutation: {
    markNotificationRead: (_p, { id }, ctx) => signedIn(ctx, (token) => ctx.notifications.markRead(token, id)),
  },
};
