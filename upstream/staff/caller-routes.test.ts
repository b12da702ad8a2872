import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { api, setupAccountUpstream } from '../../test-utils/account-upstream.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { createFranchise, createShopCustomer, createStaffUser, delegatedToken, staffOwnToken } from '../../test-utils/staff.ts';
import { authSecret, tokenService } from '../session/tokens.ts';

const t = setupAccountUpstream();
const caller = (token: string | null) => api(t.up.url, '/api/staff/caller', { token });
const cusSidOf = async (id: number) => (await t.up.db.selectFrom('users').select('cus_sid').where('id', '=', id).executeTakeFirstOrThrow()).cus_sid;

describe('GET /api/staff/caller: a staff user with their own token or acting for a customer', () => {
  it.each(['franchise', 'assistant', 'admin', 'adviser'] as const)('a %s’s own token: the role, acting for nobody', async (role) => {
    const { shop } = await createFranchise(t.up.db);
    const staff = await createStaffUser(t.up.db, { role, franchiseId: role === 'franchise' || role === 'assistant' ? shop.id : null });
    const reply = await caller(await staffOwnToken(t.up.db, staff, t.up.now));
    expect(reply).toEqual({ status: 200, body: { code: 200, result: { role, acting_for: null } } });
  });

  it('a delegated token: the staff user’s role and the customer acted for', async () => {
    const { shop, staff } = await createFranchise(t.up.db);
    const customer = await createShopCustomer(t.up.db, shop.id);
    const reply = await caller(await delegatedToken(t.up.db, customer.id, staff, t.up.now));
    expect(reply).toEqual({ status: 200, body: { code: 200, result: { role: 'franchise', acting_for: await cusSidOf(customer.id) } } });
  });

  it('refuses a customer’s own token as not authorized', async () => {
    expect((await caller(t.me.token)).body).toEqual(refusal(403, STAFF_MESSAGES.notAuthorized));
  });

  it.each([
    ['no token', null],
    ['a token that is not one', 'not-a-token'],
  ])('refuses %s: the session is over', async (_case, token) => {
    expect((await caller(token)).body).toEqual(refusal(401, M.sessionTimeout));
  });

  it('refuses a delegated token for a customer of another shop (the franchise may not act for them)', async () => {
    const { staff } = await createFranchise(t.up.db);
    const { shop: otherShop } = await createFranchise(t.up.db);
    const stranger = await createShopCustomer(t.up.db, otherShop.id);
    expect((await caller(await delegatedToken(t.up.db, stranger.id, staff, t.up.now))).body).toEqual(refusal(401, M.sessionTimeout));
  });

  it('refuses a blocked staff user, with their own token or acting', async () => {
    const { shop, staff } = await createFranchise(t.up.db);
    const customer = await createShopCustomer(t.up.db, shop.id);
    const own = await staffOwnToken(t.up.db, staff, t.up.now);
    const acting = await delegatedToken(t.up.db, customer.id, staff, t.up.now);
    await t.up.db.updateTable('users').set({ blocked: 1 }).where('id', '=', staff.id).execute();
    expect((await caller(own)).body).toEqual(refusal(403, M.userBlocked));
    expect((await caller(acting)).body).toEqual(refusal(403, M.userBlocked));
  });

  it('refuses a franchise session past its 3 hours, own or delegated, even with an access token still fresh', async () => {
    const { shop, staff } = await createFranchise(t.up.db);
    const customer = await createShopCustomer(t.up.db, shop.id);
    const tokens = tokenService(await authSecret(t.up.db), t.up.now);
    const signedIn = (secondsAgo: number) => Math.floor(t.up.now().getTime() / 1000) - secondsAgo;
    const issue = async (authTime: number, acting: boolean) =>
      (
        await tokens.issueAccess(
          acting
            ? { userId: customer.id, role: 'customer', authTime, actor: { userId: staff.id, role: 'franchise' } }
            : { userId: staff.id, role: 'franchise', authTime },
        )
      ).token;
    expect((await caller(await issue(signedIn(3 * 3600 - 60), false))).status).toBe(200);
    expect((await caller(await issue(signedIn(3 * 3600 - 60), true))).status).toBe(200);
    expect((await caller(await issue(signedIn(3 * 3600 + 60), false))).body).toEqual(refusal(401, M.sessionTimeout));
    expect((await caller(await issue(signedIn(3 * 3600 + 60), true))).body).toEqual(refusal(401, M.sessionTimeout));
  });
});
