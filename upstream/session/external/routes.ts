import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { EXTERNAL_SIGN_IN_MESSAGES as X } from '../../../domain/external-sign-in-messages.ts';
import { firstMessage, MobileSchema, OtpSchema } from '../../../domain/fields.ts';
import { fail, ok, tooMany } from '../../http/envelope.ts';
import { jsonObjectBody } from '../../http/json-body.ts';
import type { UserRow } from '../repository.ts';
import type { SessionServices } from '../services.ts';
import type { DevelopmentCallerId } from './caller-id.ts';
import type { ExternalRefusal, ExternalSignIn } from './service.ts';
import { DEMO_SOCIAL_ACCOUNTS, type DevelopmentSocial } from './social.ts';

const ProviderSchema = z.object({ provider: z.enum(['caller-id', 'social']) });
/** A state is 32 random bytes in base64url; a code a JWS of a few hundred characters. */
const StateSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const FinishSchema = z.object({ code: z.string().min(1).max(4096), state: StateSchema });
const LinkSchema = z.object({ ticket: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/), mobile: MobileSchema, otp: OtpSchema });

/** Starts made from one address: 30 in 10 minutes (each is a row; a person needs one or two). */
const START_LIMIT = [{ limit: 30, windowSeconds: 600 }];

/**
 * Caller-id and social sign-in (issue 20), under /api/users/external: which are offered, starting one,
 * exchanging the provider's code for the normal customer session (session.start, as the OTP sign-in),
 * and linking a Google account by the mobile's OTP. Codes, states and tickets are never logged.
 */
export function externalSignInRoutes(external: ExternalSignIn, session: SessionServices) {
  const app = new Hono();
  const refused = (c: Context, r: ExternalRefusal) => fail(c, r.status, r.message);
  const signIn = async (c: Context, user: UserRow) => ok(c, await session.start(user));

  app.get('/options', (c) => ok(c, external.options()));

  app.post('/start', async (c) => {
    const parsed = ProviderSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, X.unavailable);
    const taken = await session.limiter.take([{ bucket: 'external_start_address', key: session.clientAddress(c), rules: START_LIMIT }]);
    if (!taken.ok) return tooMany(c, taken.retryAfter);
    const started = await external.start(parsed.data.provider);
    return started.ok ? ok(c, { installed: started.installed, state: started.state, authorizeUrl: started.authorizeUrl }) : refused(c, started);
  });

  app.post('/caller-id/finish', async (c) => {
    const parsed = FinishSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, X.notConfirmed);
    const done = await external.finishCallerId(parsed.data.code, parsed.data.state);
    return done.ok ? signIn(c, done.user) : refused(c, done);
  });

  app.post('/social/finish', async (c) => {
    const parsed = FinishSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, X.notConfirmed);
    const done = await external.finishSocial(parsed.data.code, parsed.data.state);
    if (!done.ok) return refused(c, done);
    if ('linkTicket' in done) return ok(c, { session: null, linkTicket: done.linkTicket, email: done.email });
    return ok(c, { session: await session.start(done.user), linkTicket: null, email: null });
  });

  app.post('/social/link', async (c) => {
    const parsed = LinkSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, firstMessage(parsed.error, X.linkExpired));
    const { ticket, mobile, otp } = parsed.data;
    const link = await external.linkOf(ticket);
    if (!link) return fail(c, 400, X.linkExpired);
    const checked = await session.otp.verify(mobile, otp);
    if (!checked.ok) {
      if (checked.reason === 'limited') return tooMany(c, checked.retryAfter);
      return fail(c, 400, checked.reason === 'wrong' ? M.otpWrong : M.otpInvalid);
    }
    const done = await external.link(link, mobile);
    return done.ok ? signIn(c, done.user) : refused(c, done);
  });

  return app;
}

const StateOnly = z.object({ state: StateSchema });

/**
 * The development providers (DEV_TOOLS only), under /api/dev/external: the caller-id app's "installed"
 * switch and its Allow (a code for the number shown), and the development Google's demo accounts and
 * consent. They sign whatever state they are given, as a real provider does; the exchange checks it.
 */
export function devExternalRoutes(callerId: DevelopmentCallerId, social: DevelopmentSocial) {
  const app = new Hono();
  app.get('/caller-id', async (c) => ok(c, { installed: await callerId.provider.installed() }));
  app.post('/caller-id/installed', async (c) => {
    const parsed = z.object({ installed: z.boolean() }).safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, 'installed must be true or false');
    await callerId.setInstalled(parsed.data.installed);
    return ok(c, { installed: parsed.data.installed });
  });
  app.post('/caller-id/authorize', async (c) => {
    const parsed = StateOnly.extend({ mobile: MobileSchema }).safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, firstMessage(parsed.error, X.notConfirmed));
    return ok(c, { code: await callerId.issue(parsed.data.state, parsed.data.mobile) });
  });
  app.get('/social/accounts', (c) =>
    ok(
      c,
      DEMO_SOCIAL_ACCOUNTS.map((a) => ({ ...a, demo: true })),
    ),
  );
  app.post('/social/authorize', async (c) => {
    const parsed = StateOnly.extend({ subject: z.string().max(100) }).safeParse(await jsonObjectBody(c));
    const code = parsed.success ? await social.issue(parsed.data.state, parsed.data.subject) : null;
    return code ? ok(c, { code }) : fail(c, 400, X.notConfirmed);
  });
  return app;
}
