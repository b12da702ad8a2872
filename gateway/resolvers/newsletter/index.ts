import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';

/** The newsletter (issue 20): guests and customers alike; the token goes along when there is one. */
export const newsletterResolvers: Resolvers = {
  Query: {
    newsletterStatus: (_p, _a, ctx) => upstreamCall(() => ctx.newsletter.status(ctx.token)),
    devMailOutbox: async (_p, { to }, ctx) => {
      try {
        return await upstreamCall(() => ctx.newsletter.mailOutbox(to ?? null));
      } catch (error) {
        // The upstream has no /api/dev at all when its developer tools are off.
        if (error instanceof NotFoundError) throw new ForbiddenError(M.devToolsOff, error);
        throw error;
      }
    },
  },
  Mutation: {
    newsletterSubscribe: (_p, { contact, locale }, ctx) => upstreamCall(() => ctx.newsletter.subscribe(ctx.token, ctx.clientAddress, contact, locale)),
    newsletterUnsubscribe: (_p, { token }, ctx) => upstreamCall(() => ctx.newsletter.unsubscribe(token)),
  },
};
