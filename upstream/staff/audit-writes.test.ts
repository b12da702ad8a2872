import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTER_REASONS } from '../../domain/order-rules.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { addressInput, cartWith, FILES, formWith, sellableSku } from '../../test-utils/account-fixtures.ts';
import { type AccountUpstream, type ApiReply, api, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { createFranchise, createShopCustomer, delegatedToken, type TestShop, type TestStaff } from '../../test-utils/staff.ts';
import { createCustomer, type TestCustomer } from '../../test-utils/users.ts';
import { notify } from '../notifications/repository.ts';
import type { AuditAction, AuditTarget } from './audit.ts';

/**
 * Every write a staff user makes for a customer with a delegated token leaves exactly one audit row
 * (who, their role and shop, for whom, what, on which record, from where), and the same write by the
 * customer themselves leaves none.
 */

let up: AccountUpstream;
let shop: TestShop;
let staff: TestStaff;
/** A product without a prescription, and one that needs one. */
let otc: string;
let rx: string;

beforeAll(async () => {
  up = await startAccountUpstream();
  ({ shop, staff } = await createFranchise(up.db));
  otc = (await sellableSku(up.db, false, 200)).sku;
  rx = (await sellableSku(up.db, true, 20)).sku;
});
afterAll(() => up.close());

type Call = (path: string, init?: { method?: string; body?: unknown }) => Promise<ApiReply>;
const callerOf =
  (token: string): Call =>
  (path, init = {}) =>
    api(up.url, path, { token, ...init });

/** The result of a reply that must have succeeded. */
function resultOf(reply: ApiReply) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result;
}

