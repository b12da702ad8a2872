import { z } from 'zod';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn } from '../guard.ts';
import { valid } from '../session/index.ts';

const PageArgs = z.object({
  start: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .nullish()
    .transform((v) => v ?? 0),
  size: z
    .number()
    .int()
    .min(1)
    .max(50)
    .nullish()
    .transform((v) => v ?? 20),
});

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
