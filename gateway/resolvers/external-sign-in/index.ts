import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { MobileSchema, OtpSchema } from '../../../domain/fields.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { ExternalSignInProvider, type Resolvers } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';
import { valid } from '../session/index.ts';

/** A development provider's call: FORBIDDEN when the upstream has no /api/dev (its DEV_TOOLS off). */
async function dev<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await upstreamCall(run);
  } catch (error) {
    if (error instanceof NotFoundError) throw new ForbiddenError(M.devToolsOff, error);
    throw error;
  }
}

/** Caller-id and social sign-in (issue 20): guests start and finish them; the session is the normal customer one. */
export const externalSignInResolvers: Resolvers = {
  Query: {
    externalSignInOptions: (_p, _a, ctx) => upstreamCall(() => ctx.externalSignIn.options()),
    devCallerIdInstalled: (_p, _a, ctx) => dev(() => ctx.externalSignIn.devCallerIdInstalled()),
    devSocialAccounts: (_p, _a, ctx) => dev(() => ctx.externalSignIn.devSocialAccounts()),
  },
  Mutation: {
    startExternalSignIn: (_p, { provider }, ctx) =>
      upstreamCall(() => ctx.externalSignIn.start(provider === ExternalSignInProvider.CallerId ? 'caller-id' : 'social', ctx.clientAddress)),
    finishCallerIdSignIn: (_p, { code, state }, ctx) => upstreamCall(() => ctx.externalSignIn.finishCallerId(code, state)),
    finishSocialSignIn: (_p, { code, state }, ctx) => upstreamCall(() => ctx.externalSignIn.finishSocial(code, state)),
    linkExternalSignIn: (_p, args, ctx) => {
      const mobile = valid(MobileSchema.safeParse(args.mobile));
      const otp = valid(OtpSchema.safeParse(args.otp));
      return upstreamCall(() => ctx.externalSignIn.link(args.ticket, mobile, otp));
    },
    devSetCallerIdInstalled: (_p, { installed }, ctx) => dev(() => ctx.externalSignIn.devSetCallerIdInstalled(installed)),
    devAuthorizeCallerId: (_p, { state, mobile }, ctx) => dev(() => ctx.externalSignIn.devAuthorizeCallerId(state, mobile)),
    devAuthorizeSocial: (_p, { state, subject }, ctx) => dev(() => ctx.externalSignIn.devAuthorizeSocial(state, subject)),
  },
};
