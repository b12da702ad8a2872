import { paiseToDecimal } from '../../domain/money.ts';
import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { signedInRouter } from '../http/router.ts';
import { walletBalance, walletTransactions } from './repository.ts';

/** The wallet (staff-tools.md §7 getuserWalletDetails): only for users with wallet_enabled; otherwise just { enabled: false }. */
export function walletRoutes(db: Db) {
  const app = signedInRouter();
  app.get('/', (c) => {
    const user = c.get('user');
    if (!user.walletEnabled) return ok(c, { enabled: false });
    return ok(c, {
      enabled: true,
      balance: paiseToDecimal(walletBalance(db, user.id)),
      transactions: walletTransactions(db, user.id).map((t) => ({ id: t.id, amount: paiseToDecimal(t.amount_paise), note: t.note, created_at: t.created_at })),
    });
  });
  return app;
}
