import { randomBytes } from 'node:crypto';
import type { Db } from '../upstream/db/open.ts';
import { authSecret, tokenService } from '../upstream/session/tokens.ts';
import type { StaffRole } from '../upstream/staff/acting.ts';
import { createCustomer, type TestCustomer } from './users.ts';

/**
 * Staff users and the tokens they act for a customer with, made directly in the database (as a staff
 * sign-in and the choice of a customer would make them).
 */

export interface TestShop {
  id: number;
  sid: string;
}

export interface TestStaff {
  id: number;
  role: StaffRole;
  /** The shop of a franchise owner or assistant; null for admins and advisers. */
  franchiseId: number | null;
  mobile: string;
}

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

/** A shop (franchises row), serving `pins` when given (franchise_pincodes: one shop a pin code). */
export async function createShop(db: Db, { pinCode = '700001', pins = [] }: { pinCode?: string; pins?: readonly string[] } = {}): Promise<TestShop> {
  const n = next();
  const sid = `shop-${process.pid}-${n}-${randomBytes(3).toString('hex')}`;
  const { id } = await db
    .insertInto('franchises')
    .values({ sid, name: `Test Shop ${n}`, address: `${n} Test Street, Kolkata`, pin_code: pinCode, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (pins.length > 0)
    await db
      .insertInto('franchise_pincodes')
      .values(pins.map((pin) => ({ pin, franchise_id: id })))
      .execute();
  return { id, sid };
}

/**
 * A staff user of `role`: franchise owners and assistants belong to `franchiseId` (required for them).
 * Mobile numbers (8…) and e-mails are unique per call and never a test customer's (9…, 7…).
 */
export async function createStaffUser(db: Db, { role, franchiseId = null }: { role: StaffRole; franchiseId?: number | null }): Promise<TestStaff> {
  if ((role === 'franchise' || role === 'assistant') && franchiseId === null) throw new Error(`a ${role} belongs to a shop: give franchiseId`);
  const n = next();
  const mobile = `8${String(process.pid % 10_000).padStart(4, '0')}${String(n).padStart(5, '0')}`;
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      cus_sid: randomBytes(8).toString('hex'),
      mobile,
      name: `Test ${role} ${n}`,
      email: `staff-${mobile}@example.test`,
      role,
      franchise_id: franchiseId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, role, franchiseId, mobile };
}

/** A shop and its franchise owner: the usual staff user acting for the shop's customers. */
export async function createFranchise(db: Db): Promise<{ shop: TestShop; staff: TestStaff }> {
  const shop = await createShop(db);
  return { shop, staff: await createStaffUser(db, { role: 'franchise', franchiseId: shop.id }) };
}

/** Makes `shopId` the shop that registered the customer (so its franchise owner and assistants may act for them). */
export async function registerWithShop(db: Db, customerId: number, shopId: number): Promise<void> {
  await db.updateTable('users').set({ registered_by_franchise_id: shopId }).where('id', '=', customerId).execute();
}

/** A customer registered by `shopId`, with their own token. */
export async function createShopCustomer(db: Db, shopId: number, options: Parameters<typeof createCustomer>[1] = {}): Promise<TestCustomer> {
  const customer = await createCustomer(db, options);
  await registerWithShop(db, customer.id, shopId);
  return customer;
}

/**
 * A delegated access token: `staff` acting for the customer `customerId`, signed in now on `now` (the
 * upstream's clock: a franchise or assistant session ends 3 hours after it).
 */
export async function delegatedToken(db: Db, customerId: number, staff: Pick<TestStaff, 'id' | 'role'>, now: () => Date = () => new Date()): Promise<string> {
  const { token } = await tokenService(await authSecret(db), now).issueAccess({
    userId: customerId,
    role: 'customer',
    authTime: Math.floor(now().getTime() / 1000),
    actor: { userId: staff.id, role: staff.role },
  });
  return token;
}

/** A staff user's own access token (signed in now on `now`), for the staff services. */
export async function staffOwnToken(db: Db, staff: Pick<TestStaff, 'id' | 'role'>, now: () => Date = () => new Date()): Promise<string> {
  const { token } = await tokenService(await authSecret(db), now).issueAccess({
    userId: staff.id,
    role: staff.role,
    authTime: Math.floor(now().getTime() / 1000),
  });
  return token;
}
