import { z } from 'zod';
import { MobileSchema, NameSchema, OtpSchema } from '../../../domain/fields.ts';
import { CUSTOMER_MESSAGES } from '../../../domain/messages.ts';
import { BadUserInputError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';
import { signedIn } from '../guard.ts';
import { pageArgs, pageShape } from '../page-args.ts';
import { optionalCheckKey, ROLES, valid } from '../session/index.ts';

const CustomersArgs = z.object({ query: z.string().trim().max(80), ...pageShape(50) });
const PageArgs = pageArgs(100);

/**
 * The staff side (issue 15; staff-tools.md): sign-in, the staff user's details, their customers,
 * registering one, the delegated token to act for one, the audit trail and the no-result searches.
 * The field rules run here too, so a bad value never reaches the upstream; who may do what is the
 * upstream's to decide from the token (a customer's token is FORBIDDEN there).
 */
export const staffResolvers: Resolvers = {
  StaffDetails: {
    role: (details) => ROLES[details.role],
  },
  AuditEvent: {
    actorRole: (event) => ROLES[event.actorRole],
  },
  AccountActivity: {
    actorRole: (event) => ROLES[event.actorRole],
  },
  Query: {
    staffMe: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.staff.me(token)),
    staffCustomers: (_p, args, ctx) => {
      const { query, start, size } = valid(CustomersArgs.safeParse(args));
      if (query.length < 3) throw new BadUserInputError(CUSTOMER_MESSAGES.searchTooShort, undefined, { field: 'query' });
      return signedIn(ctx, (token) => ctx.staff.customers(token, query, start, size));
    },
    auditTrail: (_p, { filter }, ctx) =>
      signedIn(ctx, (token) =>
        ctx.staff.auditTrail(token, {
          customer: filter?.customer ?? undefined,
          actor: filter?.actor ?? undefined,
          shop: filter?.shop ?? undefined,
          action: filter?.action ?? undefined,
          from: filter?.from ?? undefined,
          to: filter?.to ?? undefined,
          start: filter?.start ?? undefined,
          size: filter?.size ?? undefined,
        }),
      ),
    accountActivity: (_p, args, ctx) => {
      const { start, size } = valid(PageArgs.safeParse(args));
      return signedIn(ctx, (token) => ctx.staff.accountActivity(token, start, size));
    },
    searchMisses: (_p, args, ctx) => {
      const { start, size } = valid(PageArgs.safeParse(args));
      return signedIn(ctx, (token) => ctx.staff.searchMisses(token, start, size));
    },
  },
  Mutation: {
    staffLogin: (_p, { email, password }, { staff, clientAddress }) => upstreamCall(() => staff.login(email, password, clientAddress)),
    requestAssistantOtp: (_p, args, { staff, clientAddress }) => {
      const mobile = valid(MobileSchema.safeParse(args.mobile));
      return upstreamCall(() => staff.requestAssistantOtp(mobile, clientAddress));
    },
    verifyAssistantOtp: (_p, args, { staff, clientAddress }) => {
      const mobile = valid(MobileSchema.safeParse(args.mobile));
      const otp = valid(OtpSchema.safeParse(args.otp));
      return upstreamCall(() => staff.verifyAssistantOtp(mobile, otp, clientAddress, optionalCheckKey(args.checkKey)));
    },
    refreshStaffSession: (_p, { refreshToken }, { staff }) => upstreamCall(() => staff.refresh(refreshToken)),
    requestCustomerOtp: (_p, args, ctx) => {
      const mobile = valid(MobileSchema.safeParse(args.mobile));
      return signedIn(ctx, (token) => ctx.staff.requestCustomerOtp(token, mobile));
    },
    registerCustomer: (_p, args, ctx) => {
      const mobile = valid(MobileSchema.safeParse(args.mobile));
      const otp = valid(OtpSchema.safeParse(args.otp));
      const name = args.name ? valid(NameSchema.safeParse(args.name)) : undefined;
      const checkKey = optionalCheckKey(args.checkKey);
      return signedIn(ctx, (token) => ctx.staff.registerCustomer(token, { mobile, otp, name, checkKey }));
    },
    staffAppLoginToken: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.staff.appLoginToken(token)),
    staffAppLogin: (_p, { appToken }, { staff }) => upstreamCall(() => staff.appLogin(appToken)),
    actForCustomer: (_p, { cusSid }, ctx) => signedIn(ctx, (token) => ctx.staff.actFor(token, cusSid)),
  },
};
