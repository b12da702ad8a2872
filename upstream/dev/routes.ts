import { Hono } from 'hono';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { normaliseMobile } from '../../domain/fields.ts';
import type { Db } from '../db/open.ts';
import { listEngagementOutbox } from '../engagement/service.ts';
import { fail, ok } from '../http/envelope.ts';
import { listOutbox } from '../sms/outbox.ts';

/**
 * Developer routes, mounted only when DEV_TOOLS is on: the SMS outbox and the engagement service's
 * outbox (newest first, of one mobile number or of all).
 */
export function devRoutes(db: Db) {
  const app = new Hono();
  app.get('/sms-outbox', async (c) => {
    const raw = c.req.query('mobile');
    if (!raw) return ok(c, await listOutbox(db, null));
    const mobile = normaliseMobile(raw);
    return mobile ? ok(c, await listOutbox(db, mobile)) : fail(c, 400, M.invalidMobile);
  });
  app.get('/engagement-outbox', async (c) => {
    const raw = c.req.query('mobile');
    if (!raw) return ok(c, await listEngagementOutbox(db, null));
    const mobile = normaliseMobile(raw);
    return mobile ? ok(c, await listEngagementOutbox(db, mobile)) : fail(c, 400, M.invalidMobile);
  });
  return app;
}
