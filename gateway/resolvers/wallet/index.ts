import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn } from '../guard.ts';

/** The customer's wallet; one that is not enabled reads as empty. */
export const walletResolvers: Resolvers = {
  Wallet: {
    balance: (w) => w.balancePaise,
  },
  WalletTransaction: {
    amount: (t) => t.amountPaise,
  },
  Query: {
    wallet: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.wallet.get(token)),
  },
};
