import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { addressInput, cartWith, FILES, formWith, sellableSku } from '../../test-utils/account-fixtures.ts';
import { api, setupAccountUpstream } from '../../test-utils/account-upstream.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { authSecret } from '../session/tokens.ts';
import { mintUploadToken } from './upload-links.ts';

const t = setupAccountUpstream();
const { call } = t;
const upload = (form: FormData) => call('/api/account/prescriptions', { body: form });
const stored = () => (existsSync(t.up.uploadDir) ? readdirSync(t.up.uploadDir) : []);

describe('prescription uploads', () => {
  it.each([
    ['HTML named .jpg', formWith(FILES.html, 'photo.jpg', 'image/jpeg'), M.uploadType],
    ['text named .png', formWith(Buffer.from('hello'), 'scan.png', 'image/png'), M.uploadType],
    ['a GIF', formWith(Buffer.from('GIF89a-----'), 'a.gif', 'image/gif'), M.uploadType],
    ['an empty file', formWith(Buffer.alloc(0), 'empty.png', 'image/png'), M.uploadFailed],
    ['a PNG over 5 MB', formWith(Buffer.concat([FILES.png, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png'), M.uploadTooLarge],
    ['a body far over 5 MB', formWith(Buffer.concat([FILES.png, Buffer.alloc(7 * 1024 * 1024)]), 'huge.png', 'image/png'), M.uploadTooLarge],
    [
      'no file field',
      (() => {
        const f = new FormData();
        f.append('other', 'x');
        return f;
      })(),
      M.uploadFailed,
    ],
  ])('refuses %s and stores nothing', async (_label, form, message) => {
    const reply = await upload(form);
    expect(reply.status).toBe(400);
    expect(reply.body.result).toBe(message);
    expect(stored()).toEqual([]);
    expect((await call('/api/account/prescriptions')).body.result).toEqual([]);
  });

  it('refuses a body that is not multipart at all', async () => {
    const response = await fetch(`${t.up.url}/api/account/prescriptions`, {
      method: 'POST',
      headers: { 'x-access-token': t.me.token, 'content-type': 'multipart/form-data; boundary=zzz' },
      body: 'garbage',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { result: string }).result).toBe(M.uploadFailed);
  });

  it.each([
    ['png', FILES.png, 'image/png'],
    ['jpeg', FILES.jpeg, 'image/jpeg'],
    ['webp', FILES.webp, 'image/webp'],
    ['pdf', FILES.pdf, 'application/pdf'],
  ] as const)('accepts a %s by its bytes, whatever it is called, and serves it to its owner', async (_kind, bytes, mime) => {
    const reply = await upload(formWith(bytes, 'prescription.bin', 'text/html'));
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ file_name: 'prescription.bin', mime_type: mime, size: bytes.length, order_id: null });
    const response = await fetch(`${t.up.url}${reply.body.result.path}`, { headers: { 'x-access-token': t.me.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(mime);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toContain('filename="prescription.bin"');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['/tmp/../../x.png', 'x.png'],
    ['....', 'upload.png'],
    ['a"b<c>.png', 'a_b_c_.png'],
    ['রিপোর্ট.png', 'রিপোর্ট.png'],
  ])('stores %j under a random name and keeps it sanitised as %j', async (name, shown) => {
    const before = new Set(stored());
    const reply = await upload(formWith(FILES.png, name, 'image/png'));
    expect(reply.body.result.file_name).toBe(shown);
    const added = stored().filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(readFileSync(join(t.up.uploadDir, added[0] ?? '')).equals(FILES.png)).toBe(true);
    const response = await fetch(`${t.up.url}${reply.body.result.path}`, { headers: { 'x-access-token': t.me.token } });
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="[^"\\/]*"; filename\*=UTF-8''/);
  });
});

describe('a stored file gone from UPLOAD_DIR', () => {
  it('answers 404 with the file message for that request, and the upstream keeps answering', async () => {
    const before = new Set(stored());
    const reply = await upload(formWith(FILES.png, 'gone.png', 'image/png'));
    const added = stored().filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    unlinkSync(join(t.up.uploadDir, added[0] ?? ''));
    const response = await fetch(`${t.up.url}${reply.body.result.path}`, { headers: { 'x-access-token': t.me.token } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { result: string }).result).toBe(M.fileNotFound);
    expect((await call('/api/account/prescriptions')).status).toBe(200);
  });
});

describe('SMS upload links', () => {
  async function pendingOrder() {
    const addressId = (await call('/api/account/addresses', { body: addressInput() })).body.result.id;
    const rx = await sellableSku(t.up.db, true);
    const cartId = await cartWith(t.up.db, [{ sku: rx.sku, qty: 1 }]);
    const order = (
      await call('/api/account/orders', {
        body: { clientOrderId: `rx-${Date.now()}-${Math.random()}`.replace('.', ''), cartId, addressId },
      })
    ).body.result;
    await call(`/api/account/addresses/${addressId}`, { method: 'DELETE' });
    return order;
  }

  it('takes a prescription from a valid link and places the waiting order', async () => {
    const order = await pendingOrder();
    expect(order.status).toBe('PENDING_APPROVAL');
    const token = mintUploadToken(await authSecret(t.up.db), order.id, t.up.now());
    const reply = await api(t.up.url, `/api/upload-links/${token}`, { body: formWith(FILES.jpeg, 'rx.jpg') });
    expect(reply.body.result).toMatchObject({ mime_type: 'image/jpeg', order_id: order.id, status: 'PLACED', prescriptions_uploaded: 1 });
    const after = (await call(`/api/account/orders/${order.id}`)).body.result;
    expect(after.status).toBe('PLACED');
    expect(after.prescriptions).toHaveLength(1);
    expect((await call('/api/account/prescriptions')).body.result.some((p: { order_id: string }) => p.order_id === order.id)).toBe(true);
  });

  it('adds a signed-in customer’s prescription to a waiting order, and refuses it once the order is cancelled', async () => {
    const waiting = await pendingOrder();
    const taken = await upload(formWith(FILES.png, 'rx.png', 'image/png', { orderId: waiting.id }));
    expect(taken.body.result).toMatchObject({ order_id: waiting.id });
    expect((await call(`/api/account/orders/${waiting.id}`)).body.result.status).toBe('PLACED');

    const cancelled = await pendingOrder();
    await call(`/api/account/orders/${cancelled.id}/cancel`, { body: { reason: 'NOT_NEEDED' } });
    const files = stored().length;
    expect((await upload(formWith(FILES.png, 'rx.png', 'image/png', { orderId: cancelled.id }))).body).toEqual(refusal(409, M.cancelledNoPrescription));
    expect(stored()).toHaveLength(files);
    expect((await call(`/api/account/orders/${cancelled.id}`)).body.result).toMatchObject({ status: 'CANCELLED', prescriptions: [] });
  });

  it('answers 404 for a bad, tampered, other-key or expired link and stores nothing', async () => {
    const order = await pendingOrder();
    const token = mintUploadToken(await authSecret(t.up.db), order.id, t.up.now());
    const [sid, exp, sig] = token.split('.');
    const bad = [
      'nonsense',
      `${sid}.${Number(exp) + 86_400}.${sig}`,
      `${sid}.${exp}.${'A'.repeat(22)}`,
      mintUploadToken(new TextEncoder().encode('another-secret-another-secret-xx'), order.id, t.up.now()),
      mintUploadToken(await authSecret(t.up.db), order.id, new Date(t.up.now().getTime() - 8 * 86_400_000)),
    ];
    for (const token of bad) {
      expect((await api(t.up.url, `/api/upload-links/${encodeURIComponent(token)}`)).body, token).toEqual(refusal(404, M.uploadLinkInvalid));
      expect((await api(t.up.url, `/api/upload-links/${encodeURIComponent(token)}`, { body: formWith(FILES.png, 'x.png') })).status).toBe(404);
    }
    expect((await call(`/api/account/orders/${order.id}`)).body.result).toMatchObject({ status: 'PENDING_APPROVAL', prescriptions: [] });
    t.up.advance(8 * 86_400_000);
    try {
      expect((await api(t.up.url, `/api/upload-links/${token}`)).status).toBe(404);
    } finally {
      t.up.advance(-8 * 86_400_000);
    }
    expect((await api(t.up.url, `/api/upload-links/${token}`)).status).toBe(200);
    await call(`/api/account/orders/${order.id}/cancel`, { body: { reason: 'NOT_NEEDED' } });
    expect((await api(t.up.url, `/api/upload-links/${token}`)).status).toBe(404);
  });
});
