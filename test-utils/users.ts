import { randomBytes } from 'node:crypto';
import { legacy } from '../upstream/db/database.ts';
import type { Db } from '../upstream/db/open.ts';
import { authSecret, tokenService } from '../upstream/session/tokens.ts';

export interface TestCustomer {
  id: number;
  mobile: string;
  token: string;
}

let serial = 0;

/**
 * Inserts a customer into the users table and returns an access token for them, as the OTP sign-in
 * would (the sign-in itself lives on the session branch). Mobile numbers are unique per call.
 */
export async function createCustomer(db: Db, options: { walletEnabled?: boolean; now?: () => Date } = {}): Promise<TestCustomer> {
  serial += 1;
  const mobile = `9${String(process.pid % 10_000).padStart(4, '0')}${String(serial).padStart(5, '0')}`;
  const at = new Date().toISOString();
  const { lastInsertRowid } = legacy(db)
    .prepare('INSERT INTO users (cus_sid, mobile, name, role, wallet_enabled, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(randomBytes(8).toString('hex'), mobile, 'Test Customer', 'customer', options.walletEnabled ? 1 : 0, at, at);
  const id = Number(lastInsertRowid);
  const { token } = await tokenService(authSecret(db), options.now).issueAccess({ userId: id, role: 'customer' });
  return { id, mobile, token };
}

/** A fresh access token for a user, on the given clock (after a test moved the upstream's clock). */
export async function tokenFor(db: Db, userId: number, now?: () => Date): Promise<string> {
  return (await tokenService(authSecret(db), now).issueAccess({ userId, role: 'customer' })).token;
}
