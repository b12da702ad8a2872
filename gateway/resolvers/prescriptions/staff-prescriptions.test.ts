import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { FILES } from '../../../test-utils/account-fixtures.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';
import { createFranchise, createShopCustomer, createStaffUser, delegatedToken, registerWithShop, staffOwnToken } from '../../../test-utils/staff.ts';
import { serveAccountFile } from '../../files.ts';

/**
 * Staff reading a customer's prescriptions (issue 16, the decoding pages): with the delegated token of a
 * staff user who may act for the customer, the `prescriptions` query and the private file route serve the
 * customer's files, and nobody else's. Uploads for the customer keep the customer's rules.
 */
const t = setupAccountGateway();
let acting: string;
let adminActing: string;
let intruder: string;
let staffOwn: string;
let path = '';
let id = '';

const UPLOAD = 'mutation($file: File!) { uploadPrescription(file: $file) { id path mimeType size } }';
const LIST = '{ prescriptions { id path mimeType } }';
/** GET /account/files/{id} through the gateway's file route, as the storefront serves it, with a token as the page sends it. */
const readFile = (filePath: string, token: string | null, how: 'header' | 'query' = 'header') =>
  serveAccountFile(
    new Request(`http://storefront.test${filePath}${how === 'query' && token ? `?token=${encodeURIComponent(token)}` : ''}`, {
      headers: how === 'header' && token ? { authorization: `Bearer ${token}` } : {},
    }),
    t.up.url,
  );

beforeAll(async () => {
  const [ownShop, otherShop] = [await createFranchise(t.up.db), await createFranchise(t.up.db)];
  await registerWithShop(t.up.db, t.me.id, ownShop.shop.id);
  await registerWithShop(t.up.db, t.other.id, otherShop.shop.id);
  acting = await delegatedToken(t.up.db, t.me.id, ownShop.staff);
  adminActing = await delegatedToken(t.up.db, t.me.id, await createStaffUser(t.up.db, { role: 'admin' }));
  // Another shop's franchise, acting for its own customer.
  intruder = await delegatedToken(t.up.db, t.other.id, otherShop.staff);
  staffOwn = await staffOwnToken(t.up.db, ownShop.staff);
  // The acting staff user uploads a PDF for the customer.
  const uploaded = await t.gqlUpload(UPLOAD, {}, 'file', new File([new Uint8Array(FILES.pdf)], 'scan.pdf', { type: 'application/pdf' }), acting);
  expect(uploaded.errors).toBeUndefined();
  ({ id, path } = uploaded.data.uploadPrescription);
});

describe('a customer’s prescriptions, read by staff acting for them', () => {
  it('lists the customer’s prescriptions to the acting staff user and to the customer, and to nobody else', async () => {
    const expected = [{ id, path, mimeType: 'application/pdf' }];
    expect((await t.gql(LIST, {}, acting)).data.prescriptions).toEqual(expected);
    expect((await t.gql(LIST, {}, adminActing)).data.prescriptions).toEqual(expected);
    expect((await t.gql(LIST, {}, t.me.token)).data.prescriptions).toEqual(expected);
    expect((await t.gql(LIST, {}, intruder)).data.prescriptions).toEqual([]);
    expect((await t.gql(LIST, {}, t.other.token)).data.prescriptions).toEqual([]);
    expect((await t.gql(LIST, {}, staffOwn)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('serves the file to the acting staff user (header or ?token=) with its stored type, never cached', async () => {
    for (const [token, how] of [
      [acting, 'header'],
      [acting, 'query'],
      [adminActing, 'header'],
      [t.me.token, 'header'],
    ] as const) {
      const response = await readFile(path, token, how);
      expect(response.status, how).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer()).equals(FILES.pdf)).toBe(true);
    }
  });

  // A token that may read files but not this one is told it does not exist; a token that is no session
  // (tampered, or a customer no longer the shop's) is 401, so the page asks for a new one; a staff user's
  // own token is not a customer's (403).
  it.each([
    ['another shop’s staff acting for their own customer', () => intruder, 404],
    ['another customer', () => t.other.token, 404],
    ['no token', () => null, 404],
    ['a staff user’s own token', () => staffOwn, 403],
    ['a tampered token', () => `${acting.slice(0, -4)}AAAA`, 401],
  ])('does not serve it to %s (%i, nothing of the file)', async (_who, token, status) => {
    const response = await readFile(path, token());
    expect(response.status).toBe(status);
    expect(Buffer.from(await response.arrayBuffer()).includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('keeps the customer’s upload rules for staff: the type by the first bytes, 5 MB, and the file is the customer’s', async () => {
    const disguised = await t.gqlUpload(UPLOAD, {}, 'file', new File([new Uint8Array(FILES.html)], 'rx.pdf', { type: 'application/pdf' }), acting);
    expect(disguised.errors?.[0]).toMatchObject({ message: M.uploadType, extensions: { code: 'BAD_USER_INPUT' } });
    const big = await t.gqlUpload(UPLOAD, {}, 'file', new File([new Uint8Array(FILES.png), new Uint8Array(5 * 1024 * 1024)], 'big.png'), acting);
    expect(big.errors?.[0]).toMatchObject({ message: M.uploadTooLarge, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.gql(LIST, {}, acting)).data.prescriptions.map((p: { id: string }) => p.id)).toEqual([id]);
    const row = await t.up.db.selectFrom('uploads').select(['user_id', 'kind']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: t.me.id, kind: 'prescription' });
    const audit = await t.up.db.selectFrom('audit_events').select(['action', 'target_id']).where('customer_id', '=', t.me.id).execute();
    expect(audit).toEqual([{ action: 'prescription.upload', target_id: id }]);
  });

  it('stops serving a shop’s staff once the customer is no longer theirs', async () => {
    const shop = await createFranchise(t.up.db);
    const customer = await createShopCustomer(t.up.db, shop.shop.id);
    const token = await delegatedToken(t.up.db, customer.id, shop.staff);
    const up = await t.gqlUpload(UPLOAD, {}, 'file', new File([new Uint8Array(FILES.jpeg)], 'rx.jpg'), token);
    expect((await readFile(up.data.uploadPrescription.path, token)).status).toBe(200);
    await registerWithShop(t.up.db, customer.id, (await createFranchise(t.up.db)).shop.id);
    const refused = await readFile(up.data.uploadPrescription.path, token);
    expect(refused.status).toBe(401);
    expect(Buffer.from(await refused.arrayBuffer()).includes(FILES.jpeg.subarray(0, 4))).toBe(false);
    expect((await t.gql(LIST, {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