const auditRows = (customerId: number) => up.db.selectFrom('audit_events').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
const auditCount = async () =>
  Number(
    (
      await up.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let serial = 0;
const clientOrderId = () => `audit-order-${++serial}-${Date.now()}`;

/** What the writes below start from, made with the customer's own token (so with no audit row). */
const given = {
  address: async (own: Call) => resultOf(await own('/api/account/addresses', { body: addressInput() })).id as string,
  patient: async (own: Call) => resultOf(await own('/api/account/patients', { body: { name: 'Ravi Das', age: 40 } })).id as string,
  ticket: async (own: Call) =>
    resultOf(await own('/api/account/tickets', { body: { issueType: 'OTHER', subject: 'Help', body: 'Please call me' } })).id as string,
  /** The customer's own cart with one line. */
  cart: async (own: Call) => {
    const token = resultOf(await own('/api/cart/create', { body: {} })) as string;
    resultOf(await own(`/api/cart/add?cartId=${token}`, { body: { cartItem: { sku: otc, qty: 1 } } }));
    return token;
  },
  order: async (own: Call, { sku = otc, paymentMethod = 'COD' }: { sku?: string; paymentMethod?: string } = {}) => {
    const addressId = await given.address(own);
    const cartId = await cartWith(up.db, [{ sku, qty: 1 }]);
    return resultOf(await own('/api/account/orders', { body: { clientOrderId: clientOrderId(), cartId, addressId, paymentMethod } })).id as string;
  },
  delivered: async (own: Call) => {
    const sid = await given.order(own);
    for (let i = 0; i < 10 && resultOf(await own(`/api/account/orders/${sid}`)).status !== 'DELIVERED'; i += 1) {
      resultOf(await api(up.url, `/api/dev/orders/${sid}/advance`, { method: 'POST' }));
    }
    expect(resultOf(await own(`/api/account/orders/${sid}`)).status).toBe('DELIVERED');
    return sid;
  },
};

interface WritePath {
  name: string;
  action: AuditAction;
  type: AuditTarget['type'];
  /** The records the write needs, made with the customer's own token. */
  prepare?: (own: Call, customer: TestCustomer) => Promise<Record<string, string>>;
  /** The write itself with `as` (the staff user's delegated token, or the customer's own); answers the target's id. */
  write: (as: Call, ready: Record<string, string>, customer: TestCustomer) => Promise<string>;
}

const WRITES: WritePath[] = [
  {
    name: 'add an address',
    action: 'address.create',
    type: 'address',
    write: async (as) => resultOf(await as('/api/account/addresses', { body: addressInput() })).id,
  },
  {
    name: 'change an address',
    action: 'address.update',
    type: 'address',
    prepare: async (own) => ({ id: await given.address(own) }),
    write: async (as, { id }) => resultOf(await as(`/api/account/addresses/${id}`, { method: 'PUT', body: addressInput({ name: 'Rita Sen' }) })).id,
  },
  {
    name: 'make an address the default',
    action: 'address.update',
    type: 'address',
    prepare: async (own) => {
      await given.address(own);
      return { id: await given.address(own) };
    },
    write: async (as, { id }) => {
      const updated = resultOf(await as(`/api/account/addresses/${id}`, { method: 'PUT', body: addressInput({ isDefault: true }) }));
      expect(updated.is_default).toBe(true);
      return updated.id;
    },
  },
  {
    name: 'delete an address',
    action: 'address.delete',
    type: 'address',
    prepare: async (own) => ({ id: await given.address(own) }),
    write: async (as, { id = '' }) => {
      expect(resultOf(await as(`/api/account/addresses/${id}`, { method: 'DELETE' }))).toBe(true);
      return id;
    },
  },
  {
    name: 'add a patient',
    action: 'patient.create',
    type: 'patient',
    write: async (as) => resultOf(await as('/api/account/patients', { body: { name: 'Mina Das', age: 9 } })).id,
  },
  {
    name: 'change a patient',
    action: 'patient.update',
    type: 'patient',
    prepare: async (own) => ({ id: await given.patient(own) }),
    write: async (as, { id }) => resultOf(await as(`/api/account/patients/${id}`, { method: 'PUT', body: { name: 'Ravi Kumar Das', age: 41 } })).id,
  },
  {
    name: 'delete a patient',
    action: 'patient.delete',
    type: 'patient',
    prepare: async (own) => ({ id: await given.patient(own) }),
    write: async (as, { id = '' }) => {
      expect(resultOf(await as(`/api/account/patients/${id}`, { method: 'DELETE' }))).toBe(true);
      return id;
    },
  },
  {
    name: 'upload a prescription for no order',
    action: 'prescription.upload',
    type: 'upload',
    write: async (as) => resultOf(await as('/api/account/prescriptions', { body: formWith(FILES.png, 'rx.png') })).id,
  },
  {
    name: 'open a ticket',
    action: 'ticket.create',
    type: 'ticket',
    write: async (as) => resultOf(await as('/api/account/tickets', { body: { issueType: 'PAYMENT', subject: 'Charged twice', body: 'Twice on my card' } })).id,
  },
  {
    name: 'comment on a ticket',
    action: 'ticket.comment',
    type: 'ticket',
    prepare: async (own) => ({ id: await given.ticket(own) }),
    write: async (as, { id }) => resultOf(await as(`/api/account/tickets/${id}/comments`, { body: { body: 'Any news?' } })).id,
  },
  {
    name: 'attach a file to a ticket',
    action: 'ticket.comment',
    type: 'ticket',
    prepare: async (own) => ({ id: await given.ticket(own) }),
    write: async (as, { id }) => {
      const ticket = resultOf(await as(`/api/account/tickets/${id}/files`, { body: formWith(FILES.pdf, 'statement.pdf') }));
      expect(ticket.files).toHaveLength(1);
      return ticket.id;
    },
  },
  {
    name: 'mark a notification read',
    action: 'notification.read',
    type: 'notification',
    prepare: async (_own, customer) => {
      await notify(up.db, customer.id, { type: 'info', message: 'Hello' }, up.now());
      const row = await up.db.selectFrom('notifications').select('id').where('user_id', '=', customer.id).executeTakeFirstOrThrow();
      return { id: row.id };
    },
    write: async (as, { id }) => {
      const note = resultOf(await as(`/api/account/notifications/${id}/read`, { method: 'POST' }));
      expect(note.read).toBe(true);
      return note.id;
    },
  },
  {
    name: "make the customer's cart",
    action: 'cart.create',
    type: 'cart',
    write: async (as) => resultOf(await as('/api/cart/create', { body: {} })),
  },
  {
    name: 'add to the cart',
    action: 'cart.change',
    type: 'cart',
    prepare: async (own) => ({ cart: await given.cart(own) }),
    write: async (as, { cart = '' }) => {
      expect(resultOf(await as(`/api/cart/add?cartId=${cart}`, { body: { cartItem: { sku: otc, qty: 2, request_id: `audit-${++serial}-add` } } })).qty).toBe(3);
      return cart;
    },
  },
  {
    name: "set a cart line's quantity",
    action: 'cart.change',
    type: 'cart',
    prepare: async (own) => ({ cart: await given.cart(own) }),
    write: async (as, { cart = '' }) => {
      expect(resultOf(await as(`/api/cart/update?cartId=${cart}`, { body: { cartItem: { sku: otc, qty: 4 } } })).qty).toBe(4);
      return cart;
    },
  },
  {
    name: 'remove a cart line',
    action: 'cart.change',
    type: 'cart',
    prepare: async (own) => ({ cart: await given.cart(own) }),
    write: async (as, { cart = '' }) => {
      expect(resultOf(await as(`/api/cart/delete?cartId=${cart}`, { body: { cartItem: { sku: otc } } }))).toBe(true);
      return cart;
    },
  },
  {
    name: 'apply a coupon',
    action: 'cart.coupon',
    type: 'cart',
    prepare: async (own) => ({ cart: await given.cart(own), address: await given.address(own) }),
    write: async (as, { cart = '', address }) => {
      expect(resultOf(await as(`/api/cart/apply-coupon?cartId=${cart}&coupon=SAVE10`, { body: { addressId: address } }))).toMatchObject({ coupon: 'SAVE10' });
      return cart;
    },
  },
  {
    name: 'remove the coupon',
    action: 'cart.coupon',
    type: 'cart',
    prepare: async (own) => {
      const ready = { cart: await given.cart(own), address: await given.address(own) };
      resultOf(await own(`/api/cart/apply-coupon?cartId=${ready.cart}&coupon=SAVE10`, { body: { addressId: ready.address } }));
      return ready;
    },
    write: async (as, { cart = '' }) => {
      const reply = await as(`/api/cart/delete-coupon?cartId=${cart}`, { method: 'POST' });
      resultOf(reply);
      expect(reply.body.meta.cart.coupon).toBeNull();
      return cart;
    },
  },
  {
    name: 'choose the delivery address',
    action: 'cart.address',
    type: 'cart',
    prepare: async (own) => ({ cart: await given.cart(own), address: await given.address(own) }),
    write: async (as, { cart = '', address }) => {
      expect(
        resultOf(await as(`/api/cart/shipping-information?cartId=${cart}`, { body: { addressInformation: { addressId: address } } })).shipping_details,
      ).toBeTruthy();
      return cart;
    },
  },
  {
    name: 'start a payment',
    action: 'payment.start',
    type: 'payment',
    prepare: async (own) => ({ order: await given.order(own, { paymentMethod: 'ONLINE' }) }),
    write: async (as, { order }) => resultOf(await as(`/api/account/payments/${order}/initiate`, { method: 'POST' })).session_id,
  },
  {
    name: 'change the name and e-mail',
    action: 'profile.update',
    type: 'profile',
    write: async (as, _ready, customer) => {
      expect(resultOf(await as('/api/account/me', { body: { name: 'Rita Sen', email: `rita-${customer.mobile}@example.in` } }))).toMatchObject({
        name: 'Rita Sen',
      });
      return (await up.db.selectFrom('users').select('cus_sid').where('id', '=', customer.id).executeTakeFirstOrThrow()).cus_sid;
    },
  },
  {
    name: 'place an order',
    action: 'order.place',
    type: 'order',
    prepare: async (own) => ({ cart: await given.cart(own), address: await given.address(own) }),
    write: async (as, { cart, address }) => {
      const order = resultOf(await as('/api/account/orders', { body: { clientOrderId: clientOrderId(), cartId: cart, addressId: address } }));
      expect(order.status).toBe('PLACED');
      return order.id;
    },
  },
  {
    name: 'cancel an order',
    action: 'order.cancel',
    type: 'order',
    prepare: async (own) => ({ order: await given.order(own) }),
    write: async (as, { order }) => {
      const cancelled = resultOf(await as(`/api/account/orders/${order}/cancel`, { body: { reason: 'NOT_NEEDED' } }));
      expect(cancelled.status).toBe('CANCELLED');
      return cancelled.id;
    },
  },
  {
    name: 'return an order',
    action: 'order.return',
    type: 'order',
    prepare: async (own) => ({ order: await given.delivered(own) }),
    write: async (as, { order }) => {
      const returned = resultOf(await as(`/api/account/orders/${order}/return`, { body: { items: [{ sku: otc, qty: 1 }], reason: 'Not needed' } }));
      expect(returned.status).toBe('RETURN_REQUESTED');
      return returned.id;
    },
  },
  {
    name: 'rate an order',
    action: 'order.rate',
    type: 'order',
    prepare: async (own) => ({ order: await given.delivered(own) }),
    write: async (as, { order }) => {
      const rated = resultOf(await as(`/api/account/orders/${order}/rating`, { body: { stars: 5, reasons: [PROMOTER_REASONS[0]] } }));
      expect(rated.rating).toMatchObject({ stars: 5 });
      return rated.id;
    },
  },
  {
    name: 'attach a prescription to an order that waits for one',
    action: 'order.prescription',
    type: 'order',
    prepare: async (own) => ({ order: await given.order(own, { sku: rx }) }),
    write: async (as, { order = '' }) => {
      const upload = resultOf(await as('/api/account/prescriptions', { body: formWith(FILES.png, 'rx.png', 'image/png', { orderId: order }) }));
      expect(upload.order_id).toBe(order);
      return order;
    },
  },
];

describe('a write for a customer by a staff user is in the audit trail; the same write by the customer is not', () => {
  it.each(WRITES)('$name: $action', async ({ action, type, prepare, write }) => {
    const customer = await createShopCustomer(up.db, shop.id);
    const ready = (await prepare?.(callerOf(customer.token), customer)) ?? {};
    expect(await auditRows(customer.id)).toEqual([]);
    const before = await auditCount();
    const token = await delegatedToken(up.db, customer.id, staff, up.now);
    const target = await write(callerOf(token), ready, customer);
    expect(target).toEqual(expect.any(String));
    expect(await auditCount()).toBe(before + 1);
    expect(await auditRows(customer.id)).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor_user_id: staff.id,
        actor_role: 'franchise',
        franchise_id: shop.id,
        customer_id: customer.id,
        action,
        target_type: type,
        target_id: target,
        client_address: expect.any(String),
      },
    ]);

    const self = await createShopCustomer(up.db, shop.id);
    const selfReady = (await prepare?.(callerOf(self.token), self)) ?? {};
    const beforeSelf = await auditCount();
    expect(await write(callerOf(self.token), selfReady, self)).toEqual(expect.any(String));
    expect(await auditCount()).toBe(beforeSelf);
    expect(await auditRows(self.id)).toEqual([]);
  });
});

