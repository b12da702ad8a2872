import type { Resolvers } from '../../generated/resolvers-types.ts';
import { accountCall, signedIn } from './guard.ts';

/** Saved addresses, pin codes and patients. checkPinCode is public (it tells nothing about anyone). */
export const addressResolvers: Resolvers = {
  Query: {
    addresses: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.account.addresses.list(token)),
    checkPinCode: (_p, { pinCode }, ctx) => accountCall(() => ctx.account.addresses.checkPin(pinCode)),
    patients: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.account.patients.list(token)),
  },
  Mutation: {
    addAddress: (_p, { input }, ctx) => signedIn(ctx, (token) => ctx.account.addresses.add(token, input)),
    updateAddress: (_p, { id, input }, ctx) => signedIn(ctx, (token) => ctx.account.addresses.update(token, id, input)),
    deleteAddress: (_p, { id }, ctx) => signedIn(ctx, (token) => ctx.account.addresses.remove(token, id)),
    addPatient: (_p, { name, age }, ctx) => signedIn(ctx, (token) => ctx.account.patients.add(token, name, age)),
    updatePatient: (_p, { id, name, age }, ctx) => signedIn(ctx, (token) => ctx.account.patients.update(token, id, name, age)),
    deletePatient: (_p, { id }, ctx) => signedIn(ctx, (token) => ctx.account.patients.remove(token, id)),
  },
};
