import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';

export const devResolvers: Resolvers = {
  Query: {
    devSmsOutbox: async (_parent, { mobile }, { dev }) => {
      try {
        return await upstreamCall(() => dev.smsOutbox(mobile ?? null));
      } catch (error) {
        // The upstream has no /api/dev at all when its developer tools are off.
        if (error instanceof NotFoundError) throw new ForbiddenError(M.devToolsOff, error);
        throw error;
      }
    },
  },
};
