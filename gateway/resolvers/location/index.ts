import { CoordinatesSchema, LOCATION_MESSAGE_KEYS } from '../../../domain/location.ts';
import { BadUserInputError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn } from '../guard.ts';

/**
 * "Use my location" (issue 20). GraphQL's Float already refuses strings; NaN and Infinity cannot cross
 * JSON; the range is checked here (design.md decision 7) before the upstream is asked.
 */
export const locationResolvers: Resolvers = {
  Query: {
    locateAddress: (_p, args, ctx) => {
      const parsed = CoordinatesSchema.safeParse(args);
      if (!parsed.success) throw new BadUserInputError({ messageKey: LOCATION_MESSAGE_KEYS.badCoordinates });
      return signedIn(ctx, (token) => ctx.location.locate(token, parsed.data));
    },
  },
};
