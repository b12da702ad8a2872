import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { NOTIFY_ME_MESSAGES } from '../../../domain/notify-me-messages.ts';
import { STAFF_MESSAGES } from '../../../domain/staff-messages.ts';
import { addressInput, cartWith, FILES, formWith, sellableSku, setStock } from '../../../test-utils/account-fixtures.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';
import { api } from '../../../test-utils/account-upstream.ts';
import { createFranchise, createStaffUser, delegatedToken, registerWithShop, staffOwnToken } from '../../../test-utils/staff.ts';
import { serveAccountFile } from '../../files.ts';

/**
 * Issue 15's security sweep through GraphQL (upstream/ownership.test.ts holds the same against the
 * upstream directly): a franchise acting for its own customer reaches for every resource of another
 * shop's customer by its id, and is told it does not exist, changing nothing. One row per resource:
 * a new resource joins the table.
 */
const t = setupAccountGateway();
/** Another shop's franchise, acting for its own customer (`t.other`). */
let intruder: string;
/** A staff user's own token (not acting for anyone). */
let staffOwn: string;
const ids = {
  address: '',
  patient: '',
  order: '',
  ticket: '',
  notification: '',
  cart: '',
  estimation: '',
  prescription: '',
  prescriptionPath: '',
  notifyMe: '',
};
let estimatedSku = '';

beforeAll(async () => {
  const [ownShop, otherShop] = [await createFranchise(t.up.db), await createFranchise(t.up.db)];
  await registerWithShop(t.up.db, t.me.id, ownShop.shop.id);
  await registerWithShop(t.up.db, t.other.id, otherShop.shop.id);
  intruder = await delegatedToken(t.up.db, t.other.id, otherShop.staff);
  staffOwn = await staffOwnToken(t.up.db, otherShop.staff);
  const mine = (path: string, body?: unknown) => api(t.up.url, path, { token: t.me.token, body });
  ids.address = (await mine('/api/account/addresses', addressInput())).body.result.id;
  ids.patient = (await mine('/api/account/patients', { name: 'Ravi Das', age: 40 })).body.result.id;
  const item = await sellableSku(t.up.db, false);
  const orderCart = await cartWith(t.up.db, [{ sku: item.sku, qty: 1 }]);
  ids.order = (await mine('/api/account/orders', { clientOrderId: 'sweep-order-1', cartId: orderCart, addressId: ids.address })).body.result.id;
  ids.ticket = (await mine('/api/account/tickets', { issueType: 'OTHER', subject: 'Help', body: 'Please call me' })).body.result.id;
  ids.notification = (await mine('/api/account/notifications')).body.result[0].id;
  // A notify-me wish (issue 20) for a product out of stock.
  const awaited = await sellableSku(t.up.db, false, 5, [item.sku]);
  await setStock(t.up.db, awaited.sku, 0);
  ids.notifyMe = (await mine('/api/account/notify-me', { sku: awaited.sku })).body.result.wish.id;
  const rx = (await mine('/api/account/prescriptions', formWith(FILES.png, 'rx.png'))).body.result;
  ids.prescription = rx.id;
  ids.prescriptionPath = `/account/files/${rx.id}`;
  // The owner's own shop made them an estimation (its one audit row).
  const ownActing = await delegatedToken(t.up.db, t.me.id, ownShop.staff);
  estimatedSku = item.sku;
  ids.estimation = (
    await api(t.up.url, '/api/account/estimations', { token: ownActing, body: { lines: [{ sku: item.sku, qty: 1 }] } })
  ).body.result.estimate_id;
  const created = await api(t.up.url, '/api/cart/create', { token: t.me.token, body: {} });
  ids.cart = created.body.result;
  expect(Object.values(ids).every((id) => typeof id === 'string' && id.length >= 16)).toBe(true);
  expect(rx.path).toBe(`/api${ids.prescriptionPath}`);
});

const notFound = (message: string) => ({ errors: [{ code: 'NOT_FOUND', message }] });
const ORDER = notFound(M.orderIdMismatch);

const ESTIMATION = notFound(STAFF_MESSAGES.estimationNotFound);

