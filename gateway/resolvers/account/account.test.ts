import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { addressInput, cartWith, FILES, sellableSku, stockOf } from '../../../test-utils/account-fixtures.ts';
import { type AccountUpstream, startAccountUpstream } from '../../../test-utils/account-upstream.ts';
import { createCustomer, type TestCustomer } from '../../../test-utils/users.ts';
import { createGateway, type Gateway } from '../../yoga.ts';

let up: AccountUpstream;
let gateway: Gateway;
let me: TestCustomer;
let other: TestCustomer;

beforeAll(async () => {
  up = await startAccountUpstream();
  gateway = createGateway({ upstreamUrl: up.url });
  me = await createCustomer(up.db);
  other = await createCustomer(up.db);
});
afterAll(async () => {
  gateway.close();
  await up.close();
});

type GqlReply = { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };

async function gql(query: string, variables: Record<string, unknown> = {}, token: string | null = me.token): Promise<GqlReply> {
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GqlReply;
}

/** A GraphQL multipart request (the spec Yoga implements): operations, map, and the file as part "0". */
async function gqlUpload(query: string, variables: Record<string, unknown>, fileVar: string, file: File, token: string | null = me.token): Promise<GqlReply> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables: { ...variables, [fileVar]: null } }));
  body.append('map', JSON.stringify({ 0: [`variables.${fileVar}`] }));
  body.append('0', file);
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  return (await response.json()) as GqlReply;
}

const ORDER = `id number status paymentMethod paymentStatus subtotal { paise amount } shipping { paise } grandTotal { paise amount currency }
  items { sku qty price { paise } rowTotal { paise } returnable product { sku name } }
  address { id pinCode state } timeline { status title message reached at } cancellable canRate returnableUntil prescriptions { id }`;

