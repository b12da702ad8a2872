import { ChangePasswordSchema, firstMessage, MobileSchema, OtpCheckKeySchema, OtpSchema, ProfileSchema } from '../../../domain/fields.ts';
import type { UserRole } from '../../clients/session-client.ts';
import { BadUserInputError } from '../../errors.ts';
import { type Resolvers, Role } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';
import { tokenOf } from '../guard.ts';

/** The upstream's role names as the schema's enum. */
export const ROLES: Record<UserRole, Role> = {
  customer: Role.Customer,
  franchise: Role.Franchise,
  assistant: Role.Assistant,
  admin: Role.Admin,
  adviser: Role.Adviser,
  editor: Role.Editor,
};

/** The field rules run here too (design.md decision 7), so a bad value never reaches the upstream. */
export function valid<T>(parsed: { success: true; data: T } | { success: false; error: Parameters<typeof firstMessage>[0] }): T {
  if (!parsed.success) throw new BadUserInputError(firstMessage(parsed.error));
  return parsed.data;
}

/** A check of a one-time code's key (verifyLoginOtp's checkKey): absent, or valid. */
export const optionalCheckKey = (value: string | null | undefined) => (value == null ? undefined : valid(OtpCheckKeySchema.safeParse(value)));

export const sessionResolvers: Resolvers = {
  User: {
    role: (user) => ROLES[user.role],
  },
  Query: {
    me: (_parent, _args, context) => (context.token ? upstreamCall(() => context.session.me(context.token as string)) : null),
  },
  Mutation: {
    requestLoginOtp: (_parent, args, { session, clientAddress }) => {
      const mobile = valid(MobileSchema.safeParse(args.mobile));
      return upstreamCall(() => session.requestOtp(mobile, clientAddress));
    },
    verifyLoginOtp: (_parent, args, { session, clientAddress }) => {
      const mobile = valid(MobileSchema.safeParse(args.mobile));
      const otp = valid(OtpSchema.safeParse(args.otp));
      return upstreamCall(() => session.verifyOtp(mobile, otp, clientAddress, optionalCheckKey(args.checkKey)));
    },
    refreshSession: (_parent, { refreshToken }, { session }) => upstreamCall(() => session.refresh(refreshToken)),
    logout: async (_parent, { refreshToken }, { session }) => {
      await upstreamCall(() => session.logout(refreshToken));
      return true;
    },
    appLogin: (_parent, { appToken }, { session }) => upstreamCall(() => session.appLogin(appToken)),
    updateProfile: (_parent, { input }, context) => {
      const token = tokenOf(context);
      const profile = valid(ProfileSchema.safeParse(input));
      return upstreamCall(() => context.session.updateProfile(token, profile));
    },
    changePassword: async (_parent, args, context) => {
      const token = tokenOf(context);
      const { currentPassword, newPassword } = valid(ChangePasswordSchema.safeParse(args));
      await upstreamCall(() => context.session.changePassword(token, currentPassword ?? null, newPassword));
      return true;
    },
  },
};