const ROWS: [resource: string, query: string, variables: () => Record<string, unknown>, expected: object][] = [
  ['an order', 'query($id: ID!) { order(id: $id) { id } }', () => ({ id: ids.order }), ORDER],
  ['cancelling an order', 'mutation($id: ID!) { cancelOrder(id: $id, reason: NOT_NEEDED) { id } }', () => ({ id: ids.order }), ORDER],
  [
    'returning an order',
    'mutation($id: ID!) { returnOrder(id: $id, items: [{ sku: "X", qty: 1 }], reason: "Damaged") { id } }',
    () => ({ id: ids.order }),
    ORDER,
  ],
  ['rating an order', 'mutation($id: ID!) { rateOrder(id: $id, rating: { stars: 5, reasons: ["Well packed"] }) { id } }', () => ({ id: ids.order }), ORDER],
  [
    'changing an address',
    'mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { id } }',
    () => ({ id: ids.address, input: addressInput({ name: 'Thief' }) }),
    notFound(M.addressNotFound),
  ],
  ['deleting an address', 'mutation($id: ID!) { deleteAddress(id: $id) }', () => ({ id: ids.address }), notFound(M.addressNotFound)],
  [
    'changing a patient',
    'mutation($id: ID!) { updatePatient(id: $id, name: "Other Name", age: 3) { id } }',
    () => ({ id: ids.patient }),
    notFound(M.patientNotFound),
  ],
  ['deleting a patient', 'mutation($id: ID!) { deletePatient(id: $id) }', () => ({ id: ids.patient }), notFound(M.patientNotFound)],
  ['a ticket', 'query($id: ID!) { ticket(id: $id) { id } }', () => ({ id: ids.ticket }), notFound(M.ticketNotFound)],
  ['commenting on a ticket', 'mutation($id: ID!) { addTicketComment(id: $id, body: "hello") { id } }', () => ({ id: ids.ticket }), notFound(M.ticketNotFound)],
  [
    'marking a notification read',
    'mutation($id: ID!) { markNotificationRead(id: $id) { id } }',
    () => ({ id: ids.notification }),
    notFound(M.notificationNotFound),
  ],
  ['stopping a notify-me wish', 'mutation($id: ID!) { stopNotifyMe(id: $id) }', () => ({ id: ids.notifyMe }), notFound(NOTIFY_ME_MESSAGES.notFound)],
  // Approving an order waiting for a prescription is an admin's own operation: a delegated token never reaches it.
  [
    'approving an order with their prescription',
    'mutation($id: ID!, $rx: ID!) { approvePrescriptionOrder(orderId: $id, prescriptionId: $rx) { id } }',
    () => ({ id: ids.order, rx: ids.prescription }),
    { errors: [{ code: 'FORBIDDEN', message: STAFF_MESSAGES.notAuthorized }] },
  ],
  // Job applications and their CVs (issue 20) are an admin's own: a delegated token never reaches them.
  ['the job applications', '{ jobApplications { total } }', () => ({}), { errors: [{ code: 'FORBIDDEN', message: STAFF_MESSAGES.notAuthorized }] }],
  // A cart that is not the caller's reads as no cart at all (the client then makes its own).
  ['a cart', 'query($id: ID!) { cart(cartId: $id) { id } }', () => ({ id: ids.cart }), { data: { cart: null } }],
  [
    'adding to a cart',
    'mutation($id: ID!, $sku: String!) { cartAddItem(cartId: $id, sku: $sku, qty: 1) { id } }',
    () => ({ id: ids.cart, sku: 'MED000001' }),
    { errors: [{ code: 'CART_NOT_FOUND', message: 'Cart not found' }] },
  ],
  ['an estimation', 'query($id: ID!) { estimation(estimateId: $id) { estimateId } }', () => ({ id: ids.estimation }), ESTIMATION],
  [
    'changing an estimation',
    'mutation($id: ID!, $sku: String!) { updateEstimation(estimateId: $id, lines: [{ sku: $sku, qty: 5 }]) { estimateId } }',
    () => ({ id: ids.estimation, sku: estimatedSku }),
    ESTIMATION,
  ],
  ['re-estimating an estimation', 'mutation($id: ID!) { reEstimate(estimateId: $id) { estimateId } }', () => ({ id: ids.estimation }), ESTIMATION],
  ['sharing an estimation', 'mutation($id: ID!) { shareEstimation(estimateId: $id) { expiresAt } }', () => ({ id: ids.estimation }), ESTIMATION],
  [
    'ordering an estimation',
    'mutation($id: ID!) { orderEstimation(estimateId: $id, confirmPartial: true) { skipped } }',
    () => ({ id: ids.estimation }),
    ESTIMATION,
  ],
  [
    'submitting a decoded prescription into an estimation',
    'mutation($id: ID!, $sku: String!) { submitPrescriptionDecoding(estimateId: $id, lines: [{ sku: $sku, qty: 1 }], toCart: true) { estimateId } }',
    () => ({ id: ids.estimation, sku: estimatedSku }),
    ESTIMATION,
  ],
  [
    'decoding a prescription',
    'mutation($id: ID!) { startPrescriptionDecoding(prescriptionId: $id) { estimateId } }',
    () => ({ id: ids.prescription }),
    notFound(M.prescriptionNotFound),
  ],
];

