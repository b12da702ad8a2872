import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../domain/account-messages.ts';
import { NOTIFY_ME_MESSAGES } from '../domain/notify-me-messages.ts';
import { STAFF_MESSAGES } from '../domain/staff-messages.ts';
import { addressInput, cartWith, FILES, formWith, sellableSku, setStock } from '../test-utils/account-fixtures.ts';
import { type AccountUpstream, api, startAccountUpstream } from '../test-utils/account-upstream.ts';
import { pdfBytes } from '../test-utils/cv-files.ts';
import { refusal } from '../test-utils/refusal.ts';
import { createFranchise, delegatedToken, registerWithShop } from '../test-utils/staff.ts';
import { createCustomer, type TestCustomer } from '../test-utils/users.ts';

let up: AccountUpstream;
let owner: TestCustomer;
let other: TestCustomer;
/** A franchise owner of another shop acting for `other`, that shop's customer (issue 15's security sweep). */
let otherShopActing: string;
const ids = { address: '', patient: '', order: '', prescription: '', ticket: '', notification: '', application: '', notifyMe: '' };

beforeAll(async () => {
  up = await startAccountUpstream();
  owner = await createCustomer(up.db);
  other = await createCustomer(up.db);
  const [ownShop, otherShop] = [await createFranchise(up.db), await createFranchise(up.db)];
  await registerWithShop(up.db, owner.id, ownShop.shop.id);
  await registerWithShop(up.db, other.id, otherShop.shop.id);
  otherShopActing = await delegatedToken(up.db, other.id, otherShop.staff);
  const call = (path: string, body?: unknown) => api(up.url, path, { token: owner.token, body });
  ids.address = (await call('/api/account/addresses', addressInput())).body.result.id;
  ids.patient = (await call('/api/account/patients', { name: 'Ravi Das', age: 40 })).body.result.id;
  const item = await sellableSku(up.db, false);
  const cartId = await cartWith(up.db, [{ sku: item.sku, qty: 1 }]);
  ids.order = (await call('/api/account/orders', { clientOrderId: 'access-order-1', cartId, addressId: ids.address })).body.result.id;
  ids.prescription = (await call('/api/account/prescriptions', formWith(FILES.png, 'rx.png'))).body.result.id;
  ids.ticket = (await call('/api/account/tickets', { issueType: 'OTHER', subject: 'Help', body: 'Please call me' })).body.result.id;
  ids.notification = (await call('/api/account/notifications')).body.result[0].id;
  // A notify-me wish (issue 20) for a product out of stock.
  const awaited = await sellableSku(up.db, false, 5, [item.sku]);
  await setStock(up.db, awaited.sku, 0);
  ids.notifyMe = (await call('/api/account/notify-me', { sku: awaited.sku })).body.result.wish.id;
  // A job application (issue 20), to an opening written here (the demo openings come with DEV_TOOLS only).
  await up.db
    .insertInto('job_openings')
    .values({
      sid: 'opening-sweep-0001',
      locale: 'en-US',
      title: 'Pharmacist',
      location: 'WB',
      description: 'At our Kolkata shop',
      created_at: new Date().toISOString(),
    })
    .execute();
  const application = new FormData();
  for (const [key, value] of Object.entries({ openingId: 'opening-sweep-0001', name: 'Sima Roy', mobile: '9830012345' })) application.append(key, value);
  application.append('cv', new File([new Uint8Array(pdfBytes())], 'cv.pdf'));
  ids.application = (await (await fetch(`${up.url}/api/jobs/applications`, { method: 'POST', body: application })).json()).result.id;
  expect(Object.values(ids).every((id) => typeof id === 'string' && id.length >= 16)).toBe(true);
});
afterAll(() => up.close());

