import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { PasswordSchema } from '../../../domain/fields.ts';
import { BadUserInputError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';

/** Password reset and the customer's password sign-in (issue 20): no token needed; the client's address goes along. */
export const passwordResetResolvers: Resolvers = {
  Mutation: {
    requestPasswordReset: (_p, { login, locale }, ctx) => upstreamCall(() => ctx.passwordReset.request(login, locale ?? null, ctx.clientAddress)),
    completePasswordReset: (_p, { resetToken, newPassword }, ctx) => {
      // The password rules run here too (design.md decision 7): a weak password never reaches the upstream.
      const parsed = PasswordSchema.safeParse(newPassword);
      if (!parsed.success) throw new BadUserInputError(parsed.error.issues[0]?.message ?? M.passwordRule, undefined, { field: 'newPassword' });
      return upstreamCall(() => ctx.passwordReset.complete(resetToken, newPassword, ctx.clientAddress));
    },
    signInWithPassword: (_p, { login, password }, ctx) => upstreamCall(() => ctx.passwordReset.signIn(login, password, ctx.clientAddress)),
  },
};
