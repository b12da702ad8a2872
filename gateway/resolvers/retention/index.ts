import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';
import { signedIn } from '../guard.ts';

/** A page of at most 100 calls (the upstream's limit too); negative or missing: the first 20. */
const page = (start?: number | null, size?: number | null) => ({
  start: start && start > 0 ? start : 0,
  size: size && size > 0 ? Math.min(size, 100) : 20,
});

/**
 * Migration and retention calls (gateway/schema/retention.graphql): each field is one upstream call with
 * the staff user's own token; the upstream decides who sees which call (another adviser's: NOT_FOUND)
 * and which roles may ask at all (FORBIDDEN 'not authorized').
 */
export const retentionResolvers: Resolvers = {
  Query: {
    retentionCalls: (_p, { kind, status, adviser, followUps, start, size }, ctx) =>
      signedIn(ctx, (token) =>
        ctx.retention.calls(token, {
          kind: kind ?? undefined,
          status: status ?? undefined,
          adviser: adviser?.trim() || undefined,
          followUps: followUps ?? false,
          ...page(start, size),
        }),
      ),
    retentionSummary: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.retention.summary(token)),
    retentionAdvisers: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.retention.advisers(token)),
    retentionCustomer: (_p, { cusSid }, ctx) => signedIn(ctx, (token) => ctx.retention.customer(token, cusSid.trim())),
    devEngagementOutbox: async (_p, { mobile }, ctx) => {
      try {
        return await upstreamCall(() => ctx.retention.outbox(mobile ?? null));
      } catch (error) {
        // The upstream has no /api/dev at all when its developer tools are off.
        if (error instanceof NotFoundError) throw new ForbiddenError(M.devToolsOff, error);
        throw error;
      }
    },
  },
  Mutation: {
    saveRetentionFeedback: (_p, { callId, kind, input }, ctx) =>
      signedIn(ctx, (token) =>
        ctx.retention.saveFeedback(token, callId, kind, { feedback: input.feedback, notes: input.notes, nextCallOn: input.nextCallOn }, ctx.clientAddress),
      ),
    assignRetentionCall: (_p, { callId, adviser }, ctx) => signedIn(ctx, (token) => ctx.retention.assign(token, callId, adviser?.trim() || null)),
    findRetentionCalls: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.retention.find(token)),
    sendRetentionMessage: (_p, { callId, body }, ctx) => signedIn(ctx, (token) => ctx.retention.sendMessage(token, callId, body, ctx.clientAddress)),
  },
};
