import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';

/** Support hours and call-back requests (issue 20): guests and customers alike; the token goes along when there is one. */
export const supportResolvers: Resolvers = {
  Query: {
    supportHours: (_p, _a, ctx) => upstreamCall(() => ctx.support.hours()),
    devSupportInbox: async (_p, { mobile }, ctx) => {
      try {
        return await upstreamCall(() => ctx.support.inbox(mobile ?? null));
      } catch (error) {
        // The upstream has no /api/dev at all when its developer tools are off.
        if (error instanceof NotFoundError) throw new ForbiddenError(M.devToolsOff, error);
        throw error;
      }
    },
  },
  Mutation: {
    requestCallback: (_p, { input }, ctx) => upstreamCall(() => ctx.support.requestCallback(ctx.token, ctx.clientAddress, input)),
  },
};