const ROUTES: [string, string][] = [
  ['GET', '/api/account/addresses'],
  ['POST', '/api/account/addresses'],
  ['PUT', '/api/account/addresses/x'],
  ['DELETE', '/api/account/addresses/x'],
  ['GET', '/api/account/patients'],
  ['POST', '/api/account/patients'],
  ['PUT', '/api/account/patients/x'],
  ['DELETE', '/api/account/patients/x'],
  ['GET', '/api/account/orders'],
  ['POST', '/api/account/orders'],
  ['GET', '/api/account/orders/x'],
  ['GET', '/api/account/orders/x/timeline'],
  ['GET', '/api/account/orders/numbers?ids=x'],
  ['POST', '/api/account/orders/x/cancel'],
  ['POST', '/api/account/orders/x/return'],
  ['POST', '/api/account/orders/x/rating'],
  ['GET', '/api/account/buy-again'],
  ['GET', '/api/account/prescriptions'],
  ['POST', '/api/account/prescriptions'],
  ['GET', '/api/account/files/x'],
  ['GET', '/api/account/tickets'],
  ['POST', '/api/account/tickets'],
  ['GET', '/api/account/tickets/x'],
  ['POST', '/api/account/tickets/x/comments'],
  ['POST', '/api/account/tickets/x/files'],
  ['GET', '/api/account/notifications'],
  ['POST', '/api/account/notifications/x/read'],
  ['GET', '/api/account/wallet'],
  ['GET', '/api/account/notify-me'],
  ['POST', '/api/account/notify-me'],
  ['DELETE', '/api/account/notify-me/x'],
  // Issue 20: job applications and their CVs are admins' only.
  ['GET', '/api/staff/job-applications'],
  ['GET', '/api/staff/job-applications/x/cv'],
];

