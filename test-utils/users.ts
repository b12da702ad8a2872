import { randomBytes } from 'node:crypto';
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
  const { id } = await db
    .insertInto('users')
    .values({
      cus_sid: randomBytes(8).toString('hex'),
      mobile,
      name: 'Test Customer',
      role: 'customer',
      wallet_enabled: options.walletEnabled ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await tokenService(await authSecret(db), options.now).issueAccess({ userId: id, role: 'customer', authTime: nowSeconds(options.now) });
  return { id, mobile, token };
}

/** A fresh access token for a user, on the given clock (after a test moved the upstream's clock). */
export async function tokenFor(db: Db, userId: number, now?: () => Date): Promise<string> {
  return (await tokenService(await authSecret(db), now).issueAccess({ userId, role: 'customer', authTime: nowSeconds(now) })).token;
}

const nowSeconds = (now?: () => Date) => Math.floor((now ? now() : new Date()).getTime() / 1000);