describe('account through GraphQL', () => {
  it.each([
    ['{ addresses { id } }'],
    ['{ orders { total } }'],
    ['{ wallet { enabled } }'],
    ['{ notifications { id } }'],
    ['mutation { addPatient(name: "Ravi Das", age: 3) { id } }'],
  ])('%s needs a token: UNAUTHENTICATED without one or with a bad one', async (query) => {
    for (const token of [null, 'garbage']) {
      const reply = await gql(query, {}, token);
      expect(reply.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(reply.errors?.[0]?.message).toBe(M.sessionTimeout);
    }
  });

  it('checks a pin code without signing in', async () => {
    const { data } = await gql(
      '{ a: checkPinCode(pinCode: "700001") { serviceable city state message } b: checkPinCode(pinCode: "734101") { serviceable message } c: checkPinCode(pinCode: "12") { serviceable message } }',
      {},
      null,
    );
    expect(data).toEqual({
      a: { serviceable: true, city: 'Kolkata', state: 'WB', message: null },
      b: { serviceable: false, message: M.deliverySuspended },
      c: { serviceable: false, message: M.invalidPinCode },
    });
  });

  it('refuses a bad address with BAD_USER_INPUT and the field message', async () => {
    const reply = await gql('mutation($input: AddressInput!) { addAddress(input: $input) { id } }', { input: addressInput({ mobile: '12345' }) });
    expect(reply.errors?.[0]).toMatchObject({ message: M.invalidMobile, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await gql('{ addresses { id } }')).data.addresses).toEqual([]);
  });

  it('places an order idempotently, with Money and products, and hides it from another customer', async () => {
    const address = (await gql('mutation($input: AddressInput!) { addAddress(input: $input) { id isDefault } }', { input: addressInput() })).data.addAddress;
    expect(address.isDefault).toBe(true);
    const item = sellableSku(up.db, false, 3);
    const before = stockOf(up.db, item.sku);
    const input = { clientOrderId: 'gql-order-0001', cartId: cartWith(up.db, [{ sku: item.sku, qty: 2 }]), addressId: address.id };
    const place = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER} } }`;
    const [first, second] = await Promise.all([gql(place, { input }), gql(place, { input })]);
    const order = first.data.placeOrder;
    expect(second.data.placeOrder.id).toBe(order.id);
    expect(stockOf(up.db, item.sku)).toBe(before - 2);
    expect(order).toMatchObject({ status: 'PLACED', paymentMethod: 'COD', paymentStatus: 'NOT_DUE', cancellable: true, canRate: false, returnableUntil: null });
    expect(order.items).toEqual([
      {
        sku: item.sku,
        qty: 2,
        price: { paise: item.price },
        rowTotal: { paise: item.price * 2 },
        returnable: true,
        product: { sku: item.sku, name: expect.any(String) },
      },
    ]);
    expect(order.grandTotal.paise).toBe(order.subtotal.paise + order.shipping.paise);
    expect(order.grandTotal.currency).toBe('INR');
    expect(order.timeline.map((s: { title: string }) => s.title)).toEqual([
      'Order Placed',
      'Order Processing',
      'Order Packed',
      'Order Shipped',
      'Order Reached Nearest Hub',
      'Order Delivered',
    ]);

    const page = (await gql('{ orders { total page pageSize items { id } } }')).data.orders;
    expect(page).toEqual({ total: 1, page: 1, pageSize: 20, items: [{ id: order.id }] });
    expect((await gql('{ buyAgain { sku } }')).data.buyAgain).toEqual([{ sku: item.sku }]);

    const stolen = await gql('query($id: ID!) { order(id: $id) { id grandTotal { paise } } }', { id: order.id }, other.token);
    expect(stolen.errors?.[0]).toMatchObject({ message: M.orderIdMismatch, extensions: { code: 'NOT_FOUND' } });
    expect(stolen.data?.order ?? null).toBeNull();
    const cancelByOther = await gql('mutation($id: ID!) { cancelOrder(id: $id, reason: NOT_NEEDED) { status } }', { id: order.id }, other.token);
    expect(cancelByOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const cancelled = await gql('mutation($id: ID!) { cancelOrder(id: $id, reason: DUPLICATE_ORDER) { status cancellable } }', { id: order.id });
    expect(cancelled.data.cancelOrder).toEqual({ status: 'CANCELLED', cancellable: false });
    expect(stockOf(up.db, item.sku)).toBe(before);
    const again = await gql('mutation($id: ID!) { cancelOrder(id: $id, reason: NOT_NEEDED) { status } }', { id: order.id });
    expect(again.errors?.[0]).toMatchObject({ message: M.notCancellable, extensions: { code: 'BAD_USER_INPUT' } });
    const notes = (await gql('{ notifications { id message read actionUrl } }')).data.notifications;
    expect(notes[0].message).toBe(`${order.number}: Your order has been cancelled.`);
    const read = await gql('mutation($id: ID!) { markNotificationRead(id: $id) { id read } }', { id: notes[0].id });
    expect(read.data.markNotificationRead).toEqual({ id: notes[0].id, read: true });
  });

  it('reports stock refusals with OUT_OF_STOCK and an empty return with its message', async () => {
    const address = (await gql('{ addresses { id } }')).data.addresses[0].id;
    const item = sellableSku(up.db, false, 1);
    const input = { clientOrderId: 'gql-order-stock', cartId: cartWith(up.db, [{ sku: item.sku, qty: 1 }]), addressId: address };
    up.db.prepare('UPDATE products SET qty = 0 WHERE sku = ?').run(item.sku);
    const reply = await gql('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }', { input });
    up.db.prepare('UPDATE products SET qty = 20 WHERE sku = ?').run(item.sku);
    expect(reply.errors?.[0]).toMatchObject({ message: 'The product is out of stock and cannot be added to the cart!', extensions: { code: 'OUT_OF_STOCK' } });
    const order = (await gql('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }', { input })).data.placeOrder;
    const ret = await gql('mutation($id: ID!) { returnOrder(id: $id, items: [], reason: "x") { id } }', { id: order.id });
    expect(ret.errors?.[0]).toMatchObject({ message: M.noReturnItems, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('uploads a prescription with a GraphQL multipart request and refuses a disguised file', async () => {
    const upload = 'mutation($file: File!) { uploadPrescription(file: $file) { id fileName mimeType size path orderId } }';
    const ok = await gqlUpload(upload, {}, 'file', new File([new Uint8Array(FILES.pdf)], '../../etc/passwd.pdf', { type: 'application/pdf' }));
    expect(ok.errors).toBeUndefined();
    expect(ok.data.uploadPrescription).toMatchObject({ fileName: 'passwd.pdf', mimeType: 'application/pdf', size: FILES.pdf.length, orderId: null });
    expect(ok.data.uploadPrescription.path).toBe(`/account/files/${ok.data.uploadPrescription.id}`);
    const bad = await gqlUpload(upload, {}, 'file', new File([new Uint8Array(FILES.html)], 'photo.jpg', { type: 'image/jpeg' }));
    expect(bad.errors?.[0]).toMatchObject({ message: M.uploadType, extensions: { code: 'BAD_USER_INPUT' } });
    const big = await gqlUpload(upload, {}, 'file', new File([new Uint8Array(FILES.png), new Uint8Array(5 * 1024 * 1024)], 'big.png'));
    expect(big.errors?.[0]).toMatchObject({ message: M.uploadTooLarge, extensions: { code: 'BAD_USER_INPUT' } });
    const anonymous = await gqlUpload(upload, {}, 'file', new File([new Uint8Array(FILES.png)], 'x.png'), null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql('{ prescriptions { id } }')).data.prescriptions).toEqual([{ id: ok.data.uploadPrescription.id }]);
    expect((await gql('{ prescriptions { id } }', {}, other.token)).data.prescriptions).toEqual([]);
  });

  it('answers NOT_FOUND for a bad upload link, and shows an empty wallet when it is off', async () => {
    const link = await gql('{ uploadLink(token: "abc.123.def") { orderNumber } }', {}, null);
    expect(link.errors?.[0]).toMatchObject({ message: M.uploadLinkInvalid, extensions: { code: 'NOT_FOUND' } });
    expect((await gql('{ wallet { enabled balance { paise } transactions { id } } }')).data.wallet).toEqual({
      enabled: false,
      balance: { paise: 0 },
      transactions: [],
    });
  });

  it('opens a ticket, comments, attaches a file by multipart, and hides it from others', async () => {
    const created = await gql('mutation($input: TicketInput!) { createTicket(input: $input) { id status issueType comments { body mine } } }', {
      input: { issueType: 'PRESCRIPTION', subject: 'Rx rejected', body: 'Why was it rejected?' },
    });
    const ticket = created.data.createTicket;
    expect(ticket).toMatchObject({ status: 'OPEN', issueType: 'PRESCRIPTION', comments: [{ body: 'Why was it rejected?', mine: true }] });
    const bad = await gql('mutation($input: TicketInput!) { createTicket(input: $input) { id } }', { input: { issueType: 'NOPE', subject: 'a', body: 'b' } });
    expect(bad.errors?.[0]).toMatchObject({ message: M.issueTypeInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    const attached = await gqlUpload(
      'mutation($id: ID!, $file: File!) { attachTicketFile(id: $id, file: $file) { files { fileName mimeType } } }',
      { id: ticket.id },
      'file',
      new File([new Uint8Array(FILES.jpeg)], 'scan.jpg'),
    );
    expect(attached.data.attachTicketFile.files).toEqual([{ fileName: 'scan.jpg', mimeType: 'image/jpeg' }]);
    const hidden = await gql('query($id: ID!) { ticket(id: $id) { id } }', { id: ticket.id }, other.token);
    expect(hidden.errors?.[0]).toMatchObject({ message: M.ticketNotFound, extensions: { code: 'NOT_FOUND' } });
  });
});
