import type { Resolvers } from '../../generated/resolvers-types.ts';
import { accountCall, signedIn, smallFile } from '../guard.ts';

/**
 * Prescriptions and ticket files arrive as GraphQL multipart requests (Yoga parses them into `File`s)
 * and go on to the upstream as multipart FormData, which checks type, size and name.
 */
export const prescriptionResolvers: Resolvers = {
  Query: {
    prescriptions: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.prescriptions.list(token)),
    uploadLink: (_p, { token }, ctx) => accountCall(() => ctx.prescriptions.linkTarget(token)),
  },
  Mutation: {
    uploadPrescription: (_p, { file, orderId }, ctx) => signedIn(ctx, (token) => ctx.prescriptions.upload(token, smallFile(file), orderId)),
    uploadPrescriptionByLink: (_p, { token, file }, ctx) => accountCall(() => ctx.prescriptions.uploadByLink(token, smallFile(file))),
  },
};
