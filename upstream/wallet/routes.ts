import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { signedInRouter } from '../http/router.ts';
import { walletBalance, walletTransactions } from './repository.ts';
import { walletToWire } from './wire.ts';

/** The wallet (staff-tools.md §7 getuserWalletDetails): only for users with wallet_enabled; otherwise just { enabled: false }. */
export function walletRoutes(db: Db) {
  const app = signedInRouter();
  app.get('/', async (c) => {
    const user = c.get('user');
    if (!user.walletEnabled) return ok(c, { enabled: false });
    return ok(c, walletToWire(await walletBalance(db, user.id), await walletTransactions(db, user.id)));
  });
  return app;
}
