import { Hono } from 'hono';
import { NEWSLETTER_COUPON_PERCENT, NewsletterSubscribeSchema } from '../../domain/newsletter.ts';
import { NEWSLETTER_MESSAGES as M } from '../../domain/newsletter-messages.ts';
import { fail, ok, tooMany } from '../http/envelope.ts';
import { jsonObjectBody, parsedOrRefused } from '../http/json-body.ts';
import { Refusal } from '../http/refusal.ts';
import { refusalRouter } from '../http/router.ts';
import { signedLinks } from '../http/signed-links.ts';
import { listMailOutbox } from '../mail/outbox.ts';
import type { MailSender } from '../mail/sender.ts';
import { type MaybeUserEnv, optionalUser } from '../session/optional-user.ts';
import type { RateLimiter, RateRule } from '../session/rate-limit.ts';
import type { AuthDeps } from '../session/require-user.ts';
import type { SmsSender } from '../sms/sender.ts';
import { customerHasSubscribed, subscribe, unsubscribe } from './repository.ts';

/** Subscriptions from one address: 10 an hour. */
export const SUBSCRIBE_ADDRESS_LIMITS: readonly RateRule[] = [{ limit: 10, windowSeconds: 3600 }];

/** The unsubscribe links ("nlun:"): they name the subscription's public id and live 5 years. */
export const unsubscribeLinks = signedLinks('nlun:', 5 * 365 * 86_400);

/** The language's path prefix on the storefront (src/routing/site.ts LOCALES: en-US has none). */
const LOCALE_PATHS: Record<string, string> = { 'en-US': '', 'bn-IN': '/bn', 'hi-IN': '/hi', 'or-IN': '/or' };

export interface NewsletterDeps {
  auth: AuthDeps;
  limiter: RateLimiter;
  secret: Uint8Array;
  sms: SmsSender;
  mail: MailSender;
  /** The storefront's public origin, for the unsubscribe link. */
  siteUrl: string;
}

/**
 * The newsletter (issue 20), for a guest or a signed-in customer:
 * - POST /subscribe { contact, locale }: contact is an e-mail or an Indian mobile (domain/newsletter.ts);
 *   a bad one 400 with the account's field message; one subscription a person (e-mail, mobile, and
 *   customer when signed in): a second 409 'already subscribed', nothing written, nothing sent; else the
 *   10% coupon is written and sent, with the unsubscribe link, by SMS to a mobile or by mail to an
 *   e-mail; the reply carries the code. 429 past 10 an hour from one address.
 * - POST /unsubscribe { token }: a good link 200 'unsubscribed' (again: the same); a bad or tampered one
 *   400 'This unsubscribe link is not valid…', nothing changed.
 * - GET /mine: { hasSubscribed } of the signed-in customer (a guest: false), so the popup never asks a
 *   subscriber again.
 */
export function newsletterRoutes({ auth, limiter, secret, sms, mail, siteUrl }: NewsletterDeps) {
  const app = refusalRouter<MaybeUserEnv>();
  app.post('/subscribe', optionalUser(auth), async (c) => {
    const input = parsedOrRefused(NewsletterSubscribeSchema, await jsonObjectBody(c));
    const taken = await limiter.take([{ bucket: 'newsletter_address', key: auth.clientAddress(c), rules: SUBSCRIBE_ADDRESS_LIMITS }]);
    if (!taken.ok) return tooMany(c, taken.retryAfter);
    const now = auth.now();
    const user = c.get('user');
    const made = await subscribe(auth.db, { contact: input.contact, customerId: user?.id ?? null, locale: input.locale }, now);
    const { token } = unsubscribeLinks.mint(secret, made.sid, now);
    const link = `${siteUrl}${LOCALE_PATHS[input.locale] ?? ''}/newsletter/unsubscribe?token=${token}`;
    const text = `Thank you for subscribing to our newsletter. Your ${NEWSLETTER_COUPON_PERCENT}% coupon: ${made.couponCode} (one order). Unsubscribe: ${link}`;
    if (input.contact.kind === 'MOBILE') await sms.send(input.contact.mobile, text);
    else await mail.send({ to: input.contact.email, subject: `Your ${NEWSLETTER_COUPON_PERCENT}% newsletter coupon`, body: text });
    return ok(c, { couponCode: made.couponCode, percent: NEWSLETTER_COUPON_PERCENT, channel: input.contact.kind === 'MOBILE' ? 'SMS' : 'EMAIL' });
  });
  app.post('/unsubscribe', async (c) => {
    const body = await jsonObjectBody(c);
    const token = typeof body['token'] === 'string' ? body['token'] : '';
    const now = auth.now();
    const link = unsubscribeLinks.verify(secret, token, now);
    if (!link || !(await unsubscribe(auth.db, link.id, now))) throw new Refusal(400, M.badLink, { field: 'token' });
    return ok(c, { message: M.unsubscribed });
  });
  app.get('/mine', optionalUser(auth), async (c) => {
    const user = c.get('user');
    return ok(c, { hasSubscribed: user ? await customerHasSubscribed(auth.db, user.id) : false });
  });
  return app;
}

/** GET /api/dev/mail-outbox[?to=]: the development mailer's messages, newest first (DEV_TOOLS only). */
export function mailOutboxRoutes(auth: Pick<AuthDeps, 'db'>) {
  const app = new Hono();
  app.get('/', async (c) => ok(c, await listMailOutbox(auth.db, c.req.query('to') || null)));
  app.onError((_error, c) => fail(c, 500, 'Server Problem! try again after some time!'));
  return app;
}