describe("another shop's customer, through GraphQL", () => {
  it.each(ROWS)('%s of theirs is not found, and nothing changes', async (_resource, query, variables, expected) => {
    const reply = await t.gql(query, variables(), intruder);
    const seen = reply.errors ? { errors: reply.errors.map((e) => ({ code: e.extensions?.code, message: e.message })) } : { data: reply.data };
    expect(seen).toEqual(expected);
  });

  it('never lists nor serves a prescription of theirs (the file route by its path, header or ?token=)', async () => {
    expect((await t.gql('{ prescriptions { id } }', {}, intruder)).data.prescriptions).toEqual([]);
    for (const url of [
      `http://storefront.test${ids.prescriptionPath}?token=${encodeURIComponent(intruder)}`,
      `http://storefront.test${ids.prescriptionPath}`,
    ]) {
      const response = await serveAccountFile(new Request(url, { headers: url.includes('?') ? {} : { authorization: `Bearer ${intruder}` } }), t.up.url);
      expect(response.status).toBe(404);
      expect(Buffer.from(await response.arrayBuffer()).includes(FILES.png.subarray(0, 8))).toBe(false);
    }
  });

  it('leaves every record of the owner as it was', async () => {
    const mine = (path: string) => api(t.up.url, path, { token: t.me.token });
    expect((await mine(`/api/account/orders/${ids.order}`)).body.result.status).toBe('PLACED');
    expect((await mine('/api/account/addresses')).body.result.map((a: { id: string; name: string }) => [a.id, a.name])).toEqual([[ids.address, 'Anita Das']]);
    expect((await mine('/api/account/patients')).body.result).toEqual([{ id: ids.patient, name: 'Ravi Das', age: 40 }]);
    expect((await mine(`/api/account/tickets/${ids.ticket}`)).body.result.comments).toHaveLength(1);
    expect((await mine('/api/account/notifications')).body.result.find((n: { id: string }) => n.id === ids.notification).read).toBe(false);
    expect((await mine('/api/account/notify-me')).body.result.map((w: { id: string }) => w.id)).toEqual([ids.notifyMe]);
    const lines = await t.up.db.selectFrom('cart_items').select('sku').where('cart_token', '=', ids.cart).execute();
    expect(lines).toEqual([]);
    const audit = await t.up.db.selectFrom('audit_events').select('action').where('customer_id', '=', t.me.id).execute();
    expect(audit).toEqual([{ action: 'estimation.create' }]);
    const estimation = await t.up.db
      .selectFrom('estimations')
      .select(['id', 'status', 'shared_until'])
      .where('estimate_id', '=', ids.estimation)
      .executeTakeFirstOrThrow();
    expect(estimation).toMatchObject({ status: 'CREATED', shared_until: null });
    expect(await t.up.db.selectFrom('estimation_items').select('qty').where('estimation_id', '=', estimation.id).execute()).toEqual([{ qty: 1 }]);
    expect(await t.up.db.selectFrom('estimations').select('id').where('prescription_id', '=', ids.prescription).execute()).toEqual([]);
  });

  it('never lets a staff user’s own token reach the customer operations, nor a customer’s token the staff ones', async () => {
    expect((await t.gql('{ me { id } }', {}, staffOwn)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql('query($id: ID!) { order(id: $id) { id } }', { id: ids.order }, staffOwn)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Nor an editor's own token (issue 18): they act for nobody.
    const editorOwn = await staffOwnToken(t.up.db, await createStaffUser(t.up.db, { role: 'editor' }));
    for (const [query, variables] of [
      ['{ me { id } }', {}],
      ['query($id: ID!) { order(id: $id) { id } }', { id: ids.order }],
      ['{ staffCustomers(query: "test") { total } }', {}],
      ['mutation($id: String!) { actForCustomer(cusSid: $id) { accessToken } }', { id: 'x' }],
    ] as const)
      expect((await t.gql(query, variables, editorOwn)).errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    for (const query of [
      '{ staffMe { role } }',
      '{ staffCustomers(query: "test") { total } }',
      '{ auditTrail { total } }',
      '{ searchMisses { total } }',
      '{ estimations { total } }',
      '{ previousEstimation { estimateId } }',
      'mutation { createEstimationFromCart { estimateId } }',
      // Issue 16: a product's cheaper alternatives are a staff tool (own or delegated token), never a customer's.
      '{ productAlternatives(sku: "MED000001") { composition } }',
      // Issue 17: migration and retention calls are advisers' and admins' (gateway/resolvers/retention/retention.test.ts sweeps advisers).
      '{ retentionCalls { total } }',
      '{ retentionSummary { total { pending } } }',
      // Issue 18: the editor's desk is editors' and admins' (gateway/resolvers/cms/cms.test.ts sweeps every role and operation).
      '{ cmsEntries { total } }',
      '{ cmsCounts { pages } }',
      'mutation { cmsPreviewToken(kind: PAGE, identifier: "refund") }',
      'mutation { deleteHomeBlock(id: "any-block", baseRevision: 1) }',
      // Issue 20: job applications are admins' (gateway/resolvers/jobs/jobs.test.ts sweeps every role).
      '{ jobApplications { total } }',
    ]) {
      expect((await t.gql(query, {}, t.me.token)).errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
  });
});
