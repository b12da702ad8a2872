import type { Resolvers } from '../../generated/resolvers-types.ts';
import { accountCall, signedIn } from '../guard.ts';

/** Saved addresses and pin codes. checkPinCode is public (it tells nothing about anyone). */
export const addressResolvers: Resolvers = {
  Query: {
    addresses: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.addresses.list(token)),
    checkPinCode: (_p, { pinCode }, ctx) => accountCall(() => ctx.addresses.checkPin(pinCode)),
  },
  Mutation: {
    addAddress: (_p, { input }, ctx) => signedIn(ctx, (token) => ctx.addresses.add(token, input)),
    updateAddress: (_p, { id, input }, ctx) => signedIn(ctx, (token) => ctx.addresses.update(token, id, input)),
    deleteAddress: (_p, { id }, ctx) => signedIn(ctx, (token) => ctx.addresses.remove(token, id)),
  },
};
