import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn } from '../guard.ts';
import { pageArgs } from '../page-args.ts';
import { valid } from '../session/index.ts';

const PageArgs = pageArgs(50);

/**
 * Orders waiting for a prescription and their approval by an admin (issue 16). The page's bounds are
 * checked here; who may list and approve (admins) is the upstream's to decide from the token.
 */
export const prescriptionApprovalResolvers: Resolvers = {
  Query: {
    pendingPrescriptionApprovals: (_p, args, ctx) => {
      const { start, size } = valid(PageArgs.safeParse(args));
      return signedIn(ctx, (token) => ctx.prescriptionApproval.pending(token, start, size));
    },
  },
  Mutation: {
    approvePrescriptionOrder: (_p, { orderId, prescriptionId }, ctx) =>
      signedIn(ctx, (token) => ctx.prescriptionApproval.approve(token, orderId.trim(), prescriptionId.trim())),
  },
};
