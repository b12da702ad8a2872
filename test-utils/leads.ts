import { randomBytes } from 'node:crypto';
import { type AccountUpstream, type ApiReply, api } from './account-upstream.ts';
import { createShop, createStaffUser, staffOwnToken, type TestShop, type TestStaff } from './staff.ts';

/** Fixtures of the lead tests: a shop with its owner and assistant, and leads as a phone sends them. */

let serial = 0;
/** A mobile number no test customer (9…, 7…) or staff user (8…) has. */
export function leadMobile(): string {
  serial += 1;
  return `6${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(6, '0')}`;
}

/** A client-made lead id, as a phone makes one. */
export const newClientId = () => `lead-${randomBytes(9).toString('base64url')}`;

/** A lead as addLead sends it, made now on the upstream's clock. */
export function leadInput(up: AccountUpstream, overrides: Record<string, unknown> = {}) {
  return { clientId: newClientId(), clientUpdatedAt: up.now().toISOString(), name: 'Sunita Roy', mobile: leadMobile(), source: 'DOOR_TO_DOOR', ...overrides };
}

export interface LeadShop {
  shop: TestShop;
  owner: TestStaff;
  assistant: TestStaff;
}

export async function createLeadShop(up: AccountUpstream): Promise<LeadShop> {
  const shop = await createShop(up.db);
  return {
    shop,
    owner: await createStaffUser(up.db, { role: 'franchise', franchiseId: shop.id }),
    assistant: await createStaffUser(up.db, { role: 'assistant', franchiseId: shop.id }),
  };
}

/** Calls as a staff user with their own token, signed in now on the upstream's clock. */
export async function staffCaller(up: AccountUpstream, staff: TestStaff) {
  const token = await staffOwnToken(up.db, staff, () => up.now());
  return (path: string, init: { method?: string; body?: unknown } = {}) => api(up.url, path, { token, ...init });
}

export function resultOf(reply: ApiReply) {
  if (reply.status !== 200) throw new Error(`expected 200, got ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.result;
}
