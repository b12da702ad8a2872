import { MAX_CV_BYTES } from '../../../domain/jobs.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { accountCall, signedIn, smallFile } from '../guard.ts';
import { pageArgs } from '../page-args.ts';
import { valid } from '../session/index.ts';

const PageArgs = pageArgs(50);

/**
 * Careers (issue 20): openings and applying for anyone; the CV arrives as a GraphQL multipart request
 * and goes on to the upstream, which checks its bytes, the fields and the limits. A CV over 2 MB is
 * refused here before it is copied. Who may read the applications (admins) is the upstream's to decide
 * from the token.
 */
export const jobResolvers: Resolvers = {
  Query: {
    jobOpenings: (_p, { locale }, ctx) => accountCall(() => ctx.jobs.openings(locale.trim().slice(0, 10))),
    jobApplications: (_p, args, ctx) => {
      const { start, size } = valid(PageArgs.safeParse(args));
      return signedIn(ctx, (token) => ctx.jobs.applications(token, start, size));
    },
  },
  Mutation: {
    applyForJob: (_p, { input, cv }, ctx) =>
      accountCall(() => ctx.jobs.apply(input, smallFile(cv, MAX_CV_BYTES, { messageKey: 'careers.messages.cvTooLarge' }), ctx.clientAddress)),
  },
};
