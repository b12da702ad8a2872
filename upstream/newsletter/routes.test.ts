import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { paiseToDecimal } from '../../domain/money.ts';
import { NEWSLETTER_MESSAGES } from '../../domain/newsletter-messages.ts';
import { addressInput, sellableSku } from '../../test-utils/account-fixtures.ts';
import { api, setupAccountUpstream } from '../../test-utils/account-upstream.ts';
import { createCustomer } from '../../test-utils/users.ts';

describe('/api/newsletter', () => {
  const t = setupAccountUpstream();
  const subscribe = (contact: unknown, token: string | null = null, locale = 'en-US') =>
    api(t.up.url, '/api/newsletter/subscribe', { token, body: { contact, locale } });
  const count = async (table: 'newsletter_subscriptions' | 'coupons' | 'mail_outbox' | 'sms_outbox') =>
    Number(
      (
        await t.up.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const tokenOf = (body: string) => /\/newsletter\/unsubscribe\?token=(\S+)/.exec(body)?.[1] ?? '';

  it('subscribes an e-mail (kept in lower case), writes a 10% NEWSLETTER coupon used once, and mails it with the unsubscribe link', async () => {
    const reply = await subscribe('  Ananya.Sen@Example.IN ', null, 'hi-IN');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { couponCode } = reply.body.result;
    expect(reply.body.result).toEqual({ couponCode: expect.stringMatching(/^NEWS[A-Z2-9]{8}$/), percent: 10, channel: 'EMAIL' });
    const coupon = await t.up.db.selectFrom('coupons').selectAll().where('code', '=', couponCode).executeTakeFirstOrThrow();
    expect(coupon).toMatchObject({ kind: 'NEWSLETTER', coupon_type: 'PERCENT', percent: 10, max_uses: 1, max_discount_paise: null, min_subtotal_paise: 0 });
    const mails = (await api(t.up.url, '/api/dev/mail-outbox?to=ananya.sen@example.in')).body.result;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ananya.sen@example.in', subject: 'Your 10% newsletter coupon' });
    expect(mails[0].body).toContain(couponCode);
    expect(mails[0].body).toContain('http://localhost:4321/hi/newsletter/unsubscribe?token=');
  });

  it('subscribes a mobile and sends the coupon by SMS', async () => {
    const reply = await subscribe('+91 98300 12345');
    expect(reply.status).toBe(200);
    expect(reply.body.result.channel).toBe('SMS');
    const sms = (await api(t.up.url, '/api/dev/sms-outbox?mobile=9830012345')).body.result;
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toContain(reply.body.result.couponCode);
    expect(sms[0].body).toContain('http://localhost:4321/newsletter/unsubscribe?token=');
  });

  it.each([
    ['a bad e-mail', 'ananya@', ACCOUNT_MESSAGES.invalidEmail],
    ['an e-mail with spaces', 'ananya sen@example.in', ACCOUNT_MESSAGES.invalidEmail],
    ['a bad mobile', '12345', ACCOUNT_MESSAGES.invalidMobile],
    ['a mobile starting with 5', '5830012345', ACCOUNT_MESSAGES.invalidMobile],
    ['nothing', '   ', ACCOUNT_MESSAGES.contactRequired],
    ['no string', 42, ACCOUNT_MESSAGES.contactRequired],
  ])('refuses %s with its message and writes and sends nothing', async (_, contact, message) => {
    const before = await Promise.all([count('newsletter_subscriptions'), count('coupons'), count('mail_outbox'), count('sms_outbox')]);
    const reply = await subscribe(contact);
    expect(reply.status).toBe(400);
    expect(reply.body.result).toBe(message);
    expect(reply.body.meta).toMatchObject({ field: 'contact' });
    expect(await Promise.all([count('newsletter_subscriptions'), count('coupons'), count('mail_outbox'), count('sms_outbox')])).toEqual(before);
  });

  it('gives no second coupon to the same e-mail or mobile (written otherwise), or to a signed-in subscriber with another address', async () => {
    const customer = await createCustomer(t.up.db);
    expect((await subscribe('rahul@example.in', customer.token)).status).toBe(200);
    expect((await api(t.up.url, '/api/newsletter/mine', { token: customer.token })).body.result).toEqual({ hasSubscribed: true });
    expect((await api(t.up.url, '/api/newsletter/mine', { token: t.me.token })).body.result).toEqual({ hasSubscribed: false });
    const before = await Promise.all([count('newsletter_subscriptions'), count('coupons'), count('mail_outbox'), count('sms_outbox')]);
    for (const [contact, token] of [
      ['RAHUL@example.in', null],
      ['09830012345', null],
      ['rahul.other@example.in', customer.token],
    ] as const) {
      const reply = await subscribe(contact, token);
      expect(reply.status, contact).toBe(409);
      expect(reply.body.result).toBe(NEWSLETTER_MESSAGES.alreadySubscribed);
      expect(reply.body.meta).toMatchObject({ messageKey: 'newsletter.messages.alreadySubscribed' });
    }
    expect(await Promise.all([count('newsletter_subscriptions'), count('coupons'), count('mail_outbox'), count('sms_outbox')])).toEqual(before);
  });

  it('unsubscribes with the link’s token (twice is the same); a tampered or foreign token changes nothing', async () => {
    const reply = await subscribe('mitali@example.in');
    const mail = (await api(t.up.url, '/api/dev/mail-outbox?to=mitali@example.in')).body.result[0];
    const token = tokenOf(mail.body);
    const state = () =>
      t.up.db
        .selectFrom('newsletter_subscriptions')
        .select('unsubscribed_at')
        .where('coupon_code', '=', reply.body.result.couponCode)
        .executeTakeFirstOrThrow();
    const [id, expires, signature] = token.split('.');
    const flipped = `${signature?.[0] === 'A' ? 'B' : 'A'}${signature?.slice(1)}`;
    for (const bad of [`${id}.${expires}.${flipped}`, `${id}x.${expires}.${signature}`, `${id}.${Number(expires) + 1}.${signature}`, '', 'nonsense']) {
      const refused = await api(t.up.url, '/api/newsletter/unsubscribe', { body: { token: bad } });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.result).toBe(NEWSLETTER_MESSAGES.badLink);
      expect((await state()).unsubscribed_at).toBeNull();
    }
    const done = await api(t.up.url, '/api/newsletter/unsubscribe', { body: { token } });
    expect(done.status).toBe(200);
    expect(done.body.result).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    const at = (await state()).unsubscribed_at;
    expect(at).not.toBeNull();
    expect((await api(t.up.url, '/api/newsletter/unsubscribe', { body: { token } })).status).toBe(200);
    expect((await state()).unsubscribed_at).toBe(at);
    // Unsubscribed is still subscribed once: no second coupon.
    expect((await subscribe('mitali@example.in')).status).toBe(409);
  });

  it('applies the coupon through the cart’s coupon rules (10% off) for one order; a second use is refused', async () => {
    const code = (await subscribe('buyer@example.in')).body.result.couponCode as string;
    const own = (path: string, body?: unknown) => api(t.up.url, path, { token: t.me.token, body });
    const addressId = (await own('/api/account/addresses', addressInput())).body.result.id as string;
    const { sku, price } = await sellableSku(t.up.db, false, 10);
    const cartId = (await own('/api/cart/create', {})).body.result as string;
    expect((await own(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty: 2 } })).status).toBe(200);
    const applied = await own(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${code.toLowerCase()}`, { addressId });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.meta.cart.discount).toBe(paiseToDecimal(Math.floor((price * 2 * 10) / 100)));
    expect(applied.body.result).toMatchObject({ coupon: code, couponType: 'PERCENT' });
    const placed = await own('/api/account/orders', { clientOrderId: `newsletter-${Date.now()}`, cartId, addressId, paymentMethod: 'COD' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.result).toMatchObject({ coupon_code: code });

    const again = (await own('/api/cart/create', {})).body.result as string;
    expect((await own(`/api/cart/add?cartId=${again}`, { cartItem: { sku, qty: 1 } })).status).toBe(200);
    const refused = await own(`/api/cart/apply-coupon?cartId=${again}&coupon=${code}`, { addressId });
    expect(refused.status).toBe(400);
    expect(refused.body.result).toBe(NEWSLETTER_MESSAGES.couponUsed);
    expect(refused.body.meta).toMatchObject({ field: 'coupon', reason: 'used', messageKey: 'newsletter.messages.couponUsed' });
    const cart = await t.up.db.selectFrom('carts').select('coupon_code').where('token', '=', again).executeTakeFirstOrThrow();
    expect(cart.coupon_code).toBeNull();
  });
});