describe.each(ROUTES)('%s %s', (method, path) => {
  it.each([
    ['no token', null],
    ['a bad token', 'not-a-token'],
    ['a token signed elsewhere', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicm9sZSI6ImN1c3RvbWVyIn0.c2lnbmF0dXJl'],
  ])('answers 401 with %s', async (_label, token) => {
    const reply = await api(up.url, path, { method, token, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(refusal(401, M.sessionTimeout));
  });
});

/**
 * One row per way in: another customer, and a franchise of another shop acting for its own customer
 * with a delegated token. New resources join the tests below, so both rows cover them.
 */
const INTRUDERS: [string, () => string][] = [
  ['another customer', () => other.token],
  ['another shop acting for its own customer', () => otherShopActing],
];

describe.each(INTRUDERS)("%s: the owner's ids are not found and change nothing", (_label, intruderToken) => {
  const as = (path: string, init: { method?: string; body?: unknown } = {}) => api(up.url, path, { token: intruderToken(), ...init });
  const mine = (path: string) => api(up.url, path, { token: owner.token });

  it('orders: detail, timeline, cancel, return and rating answer OrderId Mismatch', async () => {
    for (const [method, path, body] of [
      ['GET', `/api/account/orders/${ids.order}`, undefined],
      ['GET', `/api/account/orders/${ids.order}/timeline`, undefined],
      ['POST', `/api/account/orders/${ids.order}/cancel`, { reason: 'NOT_NEEDED' }],
      ['POST', `/api/account/orders/${ids.order}/return`, { items: [{ sku: 'X', qty: 1 }], reason: 'Damaged' }],
      ['POST', `/api/account/orders/${ids.order}/rating`, { stars: 5, reasons: ['Well packed'] }],
    ] as const) {
      expect(await as(path, { method, body }), `${method} ${path}`).toEqual({ status: 404, body: refusal(404, M.orderIdMismatch) });
    }
    expect((await mine(`/api/account/orders/${ids.order}`)).body.result.status).toBe('PLACED');
    expect((await as('/api/account/orders')).body.result).toEqual([]);
    // The numbers the activity names orders by: the owner's order is none of the intruder's.
    expect((await as(`/api/account/orders/numbers?ids=${ids.order}`)).body.result).toEqual([]);
    expect((await mine(`/api/account/orders/numbers?ids=${ids.order}`)).body.result).toEqual([{ id: ids.order, number: expect.stringMatching(/^PB\d+$/) }]);
  });

  it('addresses: update and delete are not found; the owner still has the address unchanged', async () => {
    expect((await as(`/api/account/addresses/${ids.address}`, { method: 'PUT', body: addressInput({ name: 'Thief' }) })).body).toEqual(
      refusal(404, M.addressNotFound),
    );
    expect((await as(`/api/account/addresses/${ids.address}`, { method: 'DELETE' })).status).toBe(404);
    const list = (await mine('/api/account/addresses')).body.result;
    expect(list).toHaveLength(1);
    expect(list[0].name).toBe('Anita Das');
    // The intruder's own list (the other customer may have addresses of their own from the row before).
    expect((await as('/api/account/addresses')).body.result.map((a: { id: string }) => a.id)).not.toContain(ids.address);
  });

  it('patients: update and delete are not found and change nothing', async () => {
    expect((await as(`/api/account/patients/${ids.patient}`, { method: 'PUT', body: { name: 'Other Name', age: 3 } })).body).toEqual(
      refusal(404, M.patientNotFound),
    );
    expect((await as(`/api/account/patients/${ids.patient}`, { method: 'DELETE' })).status).toBe(404);
    expect((await mine('/api/account/patients')).body.result).toEqual([{ id: ids.patient, name: 'Ravi Das', age: 40 }]);
  });

  it('files and prescriptions: not found, never the bytes', async () => {
    const response = await fetch(`${up.url}/api/account/files/${ids.prescription}`, { headers: { 'x-access-token': intruderToken() } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(refusal(404, M.fileNotFound));
    expect((await as('/api/account/prescriptions')).body.result).toEqual([]);
    const own = await fetch(`${up.url}/api/account/files/${ids.prescription}`, { headers: { 'x-access-token': owner.token } });
    expect(own.status).toBe(200);
  });

  it('tickets: read, comment and attach are not found; no comment or file is added', async () => {
    expect((await as(`/api/account/tickets/${ids.ticket}`)).body).toEqual(refusal(404, M.ticketNotFound));
    expect((await as(`/api/account/tickets/${ids.ticket}/comments`, { body: { body: 'hello' } })).status).toBe(404);
    expect((await as(`/api/account/tickets/${ids.ticket}/files`, { body: formWith(FILES.png, 'x.png') })).status).toBe(404);
    const ticket = (await mine(`/api/account/tickets/${ids.ticket}`)).body.result;
    expect(ticket.comments).toHaveLength(1);
    expect(ticket.files).toHaveLength(0);
  });

  it('job applications and their CVs: not authorized, never the bytes (admins only)', async () => {
    expect((await as('/api/staff/job-applications')).body).toEqual(refusal(403, STAFF_MESSAGES.notAuthorized));
    const response = await fetch(`${up.url}/api/staff/job-applications/${ids.application}/cv`, { headers: { 'x-access-token': intruderToken() } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(refusal(403, STAFF_MESSAGES.notAuthorized));
  });

  it('notifications: marking read is not found and leaves it unread', async () => {
    expect((await as(`/api/account/notifications/${ids.notification}/read`, { method: 'POST' })).body).toEqual(refusal(404, M.notificationNotFound));
    const list = (await mine('/api/account/notifications')).body.result;
    expect(list.find((n: { id: string }) => n.id === ids.notification).read).toBe(false);
  });

  it('notify me (issue 20): stopping the owner’s wish is not found and leaves it; the list is the intruder’s own', async () => {
    expect(await as(`/api/account/notify-me/${ids.notifyMe}`, { method: 'DELETE' })).toEqual({ status: 404, body: refusal(404, NOTIFY_ME_MESSAGES.notFound) });
    expect((await as('/api/account/notify-me')).body.result).toEqual([]);
    expect((await mine('/api/account/notify-me')).body.result).toEqual([expect.objectContaining({ id: ids.notifyMe, notified_at: null })]);
  });

  it("placing an order with another customer's address or prescription, or a ticket or upload for their order, is not found", async () => {
    const item = await sellableSku(up.db, false);
    const cartId = await cartWith(up.db, [{ sku: item.sku, qty: 1 }]);
    const ownAddress = (await as('/api/account/addresses', { body: addressInput() })).body.result.id;
    expect((await as('/api/account/orders', { body: { clientOrderId: 'steal-address', cartId, addressId: ids.address } })).body).toEqual(
      refusal(404, M.addressNotFound),
    );
    const withRx = { clientOrderId: 'steal-rx-0001', cartId, addressId: ownAddress, prescriptionIds: [ids.prescription] };
    expect((await as('/api/account/orders', { body: withRx })).body).toEqual(refusal(404, M.prescriptionNotFound));
    expect((await as('/api/account/tickets', { body: { issueType: 'OTHER', subject: 'x', body: 'y', orderId: ids.order } })).body.result).toBe(
      M.orderIdMismatch,
    );
    expect((await as('/api/account/prescriptions', { body: formWith(FILES.png, 'rx.png', 'image/png', { orderId: ids.order }) })).body.result).toBe(
      M.orderIdMismatch,
    );
    expect((await as('/api/account/orders')).body.meta.total).toBe(0);
    const lines = await up.db
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cart_token', '=', cartId)
      .executeTakeFirst();
    expect(lines).toEqual({ n: 1 });
  });
});
