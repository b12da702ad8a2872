import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn } from '../guard.ts';

/** The customer's patients (an order may name one). */
export const patientResolvers: Resolvers = {
  Query: {
    patients: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.patients.list(token)),
  },
  Mutation: {
    addPatient: (_p, { name, age }, ctx) => signedIn(ctx, (token) => ctx.patients.add(token, name, age)),
    updatePatient: (_p, { id, name, age }, ctx) => signedIn(ctx, (token) => ctx.patients.update(token, id, name, age)),
    deletePatient: (_p, { id }, ctx) => signedIn(ctx, (token) => ctx.patients.remove(token, id)),
  },
};
