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

describe('the same prescription sent again (its first answer lost on the way)', () => {
  const uploadsNamed = (name: string) =>
    t.up.db.selectFrom('uploads').select(['id', 'created_at']).where('file_name', '=', name).where('user_id', '=', t.me.id).execute();

  it('answers with the prescription already stored: one file, one row, one prescription in the list', async () => {
    const before = new Set(stored());
    const first = await upload(formWith(FILES.jpeg, 'sent-twice.jpg', 'image/jpeg'));
    const again = await upload(formWith(FILES.jpeg, 'sent-twice.jpg', 'image/jpeg'));
    expect(first.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    expect(stored().filter((f) => !before.has(f))).toHaveLength(1);
    expect(await uploadsNamed('sent-twice.jpg')).toHaveLength(1);
    const listed = (await call('/api/account/prescriptions')).body.result as { file_name: string }[];
    expect(listed.filter((p) => p.file_name === 'sent-twice.jpg')).toHaveLength(1);
  });

  it('stores other bytes under the same name, the same bytes under another name, and the same file again after 30 minutes', async () => {
    const first = await upload(formWith(FILES.webp, 'rx-page.webp', 'image/webp'));
    const otherBytes = await upload(formWith(Buffer.concat([FILES.webp, Buffer.from([0])]), 'rx-page.webp', 'image/webp'));
    const otherName = await upload(formWith(FILES.webp, 'rx-page-2.webp', 'image/webp'));
    expect(new Set([first, otherBytes, otherName].map((r) => r.body.result.id)).size).toBe(3);
    await t.up.db
      .updateTable('uploads')
      .set({ created_at: new Date(t.up.now().getTime() - 31 * 60_000).toISOString() })
      .where('id', '=', first.body.result.id)
      .execute();
    const later = await upload(formWith(FILES.webp, 'rx-page.webp', 'image/webp'));
    expect(later.body.result.id).not.toBe(first.body.result.id);
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

  it('answers the same prescription sent again for a waiting order with the one stored, also once the order is placed', async () => {
    const order = await pendingOrder();
    const token = mintUploadToken(await authSecret(t.up.db), order.id, t.up.now());
    const first = await api(t.up.url, `/api/upload-links/${token}`, { body: formWith(FILES.pdf, 'rx-again.pdf') });
    expect(first.body.result).toMatchObject({ order_id: order.id, status: 'PLACED', prescriptions_uploaded: 1 });
    const files = stored().length;
    const again = await api(t.up.url, `/api/upload-links/${token}`, { body: formWith(FILES.pdf, 'rx-again.pdf') });
    expect(again.body.result).toMatchObject({ id: first.body.result.id, order_id: order.id, status: 'PLACED', prescriptions_uploaded: 1 });
    const signedIn = await upload(formWith(FILES.pdf, 'rx-again.pdf', 'application/pdf', { orderId: order.id }));
    expect(signedIn.body.result.id).toBe(first.body.result.id);
    expect(stored()).toHaveLength(files);
    expect((await call(`/api/account/orders/${order.id}`)).body.result.prescriptions).toHaveLength(1);
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