describe('around the audit trail', () => {
  it("a staff user's ticket comments are the staff user's (by_staff), on the customer's ticket", async () => {
    const customer = await createShopCustomer(up.db, shop.id);
    const as = callerOf(await delegatedToken(up.db, customer.id, staff, up.now));
    const ticket = resultOf(await as('/api/account/tickets', { body: { issueType: 'OTHER', subject: 'Refund', body: 'Asked at the shop' } }));
    resultOf(await as(`/api/account/tickets/${ticket.id}/comments`, { body: { body: 'The customer called again' } }));
    resultOf(await callerOf(customer.token)(`/api/account/tickets/${ticket.id}/comments`, { body: { body: 'Thank you' } }));
    const owner = await up.db.selectFrom('tickets').select('user_id').where('id', '=', ticket.id).executeTakeFirstOrThrow();
    expect(owner.user_id).toBe(customer.id);
    const comments = await up.db
      .selectFrom('ticket_comments')
      .select(['author_user_id', 'by_staff', 'body'])
      .where('ticket_id', '=', ticket.id)
      .orderBy('seq')
      .execute();
    expect(comments).toEqual([
      { author_user_id: staff.id, by_staff: 1, body: 'Asked at the shop' },
      { author_user_id: staff.id, by_staff: 1, body: 'The customer called again' },
      { author_user_id: customer.id, by_staff: 0, body: 'Thank you' },
    ]);
    const seen = resultOf(await callerOf(customer.token)(`/api/account/tickets/${ticket.id}`));
    expect(seen.comments.map((c: { mine: boolean }) => c.mine)).toEqual([false, false, true]);
  });

  it("a staff user cannot change the customer's password", async () => {
    const customer = await createShopCustomer(up.db, shop.id);
    expect(resultOf(await callerOf(customer.token)('/api/account/password', { body: { newPassword: 'first1234' } }))).toBe(true);
    const hashOf = async () => (await up.db.selectFrom('users').select('password_hash').where('id', '=', customer.id).executeTakeFirstOrThrow()).password_hash;
    const before = await hashOf();
    expect(before).toEqual(expect.any(String));
    const as = callerOf(await delegatedToken(up.db, customer.id, staff, up.now));
    for (const body of [{ currentPassword: 'first1234', newPassword: 'second1234' }, { newPassword: 'second1234' }]) {
      const reply = await as('/api/account/password', { body });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(refusal(403, STAFF_MESSAGES.notAuthorized));
    }
    expect(await hashOf()).toBe(before);
    expect(await auditRows(customer.id)).toEqual([]);
  });

  it("a guest's cart writes no audit row", async () => {
    const before = await auditCount();
    const guest: Call = (path, init = {}) => api(up.url, path, init);
    const cart = resultOf(await guest('/api/cart/create', { body: {} }));
    resultOf(await guest(`/api/cart/add?cartId=${cart}`, { body: { cartItem: { sku: otc, qty: 1 } } }));
    resultOf(await guest(`/api/cart/delete?cartId=${cart}`, { body: { cartItem: { sku: otc } } }));
    expect(await auditCount()).toBe(before);
  });

  it('a customer of another shop cannot be acted for, and nothing is written or recorded', async () => {
    const stranger = await createCustomer(up.db);
    const as = callerOf(await delegatedToken(up.db, stranger.id, staff, up.now));
    const before = await auditCount();
    expect((await as('/api/account/patients', { body: { name: 'Ravi Das', age: 40 } })).status).toBe(401);
    expect(await up.db.selectFrom('patients').select('id').where('user_id', '=', stranger.id).execute()).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('audit_events is append-only: the database refuses an update and a delete', async () => {
    const customer = await createShopCustomer(up.db, shop.id);
    resultOf(await callerOf(await delegatedToken(up.db, customer.id, staff, up.now))('/api/account/patients', { body: { name: 'Ravi Das', age: 40 } }));
    const [row] = await auditRows(customer.id);
    expect(row).toMatchObject({ action: 'patient.create', actor_user_id: staff.id });
    await expect(up.db.updateTable('audit_events').set({ action: 'patient.delete' }).where('customer_id', '=', customer.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(up.db.deleteFrom('audit_events').where('customer_id', '=', customer.id).execute()).rejects.toThrow(/append-only/);
    expect(await auditRows(customer.id)).toEqual([row]);
  });
});
