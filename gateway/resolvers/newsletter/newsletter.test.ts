import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { NEWSLETTER_MESSAGES } from '../../../domain/newsletter-messages.ts';
import { setupCartGateway } from '../../../test-utils/cart-gateway.ts';

const t = setupCartGateway();

const SUBSCRIBE = 'mutation($c: String!, $l: String!) { newsletterSubscribe(contact: $c, locale: $l) { couponCode percent channel } }';
const UNSUBSCRIBE = 'mutation($t: String!) { newsletterUnsubscribe(token: $t) }';
const STATUS = 'query { newsletterStatus { hasSubscribed } }';
const OUTBOX = 'query($to: String) { devMailOutbox(to: $to) { to subject body } }';

describe('the newsletter through GraphQL', () => {
  it('refuses a bad e-mail or mobile with the account’s message keys, and sends nothing', async () => {
    for (const [contact, key, message] of [
      ['ananya@', 'account.messages.invalidEmail', ACCOUNT_MESSAGES.invalidEmail],
      ['12345', 'account.messages.invalidMobile', ACCOUNT_MESSAGES.invalidMobile],
      ['', 'account.messages.contactRequired', ACCOUNT_MESSAGES.contactRequired],
    ] as const) {
      const reply = await t.gql(SUBSCRIBE, { c: contact, l: 'bn-IN' }, null);
      expect(reply.errors?.[0], contact).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', messageKey: key } });
    }
    expect((await t.gql(OUTBOX, { to: 'ananya@' }, null)).data.devMailOutbox).toEqual([]);
  });

  it('subscribes a signed-in customer, mails the coupon, applies 10% in the cart once, refuses a second coupon and a second use, and unsubscribes by the link', async () => {
    expect((await t.gql(STATUS, {}, t.me.token)).data.newsletterStatus).toEqual({ hasSubscribed: false });
    const reply = await t.gql(SUBSCRIBE, { c: 'Gateway.Reader@Example.in', l: 'en-US' }, t.me.token);
    expect(reply.errors).toBeUndefined();
    const { couponCode } = reply.data.newsletterSubscribe;
    expect(reply.data.newsletterSubscribe).toEqual({ couponCode: expect.stringMatching(/^NEWS/), percent: 10, channel: 'EMAIL' });
    expect((await t.gql(STATUS, {}, t.me.token)).data.newsletterStatus).toEqual({ hasSubscribed: true });
    const [mail] = (await t.gql(OUTBOX, { to: 'gateway.reader@example.in' }, null)).data.devMailOutbox;
    expect(mail.body).toContain(couponCode);

    const again = await t.gql(SUBSCRIBE, { c: 'another@example.in', l: 'en-US' }, t.me.token);
    expect(again.errors?.[0]).toMatchObject({
      message: NEWSLETTER_MESSAGES.alreadySubscribed,
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'newsletter.messages.alreadySubscribed' },
    });
    expect((await t.gql(OUTBOX, { to: 'another@example.in' }, null)).data.devMailOutbox).toEqual([]);

    const cart = await t.newCart();
    await t.clearCart(cart.id);
    await t.add(cart.id, 'MED000001', 2);
    const applied = await t.applyCoupon(cart.id, couponCode, t.kolkata);
    expect(applied.errors).toBeUndefined();
    expect(applied.data.applyCoupon.coupon).toMatchObject({ coupon: couponCode, couponType: 'PERCENT', discount: { paise: 3_753 } });
    expect(applied.data.applyCoupon.totals.discount).toEqual({ paise: 3_753 });
    const placed = await t.placeOrder({ cartId: cart.id, addressId: t.kolkata });
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder).toMatchObject({ couponCode, discount: { paise: 3_753 } });

    const next = await t.newCart();
    await t.clearCart(next.id);
    await t.add(next.id, 'MED000001', 1);
    expect((await t.applyCoupon(next.id, couponCode, t.kolkata)).errors?.[0]).toMatchObject({
      message: NEWSLETTER_MESSAGES.couponUsed,
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'newsletter.messages.couponUsed' },
    });

    const token = /unsubscribe\?token=(\S+)/.exec(mail.body)?.[1] ?? '';
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.gql(UNSUBSCRIBE, { t: tampered }, null)).errors?.[0]).toMatchObject({
      message: NEWSLETTER_MESSAGES.badLink,
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'newsletter.messages.badLink' },
    });
    const row = () => t.up.db.selectFrom('newsletter_subscriptions').select('unsubscribed_at').where('coupon_code', '=', couponCode).executeTakeFirstOrThrow();
    expect((await row()).unsubscribed_at).toBeNull();
    expect((await t.gql(UNSUBSCRIBE, { t: token }, null)).data.newsletterUnsubscribe).toBe(NEWSLETTER_MESSAGES.unsubscribed);
    expect((await row()).unsubscribed_at).not.toBeNull();
  });
});
