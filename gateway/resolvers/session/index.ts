import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { ChangePasswordSchema, firstMessage, MobileSchema, OtpSchema, ProfileSchema } from '../../../domain/fields.ts';
import type { UserRole } from '../../clients/users-client.ts';
import type { GatewayContext } from '../../context.ts';
import { BadUserInputError, UnauthenticatedError } from '../../errors.ts';
import { type Resolvers, Role } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';

const ROLES: Record<UserRole, Role> = {
  customer: Role.Customer,
  franchise: Role.Franchise,
  assistant: Role.Assistant,
  admin: Role.Admin,
  adviser: Role.Adviser,
  editor: Role.Editor,
};

/** The field rules run here too (design.md decision 7), so a bad value never reaches the upstream. */
function valid<T>(parsed: { success: true; data: T } | { success: false; error: Parameters<typeof firstMessage>[0] }): T {
  if (!parsed.success) throw new BadUserInputError(firstMessage(parsed.error));
  return parsed.data;
}

function tokenOf({ token }: GatewayContext): string {
  if (!token) throw new UnauthenticatedError(M.loginRequired);
  return token;
}

export const sessionResolvers: Resolvers = {
  User: {
    role: (user) => ROLES[user.role],
  },
  Query: {
    me: (_parent, _args, context) => (context.token ? upstreamCall(() => context.users.me(context.token as string)) : null),
  },
  Mutation: {
    requestLoginOtp: (_parent, args, { users, clientAddress }) => {
      const mobile = valid(MobileSchema.safeParse(args.mobile));
      return upstreamCall(() => users.requestOtp(mobile, clientAddress));
    },
    verifyLoginOtp: (_parent, args, { users, clientAddress }) => {
      const mobile = valid(MobileSchema.safeParse(args.mobile));
      const otp = valid(OtpSchema.safeParse(args.otp));
      return upstreamCall(() => users.verifyOtp(mobile, otp, clientAddress));
    },
    refreshSession: (_parent, { refreshToken }, { users }) => upstreamCall(() => users.refresh(refreshToken)),
    logout: async (_parent, { refreshToken }, { users }) => {
      await upstreamCall(() => users.logout(refreshToken));
      return true;
    },
    appLogin: (_parent, { appToken }, { users }) => upstreamCall(() => users.appLogin(appToken)),
    updateProfile: (_parent, { input }, context) => {
      const token = tokenOf(context);
      const profile = valid(ProfileSchema.safeParse(input));
      return upstreamCall(() => context.users.updateProfile(token, profile));
    },
    changePassword: async (_parent, args, context) => {
      const token = tokenOf(context);
      const { currentPassword, newPassword } = valid(ChangePasswordSchema.safeParse(args));
      await upstreamCall(() => context.users.changePassword(token, currentPassword ?? null, newPassword));
      return true;
    },
  },
};
