import { randomBytes } from 'node:crypto';
import { NEWSLETTER_COUPON_PERCENT, type NewsletterContact, newsletterCouponCode } from '../../domain/newsletter.ts';
import { NEWSLETTER_MESSAGES as M } from '../../domain/newsletter-messages.ts';
import { isUniqueViolation } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';

/** Newsletter coupons' rule ids: 1,000,000 + the subscription's id (the shop's own rules are small numbers). */
export const NEWSLETTER_RULE_BASE = 1_000_000;

export interface NewSubscription {
  sid: string;
  couponCode: string;
}

/**
 * Subscribes one person and writes their coupon, in one transaction: refused with 'already subscribed'
 * (409, nothing written) when the e-mail or mobile, or the signed-in customer, has a subscription, even
 * one that was unsubscribed (the coupon is given once per person). The coupon is a coupons row of kind
 * NEWSLETTER: 10% off, no minimum, no cap, used by at most one placed order.
 */
export async function subscribe(db: Db, input: { contact: NewsletterContact; customerId: number | null; locale: string }, now: Date): Promise<NewSubscription> {
  const email = input.contact.kind === 'EMAIL' ? input.contact.email : null;
  const mobile = input.contact.kind === 'MOBILE' ? input.contact.mobile : null;
  try {
    return await db.transaction().execute(async (trx) => {
      let existing = trx.selectFrom('newsletter_subscriptions').select('id');
      existing = existing.where((eb) =>
        eb.or([
          ...(email !== null ? [eb('email', '=', email)] : []),
          ...(mobile !== null ? [eb('mobile', '=', mobile)] : []),
          ...(input.customerId !== null ? [eb('customer_id', '=', input.customerId)] : []),
        ]),
      );
      if (await existing.executeTakeFirst()) throw new Refusal(409, M.alreadySubscribed);
      const sid = publicId();
      const couponCode = newsletterCouponCode((n) => randomBytes(n));
      const { id } = await trx
        .insertInto('newsletter_subscriptions')
        .values({ sid, email, mobile, customer_id: input.customerId, coupon_code: couponCode, locale: input.locale, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('coupons')
        .values({
          code: couponCode,
          rule_id: NEWSLETTER_RULE_BASE + id,
          rule_name: `Newsletter: ${NEWSLETTER_COUPON_PERCENT}% off, once`,
          coupon_type: 'PERCENT',
          percent: NEWSLETTER_COUPON_PERCENT,
          amount_paise: null,
          max_discount_paise: null,
          expires_at: null,
          kind: 'NEWSLETTER',
          max_uses: 1,
        })
        .execute();
      return { sid, couponCode };
    });
  } catch (error) {
    // Two subscriptions of one person at once: the second meets the unique e-mail, mobile or customer.
    if (isUniqueViolation(error)) throw new Refusal(409, M.alreadySubscribed);
    throw error;
  }
}

/** Marks the subscription unsubscribed (once; again is a no-op). False: no such subscription. */
export async function unsubscribe(db: Db, sid: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('newsletter_subscriptions').select(['id', 'unsubscribed_at']).where('sid', '=', sid).executeTakeFirst();
  if (!row) return false;
  if (row.unsubscribed_at === null)
    await db.updateTable('newsletter_subscriptions').set({ unsubscribed_at: now.toISOString() }).where('id', '=', row.id).execute();
  return true;
}

/** Whether the customer has ever subscribed (left since or not): their choice is made, the popup never asks again. */
export async function customerHasSubscribed(db: Db, customerId: number): Promise<boolean> {
  const row = await db.selectFrom('newsletter_subscriptions').select('id').where('customer_id', '=', customerId).executeTakeFirst();
  return row !== undefined;
}
