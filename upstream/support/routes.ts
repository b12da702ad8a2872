import { Hono } from 'hono';
import { ACCOUNT_MESSAGES as A } from '../../domain/account-messages.ts';
import { normaliseMobile } from '../../domain/fields.ts';
import { CallbackRequestSchema, supportHours } from '../../domain/support.ts';
import { SUPPORT_MESSAGES as M } from '../../domain/support-messages.ts';
import { fail, ok, tooMany } from '../http/envelope.ts';
import { jsonObjectBody, parsedOrRefused } from '../http/json-body.ts';
import { Refusal } from '../http/refusal.ts';
import { refusalRouter } from '../http/router.ts';
import { type MaybeUserEnv, optionalUser } from '../session/optional-user.ts';
import type { RateLimiter, RateRule } from '../session/rate-limit.ts';
import type { AuthDeps } from '../session/require-user.ts';
import { listSupportInbox, type SupportDesk } from './desk.ts';

/** Call-backs asked for one mobile: 3 an hour, 5 a day; from one address: 10 an hour. */
export const CALLBACK_MOBILE_LIMITS: readonly RateRule[] = [
  { limit: 3, windowSeconds: 3600 },
  { limit: 5, windowSeconds: 86_400 },
];
export const CALLBACK_ADDRESS_LIMITS: readonly RateRule[] = [{ limit: 10, windowSeconds: 3600 }];

export interface SupportDeps {
  auth: AuthDeps;
  limiter: RateLimiter;
  desk: SupportDesk;
}

/**
 * Support hours and call-back requests (issue 20), for a guest or a signed-in customer:
 * - GET /hours: { open, opensAt, closesAt } on the upstream's clock (IST 9:00-21:00, domain/support.ts);
 * - POST /callback { name, mobile, topic, note? }: outside hours 409 with the spec's supportClosed message
 *   and nothing stored; a bad field 400 with its message and meta.field; too many 429 with retryAfter;
 *   else the desk takes it. A signed-in customer who sends no mobile is called on their account's.
 */
export function supportRoutes({ auth, limiter, desk }: SupportDeps) {
  const app = refusalRouter<MaybeUserEnv>();
  app.get('/hours', (c) => ok(c, supportHours(auth.now())));
  app.post('/callback', optionalUser(auth), async (c) => {
    const hours = supportHours(auth.now());
    if (!hours.open) return fail(c, 409, A.supportClosed, { messageKey: 'account.messages.supportClosed', opensAt: hours.opensAt, closesAt: hours.closesAt });
    const user = c.get('user');
    const body = await jsonObjectBody(c);
    const raw = user && (body['mobile'] === undefined || body['mobile'] === null || body['mobile'] === '') ? { ...body, mobile: user.mobile } : body;
    const request = parsedOrRefused(CallbackRequestSchema, raw);
    const taken = await limiter.take([
      { bucket: 'support_callback_mobile', key: request.mobile, rules: CALLBACK_MOBILE_LIMITS },
      { bucket: 'support_callback_address', key: auth.clientAddress(c), rules: CALLBACK_ADDRESS_LIMITS },
    ]);
    if (!taken.ok) return tooMany(c, taken.retryAfter);
    const callback = await desk.requestCallback({ ...request, customerId: user?.id ?? null });
    return ok(c, { id: callback.id, createdAt: callback.createdAt, message: M.requested });
  });
  return app;
}

/** GET /api/dev/support-inbox[?mobile=]: the development desk's requests, newest first (DEV_TOOLS only). */
export function supportInboxRoutes(auth: Pick<AuthDeps, 'db'>) {
  const app = new Hono();
  app.get('/', async (c) => {
    const raw = c.req.query('mobile');
    if (!raw) return ok(c, await listSupportInbox(auth.db, null));
    const mobile = normaliseMobile(raw);
    if (!mobile) throw new Refusal(400, A.invalidMobile);
    return ok(c, await listSupportInbox(auth.db, mobile));
  });
  app.onError((error, c) => (error instanceof Refusal ? fail(c, error.status, error.message) : fail(c, 500, 'Server Problem! try again after some time!')));
  return app;
}
